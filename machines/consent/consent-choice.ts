// The buyer's consent choice by category (CC-3-019; PX-06-023): the two one-click choices, a full
// choice from a stored (possibly partial) one, and the per-category switch of the banner, where
// essential stays on. Pure and free of XState, so the layout can ask "is a choice stored?" cheaply.
import { CONSENT_CATEGORIES, CONSENT_ESSENTIAL_CATEGORY } from '../constants/search-toast.ts';
import type { ConsentCategory, CookieConsent } from './recommendations-cookie.ts';

export type ConsentChoice = Record<ConsentCategory, boolean>;

function choiceOf(granted: (category: ConsentCategory) => boolean): ConsentChoice {
  return Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, granted(category)])) as ConsentChoice;
}

/** Every category granted (the 'Accept all' choice). */
export function acceptAllConsent(): ConsentChoice {
  return choiceOf(() => true);
}

/** Essential alone (the 'Essential only' choice). */
export function essentialOnlyConsent(): ConsentChoice {
  return choiceOf((category) => category === CONSENT_ESSENTIAL_CATEGORY);
}

/** A full choice from a stored (possibly partial) one: essential always on, a missing or non-true category off. */
export function normaliseConsent(consent: CookieConsent): ConsentChoice {
  return choiceOf((category) => category === CONSENT_ESSENTIAL_CATEGORY || consent?.[category] === true);
}

/** A choice is stored once the buyer made one: any stored object counts. */
export function hasConsentChoice(consent: CookieConsent): consent is NonNullable<CookieConsent> {
  return consent !== null && consent !== undefined && typeof consent === 'object' && !Array.isArray(consent);
}

/** Flips one category of the draft; essential cannot be switched off. */
export function toggleConsentCategory(draft: ConsentChoice, category: ConsentCategory): ConsentChoice {
  if (category === CONSENT_ESSENTIAL_CATEGORY) return draft;
  return { ...draft, [category]: !draft[category] };
}

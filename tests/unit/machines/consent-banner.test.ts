import fc from 'fast-check';
import { createActor } from 'xstate';
import { consentBannerMachine, type ConsentBannerEmitted } from '../../../machines/consent/consent-banner.machine.ts';
import {
  acceptAllConsent,
  essentialOnlyConsent,
  hasConsentChoice,
  normaliseConsent,
  toggleConsentCategory,
} from '../../../machines/consent/consent-choice.ts';
import { decideRecommendationsCookie } from '../../../machines/consent/recommendations-cookie.ts';
import { CONSENT_CATEGORIES } from '../../../machines/constants/search-toast.ts';

const uuid = '3f2b8c1e-7d4a-4b6e-9c2f-1a5d8e7b0c93';
const category = fc.constantFrom(...CONSENT_CATEGORIES);
const storedConsent = fc.option(fc.dictionary(category, fc.boolean()), { nil: null });

function start(stored: Parameters<typeof normaliseConsent>[0]) {
  const actor = createActor(consentBannerMachine, { input: { stored } });
  const emitted: ConsentBannerEmitted[] = [];
  actor.on('decided', (event) => emitted.push(event));
  actor.on('closed', (event) => emitted.push(event));
  actor.start();
  const isOpen = () => actor.getSnapshot().matches('open');
  return { actor, emitted, isOpen };
}

describe('consent choice', () => {
  it('[PX-06-023][CC-3-019] Accept all grants the four categories; Essential only grants essential alone', () => {
    expect(acceptAllConsent()).toEqual({ essential: true, preferences: true, statistics: true, marketing: true });
    expect(essentialOnlyConsent()).toEqual({ essential: true, preferences: false, statistics: false, marketing: false });
  });

  it('[PX-06-023][CC-3-019] any stored choice normalises to the four categories with essential on and nothing else granted by accident', () => {
    fc.assert(
      fc.property(storedConsent, (stored) => {
        const choice = normaliseConsent(stored);
        expect(Object.keys(choice)).toEqual([...CONSENT_CATEGORIES]);
        expect(choice.essential).toBe(true);
        for (const name of CONSENT_CATEGORIES.filter((c) => c !== 'essential')) expect(choice[name]).toBe(stored?.[name] === true);
      }),
    );
  });

  it('[PX-06-023] essential cannot be switched off; any other category flips', () => {
    fc.assert(
      fc.property(storedConsent, category, (stored, name) => {
        const draft = normaliseConsent(stored);
        const next = toggleConsentCategory(draft, name);
        if (name === 'essential') expect(next).toEqual(draft);
        else expect(next).toEqual({ ...draft, [name]: !draft[name] });
        expect(next.essential).toBe(true);
      }),
    );
  });

  it('[PX-06-023] a choice is stored once any consent object is stored', () => {
    expect(hasConsentChoice(null)).toBe(false);
    expect(hasConsentChoice(undefined)).toBe(false);
    expect(hasConsentChoice({})).toBe(true);
    expect(hasConsentChoice({ essential: true })).toBe(true);
  });
});

describe('consent banner machine', () => {
  it('[PX-06-023] the banner is open while no choice is stored and closed once one is', () => {
    expect(start(null).isOpen()).toBe(true);
    expect(start(undefined).isOpen()).toBe(true);
    expect(start({ essential: true }).isOpen()).toBe(false);
  });

  it('[PX-06-023][CC-4-026] Accept all decides every category and closes', () => {
    const { actor, emitted, isOpen } = start(null);
    actor.send({ type: 'ACCEPT_ALL' });
    expect(isOpen()).toBe(false);
    expect(emitted).toEqual([{ type: 'decided', consent: acceptAllConsent() }, { type: 'closed' }]);
    expect(decideRecommendationsCookie(acceptAllConsent(), uuid)).toEqual({ action: 'create', cookieId: uuid });
  });

  it('[PX-06-023][CC-4-027] Essential only decides essential alone, so the visitor cookie goes', () => {
    const { actor, emitted } = start(null);
    actor.send({ type: 'ESSENTIAL_ONLY' });
    expect(emitted[0]).toEqual({ type: 'decided', consent: essentialOnlyConsent() });
    expect(decideRecommendationsCookie(essentialOnlyConsent(), uuid)).toEqual({ action: 'delete' });
  });

  it('[PX-06-023] a custom choice saves the categories switched, essential kept on', () => {
    const { actor, emitted } = start(null);
    actor.send({ type: 'CUSTOMISE' });
    expect(actor.getSnapshot().matches({ open: 'details' })).toBe(true);
    actor.send({ type: 'TOGGLE', category: 'statistics' });
    actor.send({ type: 'TOGGLE', category: 'essential' });
    actor.send({ type: 'SAVE' });
    expect(emitted[0]).toEqual({ type: 'decided', consent: { essential: true, preferences: false, statistics: true, marketing: false } });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('[PX-06-024] a first banner cannot be dismissed without a choice', () => {
    const { actor, emitted, isOpen } = start(null);
    actor.send({ type: 'DISMISS' });
    expect(isOpen()).toBe(true);
    expect(emitted).toEqual([]);
  });

  it('[PX-06-023][PX-06-024] a reopened banner starts from the stored choice and Escape closes it without a change', () => {
    const { actor, emitted, isOpen } = start({ essential: true, marketing: true });
    actor.send({ type: 'REOPEN' });
    expect(isOpen()).toBe(true);
    expect(actor.getSnapshot().context.reopened).toBe(true);
    actor.send({ type: 'CUSTOMISE' });
    expect(actor.getSnapshot().context.draft).toEqual({ essential: true, preferences: false, statistics: false, marketing: true });
    actor.send({ type: 'TOGGLE', category: 'statistics' });
    actor.send({ type: 'DISMISS' });
    expect(isOpen()).toBe(false);
    expect(emitted).toEqual([{ type: 'closed' }]);
    actor.send({ type: 'REOPEN' });
    expect(actor.getSnapshot().context.draft.statistics).toBe(false);
  });

  it('[PX-06-023] Back leaves the categories without keeping the unsaved switches', () => {
    const { actor } = start(null);
    actor.send({ type: 'CUSTOMISE' });
    actor.send({ type: 'TOGGLE', category: 'preferences' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ open: 'summary' })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(essentialOnlyConsent());
  });

  it('[PX-06-023][CC-4-026][CC-4-027] whatever the buyer does, a decision keeps essential on and the visitor cookie follows statistics alone', () => {
    const step = fc.oneof(
      fc.constant({ type: 'ACCEPT_ALL' as const }),
      fc.constant({ type: 'ESSENTIAL_ONLY' as const }),
      fc.constant({ type: 'CUSTOMISE' as const }),
      fc.constant({ type: 'BACK' as const }),
      fc.constant({ type: 'SAVE' as const }),
      fc.constant({ type: 'REOPEN' as const }),
      fc.constant({ type: 'DISMISS' as const }),
      category.map((name) => ({ type: 'TOGGLE' as const, category: name })),
    );
    fc.assert(
      fc.property(storedConsent, fc.array(step, { maxLength: 25 }), (stored, steps) => {
        const { actor, emitted } = start(stored);
        for (const event of steps) actor.send(event);
        for (const event of emitted) {
          if (event.type !== 'decided') continue;
          expect(event.consent.essential).toBe(true);
          expect(decideRecommendationsCookie(event.consent, uuid).action).toBe(event.consent.statistics ? 'create' : 'delete');
        }
        // Once anything was decided (or a choice was stored) the banner can always be closed.
        if (stored !== null || emitted.some((event) => event.type === 'decided')) {
          actor.send({ type: 'DISMISS' });
          expect(actor.getSnapshot().matches('closed')).toBe(true);
        }
      }),
    );
  });
});

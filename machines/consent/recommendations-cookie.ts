import { CONSENT_CATEGORIES, RECOMMENDATIONS_CONSENT_CATEGORY } from '../constants/search-toast.ts';

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The shopper's cookie consent by category (CC-3-019); absent means no consent was given. */
export type CookieConsent = Partial<Record<ConsentCategory, boolean>> | null | undefined;

export type RecommendationsCookieDecision =
  | { action: 'create'; cookieId: string }
  | { action: 'delete' }
  | { action: 'none'; reason: 'invalid-cookie-id' };

// RFC 9562 layout: version 1 to 8 and the RFC variant (8, 9, a or b).
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isValidUuid(value: string | null | undefined): value is string {
  return UUID_PATTERN.test(String(value));
}

export function hasStatisticsConsent(consent: CookieConsent): boolean {
  return consent?.[RECOMMENDATIONS_CONSENT_CATEGORY] === true;
}

/**
 * Whether the recommendations service cookie is written or removed: it is created only with
 * statistics consent and a valid UUID id, and deleted whenever that consent is absent.
 */
export function decideRecommendationsCookie(consent: CookieConsent, cookieId: string | null | undefined): RecommendationsCookieDecision {
  if (!hasStatisticsConsent(consent)) return { action: 'delete' };
  if (!isValidUuid(cookieId)) return { action: 'none', reason: 'invalid-cookie-id' };
  return { action: 'create', cookieId };
}

// The shopper's cookie consent (CC-3-019) as the catalogue reads it, and the visitor cookie of the
// recommendations service, created only with statistics consent and removed without it (CC-4-026,
// CC-5-025). A consent banner writes the choice with writeCookieConsent; the tracker listens.
import { decideRecommendationsCookie, isValidUuid, type CookieConsent } from '../../machines/consent/recommendations-cookie.ts';
import { readCookie } from '../api/cookies.ts';

/** Local-storage key of the consent choice (a project choice; the specification does not name it). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent'; // PX-06-021
/** Name of the visitor cookie of the recommendations service (not named by the specification). */
export const RECOMMENDATIONS_COOKIE_NAME = 'krm_reco_visitor'; // PX-06-021
/** Window event announcing a changed consent choice. */
export const CONSENT_CHANGED_EVENT = 'cookieconsentchange';
/** Window event asking the consent banner to open again ('Cookie preferences' in the footer, PX-06-023). */
export const CONSENT_OPEN_EVENT = 'cookieconsentopen';

/** Asks the consent banner to open with the stored choice. */
export function openCookiePreferences(): void {
  globalThis.window?.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readCookieConsent(from: StorageLike | undefined = storage()): CookieConsent {
  try {
    const raw = from?.getItem(COOKIE_CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as CookieConsent) : null;
  } catch {
    return null;
  }
}

export function writeCookieConsent(consent: NonNullable<CookieConsent>, to: StorageLike | undefined = storage()): void {
  to?.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(consent));
  globalThis.window?.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}

interface CookieJar {
  cookie: string;
}

/**
 * Applies the consent cookie rule and answers the visitor id activities may carry: the existing
 * (or a new) UUID with statistics consent, else null with the cookie removed.
 */
export function applyRecommendationsCookie(consent: CookieConsent, jar: CookieJar | undefined = globalThis.document, generate: () => string = () => crypto.randomUUID()): string | null {
  if (!jar) return null;
  const existing = readCookie(jar.cookie, RECOMMENDATIONS_COOKIE_NAME);
  const decision = decideRecommendationsCookie(consent, isValidUuid(existing) ? existing : generate());
  if (decision.action === 'create') {
    if (decision.cookieId !== existing) jar.cookie = `${RECOMMENDATIONS_COOKIE_NAME}=${decision.cookieId}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
    return decision.cookieId;
  }
  if (decision.action === 'delete' && existing !== undefined) jar.cookie = `${RECOMMENDATIONS_COOKIE_NAME}=; path=/; max-age=0; SameSite=Lax`;
  return null;
}

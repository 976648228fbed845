// The stored consent choice every end-to-end test starts with (not a spec): 'Essential only', as a
// returning buyer who already chose, so the consent banner (PX-06-023) neither shows nor covers the
// bottom of the page, and activities stay off as without consent. The banner's own spec starts
// from an empty state instead (NO_STORED_STATE).
import { COOKIE_CONSENT_STORAGE_KEY } from '../../src/analytics/consent.ts';

const ESSENTIAL_ONLY_CONSENT = { essential: true, preferences: false, statistics: false, marketing: false } as const;

/** A browser storage state holding the consent choice for the test server's origin. */
export function storedConsentState(origin: string) {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: COOKIE_CONSENT_STORAGE_KEY, value: JSON.stringify(ESSENTIAL_ONLY_CONSENT) }] }],
  };
}

export const NO_STORED_STATE = { cookies: [], origins: [] };

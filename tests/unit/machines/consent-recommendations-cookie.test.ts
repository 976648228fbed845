import fc from 'fast-check';
import { decideRecommendationsCookie, hasStatisticsConsent, isValidUuid } from '../../../machines/consent/recommendations-cookie.ts';
import { CONSENT_CATEGORIES } from '../../../machines/constants/search-toast.ts';

const uuid = '3f2b8c1e-7d4a-4b6e-9c2f-1a5d8e7b0c93';

describe('recommendations consent cookie', () => {
  it('[CC-3-019] the consent categories are essential, preferences, statistics and marketing', () => {
    expect(CONSENT_CATEGORIES).toEqual(['essential', 'preferences', 'statistics', 'marketing']);
  });

  it('[CC-4-026][CC-1-012] with statistics consent and a valid id the cookie is created', () => {
    expect(decideRecommendationsCookie({ statistics: true }, uuid)).toEqual({ action: 'create', cookieId: uuid });
    expect(decideRecommendationsCookie({ essential: true, statistics: true, marketing: false }, uuid)).toEqual({
      action: 'create',
      cookieId: uuid,
    });
  });

  it('[CC-4-026] other categories alone never create the cookie', () => {
    expect(decideRecommendationsCookie({ essential: true, preferences: true, marketing: true }, uuid)).toEqual({ action: 'delete' });
    expect(hasStatisticsConsent({ marketing: true })).toBe(false);
  });

  it('[CC-4-027] without consent the cookie is deleted', () => {
    expect(decideRecommendationsCookie(undefined, uuid)).toEqual({ action: 'delete' });
    expect(decideRecommendationsCookie(null, uuid)).toEqual({ action: 'delete' });
    expect(decideRecommendationsCookie({}, uuid)).toEqual({ action: 'delete' });
    expect(decideRecommendationsCookie({ statistics: false }, uuid)).toEqual({ action: 'delete' });
  });

  it('[CC-5-025][CC-4-026] with consent but an invalid id nothing is created', () => {
    expect(decideRecommendationsCookie({ statistics: true }, 'not-a-uuid')).toEqual({ action: 'none', reason: 'invalid-cookie-id' });
    expect(decideRecommendationsCookie({ statistics: true }, undefined)).toEqual({ action: 'none', reason: 'invalid-cookie-id' });
  });

  it('[CC-5-025] a valid UUID has the 8-4-4-4-12 hex layout, a version 1 to 8 and the RFC variant', () => {
    expect(isValidUuid(uuid)).toBe(true);
    expect(isValidUuid(uuid.toUpperCase())).toBe(true);
    expect(isValidUuid('00000000-0000-1000-8000-000000000000')).toBe(true);
    expect(isValidUuid('ffffffff-ffff-8fff-bfff-ffffffffffff')).toBe(true);
    expect(isValidUuid('3f2b8c1e-7d4a-0b6e-9c2f-1a5d8e7b0c93')).toBe(false); // version 0
    expect(isValidUuid('3f2b8c1e-7d4a-9b6e-9c2f-1a5d8e7b0c93')).toBe(false); // version 9
    expect(isValidUuid('3f2b8c1e-7d4a-4b6e-7c2f-1a5d8e7b0c93')).toBe(false); // variant 7
    expect(isValidUuid('3f2b8c1e-7d4a-4b6e-cc2f-1a5d8e7b0c93')).toBe(false); // variant c
    expect(isValidUuid('3f2b8c1e7d4a4b6e9c2f1a5d8e7b0c93')).toBe(false);
    expect(isValidUuid(`${uuid}0`)).toBe(false);
    expect(isValidUuid(`x${uuid}`)).toBe(false);
    expect(isValidUuid('3f2b8c1g-7d4a-4b6e-9c2f-1a5d8e7b0c93')).toBe(false);
    expect(isValidUuid('')).toBe(false);
    expect(isValidUuid(null)).toBe(false);
    expect(isValidUuid(undefined)).toBe(false);
  });

  it('[CC-5-025][CC-4-026][CC-4-027] any RFC UUID is accepted; the decision follows statistics consent alone', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.record({ essential: fc.boolean(), preferences: fc.boolean(), statistics: fc.boolean(), marketing: fc.boolean() }, { requiredKeys: [] }),
        (id, consent) => {
          expect(isValidUuid(id)).toBe(true);
          expect(decideRecommendationsCookie(consent, id)).toEqual(
            consent.statistics === true ? { action: 'create', cookieId: id } : { action: 'delete' },
          );
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { toApplicationContext } from '../../../machines/context/application-context.ts';
import { requestFactsOf } from '../../../machines/shell/request-context.ts';
import { toSessionContext } from '../../../machines/session/session-context.ts';

const inventoryConfiguration = {
  isInventoryEnabled: true,
  inventoryDefaultSource: { locationSourceId: '0ghSG0000000001', webStoreInventoryLocationSourceType: 'LocationGroup' as const },
};

describe('the context values the catalogue, cart and checkout read (CC §3)', () => {
  it('[CC-3-015] the request facts read each context value from the application and session contexts', () => {
    const app = toApplicationContext({
      usesSingleEntitlementPolicy: true,
      guestBrowsingEnabled: true,
      usesUniversalPricebooks: true,
      catalogSnapshotVersionId: '0Ys000000000042',
      taxType: 'Net',
      inventoryConfiguration,
      defaultCurrency: 'USD',
      supportedCurrencies: ['USD', 'CAD'],
      markets: [{ localeCurrencyMap: { en_CA: 'CAD' } }],
    });
    const session = toSessionContext({ guestUser: false, accountId: '001000000000002', effectiveAccountId: '001000000000002' });
    const recommendations = { host: 'https://recs.example', deploymentEnabled: true };
    const facts = requestFactsOf({ app, session, effectiveAccount: { id: '001000000000003', name: 'Pacific Crest Neuro Clinic – Portland' }, locale: 'en-CA', recommendations });

    expect(app.usesUniversalPricebooks).toBe(true);
    expect(facts).toMatchObject({
      canUseGuestDataForAuthUsers: true,
      currencyIsoCode: 'CAD',
      catalogSnapshotVersionId: '0Ys000000000042',
      taxType: 'Net',
      guestBrowsingEnabled: true,
      inventoryConfiguration,
      effectiveAccountId: '001000000000003',
      recommendations,
    });

    // Read, not assumed: a store without guest browsing reads its own values.
    const other = toApplicationContext({ usesSingleEntitlementPolicy: true, guestBrowsingEnabled: false, usesUniversalPricebooks: true, taxType: 'Gross', defaultCurrency: 'EUR', supportedCurrencies: ['EUR', 'USD'] });
    const guestFacts = requestFactsOf({ app: other, session: toSessionContext({ guestUser: true }), effectiveAccount: undefined, locale: 'de-DE' });
    expect(other.usesUniversalPricebooks).toBe(false);
    expect(guestFacts).toMatchObject({ canUseGuestDataForAuthUsers: false, guestBrowsingEnabled: false, taxType: 'Gross', currencyIsoCode: 'EUR', catalogSnapshotVersionId: null, inventoryConfiguration: null, effectiveAccountId: null });
  });
});

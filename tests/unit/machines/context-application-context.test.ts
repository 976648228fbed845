import { readFileSync } from 'node:fs';
import { toApplicationContext, type RawApplicationContext } from '../../../machines/context/application-context.ts';

const DEFAULTS = {
  checkoutSettings: null,
  guestBrowsingEnabled: false,
  guestCartEnabled: false,
  guestCheckoutEnabled: false,
  guestCartCheckoutEnabled: false,
  splitShipmentEnabled: false,
  cartCalculateEnabled: false,
  placeOrderV2Enabled: false,
  shippingCountries: [],
  taxType: null,
  country: null,
  markets: [],
  inventoryConfiguration: null,
  defaultCurrency: null,
  supportedCurrencies: [],
  sessionDrivenCurrency: false,
  orderStatuses: [],
  managedCheckoutVersion: null,
  subscriptionConfig: { subscriptionPlusEnabled: false, rlmSubscriptionEnabled: false },
  giftingConfig: { isGiftingEnabled: false, isGiftMessageEnabled: false, isGiftWrapEnabled: false },
  shopperConsentEnabled: false,
  skipPhoneNumberValidationEnabled: false,
  usesSingleEntitlementPolicy: false,
  usesUniversalPricebooks: false,
  catalogSnapshotVersionId: null,
  clientSidePaymentConfiguration: null,
  propertiesEx: { highScaleCartEnabled: false, shopperCopilotUIEnabled: false, paymentsLegacyFormsEnabled: false },
  canUseGuestDataForAuthUsers: false,
};

const FULL: RawApplicationContext = {
  checkoutSettings: { mode: 'managed' },
  guestBrowsingEnabled: true,
  guestCartEnabled: true,
  guestCheckoutEnabled: true,
  guestCartCheckoutEnabled: true,
  splitShipmentEnabled: true,
  cartCalculateEnabled: true,
  placeOrderV2Enabled: true,
  shippingCountries: ['US', 'CA'],
  taxType: 'Gross',
  country: 'US',
  markets: [{ marketId: '0ZI000000000001', localeCurrencyMap: { en_US: 'USD' } }, { marketId: '0ZI000000000002', localeCurrencyMap: { en_CA: 'CAD', fr_CA: 'CAD' } }],
  inventoryConfiguration: { isInventoryEnabled: true },
  defaultCurrency: 'USD',
  supportedCurrencies: ['USD', 'CAD'],
  sessionDrivenCurrency: true,
  orderStatuses: [{ apiName: 'Created', displayValue: 'Created' }, { apiName: 'Waiting to Fulfill', displayValue: 'Waiting to Fulfill' }],
  managedCheckoutVersion: '2.0',
  subscriptionConfig: { subscriptionPlusEnabled: true, rlmSubscriptionEnabled: true },
  giftingConfig: { isGiftingEnabled: true, isGiftMessageEnabled: true, isGiftWrapEnabled: true },
  shopperConsentEnabled: true,
  skipPhoneNumberValidationEnabled: true,
  usesSingleEntitlementPolicy: true,
  usesUniversalPricebooks: true,
  catalogSnapshotVersionId: '0kS000000000001',
  clientSidePaymentConfiguration: { componentName: 'pay' },
  propertiesEx: { highScaleCartEnabled: true, shopperCopilotUIEnabled: true, paymentsLegacyFormsEnabled: true, extra: 'kept' },
};

describe('application context (SH §3)', () => {
  it('[SH-3-031][SH-3-032][SH-3-033] every flag defaults to false and every list to empty for an empty body', () => {
    expect(toApplicationContext({})).toEqual(DEFAULTS);
  });

  it('[SH-3-032][SH-3-033] a null or absent body gives the same defaults', () => {
    expect(toApplicationContext(null)).toEqual(DEFAULTS);
    expect(toApplicationContext(undefined)).toEqual(DEFAULTS);
  });

  it('[SH-3-032][SH-3-033] null nested configs and lists give the defaults', () => {
    expect(
      toApplicationContext({
        shippingCountries: null,
        markets: null,
        supportedCurrencies: null,
        orderStatuses: null,
        subscriptionConfig: null,
        giftingConfig: null,
        propertiesEx: null,
        taxType: null,
      }),
    ).toEqual(DEFAULTS);
  });

  it('[SH-3-032] only a literal true turns a flag on', () => {
    const loose = { guestBrowsingEnabled: 'true', guestCartEnabled: 1, sessionDrivenCurrency: {} } as unknown as RawApplicationContext;
    const context = toApplicationContext(loose);
    expect(context.guestBrowsingEnabled).toBe(false);
    expect(context.guestCartEnabled).toBe(false);
    expect(context.sessionDrivenCurrency).toBe(false);
  });

  it('[SH-3-033] a list that is not an array counts as empty', () => {
    expect(toApplicationContext({ shippingCountries: 'US' as unknown as string[] }).shippingCountries).toEqual([]);
  });

  it('[SH-3-034][SH-3-035][SH-3-036][SH-3-037][SH-3-038][SH-3-039][SH-3-040][SH-3-041][SH-3-042][SH-3-043][SH-3-044][SH-3-045][SH-3-046][SH-3-047] keeps every field of a full body', () => {
    expect(toApplicationContext(FULL)).toEqual({
      ...FULL,
      markets: [{ 'en-US': 'USD' }, { 'en-CA': 'CAD', 'fr-CA': 'CAD' }],
      canUseGuestDataForAuthUsers: true,
    });
  });

  it('[SH-3-036][PX-09-008] reads the platform\'s own application context body: markets by locale (en_US read as en-US) and order statuses as API name and label', () => {
    const real = JSON.parse(readFileSync('contracts/real-api-samples/doc-application-context.json', 'utf8')) as RawApplicationContext;
    const context = toApplicationContext(real);
    expect(context.markets).toEqual([{ 'en-US': 'USD' }]);
    expect(context.orderStatuses.map((status) => status.apiName)).toEqual(['Created', 'Approved', 'Waiting to Fulfill', 'Activated', 'Fulfilled', 'Canceled', 'Returned']);
    expect(context).toMatchObject({ guestCartEnabled: true, guestCheckoutEnabled: true, taxType: 'Net', country: 'US', supportedCurrencies: ['USD'], sessionDrivenCurrency: true });
  });

  it('[SH-3-036][PX-09-008] a market without a locale map, or an order status without an API name, is left out', () => {
    const context = toApplicationContext({
      markets: [{ marketId: '0ZI000000000001' }, { localeCurrencyMap: null }, { localeCurrencyMap: JSON.parse('{"de_DE":"EUR","xx_XX":""}') }, null as never],
      orderStatuses: [{ displayValue: 'Nameless' }, null, { apiName: 'Created' }],
    });
    expect(context.markets).toEqual([{ 'de-DE': 'EUR' }]);
    expect(context.orderStatuses).toEqual([{ apiName: 'Created', displayValue: 'Created' }]);
  });

  it('[SH-3-033] lists are copies, not the response arrays', () => {
    const context = toApplicationContext(FULL);
    expect(context.shippingCountries).not.toBe(FULL.shippingCountries);
    expect(context.markets).not.toBe(FULL.markets);
  });

  it.each([
    [false, false, false],
    [true, false, false],
    [false, true, false],
    [true, true, true],
  ])(
    '[SH-3-048] canUseGuestDataForAuthUsers with single entitlement %s and guest browsing %s is %s',
    (usesSingleEntitlementPolicy, guestBrowsingEnabled, expected) => {
      const context = toApplicationContext({ usesSingleEntitlementPolicy, guestBrowsingEnabled });
      expect(context.canUseGuestDataForAuthUsers).toBe(expected);
      expect(context.usesSingleEntitlementPolicy).toBe(usesSingleEntitlementPolicy);
    },
  );

  it.each([
    [false, false, false],
    [true, false, false],
    [false, true, false],
    [true, true, true],
  ])('[SH-3-049] usesUniversalPricebooks %s with guest browsing %s counts as %s', (usesUniversalPricebooks, guestBrowsingEnabled, expected) => {
    expect(toApplicationContext({ usesUniversalPricebooks, guestBrowsingEnabled }).usesUniversalPricebooks).toBe(expected);
  });
});

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
  markets: [{ 'en-US': 'USD' }, { 'en-CA': 'CAD', 'fr-CA': 'CAD' }],
  inventoryConfiguration: { isInventoryEnabled: true },
  defaultCurrency: 'USD',
  supportedCurrencies: ['USD', 'CAD'],
  sessionDrivenCurrency: true,
  orderStatuses: ['Created', 'Shipped'],
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
      canUseGuestDataForAuthUsers: true,
    });
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

// Application context as the storefront uses it (SH §3): flags default to false, lists to empty,
// plus the two derived values of the specification.

export type Market = Readonly<Record<string, string>>;

/** The body of GET /application-context; every field may be absent. */
export interface RawApplicationContext {
  checkoutSettings?: Record<string, unknown> | null;
  guestBrowsingEnabled?: boolean;
  guestCartEnabled?: boolean;
  guestCheckoutEnabled?: boolean;
  guestCartCheckoutEnabled?: boolean;
  splitShipmentEnabled?: boolean;
  cartCalculateEnabled?: boolean;
  placeOrderV2Enabled?: boolean;
  shippingCountries?: string[] | null;
  taxType?: string | null;
  country?: string | null;
  markets?: Market[] | null;
  inventoryConfiguration?: Record<string, unknown> | null;
  defaultCurrency?: string | null;
  supportedCurrencies?: string[] | null;
  sessionDrivenCurrency?: boolean;
  orderStatuses?: string[] | null;
  managedCheckoutVersion?: string | null;
  subscriptionConfig?: { subscriptionPlusEnabled?: boolean; rlmSubscriptionEnabled?: boolean } | null;
  giftingConfig?: { isGiftingEnabled?: boolean; isGiftMessageEnabled?: boolean; isGiftWrapEnabled?: boolean } | null;
  shopperConsentEnabled?: boolean;
  skipPhoneNumberValidationEnabled?: boolean;
  usesSingleEntitlementPolicy?: boolean;
  usesUniversalPricebooks?: boolean;
  catalogSnapshotVersionId?: string | null;
  clientSidePaymentConfiguration?: Record<string, unknown> | null;
  propertiesEx?: {
    highScaleCartEnabled?: boolean;
    shopperCopilotUIEnabled?: boolean;
    paymentsLegacyFormsEnabled?: boolean;
    [key: string]: unknown;
  } | null;
}

export interface ApplicationContext {
  checkoutSettings: Record<string, unknown> | null;
  guestBrowsingEnabled: boolean;
  guestCartEnabled: boolean;
  guestCheckoutEnabled: boolean;
  guestCartCheckoutEnabled: boolean;
  splitShipmentEnabled: boolean;
  cartCalculateEnabled: boolean;
  placeOrderV2Enabled: boolean;
  shippingCountries: string[];
  taxType: string | null;
  country: string | null;
  markets: Market[];
  inventoryConfiguration: Record<string, unknown> | null;
  defaultCurrency: string | null;
  supportedCurrencies: string[];
  sessionDrivenCurrency: boolean;
  orderStatuses: string[];
  managedCheckoutVersion: string | null;
  subscriptionConfig: { subscriptionPlusEnabled: boolean; rlmSubscriptionEnabled: boolean };
  giftingConfig: { isGiftingEnabled: boolean; isGiftMessageEnabled: boolean; isGiftWrapEnabled: boolean };
  shopperConsentEnabled: boolean;
  skipPhoneNumberValidationEnabled: boolean;
  usesSingleEntitlementPolicy: boolean;
  /** Counts only when guest browsing is on (SH-3-049). */
  usesUniversalPricebooks: boolean;
  catalogSnapshotVersionId: string | null;
  clientSidePaymentConfiguration: Record<string, unknown> | null;
  propertiesEx: {
    highScaleCartEnabled: boolean;
    shopperCopilotUIEnabled: boolean;
    paymentsLegacyFormsEnabled: boolean;
    [key: string]: unknown;
  };
  /** Single-entitlement policy and guest browsing both on (SH-3-048). */
  canUseGuestDataForAuthUsers: boolean;
}

// Only a literal true turns a flag on; anything else (absent, null, "true") is the default false.
const flag = (value: unknown): boolean => value === true;
const list = <T>(value: readonly T[] | null | undefined): T[] => (Array.isArray(value) ? [...value] : []);
const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

export function toApplicationContext(raw: RawApplicationContext | null | undefined): ApplicationContext {
  const body = raw ?? {};
  const guestBrowsingEnabled = flag(body.guestBrowsingEnabled);
  const usesSingleEntitlementPolicy = flag(body.usesSingleEntitlementPolicy);
  return {
    checkoutSettings: orNull(body.checkoutSettings),
    guestBrowsingEnabled,
    guestCartEnabled: flag(body.guestCartEnabled),
    guestCheckoutEnabled: flag(body.guestCheckoutEnabled),
    guestCartCheckoutEnabled: flag(body.guestCartCheckoutEnabled),
    splitShipmentEnabled: flag(body.splitShipmentEnabled),
    cartCalculateEnabled: flag(body.cartCalculateEnabled),
    placeOrderV2Enabled: flag(body.placeOrderV2Enabled),
    shippingCountries: list(body.shippingCountries),
    taxType: orNull(body.taxType),
    country: orNull(body.country),
    markets: list(body.markets),
    inventoryConfiguration: orNull(body.inventoryConfiguration),
    defaultCurrency: orNull(body.defaultCurrency),
    supportedCurrencies: list(body.supportedCurrencies),
    sessionDrivenCurrency: flag(body.sessionDrivenCurrency),
    orderStatuses: list(body.orderStatuses),
    managedCheckoutVersion: orNull(body.managedCheckoutVersion),
    subscriptionConfig: {
      subscriptionPlusEnabled: flag(body.subscriptionConfig?.subscriptionPlusEnabled),
      rlmSubscriptionEnabled: flag(body.subscriptionConfig?.rlmSubscriptionEnabled),
    },
    giftingConfig: {
      isGiftingEnabled: flag(body.giftingConfig?.isGiftingEnabled),
      isGiftMessageEnabled: flag(body.giftingConfig?.isGiftMessageEnabled),
      isGiftWrapEnabled: flag(body.giftingConfig?.isGiftWrapEnabled),
    },
    shopperConsentEnabled: flag(body.shopperConsentEnabled),
    skipPhoneNumberValidationEnabled: flag(body.skipPhoneNumberValidationEnabled),
    usesSingleEntitlementPolicy,
    usesUniversalPricebooks: guestBrowsingEnabled && flag(body.usesUniversalPricebooks),
    catalogSnapshotVersionId: orNull(body.catalogSnapshotVersionId),
    clientSidePaymentConfiguration: orNull(body.clientSidePaymentConfiguration),
    propertiesEx: {
      ...body.propertiesEx,
      highScaleCartEnabled: flag(body.propertiesEx?.highScaleCartEnabled),
      shopperCopilotUIEnabled: flag(body.propertiesEx?.shopperCopilotUIEnabled),
      paymentsLegacyFormsEnabled: flag(body.propertiesEx?.paymentsLegacyFormsEnabled),
    },
    canUseGuestDataForAuthUsers: usesSingleEntitlementPolicy && guestBrowsingEnabled,
  };
}

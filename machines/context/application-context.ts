// Application context as the storefront uses it (SH §3): flags default to false, lists to empty,
// plus the two derived values of the specification.
import type { Tolerant, Wire } from '../wire.ts';

/** A market as the storefront uses it: each of its locales (language-country, en-CA) to its currency code. */
type Market = Readonly<Record<string, string>>;

/** A market as the platform sends it (the contract's Market, Application Context v58+): its id and a map of locale (en_US) to currency. */
type RawMarket = Tolerant<Wire['Market']>;

type WireApplicationContext = Wire['ApplicationContext'];

/** An order status of the application context: its API name and its label (the apiName when the platform sends none). */
type OrderStatus = Required<{ [K in keyof NonNullable<WireApplicationContext['orderStatuses']>[number]]: string }>;

/**
 * The body of GET /application-context (the contract's ApplicationContext), read tolerantly: every
 * field may be absent or null (flags then read false, lists empty), and so may a market or an order
 * status in its list (a status's display value may be null: it then shows its apiName).
 */
export type RawApplicationContext = Tolerant<Omit<WireApplicationContext, 'markets' | 'orderStatuses'>> & {
  markets?: RawMarket[] | null;
  orderStatuses?: Array<Tolerant<NonNullable<WireApplicationContext['orderStatuses']>[number]> | null> | null;
};

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
  inventoryConfiguration: Tolerant<Wire['InventoryConfiguration']> | null;
  defaultCurrency: string | null;
  supportedCurrencies: string[];
  sessionDrivenCurrency: boolean;
  orderStatuses: OrderStatus[];
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

/** The platform's locale keys (en_US) in the storefront's form (en-US); markets without locales are left out (PX-09-008). */
function toMarkets(markets: RawApplicationContext['markets']): Market[] {
  return list(markets).flatMap((market) => {
    const map = market?.localeCurrencyMap;
    if (!map || typeof map !== 'object') return [];
    const entries = Object.entries(map).filter(([, currency]) => typeof currency === 'string' && currency.length > 0);
    return entries.length > 0 ? [Object.fromEntries(entries.map(([locale, currency]) => [locale.replace('_', '-'), currency]))] : [];
  });
}

const toOrderStatuses = (statuses: RawApplicationContext['orderStatuses']): OrderStatus[] =>
  list(statuses).flatMap((status) => (typeof status?.apiName === 'string' ? [{ apiName: status.apiName, displayValue: status.displayValue ?? status.apiName }] : []));

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
    markets: toMarkets(body.markets),
    inventoryConfiguration: orNull(body.inventoryConfiguration),
    defaultCurrency: orNull(body.defaultCurrency),
    supportedCurrencies: list(body.supportedCurrencies),
    sessionDrivenCurrency: flag(body.sessionDrivenCurrency),
    orderStatuses: toOrderStatuses(body.orderStatuses),
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

// Gifting at checkout: the store's gift-wrap products and the gift fields of a delivery group
// (PX-20-003..PX-20-006). Gift wrap lives outside the catalogue (fixtures/gift-wrap.ts), so search,
// listings and counts never see it.
import { GIFT_WRAP_PRODUCTS, type GiftWrapProduct } from '../../fixtures/gift-wrap.ts';
import type { ApplicationContextSettings } from '../../fixtures/types.ts';
import {
  GIFT_MESSAGE_DISABLED, GIFT_MESSAGE_MAX_LENGTH, GIFT_MESSAGE_TOO_LONG, GIFT_TO_NAME_MAX_LENGTH, GIFT_TO_NAME_TOO_LONG, GIFT_WRAP_DISABLED, GIFT_WRAP_UNKNOWN,
  GIFTING_DISABLED,
} from '../../machines/constants/gifting.ts';
import { invalidInput } from './errors.ts';
import { toCents } from '../lib/money.ts';

type Gifting = ApplicationContextSettings['giftingConfig'];

export interface GiftChange {
  isGift?: boolean;
  giftMessage?: string | null;
  giftWrapProductId?: string | null;
  /** PX-31-001: CartDeliveryGroup.GiftToName, the gift's recipient. */
  giftToName?: string | null;
}

const wrapOn = (config: Gifting) => config.isGiftingEnabled && config.isGiftWrapEnabled;

/** PX-20-005: the gift-wrap products the store offers (none unless gifting and gift wrap are on). */
export function offeredGiftWraps(config: Gifting): readonly GiftWrapProduct[] {
  return wrapOn(config) ? GIFT_WRAP_PRODUCTS : [];
}

/** A gift-wrap product as a Product Overview of the gift-wrap call, priced in the caller's currency. */
export function giftWrapOverview(product: GiftWrapProduct, currency: string) {
  const unitPrice = product.prices[currency as keyof GiftWrapProduct['prices']] ?? product.prices.USD;
  return {
    id: product.id, name: product.name, sku: product.sku, productClass: 'Simple' as const, isConfigurationAllowed: false,
    fields: { Name: product.name, Description: product.description, StockKeepingUnit: product.sku },
    defaultImage: null, mediaGroups: [],
    prices: { listPrice: unitPrice, unitPrice, pricebookEntryId: null, productId: product.id, success: true },
    success: true, error: null,
  };
}

/** The chosen wrap as the checkout and the order show it, or null. */
export function giftWrapChoice(productId: string | null | undefined, currency: string) {
  const product = productId ? GIFT_WRAP_PRODUCTS.find((p) => p.id === productId) : undefined;
  if (!product) return null;
  return { productId: product.id, name: product.name, amount: product.prices[currency as keyof GiftWrapProduct['prices']] ?? product.prices.USD };
}

export const giftWrapCents = (productId: string | null | undefined, currency: string) => {
  const choice = giftWrapChoice(productId, currency);
  return choice ? toCents(choice.amount) : 0;
};

/** Whether a checkout change carries any gift field. */
export const hasGiftFields = (change: GiftChange) =>
  change.isGift !== undefined || change.giftMessage !== undefined || change.giftWrapProductId !== undefined || change.giftToName !== undefined;

/** A text field as it is stored: trimmed, blank as null (it clears the field), undefined when not sent. */
const storedText = (text: string | null | undefined) => (text === undefined ? undefined : text?.trim() || null);

/**
 * PX-20-002, PX-20-003, PX-20-005, PX-31-001: refuses gift fields the store does not offer, an over-long
 * message or recipient name and a wrap that is not one of the store's; answers the columns to write.
 */
export function checkedGiftChange(config: Gifting, change: GiftChange) {
  if (!config.isGiftingEnabled) throw invalidInput(GIFTING_DISABLED);
  const message = storedText(change.giftMessage);
  const toName = storedText(change.giftToName);
  // PX-31-001: counted in code points, as the contract's maxLength and the review step count them.
  if (toName && [...toName].length > GIFT_TO_NAME_MAX_LENGTH) throw invalidInput(GIFT_TO_NAME_TOO_LONG);
  if (message !== undefined && message !== null && !config.isGiftMessageEnabled) throw invalidInput(GIFT_MESSAGE_DISABLED);
  if (message && [...message].length > GIFT_MESSAGE_MAX_LENGTH) throw invalidInput(GIFT_MESSAGE_TOO_LONG);
  const wrap = change.giftWrapProductId;
  if (wrap !== undefined && wrap !== null) {
    if (!wrapOn(config)) throw invalidInput(GIFT_WRAP_DISABLED);
    if (!GIFT_WRAP_PRODUCTS.some((p) => p.id === wrap)) throw invalidInput(GIFT_WRAP_UNKNOWN(wrap), 'INVALID_ID_FIELD');
  }
  return { isGift: change.isGift, message, wrap, toName };
}

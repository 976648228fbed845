// Cart and checkout interactions (CC §7 "Analytics events"): cart-view, cart-update, cart-remove and
// the checkout steps, each with the cart lines (CC-3-030) or the order totals (CC-3-031) it concerns.
import type { Interaction } from './payloads.ts';
import type { CheckoutStep } from '../../machines/checkout/steps.machine.ts';

export interface AnalyticsOrderTotals {
  productAmount?: string;
  adjustedProductAmount?: string;
  grandTotal?: string;
  chargeAmount?: string;
  taxAmount?: string;
}

/** CC-3-031: the order totals from a cart summary. */
export function orderTotalsOf(summary: { totalProductAmount?: string; totalProductAmountAfterAdjustments?: string; grandTotalAmount?: string; totalChargeAmount?: string; totalTaxAmount?: string } | undefined): AnalyticsOrderTotals {
  return {
    productAmount: summary?.totalProductAmount,
    adjustedProductAmount: summary?.totalProductAmountAfterAdjustments,
    grandTotal: summary?.grandTotalAmount,
    chargeAmount: summary?.totalChargeAmount,
    taxAmount: summary?.totalTaxAmount,
  };
}

export interface AnalyticsAddress {
  street?: string;
  city?: string;
  country?: string;
  postalCode?: string;
  region?: string;
}

type AddressFields = { street?: string | null; city?: string | null; country?: string | null; postalCode?: string | null; region?: string | null };

/** CC-3-041: the address a shipping or billing step reports, its five fields only (no name, phone or id). */
export function analyticsAddressOf(address: AddressFields | null | undefined): AnalyticsAddress | undefined {
  if (!address) return undefined;
  const { street, city, country, postalCode, region } = address;
  return { street: street ?? undefined, city: city ?? undefined, country: country ?? undefined, postalCode: postalCode ?? undefined, region: region ?? undefined };
}

export interface AnalyticsLine {
  cartItemId: string;
  productId: string;
  quantity: string;
  name?: string;
  totalPrice?: string;
}

export const cartViewInteraction = (cartItems: AnalyticsLine[], totals: AnalyticsOrderTotals): Interaction => ({ name: 'cart-view', payload: { cartItems, orderTotals: totals } });
export const cartUpdateInteraction = (item: AnalyticsLine): Interaction => ({ name: 'cart-update', payload: { cartItems: [item] } });
export const cartRemoveInteraction = (item: AnalyticsLine): Interaction => ({ name: 'cart-remove', payload: { cartItems: [item] } });

const STEP_EVENT: Record<Exclude<CheckoutStep, 'review'>, Interaction['name']> = {
  shippingAddress: 'checkout-shipping-address',
  shippingOptions: 'checkout-shipping-options',
  contactInfo: 'checkout-contact-info',
  billingAddress: 'checkout-billing-address',
  payment: 'checkout-payment',
};

/** CC-2-008: each completed step is named by its analytics event. */
export function checkoutStepInteraction(step: CheckoutStep, checkoutId: string, details: Record<string, unknown> = {}): Interaction | null {
  if (step === 'review') return null;
  return { name: STEP_EVENT[step], payload: { checkoutId, ...details } };
}

export const checkoutBeginInteraction = (checkoutBeginId: string, layoutType: string, totals: AnalyticsOrderTotals): Interaction => ({
  name: 'checkout-begin',
  payload: { checkoutBeginId, layoutType, orderTotals: totals },
});
export const paymentRenderInteraction = (method: string): Interaction => ({ name: 'checkout-payment-render', payload: { paymentMethod: method } });
export const applyCouponInteraction = (couponCode: string): Interaction => ({ name: 'checkout-apply-coupon', payload: { couponCode } });
export const checkoutSubmitInteraction = (checkoutId: string, totals: AnalyticsOrderTotals): Interaction => ({ name: 'checkout-submit', payload: { checkoutId, orderTotals: totals } });
export const orderAcceptedInteraction = (orderNumber: string, totals: AnalyticsOrderTotals): Interaction => ({ name: 'order-accepted', payload: { orderReferenceNumber: orderNumber, orderTotals: totals } });

/**
 * CC-7-045, PX-70-012: what saving the checkout's contact details tells analytics. A guest who gives
 * them identifies themself ('identity'); an e-mail or phone number that differs from the one the
 * checkout held is an update ('email-update', 'phone-update'). As with 'login', nothing about the
 * buyer goes with them: the integration reads its own session.
 */
export function contactSavedInteractions(
  before: { email?: string | null; phoneNumber?: string | null } | null | undefined,
  after: { email: string; phoneNumber: string | null },
  guest: boolean,
): Interaction[] {
  const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  const changes: Interaction[] = [];
  if (guest) changes.push({ name: 'identity', payload: {} });
  if (!same(before?.email, after.email)) changes.push({ name: 'email-update', payload: {} });
  if (!same(before?.phoneNumber, after.phoneNumber)) changes.push({ name: 'phone-update', payload: {} });
  return changes;
}

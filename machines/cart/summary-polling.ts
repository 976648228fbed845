import { CART_ASYNC_STATUS_PROCESSING } from '../constants/cart-checkout.ts';
import { createPollingMachine } from '../checkout/polling.machine.ts';
import type { Wire } from '../wire.ts';

/** The cart summary fields the storefront reads (CC-3-022); taxExempt tells the product page the account's (PX-87-003). */
export type CartSummary = Pick<Wire['CartSummary'], 'cartId' | 'currencyIsoCode' | 'totalProductCount' | 'uniqueProductCount' | 'asyncOperationStatus' | 'taxExempt'>;

/** What a summary read answers: the summary, or a 202's body while the cart is being processed. */
export type CartSummaryAnswer = CartSummary | Wire['Accepted'];

/** The summary of a read that answered one (not a 202). */
export function summaryOf(answer: CartSummaryAnswer | undefined): CartSummary | undefined {
  return answer && 'cartId' in answer ? answer : undefined;
}

/** CC-4-030: a summary whose asyncOperationStatus is Processing is not ready. */
export function isCartSummaryReady(summary: { asyncOperationStatus?: string }): boolean {
  return summary.asyncOperationStatus !== CART_ASYNC_STATUS_PROCESSING;
}

/**
 * CC-4-031: re-reads the cart summary (actor `read`) until it is no longer Processing. The waits
 * are the specification's only polling schedule (§4 Checkout, §9 Polling); a 202's Retry-After is
 * not in the specification and is not used.
 */
export const cartSummaryPollingMachine = createPollingMachine<{ cartId: string }, CartSummaryAnswer>(
  'cartSummaryPolling',
  isCartSummaryReady,
);

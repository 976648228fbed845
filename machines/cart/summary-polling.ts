import { CART_ASYNC_STATUS_PROCESSING } from '../constants/cart-checkout.ts';
import { createPollingMachine } from '../checkout/polling.ts';

/** The cart summary fields the storefront reads (CC-3-022). */
export interface CartSummary {
  cartId: string;
  currencyIsoCode: string;
  totalProductCount: string | number;
  uniqueProductCount: number;
  asyncOperationStatus?: string;
}

/** CC-4-030: a summary whose asyncOperationStatus is Processing is not ready. */
export function isCartSummaryReady(summary: Pick<CartSummary, 'asyncOperationStatus'>): boolean {
  return summary.asyncOperationStatus !== CART_ASYNC_STATUS_PROCESSING;
}

/**
 * CC-4-031: re-reads the cart summary (actor `read`) until it is no longer Processing. The waits
 * are the specification's only polling schedule (§4 Checkout, §9 Polling); a 202's Retry-After is
 * not in the specification and is not used.
 */
export const cartSummaryPollingMachine = createPollingMachine<{ cartId: string }, CartSummary>(
  'cartSummaryPolling',
  isCartSummaryReady,
);

// PX-08-001: one idempotency key per order attempt, kept in session storage with its checkout, so a
// retry, a second click or a reload sends the same key and the sandbox answers the one order.
import { ORDER_ATTEMPT_SESSION_KEY } from '../constants/checkout-flow.ts';
import { RETRY_MAX_RETRIES, RETRY_NEVER_STATUS } from '../constants/cart-checkout.ts';
import type { KeyValueStorage } from '../cart/storage.ts';
import { httpStatusOf } from '../retry/http-status.ts';

export function orderAttemptKey(storage: KeyValueStorage, checkoutId: string, createId: () => string): string {
  try {
    const stored = JSON.parse(storage.getItem(ORDER_ATTEMPT_SESSION_KEY) ?? 'null') as { checkoutId?: string; key?: string } | null;
    if (stored?.checkoutId === checkoutId && typeof stored.key === 'string' && stored.key !== '') return stored.key;
  } catch {
    // A damaged entry is replaced below.
  }
  const key = createId();
  storage.setItem(ORDER_ATTEMPT_SESSION_KEY, JSON.stringify({ checkoutId, key }));
  return key;
}

export function forgetOrderAttempt(storage: KeyValueStorage): void {
  storage.removeItem(ORDER_ATTEMPT_SESSION_KEY);
}

/**
 * PX-08-016: placing the order is retried (it is idempotent by its key) only when the request may not
 * have arrived or the server failed: no status, or 5xx. A 409 is never retried (CC-8-016), nor any
 * other answer the buyer has to act on; at most 3 retries (CC-8-017).
 */
export function shouldRetryPlaceOrder(error: unknown, retriesMade: number): boolean {
  if (retriesMade >= RETRY_MAX_RETRIES) return false;
  // The buyer left the page: nothing to retry for.
  if (error instanceof Error && error.name === 'AbortError') return false;
  const status = httpStatusOf(error);
  if (status === RETRY_NEVER_STATUS) return false;
  return status === undefined || status >= 500;
}

// PX-08-001: one idempotency key per order attempt, kept in session storage with its checkout, so a
// retry, a second click or a reload sends the same key and the sandbox answers the one order.
import { ORDER_ATTEMPT_SESSION_KEY } from '../constants/checkout-flow.ts';
import type { KeyValueStorage } from '../cart/storage.ts';

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

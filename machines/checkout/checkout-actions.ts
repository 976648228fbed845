// Guards of the checkout page's actions (CC §8 "Internal codes"): an action without its payload, or one
// that reads the checkout before it has loaded, fails with the internal code before anything is sent.
// The codes are for the log and the tests; the buyer reads the page's own sentence (isInternalCode).
import { INTERNAL_ERROR, SESSION_NOT_LOADED } from '../constants/checkout-flow.ts';

/** CC-8-008: a checkout action dispatched without a payload fails with INTERNAL_ERROR. */
export function requirePayload<T>(payload: T | null | undefined): T {
  if (payload === undefined || payload === null) throw new Error(INTERNAL_ERROR);
  return payload;
}

/** CC-8-012: the checkout's data read before the checkout has loaded fails with SESSION_NOT_LOADED. */
export function loadedCheckout<T>(checkout: T | null | undefined): T {
  if (checkout === undefined || checkout === null) throw new Error(SESSION_NOT_LOADED);
  return checkout;
}

/** The internal codes above are never shown as they are. */
export const isInternalCode = (message: string): boolean => message === INTERNAL_ERROR || message === SESSION_NOT_LOADED;

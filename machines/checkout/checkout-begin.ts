import { CHECKOUT_BEGIN_ID_SESSION_KEY, CHECKOUT_LAYOUT_TYPE_SESSION_KEY } from '../constants/cart-checkout.ts';
import type { KeyValueStorage } from '../cart/storage.ts';

export interface CheckoutBegin {
  checkoutBeginId: string;
  layoutType: string;
  /** True only for the call that created the id: the one that should fire checkout-begin. */
  created: boolean;
}

/**
 * CC-4-052..CC-4-054: the checkout-begin id is created once per session and kept, with the layout
 * type, in the (injected) session storage.
 */
export function ensureCheckoutBegin(
  sessionStorage: KeyValueStorage,
  createId: () => string,
  layoutType: string,
): CheckoutBegin {
  const stored = sessionStorage.getItem(CHECKOUT_BEGIN_ID_SESSION_KEY);
  if (stored) {
    return {
      checkoutBeginId: stored,
      layoutType: sessionStorage.getItem(CHECKOUT_LAYOUT_TYPE_SESSION_KEY) ?? layoutType,
      created: false,
    };
  }
  const checkoutBeginId = createId();
  sessionStorage.setItem(CHECKOUT_BEGIN_ID_SESSION_KEY, checkoutBeginId);
  sessionStorage.setItem(CHECKOUT_LAYOUT_TYPE_SESSION_KEY, layoutType);
  return { checkoutBeginId, layoutType, created: true };
}

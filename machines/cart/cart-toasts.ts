// What the shopper is told after 'Add to cart' (CC-8-030..CC-8-032), wherever the add was made.
import { CART_ADD_FAILED_MESSAGE, CART_ADD_SUCCESS_MESSAGE, CART_ADDED_LABEL, VIEW_CART_LINK_LABEL } from '../constants/cart-checkout.ts';
import type { ToastConfig } from '../toast/toast-config.ts';

/** CC-8-031, CC-8-032: a success toast without links, so it closes by itself (CC-9-013). */
export function cartAddedToast(): ToastConfig {
  return { label: CART_ADDED_LABEL, message: CART_ADD_SUCCESS_MESSAGE, variant: 'success' };
}

/**
 * PX-68-001: a guest's header has no cart (SH §2), so a guest's toast links to the cart ('View cart'),
 * and, being a toast with a link, stays 9,600 ms before it closes by itself (CC-8-033).
 */
export function guestCartAddedToast(cartPath: string): ToastConfig {
  return { ...cartAddedToast(), messageLinks: [{ url: cartPath, label: VIEW_CART_LINK_LABEL }], mode: 'dismissible' };
}

/**
 * CC-8-030: an error toast; the platform's message is added when the cart kept it (only for
 * CART_VALIDATION_ERROR, CC-8-020).
 */
export function cartAddFailedToast(error?: unknown): ToastConfig {
  const message = (error as { errors?: Array<{ message?: string }> } | undefined)?.errors?.map((entry) => entry.message ?? '').find((text) => text.trim() !== '');
  return { label: CART_ADD_FAILED_MESSAGE, variant: 'error', ...(message ? { message } : {}) };
}

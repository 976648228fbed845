// What the shopper is told after 'Add to cart' (CC-8-030..CC-8-032), wherever the add was made.
import { CART_ADD_FAILED_MESSAGE, CART_ADD_SUCCESS_MESSAGE, CART_ADDED_LABEL } from '../constants/cart-checkout.ts';
import { CART_LINE_REMOVED, UNDO_LABEL, UNDO_REMOVE_MS } from '../constants/checkout-flow.ts';
import type { ToastConfig } from '../toast/toast-config.ts';

/** CC-8-031, CC-8-032: a success toast without links, so it closes by itself (CC-9-013). */
export function cartAddedToast(): ToastConfig {
  return { label: CART_ADDED_LABEL, message: CART_ADD_SUCCESS_MESSAGE, variant: 'success' };
}

/**
 * CC-8-030: an error toast; the platform's message is added when the cart kept it (only for
 * CART_VALIDATION_ERROR, CC-8-020).
 */
export function cartAddFailedToast(error?: unknown): ToastConfig {
  const message = (error as { errors?: Array<{ message?: string }> } | undefined)?.errors?.map((entry) => entry.message ?? '').find((text) => text.trim() !== '');
  return { label: CART_ADD_FAILED_MESSAGE, variant: 'error', ...(message ? { message } : {}) };
}

/** PX-08-032, PX-14-001: a removed line is told in a toast whose 'Undo' brings it back for 8 s. */
export function removedLineToast(name: string, undo: () => void): ToastConfig {
  return { label: CART_LINE_REMOVED.replace('{0}', name), variant: 'info', mode: 'dismissible', action: { label: UNDO_LABEL, run: undo, offeredMs: UNDO_REMOVE_MS } };
}

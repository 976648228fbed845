// What the shopper is told after 'Add to cart' (CC-8-030..CC-8-032) and why the button may not
// go ahead yet.
import { CART_ADD_FAILED_MESSAGE, CART_ADD_SUCCESS_MESSAGE, CART_ADDED_LABEL } from '../constants/cart-checkout.ts';
import type { ToastConfig } from '../toast/toast-config.ts';
import { canOrder } from './availability.ts';
import type { PurchaseContext } from './product-purchase.machine.ts';

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

export type CartBlock = 'chooseVariation' | 'outOfStock' | 'priceLoading' | 'priceUnavailable' | 'notEnoughStock' | 'invalidQuantity' | null;

/**
 * Why 'Add to cart' cannot go ahead, or null when it can. A line is added at a known price
 * (PX-06-042): while the price read is under way, or after it failed, the button waits.
 */
export function cartBlock(context: Pick<PurchaseContext, 'productId' | 'availability' | 'check' | 'quantity' | 'priceStatus'>): CartBlock {
  if (context.productId === null) return 'chooseVariation';
  if (context.availability.status === 'outOfStock') return 'outOfStock';
  if (context.priceStatus === 'loading') return 'priceLoading';
  if (context.priceStatus === 'failed') return 'priceUnavailable';
  if (!context.check.ok) return 'invalidQuantity';
  if (!canOrder(context.availability, context.quantity)) return 'notEnoughStock';
  return null;
}

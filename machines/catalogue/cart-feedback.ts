// Why 'Add to cart' may not go ahead yet (the toasts after an add: machines/cart/cart-toasts.ts).
import { canOrder } from './availability.ts';
import type { PurchaseContext } from './product-purchase.machine.ts';

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

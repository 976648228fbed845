// The cart area's adapters: the typed client's cart calls bound to the actors the cart page's
// machines are given. The one place the cart page family gets them from; a machine whose actor
// drifts from its area's method fails the typecheck here.
import { fromPromise } from 'xstate';
import { normaliseDeliveryGroups } from '../../../machines/cart/delivery-groups.ts';
import { availabilityOfBatch } from '../../../machines/cart/line-availability.ts';
import type { Availability } from '../../../machines/catalogue/availability.ts';
import type { PreserveCartResult } from '../../../machines/cart/guest-cart-preservation.machine.ts';
import type { CartPageRead } from '../../../machines/cart/page-lines.ts';
import type { PollingReadInput } from '../../../machines/checkout/polling.machine.ts';
import { CART_PAGE_SIZE } from '../../../machines/constants/cart-checkout.ts';
import { httpStatusOf } from '../../../machines/retry/http-status.ts';
import type { components } from '../generated/schema.ts';
import type { StoreApi } from '../registry.ts';

type DeliveryGroup = components['schemas']['DeliveryGroup'];
type CartLine = components['schemas']['CartItem'];

export type { CartPageRead };

/** CC-9-001: the cart page's polling read, 25 lines at a time (CC-4-030, CC-4-031 decide when it is ready). */
export function cartPageActors(api: StoreApi, pageNumber?: number, onAnswer?: (read: CartPageRead) => void) {
  return {
    read: fromPromise<CartPageRead, PollingReadInput<Record<string, never>>>(async () => {
      try {
        const answer = await api.cart.items({ pageSize: CART_PAGE_SIZE, includeCoupons: true, includePromotions: true, ...(pageNumber ? { pageNumber } : {}) });
        const read = { status: answer.status, data: answer.data && 'cartItems' in answer.data ? answer.data : undefined };
        // PX-43-002: the page hears of every answer, so a Processing one shows at once, not after the polling.
        onAnswer?.(read);
        return read;
      } catch (error) {
        // No cart yet reads as an empty cart.
        if (httpStatusOf(error) === 404) return { status: 200, data: undefined };
        throw error;
      }
    }),
  };
}

/**
 * The cart page's changes, each answer narrowed to what the page keeps: the totals after a change (a
 * 202 without them leaves those shown), the server's line after a quantity change (PX-08-031), the
 * coupons after one is applied.
 */
export function cartPageApis(api: StoreApi) {
  return {
    async summary(): Promise<components['schemas']['CartSummary'] | undefined> {
      const answer = await api.cart.summary();
      return answer.data && 'cartId' in answer.data ? answer.data : undefined;
    },
    async changeQuantity(cartItemId: string, quantity: number): Promise<CartLine | undefined> {
      const answer = await api.cart.updateItem(cartItemId, String(quantity));
      return answer.data && 'cartItemId' in answer.data ? answer.data : undefined;
    },
    /** PX-08-032: a removed line put back by the Undo of its toast. */
    restoreLine: (line: Pick<CartLine, 'productId' | 'quantity'>) => api.cart.addItem({ productId: line.productId, quantity: String(line.quantity), type: 'Product' }),
    removeLine: (cartItemId: string) => api.cart.deleteItem(cartItemId),
    clear: () => api.cart.deleteCart(),
    applyCoupon: (code: string) => api.cart.applyCoupon(code).then((result) => result.cartCoupons.coupons),
    removeCoupon: (couponId: string) => api.cart.deleteCoupon(couponId),
  };
}

/** CC-2-011: the mini-cart's newest lines and the subtotal; a cart answering without lines (a 202) shows none. */
export async function miniCartRead(api: StoreApi, pageSize: number): Promise<{ lines: CartLine[]; summary: components['schemas']['CartSummary'] | undefined }> {
  const answer = await api.cart.items({ pageSize });
  return answer.data && 'cartItems' in answer.data ? { lines: answer.data.cartItems.map((result) => result.cartItem), summary: answer.data.cartSummary } : { lines: [], summary: undefined };
}

/** The cart's delivery groups (up to 100 lines each), normalised; undefined while the cart answers without them. */
export async function readDeliveryGroups(api: StoreApi): Promise<DeliveryGroup[] | undefined> {
  const data = await api.cart.deliveryGroups({ cartItemLimit: 100 });
  return 'items' in data ? normaliseDeliveryGroups(data.items) : undefined;
}

/** CC-4-032..CC-4-036: the guest cart saved in this browser joins the signed-in buyer's cart. */
export function guestCartPreservationActors(api: StoreApi) {
  return { preserve: fromPromise<PreserveCartResult, { cartId: string }>(({ input }) => api.cart.preserveGuestCart({ cartId: input.cartId })) };
}

/**
 * PX-62-001, PX-62-002: one inventory read (CC-7-027, the product page's) for a batch of the cart
 * page's products, as availability by product; the API layer makes no request unless inventory is
 * enabled with a default source (CC-5-009..CC-5-013). A failed read leaves them unknown, the cart usable.
 */
export function cartAvailabilityReader(api: StoreApi) {
  return (productIds: string[]): Promise<Record<string, Availability>> =>
    api.catalogue.inventoryLevels(productIds).then(
      (answer) => availabilityOfBatch(productIds, answer.inventoryLevels),
      () => availabilityOfBatch(productIds, undefined),
    );
}

// The cart area's adapters: the typed client's cart calls bound to the actors the cart page's
// machines are given. The one place the cart page family gets them from; a machine whose actor
// drifts from its area's method fails the typecheck here.
import { fromPromise } from 'xstate';
import { normaliseDeliveryGroups } from '../../../machines/cart/delivery-groups.ts';
import type { PreserveCartResult } from '../../../machines/cart/guest-cart-preservation.machine.ts';
import type { PollingReadInput } from '../../../machines/checkout/polling.machine.ts';
import { CART_PAGE_SIZE } from '../../../machines/constants/cart-checkout.ts';
import { httpStatusOf } from '../../../machines/retry/http-status.ts';
import type { components } from '../generated/schema.ts';
import type { StoreApi } from '../registry.ts';

type CartItems = components['schemas']['CartItemCollection'];
type DeliveryGroup = components['schemas']['DeliveryGroup'];

/** One read of a cart page: the HTTP status (202 while processing) and the lines, if any. */
export interface CartPageRead {
  status: number;
  data: CartItems | undefined;
}

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

/** The cart's delivery groups (up to 100 lines each), normalised; undefined while the cart answers without them. */
export async function readDeliveryGroups(api: StoreApi): Promise<DeliveryGroup[] | undefined> {
  const data = await api.cart.deliveryGroups({ cartItemLimit: 100 });
  return 'items' in data ? normaliseDeliveryGroups(data.items) : undefined;
}

/** The delivery groups' polling read, after an arrangement answered Processing (PX-14-002..PX-14-004). */
export function deliveryGroupsActors(api: StoreApi) {
  return { read: fromPromise<DeliveryGroup[] | undefined, PollingReadInput<Record<string, never>>>(() => readDeliveryGroups(api)) };
}

/** CC-4-032..CC-4-036: the guest cart saved in this browser joins the signed-in buyer's cart. */
export function guestCartPreservationActors(api: StoreApi) {
  return { preserve: fromPromise<PreserveCartResult, { cartId: string }>(({ input }) => api.cart.preserveGuestCart({ cartId: input.cartId })) };
}

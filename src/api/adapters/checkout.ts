// The checkout area's adapters: the typed client's checkout calls bound to the actors the checkout
// machines are given. The one place the checkout page family gets them from; a machine whose actor
// drifts from its area's method fails the typecheck here.
import { fromPromise } from 'xstate';
import type { DeliveryAddressPayload } from '../../../machines/address/address.ts';
import type { PlacedOrder, PlaceOrderInput } from '../../../machines/checkout/place-order.machine.ts';
import { checkoutPollingMachine } from '../../../machines/checkout/polling.machine.ts';
import { httpStatusOf } from '../../../machines/retry/http-status.ts';
import type { StoreApi } from '../registry.ts';

/** What `api.checkout.read` answers. */
export type CheckoutReadAnswer = Awaited<ReturnType<StoreApi['checkout']['read']>>;

/**
 * The checkout machine's start, delete and poll; `resumeId` is a stored checkout still open (resumed,
 * not started again) and `resumeRead` the read that found it open.
 */
export function checkoutActors(api: StoreApi, { cartId, resumeId, resumeRead }: { cartId: string; resumeId: string | undefined; resumeRead?: Promise<CheckoutReadAnswer> }) {
  // PX-40-001: the read that found the stored checkout open is the polling's first attempt, so a
  // reload's first screen waits for one read of the checkout, not two in a row. Taken once: a later
  // poll (CHECKOUT.REFRESH after a change) always reads anew.
  let firstRead = resumeId ? resumeRead : undefined;
  const takeFirstRead = () => {
    const taken = firstRead;
    firstRead = undefined;
    return taken;
  };
  return {
    startCheckout: fromPromise<{ checkoutId?: string }, { cartId: string; deliveryAddress?: DeliveryAddressPayload }>(async () => {
      if (resumeId) return { checkoutId: resumeId };
      try {
        const started = await api.checkout.start({ cartId });
        return { checkoutId: started.data?.checkoutId };
      } catch (error) {
        // Another tab started one for this cart: continue with the active checkout.
        if (httpStatusOf(error) === 409) return { checkoutId: 'active' };
        throw error;
      }
    }),
    // PX-14-005: an old checkout already gone (404) is no longer in the way: start once more all the same.
    deleteCheckout: fromPromise<unknown, { checkoutId?: string }>(async ({ input }) =>
      api.checkout.remove({ checkoutId: input.checkoutId }).catch((error: unknown) => {
        if (httpStatusOf(error) !== 404) throw error;
      }),
    ),
    pollCheckout: checkoutPollingMachine.provide({
      actors: {
        read: fromPromise(async ({ input }) => {
          const answer = await (takeFirstRead() ?? api.checkout.read({ checkoutId: input.request.checkoutId }));
          return { status: answer.status, checkout: answer.data };
        }),
      },
    }),
  };
}

/** CC-4-048..CC-4-051: the place-order machine's one call, Place Order v2 when the store has it, else prepare + submit. */
export function placeOrderActors(api: StoreApi) {
  return {
    place: fromPromise<PlacedOrder, PlaceOrderInput>(async ({ input }) => {
      if (input.direct) {
        const placed = await api.checkout.placeOrder({ checkoutId: input.checkoutId, idempotencyKey: input.idempotencyKey });
        return { orderNumber: placed.orderReferenceNumber, orderId: placed.orderId };
      }
      const result = await api.checkout.orderActions([{ action: 'prepare' }, { action: 'submit' }], { checkoutId: input.checkoutId, idempotencyKey: input.idempotencyKey });
      return { orderNumber: result.actions.find((action) => action.action === 'submit')?.orderReferenceNumber ?? '', orderId: undefined };
    }),
  };
}

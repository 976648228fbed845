// The checkout area's adapters: the typed client's checkout calls bound to the actors the checkout
// machines are given. The one place the checkout page family gets them from; a machine whose actor
// drifts from its area's method fails the typecheck here.
import { fromPromise } from 'xstate';
import type { DeliveryAddressPayload } from '../../../machines/address/address.ts';
import type { PlacedOrder, PlaceOrderInput } from '../../../machines/checkout/place-order.machine.ts';
import { checkoutPollingMachine } from '../../../machines/checkout/polling.machine.ts';
import { countriesNamedIn } from '../../../machines/locale/country-names.ts';
import { httpStatusOf } from '../../../machines/retry/http-status.ts';
import type { DeliveryArrangementApis } from '../../../machines/checkout/delivery-arrangement.ts';
import type { PaymentApis } from '../../../machines/checkout/payment-step.ts';
import type { components } from '../generated/schema.ts';
import type { Wire } from '../../../machines/wire.ts';
import type { StoreApi } from '../registry.ts';
import type { BodyOf } from '../request.ts';
import { readDeliveryGroups } from './cart.ts';
import { retryable, type RetryOptions } from '../retry.ts';

type CartLine = components['schemas']['CartItem'];
type CartCoupon = components['schemas']['CartCoupon'];

/** What `api.checkout.read` answers. */
export type CheckoutReadAnswer = Awaited<ReturnType<StoreApi['checkout']['read']>>;

/** PX-57-004: the checkout a read's body carries; a 202's (Accepted, or none) carries none. */
export function checkoutOf(body: CheckoutReadAnswer['data'] | null | undefined): Wire['Checkout'] | undefined {
  return body && 'checkoutId' in body ? body : undefined;
}

/**
 * The checkout machine's start, delete and poll; `resumeId` is a stored checkout still open (resumed,
 * not started again) and `resumeRead` the read that found it open.
 */
export function checkoutActors(
  api: StoreApi,
  { cartId, resumeId, resumeRead, onJoined }: { cartId: string; resumeId: string | undefined; resumeRead?: Promise<CheckoutReadAnswer>; onJoined?: () => void },
  retry: RetryOptions = {},
) {
  // PX-76-003: CC §7's checkout calls (start, read, delete) are retryable actions (CC-8-016..CC-8-018).
  const retried = <T>(call: () => Promise<T>) => retryable(call, retry);
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
        const started = await retried(() => api.checkout.start({ cartId }));
        return { checkoutId: started.data?.checkoutId };
      } catch (error) {
        // Another tab started one for this cart: continue with the active checkout.
        if (httpStatusOf(error) === 409) {
          onJoined?.();
          return { checkoutId: 'active' };
        }
        throw error;
      }
    }),
    // PX-14-005: an old checkout already gone (404) is no longer in the way: start once more all the same.
    deleteCheckout: fromPromise<unknown, { checkoutId?: string }>(async ({ input }) =>
      retried(() => api.checkout.remove({ checkoutId: input.checkoutId })).catch((error: unknown) => {
        if (httpStatusOf(error) !== 404) throw error;
      }),
    ),
    pollCheckout: checkoutPollingMachine.provide({
      actors: {
        read: fromPromise(async ({ input }) => {
          const answer = await (takeFirstRead() ?? retried(() => api.checkout.read({ checkoutId: input.request.checkoutId })));
          // PX-57-004: a 202's body is no checkout; the ready read's (200, or 422 with errors) is.
          return { status: answer.status, checkout: checkoutOf(answer.data) };
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

/**
 * The checkout page's other calls, one checkout's where they take its id: the first screen's reads,
 * the steps' saves (shipping address, delivery method, contact, gifts, coupons), the delivery
 * arrangement of a split shipment (PX-14-002..PX-14-004) and the payment (PX-19-004). The page's hook
 * takes them from here; the rules that order them live in machines/checkout/.
 */
export function checkoutPageApis(api: StoreApi, retry: RetryOptions = {}) {
  // PX-76-003: CC §7's checkout calls (the change, coupons, the payment) are retryable actions (CC-8-016..CC-8-018).
  const retried = <T>(call: () => Promise<T>) => retryable(call, retry);
  return {
    /** The cart summary; no cart yet (404) reads as none. */
    cartSummary: () =>
      api.cart.summary().catch((error: unknown) => {
        if (httpStatusOf(error) === 404) return undefined;
        throw error;
      }),
    readCheckout: (checkoutId: string) => retried(() => api.checkout.read({ checkoutId })),
    /** PX-20-001, PX-20-007: the gift-wrap products the review step offers. */
    giftWraps: (signal: AbortSignal) => api.catalogue.giftWrapProducts({}, signal),
    /** The lines and coupons (up to 100 lines); undefined while a 202 says the cart is still processing. */
    async cartLines(): Promise<{ lines: CartLine[]; coupons: CartCoupon[] } | undefined> {
      const { data } = await api.cart.items({ pageSize: 100, includeCoupons: true });
      if (!data || !('cartItems' in data)) return undefined;
      return { lines: data.cartItems.map((result) => result.cartItem), coupons: data.cartCoupons?.coupons ?? [] };
    },
    readDeliveryGroups: () => readDeliveryGroups(api),
    /** The buyer's shipping addresses, the default first, only countries the store ships to. */
    shippingAddresses: () => api.addresses.list({ addressType: 'Shipping', shouldShowDefaultAddrFirst: true, excludeUnsupportedCountries: true, pageSize: 25 }).then((list) => list.items),
    /** PX-70-013: the account's billing addresses, the default first. */
    billingAddresses: () => api.addresses.list({ addressType: 'Billing', shouldShowDefaultAddrFirst: true, pageSize: 25 }).then((list) => list.items),
    /** PX-86-001: the countries the store ships to, named in the page's language and sorted for its reader. */
    addressCountries: async (locale: string, countries: readonly string[]) => countriesNamedIn(await api.context.addressCountries({ locale, countries }), locale),
    /** CC-9-004: stock held for the checkout while the buyer fills it in. */
    reserveInventory: (seconds: number) => api.cart.reserveInventory(seconds),
    update: (checkoutId: string | undefined, body: BodyOf<'updateCheckout'>) => retried(() => api.checkout.update(body, { checkoutId })),
    /** A new shipping address saved to the book too: the delivery's shipToPhoneNumber is the book's phoneNumber. */
    saveShippingAddress({ shipToPhoneNumber, ...fields }: Omit<BodyOf<'createAddress'>, 'addressType' | 'phoneNumber'> & { shipToPhoneNumber?: string }) {
      return api.addresses.create({ ...fields, addressType: 'Shipping', ...(shipToPhoneNumber ? { phoneNumber: shipToPhoneNumber } : {}) });
    },
    applyCoupon: (checkoutId: string | undefined, code: string) => retried(() => api.checkout.applyCoupon(code, { checkoutId })),
    deleteCoupon: (checkoutId: string | undefined, couponId: string) => retried(() => api.checkout.deleteCoupon(couponId, { checkoutId })),
    deliveryArrangement: (): DeliveryArrangementApis => ({
      readGroups: () => readDeliveryGroups(api),
      createGroup: (deliveryAddress) => api.cart.createDeliveryGroup({ deliveryAddress }),
      updateGroup: (deliveryGroupId, deliveryAddress) => api.cart.updateDeliveryGroup(deliveryGroupId, { deliveryAddress }),
      arrangeItems: (arrangements) => api.cart.arrangeItems(arrangements, {}, true),
    }),
    payment: (checkoutId: string | undefined): PaymentApis => ({
      attachPurchaseOrder: (input) => api.checkout.attachPurchaseOrder(input, { checkoutId }),
      payment: (body) => retried(() => api.checkout.payment(body, { checkoutId })),
      tokenizeCard: (body) => api.checkout.tokenizeCard(body),
    }),
  };
}


// Checkout calls (CC §7 "Checkout"): {checkoutId} defaults to the active checkout; an explicit
// null or blank id fails with NULL_CHECKOUTID before any request (CC-5-039).
import { requireOption, resolveCheckoutId } from '../../machines/api/validation.ts';
import { accountQuery, answer, dataOf, done, mailLanguageQuery, readContext, toFormData, type AreaOptions, type BodyOf, type RequestContext, WEBSTORE_PATH } from './request.ts';

export interface CheckoutCall {
  /** A checkout id; the active checkout when absent (CC-7-068). */
  checkoutId?: string | null;
  signal?: AbortSignal;
}

export interface OrderCall extends CheckoutCall {
  /** PX-08-001: the same key for every request of one order attempt. */
  idempotencyKey?: string;
}

const idempotencyHeader = (call: OrderCall) => (call.idempotencyKey ? { 'Idempotency-Key': call.idempotencyKey } : undefined);

/** PX-02-007: a checkout read answering 422 is ready with errors and carries the checkout. */
const READY_WITH_ERRORS = [422] as const;

export function createCheckoutApi({ client, webstoreId, context }: AreaOptions) {
  const base = WEBSTORE_PATH;
  const checkout = `${base}/checkouts/{checkoutId}` as const;

  function shape(call: CheckoutCall = {}) {
    return {
      path: { webstoreId, checkoutId: resolveCheckoutId(call.checkoutId) },
      query: accountQuery(readContext(context)),
    };
  }

  /** The placing requests: the checkout's shape and the page's locale. */
  function placing(call: CheckoutCall) {
    const { path, query } = shape(call);
    return { path, query: { ...query, ...mailLanguageQuery(readContext(context)) } };
  }

  return {
    /** CC-7-069: answers 202 with the new checkoutId (PX-02-007). */
    async start(body: BodyOf<'startCheckout'>, signal?: AbortSignal) {
      return answer(
        client.PUT(`${base}/checkouts`, { params: { path: { webstoreId }, query: accountQuery(readContext(context)) }, body, signal }),
        { signal },
      );
    },

    /** CC-7-070: 200 ready, 202 in progress, 422 ready with errors (PX-02-007). */
    async read(call: CheckoutCall = {}) {
      return answer(client.GET(checkout, { params: shape(call), signal: call.signal }), {
        signal: call.signal,
        resultStatuses: READY_WITH_ERRORS,
      });
    },

    /** CC-7-071: answers 202 (PX-02-007). */
    async update(body: BodyOf<'updateCheckout'>, call: CheckoutCall = {}) {
      return answer(client.PATCH(checkout, { params: shape(call), body, signal: call.signal }), { signal: call.signal });
    },

    /** CC-7-072. */
    async remove(call: CheckoutCall = {}) {
      const { path } = shape(call);
      return done(client.DELETE(checkout, { params: { path }, signal: call.signal }), { signal: call.signal });
    },

    /** CC-7-073. */
    async applyCoupon(couponCode: string, call: CheckoutCall = {}) {
      return dataOf(client.POST(`${checkout}/coupons`, { params: shape(call), body: { couponCode }, signal: call.signal }), { signal: call.signal });
    },

    /** CC-7-074; PX-02-005. */
    async deleteCoupon(couponId: string, call: CheckoutCall = {}) {
      const { path } = shape(call);
      const id = requireOption('couponId', couponId);
      return done(client.DELETE(`${checkout}/coupons/{couponId}`, { params: { path: { ...path, couponId: id } }, signal: call.signal }), {
        signal: call.signal,
      });
    },

    /** CC-7-075: actions prepare or submit, with optional parameters; PX-08-001: the attempt's idempotency key. */
    async orderActions(actions: BodyOf<'runOrderActions'>['actions'], call: OrderCall = {}) {
      return dataOf(
        client.POST(`${checkout}/orders/actions`, { params: { ...placing(call), header: idempotencyHeader(call) }, body: { actions }, signal: call.signal }),
        { signal: call.signal },
      );
    },

    /** CC-7-076; PX-08-001: the attempt's idempotency key. */
    async placeOrder(call: OrderCall = {}) {
      return dataOf(client.POST(`${checkout}/orders`, { params: { ...placing(call), header: idempotencyHeader(call) }, signal: call.signal }), {
        signal: call.signal,
      });
    },

    /** CC-7-077. */
    async payment(body: BodyOf<'createPayment'>, call: CheckoutCall = {}) {
      return dataOf(client.POST(`${checkout}/payments`, { params: shape(call), body, signal: call.signal }), { signal: call.signal });
    },

    /** Extension: attach a purchase-order document (multipart). */
    async attachPurchaseOrder(input: BodyOf<'attachPurchaseOrder'>, call: CheckoutCall = {}) {
      const { path } = shape(call);
      return dataOf(
        client.POST(`${checkout}/purchase-order`, {
          params: { path },
          body: input,
          bodySerializer: () => toFormData(input),
          signal: call.signal,
        }),
        { signal: call.signal },
      );
    },

    /** Extension: tokenise a card; the card number never reaches order data. */
    async tokenizeCard(body: BodyOf<'tokenizeCard'>, signal?: AbortSignal) {
      return dataOf(client.POST(`${base}/payments/token`, { params: { path: { webstoreId } }, body, signal }), { signal });
    },
  };
}

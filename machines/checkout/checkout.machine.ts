import { assign, emit, fromPromise, setup } from 'xstate';
import { CHECKOUT_RESTART_STATUSES, NULL_CHECKOUTID } from '../constants/cart-checkout.ts';
import type { DeliveryAddressPayload } from '../address/address.ts';
import { errorMessageOf, httpStatusOf } from '../retry/http-status.ts';
import { checkoutPollingMachine, pollingFailure, readyResult } from './polling.machine.ts';
import { failureMessage } from './failure-message.ts';
import type { Wire } from '../wire.ts';

/** CC-5-039: a checkout without checkoutId fails with NULL_CHECKOUTID. */
export function requireCheckoutId(checkoutId: string | undefined | null): string {
  if (!checkoutId) throw new Error(NULL_CHECKOUTID);
  return checkoutId;
}

/**
 * PX-57-004: a ready read (200, or 422 with errors) carries the checkout; one that carried none cannot
 * be shown, so it fails with `failure` as a start that failed does, and 'Try again' starts over.
 */
export function requireReadCheckout(checkout: Wire['Checkout'] | undefined, failure: string): Wire['Checkout'] {
  if (!checkout) throw new Error(failure);
  return checkout;
}

/** CC-4-046: a start answering 410 or 422 means an old checkout is in the way. */
export function isStaleCheckoutStart(error: unknown): boolean {
  return (CHECKOUT_RESTART_STATUSES as readonly (number | undefined)[]).includes(httpStatusOf(error));
}

/** What POST checkouts/{id}/orders answers (the contract's OrderActionsResult). */
export type OrderActionsResult = Wire['OrderActionsResult'];

/** CC-3-037: the order reference number is read from the first returned action. */
export function orderReferenceNumberOf(result: Partial<OrderActionsResult> | undefined): string | undefined {
  return result?.actions?.[0]?.orderReferenceNumber;
}

export type OrderAction = 'prepare' | 'submit';

export interface CheckoutInput {
  cartId: string;
  deliveryAddress?: DeliveryAddressPayload;
  /** The active checkout, if one is known; deleting without it deletes the active checkout. */
  checkoutId?: string;
}

interface CheckoutContext {
  cartId: string;
  deliveryAddress: DeliveryAddressPayload | undefined;
  checkoutId: string | undefined;
  restarted: boolean;
  /** The last ready read's checkout (CC-4-041), typed by the contract. */
  checkout: Wire['Checkout'] | undefined;
  readStatus: number | undefined;
  orderReferenceNumber: string | undefined;
  error: string | undefined;
}

export type CheckoutEvent = { type: 'ORDER.SUBMIT' } | { type: 'ORDER.PLACE' } | { type: 'CHECKOUT.REFRESH' };

export interface OrderPlacedEvent {
  type: 'orderPlaced';
  checkoutId: string;
  orderReferenceNumber: string | undefined;
}

export type CheckoutOutput =
  | { placed: true; orderReferenceNumber: string | undefined }
  | { placed: false; error: string };

/**
 * Start → poll until ready → order. CC-4-046, CC-4-047: a 410/422 start deletes the old checkout
 * and starts once more; CC-4-041: ready when the read answers 200 or 422 (child `pollCheckout`);
 * CC-4-048, CC-4-049: prepare then submit, or place directly; CC-4-050, CC-4-051: on submit or place
 * the active checkout id is cleared and `orderPlaced` is emitted.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent,
    emitted: {} as OrderPlacedEvent,
    output: {} as CheckoutOutput,
  },
  actors: {
    startCheckout: fromPromise<{ checkoutId?: string }, { cartId: string; deliveryAddress?: DeliveryAddressPayload }>(
      async () => {
        throw new Error('checkout: provide the startCheckout actor');
      },
    ),
    deleteCheckout: fromPromise<unknown, { checkoutId?: string }>(async () => {
      throw new Error('checkout: provide the deleteCheckout actor');
    }),
    pollCheckout: checkoutPollingMachine,
    runOrderAction: fromPromise<OrderActionsResult, { checkoutId: string; action: OrderAction }>(async () => {
      throw new Error('checkout: provide the runOrderAction actor');
    }),
    placeOrder: fromPromise<{ orderReferenceNumber?: string }, { checkoutId: string }>(async () => {
      throw new Error('checkout: provide the placeOrder actor');
    }),
  },
  guards: {
    restartable: ({ context }, params: { error: unknown }) => !context.restarted && isStaleCheckoutStart(params.error),
  },
  actions: {
    announceOrderPlaced: emit(({ context }) => ({
      type: 'orderPlaced' as const,
      checkoutId: requireCheckoutId(context.checkoutId),
      orderReferenceNumber: context.orderReferenceNumber,
    })),
    clearActiveCheckout: assign({ checkoutId: undefined }),
    clearError: assign({ error: undefined }),
    // PX-43-005: the server's own message when it sent one (a bare status text such as 'Gone' tells the buyer nothing).
    recordError: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error, errorMessageOf(params.error)) }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    cartId: input.cartId,
    deliveryAddress: input.deliveryAddress,
    checkoutId: input.checkoutId,
    restarted: false,
    checkout: undefined,
    readStatus: undefined,
    orderReferenceNumber: undefined,
    error: undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        src: 'startCheckout',
        input: ({ context }) => ({ cartId: context.cartId, deliveryAddress: context.deliveryAddress }),
        onDone: [
          {
            guard: ({ event }) => Boolean(event.output.checkoutId),
            target: 'loading',
            actions: assign({ checkoutId: ({ event }) => event.output.checkoutId }),
          },
          { target: 'failed', actions: assign({ error: NULL_CHECKOUTID }) },
        ],
        onError: [
          { guard: { type: 'restartable', params: ({ event }) => ({ error: event.error }) }, target: 'deletingOld' },
          { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    deletingOld: {
      invoke: {
        src: 'deleteCheckout',
        input: ({ context }) => ({ checkoutId: context.checkoutId }),
        onDone: { target: 'starting', actions: assign({ restarted: true, checkoutId: undefined }) },
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loading: {
      invoke: {
        src: 'pollCheckout',
        input: ({ context }) => ({ checkoutId: requireCheckoutId(context.checkoutId) }),
        onDone: [
          {
            guard: ({ event }) => event.output.ready,
            target: 'ready',
            actions: assign(({ event }) => {
              const result = readyResult(event.output)!;
              return { checkout: result.checkout, readStatus: result.status };
            }),
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => pollingFailure(event.output) }),
          },
        ],
      },
    },
    ready: {
      on: {
        'ORDER.SUBMIT': { target: 'preparing', actions: 'clearError' },
        'ORDER.PLACE': { target: 'placing', actions: 'clearError' },
        'CHECKOUT.REFRESH': { target: 'loading', actions: 'clearError' },
      },
    },
    preparing: {
      invoke: {
        src: 'runOrderAction',
        input: ({ context }) => ({ checkoutId: requireCheckoutId(context.checkoutId), action: 'prepare' as const }),
        onDone: { target: 'submitting' },
        onError: { target: 'ready', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      invoke: {
        src: 'runOrderAction',
        input: ({ context }) => ({ checkoutId: requireCheckoutId(context.checkoutId), action: 'submit' as const }),
        onDone: {
          target: 'placed',
          actions: assign({ orderReferenceNumber: ({ event }) => orderReferenceNumberOf(event.output) }),
        },
        onError: { target: 'ready', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    placing: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({ checkoutId: requireCheckoutId(context.checkoutId) }),
        onDone: {
          target: 'placed',
          actions: assign({ orderReferenceNumber: ({ event }) => event.output.orderReferenceNumber }),
        },
        onError: { target: 'ready', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    placed: {
      type: 'final',
      entry: ['announceOrderPlaced', 'clearActiveCheckout'],
    },
    failed: { type: 'final' },
  },
  output: ({ context }): CheckoutOutput =>
    context.error === undefined
      ? { placed: true, orderReferenceNumber: context.orderReferenceNumber }
      : { placed: false, error: context.error },
});

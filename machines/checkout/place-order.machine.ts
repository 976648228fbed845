// Placing the order (CC-4-048..CC-4-051, PX-08-001, PX-08-016): prepare then submit through
// orders/actions, or place directly when the store uses the one-step call, always with the attempt's
// idempotency key; a failure that may not have reached the server is retried 4 s later with the same
// key, so however many requests go out, one order exists. The rule is every retryable call's (PX-08-016, PX-76-003).
import { assign, fromPromise, setup } from 'xstate';
import { RETRY_DELAY_MS } from '../constants/cart-checkout.ts';
import { errorMessageOf, httpStatusOf } from '../retry/http-status.ts';
import { shouldRetry } from '../retry/retry-rule.ts';

export interface PlaceOrderInput {
  checkoutId: string;
  idempotencyKey: string;
  /** The store places orders in one call (placeOrderV2Enabled). */
  direct: boolean;
}

export interface PlacedOrder {
  orderNumber: string;
  /** The order summary id, when the call answers it (the one-step call does). */
  orderId: string | undefined;
}

export type PlaceOrderOutput = { placed: true; order: PlacedOrder } | { placed: false; error: unknown; message: string; status: number | undefined };

export const placeOrderMachine = setup({
  types: {
    context: {} as PlaceOrderInput & { retries: number; order: PlacedOrder | undefined; error: unknown },
    input: {} as PlaceOrderInput,
    output: {} as PlaceOrderOutput,
  },
  actors: {
    place: fromPromise<PlacedOrder, PlaceOrderInput>(async () => {
      throw new Error('placeOrder: provide the place actor');
    }),
  },
  delays: { retryDelay: RETRY_DELAY_MS },
}).createMachine({
  id: 'placeOrder',
  context: ({ input }) => ({ ...input, retries: 0, order: undefined, error: undefined }),
  initial: 'placing',
  states: {
    placing: {
      invoke: {
        src: 'place',
        input: ({ context }) => ({ checkoutId: context.checkoutId, idempotencyKey: context.idempotencyKey, direct: context.direct }),
        onDone: { target: 'placed', actions: assign({ order: ({ event }) => event.output }) },
        onError: [
          { guard: ({ context, event }) => shouldRetry(event.error, context.retries), target: 'waiting' },
          { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    waiting: {
      after: { retryDelay: { target: 'placing', actions: assign({ retries: ({ context }) => context.retries + 1 }) } },
    },
    placed: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): PlaceOrderOutput =>
    context.order
      ? { placed: true, order: context.order }
      : { placed: false, error: context.error, message: errorMessageOf(context.error), status: httpStatusOf(context.error) },
});

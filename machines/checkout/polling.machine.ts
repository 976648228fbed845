import { assign, fromPromise, setup } from 'xstate';
import {
  CHECKOUT_READY_STATUSES,
  POLLING_EXPONENTIAL_BASE_MS,
  POLLING_LINEAR_LAST_ATTEMPT,
  POLLING_LINEAR_STEP_MS,
  POLLING_MAX_ATTEMPT,
  POLLING_MAX_WAIT_EXCEEDED,
  POLLING_NO_WAIT_LAST_ATTEMPT,
} from '../constants/cart-checkout.ts';
import { errorMessageOf } from '../retry/http-status.ts';
import type { Wire } from '../wire.ts';

/**
 * CC-4-042..CC-4-045: the wait before polling attempt `attempt` (1-based). Attempts 1–4 wait 0,
 * 5–8 wait 100 ms × (n − 4), later ones 750 ms × 2^(n − 8); an attempt over 14 throws.
 */
export function pollingDelay(attempt: number): number {
  if (attempt > POLLING_MAX_ATTEMPT) throw new Error(POLLING_MAX_WAIT_EXCEEDED);
  if (attempt <= POLLING_LINEAR_LAST_ATTEMPT) {
    return POLLING_LINEAR_STEP_MS * Math.max(0, attempt - POLLING_NO_WAIT_LAST_ATTEMPT);
  }
  return POLLING_EXPONENTIAL_BASE_MS * 2 ** (attempt - POLLING_LINEAR_LAST_ATTEMPT);
}

export interface PollingReadInput<TRequest> {
  request: TRequest;
  attempt: number;
}

interface PollingContext<TRequest, TResult> {
  request: TRequest;
  attempt: number;
  result: TResult | undefined;
  error: string | undefined;
}

export type PollingOutput<TResult> =
  | { ready: true; result: TResult; attempts: number }
  | { ready: false; error: string; attempts: number };

/**
 * A machine that reads (actor `read`, provided by the caller) until `isReady` holds, waiting
 * `pollingDelay(attempt)` before each attempt; the 15th attempt fails with
 * 'async maximum wait exceeded' (CC-4-042..CC-4-045, CC-9-008).
 */
export function createPollingMachine<TRequest, TResult>(id: string, isReady: (result: TResult) => boolean) {
  return setup({
    types: {
      context: {} as PollingContext<TRequest, TResult>,
      input: {} as TRequest,
      output: {} as PollingOutput<TResult>,
    },
    actors: {
      read: fromPromise<TResult, PollingReadInput<TRequest>>(async () => {
        throw new Error(`${id}: provide the read actor`);
      }),
    },
    delays: {
      pollDelay: ({ context }) => pollingDelay(context.attempt),
    },
    guards: {
      noWait: ({ context }) => pollingDelay(context.attempt) === 0,
      attemptsLeft: ({ context }) => context.attempt < POLLING_MAX_ATTEMPT,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ request: input, attempt: 1, result: undefined, error: undefined }),
    initial: 'waiting',
    states: {
      waiting: {
        always: { guard: 'noWait', target: 'reading' },
        after: { pollDelay: 'reading' },
      },
      reading: {
        invoke: {
          src: 'read',
          input: ({ context }) => ({ request: context.request, attempt: context.attempt }),
          onDone: [
            {
              guard: ({ event }) => isReady(event.output),
              target: 'ready',
              actions: assign({ result: ({ event }) => event.output }),
            },
            {
              guard: 'attemptsLeft',
              target: 'waiting',
              actions: assign({ attempt: ({ context }) => context.attempt + 1 }),
            },
            {
              target: 'failed',
              actions: assign({ error: POLLING_MAX_WAIT_EXCEEDED }),
            },
          ],
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => errorMessageOf(event.error) }),
          },
        },
      },
      ready: { type: 'final' },
      failed: { type: 'final' },
    },
    output: ({ context }): PollingOutput<TResult> =>
      context.error === undefined
        ? { ready: true, result: context.result as TResult, attempts: context.attempt }
        : { ready: false, error: context.error, attempts: context.attempt },
  });
}

/** The result of a polling run that ended ready, else undefined. */
export function readyResult<TResult>(output: PollingOutput<TResult>): TResult | undefined {
  return output.ready ? output.result : undefined;
}

/** The error of a polling run that failed, else undefined. */
export function pollingFailure(output: PollingOutput<unknown>): string | undefined {
  return output.ready ? undefined : output.error;
}

/** What the checkout read answers: its HTTP status and, when there is one, the body. */
export interface CheckoutReadResult<TCheckout = Wire['Checkout']> {
  status: number;
  checkout?: TCheckout;
}

/** CC-3-034, CC-4-041: a checkout read answering 200 or 422 is ready. */
export function isCheckoutReady(status: number): boolean {
  return (CHECKOUT_READY_STATUSES as readonly number[]).includes(status);
}

/** The checkout read's polling; a ready read carries the checkout as the contract types it (no cast in the views). */
export const checkoutPollingMachine = createPollingMachine<{ checkoutId: string }, CheckoutReadResult>(
  'checkoutPolling',
  (result) => isCheckoutReady(result.status),
);

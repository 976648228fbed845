import { assign, fromPromise, setup, type PromiseActorLogic } from 'xstate';
import { RETRY_DELAY_MS, RETRY_MAX_RETRIES, RETRY_NEVER_STATUS } from '../constants/cart-checkout.ts';
import { httpStatusOf } from './http-status.ts';

/** CC-8-016, CC-8-017: a failure is retried unless it is a 409 or 3 retries were made. */
export function shouldRetry(error: unknown, retriesMade: number): boolean {
  return httpStatusOf(error) !== RETRY_NEVER_STATUS && retriesMade < RETRY_MAX_RETRIES;
}

export type RetryableOutput =
  | { ok: true; output: unknown; retries: number }
  | { ok: false; error: unknown; retries: number };

interface Context {
  input: unknown;
  retries: number;
  succeeded: boolean;
  output: unknown;
  error: unknown;
}

/**
 * A retryable action: runs actor `action` (provided by the caller) with the machine's input,
 * retrying a failure up to 3 times 4000 ms apart, never after a 409
 * (CC-8-016..CC-8-018, CC-9-009, CC-9-010).
 */
export const retryableActionMachine = setup({
  types: {
    context: {} as Context,
    input: {} as unknown,
    output: {} as RetryableOutput,
  },
  actors: {
    action: fromPromise<unknown, unknown>(async () => {
      throw new Error('retryable: provide the action actor');
    }),
  },
  delays: { retryDelay: RETRY_DELAY_MS },
  guards: {
    retryable: ({ context }, params: { error: unknown }) => shouldRetry(params.error, context.retries),
  },
  actions: {
    recordError: assign({ error: (_, params: { error: unknown }) => params.error }),
  },
}).createMachine({
  id: 'retryable',
  context: ({ input }) => ({ input, retries: 0, succeeded: false, output: undefined, error: undefined }),
  initial: 'running',
  states: {
    running: {
      invoke: {
        src: 'action',
        input: ({ context }: { context: Context }) => context.input,
        onDone: { target: 'succeeded', actions: assign({ succeeded: true, output: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'retryable', params: ({ event }) => ({ error: event.error }) }, target: 'waiting' },
          { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    waiting: {
      after: { retryDelay: { target: 'running', actions: assign({ retries: ({ context }) => context.retries + 1 }) } },
    },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): RetryableOutput =>
    context.succeeded
      ? { ok: true, output: context.output, retries: context.retries }
      : { ok: false, error: context.error, retries: context.retries },
});

/** An actor factory: the retryable machine running `action`, which takes the machine's input as it is given. */
export function retryable(action: PromiseActorLogic<unknown, unknown>) {
  return retryableActionMachine.provide({ actors: { action } });
}

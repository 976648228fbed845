import { assign, fromPromise, setup } from 'xstate';
import {
  CART_PRESERVE_ERROR_MESSAGE,
  CART_PRESERVE_ERROR_TITLE,
  GUEST_CART_ID_STORAGE_KEY,
  PAYMENT_LINK_ID_SESSION_KEY,
} from '../constants/cart-checkout.ts';
import type { KeyValueStorage } from './storage.ts';
import type { Wire } from '../wire.ts';

/** What POST actions/preserve answers (the contract's PreserveCartResult). */
export type PreserveCartResult = Wire['PreserveCartResult'];

export interface PreservationToast {
  label: string;
  message: string;
  variant: 'error';
  mode: 'dismissible';
}

/** CC-8-021, CC-8-022, CC-8-033, CC-8-034: the dismissible error toast of a failed preservation. */
export function preservationToast(failedCount: number): PreservationToast {
  return {
    label: CART_PRESERVE_ERROR_TITLE,
    message: CART_PRESERVE_ERROR_MESSAGE.replace('{0}', String(failedCount)),
    variant: 'error',
    mode: 'dismissible',
  };
}

export interface GuestCartPreservationInput {
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
}

type PreservationOutcome = 'skipped' | 'preserved' | 'failed';

export interface GuestCartPreservationOutput {
  outcome: PreservationOutcome;
  /** CC-4-036: recorded in the cart status. */
  preserveGuestCartNumberOfProductsWithError: number;
  /** Present when some products could not be preserved. */
  toast?: PreservationToast;
}

interface Context extends GuestCartPreservationInput {
  guestCartId: string | null;
  outcome: PreservationOutcome;
  failedCount: number;
}

/**
 * Run once on sign-in. CC-4-032: the locally saved guest cart id is preserved (actor `preserve`);
 * CC-4-033: not while a payment link id is in the session; CC-4-034, CC-4-035: errors are logged
 * (action `logError`) and the stored id is removed after the attempt, so it is preserved once;
 * CC-4-036: the failure count is recorded.
 */
export const guestCartPreservationMachine = setup({
  types: {
    context: {} as Context,
    input: {} as GuestCartPreservationInput,
    output: {} as GuestCartPreservationOutput,
  },
  actors: {
    preserve: fromPromise<PreserveCartResult, { cartId: string }>(async () => {
      throw new Error('guestCartPreservation: provide the preserve actor');
    }),
  },
  actions: {
    logError: (_, params: { error: unknown }) => {
      console.error(params.error);
    },
    forgetGuestCart: ({ context }) => {
      context.localStorage.removeItem(GUEST_CART_ID_STORAGE_KEY);
    },
  },
  guards: {
    nothingToPreserve: ({ context }) => !context.guestCartId,
    paymentLinkInSession: ({ context }) => Boolean(context.sessionStorage.getItem(PAYMENT_LINK_ID_SESSION_KEY)),
  },
}).createMachine({
  id: 'guestCartPreservation',
  context: ({ input }) => ({
    ...input,
    guestCartId: input.localStorage.getItem(GUEST_CART_ID_STORAGE_KEY),
    outcome: 'skipped',
    failedCount: 0,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'nothingToPreserve', target: 'done' },
        { guard: 'paymentLinkInSession', target: 'done' },
        { target: 'preserving' },
      ],
    },
    preserving: {
      invoke: {
        src: 'preserve',
        input: ({ context }) => ({ cartId: context.guestCartId as string }),
        onDone: {
          target: 'done',
          actions: [
            assign({
              outcome: 'preserved',
              failedCount: ({ event }) => event.output.preserveGuestCartNumberOfProductsWithError,
            }),
            'forgetGuestCart',
          ],
        },
        onError: {
          target: 'done',
          actions: [
            assign({ outcome: 'failed' }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            'forgetGuestCart',
          ],
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({
    outcome: context.outcome,
    preserveGuestCartNumberOfProductsWithError: context.failedCount,
    ...(context.failedCount > 0 ? { toast: preservationToast(context.failedCount) } : {}),
  }),
});

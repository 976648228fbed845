// PX-59-001 (PX-05-024, CC-4-032..CC-4-036): the buyer's sign-in, run by the session actor as a child
// it spawns on demand (machines/session/session.machine.ts `SIGN_IN`): the sign-in call, the session
// read again, told as `signedIn` as soon as it is there (the page sends the buyer on at once); then the
// guest cart of this browser carried over and the cart read again, told as `guestCartCarried`.
//
// The logic comes with the SIGN_IN event, loaded with the sign-in page (src/app/store/sign-in.ts), so
// none of it is in the entry every page loads (d1d56cd, reverted in 5886f6f, put Home over its budget).
//
// The session is read again the way a refresh always is: after any read already under way has
// settled (it may have started before the sign-in), never by stopping it. Stopping it (44c88c2,
// reverted in 81316c9) took a read out from under the API client's session-cookie gate (PX-05-021)
// that the sign-in call was waiting behind, and the page never reached network idle.
import { assign, emit, fromPromise, setup, waitFor, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { guestCartPreservationMachine, type GuestCartPreservationInput, type PreservationToast } from '../cart/guest-cart-preservation.machine.ts';
import type { SessionContext } from './session-context.ts';
import { providerFailure } from '../api/provider-error.ts';
import { SESSION_DATA_PROVIDER } from '../constants/sign-in.ts';

export interface SignInCredentials {
  username: string;
  password: string;
}

export interface SignInInput extends SignInCredentials {
  /** The session actor that spawned this one: it reads the session again on REFRESH. */
  session: AnyActorRef;
  /** Where this browser keeps the guest cart's id and the payment link (CC-4-032, CC-4-033). */
  storage: GuestCartPreservationInput;
}

interface SignInMachineContext {
  /** Kept only until the call has answered, never in a snapshot after it. */
  credentials: SignInCredentials | undefined;
  session: AnyActorRef;
  storage: GuestCartPreservationInput;
  toast: PreservationToast | undefined;
}

export type SignInEmitted =
  /** PX-05-024: signed in; the session as read after it. */
  | { type: 'signedIn'; session: SessionContext | undefined }
  /** PX-05-006: refused (the API error), the session as it was. */
  | { type: 'signInFailed'; error: unknown }
  /** CC-4-032: the guest cart carried over and the cart read again; a toast when products could not be kept (CC-8-021). */
  | { type: 'guestCartCarried'; toast: PreservationToast | undefined }
  | { type: 'guestCartFailed'; error: unknown };

const notLoading = (snapshot: { matches(state: 'loading'): boolean }) => !snapshot.matches('loading');

/**
 * Reads the session again once any read under way has settled; answers the session then. A read that
 * failed is rethrown with the session data's provider name (SH-8-017, CC-3-014).
 */
async function readSessionAgain(session: AnyActorRef): Promise<SessionContext | undefined> {
  await waitFor(session, notLoading);
  session.send({ type: 'REFRESH' });
  const settled = await waitFor(session, notLoading);
  const context = settled.context as { session: SessionContext | undefined; error: unknown };
  if (settled.matches('failed')) throw providerFailure(SESSION_DATA_PROVIDER, context.error);
  return context.session;
}

export const signInMachine = setup({
  types: {
    input: {} as SignInInput,
    context: {} as SignInMachineContext,
    emitted: {} as SignInEmitted,
  },
  actors: {
    signIn: fromPromise<unknown, SignInCredentials>(async () => {
      throw new Error('signIn must be provided');
    }),
    readSession: fromPromise<SessionContext | undefined, AnyActorRef>(({ input }) => readSessionAgain(input)),
    /** CC-4-032..CC-4-036: provided with its preserve call (src/api/adapters/sign-in.ts). */
    carryGuestCart: guestCartPreservationMachine,
    refreshCart: fromPromise<unknown>(async () => {
      throw new Error('refreshCart must be provided');
    }),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input: { username, password, session, storage } }) => ({ credentials: { username, password }, session, storage, toast: undefined }),
  initial: 'signingIn',
  states: {
    signingIn: {
      invoke: {
        src: 'signIn',
        input: ({ context }) => context.credentials!,
        onDone: { target: 'readingSession', actions: assign({ credentials: undefined }) },
        onError: { target: 'refused', actions: [assign({ credentials: undefined }), emit(({ event }) => ({ type: 'signInFailed' as const, error: event.error }))] },
      },
    },
    readingSession: {
      invoke: {
        src: 'readSession',
        input: ({ context }) => context.session,
        // PX-05-024: told at once; the guest cart's carrying over follows without holding the page.
        onDone: { target: 'carryingGuestCart', actions: emit(({ event }) => ({ type: 'signedIn' as const, session: event.output })) },
        // The session actor stopped (the page went away): as before, the sign-in is not taken as done.
        onError: { target: 'refused', actions: emit(({ event }) => ({ type: 'signInFailed' as const, error: event.error })) },
      },
    },
    carryingGuestCart: {
      invoke: {
        src: 'carryGuestCart',
        input: ({ context }) => context.storage,
        onDone: { target: 'refreshingCart', actions: assign({ toast: ({ event }) => event.output.toast }) },
        onError: { target: 'guestCartFailed', actions: emit(({ event }) => ({ type: 'guestCartFailed' as const, error: event.error })) },
      },
    },
    // The cart read again whatever came of the carrying over; a failed read keeps the toast.
    refreshingCart: {
      invoke: { src: 'refreshCart', onDone: 'carried', onError: 'carried' },
    },
    carried: { type: 'final', entry: emit(({ context }) => ({ type: 'guestCartCarried' as const, toast: context.toast })) },
    refused: { type: 'final' },
    guestCartFailed: { type: 'final' },
  },
});

export type SignInLogic = typeof signInMachine;
export type SignInActor = ActorRefFrom<SignInLogic>;

// Session (SH §4 "Session", "Log out", "Account select"): loads the session context for the
// effective account, keeps guest details and the effective account in injected session storage,
// and asks the shell to navigate through emitted events. It signs the buyer in too (PX-05-024,
// machines/session/sign-in.ts): SIGN_IN runs the sign-in and the session read after it beside the
// session's own states, told as SIGNED_IN or SIGN_IN_FAILED, then carries the guest cart over
// (GUEST_CART_CARRIED).
import { assertEvent, assign, emit, fromPromise, setup, spawnChild, type AnyActorRef, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { PreservationToast } from '../cart/guest-cart-preservation.machine.ts';
import { HOME_PAGE_NAME, SAME_WINDOW_TARGET } from '../constants/session-locale.ts';
import { logoutAddress } from './accounts.ts';
import { isSignedIn, toSessionContext, type GuestUserDetails, type RawSessionContext, type SessionContext } from './session-context.ts';
import type { SignInCredentials } from './sign-in.ts';
import {
  clearEffectiveAccount,
  readEffectiveAccount,
  readGuestDetails,
  writeEffectiveAccount,
  writeGuestDetails,
  type EffectiveAccount,
  type SessionStorageLike,
} from './storage.ts';

export interface SessionInput {
  storage: SessionStorageLike;
  siteBasePath: string;
}

export interface SessionMachineContext extends SessionInput {
  session: SessionContext | undefined;
  effectiveAccount: EffectiveAccount | undefined;
  error: unknown;
  /** A sign-in is under way (one at a time). */
  signingIn: boolean;
}

export type SessionEvent =
  | { type: 'REFRESH' }
  | { type: 'EFFECTIVE_ACCOUNT_CHANGE'; id?: string | null; name?: string | null }
  | { type: 'GUEST_DETAILS'; details: GuestUserDetails }
  | { type: 'LOG_OUT' }
  | { type: 'ACCOUNT_SELECT'; id: string; name: string }
  | ({ type: 'SIGN_IN' } & SignInCredentials)
  // The sign-in's children tell their end (spawned, so declared here).
  | DoneActorEvent<SessionContext | undefined, 'signIn'>
  | ErrorActorEvent<unknown, 'signIn'>
  | DoneActorEvent<PreservationToast | undefined, 'carryGuestCart'>
  | ErrorActorEvent<unknown, 'carryGuestCart'>;

export type SessionEmitted =
  | { type: 'OPEN_URL'; url: string; target: typeof SAME_WINDOW_TARGET }
  | { type: 'RELOAD_TO_PAGE'; pageName: typeof HOME_PAGE_NAME }
  /** PX-05-024: signed in; the session as read after it. */
  | { type: 'SIGNED_IN'; session: SessionContext | undefined }
  | { type: 'SIGN_IN_FAILED'; error: unknown }
  /** The guest cart carried over and the cart read again; a toast when some products could not be kept (CC-8-021). */
  | { type: 'GUEST_CART_CARRIED'; toast: PreservationToast | undefined }
  | { type: 'GUEST_CART_FAILED'; error: unknown };

/** What the sign-in child is given: the credentials (never kept in the context) and the session actor it reads again. */
export interface SignInRun extends SignInCredentials {
  session: AnyActorRef;
}

type AccountEvent = Extract<SessionEvent, { type: 'EFFECTIVE_ACCOUNT_CHANGE' | 'ACCOUNT_SELECT' }>;

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionMachineContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    fetchSessionContext: fromPromise<RawSessionContext, { effectiveAccountId: string | undefined }>(async () => {
      throw new Error('fetchSessionContext must be provided');
    }),
    signIn: fromPromise<SessionContext | undefined, SignInRun>(async () => {
      throw new Error('signIn must be provided');
    }),
    carryGuestCart: fromPromise<PreservationToast | undefined>(async () => {
      throw new Error('carryGuestCart must be provided');
    }),
  },
  guards: {
    notSignedIn: ({ context }) => !isSignedIn(context.session),
  },
  actions: {
    setEffectiveAccount: assign(({ context, event }) => {
      const { id, name } = event as AccountEvent;
      const effectiveAccount = writeEffectiveAccount(context.storage, { id: id ?? undefined, name: name ?? undefined });
      return {
        effectiveAccount,
        session: context.session && { ...context.session, effectiveAccountId: effectiveAccount?.id },
      };
    }),
    clearEffectiveAccount: assign(({ context }) => {
      clearEffectiveAccount(context.storage);
      return { effectiveAccount: undefined };
    }),
    writeGuestDetails: assign(({ context, event }) => {
      writeGuestDetails(context.storage, (event as Extract<SessionEvent, { type: 'GUEST_DETAILS' }>).details);
      return { session: context.session && { ...context.session, guestUserDetails: readGuestDetails(context.storage) } };
    }),
    openLogout: emit(({ context }) => ({ type: 'OPEN_URL' as const, url: logoutAddress(context.siteBasePath), target: SAME_WINDOW_TARGET })),
    reloadToHome: emit({ type: 'RELOAD_TO_PAGE' as const, pageName: HOME_PAGE_NAME }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...input,
    session: undefined,
    effectiveAccount: readEffectiveAccount(input.storage),
    error: undefined,
    signingIn: false,
  }),
  initial: 'loading',
  on: {
    EFFECTIVE_ACCOUNT_CHANGE: { target: '.loading', reenter: true, actions: 'setEffectiveAccount' },
    GUEST_DETAILS: { guard: 'notSignedIn', actions: 'writeGuestDetails' },
    LOG_OUT: { actions: ['clearEffectiveAccount', 'openLogout'] },
    ACCOUNT_SELECT: { actions: ['setEffectiveAccount', 'reloadToHome'] },
    // Beside the session's states, never stopping a read under way (machines/session/sign-in.ts); one at a time.
    SIGN_IN: {
      guard: ({ context }) => !context.signingIn,
      actions: [
        assign({ signingIn: true }),
        spawnChild('signIn', {
          id: 'signIn',
          input: ({ event, self }) => {
            assertEvent(event, 'SIGN_IN');
            return { username: event.username, password: event.password, session: self };
          },
        }),
      ],
    },
    'xstate.done.actor.signIn': {
      actions: [assign({ signingIn: false }), emit(({ event }) => ({ type: 'SIGNED_IN' as const, session: event.output })), spawnChild('carryGuestCart', { id: 'carryGuestCart' })],
    },
    'xstate.error.actor.signIn': { actions: [assign({ signingIn: false }), emit(({ event }) => ({ type: 'SIGN_IN_FAILED' as const, error: event.error }))] },
    'xstate.done.actor.carryGuestCart': { actions: emit(({ event }) => ({ type: 'GUEST_CART_CARRIED' as const, toast: event.output })) },
    'xstate.error.actor.carryGuestCart': { actions: emit(({ event }) => ({ type: 'GUEST_CART_FAILED' as const, error: event.error })) },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchSessionContext',
        input: ({ context }) => ({ effectiveAccountId: context.effectiveAccount?.id }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const session = toSessionContext(event.output);
            return {
              error: undefined,
              session: session.signedIn ? session : { ...session, guestUserDetails: readGuestDetails(context.storage) },
            };
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ready: { on: { REFRESH: 'loading' } },
    failed: { on: { REFRESH: 'loading' } },
  },
});

// Session (SH §4 "Session", "Log out", "Account select"): loads the session context for the
// effective account, keeps guest details and the effective account in injected session storage,
// and asks the shell to navigate through emitted events. It signs the buyer in too (PX-42-006): the
// sign-in call, then the session read, told to the page as SIGNED_IN or SIGN_IN_FAILED.
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { HOME_PAGE_NAME, SAME_WINDOW_TARGET } from '../constants/session-locale.ts';
import { logoutAddress } from './accounts.ts';
import { isSignedIn, toSessionContext, type GuestUserDetails, type RawSessionContext, type SessionContext } from './session-context.ts';
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
  /** A sign-in succeeded and the session read after it is under way: its end is told as SIGNED_IN. */
  signingIn: boolean;
}

/** What the sign-in call takes (the auth extension's signIn body). */
export interface SignInCredentials {
  username: string;
  password: string;
}

export type SessionEvent =
  | { type: 'REFRESH' }
  | { type: 'EFFECTIVE_ACCOUNT_CHANGE'; id?: string | null; name?: string | null }
  | { type: 'GUEST_DETAILS'; details: GuestUserDetails }
  | { type: 'LOG_OUT' }
  | { type: 'ACCOUNT_SELECT'; id: string; name: string }
  | ({ type: 'SIGN_IN' } & SignInCredentials);

export type SessionEmitted =
  | { type: 'OPEN_URL'; url: string; target: typeof SAME_WINDOW_TARGET }
  | { type: 'RELOAD_TO_PAGE'; pageName: typeof HOME_PAGE_NAME }
  /** PX-42-006: signed in; the session as read after it (the previous one when that read failed). */
  | { type: 'SIGNED_IN'; session: SessionContext | undefined }
  | { type: 'SIGN_IN_FAILED'; error: unknown };

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
    signIn: fromPromise<unknown, SignInCredentials>(async () => {
      throw new Error('signIn must be provided');
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
    // PX-42-006: the sign-in's end is told once the session read after it settled.
    tellSignedIn: enqueueActions(({ context, enqueue }) => {
      if (!context.signingIn) return;
      enqueue.assign({ signingIn: false });
      enqueue.emit({ type: 'SIGNED_IN', session: context.session });
    }),
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
    // A read under way started before the sign-in: it is left, and the session read again after it.
    SIGN_IN: { target: '.signingIn' },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchSessionContext',
        input: ({ context }) => ({ effectiveAccountId: context.effectiveAccount?.id }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => {
              const session = toSessionContext(event.output);
              return {
                error: undefined,
                session: session.signedIn ? session : { ...session, guestUserDetails: readGuestDetails(context.storage) },
              };
            }),
            'tellSignedIn',
          ],
        },
        onError: { target: 'failed', actions: [assign({ error: ({ event }) => event.error }), 'tellSignedIn'] },
      },
    },
    // The credentials go from the event to the call only: the password is never kept in the context.
    signingIn: {
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'SIGN_IN');
          return { username: event.username, password: event.password };
        },
        onDone: { target: 'loading', actions: assign({ signingIn: true }) },
        onError: { target: 'settled', actions: emit(({ event }) => ({ type: 'SIGN_IN_FAILED' as const, error: event.error })) },
      },
    },
    // A refused sign-in leaves the session as it was: ready when there is one, else read again.
    settled: { always: [{ guard: ({ context }) => context.session !== undefined, target: 'ready' }, { target: 'loading' }] },
    ready: { on: { REFRESH: 'loading' } },
    failed: { on: { REFRESH: 'loading' } },
  },
});

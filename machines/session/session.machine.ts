// Session (SH §4 "Session", "Log out", "Account select"): loads the session context for the
// effective account, keeps guest details and the effective account in injected session storage,
// and asks the shell to navigate through emitted events. It runs the buyer's sign-in as a child
// (PX-59-001, machines/session/sign-in.machine.ts) whose logic comes with SIGN_IN.
import { assign, emit, fromPromise, setup } from 'xstate';
import { HOME_PAGE_NAME, SAME_WINDOW_TARGET } from '../constants/session-locale.ts';
import { logoutAddress } from './accounts.ts';
import { isSignedIn, toSessionContext, type GuestUserDetails, type RawSessionContext, type SessionContext } from './session-context.ts';
import type { SignInActor, SignInInput, SignInLogic } from './sign-in.machine.ts';
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
  /** PX-59-001: the latest sign-in, a child of this actor (its events tell how it went). */
  signIn?: SignInActor;
}

export type SessionEvent =
  | { type: 'REFRESH' }
  | { type: 'EFFECTIVE_ACCOUNT_CHANGE'; id?: string | null; name?: string | null }
  | { type: 'GUEST_DETAILS'; details: GuestUserDetails }
  | { type: 'LOG_OUT' }
  | { type: 'ACCOUNT_SELECT'; id: string; name: string }
  /** PX-59-001: the sign-in's logic travels with the event, loaded with the sign-in page rather than with this actor. */
  | ({ type: 'SIGN_IN'; logic: SignInLogic } & Omit<SignInInput, 'session'>);

export type SessionEmitted =
  | { type: 'OPEN_URL'; url: string; target: typeof SAME_WINDOW_TARGET }
  | { type: 'RELOAD_TO_PAGE'; pageName: typeof HOME_PAGE_NAME };

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
  }),
  initial: 'loading',
  on: {
    EFFECTIVE_ACCOUNT_CHANGE: { target: '.loading', reenter: true, actions: 'setEffectiveAccount' },
    GUEST_DETAILS: { guard: 'notSignedIn', actions: 'writeGuestDetails' },
    LOG_OUT: { actions: ['clearEffectiveAccount', 'openLogout'] },
    ACCOUNT_SELECT: { actions: ['setEffectiveAccount', 'reloadToHome'] },
    // PX-59-001: a child beside this actor's states, so a read under way is never stopped (PX-05-021).
    // The event itself is the input (its type and logic ride along unread), which keeps the entry smallest.
    SIGN_IN: { actions: assign({ signIn: ({ event, spawn, self }) => spawn(event.logic, { input: { ...event, session: self } }) }) },
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

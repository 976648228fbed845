// The sign-in form (named page Login, SH-2-004; the sign-in call is a project extension): fields
// are checked before any request, the call's failure is shown, success ends the machine and tells
// the page to go Home at once (PX-05-005, PX-05-006, PX-05-024).
import { assign, emit, fromPromise, setup } from 'xstate';

export type SignInField = 'username' | 'password';
export type FieldProblem = 'required';

export interface SignInCredentials {
  username: string;
  password: string;
}

/** What a failed sign-in shows: the platform's message when it sent one. */
export interface SignInFailure {
  message: string | undefined;
  status: number | undefined;
}

export interface SignInContext {
  username: string;
  password: string;
  problems: Partial<Record<SignInField, FieldProblem>>;
  failure: SignInFailure | undefined;
  /** Bumped on each refused submit so the view can move focus to the first problem again. */
  attempts: number;
}

export type SignInEvent = { type: 'EDIT'; field: SignInField; value: string } | { type: 'SUBMIT' };

/** PX-05-005: a user name that is blank after trimming, or an empty password, is required. */
export function signInProblems(fields: SignInCredentials): Partial<Record<SignInField, FieldProblem>> {
  const problems: Partial<Record<SignInField, FieldProblem>> = {};
  if (fields.username.trim() === '') problems.username = 'required';
  if (fields.password === '') problems.password = 'required';
  return problems;
}

/** PX-05-005: the user name is sent trimmed; the password exactly as typed. */
export function signInRequest(fields: SignInCredentials): SignInCredentials {
  return { username: fields.username.trim(), password: fields.password };
}

/** The first platform error message of a failure (an ApiError carries `errors`), if any. */
export function failureOf(error: unknown): SignInFailure {
  const source = (typeof error === 'object' && error !== null ? error : {}) as { errors?: { message?: unknown }[]; status?: unknown };
  const first = Array.isArray(source.errors) ? source.errors.find((entry) => typeof entry?.message === 'string' && entry.message !== '') : undefined;
  return {
    message: first ? (first.message as string) : undefined,
    status: typeof source.status === 'number' ? source.status : undefined,
  };
}

const hasProblems = (context: SignInContext) => Object.keys(signInProblems(context)).length > 0;

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    emitted: {} as { type: 'signedIn' },
  },
  actors: {
    signIn: fromPromise<unknown, SignInCredentials>(async () => {
      throw new Error('signIn must be provided');
    }),
  },
  guards: {
    invalid: ({ context }) => hasProblems(context),
  },
  actions: {
    edit: assign(({ context, event }) => {
      const { field, value } = event as Extract<SignInEvent, { type: 'EDIT' }>;
      const next = { ...context, [field]: value };
      // A field's problem clears as soon as it is fixed; new problems wait for the next submit.
      const problems = { ...context.problems };
      if (!signInProblems(next)[field]) delete problems[field];
      return { [field]: value, problems };
    }),
    markProblems: assign(({ context }) => ({ problems: signInProblems(context), failure: undefined, attempts: context.attempts + 1 })),
  },
}).createMachine({
  id: 'signIn',
  context: { username: '', password: '', problems: {}, failure: undefined, attempts: 0 },
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: 'edit' },
        SUBMIT: [
          { guard: 'invalid', actions: 'markProblems' },
          { target: 'submitting', actions: assign({ problems: {}, failure: undefined }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'signIn',
        input: ({ context }) => signInRequest(context),
        onDone: 'signedIn',
        onError: {
          target: 'editing',
          // PX-05-006: a refused sign-in keeps the user name, clears the password, shows the failure.
          actions: assign(({ context, event }) => ({ password: '', failure: failureOf(event.error), attempts: context.attempts + 1 })),
        },
      },
    },
    // Emitted as the sign-in's answer is handled, before the page renders again: the header shows
    // the signed-in buyer in that render, so Home's address must already be on its way (PX-05-024).
    signedIn: { type: 'final', entry: emit({ type: 'signedIn' }) },
  },
});

// The password forms: the set-password page's (PX-17-006, a link's token proves the user) and My
// account's change (PX-24-010..PX-24-012, the current password proves the user). The machine checks
// the entries before anything is sent (the rules the page shows, PASSWORD_RULES, one source), sends
// them once at a time through the view's `submit` actor, and keeps every entry through a failure but
// a refused current password, which is cleared like the sign-in page clears a refused password.
import { assign, fromPromise, setup } from 'xstate';
import { meetsPasswordRules } from '../registration/password-rules.ts';
import { isCommonPassword } from '../registration/common-passwords.ts';
import type { Wire } from '../wire.ts';

export type PasswordField = 'current' | 'password' | 'confirm';
export type PasswordProblem = 'required' | 'weak' | 'common' | 'mismatch' | 'unchanged';

/** A refusal read by shape (the API layer's status and the first of the platform's errors), so the machine stays free of HTTP. */
export interface PasswordFailure {
  status: number | undefined;
  code: string | undefined;
  message: string | undefined;
}

export interface PasswordEntries {
  current: string;
  password: string;
}

export interface PasswordFormContext {
  /** The change form asks for the current password; the set-password page does not. */
  askCurrent: boolean;
  values: Record<PasswordField, string>;
  show: boolean;
  /** Set by the first submit: from then on problems show as the buyer types. */
  checked: boolean;
  failure: PasswordFailure | undefined;
  /** How many of the user's other sessions the change ended (PX-24-011); 0 for the set-password page. */
  otherSessionsEnded: number;
  /** The last password found commonly used (PX-65-010): shown as a problem while it is the entry. */
  commonPassword?: string;
}

/** The submit's answer: the change's result, or nothing (the set-password page's reset). */
export type PasswordSubmitAnswer = Wire['ChangePasswordResult'] | void;

export type PasswordFormEvent = { type: 'EDIT'; field: PasswordField; value: string } | { type: 'TOGGLE_SHOW' } | { type: 'SUBMIT' };

const INVALID_CURRENT_PASSWORD = 'INVALID_CURRENT_PASSWORD';

/** PX-17-006, PX-24-012: each field's problem, shown once the buyer has tried to submit. */
export function passwordProblems(context: Pick<PasswordFormContext, 'askCurrent' | 'values' | 'checked' | 'commonPassword'>): Partial<Record<PasswordField, PasswordProblem>> {
  if (!context.checked) return {};
  const { current, password, confirm } = context.values;
  const problems: Partial<Record<PasswordField, PasswordProblem>> = {};
  if (context.askCurrent && current === '') problems.current = 'required';
  if (!meetsPasswordRules(password)) problems.password = 'weak';
  else if (context.commonPassword !== undefined && password === context.commonPassword) problems.password = 'common';
  else if (context.askCurrent && password === current) problems.password = 'unchanged';
  if (confirm !== password) problems.confirm = 'mismatch';
  return problems;
}

/** The failure of a refused or failed submit, read by shape. */
export function passwordFailure(error: unknown): PasswordFailure {
  const shape = (error ?? {}) as { status?: unknown; errors?: unknown };
  // The API layer names the platform's errorCode `type`; a raw body names it errorCode.
  const first = Array.isArray(shape.errors) ? (shape.errors[0] as { errorCode?: unknown; type?: unknown; message?: unknown } | undefined) : undefined;
  const code = first?.type ?? first?.errorCode;
  return {
    status: typeof shape.status === 'number' ? shape.status : undefined,
    code: typeof code === 'string' ? code : undefined,
    message: typeof first?.message === 'string' && first.message !== '' ? first.message : undefined,
  };
}

export const passwordFormMachine = setup({
  types: {
    context: {} as PasswordFormContext,
    events: {} as PasswordFormEvent,
    input: {} as { askCurrent: boolean },
  },
  actors: {
    // Provided by the view: the reset with the link's token, or the change.
    submit: fromPromise<PasswordSubmitAnswer, PasswordEntries>(async () => {
      throw new Error('submit is provided by the view');
    }),
    // PX-65-010: the list loads with the first check, in a chunk of its own.
    screen: fromPromise<boolean, string>(({ input }) => isCommonPassword(input)),
  },
  guards: {
    entriesValid: ({ context }) => Object.keys(passwordProblems({ ...context, checked: true })).length === 0,
  },
}).createMachine({
  id: 'passwordForm',
  context: ({ input }) => ({
    askCurrent: input.askCurrent,
    values: { current: '', password: '', confirm: '' },
    show: false,
    checked: false,
    failure: undefined,
    otherSessionsEnded: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }) },
        TOGGLE_SHOW: { actions: assign({ show: ({ context }) => !context.show }) },
        SUBMIT: [
          { guard: 'entriesValid', target: 'screening', actions: assign({ checked: true, failure: undefined }) },
          { actions: assign({ checked: true }) },
        ],
      },
    },
    // PX-65-010: a commonly used password is shown as a problem before anything is sent; if the list
    // cannot load, the store's own check (PX-65-009) answers instead.
    screening: {
      on: {
        EDIT: { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }) },
        TOGGLE_SHOW: { actions: assign({ show: ({ context }) => !context.show }) },
      },
      invoke: {
        src: 'screen',
        input: ({ context }) => context.values.password,
        onDone: [
          { guard: ({ event }) => event.output, target: 'editing', actions: assign({ commonPassword: ({ context }) => context.values.password }) },
          { target: 'sending' },
        ],
        onError: { target: 'sending' },
      },
    },
    sending: {
      // Typing goes on while the request is out; a second submit waits for the answer.
      on: {
        EDIT: { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }) },
        TOGGLE_SHOW: { actions: assign({ show: ({ context }) => !context.show }) },
      },
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ current: context.values.current, password: context.values.password }),
        onDone: { target: 'done', actions: assign({ otherSessionsEnded: ({ event }) => event.output?.otherSessionsEnded ?? 0 }) },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const failure = passwordFailure(event.error);
            const values = failure.code === INVALID_CURRENT_PASSWORD ? { ...context.values, current: '' } : context.values;
            return { failure, values, checked: false };
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});

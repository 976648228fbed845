// Registration form flow (SH §2, SH §4 "Registration", SH §5): tab by tab with validation, the
// account-number lookup for existing customers, and the submission. The draft is never lost:
// only field events change it.
import { and, assign, fromPromise, not, setup } from 'xstate';
import {
  MSG_COMPLETE_ALL_TABS,
  MSG_NO_ACCOUNT_FOUND,
  MSG_UPDATE_INVALID_ENTRIES,
  MSG_UPDATE_INVALID_ENTRIES_ON_TAB,
} from '../constants/session-locale.ts';
import {
  emptyDraft,
  firstInvalidTab,
  registrationFiles,
  REGISTRATION_TABS,
  refusedFields,
  tabOfField,
  toRegistrationInput,
  validateTab,
  type FieldErrors,
  type FileKind,
  type FileRef,
  type Question,
  type RegistrationDraft,
  type RegistrationInput,
  type Statement,
  type TextField,
} from './form.ts';
import { documentError } from './documents.ts';
import { isAccountNotFound, lookupFailureMessage, submitFailure } from './failures.ts';

/** The lookup answers only that the number can be used (PX-10-011), never the account's name or place. */
export interface AccountMatch {
  accountNumber: string;
  usable: true;
}

export interface RegistrationContext {
  draft: RegistrationDraft;
  /** Index into REGISTRATION_TABS of the tab shown. */
  tab: number;
  /** Tabs the user has completed with Next. */
  completed: boolean[];
  fieldErrors: FieldErrors;
  banner: string | undefined;
  /** The store's messages when it refused a submission (PX-17-003). */
  serverMessages: string[];
  accountMatch: AccountMatch | undefined;
  registrationId: string | undefined;
  /** The failure of the last lookup or submission, for logging. */
  error: unknown;
}

export type RegistrationEvent =
  | { type: 'SET_TEXT'; field: TextField; value: string }
  | { type: 'ANSWER'; question: Question; answer: boolean }
  | { type: 'ATTACH'; kind: FileKind; file: FileRef | undefined }
  | { type: 'SET_COUNTRIES'; countries: string[] }
  | { type: 'ACCEPT'; statement: Statement; accepted: boolean }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO_TAB'; tab: number }
  | { type: 'SUBMIT' };

export interface SubmissionInput {
  registration: RegistrationInput;
  files: Partial<Record<FileKind, FileRef>>;
}

const LAST_TAB = REGISTRATION_TABS.length - 1;
const ACCOUNT_DETAILS_TAB = REGISTRATION_TABS.indexOf('accountDetails');
const currentTabErrors = (context: RegistrationContext) => validateTab(REGISTRATION_TABS[context.tab]!, context.draft);
const without = (errors: FieldErrors, field: string): FieldErrors => {
  const { [field]: _, ...rest } = errors;
  return rest;
};

type Edit = Extract<RegistrationEvent, { type: 'SET_TEXT' | 'ANSWER' | 'ATTACH' | 'SET_COUNTRIES' | 'ACCEPT' }>;

function applyEdit(draft: RegistrationDraft, event: Edit): { draft: RegistrationDraft; field: string } {
  switch (event.type) {
    case 'SET_TEXT':
      return { draft: { ...draft, text: { ...draft.text, [event.field]: event.value } }, field: event.field };
    case 'ANSWER':
      return { draft: { ...draft, answers: { ...draft.answers, [event.question]: event.answer } }, field: event.question };
    case 'ATTACH':
      return { draft: { ...draft, files: { ...draft.files, [event.kind]: event.file } }, field: event.kind };
    case 'SET_COUNTRIES':
      return { draft: { ...draft, shipToCountries: [...event.countries] }, field: 'shipToCountries' };
    case 'ACCEPT':
      return { draft: { ...draft, statements: { ...draft.statements, [event.statement]: event.accepted } }, field: event.statement };
  }
}

export const registrationMachine = setup({
  types: {
    // A draft kept in the browser resumes where it was left (PX-17-001).
    input: {} as { draft?: RegistrationDraft; tab?: number; completed?: boolean[] } | undefined,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    output: {} as { registrationId: string },
  },
  actors: {
    lookupAccount: fromPromise<AccountMatch, { accountNumber: string }>(async () => {
      throw new Error('lookupAccount must be provided');
    }),
    submitRegistration: fromPromise<{ registrationId: string }, SubmissionInput>(async () => {
      throw new Error('submitRegistration must be provided');
    }),
  },
  guards: {
    currentTabValid: ({ context }) => Object.keys(currentTabErrors(context)).length === 0,
    hasNextTab: ({ context }) => context.tab < LAST_TAB,
    hasPreviousTab: ({ context }) => context.tab > 0,
    isTab: ({ event }) => {
      const { tab } = event as Extract<RegistrationEvent, { type: 'GO_TO_TAB' }>;
      return Number.isInteger(tab) && tab >= 0 && tab <= LAST_TAB;
    },
    someTabInvalid: ({ context }) => firstInvalidTab(context.draft) >= 0,
    existingCustomer: ({ context }) => context.draft.answers.existingCustomer === true,
    // PX-17-002: a document that is not a PDF, PNG or JPEG of at most 10 MB is not attached.
    refusedDocument: ({ event }) => {
      const { file } = event as Extract<RegistrationEvent, { type: 'ATTACH' }>;
      return file !== undefined && documentError(file) !== undefined;
    },
    accountNotFound: ({ event }) => isAccountNotFound((event as { error?: unknown }).error),
  },
  actions: {
    edit: assign(({ context, event }) => {
      const { draft, field } = applyEdit(context.draft, event as Edit);
      return { draft, fieldErrors: without(context.fieldErrors, field) };
    }),
    completeAndAdvance: assign(({ context }) => ({
      completed: context.completed.map((done, index) => done || index === context.tab),
      tab: context.tab + 1,
      fieldErrors: {},
      banner: undefined,
    })),
    refuseDocument: assign(({ context, event }) => {
      const { kind, file } = event as Extract<RegistrationEvent, { type: 'ATTACH' }>;
      return { fieldErrors: { ...context.fieldErrors, [kind]: documentError(file!)! } };
    }),
    showTabErrors: assign(({ context }) => ({ fieldErrors: currentTabErrors(context), banner: MSG_UPDATE_INVALID_ENTRIES })),
    back: assign(({ context }) => ({ tab: context.tab - 1, fieldErrors: {}, banner: undefined })),
    goTo: assign(({ event }) => ({ tab: (event as Extract<RegistrationEvent, { type: 'GO_TO_TAB' }>).tab, fieldErrors: {}, banner: undefined })),
    showFirstInvalidTab: assign(({ context }) => {
      const tab = firstInvalidTab(context.draft);
      return {
        tab,
        fieldErrors: validateTab(REGISTRATION_TABS[tab]!, context.draft),
        banner: context.completed[tab] ? MSG_UPDATE_INVALID_ENTRIES_ON_TAB.replace('{n}', String(tab + 1)) : MSG_COMPLETE_ALL_TABS,
      };
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    draft: input?.draft ?? emptyDraft(),
    tab: Number.isInteger(input?.tab) && input!.tab! >= 0 && input!.tab! <= LAST_TAB ? input!.tab! : 0,
    completed: REGISTRATION_TABS.map((_, index) => input?.completed?.[index] === true),
    fieldErrors: {},
    banner: undefined,
    serverMessages: [],
    accountMatch: undefined,
    registrationId: undefined,
    error: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SET_TEXT: { actions: 'edit' },
        ANSWER: { actions: 'edit' },
        ATTACH: [{ guard: 'refusedDocument', actions: 'refuseDocument' }, { actions: 'edit' }],
        SET_COUNTRIES: { actions: 'edit' },
        ACCEPT: { actions: 'edit' },
        NEXT: [
          { guard: and(['currentTabValid', 'hasNextTab']), actions: 'completeAndAdvance' },
          { guard: not('currentTabValid'), actions: 'showTabErrors' },
        ],
        PREVIOUS: { guard: 'hasPreviousTab', actions: 'back' },
        GO_TO_TAB: { guard: 'isTab', actions: 'goTo' },
        SUBMIT: [
          { guard: 'someTabInvalid', actions: 'showFirstInvalidTab' },
          { guard: 'existingCustomer', target: 'lookingUpAccount' },
          { target: 'submitting' },
        ],
      },
    },
    lookingUpAccount: {
      entry: assign({ fieldErrors: {}, banner: undefined, serverMessages: [], error: undefined }),
      invoke: {
        src: 'lookupAccount',
        input: ({ context }) => ({ accountNumber: context.draft.text.accountNumber!.trim() }),
        onDone: { target: 'submitting', actions: assign({ accountMatch: ({ event }) => event.output }) },
        onError: [
          { guard: 'accountNotFound', target: 'accountNotFound', actions: assign({ banner: MSG_NO_ACCOUNT_FOUND, accountMatch: undefined, error: ({ event }) => event.error }) },
          { target: 'editing', actions: assign({ banner: lookupFailureMessage, accountMatch: undefined, error: ({ event }) => event.error }) },
        ],
      },
    },
    // Only Previous leads on: back to the account details tab to correct the number.
    accountNotFound: {
      on: {
        PREVIOUS: { target: 'editing', actions: assign({ tab: ACCOUNT_DETAILS_TAB, banner: undefined }) },
      },
    },
    submitting: {
      entry: assign({ fieldErrors: {}, banner: undefined, serverMessages: [], error: undefined }),
      invoke: {
        src: 'submitRegistration',
        input: ({ context }) => ({ registration: toRegistrationInput(context.draft), files: registrationFiles(context.draft) }),
        onDone: { target: 'submitted', actions: assign({ registrationId: ({ event }) => event.output.registrationId }) },
        // PX-17-003: the draft stays as it was; the banner says what to do.
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const failure = submitFailure(event.error);
            // PX-69-008: a refusal naming a field opens that field's tab, marks it there and the tab as not completed.
            const refused = Object.entries(refusedFields(failure.messages)) as Array<[TextField, string]>;
            if (refused.length === 0) return { banner: failure.banner, serverMessages: failure.messages, error: event.error };
            const tab = Math.min(...refused.map(([field]) => REGISTRATION_TABS.indexOf(tabOfField(field))));
            return {
              banner: failure.banner,
              serverMessages: failure.messages,
              error: event.error,
              tab,
              completed: context.completed.map((done, index) => done && !refused.some(([field]) => REGISTRATION_TABS.indexOf(tabOfField(field)) === index)),
              fieldErrors: Object.fromEntries(refused.filter(([field]) => REGISTRATION_TABS.indexOf(tabOfField(field)) === tab)),
            };
          }),
        },
      },
    },
    submitted: { type: 'final' },
  },
  output: ({ context }) => ({ registrationId: context.registrationId! }),
});

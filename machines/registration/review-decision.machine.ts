// One registration's decision and documents on the review page (PX-17-005): approve (the store sends
// the SH §1 credentials e-mail, SH-4-002) or decline with a reason, which is required and sent
// trimmed (the applicant is notified, SH-4-003). One decision is out at a time: a second click while
// it is sent does nothing (PX-24-020). A failed decision keeps the reason and says why; a failed
// document says so and the decision is untouched (the two are parallel regions).
import { assign, fromPromise, setup } from 'xstate';
import type { Wire } from '../wire.ts';

export type RegistrationRecord = Wire['Registration'];
export type DocumentPart = 'taxExemptFile' | 'resaleLicenseFile';

export interface ReviewDecisionContext {
  registrationId: string;
  reason: string;
  /** Set when Decline was pressed with no reason; cleared by the next decline with one. */
  reasonMissing: boolean;
  /** Why the last decision failed: the store's own words, or '' when the page says its own. */
  failure: string | undefined;
  documentFailed: boolean;
  /** The document being fetched. */
  document: { part: DocumentPart; name: string } | undefined;
  decided: RegistrationRecord | undefined;
}

export type ReviewDecisionEvent =
  | { type: 'EDIT_REASON'; value: string }
  | { type: 'APPROVE' }
  | { type: 'DECLINE' }
  | { type: 'OPEN_DOCUMENT'; part: DocumentPart; name: string };

/** The platform's first error message of a refusal, read by shape; '' when it gave none. */
export const refusalMessage = (error: unknown): string => {
  const errors = (error as { errors?: unknown } | null | undefined)?.errors;
  const message = Array.isArray(errors) ? (errors[0] as { message?: unknown } | undefined)?.message : undefined;
  return typeof message === 'string' ? message : '';
};

export const reviewDecisionMachine = setup({
  types: {
    context: {} as ReviewDecisionContext,
    events: {} as ReviewDecisionEvent,
    input: {} as { registrationId: string },
  },
  actors: {
    // Provided by the view from the registration adapter (reviewDecisionActors).
    approve: fromPromise<RegistrationRecord, { registrationId: string }>(async () => {
      throw new Error('approve is provided by the view');
    }),
    decline: fromPromise<RegistrationRecord, { registrationId: string; reason: string }>(async () => {
      throw new Error('decline is provided by the view');
    }),
    document: fromPromise<Blob, { registrationId: string; part: DocumentPart }>(async () => {
      throw new Error('document is provided by the view');
    }),
  },
  actions: {
    // Provided by the view: hands the document's file to the browser.
    save: (_, _params: { blob: Blob; name: string }) => undefined,
  },
  guards: {
    reasonGiven: ({ context }) => context.reason.trim() !== '',
  },
}).createMachine({
  id: 'reviewDecision',
  type: 'parallel',
  context: ({ input }) => ({ registrationId: input.registrationId, reason: '', reasonMissing: false, failure: undefined, documentFailed: false, document: undefined, decided: undefined }),
  states: {
    decision: {
      initial: 'open',
      on: { EDIT_REASON: { actions: assign({ reason: ({ event }) => event.value }) } },
      states: {
        open: {
          on: {
            APPROVE: { target: 'approving', actions: assign({ failure: undefined }) },
            DECLINE: [
              { guard: 'reasonGiven', target: 'declining', actions: assign({ failure: undefined, reasonMissing: false }) },
              { actions: assign({ reasonMissing: true }) },
            ],
          },
        },
        // PX-24-020: no APPROVE or DECLINE here: a second click while the decision is out does nothing.
        approving: {
          invoke: {
            src: 'approve',
            input: ({ context }) => ({ registrationId: context.registrationId }),
            onDone: { target: 'decided', actions: assign({ decided: ({ event }) => event.output }) },
            onError: { target: 'open', actions: assign({ failure: ({ event }) => refusalMessage(event.error) }) },
          },
        },
        declining: {
          invoke: {
            src: 'decline',
            input: ({ context }) => ({ registrationId: context.registrationId, reason: context.reason.trim() }),
            onDone: { target: 'decided', actions: assign({ decided: ({ event }) => event.output }) },
            onError: { target: 'open', actions: assign({ failure: ({ event }) => refusalMessage(event.error) }) },
          },
        },
        decided: { type: 'final' },
      },
    },
    documents: {
      initial: 'idle',
      states: {
        idle: {
          on: { OPEN_DOCUMENT: { target: 'fetching', actions: assign({ documentFailed: false, document: ({ event }) => ({ part: event.part, name: event.name }) }) } },
        },
        fetching: {
          invoke: {
            src: 'document',
            input: ({ context }) => ({ registrationId: context.registrationId, part: context.document!.part }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'save',
                params: ({ event, context }) => ({ blob: event.output, name: context.document!.name }),
              },
            },
            onError: { target: 'idle', actions: assign({ documentFailed: true }) },
          },
        },
      },
    },
  },
});

// Reviewing one purchase order (PX-16-003, PX-16-005, PX-16-006): read it, then approve (an optional
// comment) or decline (a comment is required); a refusal (403) means the buyer is no approver of the
// account, a conflict (409) that someone decided first: the purchase order is read again.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { APPROVAL_COMMENT_MAX, MSG_ALREADY_DECIDED, MSG_DECLINE_COMMENT_REQUIRED, MSG_NOT_AN_APPROVER } from '../constants/approvals-standing-orders.ts';
import { errorMessageOf, httpStatusOf } from '../retry/http-status.ts';
import type { Wire } from '../wire.ts';

export type Decision = 'approve' | 'decline';

/** PX-16-005: what keeps a decision from being sent; a decline needs a comment that is not blank. */
export function decisionProblem(decision: Decision, comment: string): string | null {
  if (decision === 'decline' && comment.trim() === '') return MSG_DECLINE_COMMENT_REQUIRED;
  if (comment.length > APPROVAL_COMMENT_MAX) return `Keep the comment to ${APPROVAL_COMMENT_MAX} characters.`;
  return null;
}

/** The first message of the platform error body a failed call carries, if any. */
export function bodyMessageOf(error: unknown): string | undefined {
  const errors = (error as { errors?: { message?: unknown }[] } | null)?.errors;
  const message = Array.isArray(errors) ? errors[0]?.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** PX-16-006: the message a failed call shows; a refusal says the buyer is no approver. */
export function reviewFailure(error: unknown): string {
  const status = httpStatusOf(error);
  // The sandbox says why it refused (no approver, or the approver's own purchase order, PX-10-004).
  if (status === 403) return bodyMessageOf(error) ?? MSG_NOT_AN_APPROVER;
  if (status === 409) return MSG_ALREADY_DECIDED;
  return errorMessageOf(error);
}

/** The purchase order and its order as the review reads them (the contract's PurchaseOrderApproval and OrderSummaryDetail). */
export interface ApprovalReview {
  approval: Wire['PurchaseOrderApproval'];
  order: Wire['OrderSummaryDetail'];
}

export interface ReviewContext {
  approvalId: string;
  /** The purchase order and its order, once read. */
  data: ApprovalReview | undefined;
  comment: string;
  decision: Decision | null;
  problem: string | null;
  failure: string | null;
}

export type ReviewEvent = { type: 'comment.changed'; value: string } | { type: 'approve' } | { type: 'decline' } | { type: 'retry' };

const failureOf = (event: unknown) => reviewFailure((event as { error?: unknown }).error);
const statusOf = (event: unknown) => httpStatusOf((event as { error?: unknown }).error);

export const reviewMachine = setup({
  types: {
    input: {} as { approvalId: string },
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
  },
  actors: {
    load: fromPromise<ApprovalReview, { approvalId: string }>(async () => {
      throw new Error('load must be provided');
    }),
    decide: fromPromise<unknown, { approvalId: string; decision: Decision; comment: string }>(async () => {
      throw new Error('decide must be provided');
    }),
  },
  guards: {
    refused: ({ event }) => statusOf(event) === 403,
    conflict: ({ event }) => statusOf(event) === 409,
  },
  actions: {
    fail: assign({ failure: ({ event }) => failureOf(event) }),
  },
}).createMachine({
  id: 'purchaseOrderReview',
  context: ({ input }) => ({ approvalId: input.approvalId, data: undefined, comment: '', decision: null, problem: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ approvalId: context.approvalId }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: [
          { guard: 'refused', target: 'forbidden', actions: 'fail' },
          { target: 'failed', actions: 'fail' },
        ],
      },
    },
    failed: { on: { retry: { target: 'loading', actions: assign({ failure: null }) } } },
    forbidden: { type: 'final' },
    ready: {
      on: {
        'comment.changed': {
          actions: assign(({ event }) => {
            assertEvent(event, 'comment.changed');
            return { comment: event.value, problem: null };
          }),
        },
        approve: { actions: assign({ decision: 'approve' as const }), target: 'checking' },
        decline: { actions: assign({ decision: 'decline' as const }), target: 'checking' },
      },
    },
    checking: {
      always: [
        { guard: ({ context }) => decisionProblem(context.decision!, context.comment) === null, target: 'deciding' },
        { target: 'ready', actions: assign({ problem: ({ context }) => decisionProblem(context.decision!, context.comment) }) },
      ],
    },
    deciding: {
      entry: assign({ failure: null, problem: null }),
      invoke: {
        src: 'decide',
        input: ({ context }) => ({ approvalId: context.approvalId, decision: context.decision!, comment: context.comment.trim() }),
        onDone: { target: 'loading' },
        onError: [
          { guard: 'refused', target: 'forbidden', actions: 'fail' },
          { guard: 'conflict', target: 'loading', actions: 'fail' },
          { target: 'ready', actions: 'fail' },
        ],
      },
    },
  },
});

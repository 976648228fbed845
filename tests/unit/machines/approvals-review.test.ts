// The review of one purchase order: a decline needs a comment (PX-16-005); refusals and conflicts
// show the right message and state (PX-16-006, PX-16-003).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { decisionProblem, reviewFailure, reviewMachine, type ApprovalReview } from '../../../machines/approvals/review.machine.ts';
import { MSG_DECLINE_COMMENT_REQUIRED, MSG_NOT_AN_APPROVER } from '../../../machines/constants/index.ts';
import { exampleResponse, STORE } from '../api/harness.ts';

/** What the review reads: the contract's example purchase order and its order. */
async function exampleReview(): Promise<ApprovalReview> {
  const approval = await exampleResponse('GET', `${STORE}/purchase-order-approvals/a0P000000000001`).json();
  const order = await exampleResponse('GET', `${STORE}/order-summaries/1Os000000000001`).json();
  return { approval, order };
}

const failure = (status: number, message?: string) => Object.assign(new Error(`HTTP ${status}`), { status, errors: message ? [{ message }] : [] });

function review(decide: (input: { decision: string; comment: string }) => Promise<unknown>, load: () => Promise<ApprovalReview> = exampleReview) {
  const actor = createActor(
    reviewMachine.provide({ actors: { load: fromPromise(load), decide: fromPromise(({ input }) => decide(input)) } }),
    { input: { approvalId: 'a0P000000000001' } },
  );
  actor.start();
  return actor;
}

describe('purchase-order review', () => {
  it('[PX-16-005] a decline needs a comment that is not blank; an approval does not', () => {
    expect(decisionProblem('decline', '')).toBe(MSG_DECLINE_COMMENT_REQUIRED);
    expect(decisionProblem('decline', '  \n ')).toBe(MSG_DECLINE_COMMENT_REQUIRED);
    expect(decisionProblem('decline', 'Over budget')).toBeNull();
    expect(decisionProblem('approve', '')).toBeNull();
    expect(decisionProblem('approve', 'x'.repeat(1001))).not.toBeNull();
  });

  it('[PX-16-005] declining without a comment sends nothing; with one it sends the trimmed comment and reads again', async () => {
    const sent: unknown[] = [];
    let loads = 0;
    const actor = review(
      async (input) => void sent.push(input),
      async () => (++loads, exampleReview()),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'decline' });
    expect(actor.getSnapshot().context.problem).toBe(MSG_DECLINE_COMMENT_REQUIRED);
    expect(sent).toEqual([]);
    actor.send({ type: 'comment.changed', value: '  Split it  ' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'decline' });
    await waitFor(actor, (s) => s.matches('ready') && loads === 2);
    expect(sent).toEqual([{ approvalId: 'a0P000000000001', decision: 'decline', comment: 'Split it' }]);
  });

  it('[PX-16-006][PX-10-004] a refusal ends in forbidden with the sandbox\'s reason; a conflict reads the decision again', async () => {
    expect(reviewFailure(failure(403))).toBe(MSG_NOT_AN_APPROVER);
    expect(reviewFailure(failure(403, 'You cannot approve a purchase order you placed.'))).toBe('You cannot approve a purchase order you placed.');
    const refused = review(async () => {
      throw failure(403, 'You cannot approve a purchase order you placed.');
    });
    await waitFor(refused, (s) => s.matches('ready'));
    refused.send({ type: 'approve' });
    await waitFor(refused, (s) => s.matches('forbidden'));
    expect(refused.getSnapshot().context.failure).toBe('You cannot approve a purchase order you placed.');
    let loads = 0;
    const raced = review(
      async () => {
        throw failure(409);
      },
      async () => (++loads, exampleReview()),
    );
    await waitFor(raced, (s) => s.matches('ready'));
    raced.send({ type: 'approve' });
    await waitFor(raced, (s) => s.matches('ready') && loads === 2);
    expect(raced.getSnapshot().context.failure).toBe('This purchase order has already been decided.');
  });
});

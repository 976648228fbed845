// The standing-order details page's behaviour: edits checked before they are sent (PX-16-007); delay
// and cancel asked for, confirmed, sent, read back (SH-1-014, SH-4-004, SH-4-005, PX-16-008).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MSG_SCHEDULED_ORDER_CANCELLED } from '../../../machines/constants/index.ts';
import { standingOrderDetailsMachine } from '../../../machines/recurring/standing-order-details.machine.ts';
import { EDIT_MESSAGES, editProblems, editRequest, type StandingOrderEditForm } from '../../../machines/recurring/standing-order-edit.ts';

const TODAY = '2026-11-25';
const form: StandingOrderEditForm = { quantity: '3', interval: '2', unit: 'Weeks', nextOrderDate: '2026-12-01', endDate: '' };

function details(act: (input: { action: string; body?: unknown }) => Promise<unknown>) {
  let loads = 0;
  const actor = createActor(
    standingOrderDetailsMachine.provide({ actors: { load: fromPromise<unknown, { recurringOrderId: string }>(async () => ({ read: ++loads })), act: fromPromise(({ input }) => act(input)) } }),
    { input: { recurringOrderId: 'a0R000000000009', today: TODAY } },
  );
  actor.start();
  return { actor, loads: () => loads };
}

describe('standing-order details', () => {
  it('[PX-16-007] an edit needs a whole quantity, 1 to 52 periods, a next order date not in the past and an end date not before it', () => {
    expect(editProblems(form, TODAY)).toEqual({});
    expect(editProblems({ ...form, quantity: '0', interval: '53', nextOrderDate: '2026-11-24' }, TODAY)).toEqual({
      quantity: EDIT_MESSAGES.quantity, interval: EDIT_MESSAGES.interval, nextOrderDate: EDIT_MESSAGES.nextOrderDatePast,
    });
    expect(editProblems({ ...form, endDate: '2026-11-30' }, TODAY)).toEqual({ endDate: EDIT_MESSAGES.endDateBeforeNext });
    expect(editProblems({ ...form, nextOrderDate: '2026-02-30' }, TODAY)).toEqual({ nextOrderDate: EDIT_MESSAGES.nextOrderDateInvalid });
    expect(editRequest({ ...form, quantity: ' 04 ' })).toEqual({ quantity: '4', frequency: { interval: 2, unit: 'Weeks' }, nextOrderDate: '2026-12-01', endDate: null });
  });

  it('[PX-16-007] a save with problems sends nothing; a valid one is confirmed, sent and read back', async () => {
    const sent: unknown[] = [];
    const { actor, loads } = details(async (input) => void sent.push(input));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'edit', form: { ...form, quantity: '0' } });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().context.problems).toEqual({ quantity: EDIT_MESSAGES.quantity });
    actor.send({ type: 'field.changed', field: 'quantity', value: '5' });
    expect(actor.getSnapshot().context.problems).toEqual({});
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(sent).toEqual([]);
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('ready') && loads() === 2);
    expect(sent).toEqual([{ recurringOrderId: 'a0R000000000009', action: 'save', body: editRequest({ ...form, quantity: '5' }) }]);
    expect(actor.getSnapshot().context.message).toBe('The standing order has been changed.');
  });

  it('[SH-4-004][SH-4-005][PX-16-008] delay and cancel wait for a confirmation; a dismissed one sends nothing; a cancel says Scheduled Order has been Cancelled', async () => {
    const sent: string[] = [];
    const { actor, loads } = details(async (input) => void sent.push(input.action));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'cancel' });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'delay' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('ready') && loads() === 2);
    actor.send({ type: 'cancel' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('ready') && loads() === 3);
    expect(sent).toEqual(['delay', 'cancel']);
    expect(actor.getSnapshot().context.message).toBe(MSG_SCHEDULED_ORDER_CANCELLED);
  });

  it('[PX-16-008] a refused change keeps the page and shows why', async () => {
    const { actor } = details(async () => {
      throw Object.assign(new Error('HTTP 409'), { status: 409, errors: [{ message: 'This Scheduled Order has already been Cancelled.' }] });
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'delay' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toBe('This Scheduled Order has already been Cancelled.');
  });
});

// The standing-order details page's behaviour: edits checked before they are sent (PX-16-007); delay
// and cancel asked for, confirmed, sent, read back (SH-1-014, SH-4-004, SH-4-005, PX-16-008).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MSG_SCHEDULED_ORDER_CANCELLED } from '../../../machines/constants/index.ts';
import { standingOrderDetailsMachine } from '../../../machines/recurring/standing-order-details.machine.ts';
import { exampleResponse, STORE } from '../api/harness.ts';
import { EDIT_MESSAGES, editProblems, editRequest, quantityField, withEditField, type StandingOrderEditForm } from '../../../machines/recurring/standing-order-edit.ts';

const TODAY = '2026-11-25';
const A = '01t000000000019';
const B = '01t000000000021';
const form: StandingOrderEditForm = { quantities: [{ productId: A, name: 'Ground Electrodes', quantity: '3' }], interval: '2', unit: 'Weeks', nextOrderDate: '2026-12-01', endDate: '' };
const withQuantities = (...quantities: string[]) => ({ ...form, quantities: quantities.map((quantity, k) => ({ productId: [A, B][k]!, name: `Product ${k}`, quantity })) });

function details(act: (input: { action: string; body?: unknown }) => Promise<unknown>) {
  let loads = 0;
  const actor = createActor(
    standingOrderDetailsMachine.provide({ actors: { load: fromPromise(async () => (++loads, exampleResponse('GET', `${STORE}/recurring-orders/a0R000000000009`).json())), act: fromPromise(({ input }) => act(input)) } }),
    { input: { recurringOrderId: 'a0R000000000009', today: TODAY } },
  );
  actor.start();
  return { actor, loads: () => loads };
}

describe('standing-order details', () => {
  it('[PX-16-007] an edit needs a whole quantity, 1 to 52 periods, a next order date not in the past and an end date not before it', () => {
    expect(editProblems(form, TODAY)).toEqual({});
    expect(editProblems({ ...withQuantities('0'), interval: '53', nextOrderDate: '2026-11-24' }, TODAY)).toEqual({
      [`quantity.${A}`]: EDIT_MESSAGES.quantity, interval: EDIT_MESSAGES.interval, nextOrderDate: EDIT_MESSAGES.nextOrderDatePast,
    });
    expect(editProblems({ ...form, endDate: '2026-11-30' }, TODAY)).toEqual({ endDate: EDIT_MESSAGES.endDateBeforeNext });
    expect(editProblems({ ...form, nextOrderDate: '2026-02-30' }, TODAY)).toEqual({ nextOrderDate: EDIT_MESSAGES.nextOrderDateInvalid });
    expect(editRequest(withQuantities(' 04 '))).toEqual({ items: [{ productId: A, quantity: '4' }], frequency: { interval: 2, unit: 'Weeks' }, nextOrderDate: '2026-12-01', endDate: null });
  });

  it('[PX-32-006] each product has its own quantity: each is checked on its own and all go in the update by product', () => {
    expect(editProblems(withQuantities('2', 'x'), TODAY)).toEqual({ [`quantity.${B}`]: EDIT_MESSAGES.quantity });
    expect(editProblems(withQuantities('0', '5'), TODAY)).toEqual({ [`quantity.${A}`]: EDIT_MESSAGES.quantity });
    const changed = withEditField(withQuantities('2', '5'), quantityField(B), '7');
    expect(changed.quantities.map((q) => q.quantity)).toEqual(['2', '7']);
    expect(editRequest(changed).items).toEqual([{ productId: A, quantity: '2' }, { productId: B, quantity: '7' }]);
    expect(withEditField(changed, 'unit', 'Months').unit).toBe('Months');
    expect(withEditField(changed, 'unit', 'Fortnights').unit).toBe('Weeks');
  });

  it('[PX-16-007][PX-32-006] a save with problems sends nothing; a valid one is confirmed, sent and read back', async () => {
    const sent: unknown[] = [];
    const { actor, loads } = details(async (input) => void sent.push(input));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'edit', form: withQuantities('0', '4') });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().context.problems).toEqual({ [`quantity.${A}`]: EDIT_MESSAGES.quantity });
    actor.send({ type: 'field.changed', field: quantityField(A), value: '5' });
    expect(actor.getSnapshot().context.problems).toEqual({});
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(sent).toEqual([]);
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('ready') && loads() === 2);
    expect(sent).toEqual([{ recurringOrderId: 'a0R000000000009', action: 'save', body: editRequest(withQuantities('5', '4')) }]);
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

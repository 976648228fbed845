import { createActor, fromPromise, waitFor } from 'xstate';
import { nextOrderDateOf, standingOrderMachine, type StandingOrderInput } from '../../../machines/recurring/standing-order.machine.ts';

const INPUT: StandingOrderInput = {
  recurringOrderId: 'a0R000000000001',
  schedule: { firstShipmentDate: '2026-01-05', frequency: { interval: 4, unit: 'Weeks' }, endDate: '2026-06-30' },
  placedCount: 1,
  status: 'Active',
};

function setup(input: Partial<StandingOrderInput> = {}, calls: { delay?: () => Promise<unknown>; cancel?: () => Promise<unknown> } = {}) {
  const requests: unknown[] = [];
  const machine = standingOrderMachine.provide({
    actors: {
      delayRecurringOrder: fromPromise(async ({ input: request }) => {
        requests.push(request);
        return (calls.delay ?? (async () => undefined))();
      }),
      cancelRecurringOrder: fromPromise(async ({ input: request }) => {
        requests.push(request);
        return (calls.cancel ?? (async () => undefined))();
      }),
    },
  });
  const actor = createActor(machine, { input: { ...INPUT, ...input } }).start();
  return { actor, requests, context: () => actor.getSnapshot().context };
}

describe('standing order machine', () => {
  it('[SH-3-026][SH-1-013] an active standing order knows its next order date', () => {
    const { actor, context } = setup();
    expect(actor.getSnapshot().value).toBe('active');
    expect(nextOrderDateOf(context())).toBe('2026-02-02');
  });

  it('[SH-1-014][SH-3-026] a delay is sent, then the next and later occurrences move', async () => {
    const { actor, context, requests } = setup();
    actor.send({ type: 'DELAY', days: 10 });
    expect(actor.getSnapshot().value).toBe('delaying');
    await waitFor(actor, (s) => s.matches('active'));
    expect(requests).toEqual([{ recurringOrderId: 'a0R000000000001', days: 10 }]);
    expect(nextOrderDateOf(context())).toBe('2026-02-12');
    expect(context().schedule.offsetDays).toBe(10);
    expect(context().schedule.endDate).toBe('2026-06-30');
  });

  it('[SH-1-014] an invalid delay is ignored', () => {
    const { actor, requests } = setup();
    for (const days of [0, 91, 2.5]) actor.send({ type: 'DELAY', days });
    expect(actor.getSnapshot().value).toBe('active');
    expect(requests).toEqual([]);
  });

  it('[SH-1-014][SH-3-024] a delay past the end date leaves no order: the standing order is complete', async () => {
    const { actor, context } = setup({ placedCount: 6 });
    expect(nextOrderDateOf(context())).toBe('2026-06-22');
    actor.send({ type: 'DELAY', days: 9 });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('completed');
    expect(nextOrderDateOf(context())).toBeNull();
  });

  it('[SH-1-014] a failed delay keeps the schedule and the error', async () => {
    const failure = new Error('409');
    const { actor, context } = setup({}, { delay: async () => Promise.reject(failure) });
    actor.send({ type: 'DELAY', days: 5 });
    await waitFor(actor, (s) => s.matches('active') && s.context.error !== undefined);
    expect(context().error).toBe(failure);
    expect(nextOrderDateOf(context())).toBe('2026-02-02');
    actor.send({ type: 'DELAY', days: 5 });
    expect(context().error).toBeUndefined();
  });

  it('[SH-4-004][SH-4-005] cancelling shows "Scheduled Order has been Cancelled"', async () => {
    const { actor, context, requests } = setup();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('cancelling');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(context().message).toBe('Scheduled Order has been Cancelled');
    expect(context().status).toBe('Cancelled');
    expect(requests).toEqual([{ recurringOrderId: 'a0R000000000001' }]);
  });

  it('[SH-4-004] a failed cancel stays active with the error', async () => {
    const failure = new Error('500');
    const { actor, context } = setup({}, { cancel: async () => Promise.reject(failure) });
    actor.send({ type: 'CANCEL' });
    await waitFor(actor, (s) => s.matches('active') && s.context.error !== undefined);
    expect(context().error).toBe(failure);
    expect(context().message).toBeUndefined();
    expect(context().status).toBe('Active');
    actor.send({ type: 'CANCEL' });
    expect(context().error).toBeUndefined();
  });

  it('[SH-4-004][SH-3-027] cancelled and completed standing orders accept no change; paused ones do', () => {
    expect(setup({ status: 'Cancelled' }).actor.getSnapshot().value).toBe('cancelled');
    expect(setup({ status: 'Completed' }).actor.getSnapshot().value).toBe('completed');
    expect(setup({ placedCount: 7 }).actor.getSnapshot().value).toBe('completed');
    expect(setup({ status: 'Paused' }).actor.getSnapshot().value).toBe('active');
  });

  it('[SH-4-004] the calls must be provided by the caller', async () => {
    const actor = createActor(standingOrderMachine, { input: INPUT }).start();
    actor.send({ type: 'CANCEL' });
    await waitFor(actor, (s) => s.matches('active') && s.context.error !== undefined);
    expect((actor.getSnapshot().context.error as Error).message).toBe('cancelRecurringOrder must be provided');
    actor.send({ type: 'DELAY', days: 1 });
    await waitFor(actor, (s) => s.matches('active') && s.context.error !== undefined);
    expect((actor.getSnapshot().context.error as Error).message).toBe('delayRecurringOrder must be provided');
  });
});

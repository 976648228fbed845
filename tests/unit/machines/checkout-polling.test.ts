import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  checkoutPollingMachine,
  isCheckoutReady,
  pollingDelay,
  pollingFailure,
  readyResult,
  type CheckoutReadResult,
  type PollingReadInput,
} from '../../../machines/checkout/polling.machine.ts';
import {
  CHECKOUT_READY_STATUSES,
  POLLING_MAX_ATTEMPT,
  POLLING_MAX_WAIT_EXCEEDED,
} from '../../../machines/constants/cart-checkout.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

type ReadInput = PollingReadInput<{ checkoutId: string }>;

/** A read stub whose answers the test gives one at a time. */
function scriptedRead() {
  const calls: { input: ReadInput; resolve: (r: CheckoutReadResult) => void; reject: (e: unknown) => void }[] = [];
  const logic = fromPromise<CheckoutReadResult, ReadInput>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return { logic, calls };
}

function start() {
  const read = scriptedRead();
  const clock = new SimulatedClock();
  const actor = createActor(checkoutPollingMachine.provide({ actors: { read: read.logic } }), {
    input: { checkoutId: '2z9000000000001' },
    clock,
  });
  actor.start();
  return { actor, clock, calls: read.calls };
}

const EXPECTED_DELAYS: Record<number, number> = {
  1: 0,
  2: 0,
  3: 0,
  4: 0,
  5: 100,
  6: 200,
  7: 300,
  8: 400,
  9: 1500,
  10: 3000,
  11: 6000,
  12: 12000,
  13: 24000,
  14: 48000,
};

describe('pollingDelay', () => {
  it('[CC-4-042] attempts 1–4 wait 0 ms', () => {
    expect([1, 2, 3, 4].map(pollingDelay)).toEqual([0, 0, 0, 0]);
  });

  it('[CC-4-043] attempts 5–8 wait 100 ms × (n − 4)', () => {
    expect([5, 6, 7, 8].map(pollingDelay)).toEqual([100, 200, 300, 400]);
  });

  it('[CC-4-044] attempts 9–14 wait 750 ms × 2^(n − 8)', () => {
    expect([9, 10, 11, 12, 13, 14].map(pollingDelay)).toEqual([1500, 3000, 6000, 12000, 24000, 48000]);
  });

  it.each(Object.entries(EXPECTED_DELAYS).map(([n, ms]) => [Number(n), ms]))(
    '[CC-4-042][CC-4-043][CC-4-044] attempt %i waits exactly %i ms',
    (attempt, ms) => {
      expect(pollingDelay(attempt)).toBe(ms);
    },
  );

  it('[CC-4-045][CC-9-008] attempt 15 (over 14) fails with "async maximum wait exceeded"', () => {
    expect(POLLING_MAX_ATTEMPT).toBe(14);
    expect(POLLING_MAX_WAIT_EXCEEDED).toBe('async maximum wait exceeded');
    expect(() => pollingDelay(15)).toThrow(new Error('async maximum wait exceeded'));
    expect(() => pollingDelay(16)).toThrow('async maximum wait exceeded');
    expect(() => pollingDelay(14)).not.toThrow();
  });
});

describe('isCheckoutReady', () => {
  it('[CC-3-034][CC-4-041] 200 and 422 are ready; 202, 404, 409, 410 and 423 are not', () => {
    expect(CHECKOUT_READY_STATUSES).toEqual([200, 422]);
    expect(isCheckoutReady(200)).toBe(true);
    expect(isCheckoutReady(422)).toBe(true);
    for (const status of [201, 202, 204, 404, 409, 410, 421, 423, 500]) expect(isCheckoutReady(status)).toBe(false);
  });
});

describe('polling outputs', () => {
  it('[CC-4-041][CC-4-045] a ready output yields its result and no failure; a failed one its error and no result', () => {
    const ready = { ready: true as const, result: { status: 200 }, attempts: 3 };
    const failed = { ready: false as const, error: 'async maximum wait exceeded', attempts: 14 };
    expect(readyResult(ready)).toEqual({ status: 200 });
    expect(pollingFailure(ready)).toBeUndefined();
    expect(readyResult(failed)).toBeUndefined();
    expect(pollingFailure(failed)).toBe('async maximum wait exceeded');
  });
});

describe('checkoutPollingMachine', () => {
  it('[CC-4-042][CC-4-041] reads at once and is done when the first read answers 200', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('reading');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toEqual({ request: { checkoutId: '2z9000000000001' }, attempt: 1 });
    calls[0]!.resolve({ status: 200, checkout: { checkoutId: '2z9000000000001' } });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().output).toEqual({
      ready: true,
      result: { status: 200, checkout: { checkoutId: '2z9000000000001' } },
      attempts: 1,
    });
  });

  it('[CC-4-041] a 422 read is ready too', async () => {
    const { actor, calls } = start();
    calls[0]!.resolve({ status: 202 });
    await flush();
    calls[1]!.resolve({ status: 422, checkout: { checkoutId: '2z9000000000001', errors: [] } });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ ready: true, result: { status: 422, checkout: { checkoutId: '2z9000000000001', errors: [] } }, attempts: 2 });
  });

  it('[CC-4-042][CC-4-043][CC-4-044][CC-4-045] waits exactly the schedule between reads and fails after the 14th', async () => {
    const { actor, clock, calls } = start();
    for (let attempt = 1; attempt <= 14; attempt += 1) {
      const delay = EXPECTED_DELAYS[attempt]!;
      if (delay > 0) {
        expect(actor.getSnapshot().value).toBe('waiting');
        clock.increment(delay - 1);
        await flush();
        expect(calls).toHaveLength(attempt - 1);
        clock.increment(1);
        await flush();
      }
      expect(actor.getSnapshot().value).toBe('reading');
      expect(calls).toHaveLength(attempt);
      expect(calls[attempt - 1]!.input.attempt).toBe(attempt);
      expect(actor.getSnapshot().context.attempt).toBe(attempt);
      calls[attempt - 1]!.resolve({ status: 202 });
      await flush();
    }
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().output).toEqual({ ready: false, error: 'async maximum wait exceeded', attempts: 14 });
    clock.increment(10 * 60 * 1000);
    await flush();
    expect(calls).toHaveLength(14);
  });

  it('[CC-4-041] a ready answer on the 14th attempt is still ready', async () => {
    const { actor, clock, calls } = start();
    for (let attempt = 1; attempt < 14; attempt += 1) {
      calls[attempt - 1]!.resolve({ status: 202 });
      await flush();
      clock.increment(EXPECTED_DELAYS[attempt + 1]!);
      await flush();
    }
    expect(calls).toHaveLength(14);
    calls[13]!.resolve({ status: 200 });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ ready: true, result: { status: 200 }, attempts: 14 });
  });

  it('[CC-8-001] a failed read ends polling with the status text it carries', async () => {
    const { actor, calls } = start();
    calls[0]!.reject(new Error('Gone'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().output).toEqual({ ready: false, error: 'Gone', attempts: 1 });
  });

  it('[CC-4-045] without a provided read actor the machine fails instead of polling', async () => {
    expect(checkoutPollingMachine.id).toBe('checkoutPolling');
    const actor = createActor(checkoutPollingMachine, { input: { checkoutId: '2z9000000000001' } }).start();
    await flush();
    expect(actor.getSnapshot().output).toEqual({
      ready: false,
      error: 'checkoutPolling: provide the read actor',
      attempts: 1,
    });
  });
});

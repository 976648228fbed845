import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { cartSummaryPollingMachine, isCartSummaryReady, type CartSummary, type CartSummaryAnswer } from '../../../machines/cart/summary-polling.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const summary = (asyncOperationStatus?: CartSummary['asyncOperationStatus']): CartSummary => ({
  cartId: '0a6000000000001',
  currencyIsoCode: 'USD',
  totalProductCount: '12.0',
  uniqueProductCount: 2,
  ...(asyncOperationStatus ? { asyncOperationStatus } : {}),
});

describe('isCartSummaryReady', () => {
  it('[CC-4-030][CC-3-023] a Processing summary is not ready; Completed, Errored or none is', () => {
    expect(isCartSummaryReady(summary('Processing'))).toBe(false);
    expect(isCartSummaryReady(summary('Completed'))).toBe(true);
    expect(isCartSummaryReady(summary('Errored'))).toBe(true);
    expect(isCartSummaryReady(summary())).toBe(true);
  });
});

describe('cartSummaryPollingMachine', () => {
  it('[CC-4-031] without a provided read actor it fails and names itself', async () => {
    expect(cartSummaryPollingMachine.id).toBe('cartSummaryPolling');
    const actor = createActor(cartSummaryPollingMachine, { input: { cartId: 'current' } }).start();
    await flush();
    expect(actor.getSnapshot().output).toEqual({
      ready: false,
      error: 'cartSummaryPolling: provide the read actor',
      attempts: 1,
    });
  });

  it('[CC-4-031][CC-4-042][CC-4-043] re-reads while Processing, on the polling schedule, until ready', async () => {
    const answers = ['Processing', 'Processing', 'Processing', 'Processing', 'Processing', 'Completed'] as const;
    const clock = new SimulatedClock();
    const reads: { input: unknown; at: number }[] = [];
    const read = fromPromise<CartSummaryAnswer, { request: { cartId: string }; attempt: number }>(async ({ input }) => {
      reads.push({ input, at: clock.now() });
      return summary(answers[reads.length - 1]);
    });
    const actor = createActor(cartSummaryPollingMachine.provide({ actors: { read } }), {
      input: { cartId: '0a6000000000001' },
      clock,
    }).start();
    await flush();
    expect(reads).toHaveLength(4);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(99);
    await flush();
    expect(reads).toHaveLength(4);
    clock.increment(1);
    await flush();
    expect(reads).toHaveLength(5);
    clock.increment(200);
    await flush();
    expect(reads.map((entry) => entry.at)).toEqual([0, 0, 0, 0, 100, 300]);
    expect(reads[5]!.input).toEqual({ request: { cartId: '0a6000000000001' }, attempt: 6 });
    expect(actor.getSnapshot().output).toEqual({ ready: true, result: summary('Completed'), attempts: 6 });
  });

  it('[CC-4-031][CC-4-045] a cart that stays Processing fails with "async maximum wait exceeded"', async () => {
    const clock = new SimulatedClock();
    let reads = 0;
    const read = fromPromise<CartSummaryAnswer, { request: { cartId: string }; attempt: number }>(async () => {
      reads += 1;
      return summary('Processing');
    });
    const actor = createActor(cartSummaryPollingMachine.provide({ actors: { read } }), {
      input: { cartId: 'current' },
      clock,
    }).start();
    for (let i = 0; i < 20; i += 1) {
      await flush();
      clock.increment(50_000);
    }
    expect(reads).toBe(14);
    expect(actor.getSnapshot().output).toEqual({ ready: false, error: 'async maximum wait exceeded', attempts: 14 });
  });
});

import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { cartMachine, type CartEmitted } from '../../../machines/cart/cart.machine.ts';
import { cartSummaryPollingMachine, type CartSummaryAnswer } from '../../../machines/cart/summary-polling.ts';
import type { PollingReadInput } from '../../../machines/checkout/polling.machine.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const summary = (totalProductCount: string, cartId = '0a6000000000001') => ({ cartId, currencyIsoCode: 'USD' as const, totalProductCount, uniqueProductCount: 1 });

/** A cart actor whose summary reads answer from `answers` in order (a promise each, so a test decides when). */
function cartActor(answers: Array<() => Promise<CartSummaryAnswer>>, clock = new SimulatedClock()) {
  let reads = 0;
  const read = fromPromise<CartSummaryAnswer, PollingReadInput<{ cartId: string }>>(async () => {
    const next = answers[reads] ?? answers[answers.length - 1]!;
    reads += 1;
    return next();
  });
  const actor = createActor(cartMachine.provide({ actors: { pollSummary: cartSummaryPollingMachine.provide({ actors: { read } }) } }), { clock });
  const emitted: CartEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  return { actor, emitted, reads: () => reads, clock };
}

describe('cart actor', () => {
  it('[PX-05-008][PX-07-001] reads the summary only when told to; a guest without a cart keeps an empty badge', async () => {
    const { actor, reads } = cartActor([async () => summary('3')]);
    actor.send({ type: 'cart.sync', read: false, signedIn: false });
    await flush();
    expect(reads()).toBe(0);
    expect(actor.getSnapshot().context).toMatchObject({ status: 'idle', summary: undefined, badge: { count: 0, fill: 'empty' } });
    actor.send({ type: 'cart.sync', read: true, signedIn: true });
    await flush();
    expect(reads()).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ status: 'ready', summary: summary('3'), badge: { count: 3, text: '3', fill: 'many' } });
  });

  const ADDED_LINE = { cartId: '0a6000000000001', cartItemId: '0a9000000000001', productId: '01t000000000001', type: 'Product' as const, quantity: '3.0' };

  it('[PX-07-001][CC-8-031] an add is emitted once for its subscribers and the summary is read again', async () => {
    const { actor, emitted, reads } = cartActor([async () => summary('1'), async () => summary('4')]);
    actor.send({ type: 'cart.sync', read: true, signedIn: true });
    await flush();
    actor.send({ type: 'cart.added', productId: '01t000000000001', quantity: 3, unitPrice: '10.00', result: ADDED_LINE });
    await flush();
    expect(reads()).toBe(2);
    expect(emitted.filter((event) => event.type === 'cart.added')).toEqual([
      { type: 'cart.added', productId: '01t000000000001', quantity: 3, unitPrice: '10.00', result: ADDED_LINE },
    ]);
    expect(actor.getSnapshot().context.badge.count).toBe(4);
  });

  it('[PX-07-001] a read started before a later change never replaces the later read\'s answer', async () => {
    let answerFirst!: (value: CartSummaryAnswer) => void;
    const first = new Promise<CartSummaryAnswer>((resolve) => (answerFirst = resolve));
    const { actor } = cartActor([() => first, async () => summary('7')]);
    actor.send({ type: 'cart.sync', read: true, signedIn: true });
    await flush();
    actor.send({ type: 'cart.changed' });
    await flush();
    expect(actor.getSnapshot().context.badge.count).toBe(7);
    answerFirst(summary('2'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ status: 'ready', badge: { count: 7 } });
  });

  it('[CC-4-030][CC-4-031][PX-07-001] a Processing cart is read again on the polling schedule before its summary shows', async () => {
    const processing = async (): Promise<CartSummaryAnswer> => ({ asyncOperationStatus: 'Processing' });
    const { actor, reads, clock } = cartActor([processing, processing, processing, processing, processing, async () => summary('5')]);
    actor.send({ type: 'cart.sync', read: true, signedIn: true });
    await flush();
    expect(reads()).toBe(4);
    expect(actor.getSnapshot().context.status).toBe('loading');
    clock.increment(100);
    await flush();
    clock.increment(200);
    await flush();
    expect(reads()).toBe(6);
    expect(actor.getSnapshot().context).toMatchObject({ status: 'ready', badge: { count: 5 } });
  });

  it('[PX-05-008][PX-07-001] a guest\'s cart with products is handed on to be remembered; a buyer\'s is not', async () => {
    const guest = cartActor([async () => summary('2', '0a6000000000009')]);
    guest.actor.send({ type: 'cart.sync', read: true, signedIn: false });
    await flush();
    expect(guest.emitted).toContainEqual({ type: 'cart.read', summary: summary('2', '0a6000000000009'), rememberGuestCartId: '0a6000000000009' });
    const buyer = cartActor([async () => summary('2')]);
    buyer.actor.send({ type: 'cart.sync', read: true, signedIn: true });
    await flush();
    expect(buyer.emitted).toContainEqual({ type: 'cart.read', summary: summary('2'), rememberGuestCartId: undefined });
  });

  it('[PX-07-001][SH-5-059] a failed read empties the badge and says so', async () => {
    const { actor, emitted } = cartActor([async () => Promise.reject(new Error('offline'))]);
    actor.send({ type: 'cart.sync', read: true, signedIn: true });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ status: 'failed', summary: undefined, badge: { count: 0 } });
    expect(emitted.some((event) => event.type === 'cart.readFailed')).toBe(true);
  });
});

// The checkout area's adapter (src/api/adapters/checkout.ts): a resumed checkout's first poll.
import { createActor, waitFor } from 'xstate';
import { checkoutMachine, requireReadCheckout } from '../../../machines/checkout/checkout.machine.ts';
import { checkoutActors, checkoutOf, placeOrderActors } from '../../../src/api/adapters/checkout.ts';
import { BUYER, STORE, fakeStore, json } from './harness.ts';

const CHECKOUT_ID = '2z9000000000001';
const CART_ID = '0a6000000000001';
const readsOf = (store: ReturnType<typeof fakeStore>) => store.requests.filter(({ method, path }) => method === 'GET' && path === `${STORE}/checkouts/${CHECKOUT_ID}`).length;

/** A store whose checkout read answers 202 for the first `processing` reads, then 200 with a read counter in the body. */
function checkoutStore(processing = 0) {
  let reads = 0;
  return fakeStore(BUYER, (request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'PUT' && pathname === `${STORE}/checkouts`) return json(202, { checkoutId: CHECKOUT_ID });
    reads += 1;
    return reads <= processing ? json(202, null) : json(200, { checkoutId: CHECKOUT_ID, cartSummary: { cartId: CART_ID }, read: reads });
  });
}

const readyOf = (actor: ReturnType<typeof createActor<typeof checkoutMachine>>) => waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.status === 'done', { timeout: 5_000 });

describe('checkout adapter', () => {
  it('[PX-40-001] a resumed checkout takes the read that found it open as its first poll, and a refresh reads anew', async () => {
    const store = checkoutStore();
    const resumeRead = store.api.checkout.read({ checkoutId: CHECKOUT_ID });
    const actor = createActor(checkoutMachine.provide({ actors: checkoutActors(store.api, { cartId: CART_ID, resumeId: CHECKOUT_ID, resumeRead }) }), { input: { cartId: CART_ID } }).start();
    const ready = await readyOf(actor);
    expect(ready.matches('ready')).toBe(true);
    expect(ready.context.checkout).toMatchObject({ checkoutId: CHECKOUT_ID, read: 1 });
    expect(readsOf(store)).toBe(1);
    actor.send({ type: 'CHECKOUT.REFRESH' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && Reflect.get(snapshot.context.checkout ?? {}, 'read') === 2, { timeout: 5_000 });
    expect(readsOf(store)).toBe(2);
    actor.stop();
  });

  it('[PX-40-001][CC-4-041] a resume read that answered 202 counts as the first attempt; the polling reads on until ready', async () => {
    const store = checkoutStore(1);
    const resumeRead = store.api.checkout.read({ checkoutId: CHECKOUT_ID });
    const actor = createActor(checkoutMachine.provide({ actors: checkoutActors(store.api, { cartId: CART_ID, resumeId: CHECKOUT_ID, resumeRead }) }), { input: { cartId: CART_ID } }).start();
    const ready = await readyOf(actor);
    expect(ready.context.checkout).toMatchObject({ read: 2 });
    expect(readsOf(store)).toBe(2);
    actor.stop();
  });

  it('[PX-40-001] without a checkout to resume the read is not used: the checkout starts and is read', async () => {
    const store = checkoutStore();
    const staleRead = store.api.checkout.read({ checkoutId: CHECKOUT_ID });
    await staleRead;
    const actor = createActor(checkoutMachine.provide({ actors: checkoutActors(store.api, { cartId: CART_ID, resumeId: undefined, resumeRead: staleRead }) }), { input: { cartId: CART_ID } }).start();
    const ready = await readyOf(actor);
    expect(store.requests.some(({ method, path }) => method === 'PUT' && path === `${STORE}/checkouts`)).toBe(true);
    expect(ready.context.checkout).toMatchObject({ read: 2 });
    actor.stop();
  });

  it('[PX-57-004] a read\'s body is a checkout only when it carries its id: a 202\'s Accepted body or none is no checkout', () => {
    expect(checkoutOf({ checkoutId: CHECKOUT_ID, errors: [] })).toEqual({ checkoutId: CHECKOUT_ID, errors: [] });
    expect(checkoutOf({ asyncOperationStatus: 'Processing' })).toBeUndefined();
    expect(checkoutOf(null)).toBeUndefined();
    expect(checkoutOf(undefined)).toBeUndefined();
  });

  it('[PX-57-004] a ready read that carried no checkout fails with the message given, as a failed start does', () => {
    expect(requireReadCheckout({ checkoutId: CHECKOUT_ID }, 'Checkout could not start.')).toEqual({ checkoutId: CHECKOUT_ID });
    expect(() => requireReadCheckout(undefined, 'Checkout could not start.')).toThrow('Checkout could not start.');
  });
});

describe('place-order adapter', () => {
  it('[CC-4-048] without Place Order v2 the order is one call of the order actions, prepare then submit, and takes the submit’s order number', async () => {
    const store = fakeStore(BUYER, () =>
      json(200, { actions: [{ action: 'prepare' }, { action: 'submit', orderReferenceNumber: 'KRM-100042' }] }),
    );
    const actor = createActor(placeOrderActors(store.api).place, { input: { checkoutId: CHECKOUT_ID, idempotencyKey: 'attempt-1', direct: false } });
    const done = new Promise((resolve, reject) => actor.subscribe({ complete: () => resolve(actor.getSnapshot().output), error: reject }));
    actor.start();
    expect(await done).toEqual({ orderNumber: 'KRM-100042', orderId: undefined });
    expect(store.requests).toHaveLength(1);
    expect(store.last).toMatchObject({ method: 'POST', path: `${STORE}/checkouts/${CHECKOUT_ID}/orders/actions` });
    expect((store.last.body as { actions: { action: string }[] }).actions.map((a) => a.action)).toEqual(['prepare', 'submit']);
  });
});

// The product page's wishlist button in the purchase machine (PX-06-015, PX-18-023): the list the
// buyer chose goes with the add, and the added event names the list the product went to.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { UNKNOWN_AVAILABILITY } from '../../../machines/catalogue/availability.ts';
import { productPurchaseMachine, type PurchaseEmitted, type PurchaseInput, type WishlistAddRequest } from '../../../machines/catalogue/product-purchase.machine.ts';
import { parseQuantityRule } from '../../../machines/pricing/quantity-rule.ts';
import { priceSchedule } from '../../../machines/pricing/tier-pricing.ts';

const input: PurchaseInput = {
  productId: '01t000000000001',
  rule: parseQuantityRule(undefined),
  schedule: priceSchedule(null),
  priceStatus: 'ready',
  availability: UNKNOWN_AVAILABILITY,
  cartAllowed: true,
  isSignedIn: true,
};

function start(answer: (request: WishlistAddRequest) => string) {
  const requests: WishlistAddRequest[] = [];
  const emitted: PurchaseEmitted[] = [];
  const actor = createActor(
    productPurchaseMachine.provide({
      actors: {
        addToWishlist: fromPromise(async ({ input: request }) => {
          requests.push(request);
          return answer(request);
        }),
      },
    }),
    { input },
  ).start();
  actor.on('wishlist.added', (event) => void emitted.push(event));
  return { actor, requests, emitted };
}

describe('the product page wishlist button', () => {
  it('[PX-18-023][PX-06-015] the chosen list goes with the add; without a choice the default list is used; the added event names the list', async () => {
    const { actor, requests, emitted } = start((request) => request.listId ?? '0YC000000000001');
    actor.send({ type: 'wishlist.add', listId: '0YC000000000002' });
    await waitFor(actor, (state) => state.matches({ wishlist: 'added' }));
    expect(requests).toEqual([{ productId: '01t000000000001', listId: '0YC000000000002' }]);
    expect(emitted).toEqual([{ type: 'wishlist.added', productId: '01t000000000001', wishlistId: '0YC000000000002' }]);

    // Another variation shows the button again; this add makes no choice, so the earlier one is not reused.
    actor.send({ type: 'product.changed', input: { ...input, productId: '01t000000000003' } });
    await waitFor(actor, (state) => state.matches({ wishlist: 'idle' }));
    actor.send({ type: 'wishlist.add' });
    await waitFor(actor, (state) => state.matches({ wishlist: 'added' }));
    expect(requests[1]).toEqual({ productId: '01t000000000003', listId: undefined });
    expect(emitted[1]).toEqual({ type: 'wishlist.added', productId: '01t000000000003', wishlistId: '0YC000000000001' });
  });
});

describe('the product page quantity box', () => {
  it('[PX-36-001] a late read of the same product keeps what the buyer is typing, even empty or not yet valid; another variation gets the nearest valid quantity', () => {
    const rule = parseQuantityRule({ minimum: '2', maximum: '40', increment: '2' });
    const actor = createActor(productPurchaseMachine, { input: { ...input, rule, priceStatus: 'loading' } }).start();
    actor.send({ type: 'quantity.input', text: '' });
    actor.send({ type: 'product.changed', input: { ...input, rule, priceStatus: 'ready' } });
    expect(actor.getSnapshot().context.quantityText).toBe('');
    expect(actor.getSnapshot().context.check.ok).toBe(false);

    actor.send({ type: 'quantity.input', text: '1' });
    actor.send({ type: 'product.changed', input: { ...input, rule, priceStatus: 'ready', availability: { ...UNKNOWN_AVAILABILITY } } });
    expect(actor.getSnapshot().context.quantityText).toBe('1');

    actor.send({ type: 'quantity.input', text: '10' });
    actor.send({ type: 'product.changed', input: { ...input, rule, priceStatus: 'ready' } });
    expect(actor.getSnapshot().context).toMatchObject({ quantityText: '10', quantity: 10 });

    actor.send({ type: 'quantity.input', text: '7' });
    actor.send({ type: 'product.changed', input: { ...input, productId: '01t000000000003', rule } });
    expect(actor.getSnapshot().context.quantityText).toBe('10');
    actor.stop();
  });
});

describe('what the purchase machine tells the page', () => {
  it('[PX-42-002] a wishlist add is told by the machine: the success toast after the add, the error toast after a failed one', async () => {
    const toasts: unknown[] = [];
    let fail = false;
    const actor = createActor(
      productPurchaseMachine.provide({
        actors: {
          addToWishlist: fromPromise(async () => {
            if (fail) throw new Error('refused');
            return '0YC000000000001';
          }),
        },
      }),
      { input },
    ).start();
    actor.on('toast', (event) => void toasts.push(event.toast));
    actor.send({ type: 'wishlist.add' });
    await waitFor(actor, (state) => state.matches({ wishlist: 'added' }));
    expect(toasts).toEqual([{ label: 'Added to your wishlist', variant: 'success' }]);

    fail = true;
    actor.send({ type: 'product.changed', input: { ...input, productId: '01t000000000003' } });
    await waitFor(actor, (state) => state.matches({ wishlist: 'idle' }));
    actor.send({ type: 'wishlist.add' });
    await waitFor(actor, (state) => state.matches({ wishlist: 'idle' }));
    expect(toasts[1]).toEqual({ label: 'The product could not be added to your wishlist.', variant: 'error' });
  });

  it('[PX-42-003] the product view is reported once per product and price, only once the price read settled and the page is not stale', () => {
    const shown = { id: '01t000000000001', sku: 'KRM-NEU-EEG-1001', name: 'Cortexa', unitPrice: null, listPrice: null };
    const actor = createActor(productPurchaseMachine, { input: { ...input, priceStatus: 'loading', shown } }).start();
    const viewed: unknown[] = [];
    actor.on('product.viewed', (event) => void viewed.push(event.product));
    const change = (changes: Partial<PurchaseInput>) => actor.send({ type: 'product.changed', input: { ...input, ...changes } });

    change({ priceStatus: 'loading', shown });
    expect(viewed).toEqual([]);
    const priced = { ...shown, unitPrice: '172.00', listPrice: '189.00' };
    change({ priceStatus: 'ready', shown: priced });
    change({ priceStatus: 'ready', shown: priced, availability: { status: 'inStock', available: 1240 } });
    expect(viewed).toEqual([priced]);

    // The next product's detail is still being read: nothing until it is shown; a failed price read still reports.
    const next = { id: '01t000000000005', sku: 'KRM-SEN-TYM-3001', name: 'Aurisense', unitPrice: null, listPrice: null };
    change({ priceStatus: 'ready', shown: next, stale: true });
    expect(viewed).toHaveLength(1);
    change({ priceStatus: 'failed', shown: next, stale: false });
    expect(viewed).toEqual([priced, next]);
  });
});

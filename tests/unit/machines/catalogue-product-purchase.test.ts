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

// @vitest-environment jsdom
// The cart-add interaction reported when the cart actor says a product was added (src/analytics/cart-events.ts):
// the answered line, typed by the contract's addCartItem answer, fills the item; a 202 answers none.
import { reportCartAdd } from '../../src/analytics/cart-events.ts';
import { EXPERIENCE_INTERACTION } from '../../src/analytics/payloads.ts';
import { BUYER, fakeStore, json } from '../unit/api/harness.ts';

function heard(run: () => void): unknown[] {
  const details: unknown[] = [];
  const listen = (event: Event) => details.push((event as CustomEvent).detail);
  document.addEventListener(EXPERIENCE_INTERACTION, listen);
  run();
  document.removeEventListener(EXPERIENCE_INTERACTION, listen);
  return details;
}

describe('cart-add analytics', () => {
  it('[CC-7-039][CC-7-054] the line the add answered fills the cart-add item; a 202 answer leaves the request\'s product and quantity', () => {
    const store = fakeStore(BUYER, () => json(404, [], {}, 'Not Found'));
    const line = { cartId: '0a6000000000001', cartItemId: '0a9000000000007', productId: '01t000000000001', type: 'Product' as const, quantity: '3.0' };
    const [answered] = heard(() => reportCartAdd(store.api, { productId: '01t000000000001', quantity: 3, unitPrice: '172.00', result: line }));
    expect(answered).toMatchObject({ name: 'cart-add', payload: { cartItems: [{ productId: '01t000000000001', quantity: '3.0', cartItemId: '0a9000000000007' }] } });
    const [accepted] = heard(() => reportCartAdd(store.api, { productId: '01t000000000005', quantity: 4, unitPrice: '58.50', result: { asyncOperationStatus: 'Processing' } }));
    expect(accepted).toEqual({ name: 'cart-add', payload: { cartItems: [{ productId: '01t000000000005', quantity: '4' }] } });
  });
});

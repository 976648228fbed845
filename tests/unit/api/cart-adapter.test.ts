// The cart area's adapter (src/api/adapters/cart.ts): the cart page's changes and the mini-cart's read,
// each answer narrowed to what the page keeps, so no view reads or casts the wire answer itself.
import { cartPageApis, miniCartRead } from '../../../src/api/adapters/cart.ts';
import { BUYER, STORE, fakeStore, json } from './harness.ts';

const CART = `${STORE}/carts/current`;
const SUMMARY = { cartId: '0a6000000000001', currencyIsoCode: 'USD', totalProductCount: '3.0', uniqueProductCount: 1 };
const LINE = { cartItemId: '0a9000000000001', productId: '01t000000000001', quantity: '3.0', name: 'Cortexa', type: 'Product' };

describe('cart adapter', () => {
  it('[PX-57-003] a summary answered 202 reads as none (the totals shown stay); a 200 reads as the summary', async () => {
    const store = fakeStore(BUYER, () => json(202, { asyncOperationStatus: 'Processing' }));
    const calls = cartPageApis(store.api);
    expect(await calls.summary()).toBeUndefined();
    store.answerWith(() => json(200, SUMMARY));
    expect(await calls.summary()).toMatchObject({ cartId: '0a6000000000001', totalProductCount: '3.0' });
    expect(store.last.path).toBe(`${CART}/compact-summary`);
  });

  it('[PX-57-003][PX-08-031] a quantity change sends the quantity as a string and answers the server\'s line, none when it answered 202', async () => {
    const store = fakeStore(BUYER, () => json(200, LINE));
    const calls = cartPageApis(store.api);
    expect(await calls.changeQuantity('0a9000000000001', 3)).toMatchObject({ cartItemId: '0a9000000000001', quantity: '3.0' });
    expect(store.last).toMatchObject({ method: 'PATCH', path: `${CART}/cart-items/0a9000000000001`, body: { quantity: '3' } });
    store.answerWith(() => json(202, { asyncOperationStatus: 'Processing' }));
    expect(await calls.changeQuantity('0a9000000000001', 4)).toBeUndefined();
  });

  it('[PX-57-003][PX-08-032] Undo adds the removed line back as a product with its quantity', async () => {
    const store = fakeStore(BUYER, () => json(200, LINE));
    await cartPageApis(store.api).restoreLine({ productId: '01t000000000001', quantity: '3.0' });
    expect(store.last).toMatchObject({ method: 'POST', path: `${CART}/cart-items`, body: { productId: '01t000000000001', quantity: '3.0', type: 'Product' } });
  });

  it('[PX-57-003][CC-2-011] the mini-cart reads the newest lines with the summary; a cart answering 202 shows no lines', async () => {
    const store = fakeStore(BUYER, () => json(200, { cartItems: [{ cartItem: LINE }], cartSummary: SUMMARY, count: 1 }));
    const read = await miniCartRead(store.api, 5);
    expect(read.lines.map((line) => line.cartItemId)).toEqual(['0a9000000000001']);
    expect(read.summary).toMatchObject({ cartId: '0a6000000000001' });
    expect(store.last.query).toMatchObject({ pageSize: '5' });
    store.answerWith(() => json(202, { asyncOperationStatus: 'Processing' }));
    expect(await miniCartRead(store.api, 5)).toEqual({ lines: [], summary: undefined });
  });
});

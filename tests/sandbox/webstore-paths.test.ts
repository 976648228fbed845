// The addresses the sandbox writes into its answers (a 202's Location, a page's links) name the
// webstore's resources under the one path config.ts writes (PX-53-003); written out here in full so
// the test does not reuse the code under test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { signedIn } from './client.ts';

const WEBSTORE_PATH = '/services/data/v64.0/commerce/webstores/0ZE000000000001';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 30 });
}, 120_000);
afterAll(() => sandbox?.close());

describe('webstore paths in answers', () => {
  it('[PX-53-003] a started checkout\'s Location and the cart items\' page links are under the webstore\'s path', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const summary = await dana.get('/carts/current/compact-summary');
    const cartId = summary.body.cartId as string;
    const page = await dana.get('/carts/current/cart-items?pageSize=1');
    expect(page.status).toBe(200);
    expect(page.body.currentPageUrl).toBe(`${WEBSTORE_PATH}/carts/${cartId}/cart-items?pageNumber=1&pageSize=1`);
    expect(page.body.nextPageUrl).toBe(`${WEBSTORE_PATH}/carts/${cartId}/cart-items?pageNumber=2&pageSize=1`);
    const start = await dana.put('/checkouts', { cartId });
    expect(start.status).toBe(202);
    expect(start.headers.get('location')).toBe(`${WEBSTORE_PATH}/checkouts/${start.body.checkoutId}`);
  });
});

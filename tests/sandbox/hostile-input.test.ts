// Issue 18's reproductions of hostile input, one by one: each answered 500 or a framework body before
// the input guard (sandbox/http/input-guard.ts); now each is a documented 4xx with the error body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, signedIn, WEBSTORE, type Reply } from './client.ts';
import { send } from './fuzz/run.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

const errorBody = (reply: Reply, status: number, errorCode: string) => {
  expect(reply.status).toBe(status);
  expect(reply.body).toEqual([{ errorCode, message: expect.any(String) }]);
};

async function raw(method: string, url: string, headers: Record<string, string> = {}, body?: Buffer) {
  const answer = await send(sandbox.url, { operationId: '', kind: '', method, url, headers, body }, '', undefined);
  if (answer === 'hang' || answer instanceof Error) throw new Error(`no answer: ${String(answer)}`);
  return { status: answer.status, body: JSON.parse(answer.body.toString('utf8')) };
}

describe('hostile input (issue 18)', () => {
  it('[PX-12-003] a NUL character in a path, a query or a body string answers 400 INVALID_INPUT', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    errorBody(await dana.get('/carts/abc%00/compact-summary'), 400, 'INVALID_INPUT');
    errorBody(await dana.get('/search/suggestions?searchTerm=abc%00'), 400, 'INVALID_INPUT');
    errorBody(await dana.post('/wishlists', { name: 'List\u0000one' }), 400, 'INVALID_INPUT');
    expect((await dana.get('/wishlists')).body.summaries.map((w: any) => w.name)).not.toContain('List\u0000one');
  });

  it('[PX-12-003] an unpaired surrogate in an address or an activity answers 400, and nothing is stored', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const address = { addressType: 'Shipping', name: 'Dock \ud800', street: '1 Main St', city: 'Austin', postalCode: '78701', country: 'US' };
    errorBody(await dana.post('/accounts/001000000000001/addresses', address), 400, 'INVALID_INPUT');
    const listed = await dana.get('/accounts/001000000000001/addresses');
    expect(JSON.stringify(listed.body)).not.toContain('Dock');
    const guest = new Client(sandbox.url);
    await guest.get('/application-context');
    errorBody(await guest.post('/activities/0DM000000000001/viewProduct', { cookieId: 'c\udc00', recommenderName: 'x', uuid: 'u' }), 400, 'INVALID_INPUT');
  });

  it('[PX-12-004] a text/plain or untyped JSON body answers 415 on sign-in, reset, addresses, wishlists, card token and quick order', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const plain = { 'content-type': 'text/plain' };
    const calls: Array<[string, unknown]> = [
      ['/auth/login', { username: 'buyer@demo.test', password: 'Demo-Buyer-1' }],
      ['/auth/forgot-password', { username: 'buyer@demo.test' }],
      ['/auth/reset-password', { token: 'x', newPassword: 'Another-Pass-1' }],
      ['/accounts/001000000000001/addresses', { addressType: 'Shipping', name: 'Dock', street: '1 Main St', city: 'Austin', postalCode: '78701', country: 'US' }],
      ['/wishlists', { name: 'Plain' }],
      ['/payments/token', { cardNumber: '4111111111111111' }],
      ['/carts/current/actions/quick-order', { items: [{ sku: 'KR-0001', quantity: '1' }] }],
    ];
    for (const [path, body] of calls) {
      errorBody(await dana.request('POST', path, body, plain), 415, 'UNSUPPORTED_MEDIA_TYPE');
      const untyped = await raw('POST', `${WEBSTORE}${path}`, { cookie: dana.cookieHeader(), 'csrf-token': dana.csrfToken! }, Buffer.from(JSON.stringify(body)));
      expect(untyped.status).toBe(415);
    }
    expect((await dana.get('/session-context')).body.profile.firstName).toBe('Dana');
  });

  it('[PX-12-003] a quantity of "3000000000" answers 422 and a reservation of 1e20 seconds 400, not an integer overflow', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const add = await dana.post('/carts/current/cart-items', { productId: '01t000000000008', quantity: '3000000000', type: 'Product' });
    errorBody(add, 422, 'CART_VALIDATION_ERROR');
    expect(add.body[0].message).toContain('1000000 or less');
    expect((await dana.post('/carts/current/cart-items', { productId: '01t000000000008', quantity: '2', type: 'Product' })).status).toBe(201);
    errorBody(await dana.put('/carts/current/inventory-reservations', { durationInSeconds: 1e20 }), 400, 'INVALID_INPUT');
  });

  it('[PX-12-005] malformed multipart on the PO upload and too many parts answer 400 MALFORMED_MULTIPART', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const headers = { cookie: dana.cookieHeader(), 'csrf-token': dana.csrfToken! };
    const url = `${WEBSTORE}/checkouts/2z9000000000001/purchase-order`;
    const truncated = await raw('POST', url, { ...headers, 'content-type': 'multipart/form-data; boundary=b' }, Buffer.from('--b\r\nContent-Disposition: form-data; name="poNumber"\r\n\r\nPO-1'));
    expect(truncated).toEqual({ status: 400, body: [{ errorCode: 'MALFORMED_MULTIPART', message: expect.any(String) }] });
    const noBoundary = await raw('POST', url, { ...headers, 'content-type': 'multipart/form-data' }, Buffer.from('--b\r\n'));
    expect(noBoundary.body[0].errorCode).toBe('MALFORMED_MULTIPART');
    const parts = Array.from({ length: 40 }, (_, i) => `--b\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('');
    const many = await raw('POST', url, { ...headers, 'content-type': 'multipart/form-data; boundary=b' }, Buffer.from(`${parts}--b--\r\n`));
    expect(many).toEqual({ status: 400, body: [{ errorCode: 'MALFORMED_MULTIPART', message: 'The multipart body cannot be read: it has too many parts.' }] });
  });

  it('[PX-12-005][PX-12-002] malformed URLs and URLs over 16 KB answer 400 with the error body', async () => {
    expect(await raw('GET', `${WEBSTORE}/products/01t%zz`)).toEqual({ status: 400, body: [{ errorCode: 'INVALID_URL', message: 'The request URL is not valid percent-encoded UTF-8.' }] });
    expect((await raw('GET', `${WEBSTORE}/search/products?searchTerm=%ED%A0%80`)).body[0].errorCode).toBe('INVALID_URL');
    expect(await raw('GET', '/services/data/v64.0/commerce/webstores//recurring-orders')).toEqual({ status: 400, body: [{ errorCode: 'INVALID_URL', message: 'The request URL has an empty path segment.' }] });
    for (const length of [17_000, 200_000]) {
      expect(await raw('GET', `${WEBSTORE}/search/products?searchTerm=${'a'.repeat(length)}`)).toEqual({
        status: 400,
        body: [{ errorCode: 'URL_TOO_LONG', message: 'The request URL and headers may be at most 16 KB.' }],
      });
    }
  });

  it('[PX-12-004][PX-12-002] a JSON body over 1 MB answers 413 REQUEST_TOO_LARGE', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    errorBody(await dana.post('/wishlists', { name: 'Big', padding: 'x'.repeat(1_100_000) }), 413, 'REQUEST_TOO_LARGE');
  });

  it('[PX-12-001] concurrent updates and deletes of one address answer 200, 204 or 404, never 500 (found by the fuzz suite on PostgreSQL)', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const path = '/accounts/001000000000001/addresses';
    for (let round = 0; round < 5; round += 1) {
      const created = await dana.post(path, { addressType: 'Shipping', name: `Race ${round}`, street: '1 Main St', city: 'Austin', postalCode: '78701', country: 'US' });
      expect(created.status).toBe(201);
      const id = created.body.addressId;
      const replies = await Promise.all([
        dana.patch(`${path}/${id}`, { isDefault: true }),
        dana.delete(`${path}/${id}`),
        dana.patch(`${path}/${id}`, { street: '2 Main St', isDefault: true }),
        dana.patch(`${path}/8lW000000000001`, { isDefault: true }),
      ]);
      for (const reply of replies) expect([200, 204, 404]).toContain(reply.status);
      expect((await dana.get(`${path}?pageSize=100`)).body.items.filter((a: any) => a.addressId === id)).toEqual([]);
    }
  });
});

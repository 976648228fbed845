// Sessions, CSRF, permissions, guest settings and the document-driven routing of the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, signedIn, WEBSTORE } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

describe('sandbox sessions and CSRF', () => {
  it('[PX-03-010][PX-02-001] a first read issues a guest session; sign-in sets an HttpOnly sid and a readable csrf-token', async () => {
    const first = await fetch(`${sandbox.url}${WEBSTORE}/session-context`);
    expect((await first.json()).guestUser).toBe(true);
    const guestCookies = first.headers.getSetCookie();
    expect(guestCookies.find((c) => c.startsWith('sid='))).toMatch(/HttpOnly/);
    expect(guestCookies.find((c) => c.startsWith('csrf-token='))).not.toMatch(/HttpOnly/);
    const client = new Client(sandbox.url);
    await client.get('/application-context');
    const guestSid = client.cookieHeader();
    const signIn = await client.post('/auth/login', { username: 'buyer@demo.test', password: 'Demo-Buyer-1' });
    expect(signIn.body).toEqual({ userId: '005000000000001', accountId: '001000000000001', guestUser: false });
    expect(client.cookieHeader()).not.toBe(guestSid);
    expect((await client.get('/session-context')).body.profile.firstName).toBe('Dana');
  });

  it('[PX-03-006][PX-02-001] a write without the csrf-token header, or with another value, answers 403 with the error body', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const line = { productId: '01t000000000001', quantity: '1', type: 'Product' };
    const missing = await dana.request('POST', '/carts/current/cart-items', line, { 'csrf-token': '' });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual([{ errorCode: 'INVALID_CSRF_TOKEN', message: 'The CSRF token is missing or does not match.' }]);
    expect((await dana.request('DELETE', '/carts/current', undefined, { 'csrf-token': 'forged' })).status).toBe(403);
    expect((await dana.post('/carts/current/cart-items', line)).status).toBe(201);
  });

  it('[PX-03-010][SH-4-010][SH-7-019] sign-out and /webruntime/logout end the session', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    expect((await dana.post('/auth/logout')).status).toBe(204);
    expect((await dana.get('/session-context')).body.guestUser).toBe(true);
    const riley = await signedIn(sandbox.url, 'multi');
    const logout = await riley.get('/webruntime/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect((await riley.get('/session-context')).body.guestUser).toBe(true);
  });

  it('[PX-03-011] passwords are stored as Argon2id hashes; wrong password and unknown user answer the same 401', async () => {
    const client = new Client(sandbox.url);
    await client.get('/application-context');
    const wrong = await client.post('/auth/login', { username: 'buyer@demo.test', password: 'not-it-1' });
    const unknown = await client.post('/auth/login', { username: 'nobody@demo.test', password: 'not-it-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    const rows = await sandbox.core.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE username = 'buyer@demo.test'");
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('[PX-03-012] a path the document does not have answers 404 and an invalid request 400, both with the error body', async () => {
    const client = new Client(sandbox.url);
    const missing = await client.get('/no-such-resource');
    expect(missing.status).toBe(404);
    expect(missing.body[0]).toMatchObject({ errorCode: 'NOT_FOUND' });
    const invalid = await client.get('/search/products?searchTerm=eeg&pageSize=500');
    expect(invalid.status).toBe(400);
    expect(invalid.body[0].errorCode).toBe('INVALID_INPUT');
    expect((await client.get('/pricing/products')).body).toEqual([{ errorCode: 'INVALID_INPUT', message: 'A list of product IDs is required.' }]);
  });
});

describe('sandbox permissions', () => {
  it('[PX-03-004] another buyer cannot read or change what belongs to accounts they do not act for', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    expect((await riley.get('/order-summaries/1Os000000000001')).status).toBe(404);
    expect((await riley.get('/invoices/3tt000000000001/document')).status).toBe(404);
    expect((await riley.get('/recurring-orders/a0R000000000001')).status).toBe(404);
    expect((await riley.get('/wishlists/0YC000000000001')).status).toBe(404);
    expect((await riley.get('/carts/0a6000000000001/compact-summary')).status).toBe(404);
    expect((await riley.get('/accounts/001000000000001/addresses')).status).toBe(403);
    const foreign = await riley.get('/order-summaries?effectiveAccountId=001000000000001');
    expect(foreign.status).toBe(403);
    expect(foreign.body[0].errorCode).toBe('INSUFFICIENT_ACCESS');
    expect((await riley.post('/carts/0a6000000000001/cart-items', { productId: '01t000000000001', quantity: '1', type: 'Product' })).status).toBe(404);
  });

  it('[PX-03-004][SH-3-060] a buyer acts for a managed account through effectiveAccountId', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    const orders = await riley.get('/order-summaries?effectiveAccountId=001000000000003');
    expect(orders.status).toBe(200);
    expect(orders.body.orderSummaries.every((o: any) => o.accountId === '001000000000003')).toBe(true);
    const context = await riley.get('/session-context?effectiveAccountId=001000000000003');
    expect(context.body.effectiveAccountId).toBe('001000000000003');
    expect((await riley.get('/wishlists')).body.summaries.map((w: any) => w.id)).toEqual(['0YC000000000002']);
  });

  it('[PX-03-007][CC-6-008] a guest has no address book and no order history', async () => {
    const guest = new Client(sandbox.url);
    const addresses = await guest.get('/accounts/current/addresses');
    expect(addresses.status).toBe(403);
    expect(addresses.body[0].message).toBe('CPA disabled');
    expect((await guest.get('/order-summaries')).status).toBe(401);
  });
});

describe('guest settings', () => {
  it('[PX-03-007][SH-6-010][CC-6-005] with guest browsing, cart and checkout on, a guest browses, keeps a cart and starts a checkout', async () => {
    const guest = new Client(sandbox.url);
    expect((await guest.get('/products/01t000000000001')).status).toBe(200);
    expect((await guest.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '1', type: 'Product' })).status).toBe(201);
    const cartId = (await guest.get('/carts/current/compact-summary')).body.cartId;
    expect((await guest.put('/checkouts', { cartId })).status).toBe(202);
  });

  it('[PX-03-007][SH-6-010] with guest browsing, cart and checkout off, a guest gets 403 and a buyer is unaffected', async () => {
    const closed = await createSandbox({ settings: { guestBrowsingEnabled: false, guestCartEnabled: false, guestCheckoutEnabled: false } });
    try {
      const guest = new Client(closed.url);
      const context = await guest.get('/application-context');
      expect(context.body).toMatchObject({ guestBrowsingEnabled: false, guestCartEnabled: false, guestCheckoutEnabled: false });
      expect((await guest.get('/products/01t000000000001')).status).toBe(403);
      expect((await guest.get('/search/products?searchTerm=eeg')).body[0].errorCode).toBe('GUEST_BROWSING_DISABLED');
      expect((await guest.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '1', type: 'Product' })).status).toBe(403);
      expect((await guest.put('/checkouts', { cartId: '0a6000000000001' })).status).toBe(403);
      const dana = await signedIn(closed.url, 'buyer');
      expect((await dana.get('/products/01t000000000001')).status).toBe(200);
      expect((await dana.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '1', type: 'Product' })).status).toBe(201);
    } finally {
      await closed.close();
    }
  });
});

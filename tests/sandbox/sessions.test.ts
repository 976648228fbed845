// Sessions that end and guest sessions stored only once they hold something: idle and absolute
// limits on a clock the test moves (PX-19-001); reads by cookieless visitors write no session rows,
// and the CSRF token is the session id's HMAC, so a forged cookie and header pair is refused (PX-19-002).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { DEFAULT_SESSION_LIMITS } from '../../sandbox/http/limits.ts';
import { Client, signedIn, WEBSTORE } from './client.ts';

const HOUR = 3600_000;
let now = Date.parse('2026-03-02T08:00:00Z');
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ sessionClock: () => now });
}, 120_000);
afterAll(() => sandbox?.close());

const sessionRows = async () => Number((await sandbox.core.db.one<{ n: number }>('SELECT count(*) AS n FROM sessions'))!.n);
const cartRows = async () => Number((await sandbox.core.db.one<{ n: number }>('SELECT count(*) AS n FROM carts'))!.n);
const line = { productId: '01t000000000001', quantity: '1', type: 'Product' };

describe('guest sessions are stored when they hold something', () => {
  it('[PX-19-002] 25 cookieless reads of the pages a visitor opens write no session row', async () => {
    const before = await sessionRows();
    const reads = ['/application-context', '/session-context', '/product-categories/children', '/products/01t000000000001', '/search/products?searchTerm=glove'];
    for (let i = 0; i < 5; i++) {
      for (const path of reads) {
        const answer = await fetch(`${sandbox.url}${WEBSTORE}${path}`);
        expect(answer.status, path).toBe(200);
        // Each still gets a session cookie and its CSRF token, to write with later.
        expect(answer.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(true);
      }
    }
    expect(await sessionRows()).toBe(before);
  });

  it('[PX-19-002] a guest who read once adds to the cart: the session is stored then, and keeps the cart', async () => {
    const guest = new Client(sandbox.url);
    await guest.get('/application-context');
    await guest.get('/session-context');
    const before = await sessionRows();
    expect((await guest.post('/carts/current/cart-items', line)).status).toBe(201);
    expect(await sessionRows()).toBe(before + 1);
    const summary = await guest.get('/carts/current/compact-summary');
    expect(summary.status).toBe(200);
    expect(Number(summary.body.totalProductCount)).toBe(1);
    expect((await guest.post('/carts/current/cart-items', line)).status).toBe(201);
    expect(await sessionRows()).toBe(before + 1);
  });

  it('[PX-19-002] cookieless reads of the current cart store no cart and no session; the guest\'s first add still makes both', async () => {
    const before = { sessions: await sessionRows(), carts: await cartRows() };
    const reads = ['/carts/current/compact-summary', '/carts/current/cart-items', '/carts/active/cart-items?includeCoupons=true', '/carts/current/products', '/carts/current/delivery-groups'];
    for (let i = 0; i < 4; i++) {
      for (const path of reads) {
        const answer = await fetch(`${sandbox.url}${WEBSTORE}${path}`);
        expect(answer.status, path).toBe(200);
      }
    }
    // What a visitor with no cart reads: an empty cart in the success shape (docs/REAL-API.md).
    const guest = new Client(sandbox.url);
    const summary = await guest.get('/carts/current/compact-summary');
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ status: 'Active', totalProductCount: '0.0', uniqueProductCount: 0, grandTotalAmount: '0.00' });
    const items = await guest.get('/carts/current/cart-items');
    expect(items.status).toBe(200);
    expect(items.body.cartItems).toEqual([]);
    expect(items.body.cartSummary.totalProductCount).toBe('0.0');
    expect(await sessionRows()).toBe(before.sessions);
    expect(await cartRows()).toBe(before.carts);

    expect((await guest.post('/carts/current/cart-items', line)).status).toBe(201);
    expect(await sessionRows()).toBe(before.sessions + 1);
    expect(await cartRows()).toBe(before.carts + 1);
    const after = await guest.get('/carts/current/compact-summary');
    expect(Number(after.body.totalProductCount)).toBe(1);
    expect(after.body.cartId).not.toBe(summary.body.cartId);
  });

  it('[PX-19-002][PX-03-006] writes with no session, a forged cookie and header pair, or another session\'s token are refused', async () => {
    const forbidden = [{ errorCode: 'INVALID_CSRF_TOKEN', message: 'The CSRF token is missing or does not match.' }];
    const cookieless = await new Client(sandbox.url).post('/carts/current/cart-items', line);
    expect(cookieless.status).toBe(403);
    expect(cookieless.body).toEqual(forbidden);
    // Plain double submit would take any value an attacker sets in both the cookie and the header.
    const forged = await fetch(`${sandbox.url}${WEBSTORE}/carts/current/cart-items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'sid=chosen-by-attacker; csrf-token=same', 'csrf-token': 'same' },
      body: JSON.stringify(line),
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual(forbidden);
    const victim = new Client(sandbox.url);
    await victim.get('/application-context');
    const attacker = new Client(sandbox.url);
    await attacker.get('/application-context');
    const crossed = await victim.request('POST', '/carts/current/cart-items', line, { 'csrf-token': attacker.csrfToken! });
    expect(crossed.status).toBe(403);
    const before = await sessionRows();
    expect((await victim.post('/carts/current/cart-items', line)).status).toBe(201);
    expect(await sessionRows()).toBe(before + 1);
  });
});

describe('sessions expire', () => {
  const signedInAfter = async (client: Client) => (await client.get('/session-context')).body.guestUser === false;

  it('[PX-19-001] a session unused for the idle limit ends; one used within it lives on', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    expect((await dana.get('/accounts/current/addresses')).status).toBe(200);
    now += DEFAULT_SESSION_LIMITS.idleSeconds * 1000 - 60_000;
    expect(await signedInAfter(dana)).toBe(true);
    // The read above was a use: the idle time starts again.
    now += DEFAULT_SESSION_LIMITS.idleSeconds * 1000 - 60_000;
    expect(await signedInAfter(dana)).toBe(true);
    now += DEFAULT_SESSION_LIMITS.idleSeconds * 1000;
    const after = await dana.get('/session-context');
    expect(after.body.guestUser).toBe(true);
    // The ended session's id is not taken back: the answer issues another.
    expect(after.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(true);
    expect((await dana.get('/accounts/current/addresses')).status).toBe(403);
  });

  it('[PX-19-001] a session ends at the absolute limit however busy it is', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const step = Math.min(HOUR, DEFAULT_SESSION_LIMITS.idleSeconds * 500);
    const uses = Math.floor((DEFAULT_SESSION_LIMITS.absoluteSeconds * 1000) / step) - 1;
    for (let i = 0; i < uses; i++) {
      now += step;
      expect(await signedInAfter(dana)).toBe(true);
    }
    now += 2 * step;
    expect(await signedInAfter(dana)).toBe(false);
  });

  it('[PX-19-001] an idle guest session ends with what it held: its cart is not shown again', async () => {
    const guest = new Client(sandbox.url);
    await guest.get('/application-context');
    expect((await guest.post('/carts/current/cart-items', line)).status).toBe(201);
    now += DEFAULT_SESSION_LIMITS.idleSeconds * 1000;
    const summary = await guest.get('/carts/current/compact-summary');
    expect(Number(summary.body.totalProductCount ?? 0)).toBe(0);
  });
});

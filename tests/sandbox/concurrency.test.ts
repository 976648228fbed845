// Concurrent writes lose nothing and duplicate nothing, on PGlite (`npm run test:sandbox`) and on a
// real PostgreSQL server (`npm run test:sandbox:pg`), where requests really run side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, signedIn, untilReady } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

const ADDS = 50;
const line = (productId = '01t000000000001') => ({ productId, quantity: '1', type: 'Product' });
const all = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const ENGINE = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
/** The figures the issue asks for, printed before they are checked (a failure still shows them). */
const figures = (scenario: string, values: Record<string, unknown>) => console.log(`concurrency figures: ${JSON.stringify({ engine: ENGINE, scenario, ...values })}`);

async function openCarts(where: string, params: unknown[]) {
  return sandbox.core.db.query<{ id: string }>(`SELECT id FROM carts WHERE ${where} AND status IN ('Active', 'Checkout') AND NOT is_secondary`, params);
}

describe('concurrent writes', () => {
  it('[PX-10-001] 50 concurrent adds by a buyer with no cart yet make one cart holding all 50 units', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    const replies = await all(ADDS, () => riley.post('/carts/current/cart-items', line()));
    const carts = await openCarts('owner_id = $1 AND account_id = $2', ['005000000000002', '001000000000002']);
    const summary = await riley.get('/carts/current/compact-summary');
    figures('buyer adds', { adds: ADDS, acknowledged: replies.filter((r) => r.status === 201).length, openCarts: carts.length, unitsInCart: summary.body.totalProductCount });
    expect(replies.map((r) => r.status)).toEqual(Array(ADDS).fill(201));
    expect(carts).toHaveLength(1);
    expect(summary.body.totalProductCount).toBe(`${ADDS}.0`);
  });

  it('[PX-10-001] 50 concurrent adds of different products by a guest with no cart yet make one cart with all 50 units', async () => {
    const guest = new Client(sandbox.url);
    await guest.get('/application-context');
    const products = ['01t000000000001', '01t000000000007'];
    const replies = await all(ADDS, (i) => guest.post('/carts/current/cart-items', line(products[i % 2])));
    const summary = await guest.get('/carts/current/compact-summary');
    figures('guest adds', { adds: ADDS, acknowledged: replies.filter((r) => r.status === 201).length, unitsInCart: summary.body.totalProductCount, products: summary.body.uniqueProductCount });
    expect(replies.map((r) => r.status)).toEqual(Array(ADDS).fill(201));
    expect(summary.body).toMatchObject({ totalProductCount: `${ADDS}.0`, uniqueProductCount: 2 });
    expect(await openCarts('guest_session_id IS NOT NULL AND id = $1', [summary.body.cartId])).toHaveLength(1);
  });

  it('[PX-10-001] concurrent delivery groups made by a buyer with no cart yet all land in one cart', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    const replies = await all(10, (i) => riley.post('/carts/current/delivery-groups?effectiveAccountId=001000000000003', { name: `Site ${i}` }));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(await openCarts('owner_id = $1 AND account_id = $2', ['005000000000002', '001000000000003'])).toHaveLength(1);
    const groups = await riley.get('/carts/current/delivery-groups?effectiveAccountId=001000000000003&limit=50');
    expect(groups.body.count).toBe(11);
  });

  it('[PX-10-001] concurrent adds of one product to a wishlist keep one line and answer 201 each', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const replies = await all(10, () => dana.post('/wishlists/0YC000000000001/wishlist-items', { productId: '01t000000000002' }));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(201));
    const lines = await sandbox.core.db.query(`SELECT id FROM wishlist_items WHERE wishlist_id = '0YC000000000001' AND product_id = '01t000000000002'`);
    expect(lines).toHaveLength(1);
  });

  it('[PX-10-002] carts reserving the last units at once never reserve more than is on hand', async () => {
    const productId = '01t000000000003';
    await sandbox.core.db.query('UPDATE inventory SET on_hand = 6 WHERE product_id = $1', [productId]);
    const guests = await all(10, async () => {
      const guest = new Client(sandbox.url);
      await guest.get('/application-context');
      expect((await guest.post('/carts/current/cart-items', { productId, quantity: '2', type: 'Product' })).status).toBe(201);
      return guest;
    });
    const replies = await Promise.all(guests.map((g) => g.put('/carts/current/inventory-reservations', { durationInSeconds: 600 })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 422).every((r) => r.body[0].errorCode === 'INSUFFICIENT_INVENTORY')).toBe(true);
    const reserved = await sandbox.core.db.one<{ n: number }>(
      `SELECT COALESCE(sum((l->>'quantity')::int), 0)::int AS n FROM inventory_reservations r, jsonb_array_elements(r.lines) l WHERE l->>'productId' = $1 AND r.expires_at > now()`, [productId]);
    expect(reserved!.n).toBe(6);
  });

  it('[PX-10-001] five racing checkout starts for one cart make one checkout', async () => {
    const guest = new Client(sandbox.url);
    await guest.get('/application-context');
    await guest.post('/carts/current/cart-items', line());
    const cartId = (await guest.get('/carts/current/compact-summary')).body.cartId;
    const replies = await all(5, () => guest.put('/checkouts', { cartId }));
    expect(replies.map((r) => r.status).sort()).toEqual([202, 409, 409, 409, 409]);
    expect(await sandbox.core.db.query('SELECT id FROM checkouts WHERE cart_id = $1', [cartId])).toHaveLength(1);
    const checkoutId = replies.find((r) => r.status === 202)!.body.checkoutId;
    expect((await untilReady(() => guest.get(`/checkouts/${checkoutId}`))).status).toBe(200);
  });

  it('[PX-10-001] ten concurrent one-day delays of a standing order move it ten days', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    const before = (await riley.get('/recurring-orders/a0R000000000002')).body.nextOrderDate as string;
    const replies = await all(10, () => riley.post('/recurring-orders/a0R000000000002/actions/delay', { days: 1 }));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const after = (await riley.get('/recurring-orders/a0R000000000002')).body.nextOrderDate as string;
    expect((Date.parse(after) - Date.parse(before)) / 86_400_000).toBe(10);
  });

  it('[PX-10-001] five racing approvals of one purchase order approve it once, with one invoice', async () => {
    const morgan = await signedIn(sandbox.url, 'approver');
    const replies = await all(5, () => morgan.post('/purchase-order-approvals/a0P000000000001/actions/approve', { comment: 'OK' }));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const approval = await sandbox.core.db.one<{ order_id: string }>(`SELECT order_id FROM po_approvals WHERE id = 'a0P000000000001'`);
    expect(await sandbox.core.db.query('SELECT id FROM invoices WHERE order_id = $1', [approval!.order_id])).toHaveLength(1);
  });
});

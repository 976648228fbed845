// Standing orders with several products (issue 15): one standing order holds the cart's eligible
// lines, the scheduler places one order with all of them, the totals add every product, edits change
// each product's quantity, a repeated set-up creates nothing twice, and old one-product rows migrate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { openDb } from '../../sandbox/db/index.ts';
import { listMigrations } from '../../sandbox/db/migrate.ts';
import { signedIn, type Client } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0, testClock: true, schedulerIntervalMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const cents = (money: string) => Math.round(Number(money) * 100);

async function moveClock(days: number) {
  const response = await fetch(`${sandbox.url}/sandbox/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ days }) });
  return (await response.json()) as { today: string; placedOrderNumbers: string[] };
}

const ELECTRODES = { productId: '01t000000000001', quantity: '10', unitOfMeasure: 'Pack' };
const OTHER = { productId: '01t000000000007', quantity: '3', unitOfMeasure: 'Each' };

/** Weekly for four weeks from `first`: four occurrences, all within the year. */
function terms(first: string, poNumber: string) {
  return {
    frequency: { interval: 1, unit: 'Weeks' }, startDate: first, firstShipmentDate: first, endDate: addDays(first, 21),
    shipToAddressId: '8lW000000000004', paymentMethod: { type: 'PurchaseOrder', poNumber },
  };
}

const stockOf = async (productId: string) => (await sandbox.core.db.one<{ on_hand: number }>('SELECT on_hand FROM inventory WHERE product_id = $1', [productId]))!.on_hand;

describe('standing orders with several products', () => {
  let riley: Client;
  beforeAll(async () => {
    riley = await signedIn(sandbox.url, 'multi');
  });

  it('[PX-32-002][PX-32-004] one standing order holds both products: details list each, counts and the annual total add them', async () => {
    const first = addDays(sandbox.core.clock.today(), 3);
    const created = await riley.post('/recurring-orders', { items: [ELECTRODES, OTHER], ...terms(first, 'PO-PCH-TWO') });
    expect(created.status).toBe(201);
    const order = created.body;
    expect(order.numberOfScheduledProducts).toBe(2);
    expect(order.items.map((item: any) => [item.productId, item.quantity, item.unitOfMeasure])).toEqual([['01t000000000001', '10.0', 'Pack'], ['01t000000000007', '3.0', 'Each']]);
    expect(order.unitOfMeasure).toBe('Pack / Each');
    expect(order.numberOfShipments).toBe(4);
    expect(order.scheduledShipments.map((s: any) => s.quantity)).toEqual(['13.0', '13.0', '13.0', '13.0']);
    expect(order.totalQuantity).toBe('52.0');
    expect(order.quantityToBeShipped).toBe('52.0');
    const perOrder = order.items.reduce((n: number, item: any) => n + cents(item.unitPrice) * Number(item.quantity), 0);
    // The demo store's prices are gross: the annual total is the product amount of the four orders.
    expect(cents(order.annualTotal)).toBe(4 * perOrder);
    const listed = (await riley.get('/recurring-orders')).body.items.find((s: any) => s.recurringOrderId === order.recurringOrderId);
    expect(listed).toMatchObject({ productId: '01t000000000001', numberOfScheduledProducts: 2 });
    expect(cents(listed.amountPerOrder)).toBe(perOrder);
  });

  it('[PX-32-002] refuses a product twice, an ineligible product among the items, and both forms at once', async () => {
    const first = addDays(sandbox.core.clock.today(), 3);
    const twice = await riley.post('/recurring-orders', { items: [ELECTRODES, { ...ELECTRODES, quantity: '2' }], ...terms(first, 'PO-X') });
    expect(twice.status).toBe(400);
    const parent = await riley.post('/recurring-orders', { items: [ELECTRODES, { productId: '01t000000000002', quantity: '1', unitOfMeasure: 'Each' }], ...terms(first, 'PO-X') });
    expect(parent.status).toBe(400);
    expect(parent.body[0].errorCode).toBe('PRODUCT_NOT_ELIGIBLE');
    const both = await riley.post('/recurring-orders', { ...ELECTRODES, items: [OTHER], ...terms(first, 'PO-X') });
    expect(both.status).toBe(400);
    const badQuantity = await riley.post('/recurring-orders', { items: [ELECTRODES, { ...OTHER, quantity: '1000' }], ...terms(first, 'PO-X') });
    expect(badQuantity.status).toBe(400);
    expect(badQuantity.body[0].errorCode).toBe('INVALID_QUANTITY');
  });

  it('[PX-32-003][PX-32-004] on its date the scheduler places one order holding both products; without stock for one, nothing is taken and the occurrence is skipped', async () => {
    const first = addDays(sandbox.core.clock.today(), 2);
    const created = (await riley.post('/recurring-orders', { items: [ELECTRODES, OTHER], ...terms(first, 'PO-PCH-BOTH') })).body;
    const [electrodes, other] = [await stockOf('01t000000000001'), await stockOf('01t000000000007')];
    const due = await moveClock(2);
    expect(due.today).toBe(first);
    const history = (await riley.get('/order-summaries?pageSize=200')).body.orderSummaries;
    const placed = history.filter((o: any) => due.placedOrderNumbers.includes(o.orderNumber) && o.poNumber === 'PO-PCH-BOTH');
    expect(placed).toHaveLength(1);
    const items = (await riley.get(`/order-summaries/${placed[0].orderSummaryId}/items`)).body.items;
    expect(items.map((item: any) => [item.productId, Number(item.quantity)]).sort()).toEqual([['01t000000000001', 10], ['01t000000000007', 3]]);
    expect([await stockOf('01t000000000001'), await stockOf('01t000000000007')]).toEqual([electrodes - 10, other - 3]);
    const after = (await riley.get(`/recurring-orders/${created.recurringOrderId}`)).body;
    expect(after.quantityShipped).toBe('13.0');
    expect(after.quantityToBeShipped).toBe('39.0');

    // The second product runs out: the next occurrence takes nothing of either and is skipped.
    await sandbox.core.db.query('UPDATE inventory SET on_hand = 2 WHERE product_id = $1', ['01t000000000007']);
    const next = await moveClock(7);
    const later = (await riley.get('/order-summaries?pageSize=200')).body.orderSummaries;
    expect(later.filter((o: any) => next.placedOrderNumbers.includes(o.orderNumber) && o.poNumber === 'PO-PCH-BOTH')).toEqual([]);
    expect([await stockOf('01t000000000001'), await stockOf('01t000000000007')]).toEqual([electrodes - 10, 2]);
    const skipped = (await riley.get(`/recurring-orders/${created.recurringOrderId}`)).body;
    expect(skipped.scheduledShipments[1]).toMatchObject({ status: 'Skipped', quantity: '13.0' });
    expect(skipped.quantityCancelled).toBe('13.0');
    expect(skipped.numberOfShipments).toBe(3);
    await sandbox.core.db.query('UPDATE inventory SET on_hand = $2 WHERE product_id = $1', ['01t000000000007', other]);
  });

  it('[PX-32-006] an edit changes each product\'s quantity for the open occurrences; a bare quantity or a foreign product is refused', async () => {
    const first = addDays(sandbox.core.clock.today(), 4);
    const id = (await riley.post('/recurring-orders', { items: [ELECTRODES, OTHER], ...terms(first, 'PO-PCH-EDIT') })).body.recurringOrderId;
    const edited = await riley.patch(`/recurring-orders/${id}`, { items: [{ productId: '01t000000000007', quantity: '5' }] });
    expect(edited.status).toBe(200);
    expect(edited.body.items.map((item: any) => item.quantity)).toEqual(['10.0', '5.0']);
    expect(edited.body.scheduledShipments.every((s: any) => s.quantity === '15.0')).toBe(true);
    expect(edited.body.totalQuantity).toBe('60.0');
    expect((await riley.patch(`/recurring-orders/${id}`, { quantity: '4' })).status).toBe(400);
    expect((await riley.patch(`/recurring-orders/${id}`, { items: [{ productId: '01t000000000005', quantity: '4' }] })).status).toBe(400);
    expect((await riley.patch(`/recurring-orders/${id}`, { items: [{ productId: '01t000000000001', quantity: '501' }] })).status).toBe(400);
    expect((await riley.get(`/recurring-orders/${id}`)).body.items.map((item: any) => item.quantity)).toEqual(['10.0', '5.0']);
  });

  it('[PX-32-005] the same Idempotency-Key answers the standing order it created, also when sent twice at once; another key creates another', async () => {
    const first = addDays(sandbox.core.clock.today(), 5);
    const body = { items: [ELECTRODES, OTHER], ...terms(first, 'PO-PCH-ONCE') };
    const count = async () => (await riley.get('/recurring-orders?pageSize=100')).body.items.length;
    const before = await count();
    const once = { 'Idempotency-Key': 'setup-0001-aaaa' };
    const [a, b] = await Promise.all([riley.request('POST', '/recurring-orders', body, once), riley.request('POST', '/recurring-orders', body, once)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.recurringOrderId).toBe(a.body.recurringOrderId);
    const again = await riley.request('POST', '/recurring-orders', body, once);
    expect(again.body.recurringOrderId).toBe(a.body.recurringOrderId);
    expect(await count()).toBe(before + 1);
    const other = await riley.request('POST', '/recurring-orders', body, { 'Idempotency-Key': 'setup-0002-bbbb' });
    expect(other.body.recurringOrderId).not.toBe(a.body.recurringOrderId);
    expect(await count()).toBe(before + 2);
  });
});

describe('migration 032', () => {
  it('[PX-32-007] rewrites a standing order stored with one product into items, each occurrence keeping its quantity', async () => {
    // On the database the suite runs on: PGlite, or a schema of its own on PostgreSQL (DATABASE_URL).
    const db = await openDb(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, schema: `migration_032_${process.pid}` } : {});
    try {
      const migrations = listMigrations();
      for (const migration of migrations.filter((m) => m.version < 32)) await db.exec(migration.sql);
      await db.query(`INSERT INTO accounts (id, account_number, name, doc) VALUES ('001000000000001', 'A-1', 'Lakeshore', '{}')`);
      const old = {
        id: 'a0R000000000001', productId: '01t000000000001', quantity: 10, unitOfMeasure: 'Pack', frequency: { interval: 4, unit: 'Weeks' },
        schedule: [
          { date: '2026-08-24', quantity: 10, status: 'Shipped', orderSummaryId: '1Os000000000009' },
          { date: '2026-09-21', quantity: 12, status: 'Scheduled', orderSummaryId: null },
        ],
      };
      await db.query(`INSERT INTO standing_orders (id, account_id, status, doc) VALUES ('a0R000000000001', '001000000000001', 'Active', $1)`, [JSON.stringify(old)]);
      await db.exec(migrations.find((m) => m.version === 32)!.sql);
      const { doc } = (await db.one<{ doc: any }>('SELECT doc FROM standing_orders'))!;
      expect(doc.items).toEqual([{ productId: '01t000000000001', quantity: 10, unitOfMeasure: 'Pack' }]);
      expect(doc).not.toHaveProperty('productId');
      expect(doc.schedule).toEqual([
        { date: '2026-08-24', items: [{ productId: '01t000000000001', quantity: 10 }], status: 'Shipped', orderSummaryId: '1Os000000000009' },
        { date: '2026-09-21', items: [{ productId: '01t000000000001', quantity: 12 }], status: 'Scheduled', orderSummaryId: null },
      ]);
      expect(doc.frequency).toEqual({ interval: 4, unit: 'Weeks' });
    } finally {
      await db.close();
    }
    // Every migration before it runs first: slow on PGlite under a loaded machine.
  }, 120_000);
});

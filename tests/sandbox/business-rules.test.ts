// Business rules that must hold whatever a client sends: four eyes on purchase orders, bounded
// reservations, bounded anonymous writes, uploads that never outlive their record, literal search terms.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, signedIn } from './client.ts';

const SITE = '0DM000000000001';
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({
    checkoutProcessingMs: 0,
    testClock: true,
    limits: { operations: { submitRegistration: { max: 2, windowSeconds: 3600 }, trackActivity: { max: 20, windowSeconds: 60 } } },
  });
}, 120_000);
afterAll(() => sandbox?.close());

const guest = async () => {
  const client = new Client(sandbox.url);
  await client.get('/application-context');
  return client;
};
const pdf = () => new Blob([Buffer.from('%PDF-1.4\nsandbox purchase order\n')], { type: 'application/pdf' });

describe('purchase-order approval', () => {
  it('[PX-10-004] an approver cannot approve a purchase order they placed themselves', async () => {
    // An approver's own checkout is not held (PX-16-001), so the purchase order waiting for Morgan is
    // made theirs here, as one placed before they became an approver would be.
    await sandbox.core.db.query(`UPDATE po_approvals SET doc = jsonb_set(doc, '{requestedByUserId}', to_jsonb('005000000000003'::text)) WHERE id = 'a0P000000000001'`);
    const morgan = await signedIn(sandbox.url, 'approver');
    const approval = (await morgan.get('/purchase-order-approvals/a0P000000000001')).body;
    expect(approval.requestedBy.userId).toBe('005000000000003');
    const own = await morgan.post('/purchase-order-approvals/a0P000000000001/actions/approve', { comment: 'Mine' });
    expect(own.status).toBe(403);
    expect(own.body).toEqual([{ errorCode: 'SELF_APPROVAL_NOT_ALLOWED', message: 'You cannot approve a purchase order you placed. Another approver of the account must approve it.' }]);
    expect((await morgan.get(`/order-summaries/${approval.orderSummaryId}`)).body.status).toBe('PendingApproval');
  });
});

describe('inventory reservations', () => {
  it('[PX-10-005][CC-9-004] a reservation lasts at most the store\'s limit (14400 s by default)', async () => {
    const shopper = await guest();
    await shopper.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '1', type: 'Product' });
    const tooLong = await shopper.put('/carts/current/inventory-reservations', { durationInSeconds: 14401 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body[0]).toEqual({ errorCode: 'INVALID_DURATION', message: "durationInSeconds must be at most 14400 (the store's reservation limit)." });
    const longest = await shopper.put('/carts/current/inventory-reservations', { durationInSeconds: 14400 });
    expect(longest.status).toBe(200);
    expect(Date.parse(longest.body.expiresAt) - Date.now()).toBeLessThanOrEqual(14400 * 1000);
  });

  it('[PX-10-006] a guest cannot reserve more of a product than one order may hold, however the cart is split', async () => {
    const shopper = await guest();
    const line = await shopper.post('/carts/current/cart-items', { productId: '01t000000000003', quantity: '20', type: 'Product' });
    const group = await shopper.post('/carts/current/delivery-groups', { name: 'Second site' });
    await shopper.post('/carts/current/delivery-groups/actions/arrange-items', { arrangements: [{ deliveryGroupId: group.body.id, cartItemIds: [line.body.cartItemId] }] });
    expect((await shopper.post('/carts/current/cart-items', { productId: '01t000000000003', quantity: '20', type: 'Product' })).status).toBe(201);
    const reserve = await shopper.put('/carts/current/inventory-reservations', { durationInSeconds: 600 });
    expect(reserve.status).toBe(422);
    expect(reserve.body[0].errorCode).toBe('CART_VALIDATION_ERROR');
    expect(await sandbox.core.db.query('SELECT r.id FROM inventory_reservations r JOIN carts c ON c.id = r.cart_id WHERE c.guest_session_id IS NOT NULL AND r.lines::text LIKE $1', ['%"quantity": 40%'])).toHaveLength(0);
  });

  it('[PX-10-006] with guest checkout off a guest cannot reserve at all', async () => {
    const closed = await createSandbox({ settings: { guestCheckoutEnabled: false } });
    try {
      const shopper = new Client(closed.url);
      await shopper.get('/application-context');
      await shopper.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '1', type: 'Product' });
      const reserve = await shopper.put('/carts/current/inventory-reservations', { durationInSeconds: 600 });
      expect(reserve.status).toBe(403);
      expect(reserve.body[0].errorCode).toBe('GUEST_CHECKOUT_DISABLED');
    } finally {
      await closed.close();
    }
  });

  it('[PX-10-007] an expired reservation frees its stock for another cart', async () => {
    await sandbox.core.db.query(`UPDATE inventory SET on_hand = 4 WHERE product_id = '01t000000000018'`);
    const first = await guest();
    await first.post('/carts/current/cart-items', { productId: '01t000000000018', quantity: '4', type: 'Product' });
    expect((await first.put('/carts/current/inventory-reservations', { durationInSeconds: 60 })).status).toBe(200);
    const second = await guest();
    await second.post('/carts/current/cart-items', { productId: '01t000000000018', quantity: '4', type: 'Product' });
    expect((await second.put('/carts/current/inventory-reservations', { durationInSeconds: 600 })).status).toBe(422);
    // The sandbox clock (the one its test clock moves, PX-16-010) passes the first reservation's end; no real wait.
    await sandbox.core.clock.advanceDays(1);
    try {
      expect((await second.put('/carts/current/inventory-reservations', { durationInSeconds: 600 })).status).toBe(200);
    } finally {
      await sandbox.core.clock.reset();
    }
  });
});

describe('the test clock', () => {
  it('[PX-71-001] a hold made in moved days keeps only the time it had left once the clock is reset', async () => {
    await sandbox.core.db.query(`UPDATE inventory SET on_hand = 4 WHERE product_id = '01t000000000019'`);
    const clock = async (body: object) => (await fetch(`${sandbox.url}/sandbox/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status;
    const holder = await guest();
    await holder.post('/carts/current/cart-items', { productId: '01t000000000019', quantity: '4', type: 'Product' });
    const other = await guest();
    await other.post('/carts/current/cart-items', { productId: '01t000000000019', quantity: '4', type: 'Product' });
    try {
      expect(await clock({ days: 10 })).toBe(200);
      expect((await holder.put('/carts/current/inventory-reservations', { durationInSeconds: 600 })).status).toBe(200);
      expect(await clock({ reset: true })).toBe(200);
      // Back at the real time the hold still has its ten minutes...
      expect((await other.put('/carts/current/inventory-reservations', { durationInSeconds: 600 })).status).toBe(422);
      // ...and no more: a day later its stock is free, not ten days later.
      expect(await clock({ days: 1 })).toBe(200);
      expect((await other.put('/carts/current/inventory-reservations', { durationInSeconds: 600 })).status).toBe(200);
    } finally {
      await clock({ reset: true });
    }
  });
});

describe('recent searches', () => {
  it('[PX-10-008][PX-03-026] % and _ in a search term match themselves, not any text', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    for (const searchText of ['abc cap', '50% off']) {
      const tracked = await dana.post(`/activities/${SITE}/viewSearch`, { cookieId: '3f2b8c1e-7d4a-4e9b-a2c6-91d0e5f4b7a8', searchText, products: [{ id: '01t000000000001', sku: 'KRM-NEU-EEG-1001', unitPrice: '172.00', listPrice: '189.00' }] });
      expect(tracked.status).toBe(202);
    }
    const recent = async (term: string) => (await dana.get(`/search/suggestions?searchTerm=${encodeURIComponent(term)}`)).body.recentSearchSuggestions.map((s: any) => s.value);
    expect(await recent('%')).toEqual([]);
    expect(await recent('_bc')).toEqual([]);
    expect(await recent('50%')).toEqual(['50% off']);
    expect(await recent('abc')).toEqual(['abc cap']);
  });
});

describe('anonymous writes', () => {
  it('[PX-10-009] activity tracking is limited per client address and in size, with the error body', async () => {
    const tracker = await guest();
    const activity = (searchText: string) => ({ cookieId: '3f2b8c1e-7d4a-4e9b-a2c6-91d0e5f4b7a8', searchText, products: [{ id: '01t000000000001', sku: 'KRM-NEU-EEG-1001', unitPrice: '172.00', listPrice: '189.00' }] });
    const huge = await tracker.post(`/activities/${SITE}/viewSearch`, { ...activity('big'), products: Array.from({ length: 400 }, () => activity('x').products[0]) });
    expect(huge.status).toBe(413);
    expect(huge.body[0].errorCode).toBe('PAYLOAD_TOO_LARGE');
    const replies = [];
    for (let i = 0; i < 20; i++) replies.push((await tracker.post(`/activities/${SITE}/viewSearch`, activity(`term ${i}`))).status);
    // 20 a minute from this address, the earlier tests' included: accepted until the limit, refused after.
    const firstRefused = replies.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(replies.slice(0, firstRefused).every((s) => s === 202)).toBe(true);
    expect(replies.slice(firstRefused).every((s) => s === 429)).toBe(true);
    const over = await tracker.post(`/activities/${SITE}/viewSearch`, activity('one too many'));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.body[0].errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it('[PX-10-009] registrations are limited per client address, and an upload whose record is not written leaves no file', async () => {
    const uploads = () => readdirSync(sandbox.core.files.dir).length;
    const before = uploads();
    const form = () => {
      const body = new FormData();
      body.append('registration', new Blob([JSON.stringify({
        existingCustomer: false, accountNumber: null, accountName: 'Orphan Test Clinic', businessName: 'Orphan Test LLC', doingBusinessAs: null,
        companyAddress: { street: '1 Main Street', city: 'Milwaukee', province: 'WI', postalCode: '53202', country: 'US' }, phone: '+14145550187', fax: null, mobile: null,
        email: 'orphan@clinic.example', companyEmail: null, website: null, contact: { firstName: 'Oli', lastName: 'Orphan', jobTitle: 'Buyer' },
        billToAddress: { street: '1 Main Street', city: 'Milwaukee', province: 'WI', postalCode: '53202', country: 'US' },
        shipToAddress: { street: '1 Main Street', city: 'Milwaukee', province: 'WI', postalCode: '53202', country: 'US' },
        taxIdentificationNumber: null, paymentTerms: 'Net 30', accountsPayable: { name: 'AP', email: 'ap@clinic.example', phone: '+14145550190', fax: null },
        invoiceEmail: 'invoices@clinic.example', ediInvoicingByEmail: false, purchaseForResale: true, productsWanted: null, marketSoldTo: null, shipOutsideCountry: false,
        shipToCountries: [], salesTaxExempt: false, authorizationStatementsAccepted: ['informationAccurate', 'creditCheck', 'termsAndConditions'],
      })], { type: 'application/json' }));
      body.append('resaleLicenseFile', pdf(), 'licence.pdf');
      return body;
    };
    // The database refuses the record: its file must not stay behind.
    await sandbox.core.db.exec('ALTER TABLE registrations ADD CONSTRAINT refuse_all CHECK (false) NOT VALID');
    try {
      expect((await new Client(sandbox.url).post('/registrations', form())).status).toBe(500);
    } finally {
      await sandbox.core.db.exec('ALTER TABLE registrations DROP CONSTRAINT refuse_all');
    }
    expect(uploads()).toBe(before);
    expect((await new Client(sandbox.url).post('/registrations', form())).status).toBe(201);
    expect((await new Client(sandbox.url).post('/registrations', form())).status).toBe(429);
    expect(uploads()).toBe(before + 1);
  });

  it('[PX-10-009] a purchase-order file sent to a checkout that is not the caller\'s is never written', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const checkoutId = (await dana.put('/checkouts', { cartId: '0a6000000000001' })).body.checkoutId;
    const before = readdirSync(sandbox.core.files.dir).length;
    const stranger = await signedIn(sandbox.url, 'multi');
    const form = new FormData();
    form.append('poNumber', 'PO-STRANGER');
    form.append('file', pdf(), 'po.pdf');
    expect((await stranger.post(`/checkouts/${checkoutId}/purchase-order`, form)).status).toBe(404);
    expect(readdirSync(sandbox.core.files.dir).length).toBe(before);
  });
});

// Order history, shipments, purchase-order files and invoices on the sandbox (issue 15): newest first
// a page at a time, the status, date and text filters, the carriers' tracking links, the PO file for
// users of the account only, and the invoice PDF read back as text.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { store } from '../../fixtures/index.ts';
import { type Client, signedIn, untilReady } from './client.ts';

let sandbox: Sandbox;
let dana: Client;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
  dana = await signedIn(sandbox.url, 'buyer');
}, 120_000);
afterAll(() => sandbox?.close());

const ACCOUNT = '001000000000001';
const list = (query = '') => dana.get(`/order-summaries?effectiveAccountId=${ACCOUNT}${query}`);

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('order history', () => {
  it('[SH-9-046][SH-1-010] lists the account\'s orders newest first, a page at a time, with no order on two pages', async () => {
    const all = (await list('&pageSize=100')).body.orderSummaries as Array<{ orderNumber: string; createdDate: string; accountId: string }>;
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(all.every((o) => o.accountId === ACCOUNT)).toBe(true);
    const dates = all.map((o) => Date.parse(o.createdDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const first = (await list('&pageSize=3')).body;
    expect(first.orderSummaries).toHaveLength(3);
    expect(first.nextPageToken).not.toBeNull();
    const second = (await list(`&pageSize=3&pageToken=${first.nextPageToken}`)).body;
    expect([...first.orderSummaries, ...second.orderSummaries].map((o: { orderNumber: string }) => o.orderNumber)).toEqual(all.slice(0, 6).map((o) => o.orderNumber));
    const ascending = (await list('&pageSize=100&sortOrder=CreatedDateAsc')).body.orderSummaries.map((o: { orderNumber: string }) => o.orderNumber);
    expect(ascending).toEqual(all.map((o) => o.orderNumber).reverse());
  });

  it('[PX-23-004] every page after the first names the page before it, so a page opened from its address can go back', async () => {
    const all = (await list('&pageSize=100')).body.orderSummaries.map((o: { orderNumber: string }) => o.orderNumber);
    const first = (await list('&pageSize=3')).body;
    expect(first.previousPageToken).toBeNull();
    // A pasted address may start anywhere: the page before starts one page size earlier, never below 0.
    const third = (await list('&pageSize=3&pageToken=6')).body;
    expect(third.previousPageToken).toBe('3');
    const back = (await list(`&pageSize=3&pageToken=${third.previousPageToken}`)).body;
    expect(back.orderSummaries.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(all.slice(3, 6));
    expect((await list('&pageSize=3&pageToken=2')).body.previousPageToken).toBe('0');
  });

  it('[PX-12-001][SH-9-046] a page token that is not a small offset answers 400 INVALID_INPUT, never a database error', async () => {
    for (const token of ['1e20', '99999999999999999999999', '-1', '1.5', 'abc']) {
      const answer = await list(`&pageToken=${encodeURIComponent(token)}`);
      expect(answer.status, token).toBe(400);
      expect(answer.body[0].errorCode, token).toBe('INVALID_INPUT');
    }
  });

  it('[PX-15-001] the text filter matches an order number, a PO number or an item SKU in any case, and % literally', async () => {
    const numbers = async (term: string) => (await list(`&searchTerm=${encodeURIComponent(term)}`)).body.orderSummaries.map((o: { orderNumber: string }) => o.orderNumber);
    expect(await numbers('krm-100003')).toEqual(['KRM-100003']);
    expect(await numbers('po-lna-4471')).toEqual(['KRM-100001']);
    // KRM-100002 is the only order of the account with the item KRM-…-021's SKU.
    const sku = (await dana.get(`/order-summaries/1Os000000000002?effectiveAccountId=${ACCOUNT}`)).body.items[1].sku as string;
    expect(await numbers(sku.toLowerCase())).toContain('KRM-100002');
    expect(await numbers('%')).toEqual([]);
    // Another account's order never shows, whatever matches.
    expect(await numbers('PCHS-88120')).toEqual([]);
  });

  it('[PX-15-001][SH-3-041] filters by status (a shipped order includes delivered ones) and by an inclusive date range', async () => {
    const shipped = (await list('&status=Shipped&pageSize=100')).body.orderSummaries as Array<{ status: string; orderNumber: string }>;
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped.every((o) => o.status === 'Shipped')).toBe(true);
    expect(shipped.map((o) => o.orderNumber)).toContain('KRM-100001');
    // The application context's stages: a delivered order shows as Shipped.
    const delivered = (await list('&status=Delivered&pageSize=100')).body.orderSummaries.map((o: { orderNumber: string }) => o.orderNumber);
    expect(delivered).toContain('KRM-100001');
    expect(delivered).not.toContain('KRM-100002');
    expect(shipped.map((o) => o.orderNumber)).toEqual(expect.arrayContaining(delivered));
    const cancelled = (await list('&status=Cancelled')).body.orderSummaries.map((o: { orderNumber: string }) => o.orderNumber);
    expect(cancelled).toEqual(['KRM-100008']);

    const kr1 = (await dana.get(`/order-summaries/1Os000000000001?effectiveAccountId=${ACCOUNT}`)).body.orderedDate as string;
    const day = kr1.slice(0, 10);
    const onDay = (await list(`&earliestDate=${day}T00:00:00.000Z&latestDate=${day}T23:59:59.999Z`)).body.orderSummaries.map((o: { orderNumber: string }) => o.orderNumber);
    expect(onDay).toEqual(['KRM-100001']);
  });

  it('[PX-15-004][SH-8-008][SH-3-018] a shipment\'s tracking link is its carrier\'s pattern filled with the tracking number; none yet is an empty list', async () => {
    const { shipments } = (await dana.get(`/order-summaries/1Os000000000001/shipments?effectiveAccountId=${ACCOUNT}`)).body;
    expect(shipments.length).toBeGreaterThan(0);
    for (const s of shipments) {
      const method = store.deliveryMethods.find((m) => m.carrier === s.carrier)!;
      expect(s.trackingUrl).toBe(method.trackingUrlPattern.replace('{trackingNumber}', s.trackingNumber));
    }
    // KRM-100003 is still being processed: nothing shipped, nothing invoiced.
    expect((await dana.get(`/order-summaries/1Os000000000003/shipments?effectiveAccountId=${ACCOUNT}`)).body.shipments).toEqual([]);
    expect((await dana.get(`/order-summaries/1Os000000000003/invoices?effectiveAccountId=${ACCOUNT}`)).body.invoices).toEqual([]);
  });

  it('[PX-15-002][SH-3-015] the purchase-order file downloads for users of the order\'s account and is not found for anyone else', async () => {
    const file = await dana.get(`/order-summaries/1Os000000000001/purchase-order-document?effectiveAccountId=${ACCOUNT}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="PO-LNA-4471.pdf"');
    expect(await pdfText(file.body)).toContain('PO-LNA-4471');
    // A card order has no PO file.
    expect((await dana.get(`/order-summaries/1Os000000000003/purchase-order-document?effectiveAccountId=${ACCOUNT}`)).status).toBe(404);
    const other = await signedIn(sandbox.url, 'multi');
    expect((await other.get('/order-summaries/1Os000000000001/purchase-order-document')).status).toBe(404);
  });
});

describe('orders placed through checkout', () => {
  it('[PX-15-004][SH-1-010] a new order is first in the history, with its shipment\'s tracking link and an invoice', async () => {
    expect((await dana.post('/carts/current/cart-items', { productId: '01t000000000003', quantity: '2', type: 'Product' })).status).toBe(201);
    const cartId = (await dana.get('/carts/current/compact-summary')).body.cartId;
    await dana.delete('/checkouts/active');
    const start = await dana.put('/checkouts', { cartId });
    const checkoutId = start.body.checkoutId as string;
    await untilReady(() => dana.get(`/checkouts/${checkoutId}`));
    await dana.patch(`/checkouts/${checkoutId}`, { deliveryMethodId: '2Dm000000000002' });
    await untilReady(() => dana.get(`/checkouts/${checkoutId}`));
    const billingAddress = { street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' };
    const token = await dana.post('/payments/token', { billingAddress, cardPaymentMethod: { cardHolderName: 'Dana Okafor', cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: 2035, cvv: '123', cardType: 'Visa' } });
    await dana.post(`/checkouts/${checkoutId}/payments`, { paymentToken: token.body.token, requestType: 'Auth' });
    const placed = await dana.post(`/checkouts/${checkoutId}/orders/actions`, { actions: [{ action: 'prepare' }, { action: 'submit' }] });
    expect(placed.status).toBeLessThan(300);

    const newest = (await list('&pageSize=1')).body.orderSummaries[0];
    expect(newest.paymentMethod).toMatchObject({ type: 'CreditCard', lastFour: '1111' });
    const { shipments } = (await dana.get(`/order-summaries/${newest.orderSummaryId}/shipments?effectiveAccountId=${ACCOUNT}`)).body;
    expect(shipments[0].carrier).toBe('Swiftwing Express');
    expect(shipments[0].trackingUrl).toBe(`https://track.swiftwingexpress.example/t/${shipments[0].trackingNumber}`);
    const { invoices } = (await dana.get(`/order-summaries/${newest.orderSummaryId}/invoices?effectiveAccountId=${ACCOUNT}`)).body;
    expect(invoices).toHaveLength(1);
    const text = await pdfText((await dana.get(`/invoices/${invoices[0].invoiceId}/document?effectiveAccountId=${ACCOUNT}`)).body);
    expect(text).toContain(`Paid by Visa ending 1111`);
    expect(text).toContain(newest.orderNumber);
  });
});

describe('invoices', () => {
  it('[PX-15-007][SH-3-023] lists the account\'s invoices newest first, filtered by an inclusive date range', async () => {
    const all = (await dana.get(`/invoices?effectiveAccountId=${ACCOUNT}&pageSize=100`)).body.invoices as Array<{ invoiceDate: string; invoiceNumber: string }>;
    expect(all.length).toBeGreaterThan(2);
    const dates = all.map((i) => i.invoiceDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const day = all[all.length - 1]!.invoiceDate;
    const onDay = (await dana.get(`/invoices?effectiveAccountId=${ACCOUNT}&earliestDate=${day}&latestDate=${day}`)).body.invoices as Array<{ invoiceDate: string }>;
    expect(onDay.length).toBeGreaterThan(0);
    expect(onDay.every((i) => i.invoiceDate === day)).toBe(true);
    expect(onDay.length).toBe(all.filter((i) => i.invoiceDate === day).length);
  });

  it('[PX-15-003][PX-68-012][PX-70-014] the invoice PDF carries the letterhead, bill-to, invoice, order and PO numbers, lines, tax, freight, total and terms', async () => {
    const document = await dana.get(`/invoices/3tt000000000001/document?effectiveAccountId=${ACCOUNT}`);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toContain('application/pdf');
    const text = await pdfText(document.body);
    for (const expected of [
      'Kestrel Ridge Medical, Inc.', '2200 Ridgeway Parkway', 'Bill to', 'PO Box 60611-2290', 'INV-200001', 'KRM-100001', 'PO-LNA-4471',
      'KRM-NEU-EEG-1001', 'KRM-SEN-TYM-3001', 'Shipping $18.00', 'Tax (included in prices) $246.37', 'Total (USD) $2,668.00', 'Net 30',
    ]) expect(text).toContain(expected);
    const other = await signedIn(sandbox.url, 'multi');
    expect((await other.get('/invoices/3tt000000000001/document')).status).toBe(404);
    // One vocabulary with the pages and the e-mails: 'Shipping', never 'Freight'.
    expect(text).not.toContain('Freight');
    // And one date style ('Sep 9, 2026'), not the record's '2026-09-09'.
    expect(text).toMatch(/Invoice date [A-Z][a-z]{2} \d{1,2}, \d{4} Due date [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('[PX-70-008] the invoice PDF shows a line\'s quantity as the pages do: whole, thousands grouped', async () => {
    const invoice = (await dana.get(`/invoices?effectiveAccountId=${ACCOUNT}&pageSize=100`)).body.invoices.find((i: { invoiceId: string }) => i.invoiceId === '3tt000000000001');
    const order = await sandbox.core.db.one<{ id: string; doc: { items: Array<{ quantity: string }> } }>('SELECT id, doc FROM orders WHERE id = $1', [invoice.orderSummaryId]);
    const kept = order!.doc.items[0]!.quantity;
    // The platform's decimal string, large enough to group.
    await sandbox.core.db.query(`UPDATE orders SET doc = jsonb_set(doc, '{items,0,quantity}', to_jsonb('1200.0'::text)) WHERE id = $1`, [order!.id]);
    try {
      const text = await pdfText((await dana.get(`/invoices/3tt000000000001/document?effectiveAccountId=${ACCOUNT}`)).body);
      expect(text).toContain(' 1,200 ');
      expect(text).not.toContain('1200');
    } finally {
      await sandbox.core.db.query(`UPDATE orders SET doc = jsonb_set(doc, '{items,0,quantity}', to_jsonb($2::text)) WHERE id = $1`, [order!.id, kept]);
    }
  });
});

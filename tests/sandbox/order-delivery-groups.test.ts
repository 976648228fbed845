// The order read carries each delivery of the order (PX-21-001): one for an ordinary checkout, two for a
// split shipment, each with its address, method, expected date and lines; the e-mail lists them (PX-21-003)
// and the invoice PDF ships each delivery to its own address (PX-21-006).
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, signedIn, untilReady } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

const CHICAGO = { name: 'Lakeshore Neurology Associates', firstName: 'Dana', lastName: 'Okafor', street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US' };
const MILWAUKEE = { name: 'Lakeshore Sleep Lab', firstName: 'Dana', lastName: 'Okafor', street: '777 N Van Buren St', city: 'Milwaukee', region: 'WI', postalCode: '53202', country: 'US' };
const CAP = { productId: '01t000000000003', sku: 'KRM-NEU-EEG-2001-S', quantity: '2' };
const TIPS = { productId: '01t000000000005', sku: 'KRM-SEN-TYM-3001', quantity: '4' };

interface DeliveryGroup {
  orderDeliveryGroupSummaryId: string;
  deliverToAddress: { street: string; city: string; postalCode: string };
  deliveryMethod: { id: string; name: string };
  expectedDeliveryDate: string | null;
  lineItems: Array<{ sku: string; quantity: string }>;
}

/** A cart of both products and a ready checkout to Chicago by Ground, paid by purchase order. */
async function checkoutOfTwoLines(dana: Client): Promise<string> {
  await dana.delete('/checkouts/active');
  await dana.delete('/carts/current');
  for (const line of [CAP, TIPS]) expect((await dana.post('/carts/current/cart-items', { productId: line.productId, quantity: line.quantity, type: 'Product' })).status).toBe(201);
  const cartId = (await dana.get('/carts/current/compact-summary')).body.cartId;
  const start = await dana.put('/checkouts', { cartId, deliveryAddressInput: CHICAGO });
  expect(start.status).toBe(202);
  const checkoutId = start.body.checkoutId as string;
  await untilReady(() => dana.get(`/checkouts/${checkoutId}`));
  expect((await dana.patch(`/checkouts/${checkoutId}`, { deliveryMethodId: '2Dm000000000001' })).status).toBe(202);
  expect((await dana.post(`/checkouts/${checkoutId}/payments`, { requestType: 'SimplePurchaseOrder', paymentsData: JSON.stringify({ purchaseOrderNumber: 'PO-DELIVERIES-1' }) })).status).toBeLessThan(300);
  return checkoutId;
}

/** The order's invoice PDF read back as text, whitespace collapsed. */
async function invoiceText(dana: Client, orderId: string): Promise<string> {
  const invoices = (await dana.get(`/order-summaries/${orderId}/invoices`)).body.invoices as Array<{ invoiceId: string }>;
  expect(invoices).toHaveLength(1);
  const document = await dana.get(`/invoices/${invoices[0]!.invoiceId}/document`);
  expect(document.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(document.body)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Places the order; answers its read, the e-mail it sent and its invoice as text. */
async function place(dana: Client, checkoutId: string, key: string) {
  const before = sandbox.core.outbox.list().length;
  const placed = await dana.request('POST', `/checkouts/${checkoutId}/orders`, undefined, { 'Idempotency-Key': key });
  expect(placed.status).toBe(201);
  const summaries = (await dana.get('/order-summaries')).body.orderSummaries as Array<{ orderSummaryId: string; orderNumber: string }>;
  const id = summaries.find((summary) => summary.orderNumber === placed.body.orderReferenceNumber)!.orderSummaryId;
  const read = await dana.get(`/order-summaries/${id}`);
  expect(read.status).toBe(200);
  const shipments = (await dana.get(`/order-summaries/${id}/shipments`)).body.shipments as unknown[];
  const mails = sandbox.core.outbox.list().slice(before);
  expect(mails).toHaveLength(1);
  return { order: read.body as { freight: string; shipTo: { street: string }; deliveryGroups: DeliveryGroup[] }, shipments, mail: mails[0]!.text, invoice: await invoiceText(dana, id) };
}

const lines = (group: DeliveryGroup) => group.lineItems.map((line) => `${line.sku} ${Number(line.quantity)}`);

describe('the deliveries of an order', () => {
  it('[PX-21-001][PX-21-003][PX-21-006] an order of one delivery reads one delivery group with its address, method, expected date and every line; its invoice keeps the one ship-to address block', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const { order, shipments, mail, invoice } = await place(dana, await checkoutOfTwoLines(dana), 'deliveries-one-0001');
    expect(order.deliveryGroups).toHaveLength(1);
    const [only] = order.deliveryGroups;
    expect(only!.deliverToAddress).toMatchObject({ street: '500 W Madison St', city: 'Chicago', postalCode: '60661' });
    expect(only!.deliveryMethod).toMatchObject({ id: '2Dm000000000001', name: 'Ground' });
    expect(only!.expectedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lines(only!).sort()).toEqual(['KRM-NEU-EEG-2001-S 2', 'KRM-SEN-TYM-3001 4']);
    expect(order.freight).toBe('18.00');
    expect(shipments).toHaveLength(1);
    expect(mail).toContain('Ship to: Lakeshore Neurology Associates, 500 W Madison St, Chicago IL 60661, US');
    expect(mail).not.toContain('Delivery 1 of');
    // The address block as before split shipments: name, street, city line, country, then the lines table.
    expect(invoice).toContain('Ship to Lakeshore Neurology Associates 500 W Madison St Chicago, IL 60661 US');
    expect(invoice).not.toContain('Delivery 1 of');
    expect(invoice).not.toContain('Milwaukee');
  });

  it('[PX-21-001][PX-21-003][PX-21-006][PX-14-004] a split shipment places one order of two delivery groups, each with its own address and lines, and the e-mail and the invoice list both', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const checkoutId = await checkoutOfTwoLines(dana);
    const second = await dana.post('/carts/current/delivery-groups', { name: 'Second', deliveryAddress: MILWAUKEE });
    expect(second.status).toBe(201);
    const cartLines = (await dana.get('/carts/current/cart-items?pageSize=100')).body.cartItems as Array<{ cartItem: { cartItemId: string; productId: string } }>;
    const tipsLine = cartLines.find((entry) => entry.cartItem.productId === TIPS.productId)!.cartItem.cartItemId;
    expect((await dana.post('/carts/current/delivery-groups/actions/arrange-items', { arrangements: [{ deliveryGroupId: second.body.id, cartItemIds: [tipsLine] }], deleteEmptyDeliveryGroups: true })).status).toBe(200);
    const { order, shipments, mail, invoice } = await place(dana, checkoutId, 'deliveries-two-0001');
    expect(order.deliveryGroups.map((group) => group.deliverToAddress.city)).toEqual(['Chicago', 'Milwaukee']);
    expect(order.deliveryGroups.map(lines)).toEqual([['KRM-NEU-EEG-2001-S 2'], ['KRM-SEN-TYM-3001 4']]);
    expect(new Set(order.deliveryGroups.map((group) => group.orderDeliveryGroupSummaryId)).size).toBe(2);
    expect(order.shipTo.street).toBe('500 W Madison St');
    // Each delivery pays its method's fee, as the checkout charged them.
    expect(order.freight).toBe('36.00');
    expect(shipments).toHaveLength(2);
    expect(mail).toMatch(/Delivery 1 of 2\r?\nShip to: Lakeshore Neurology Associates, 500 W Madison St, Chicago IL 60661, US/);
    expect(mail).toMatch(/Delivery 2 of 2\r?\nShip to: Lakeshore Sleep Lab, 777 N Van Buren St, Milwaukee WI 53202, US/);
    // Each delivery lists its own lines: the probe tips under the second, the cap under the first.
    const [first, secondDelivery] = mail.split('Delivery 2 of 2');
    expect(secondDelivery!.split('Purchase order')[0]).toContain('KRM-SEN-TYM-3001  Aurisense');
    expect(secondDelivery!.split('Purchase order')[0]).not.toContain('KRM-NEU-EEG-2001-S');
    expect(first!.split('Delivery 1 of 2')[1]).toContain('KRM-NEU-EEG-2001-S  Cortexa');
    // The invoice's "Ship to" names both addresses, each under the lines that go there.
    expect(invoice).toContain('Ship to Delivery 1 of 2: KRM-NEU-EEG-2001-S × 2 Lakeshore Neurology Associates, 500 W Madison St, Chicago, IL 60661, US');
    expect(invoice).toContain('Delivery 2 of 2: KRM-SEN-TYM-3001 × 4 Lakeshore Sleep Lab, 777 N Van Buren St, Milwaukee, WI 53202, US');
  });

  it('[PX-21-001] an order stored without delivery groups (the seeded history) reads as one delivery of its ship-to address and every line', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const read = await dana.get('/order-summaries/1Os000000000001');
    expect(read.status).toBe(200);
    const groups = read.body.deliveryGroups as DeliveryGroup[];
    expect(groups).toHaveLength(1);
    expect(groups[0]!.deliverToAddress.street).toBe(read.body.shipTo.street);
    expect(groups[0]!.lineItems.map((line) => line.sku)).toEqual(read.body.items.map((item: { sku: string }) => item.sku));
  });
});

// Placing orders on the sandbox: exactly one order per checkout whatever is repeated, the tariff
// surcharge line, guest orders, the confirmation e-mail, the test cards and the PO document rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, readyCheckout as readyCheckoutAt, signedIn, untilReady } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

const ADDRESS = { name: 'Sam Guest', firstName: 'Sam', lastName: 'Guest', street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US', shipToPhoneNumber: '+13125550100' };
const card = (cardNumber: string) => ({
  billingAddress: { street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US' },
  cardPaymentMethod: { cardHolderName: 'Dana Okafor', cardNumber, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvv: '123', cardType: 'Visa' },
});

/** A cart with one line and a ready checkout with address and delivery method. */
const readyCheckout = (client: Client, productId?: string) => readyCheckoutAt(client, ADDRESS, productId);

async function payByCard(client: Client, checkoutId: string, cardNumber = '4111111111111111') {
  const token = await client.post('/payments/token', card(cardNumber));
  expect(token.status).toBe(201);
  return client.post(`/checkouts/${checkoutId}/payments`, { paymentToken: token.body.token, requestType: 'Auth' });
}

const ordersOf = async (checkoutId: string) => (await sandbox.core.db.query('SELECT id FROM orders WHERE checkout_id = $1', [checkoutId])).length;

describe('placing an order', () => {
  it('[PX-14-004] a split delivery without its address blocks the order with the reason; with one the order is placed', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    await riley.delete('/checkouts/active');
    await riley.delete('/carts/current');
    expect((await riley.post('/carts/current/cart-items', { productId: '01t000000000005', quantity: '4', type: 'Product' })).status).toBe(201);
    const checkoutId = await readyCheckout(riley);
    const second = await riley.post('/carts/current/delivery-groups', { name: 'Second' });
    expect(second.status).toBe(201);
    const lines = (await riley.get('/carts/current/cart-items?pageSize=100')).body.cartItems.map((entry: { cartItem: { cartItemId: string } }) => entry.cartItem.cartItemId);
    const arranged = await riley.post('/carts/current/delivery-groups/actions/arrange-items', { arrangements: [{ deliveryGroupId: second.body.id, cartItemIds: [lines[0]] }], deleteEmptyDeliveryGroups: true });
    expect(arranged.status).toBe(200);
    await payByCard(riley, checkoutId);
    const refused = await riley.request('POST', `/checkouts/${checkoutId}/orders`, undefined, { 'Idempotency-Key': 'split-attempt-0001' });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Choose a delivery address for every delivery before placing the order.');
    expect((await riley.patch(`/carts/current/delivery-groups/${second.body.id}`, { deliveryAddress: ADDRESS })).status).toBe(200);
    const placed = await riley.request('POST', `/checkouts/${checkoutId}/orders`, undefined, { 'Idempotency-Key': 'split-attempt-0002' });
    expect(placed.status).toBe(201);
    expect(await ordersOf(checkoutId)).toBe(1);
  });

  it('[PX-08-001] the same Idempotency-Key, sent again or at once, answers the one order; another key answers 409', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const checkoutId = await readyCheckout(dana);
    await payByCard(dana, checkoutId);
    const key = { 'Idempotency-Key': 'order-attempt-0001' };
    const body = { actions: [{ action: 'prepare' }, { action: 'submit' }] };
    // A double click: two requests at the same moment.
    const [first, second] = await Promise.all([
      dana.request('POST', `/checkouts/${checkoutId}/orders/actions`, body, key),
      dana.request('POST', `/checkouts/${checkoutId}/orders/actions`, body, key),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const orderNumber = first.body.actions[1].orderReferenceNumber;
    expect(orderNumber).toMatch(/^KRM-\d{6}$/);
    expect(second.body.actions[1].orderReferenceNumber).toBe(orderNumber);
    // A retry later, through the direct call, answers the same order too.
    const retried = await dana.request('POST', `/checkouts/${checkoutId}/orders`, undefined, key);
    expect(retried.body.orderReferenceNumber).toBe(orderNumber);
    const other = await dana.request('POST', `/checkouts/${checkoutId}/orders`, undefined, { 'Idempotency-Key': 'order-attempt-0002' });
    expect(other.status).toBe(409);
    expect(await ordersOf(checkoutId)).toBe(1);
  });

  it('[PX-08-002] the tariff surcharge is its own line for a Neuro USA Market buyer and is in the order total', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const checkoutId = await readyCheckout(dana);
    const summary = (await dana.get('/carts/current/compact-summary')).body;
    const afterAdjustments = Number(summary.totalProductAmountAfterAdjustments);
    // Oracle: 2.3% of the products after adjustments, to the cent.
    expect(Number(summary.tariffSurchargeAmount)).toBeCloseTo(Math.round(afterAdjustments * 2.3) / 100, 2);
    expect(Number(summary.grandTotalAmount)).toBeCloseTo(afterAdjustments + Number(summary.tariffSurchargeAmount), 2);
    await payByCard(dana, checkoutId);
    const placed = await dana.post(`/checkouts/${checkoutId}/orders`);
    const order = (await dana.get(`/order-summaries/${placed.body.orderId}`)).body;
    expect(order.tariffSurcharge).toBe(summary.tariffSurchargeAmount);
    expect(Number(order.totalAmount)).toBeCloseTo(Number(order.subtotal) + Number(order.tariffSurcharge) + Number(order.freight), 2);
  });

  it('[PX-08-003][PX-08-005] a card ending 0002 is declined and kept on the checkout; 4111 1111 1111 1111 then places the order and one e-mail goes out', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const checkoutId = await readyCheckout(dana);
    const declined = await payByCard(dana, checkoutId, '4000000000000002');
    expect(declined.body.salesforceResultCode).toBe('Decline');
    const read = await dana.get(`/checkouts/${checkoutId}`);
    expect(read.status).toBe(422);
    expect(read.body.errors[0].title).toBe('The payment was declined');
    expect((await payByCard(dana, checkoutId)).body).toEqual({ salesforceResultCode: 'Success', errors: [], paymentsData: {} });
    const before = sandbox.core.outbox.list().length;
    const key = { 'Idempotency-Key': 'order-attempt-0101' };
    const placed = await dana.request('POST', `/checkouts/${checkoutId}/orders`, undefined, key);
    expect(placed.status).toBe(201);
    await dana.request('POST', `/checkouts/${checkoutId}/orders`, undefined, key);
    const mails = sandbox.core.outbox.list().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('To: buyer@demo.test');
    expect(mails[0]!.text).toContain(`Subject: Your order ${placed.body.orderReferenceNumber} has been received`);
    expect(mails[0]!.text).toContain('Card: Visa ending 1111');
  });

  it('[PX-08-004][PX-08-005][PX-08-002] a guest with an e-mail places an order, reads it back, and nobody else can', async () => {
    const guest = new Client(sandbox.url);
    await guest.get('/application-context');
    const checkoutId = await readyCheckout(guest);
    expect((await guest.get('/carts/current/compact-summary')).body.tariffSurchargeAmount).toBeUndefined();
    await payByCard(guest, checkoutId);
    const refused = await guest.post(`/checkouts/${checkoutId}/orders`);
    expect(refused.status).toBe(422);
    expect(refused.body[0].message).toBe('Enter your e-mail address before placing the order.');
    await guest.patch(`/checkouts/${checkoutId}`, { contactInfo: { firstName: 'Sam', lastName: 'Guest', email: 'sam.guest@clinic.example', phoneNumber: '+13125550100' } });
    await untilReady(() => guest.get(`/checkouts/${checkoutId}`));
    const before = sandbox.core.outbox.list().length;
    const placed = await guest.post(`/checkouts/${checkoutId}/orders`);
    expect(placed.status).toBe(201);
    const order = await guest.get(`/order-summaries/${placed.body.orderId}`);
    expect(order.status).toBe(200);
    expect(order.body.orderNumber).toBe(placed.body.orderReferenceNumber);
    expect(order.body.paymentMethod).toEqual({ type: 'CreditCard', lastFour: '1111', brand: 'Visa' });
    expect(sandbox.core.outbox.list().slice(before).map((m) => m.text.includes('To: sam.guest@clinic.example'))).toEqual([true]);
    const stranger = new Client(sandbox.url);
    await stranger.get('/application-context');
    expect((await stranger.get(`/order-summaries/${placed.body.orderId}`)).status).toBe(401);
    const dana = await signedIn(sandbox.url, 'buyer');
    expect((await dana.get(`/order-summaries/${placed.body.orderId}`)).status).toBe(404);
  });
});

describe('the purchase-order document rule', () => {
  it('[PX-08-006] a store that requires the PO file refuses a PO payment without one, then places it with one', async () => {
    const strict = await createSandbox({ checkoutProcessingMs: 0, settings: { checkoutSettings: { checkoutType: 'Managed', paymentMethods: ['PurchaseOrder', 'CreditCard'], purchaseOrderNumberRequired: false, purchaseOrderFileRequired: true } } });
    try {
      const riley = await signedIn(strict.url, 'multi');
      const checkoutId = await readyCheckout(riley);
      await riley.post(`/checkouts/${checkoutId}/payments`, { requestType: 'SimplePurchaseOrder', paymentsData: '{"purchaseOrderNumber":"PO-RC-1"}' });
      const refused = await riley.post(`/checkouts/${checkoutId}/orders`);
      expect(refused.status).toBe(422);
      expect(refused.body.map((e: { message: string }) => e.message)).toEqual(['Please upload a Purchase Order file']);
      const form = new FormData();
      form.append('poNumber', 'PO-RC-1');
      form.append('file', new Blob([Buffer.from('%PDF-1.4\npurchase order\n')], { type: 'application/pdf' }), 'po.pdf');
      expect((await riley.post(`/checkouts/${checkoutId}/purchase-order`, form)).status).toBe(201);
      expect((await riley.post(`/checkouts/${checkoutId}/orders`)).status).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('[PX-08-007] the demo store has the mini-cart setting on', async () => {
    const guest = new Client(sandbox.url);
    expect((await guest.get('/application-context')).body.propertiesEx.miniCartEnabled).toBe(true);
  });
});

// Purchase-order approval by threshold (decisions, e-mails, invoices, the buyer's view of the decision)
// and standing orders that really recur: a scheduler places them on their dates by a clock tests move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { testClockAllowed } from '../../sandbox/config.ts';
import { Client, signedIn, placedByPurchaseOrder } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0, testClock: true, schedulerIntervalMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());


const invoicesOf = async (client: Client, orderId: string) => (await client.get(`/order-summaries/${orderId}/invoices`)).body.invoices;
const mailsTo = (address: string) => sandbox.core.outbox.list().filter((m) => m.text.includes(`To: ${address}`));

async function moveClock(days: number) {
  const response = await fetch(`${sandbox.url}/sandbox/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ days }) });
  return { status: response.status, body: (await response.json()) as any };
}

describe('purchase-order approval', () => {
  it('[PX-16-001] a purchase order above the account threshold waits for approval; at or below it is placed and invoiced at once', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    // Lakeshore's threshold is 5,000.00 USD: 20 × 161.00 + freight stays below, 40 × 161.00 is above.
    const small = await placedByPurchaseOrder(dana, '01t000000000001', 20, 'PO-SMALL-1');
    expect(Number(small.totalAmount)).toBeLessThanOrEqual(5000);
    expect(small.status).not.toBe('PendingApproval');
    expect(small.approval).toBeNull();
    expect(await invoicesOf(dana, small.orderSummaryId)).toHaveLength(1);
    const large = await placedByPurchaseOrder(dana, '01t000000000001', 40, 'PO-LARGE-1');
    expect(Number(large.totalAmount)).toBeGreaterThan(5000);
    expect(large.status).toBe('PendingApproval');
    expect(large.approval).toEqual({ status: 'Pending', decidedBy: null, decidedDate: null, comment: null });
    expect(await invoicesOf(dana, large.orderSummaryId)).toHaveLength(0);
  });

  it('[PX-70-004] the checkout read says beforehand whether placing it will wait for approval, and the placed order agrees', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const morgan = await signedIn(sandbox.url, 'approver');
    const cases = [[dana, 20, 'PO-WARN-SMALL'], [dana, 40, 'PO-WARN-LARGE'], [morgan, 40, 'PO-WARN-MORGAN']] as const;
    const seen: Array<[boolean, boolean]> = [];
    for (const [client, quantity, poNumber] of cases) {
      let required: boolean | undefined;
      const order = await placedByPurchaseOrder(client, '01t000000000001', quantity, poNumber, (checkout) => {
        required = checkout.approvalRequired;
      });
      seen.push([required!, order.status === 'PendingApproval']);
    }
    // [told beforehand, waited]: below the threshold, above it, and the approver's own order above it.
    expect(seen).toEqual([[false, false], [true, true], [false, false]]);
  });

  it('[PX-16-002] an approver\'s own purchase order above the threshold is not held for approval', async () => {
    const morgan = await signedIn(sandbox.url, 'approver');
    const own = await placedByPurchaseOrder(morgan, '01t000000000001', 40, 'PO-MORGAN-OWN');
    expect(Number(own.totalAmount)).toBeGreaterThan(5000);
    expect(own.status).not.toBe('PendingApproval');
    expect(own.approval).toBeNull();
  });

  it('[PX-16-006][PX-03-017] a buyer who is not an approver of the account is refused every review call with 403', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    expect((await dana.get('/purchase-order-approvals')).status).toBe(403);
    expect((await dana.get('/purchase-order-approvals/a0P000000000001')).status).toBe(403);
    expect((await dana.post('/purchase-order-approvals/a0P000000000001/actions/approve', {})).status).toBe(403);
    expect((await dana.post('/purchase-order-approvals/a0P000000000001/actions/decline', { reason: 'No' })).status).toBe(403);
    const morgan = await signedIn(sandbox.url, 'approver');
    expect((await morgan.get('/purchase-order-approvals/a0P000000000001')).body.status).toBe('Pending');
  });

  it('[PX-16-003][PX-16-004][PX-16-005] a decline needs a comment; the buyer sees it on the order, both get an e-mail, nothing is invoiced', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const order = await placedByPurchaseOrder(dana, '01t000000000001', 41, 'PO-DECLINE-1');
    const morgan = await signedIn(sandbox.url, 'approver');
    const approval = (await morgan.get('/purchase-order-approvals')).body.items.find((a: any) => a.orderSummaryId === order.orderSummaryId);
    expect(approval).toMatchObject({ poNumber: 'PO-DECLINE-1', requestedBy: { name: 'Dana Okafor' }, status: 'Pending' });
    const blank = await morgan.post(`/purchase-order-approvals/${approval.approvalId}/actions/decline`, { reason: '   ' });
    expect(blank.status).toBe(400);
    const danaBefore = mailsTo('buyer@demo.test').length;
    const morganBefore = mailsTo('approver@demo.test').length;
    const declined = await morgan.post(`/purchase-order-approvals/${approval.approvalId}/actions/decline`, { reason: 'Over the quarterly budget; split it in two.' });
    expect(declined.status).toBe(200);
    const read = (await dana.get(`/order-summaries/${order.orderSummaryId}`)).body;
    expect(read.status).toBe('Cancelled');
    expect(read.approval).toMatchObject({ status: 'Declined', decidedBy: { name: 'Morgan Ellis' }, comment: 'Over the quarterly budget; split it in two.' });
    expect(await invoicesOf(dana, order.orderSummaryId)).toHaveLength(0);
    const toDana = mailsTo('buyer@demo.test').slice(danaBefore);
    const toMorgan = mailsTo('approver@demo.test').slice(morganBefore);
    expect(toDana).toHaveLength(1);
    expect(toMorgan).toHaveLength(1);
    expect(toDana[0]!.text).toContain(`Subject: Purchase order PO-DECLINE-1 for order ${order.orderNumber} was declined`);
    expect(toDana[0]!.text).toContain('Comment: Over the quarterly budget; split it in two.');
    expect((await morgan.post(`/purchase-order-approvals/${approval.approvalId}/actions/approve`, {})).status).toBe(409);
  });

  it('[PX-70-002] the order history tells a declined order from one cancelled otherwise, and an order that needed no approval has none', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const order = await placedByPurchaseOrder(dana, '01t000000000001', 43, 'PO-DECLINE-2');
    const morgan = await signedIn(sandbox.url, 'approver');
    const approval = (await morgan.get('/purchase-order-approvals')).body.items.find((a: any) => a.orderSummaryId === order.orderSummaryId);
    const history = async () => (await dana.get('/order-summaries?pageSize=100')).body.orderSummaries as Array<{ orderSummaryId: string; orderNumber: string; status: string; approvalStatus: string | null }>;
    expect((await history()).find((o) => o.orderSummaryId === order.orderSummaryId)).toMatchObject({ status: 'PendingApproval', approvalStatus: 'Pending' });
    expect((await morgan.post(`/purchase-order-approvals/${approval.approvalId}/actions/decline`, { reason: 'Not this quarter.' })).status).toBe(200);
    const listed = await history();
    expect(listed.find((o) => o.orderSummaryId === order.orderSummaryId)).toMatchObject({ status: 'Cancelled', approvalStatus: 'Declined' });
    expect(listed.find((o) => o.orderNumber === 'KRM-100001')).toMatchObject({ approvalStatus: null });
  });

  it('[PX-16-003][PX-16-004][PX-16-005] an approved order is invoiced and the buyer sees the decision', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const order = await placedByPurchaseOrder(dana, '01t000000000001', 42, 'PO-APPROVE-1');
    const morgan = await signedIn(sandbox.url, 'approver');
    const approval = (await morgan.get('/purchase-order-approvals')).body.items.find((a: any) => a.orderSummaryId === order.orderSummaryId);
    const before = mailsTo('buyer@demo.test').length;
    expect((await morgan.post(`/purchase-order-approvals/${approval.approvalId}/actions/approve`, { comment: 'Fine for this quarter.' })).status).toBe(200);
    const read = (await dana.get(`/order-summaries/${order.orderSummaryId}`)).body;
    expect(read.status).toBe('Approved');
    expect(read.approval).toMatchObject({ status: 'Approved', comment: 'Fine for this quarter.' });
    const invoices = await invoicesOf(dana, order.orderSummaryId);
    expect(invoices).toHaveLength(1);
    expect(invoices[0].totalAmount).toBe(order.totalAmount);
    expect(mailsTo('buyer@demo.test').slice(before)[0]!.text).toContain('was approved');
  });
});

describe('standing orders recur', () => {
  const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('[PX-16-010] the test clock is served only when asked for and never with NODE_ENV=production', () => {
    expect(testClockAllowed({})).toBe(false);
    expect(testClockAllowed({ testClock: true }, { NODE_ENV: 'test' })).toBe(true);
    expect(() => testClockAllowed({ testClock: true }, { NODE_ENV: 'production' })).toThrow(/cannot be used when NODE_ENV=production/);
  });

  it('[PX-16-009][PX-16-010] a standing order becomes a real order on its next order date, once, as the clock moves', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    const today = sandbox.core.clock.today();
    const first = addDays(today, 3);
    const created = await riley.post('/recurring-orders', {
      productId: '01t000000000007', quantity: '2', unitOfMeasure: 'Each', frequency: { interval: 2, unit: 'Weeks' },
      startDate: first, firstShipmentDate: first, shipToAddressId: '8lW000000000004',
      paymentMethod: { type: 'PurchaseOrder', poNumber: 'PO-PCH-STANDING' },
    });
    expect(created.status).toBe(201);
    const id = created.body.recurringOrderId;
    expect(created.body.nextOrderDate).toBe(first);
    const ordersBefore = (await riley.get('/order-summaries?pageSize=200')).body.orderSummaries.length;

    const early = await moveClock(2);
    expect(early.body.placedOrderNumbers).toEqual([]);
    const due = await moveClock(1);
    expect(due.status).toBe(200);
    expect(due.body.today).toBe(first);
    expect(due.body.placedOrderNumbers).toHaveLength(1);
    const history = (await riley.get('/order-summaries?pageSize=200')).body.orderSummaries;
    expect(history).toHaveLength(ordersBefore + 1);
    const placed = history.find((o: any) => o.orderNumber === due.body.placedOrderNumbers[0]);
    expect(placed).toMatchObject({ poNumber: 'PO-PCH-STANDING', orderedDate: expect.stringContaining(first) });
    const after = (await riley.get(`/recurring-orders/${id}`)).body;
    expect(after.nextOrderDate).toBe(addDays(first, 14));
    expect(after.quantityShipped).toBe('2.0');
    // A second run the same day places nothing again.
    expect((await moveClock(1)).body.placedOrderNumbers).toEqual([]);
    expect((await riley.get('/order-summaries?pageSize=200')).body.orderSummaries).toHaveLength(ordersBefore + 1);
  });

  it('[PX-16-008][PX-16-007] delay moves the next order one period; an edit lays the schedule out from a new next order date', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    const today = sandbox.core.clock.today();
    const first = addDays(today, 5);
    const shipTo = '8lW000000000004';
    const created = await riley.post('/recurring-orders', {
      productId: '01t000000000007', quantity: '1', unitOfMeasure: 'Each', frequency: { interval: 1, unit: 'Months' },
      startDate: first, firstShipmentDate: first, shipToAddressId: shipTo, paymentMethod: { type: 'PurchaseOrder', poNumber: 'PO-PCH-DELAY' },
    });
    const id = created.body.recurringOrderId;
    const delayed = await riley.post(`/recurring-orders/${id}/actions/delay`, { periods: 1 });
    expect(delayed.status).toBe(200);
    const nextMonth = new Date(`${first}T00:00:00Z`);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    if (nextMonth.getUTCDate() !== Number(first.slice(8))) nextMonth.setUTCDate(0);
    expect(delayed.body.nextOrderDate).toBe(nextMonth.toISOString().slice(0, 10));
    const moved = addDays(today, 9);
    const edited = await riley.patch(`/recurring-orders/${id}`, { nextOrderDate: moved, quantity: '3' });
    expect(edited.status).toBe(200);
    expect(edited.body.nextOrderDate).toBe(moved);
    expect(edited.body.items[0].quantity).toBe('3.0');
    const past = await riley.patch(`/recurring-orders/${id}`, { nextOrderDate: addDays(today, -1) });
    expect(past.status).toBe(400);
  });

  it('[PX-23-002][PX-16-009] a card-paid standing order keeps the token\'s brand and last four only, shows them under billing, and its scheduled order is paid by that card', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    const today = sandbox.core.clock.today();
    const first = addDays(today, 2);
    const billingAddress = { street: '500 Pine Street', city: 'Seattle', region: 'WA', postalCode: '98101', country: 'US' };
    const token = await riley.post('/payments/token', { billingAddress, cardPaymentMethod: { cardHolderName: 'Riley Chen', cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: 2035, cvv: '123', cardType: 'Visa' } });
    expect(token.status).toBe(201);
    const terms = {
      productId: '01t000000000007', quantity: '4', unitOfMeasure: 'Each', frequency: { interval: 1, unit: 'Months' },
      startDate: first, firstShipmentDate: first, shipToAddressId: '8lW000000000004',
    };
    const unknown = await riley.post('/recurring-orders', { ...terms, paymentMethod: { type: 'CreditCard', paymentToken: 'tok_not_issued' } });
    expect(unknown.status).toBe(400);
    // The card number itself is not a field of the call.
    expect((await riley.post('/recurring-orders', { ...terms, paymentMethod: { type: 'CreditCard', paymentToken: token.body.token, cardNumber: '4111111111111111' } })).status).toBe(400);
    const created = await riley.post('/recurring-orders', { ...terms, paymentMethod: { type: 'CreditCard', paymentToken: token.body.token } });
    expect(created.status).toBe(201);
    expect(created.body.billing).toEqual({ paymentMethod: { type: 'CreditCard', brand: 'Visa', lastFour: '1111' }, poNumber: null });
    const id = created.body.recurringOrderId;
    const stored = await sandbox.core.db.one<{ doc: unknown }>('SELECT doc FROM standing_orders WHERE id = $1', [id]);
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
    expect((await riley.get(`/recurring-orders/${id}`)).body.billing.paymentMethod).toEqual({ type: 'CreditCard', brand: 'Visa', lastFour: '1111' });

    const due = await moveClock(2);
    expect(due.body.today).toBe(first);
    const history = (await riley.get('/order-summaries?pageSize=200')).body.orderSummaries;
    const placed = history.filter((o: any) => due.body.placedOrderNumbers.includes(o.orderNumber) && o.paymentMethod.type === 'CreditCard');
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ paymentMethod: { type: 'CreditCard', brand: 'Visa', lastFour: '1111' }, poNumber: null });
    expect((await riley.get(`/recurring-orders/${id}`)).body.quantityShipped).toBe('4.0');
  });

  it('[PX-23-001][CC-3-029] cart lines carry the product fields asked for, so the cart finds the lines eligible for standing orders', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    const cart = await riley.get('/carts/current/cart-items');
    for (const item of cart.body.cartItems ?? []) await riley.delete(`/carts/current/cart-items/${item.cartItem.cartItemId}`);
    expect((await riley.post('/carts/current/cart-items', { productId: '01t000000000019', quantity: '2', type: 'Product' })).status).toBe(201);
    expect((await riley.post('/carts/current/cart-items', { productId: '01t000000000005', quantity: '2', type: 'Product' })).status).toBe(201);
    const fieldsOf = async (query: string) =>
      Object.fromEntries(((await riley.get(`/carts/current/cart-items${query}`)).body.cartItems as any[]).map((i) => [i.cartItem.productId, i.cartItem.productDetails.fields]));
    const all = await fieldsOf('?productFields=*');
    expect(all['01t000000000019']).toMatchObject({ Standing_Order_Eligible__c: 'true', ProductClass: 'Simple', QuantityUnitOfMeasure: 'Box' });
    expect(all['01t000000000005']).toMatchObject({ Standing_Order_Eligible__c: 'false' });
    expect(await fieldsOf('?productFields=Standing_Order_Eligible__c')).toEqual({ '01t000000000019': { Standing_Order_Eligible__c: 'true' }, '01t000000000005': { Standing_Order_Eligible__c: 'false' } });
    for (const item of (await riley.get('/carts/current/cart-items')).body.cartItems) await riley.delete(`/carts/current/cart-items/${item.cartItem.cartItemId}`);
  });
});

// Scenarios only a server that keeps state passes: writes are read back, a checkout becomes an order
// with its shipment and invoice, standing orders change status, purchase orders wait for an approver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, signedIn, untilReady } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 30 });
}, 120_000);
afterAll(() => sandbox?.close());

const visa = { billingAddress: { street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' }, cardPaymentMethod: { cardHolderName: 'Dana Okafor', cardNumber: '4111111111111111', expiryMonth: 11, expiryYear: 2035, cvv: '123', cardType: 'Visa' } };

async function startedCheckout(client: Client) {
  const cartId = (await client.get('/carts/current/compact-summary')).body.cartId;
  const start = await client.put('/checkouts', { cartId });
  expect(start.status).toBe(202);
  return start.body.checkoutId as string;
}

describe('sandbox state', () => {
  it('[PX-03-001][CC-7-054][CC-7-053] an item added to the cart is read back in items, summary and delivery groups', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const added = await dana.post('/carts/current/cart-items', { productId: '01t000000000003', quantity: '2', type: 'Product' });
    expect(added.status).toBe(201);
    const items = await dana.get('/carts/current/cart-items');
    expect(items.body.cartItems.map((i: any) => i.cartItem.cartItemId)).toContain(added.body.cartItemId);
    expect(items.body.cartSummary.uniqueProductCount).toBe(3);
    const groups = await dana.get('/carts/current/delivery-groups');
    expect(groups.body.items[0].cartItems.map((i: any) => i.productId)).toContain('01t000000000003');
  });

  it('[PX-03-024][CC-3-009] the whole quantity is priced at its volume tier', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    const line = await riley.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '10', type: 'Product' });
    expect(line.body).toMatchObject({ salesPrice: '172.00', unitAdjustedPrice: '161.00', totalAmount: '1610.00', totalListPrice: '1890.00' });
    const cad = await riley.get('/pricing/products/01t000000000001?currencyIsoCode=CAD');
    expect(cad.body.currencyIsoCode).toBe('CAD');
    expect(cad.body.priceAdjustment.priceAdjustmentTiers[2]).toMatchObject({ lowerBound: '50', upperBound: null });
  });

  it('[PX-03-013][CC-8-013] a quantity that breaks the purchase rule answers 422 with a clear message', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const odd = await dana.post('/carts/current/cart-items', { productId: '01t000000000005', quantity: '3', type: 'Product' });
    expect(odd.status).toBe(422);
    expect(odd.body).toEqual([{ errorCode: 'CART_VALIDATION_ERROR', message: 'Aurisense Tympanometry Probe Tips, Assorted (Box of 100): enter a quantity in increments of 2.' }]);
    const many = await dana.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '501', type: 'Product' });
    expect(many.body[0].message).toContain('500 or less');
  });

  it('[PX-03-002][PX-03-015][PX-03-016][CC-3-034][CC-7-075] a checkout becomes an order that is listed with its shipment and invoice', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    await dana.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '10', type: 'Product' });
    const checkoutId = await startedCheckout(dana);
    const ready = await untilReady(() => dana.get(`/checkouts/${checkoutId}`));
    expect(ready.status).toBe(200);
    expect(ready.body.deliveryGroups.items[0].availableDeliveryMethods.map((m: any) => m.shippingFee)).toEqual(['18.00', '42.00']);
    expect((await dana.patch(`/checkouts/${checkoutId}`, { deliveryMethodId: '2Dm000000000002' })).status).toBe(202);
    const token = await dana.post('/payments/token', visa);
    expect(token.body).toMatchObject({ cardType: 'Visa', lastFour: '1111' });
    expect(JSON.stringify(token.body)).not.toContain('4111111111111111');
    expect((await dana.post(`/checkouts/${checkoutId}/payments`, { paymentToken: token.body.token, requestType: 'Auth' })).body).toEqual({ salesforceResultCode: 'Success', errors: [], paymentsData: {} });
    const submitted = await dana.post(`/checkouts/${checkoutId}/orders/actions`, { actions: [{ action: 'prepare' }, { action: 'submit' }] });
    expect(submitted.status).toBe(200);
    const number = submitted.body.actions[1].orderReferenceNumber;
    expect(number).toMatch(/^KRM-\d{6}$/);

    const orders = await dana.get('/order-summaries');
    const order = orders.body.orderSummaries.find((o: any) => o.orderNumber === number);
    expect(order).toMatchObject({ freight: '42.00', paymentMethod: { type: 'CreditCard', lastFour: '1111', brand: 'Visa' } });
    const detail = await dana.get(`/order-summaries/${order.orderSummaryId}`);
    expect(detail.body.items.length).toBeGreaterThan(0);
    const shipments = await dana.get(`/order-summaries/${order.orderSummaryId}/shipments`);
    expect(shipments.body.shipments[0].trackingNumber).toBeTruthy();
    const invoices = await dana.get(`/order-summaries/${order.orderSummaryId}/invoices`);
    const pdf = await dana.get(`/invoices/${invoices.body.invoices[0].invoiceId}/document`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const stored = await sandbox.core.db.query('SELECT * FROM card_tokens');
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
    // The cart was closed by the order: the next current cart is a new, empty one.
    expect((await dana.get('/carts/current/compact-summary')).body.uniqueProductCount).toBe(0);
  });

  it('[PX-03-015][CC-4-046] an expired checkout answers 410', async () => {
    const expiring = await createSandbox({ checkoutProcessingMs: 0, faults: { checkoutTtlSeconds: 0 } });
    try {
      const dana = await signedIn(expiring.url, 'buyer');
      const checkoutId = await startedCheckout(dana);
      const read = await dana.get(`/checkouts/${checkoutId}`);
      expect(read.status).toBe(410);
      expect(read.body[0].errorCode).toBe('CHECKOUT_EXPIRED');
    } finally {
      await expiring.close();
    }
  });

  it('[PX-03-015] an expired checkout is deleted by id and as the active one (204, never a 5xx), which frees its cart', async () => {
    const expiring = await createSandbox({ checkoutProcessingMs: 0, faults: { checkoutTtlSeconds: 0 } });
    try {
      const dana = await signedIn(expiring.url, 'buyer');
      const first = await startedCheckout(dana);
      expect((await dana.delete(`/checkouts/${first}`)).status).toBe(204);
      expect((await dana.get(`/checkouts/${first}`)).status).toBe(404);
      await startedCheckout(dana);
      expect((await dana.delete('/carts/current')).status).toBe(409);
      expect((await dana.delete('/checkouts/active')).status).toBe(204);
      expect((await dana.delete('/carts/current')).status).toBe(204);
    } finally {
      await expiring.close();
    }
  });

  it('[PX-03-003][SH-4-006] cancelling a standing order changes its status; a second cancel answers 409', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const cancelled = await dana.post('/recurring-orders/a0R000000000001/actions/cancel', { reason: 'No longer needed' });
    expect(cancelled.body).toEqual({ recurringOrderId: 'a0R000000000001', status: 'Cancelled', message: 'Scheduled Order has been Cancelled' });
    const read = await dana.get('/recurring-orders/a0R000000000001');
    expect(read.body.status).toBe('Cancelled');
    expect(read.body.nextOrderDate).toBeNull();
    expect(read.body.scheduledShipments.some((s: any) => s.status === 'Scheduled')).toBe(false);
    expect((await dana.post('/recurring-orders/a0R000000000001/actions/cancel', {})).status).toBe(409);
  });

  it('[PX-03-017][PX-16-001] an order paid by purchase order above the approval threshold waits for the approver, who approves it', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    // 40 × 161.00 alone is above Lakeshore's approval threshold of 5,000.00.
    await dana.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '40', type: 'Product' });
    const checkoutId = await startedCheckout(dana);
    const form = new FormData();
    form.append('poNumber', 'PO-LNA-4600');
    form.append('file', new Blob([Buffer.from('%PDF-1.4\nsandbox purchase order\n')], { type: 'application/pdf' }), 'PO LNA 4600 (signed).pdf');
    const attached = await dana.post(`/checkouts/${checkoutId}/purchase-order`, form);
    expect(attached.status).toBe(201);
    expect(attached.body.file.name).toBe('PO_LNA_4600_signed_.pdf');
    await dana.post(`/checkouts/${checkoutId}/payments`, { requestType: 'SimplePurchaseOrder', paymentsData: '{"purchaseOrderNumber":"PO-LNA-4600"}' });
    const placed = await dana.post(`/checkouts/${checkoutId}/orders`);
    expect(placed.status).toBe(201);
    const order = await dana.get(`/order-summaries/${placed.body.orderId}`);
    expect(order.body).toMatchObject({ status: 'PendingApproval', poNumber: 'PO-LNA-4600' });

    expect((await dana.get('/purchase-order-approvals')).status).toBe(403);
    const morgan = await signedIn(sandbox.url, 'approver');
    const queue = await morgan.get('/purchase-order-approvals');
    const approval = queue.body.items.find((a: any) => a.orderSummaryId === placed.body.orderId);
    expect(approval.purchaseOrderFile.name).toBe('PO_LNA_4600_signed_.pdf');
    const file = await fetch(`${sandbox.url}${approval.purchaseOrderFile.url}`, { headers: { cookie: morgan.cookieHeader() } });
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
    expect((await fetch(`${sandbox.url}${approval.purchaseOrderFile.url}`, { headers: { cookie: dana.cookieHeader() } })).status).toBe(404);
    const approved = await morgan.post(`/purchase-order-approvals/${approval.approvalId}/actions/approve`, { comment: 'OK' });
    expect(approved.body.status).toBe('Approved');
    expect((await dana.get(`/order-summaries/${placed.body.orderId}`)).body.status).toBe('Approved');
  });

  it('[PX-03-021][SH-6-004][CC-4-026] a guest cart is preserved on sign-in, reporting the products that failed', async () => {
    const guest = new Client(sandbox.url);
    await guest.get('/application-context');
    await guest.post('/carts/current/cart-items', { productId: '01t000000000005', quantity: '2', type: 'Product' });
    await guest.post('/carts/current/cart-items', { productId: '01t000000000004', quantity: '1', type: 'Product' });
    const guestCartId = (await guest.get('/carts/current/compact-summary')).body.cartId;
    await guest.signIn('multi@demo.test', 'Demo-Multi-1');
    const preserved = await guest.post('/carts/actions/preserve', { cartId: guestCartId });
    expect(preserved.body).toMatchObject({ preserveGuestCartNumberOfProductsWithError: 1, failedProductIds: ['01t000000000004'] });
    const items = await guest.get('/carts/current/cart-items');
    expect(items.body.cartItems.map((i: any) => i.cartItem.productId)).toContain('01t000000000005');
  });

  it('[PX-03-020][CC-5-006][SH-1-004] search by keyword or SKU puts an exact SKU first, refines by values and ranges, and limits paging', async () => {
    const guest = new Client(sandbox.url);
    const sku = await guest.get('/search/products?searchTerm=KRM-SEN-TYM-3001');
    expect(sku.body.productsPage.products[0].id).toBe('01t000000000005');
    const keyword = await guest.get('/search/products?searchTerm=tympanometry');
    expect(keyword.body.productsPage.products.map((p: any) => p.id)).toContain('01t000000000005');
    const refinements = Buffer.from(JSON.stringify([{ nameOrId: 'UnitPrice', type: 'Range', attributeType: 'Standard', min: '50', max: '60' }])).toString('base64url');
    const ranged = await guest.get(`/search/products?categoryId=0ZG000000000211&includePrices=true&refinements=${refinements}`);
    expect(ranged.body.productsPage.products.every((p: any) => Number(p.prices.unitPrice) >= 50 && Number(p.prices.unitPrice) <= 60)).toBe(true);
    const sorted = await guest.post('/search/product-search', { categoryId: '0ZG000000000001', sortRuleId: 'PriceAsc', includePrices: true, pageSize: 50 });
    const prices = sorted.body.productsPage.products.map((p: any) => Number(p.prices.unitPrice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await guest.post('/search/product-search', { searchTerm: 'eeg', page: 4999, pageSize: 2 })).status).toBe(400);
  });
});

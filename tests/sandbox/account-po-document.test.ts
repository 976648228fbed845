// PX-76-002: an account that requires the purchase-order document (the demo's Pacific Crest Health
// System) has every PO payment of its checkouts carry it: the checkout read says so, and the order is
// refused without it ('Please upload a Purchase Order file', SH-5-011) and placed with it. Another
// account of the same store pays by PO without a document, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { PO_FILE_REQUIRED } from '../../machines/constants/checkout-flow.ts';
import { signedIn, untilReady, type Client } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

/** A fresh cart of one line and a checkout paid by PO `poNumber` without a document; answers the checkout id. */
async function poCheckoutWithoutFile(client: Client, poNumber: string): Promise<string> {
  await client.delete('/checkouts/active');
  await client.delete('/carts/current');
  expect((await client.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '2', type: 'Product' })).status).toBe(201);
  const cartId = (await client.get('/carts/current/compact-summary')).body.cartId;
  const checkoutId = (await client.put('/checkouts', { cartId })).body.checkoutId as string;
  await untilReady(() => client.get(`/checkouts/${checkoutId}`));
  expect((await client.patch(`/checkouts/${checkoutId}`, { deliveryMethodId: '2Dm000000000001' })).status).toBe(202);
  await untilReady(() => client.get(`/checkouts/${checkoutId}`));
  expect((await client.post(`/checkouts/${checkoutId}/payments`, { requestType: 'SimplePurchaseOrder', paymentsData: JSON.stringify({ purchaseOrderNumber: poNumber }) })).status).toBe(201);
  return checkoutId;
}

describe('the account that requires the purchase-order document', () => {
  it('[PX-76-002][SH-5-011] the checkout says the document is required; the order is refused without it and placed with it', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    const checkoutId = await poCheckoutWithoutFile(riley, 'PCHS-90001');
    const read = (await untilReady(() => riley.get(`/checkouts/${checkoutId}`))).body;
    expect(read.purchaseOrderFileRequired).toBe(true);
    const refused = await riley.post(`/checkouts/${checkoutId}/orders`);
    expect(refused.status).toBe(422);
    expect(refused.body.map((error: { message: string }) => error.message)).toContain(PO_FILE_REQUIRED);
    const form = new FormData();
    form.append('poNumber', 'PCHS-90001');
    form.append('file', new Blob([Buffer.from('%PDF-1.4\nPCHS-90001\n')], { type: 'application/pdf' }), 'PCHS-90001.pdf');
    expect((await riley.post(`/checkouts/${checkoutId}/purchase-order`, form)).status).toBe(201);
    const placed = await riley.post(`/checkouts/${checkoutId}/orders`);
    expect(placed.status).toBe(201);
    const order = (await riley.get(`/order-summaries/${placed.body.orderId}`)).body;
    expect(order.paymentMethod.purchaseOrderFileName).toBe('PCHS-90001.pdf');
  });

  it('[PX-76-002] an account without the requirement pays by PO without a document', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const checkoutId = await poCheckoutWithoutFile(dana, 'PO-LNA-90002');
    expect((await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body.purchaseOrderFileRequired).toBe(false);
    expect((await dana.post(`/checkouts/${checkoutId}/orders`)).status).toBe(201);
  });
});

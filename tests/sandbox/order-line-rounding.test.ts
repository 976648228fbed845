// PX-87-001: with a percentage coupon, every cart line and every order line is a whole number of its
// price each: quantity × price each = the line's total, to the cent, for quantities whose discount
// rounded per line would not divide (3 × 10 % of an odd-cent price is a half cent per unit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { signedIn, untilReady, type Client } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
});

const cents = (amount: string) => Math.round(Number(amount) * 100);
/** A Neurology product (the NEURO10 coupon's category) at $43.95: 10 % of it is 439.5 cents a unit. */
const PRODUCT = '01t000000000047';
const QUANTITIES = [3, 7, 11];

/** The buyer's cart with one line of the product and the NEURO10 coupon; answers that line. */
async function couponedLine(buyer: Client, quantity: number) {
  await buyer.delete('/checkouts/active');
  await buyer.delete('/carts/current');
  expect((await buyer.post('/carts/current/cart-items', { productId: PRODUCT, quantity: String(quantity), type: 'Product' })).status).toBe(201);
  expect((await buyer.post('/carts/current/cart-coupons', { couponCode: 'NEURO10' })).status).toBe(201);
  return (await buyer.get('/carts/current/cart-items')).body.cartItems[0].cartItem;
}

async function placeByPurchaseOrder(buyer: Client, poNumber: string) {
  const cartId = (await buyer.get('/carts/current/compact-summary')).body.cartId;
  const checkoutId = (await buyer.put('/checkouts', { cartId })).body.checkoutId;
  await untilReady(() => buyer.get(`/checkouts/${checkoutId}`));
  const form = new FormData();
  form.append('poNumber', poNumber);
  form.append('file', new Blob([Buffer.from('%PDF-1.4\nsandbox purchase order\n')], { type: 'application/pdf' }), `${poNumber}.pdf`);
  expect((await buyer.post(`/checkouts/${checkoutId}/purchase-order`, form)).status).toBe(201);
  await buyer.post(`/checkouts/${checkoutId}/payments`, { requestType: 'SimplePurchaseOrder', paymentsData: JSON.stringify({ purchaseOrderNumber: poNumber }) });
  await untilReady(() => buyer.get(`/checkouts/${checkoutId}`));
  const placed = await buyer.post(`/checkouts/${checkoutId}/orders`);
  expect(placed.status).toBe(201);
  return placed.body.orderId as string;
}

describe('order lines with a coupon', () => {
  it('[PX-87-001] each cart line and each placed order line is its quantity times its price each', async () => {
    const buyer = await signedIn(sandbox.url, 'buyer');
    const checks: Array<[number, number]> = [];
    for (const quantity of QUANTITIES) {
      const line = await couponedLine(buyer, quantity);
      // The coupon applies: the line is below its price before adjustments.
      expect(cents(line.totalAmount)).toBeLessThan(cents(line.totalPrice));
      checks.push([cents(line.unitAdjustedPriceWithItemAdj) * Number(line.quantity), cents(line.totalAmount)]);
      const orderId = await placeByPurchaseOrder(buyer, `PO-ROUND-${quantity}`);
      const items = (await buyer.get(`/order-summaries/${orderId}/items`)).body.items;
      expect(items).toHaveLength(1);
      checks.push([cents(items[0].priceEach) * Number(items[0].quantity), cents(items[0].totalPrice)]);
    }
    expect(checks).toHaveLength(QUANTITIES.length * 2);
    for (const [quantityTimesPriceEach, total] of checks) expect(quantityTimesPriceEach).toBe(total);
  });
});

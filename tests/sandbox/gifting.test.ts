// Gifting at checkout on the sandbox: the gift-wrap call, the gift fields of a checkout change, read
// back, priced, placed on the order and in its e-mail with gifting on; refused with it off (the demo
// store's default). Each position runs on its own sandbox, so no other suite sees the settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { GIFT_WRAP_PRODUCTS } from '../../fixtures/gift-wrap.ts';
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_MESSAGE_TOO_LONG, GIFTING_DISABLED } from '../../machines/constants/gifting.ts';
import { Client, readyCheckout as readyCheckoutAt, signedIn, untilReady } from './client.ts';

const GIFTING_ON = { giftingConfig: { isGiftingEnabled: true, isGiftMessageEnabled: true, isGiftWrapEnabled: true } };
const ADDRESS = { name: 'Dana Okafor', firstName: 'Dana', lastName: 'Okafor', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', shipToPhoneNumber: '+13125550142' };
const [BOX, HAMPER] = GIFT_WRAP_PRODUCTS;

let on: Sandbox;
let off: Sandbox;
beforeAll(async () => {
  [on, off] = await Promise.all([createSandbox({ checkoutProcessingMs: 0, settings: GIFTING_ON }), createSandbox({ checkoutProcessingMs: 0 })]);
}, 120_000);
afterAll(async () => {
  await on?.close();
  await off?.close();
});

/** A fresh cart (each test starts from an empty one) with a ready checkout. */
async function readyCheckout(client: Client): Promise<string> {
  await client.delete('/checkouts/active');
  await client.delete('/carts/current');
  return readyCheckoutAt(client, ADDRESS, '01t000000000001');
}

const defaultGroup = (checkout: any) => checkout.deliveryGroups.items.find((group: any) => group.isDefault);

describe('gifting on', () => {
  it('[PX-20-005] the gift-wrap call answers the store\'s wraps with prices; search and the catalogue never show them', async () => {
    const dana = await signedIn(on.url, 'buyer');
    const wraps = await dana.get('/products/gift-wrap');
    expect(wraps.status).toBe(200);
    expect(wraps.body.products.map((p: any) => [p.id, p.name, p.prices.unitPrice])).toEqual(GIFT_WRAP_PRODUCTS.map((p) => [p.id, p.name, p.prices.USD]));
    expect(on.core.catalogue.products.has(BOX!.id)).toBe(false);
    const search = await dana.get(`/search/products?searchTerm=${encodeURIComponent('presentation box')}`);
    expect(JSON.stringify(search.body)).not.toContain(BOX!.id);
    expect((await dana.get(`/products/${BOX!.id}`)).status).toBe(404);
  });

  it('[PX-20-004][PX-20-005][PX-20-006] message and wrap are read back with the checkout, priced into the total, and land on the order and its e-mail', async () => {
    const dana = await signedIn(on.url, 'buyer');
    const checkoutId = await readyCheckout(dana);
    const before = (await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body;
    expect(defaultGroup(before)).toMatchObject({ isGift: false, giftMessage: null, giftWrap: null });
    expect(before.cartSummary.giftWrapAmount).toBeUndefined();

    const message = 'With thanks to the sleep lab team — Dana';
    expect((await dana.patch(`/checkouts/${checkoutId}`, { isGift: true, giftMessage: `  ${message}  `, giftWrapProductId: HAMPER!.id })).status).toBe(202);
    const after = (await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body;
    expect(defaultGroup(after)).toMatchObject({ isGift: true, giftMessage: message, giftWrap: { productId: HAMPER!.id, name: HAMPER!.name, amount: HAMPER!.prices.USD } });
    expect(after.cartSummary.giftWrapAmount).toBe(HAMPER!.prices.USD);
    // Oracle: the grand total grows by exactly the wrap's fixture price.
    expect(Math.round(Number(after.cartSummary.grandTotalAmount) * 100) - Math.round(Number(before.cartSummary.grandTotalAmount) * 100)).toBe(1200);

    const token = await dana.post('/payments/token', {
      billingAddress: { street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' },
      cardPaymentMethod: { cardHolderName: 'Dana Okafor', cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvv: '123', cardType: 'Visa' },
    });
    expect((await dana.post(`/checkouts/${checkoutId}/payments`, { paymentToken: token.body.token, requestType: 'Auth' })).status).toBe(201);
    const mails = on.core.outbox.list().length;
    const placed = await dana.request('POST', `/checkouts/${checkoutId}/orders`, undefined, { 'Idempotency-Key': 'gift-attempt-0001' });
    expect(placed.status).toBe(201);
    const order = (await dana.get(`/order-summaries/${placed.body.orderId}`)).body;
    expect(order).toMatchObject({ isGift: true, giftMessage: message, giftWrap: { productId: HAMPER!.id, name: HAMPER!.name, amount: '12.00' } });
    expect(Math.round(Number(order.totalAmount) * 100)).toBe(Math.round(Number(after.cartSummary.grandTotalAmount) * 100));
    const mail = on.core.outbox.list().slice(mails);
    expect(mail).toHaveLength(1);
    // Money in e-mails as the store shows it (PX-68-005).
    expect(mail[0]!.text).toContain(`Gift wrap: ${HAMPER!.name} $${HAMPER!.prices.USD}`);
    expect(mail[0]!.text).toContain(`Gift message: ${message}`);
  });

  it('[PX-20-004][PX-20-005] null clears the wrap and an empty message clears the message; an unknown wrap is refused', async () => {
    const dana = await signedIn(on.url, 'buyer');
    const checkoutId = await readyCheckout(dana);
    await dana.patch(`/checkouts/${checkoutId}`, { isGift: true, giftMessage: 'Hello', giftWrapProductId: BOX!.id });
    expect((await dana.patch(`/checkouts/${checkoutId}`, { isGift: false, giftMessage: '', giftWrapProductId: null })).status).toBe(202);
    const read = (await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body;
    expect(defaultGroup(read)).toMatchObject({ isGift: false, giftMessage: null, giftWrap: null });
    expect(read.cartSummary.giftWrapAmount).toBeUndefined();
    const unknown = await dana.patch(`/checkouts/${checkoutId}`, { giftWrapProductId: '01t000000000001' });
    expect(unknown.status).toBe(400);
    expect(unknown.body[0]).toMatchObject({ errorCode: 'INVALID_ID_FIELD', message: '01t000000000001 is not a gift-wrap product of this store.' });
  });

  it('[PX-20-002] a message of 2,000 characters is kept; one more is refused with 400 and the checkout keeps the earlier one', async () => {
    const dana = await signedIn(on.url, 'buyer');
    const checkoutId = await readyCheckout(dana);
    const longest = 'x'.repeat(GIFT_MESSAGE_MAX_LENGTH);
    expect((await dana.patch(`/checkouts/${checkoutId}`, { isGift: true, giftMessage: longest })).status).toBe(202);
    const refused = await dana.patch(`/checkouts/${checkoutId}`, { isGift: true, giftMessage: `${longest}y` });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/giftMessage|2,000/);
    expect(defaultGroup((await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body).giftMessage).toBe(longest);
    expect(GIFT_MESSAGE_TOO_LONG).toContain('2,000');
  });
});

describe('gifting off (the demo store)', () => {
  it('[PX-20-003][PX-20-005][PX-31-001][PX-31-003] the gift-wrap call answers no products and every gift field of a checkout change is refused; the checkout is unchanged', async () => {
    const dana = await signedIn(off.url, 'buyer');
    expect((await dana.get('/products/gift-wrap')).body).toEqual({ products: [] });
    const checkoutId = await readyCheckout(dana);
    const group = defaultGroup((await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body).id;
    for (const change of [{ isGift: true }, { giftMessage: 'Hello' }, { giftWrapProductId: BOX!.id }, { giftToName: 'Sam Ortiz' }, { deliveryGroupGifts: [{ deliveryGroupId: group, giftToName: 'Sam Ortiz' }] }]) {
      const refused = await dana.patch(`/checkouts/${checkoutId}`, change);
      expect(refused.status).toBe(400);
      expect(refused.body[0]).toMatchObject({ errorCode: 'INVALID_INPUT', message: GIFTING_DISABLED });
    }
    const read = (await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body;
    expect(defaultGroup(read)).toMatchObject({ isGift: false, giftMessage: null, giftWrap: null, giftToName: null });
  });
});

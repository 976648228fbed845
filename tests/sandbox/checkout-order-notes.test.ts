// PX-76-001: the order's shipping instructions and attention to (SH §3 order fields), entered at checkout
// through the checkout change and carried to the order the buyer reads back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { ATTENTION_TO_TOO_LONG } from '../../machines/constants/checkout-flow.ts';
import { readyCheckout, signedIn, untilReady, type Client } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

const ADDRESS = { name: 'Dana Okafor', firstName: 'Dana', lastName: 'Okafor', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' };

async function placeByCard(client: Client, checkoutId: string) {
  const token = await client.post('/payments/token', {
    billingAddress: { street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' },
    cardPaymentMethod: { cardHolderName: 'Dana Okafor', cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvv: '123', cardType: 'Visa' },
  });
  await client.post(`/checkouts/${checkoutId}/payments`, { paymentToken: token.body.token, requestType: 'Auth' });
  const placed = await client.post(`/checkouts/${checkoutId}/orders`);
  expect(placed.status).toBe(201);
  return (await client.get(`/order-summaries/${placed.body.orderId}`)).body;
}

async function freshCheckout(client: Client) {
  await client.delete('/checkouts/active');
  await client.delete('/carts/current');
  return readyCheckout(client, ADDRESS);
}

describe('order fields entered at checkout', () => {
  it('[PX-76-001] instructions and attention to are saved by the checkout change, read back, and placed on the order', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const checkoutId = await freshCheckout(dana);
    const change = await dana.patch(`/checkouts/${checkoutId}`, {
      shippingInstructions: 'Receiving dock B, weekdays 8-16.',
      customFields: [{ attributes: { type: 'WebCart' }, AttentionTo__c: 'Sleep lab coordinator' }],
    });
    expect(change.status).toBe(202);
    const read = (await untilReady(() => dana.get(`/checkouts/${checkoutId}`))).body;
    expect(read.deliveryGroups.items.find((group: { isDefault: boolean }) => group.isDefault).shippingInstructions).toBe('Receiving dock B, weekdays 8-16.');
    expect(read.customFields[0].AttentionTo__c).toBe('Sleep lab coordinator');
    const order = await placeByCard(dana, checkoutId);
    expect(order.shippingInstructions).toBe('Receiving dock B, weekdays 8-16.');
    expect(order.attentionTo).toBe('Sleep lab coordinator');
  });

  it('[PX-76-001] emptied fields leave the order without them; the contact is not put in attention to', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const checkoutId = await freshCheckout(dana);
    await dana.patch(`/checkouts/${checkoutId}`, { shippingInstructions: 'Side door', customFields: [{ attributes: { type: 'WebCart' }, AttentionTo__c: 'EMG lab' }] });
    await untilReady(() => dana.get(`/checkouts/${checkoutId}`));
    expect((await dana.patch(`/checkouts/${checkoutId}`, { shippingInstructions: '', customFields: [{ attributes: { type: 'WebCart' }, AttentionTo__c: '' }] })).status).toBe(202);
    await untilReady(() => dana.get(`/checkouts/${checkoutId}`));
    const order = await placeByCard(dana, checkoutId);
    expect(order.shippingInstructions).toBeNull();
    expect(order.attentionTo).toBeNull();
  });

  it('[PX-76-001] an attention to over 255 characters is refused with the field\'s message', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const checkoutId = await freshCheckout(dana);
    const refused = await dana.patch(`/checkouts/${checkoutId}`, { customFields: [{ attributes: { type: 'WebCart' }, AttentionTo__c: 'x'.repeat(256) }] });
    expect(refused.status).toBe(400);
    expect(refused.body[0].message).toBe(ATTENTION_TO_TOO_LONG);
    expect((await dana.patch(`/checkouts/${checkoutId}`, { customFields: [{ attributes: { type: 'WebCart' }, AttentionTo__c: 'x'.repeat(255) }] })).status).toBe(202);
  });
});

// Purchase order is a payment for signed-in buyers of an account (issue 25): a guest is refused both
// the PO payment and the PO document with 403 PURCHASE_ORDER_NOT_ALLOWED, and pays by card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { GUEST_PURCHASE_ORDER_ERROR_CODE, GUEST_PURCHASE_ORDER_REFUSED } from '../../machines/constants/checkout-flow.ts';
import { Client, readyCheckout, untilReady } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

const ADDRESS = { name: 'Ada Guest', firstName: 'Ada', lastName: 'Guest', street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US', shipToPhoneNumber: '+13125550101' };

function purchaseOrder(poNumber: string): FormData {
  const form = new FormData();
  form.append('poNumber', poNumber);
  form.append('file', new Blob([Buffer.from('%PDF-1.4\npurchase order\n')], { type: 'application/pdf' }), 'po-guest.pdf');
  return form;
}

async function guest(url: string): Promise<Client> {
  const client = new Client(url);
  await client.get('/application-context');
  return client;
}

describe('a guest and the purchase order', () => {
  it('[PX-68-011] a guest is refused the PO document and the PO payment (403, ErrorList), cannot place the order, and pays by card instead', async () => {
    const ada = await guest(sandbox.url);
    const checkoutId = await readyCheckout(ada, ADDRESS);
    await ada.patch(`/checkouts/${checkoutId}`, { contactInfo: { firstName: 'Ada', lastName: 'Guest', email: 'ada.guest@clinic.example', phoneNumber: '+13125550101' } });
    await untilReady(() => ada.get(`/checkouts/${checkoutId}`));

    const refusal = [{ errorCode: GUEST_PURCHASE_ORDER_ERROR_CODE, message: GUEST_PURCHASE_ORDER_REFUSED }];
    const attached = await ada.post(`/checkouts/${checkoutId}/purchase-order`, purchaseOrder('PO ANYTHING-123'));
    expect(attached.status).toBe(403);
    expect(attached.body).toEqual(refusal);
    const paid = await ada.post(`/checkouts/${checkoutId}/payments`, { requestType: 'SimplePurchaseOrder', paymentsData: JSON.stringify({ purchaseOrderNumber: 'PO ANYTHING-123' }) });
    expect(paid.status).toBe(403);
    expect(paid.body).toEqual(refusal);
    expect((await ada.post(`/checkouts/${checkoutId}/orders`)).status).toBe(422);

    const token = await ada.post('/payments/token', {
      cardPaymentMethod: { cardHolderName: 'Ada Guest', cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: '123', cardType: 'Visa' },
      billingAddress: { street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US' },
    });
    expect(token.status).toBe(201);
    const card = await ada.post(`/checkouts/${checkoutId}/payments`, { requestType: 'Auth', paymentToken: token.body.token });
    expect(card.status).toBe(201);
    const placed = await ada.post(`/checkouts/${checkoutId}/orders`);
    expect(placed.status).toBe(201);
    const order = await ada.get(`/order-summaries/${placed.body.orderId}`);
    expect(order.body.paymentMethod.type).toBe('CreditCard');
    expect(order.body.poNumber ?? null).toBeNull();
  });

  it('[PX-14-007] with guest checkout off, a guest is refused the purchase-order upload (403)', async () => {
    const closed = await createSandbox({ checkoutProcessingMs: 0, settings: { guestCheckoutEnabled: false } });
    try {
      const visitor = await guest(closed.url);
      const refused = await visitor.post('/checkouts/2z9000000000001/purchase-order', purchaseOrder('PO-CLOSED'));
      expect(refused.status).toBe(403);
      expect(refused.body[0].errorCode).toBe('GUEST_CHECKOUT_DISABLED');
    } finally {
      await closed.close();
    }
  });
});

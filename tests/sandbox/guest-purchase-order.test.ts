// A guest pays by purchase order as a buyer does (PX-34-004, acceptance audit of issue 14): the PO
// document goes to the guest's own checkout only, and not at all when the store's guest checkout is off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
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

describe('a guest paying by purchase order', () => {
  it('[PX-34-004] attaches the PO number and document to its own checkout and places the order that names them; another guest cannot attach to it', async () => {
    const ada = await guest(sandbox.url);
    const checkoutId = await readyCheckout(ada, ADDRESS);
    await ada.patch(`/checkouts/${checkoutId}`, { contactInfo: { firstName: 'Ada', lastName: 'Guest', email: 'ada.guest@clinic.example', phoneNumber: '+13125550101' } });
    await untilReady(() => ada.get(`/checkouts/${checkoutId}`));

    const stranger = await guest(sandbox.url);
    expect((await stranger.post(`/checkouts/${checkoutId}/purchase-order`, purchaseOrder('PO-STRANGER'))).status).toBe(404);

    const attached = await ada.post(`/checkouts/${checkoutId}/purchase-order`, purchaseOrder('PO-GUEST-1'));
    expect(attached.status).toBe(201);
    expect(attached.body).toMatchObject({ poNumber: 'PO-GUEST-1', file: { name: 'po-guest.pdf', contentType: 'application/pdf' } });
    const paid = await ada.post(`/checkouts/${checkoutId}/payments`, { requestType: 'SimplePurchaseOrder', paymentsData: JSON.stringify({ purchaseOrderNumber: 'PO-GUEST-1' }) });
    expect(paid.status).toBe(201);
    const placed = await ada.post(`/checkouts/${checkoutId}/orders`);
    expect(placed.status).toBe(201);
    const order = await ada.get(`/order-summaries/${placed.body.orderId}`);
    expect(order.body.poNumber).toBe('PO-GUEST-1');
    expect(order.body.paymentMethod).toEqual({ type: 'PurchaseOrder', purchaseOrderFileName: 'po-guest.pdf' });
  });

  it('[PX-34-004][PX-14-007] with guest checkout off, a guest is refused the purchase-order upload (403)', async () => {
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

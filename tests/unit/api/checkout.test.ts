import { ApiError } from '../../../src/api/errors.ts';
import type { StoreApi } from '../../../src/api/registry.ts';
import { BUYER, STORE, exampleResponse, fakeStore, json, platformError, rejection } from './harness.ts';

const ACTIVE = `${STORE}/checkouts/active`;
const ACCOUNT = { effectiveAccountId: '001000000000001' };

describe('checkout calls', () => {
  it('[CC-7-069][PX-02-007] starts a checkout with cartId and deliveryAddressInput and resolves with 202 and the new id', async () => {
    const store = fakeStore(BUYER);
    const body = { cartId: '0a6000000000001', deliveryAddressInput: { id: '8lW000000000001' } };
    const started = await store.api.checkout.start(body);
    expect(store.last).toMatchObject({ method: 'PUT', path: `${STORE}/checkouts`, query: ACCOUNT });
    expect(store.last.body).toEqual(body);
    expect(started.status).toBe(202);
    expect(started.data).toMatchObject({ checkoutId: '2z9000000000001' });
  });

  it('[CC-7-068][CC-7-070] reads the active checkout when no id is given', async () => {
    const store = fakeStore(BUYER);
    const checkout = await store.api.checkout.read();
    expect(store.last).toMatchObject({ method: 'GET', path: ACTIVE, query: ACCOUNT });
    expect(checkout.status).toBe(200);
  });

  it('[CC-7-070] reads a checkout by id', async () => {
    const store = fakeStore(BUYER);
    await store.api.checkout.read({ checkoutId: '2z9000000000001' });
    expect(store.last.path).toBe(`${STORE}/checkouts/2z9000000000001`);
  });

  it('[PX-02-007] a checkout read answering 422 resolves with the checkout (ready with errors)', async () => {
    const checkout = await exampleResponse('GET', ACTIVE).json();
    const store = fakeStore(BUYER, () => json(422, checkout, {}, 'Unprocessable Entity'));
    const result = await store.api.checkout.read();
    expect(result.status).toBe(422);
    expect(result.data).toEqual(checkout);
  });

  it('[PX-02-007] a checkout read answering 202 resolves with Retry-After for polling', async () => {
    const store = fakeStore(BUYER, () => json(202, { status: 'Processing' }, { 'Retry-After': '1' }));
    const result = await store.api.checkout.read();
    expect(result.status).toBe(202);
    expect(result.headers.get('Retry-After')).toBe('1');
  });

  it('[SH-8-013] a checkout read answering 410 throws an ApiError', async () => {
    const store = fakeStore(BUYER, () => platformError(410, 'Gone', [{ errorCode: 'CHECKOUT_EXPIRED', message: 'The checkout expired.' }]));
    const error = await rejection(() => store.api.checkout.read());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 410, errors: [{ type: 'CHECKOUT_EXPIRED' }] });
  });

  it('[CC-7-071] updates the checkout with PATCH', async () => {
    const store = fakeStore(BUYER);
    const updated = await store.api.checkout.update({ deliveryMethodId: '2Dm000000000002' });
    expect(store.last).toMatchObject({ method: 'PATCH', path: ACTIVE, query: ACCOUNT });
    expect(store.last.body).toEqual({ deliveryMethodId: '2Dm000000000002' });
    expect(updated.status).toBe(202);
  });

  it('[CC-7-072] deletes the checkout', async () => {
    const store = fakeStore(BUYER);
    await expect(store.api.checkout.remove({ checkoutId: '2z9000000000001' })).resolves.toBeUndefined();
    expect(store.last).toMatchObject({ method: 'DELETE', path: `${STORE}/checkouts/2z9000000000001`, query: {} });
  });

  it('[CC-7-073][CC-7-074] applies and removes a checkout coupon', async () => {
    const store = fakeStore(BUYER);
    await store.api.checkout.applyCoupon('NEURO10');
    expect(store.last).toMatchObject({ method: 'POST', path: `${ACTIVE}/coupons`, query: ACCOUNT, body: { couponCode: 'NEURO10' } });
    await store.api.checkout.deleteCoupon('0cC000000000001');
    expect(store.last).toMatchObject({ method: 'DELETE', path: `${ACTIVE}/coupons/0cC000000000001` });
  });

  it('[CC-7-075] runs order actions prepare and submit', async () => {
    const store = fakeStore(BUYER);
    const actions = [{ action: 'prepare' as const }, { action: 'submit' as const, parameters: { poNumber: 'PO-LNA-4502' } }];
    await store.api.checkout.orderActions(actions);
    expect(store.last).toMatchObject({ method: 'POST', path: `${ACTIVE}/orders/actions`, query: ACCOUNT, body: { actions } });
  });

  it('[CC-7-076] places the order directly', async () => {
    const store = fakeStore(BUYER);
    await store.api.checkout.placeOrder();
    expect(store.last).toMatchObject({ method: 'POST', path: `${ACTIVE}/orders`, query: ACCOUNT, body: undefined });
  });

  it('[CC-7-077] posts the payment request', async () => {
    const store = fakeStore(BUYER);
    const body = { paymentToken: 'tok_0001', requestType: 'Auth' as const };
    await store.api.checkout.payment(body);
    expect(store.last).toMatchObject({ method: 'POST', path: `${ACTIVE}/payments`, query: ACCOUNT, body });
  });

  it('[PX-02-001] attaches a purchase order as multipart (extension) with the CSRF token', async () => {
    const store = fakeStore(BUYER);
    await store.api.checkout.attachPurchaseOrder({ poNumber: 'PO-LNA-4502', file: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) });
    expect(store.last).toMatchObject({ method: 'POST', path: `${ACTIVE}/purchase-order` });
    expect(store.last.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(store.last.headers.get('csrf-token')).not.toBeNull();
    const form = store.last.body as FormData;
    expect(form.get('poNumber')).toBe('PO-LNA-4502');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  const checkoutCalls: [string, (api: StoreApi, checkoutId: string | null) => Promise<unknown>][] = [
    ['read', (api, checkoutId) => api.checkout.read({ checkoutId })],
    ['update', (api, checkoutId) => api.checkout.update({ deliveryMethodId: '2Dm000000000001' }, { checkoutId })],
    ['remove', (api, checkoutId) => api.checkout.remove({ checkoutId })],
    ['place order', (api, checkoutId) => api.checkout.placeOrder({ checkoutId })],
    ['payment', (api, checkoutId) => api.checkout.payment({ requestType: 'Auth' }, { checkoutId })],
  ];
  describe.each(checkoutCalls)('%s', (_name, call) => {
    it.each([[null], [''], ['  ']])('[CC-5-039][CC-8-014][PX-02-005] fails with NULL_CHECKOUTID for checkout id %j before any request', async (checkoutId) => {
      const store = fakeStore(BUYER);
      const error = await rejection(() => call(store.api, checkoutId));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe('NULL_CHECKOUTID');
      expect(store.requests).toHaveLength(0);
    });
  });
});

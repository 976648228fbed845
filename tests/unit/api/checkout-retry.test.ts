// PX-76-003: the retry rule (CC-8-016..CC-8-018) runs on every checkout call CC §7 names, not only on
// placing the order: the change, the coupons, the payment, the start, the read and the delete. A fake
// clock records the waits.
import { createActor, toPromise } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import { checkoutActors, checkoutPageApis } from '../../../src/api/adapters/checkout.ts';
import { BUYER, exampleResponse, fakeStore, platformError } from './harness.ts';

/** A store whose first `failures` answers are `status`, then the contract's examples. */
function failingFirst(failures: number, status: number) {
  let answered = 0;
  const store = fakeStore(BUYER, (request) => (answered++ < failures ? platformError(status, 'Failed', [{ errorCode: 'FAILED', message: `HTTP ${status}` }]) : exampleResponse(request.method, new URL(request.url).pathname)));
  const waits: number[] = [];
  return { store, waits, retry: { sleep: async (ms: number) => void waits.push(ms) } };
}

const CHECKOUT = '2z9000000000001';
type Calls = ReturnType<typeof checkoutPageApis>;
const PAGE_CALLS: Array<[string, (calls: Calls) => Promise<unknown>]> = [
  ['the checkout change', (calls) => calls.update(CHECKOUT, { deliveryMethodId: '2Dm000000000001' })],
  ['the checkout read', (calls) => calls.readCheckout(CHECKOUT)],
  ['applying a coupon', (calls) => calls.applyCoupon(CHECKOUT, 'WELCOME10')],
  ['removing a coupon', (calls) => calls.deleteCoupon(CHECKOUT, '0cC000000000001')],
  ['the payment', (calls) => calls.payment(CHECKOUT).payment({ requestType: 'SimplePurchaseOrder', paymentsData: JSON.stringify({ purchaseOrderNumber: 'PO-1' }) })],
];

describe('the checkout page\'s calls', () => {
  for (const [name, call] of PAGE_CALLS) {
    it(`[PX-76-003][CC-8-017][CC-8-018] ${name}: a server failure is tried again 4000 ms later, up to 3 times`, async () => {
      const { store, waits, retry } = failingFirst(2, 503);
      await call(checkoutPageApis(store.api, retry));
      expect(store.requests).toHaveLength(3);
      expect(waits).toEqual([4000, 4000]);

      const always = failingFirst(10, 500);
      const error = await call(checkoutPageApis(always.store.api, always.retry)).catch((e: unknown) => e);
      expect((error as ApiError).status).toBe(500);
      expect(always.store.requests).toHaveLength(4);
      expect(always.waits).toEqual([4000, 4000, 4000]);
    });

    it(`[PX-76-003][CC-8-016] ${name}: a 409 is never tried again, nor a 400`, async () => {
      for (const status of [409, 400]) {
        const { store, waits, retry } = failingFirst(1, status);
        const error = await call(checkoutPageApis(store.api, retry)).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(status);
        expect(store.requests).toHaveLength(1);
        expect(waits).toEqual([]);
      }
    });
  }
});

describe('the checkout machine\'s start and delete', () => {
  it('[PX-76-003][CC-8-017][CC-8-018] starting the checkout after a server failure is tried again 4000 ms later', async () => {
    const { store, waits, retry } = failingFirst(1, 502);
    const actors = checkoutActors(store.api, { cartId: '0a6000000000001', resumeId: undefined }, retry);
    const started = await toPromise(createActor(actors.startCheckout, { input: { cartId: '0a6000000000001' } }).start());
    expect(started.checkoutId).toBeTruthy();
    expect(store.requests.map((request) => request.method)).toEqual(['PUT', 'PUT']);
    expect(waits).toEqual([4000]);
  });

  it('[PX-76-003][CC-8-016] a 409 at start is not tried again: the tab joins the active checkout', async () => {
    const { store, waits, retry } = failingFirst(1, 409);
    const actors = checkoutActors(store.api, { cartId: '0a6000000000001', resumeId: undefined }, retry);
    const started = await toPromise(createActor(actors.startCheckout, { input: { cartId: '0a6000000000001' } }).start());
    expect(started.checkoutId).toBe('active');
    expect(store.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('[PX-76-003][CC-8-017] deleting the checkout after a server failure is tried again', async () => {
    const { store, waits, retry } = failingFirst(1, 500);
    const actors = checkoutActors(store.api, { cartId: '0a6000000000001', resumeId: undefined }, retry);
    await toPromise(createActor(actors.deleteCheckout, { input: { checkoutId: CHECKOUT } }).start());
    expect(store.requests.map((request) => request.method)).toEqual(['DELETE', 'DELETE']);
    expect(waits).toEqual([4000]);
  });
});

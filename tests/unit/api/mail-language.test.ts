import { describe, expect, it } from 'vitest';
import { BUYER, STORE, fakeStore } from './harness.ts';

// The requests whose e-mails the sandbox writes carry the page's locale as `language` (PX-86-002);
// an English page's context has no locale and sends none, so those requests do not change.
const STANDING_ORDER = {
  productId: '01t000000000001', quantity: '10', unitOfMeasure: 'Pack', frequency: { interval: 4, unit: 'Weeks' as const },
  startDate: '2026-12-01', firstShipmentDate: '2026-12-01', shipToAddressId: '8lW000000000001', paymentMethod: { type: 'PurchaseOrder' as const, poNumber: 'PO-LNA-4502' },
};

describe('requests that cause e-mails name the page language', () => {
  it('[PX-86-002] a password reset, a registration and a standing order from a fr-CA page send language=fr-CA', async () => {
    const store = fakeStore({ ...BUYER, locale: 'fr-CA' });
    await store.api.auth.requestPasswordReset({ username: 'buyer@demo.test' });
    expect(store.last).toMatchObject({ method: 'POST', path: `${STORE}/auth/forgot-password`, query: { language: 'fr-CA' } });
    await store.api.registration.submit({ registration: JSON.stringify({ accountName: 'Clinique du Lac' }) });
    expect(store.last).toMatchObject({ method: 'POST', path: `${STORE}/registrations`, query: { language: 'fr-CA' } });
    await store.api.recurring.create(STANDING_ORDER);
    expect(store.last).toMatchObject({ method: 'POST', path: `${STORE}/recurring-orders`, query: { effectiveAccountId: '001000000000001', language: 'fr-CA' } });
  });

  it('[PX-86-002] without a page locale none of them sends a language', async () => {
    const store = fakeStore(BUYER);
    await store.api.auth.requestPasswordReset({ username: 'buyer@demo.test' });
    expect(store.last.query).toEqual({});
    await store.api.registration.submit({ registration: JSON.stringify({ accountName: 'Lakeshore Neurology Associates' }) });
    expect(store.last.query).toEqual({});
    await store.api.recurring.create(STANDING_ORDER);
    expect(store.last.query).toEqual({ effectiveAccountId: '001000000000001' });
  });
});

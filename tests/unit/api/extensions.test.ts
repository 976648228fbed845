import type { StoreApi } from '../../../src/api/registry.ts';
import { BUYER, CSRF_TOKEN, STORE, fakeStore, rejection } from './harness.ts';

const ACCOUNT = { effectiveAccountId: '001000000000001' };

type Case = [string, string, string, Record<string, string>, (api: StoreApi) => Promise<unknown>];

const CASES: Case[] = [
  ['sign in', 'POST', `${STORE}/auth/login`, {}, (api) => api.auth.signIn({ username: 'buyer@demo.test', password: 'correct horse' })],
  ['sign out', 'POST', `${STORE}/auth/logout`, {}, (api) => api.auth.signOut()],
  ['forgot password', 'POST', `${STORE}/auth/forgot-password`, {}, (api) => api.auth.requestPasswordReset({ username: 'buyer@demo.test' })],
  ['reset password', 'POST', `${STORE}/auth/reset-password`, {}, (api) => api.auth.resetPassword({ token: 'reset-0001', newPassword: 'a longer passphrase' })],
  ['account lookup', 'GET', `${STORE}/registrations/account-lookup`, { accountNumber: 'KRM-C-1001' }, (api) => api.registration.lookupAccount('KRM-C-1001')],
  ['registration', 'GET', `${STORE}/registrations/a0G000000000001`, {}, (api) => api.registration.get('a0G000000000001')],
  ['approve registration', 'POST', `${STORE}/registrations/a0G000000000001/actions/approve`, {}, (api) => api.registration.approve('a0G000000000001')],
  ['decline registration', 'POST', `${STORE}/registrations/a0G000000000001/actions/decline`, {}, (api) => api.registration.decline('a0G000000000001', { reason: 'Unknown clinic' })],
  ['order summaries', 'GET', `${STORE}/order-summaries`, { pageSize: '10', ...ACCOUNT }, (api) => api.orders.list({ pageSize: 10 })],
  ['order summary', 'GET', `${STORE}/order-summaries/1Os000000000001`, ACCOUNT, (api) => api.orders.get('1Os000000000001')],
  ['order items', 'GET', `${STORE}/order-summaries/1Os000000000001/items`, ACCOUNT, (api) => api.orders.items('1Os000000000001')],
  ['order shipments', 'GET', `${STORE}/order-summaries/1Os000000000001/shipments`, ACCOUNT, (api) => api.orders.shipments('1Os000000000001')],
  ['order invoices', 'GET', `${STORE}/order-summaries/1Os000000000001/invoices`, ACCOUNT, (api) => api.orders.orderInvoices('1Os000000000001')],
  ['invoices', 'GET', `${STORE}/invoices`, ACCOUNT, (api) => api.orders.invoices()],
  ['approvals', 'GET', `${STORE}/purchase-order-approvals`, ACCOUNT, (api) => api.orders.approvals()],
  ['approval', 'GET', `${STORE}/purchase-order-approvals/a0P000000000001`, ACCOUNT, (api) => api.orders.approval('a0P000000000001')],
  ['approve purchase order', 'POST', `${STORE}/purchase-order-approvals/a0P000000000001/actions/approve`, {}, (api) => api.orders.approve('a0P000000000001')],
  ['decline purchase order', 'POST', `${STORE}/purchase-order-approvals/a0P000000000001/actions/decline`, {}, (api) => api.orders.decline('a0P000000000001', { reason: 'Over budget' })],
  ['recurring orders', 'GET', `${STORE}/recurring-orders`, ACCOUNT, (api) => api.recurring.list()],
  [
    'create recurring order',
    'POST',
    `${STORE}/recurring-orders`,
    ACCOUNT,
    (api) =>
      api.recurring.create({
        productId: '01t000000000001',
        quantity: '10',
        unitOfMeasure: 'Pack',
        frequency: { interval: 4, unit: 'Weeks' },
        startDate: '2026-12-01',
        firstShipmentDate: '2026-12-01',
        shipToAddressId: '8lW000000000001',
        paymentMethod: { type: 'PurchaseOrder', poNumber: 'PO-LNA-4502' },
      }),
  ],
  ['recurring order', 'GET', `${STORE}/recurring-orders/a0R000000000001`, ACCOUNT, (api) => api.recurring.get('a0R000000000001')],
  ['update recurring order', 'PATCH', `${STORE}/recurring-orders/a0R000000000001`, ACCOUNT, (api) => api.recurring.update('a0R000000000001', { quantity: '12' })],
  ['delay recurring order', 'POST', `${STORE}/recurring-orders/a0R000000000001/actions/delay`, ACCOUNT, (api) => api.recurring.delay('a0R000000000001', { days: 7 })],
  ['cancel recurring order', 'POST', `${STORE}/recurring-orders/a0R000000000001/actions/cancel`, ACCOUNT, (api) => api.recurring.cancel('a0R000000000001')],
  ['wishlists', 'GET', `${STORE}/wishlists`, ACCOUNT, (api) => api.wishlists.list()],
  ['create wishlist', 'POST', `${STORE}/wishlists`, ACCOUNT, (api) => api.wishlists.create({ name: 'Clinic reorder list' })],
  ['wishlist', 'GET', `${STORE}/wishlists/0YC000000000001`, ACCOUNT, (api) => api.wishlists.get('0YC000000000001')],
  ['rename wishlist', 'PATCH', `${STORE}/wishlists/0YC000000000001`, ACCOUNT, (api) => api.wishlists.update('0YC000000000001', { name: 'Monthly EEG' })],
  ['delete wishlist', 'DELETE', `${STORE}/wishlists/0YC000000000001`, ACCOUNT, (api) => api.wishlists.remove('0YC000000000001')],
  ['wishlist items', 'GET', `${STORE}/wishlists/0YC000000000001/wishlist-items`, ACCOUNT, (api) => api.wishlists.items('0YC000000000001')],
  ['add wishlist item', 'POST', `${STORE}/wishlists/0YC000000000001/wishlist-items`, ACCOUNT, (api) => api.wishlists.addItem('0YC000000000001', { productId: '01t000000000005' })],
  ['remove wishlist item', 'DELETE', `${STORE}/wishlists/0YC000000000001/wishlist-items/0YD000000000001`, ACCOUNT, (api) => api.wishlists.removeItem('0YC000000000001', '0YD000000000001')],
  [
    'tokenize card',
    'POST',
    `${STORE}/payments/token`,
    {},
    (api) =>
      api.checkout.tokenizeCard({
        billingAddress: { name: 'Dana Okafor', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' },
        cardPaymentMethod: { cardHolderName: 'Dana Okafor', cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvv: '123', cardType: 'Visa' },
      }),
  ],
];

describe('extension calls', () => {
  it.each(CASES)('[PX-02-002][CC-6-003][PX-02-001] %s: %s %s with its query and the CSRF token on writes', async (_name, method, path, query, call) => {
    const store = fakeStore(BUYER);
    await call(store.api);
    expect(store.last).toMatchObject({ method, path, query });
    expect(store.last.headers.get('csrf-token')).toBe(method === 'GET' ? null : CSRF_TOKEN);
  });

  it('[PX-02-002] fetches an invoice document as a Blob', async () => {
    const store = fakeStore(BUYER, () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const document = await store.api.orders.invoiceDocument('3tt000000000001');
    expect(store.last).toMatchObject({ path: `${STORE}/invoices/3tt000000000001/document`, query: ACCOUNT });
    expect(document).toBeInstanceOf(Blob);
    expect(await (document as Blob).text()).toBe('%PDF-1.7');
  });

  it('[PX-15-002] fetches an order\'s purchase-order file as a Blob, for the effective account', async () => {
    const store = fakeStore(BUYER, () => new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const file = await store.api.orders.purchaseOrderDocument('1Os000000000001');
    expect(store.last).toMatchObject({ path: `${STORE}/order-summaries/1Os000000000001/purchase-order-document`, query: ACCOUNT });
    expect(await (file as Blob).text()).toBe('%PDF-1.4');
  });

  it('[PX-02-001][PX-02-002] submits a registration as multipart with its documents', async () => {
    const store = fakeStore({ isGuest: true });
    const registration = JSON.stringify({ accountName: 'Lakeshore Neurology Associates' });
    await store.api.registration.submit({ registration, taxExemptFile: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) });
    expect(store.last).toMatchObject({ method: 'POST', path: `${STORE}/registrations` });
    expect(store.last.headers.get('csrf-token')).toBe(CSRF_TOKEN);
    const form = store.last.body as FormData;
    expect(form.get('registration')).toBe(registration);
    expect(form.get('taxExemptFile')).toBeInstanceOf(Blob);
    expect(form.has('resaleLicenseFile')).toBe(false);
  });

  it.each([
    ['orderSummaryId', (api: StoreApi) => api.orders.get('')],
    ['recurringOrderId', (api: StoreApi) => api.recurring.get(' ')],
    ['wishlistId', (api: StoreApi) => api.wishlists.items('')],
    ['wishlistItemId', (api: StoreApi) => api.wishlists.removeItem('0YC000000000001', '')],
    ['registrationId', (api: StoreApi) => api.registration.approve('')],
    ['approvalId', (api: StoreApi) => api.orders.approve('')],
    ['invoiceId', (api: StoreApi) => api.orders.invoiceDocument('')],
    ['accountNumber', (api: StoreApi) => api.registration.lookupAccount('  ')],
  ])('[PX-02-005] a blank %s throws before any request', async (name, call) => {
    const store = fakeStore(BUYER);
    const error = await rejection(() => call(store.api));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(`The '${name}' option is required to successfully be able to execute this request.`);
    expect(store.requests).toHaveLength(0);
  });
});

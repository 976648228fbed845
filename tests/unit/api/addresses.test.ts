import { ApiError } from '../../../src/api/errors.ts';
import type { StoreApi } from '../../../src/api/registry.ts';
import { BASE_URL, BUYER, STORE, fakeStore, json, platformError, rejection } from './harness.ts';

const ADDRESSES = `${STORE}/accounts/current/addresses`;
const ACCOUNT = { effectiveAccountId: '001000000000001' };
const LAKESHORE = {
  addressType: 'Shipping' as const,
  name: 'Lakeshore Neurology Associates',
  street: '1420 Harbor View Drive',
  city: 'Chicago',
  region: 'IL',
  postalCode: '60611',
  country: 'US',
  phoneNumber: '+13125550142',
};

describe('address book', () => {
  it('[CC-7-078][CC-9-029][CC-6-003] lists the current account addresses with filters, newest first by default', async () => {
    const store = fakeStore(BUYER);
    const page = await store.api.addresses.list({ addressType: 'Shipping', defaultOnly: false, pageSize: 10 });
    expect(store.last).toMatchObject({ method: 'GET', path: ADDRESSES });
    expect(store.last.query).toEqual({ sortOrder: 'CreatedDateDesc', addressType: 'Shipping', defaultOnly: 'false', pageSize: '10', ...ACCOUNT });
    expect(page.items.length).toBeGreaterThan(0);
  });

  it('[CC-7-078] lists the addresses of another account by id', async () => {
    const store = fakeStore(BUYER);
    await store.api.addresses.list({}, { accountId: '001000000000003' });
    expect(store.last.path).toBe(`${STORE}/accounts/001000000000003/addresses`);
  });

  it('[CC-7-079] creates an address with POST on the same path', async () => {
    const store = fakeStore(BUYER);
    await store.api.addresses.create(LAKESHORE);
    expect(store.last).toMatchObject({ method: 'POST', path: ADDRESSES, query: ACCOUNT, body: LAKESHORE });
  });

  it('[CC-7-080] updates an address with PATCH', async () => {
    const store = fakeStore(BUYER);
    await store.api.addresses.update('8lW000000000001', { isDefault: true });
    expect(store.last).toMatchObject({ method: 'PATCH', path: `${ADDRESSES}/8lW000000000001`, query: ACCOUNT, body: { isDefault: true } });
  });

  it('[PX-02-005] deletes an address', async () => {
    const store = fakeStore(BUYER);
    await expect(store.api.addresses.remove('8lW000000000001')).resolves.toBeUndefined();
    expect(store.last).toMatchObject({ method: 'DELETE', path: `${ADDRESSES}/8lW000000000001` });
  });

  it.each([[''], ['   '], [undefined]])('[CC-5-035][CC-5-036][CC-8-003] updating without addressId %j fails with addressId is required before any request', async (id) => {
    const store = fakeStore(BUYER);
    const error = await rejection(() => store.api.addresses.update(id as string, { isDefault: true }));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe('addressId is required');
    expect(store.requests).toHaveLength(0);
  });

  const bookCalls: [string, (api: StoreApi) => Promise<unknown>][] = [
    ['list', (api) => api.addresses.list()],
    ['create', (api) => api.addresses.create(LAKESHORE)],
    ['update', (api) => api.addresses.update('8lW000000000001', { isDefault: true })],
    ['remove', (api) => api.addresses.remove('8lW000000000001')],
  ];
  it.each(bookCalls)('[CC-6-008][CC-8-015] %s fails with CPA disabled for a guest, before any request', async (_name, call) => {
    const store = fakeStore({ isGuest: true });
    const error = await rejection(() => call(store.api));
    expect((error as Error).message).toBe('CPA disabled');
    expect(store.requests).toHaveLength(0);
  });

  it('[CC-6-009] a page size of 0 fails with CPA disabled before any request', async () => {
    const store = fakeStore(BUYER);
    const error = await rejection(() => store.api.addresses.list({ pageSize: 0 }));
    expect((error as Error).message).toBe('CPA disabled');
    expect(store.requests).toHaveLength(0);
  });
});

describe('address answers', () => {
  it('[CC-7-081] an address answer is read as JSON, and a failed one through its own error parsing into the platform entries', async () => {
    const store = fakeStore(BUYER);
    store.answerWith(() => json(201, { ...LAKESHORE, addressId: '8lW000000000009', isDefault: false }));
    expect(await store.api.addresses.create(LAKESHORE)).toEqual({ ...LAKESHORE, addressId: '8lW000000000009', isDefault: false });

    store.answerWith(() => platformError(400, 'Bad Request', [{ errorCode: 'INVALID_INPUT', message: 'Enter a valid postal code.' }]));
    const error = (await rejection(() => store.api.addresses.update('8lW000000000001', { postalCode: 'x' }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, statusText: 'Bad Request', url: `${BASE_URL}${ADDRESSES}/8lW000000000001?effectiveAccountId=001000000000001`, message: 'Bad Request' });
    expect(error.errors).toEqual([{ type: 'INVALID_INPUT', message: 'Enter a valid postal code.', arguments: [] }]);

    // A body that is not the platform's list yields no entries rather than a parse failure.
    store.answerWith(() => new Response('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const gateway = (await rejection(() => store.api.addresses.list())) as ApiError;
    expect(gateway).toMatchObject({ status: 502, statusText: 'Bad Gateway', errors: [] });
  });
});

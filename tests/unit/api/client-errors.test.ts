import type { components } from '../../../src/api/generated/schema.ts';
import { CART_VALIDATION_ERROR_CODE as CART_VALIDATION_ERROR } from '../../../machines/constants/cart-checkout.ts';
import { ApiError, normaliseCartErrors, normaliseErrorBody } from '../../../src/api/errors.ts';
import { BUYER, CSRF_TOKEN, STORE, fakeStore, json, platformError } from './harness.ts';

describe('typed client and error normalisation', () => {
  it('[PX-02-001] sends the csrf-token header on writes only', async () => {
    const store = fakeStore(BUYER);
    await store.api.cart.summary();
    await store.api.cart.addItem({ productId: '01t000000000001', quantity: '1', type: 'Product' });
    await store.api.cart.updateItem('0a9000000000001', '2');
    await store.api.cart.ensureCart();
    await store.api.cart.deleteItem('0a9000000000001');
    expect(store.requests.map((r) => [r.method, r.headers.get('csrf-token')])).toEqual([
      ['GET', null],
      ['POST', CSRF_TOKEN],
      ['PATCH', CSRF_TOKEN],
      ['PUT', CSRF_TOKEN],
      ['DELETE', CSRF_TOKEN],
    ]);
  });

  it('[PX-02-002][CC-7-001][CC-7-002][SH-7-001][SH-7-002] calls go through the typed client under /services/data/v64.0/commerce/webstores/{webstoreId}', async () => {
    const store = fakeStore(BUYER);
    await store.api.catalogue.product('01t000000000001');
    expect(store.last.url.origin + store.last.path).toBe(`http://store.test${STORE}/products/01t000000000001`);
  });

  it('[SH-8-011][SH-8-012][SH-8-013][CC-8-001][CC-8-019] a non-ok answer throws an ApiError with url, status, statusText and { message, type, arguments } entries', async () => {
    const store = fakeStore(BUYER, () =>
      platformError(404, 'Not Found', [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]),
    );
    const error = await store.api.catalogue.product('01t000000000099').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Not Found');
    expect(error).toMatchObject({
      name: 'ApiError',
      url: `http://store.test${STORE}/products/01t000000000099?effectiveAccountId=001000000000001`,
      status: 404,
      statusText: 'Not Found',
      errors: [{ type: 'NOT_FOUND', message: 'The requested resource does not exist', arguments: [] }],
    });
  });

  it('[SH-8-012] a body that is not an error list yields no entries', async () => {
    const store = fakeStore(BUYER, () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await store.api.catalogue.product('01t000000000001').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.errors).toEqual([]);
    expect(normaliseErrorBody({ errorCode: 'X' })).toEqual([]);
    expect(normaliseErrorBody([{ message: 'no code' }])).toEqual([{ type: 'UNKNOWN_ERROR', message: 'no code', arguments: [] }]);
  });

  it('[SH-8-014] an aborted request raises AbortError with the message Aborted', async () => {
    const store = fakeStore(BUYER);
    const controller = new AbortController();
    controller.abort();
    const error = await store.api.catalogue.product('01t000000000001', {}, controller.signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError', message: 'Aborted' });
  });

  it('[SH-8-014] an abort while the request is in flight raises AbortError Aborted', async () => {
    const controller = new AbortController();
    const store = fakeStore(BUYER, (request) => {
      controller.abort();
      return request.signal.aborted ? Promise.reject(new DOMException('The operation was aborted.', 'AbortError')) : json(200, {});
    });
    const error = await store.api.search.suggestions({ searchTerm: 'eeg' }, controller.signal).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError', message: 'Aborted' });
  });

  it('[CC-8-020] cart errors keep their message only for CART_VALIDATION_ERROR', () => {
    expect(
      normaliseCartErrors([
        { type: CART_VALIDATION_ERROR, message: 'Quantity must be a multiple of 2' },
        { type: 'INVALID_INPUT', message: 'internal detail' },
      ]),
    ).toEqual([
      { type: CART_VALIDATION_ERROR, message: 'Quantity must be a multiple of 2' },
      { type: 'INVALID_INPUT', message: '' },
    ]);
  });

  it('[PX-02-010] array query parameters are sent as one comma-joined value', async () => {
    const store = fakeStore(BUYER);
    await store.api.catalogue.productPrices(['01t000000000001', '01t000000000005']);
    expect(store.last.url.search).toContain('productIds=01t000000000001,01t000000000005');
    expect(store.last.url.searchParams.getAll('productIds')).toEqual(['01t000000000001,01t000000000005']);
  });
});

describe('typing', () => {
  it('[PX-02-002] answers are typed from the generated schema', () => {
    type Schemas = components['schemas'];
    const api = fakeStore(BUYER).api;
    expectTypeOf<Awaited<ReturnType<typeof api.catalogue.product>>>().toEqualTypeOf<Schemas['ProductDetail']>();
    expectTypeOf<Awaited<ReturnType<typeof api.catalogue.productTaxes>>>().toEqualTypeOf<Schemas['ProductTaxes']>();
    expectTypeOf<Awaited<ReturnType<typeof api.accounts.managedAccounts>>>().toEqualTypeOf<Schemas['ManagedAccountCollection']>();
    expectTypeOf<Awaited<ReturnType<typeof api.context.applicationContext>>>().toExtend<Schemas['ApplicationContext']>();
    expectTypeOf<Awaited<ReturnType<typeof api.cart.deleteCart>>>().toEqualTypeOf<void>();
    expectTypeOf<Awaited<ReturnType<typeof api.addresses.list>>>().not.toBeAny();
    expectTypeOf<Awaited<ReturnType<typeof api.search.search>>>().not.toBeAny();
  });
});

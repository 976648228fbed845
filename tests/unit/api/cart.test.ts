import { ApiError } from '../../../src/api/errors.ts';
import type { RequestContext } from '../../../src/api/request.ts';
import type { StoreApi } from '../../../src/api/registry.ts';
import { BUYER, CSRF_TOKEN, STORE, fakeStore, json, platformError, rejection } from './harness.ts';

const CART = `${STORE}/carts/current`;
const HIGH_SCALE: RequestContext = { ...BUYER, highScaleCartEnabled: true };
const BASE_QUERY = { effectiveAccountId: '001000000000001', currencyIsoCode: 'USD' };

type Call = [string, string, string, (api: StoreApi) => Promise<unknown>];

const NON_DELETE: Call[] = [
  ['ensure cart', 'PUT', CART, (api) => api.cart.ensureCart()],
  ['summary', 'GET', `${CART}/compact-summary`, (api) => api.cart.summary()],
  ['add item', 'POST', `${CART}/cart-items`, (api) => api.cart.addItem({ productId: '01t000000000001', quantity: '1', type: 'Product' })],
  ['add items', 'POST', `${CART}/cart-items/batch`, (api) => api.cart.addItems([{ richInput: { productId: '01t000000000001', quantity: '10', type: 'Product' } }])],
  ['update item', 'PATCH', `${CART}/cart-items/0a9000000000001`, (api) => api.cart.updateItem('0a9000000000001', '4')],
  ['apply coupon', 'POST', `${CART}/cart-coupons`, (api) => api.cart.applyCoupon('NEURO10')],
  ['reserve inventory', 'PUT', `${CART}/inventory-reservations`, (api) => api.cart.reserveInventory()],
  ['cart products', 'GET', `${CART}/products`, (api) => api.cart.products()],
  ['preserve guest cart', 'POST', `${STORE}/carts/actions/preserve`, (api) => api.cart.preserveGuestCart({ cartId: '0a6000000000002' })],
  ['delivery groups', 'GET', `${CART}/delivery-groups`, (api) => api.cart.deliveryGroups()],
  ['create delivery group', 'POST', `${CART}/delivery-groups`, (api) => api.cart.createDeliveryGroup({ deliveryAddress: { id: '8lW000000000001' } })],
  ['delivery group', 'GET', `${CART}/delivery-groups/0a7000000000001`, (api) => api.cart.deliveryGroup('0a7000000000001')],
  ['update delivery group', 'PATCH', `${CART}/delivery-groups/0a7000000000001`, (api) => api.cart.updateDeliveryGroup('0a7000000000001', { deliveryAddress: { id: '8lW000000000001' } })],
  ['arrange items', 'POST', `${CART}/delivery-groups/actions/arrange-items`, (api) => api.cart.arrangeItems([{ deliveryGroupId: '0a7000000000001', cartItemIds: ['0a9000000000001'] }])],
];

const DELETES: Call[] = [
  ['delete item', 'DELETE', `${CART}/cart-items/0a9000000000001`, (api) => api.cart.deleteItem('0a9000000000001')],
  ['delete cart', 'DELETE', CART, (api) => api.cart.deleteCart()],
  ['delete coupon', 'DELETE', `${CART}/cart-coupons/0cC000000000001`, (api) => api.cart.deleteCoupon('0cC000000000001')],
  ['delete delivery group', 'DELETE', `${CART}/delivery-groups/0a7000000000001`, (api) => api.cart.deleteDeliveryGroup('0a7000000000001')],
];

describe('cart base rules', () => {
  it.each(NON_DELETE)('[CC-7-047][CC-7-049] %s: %s %s on the current cart with effectiveAccountId and currencyIsoCode', async (_name, method, path, call) => {
    const store = fakeStore(BUYER);
    await call(store.api);
    expect(store.last).toMatchObject({ method, path, credentials: 'include' });
    expect(store.last.query).toMatchObject(BASE_QUERY);
    expect(store.last.headers.get('X-HighScale')).toBeNull();
  });

  it.each(DELETES)('[CC-7-048][CC-7-057][CC-7-058][CC-7-060][CC-7-066] %s: %s %s without effectiveAccountId or currencyIsoCode', async (_name, method, path, call) => {
    const store = fakeStore(BUYER);
    await call(store.api);
    expect(store.last).toMatchObject({ method, path, query: {} });
    expect(store.last.headers.get('csrf-token')).toBe(CSRF_TOKEN);
  });

  it.each([...NON_DELETE, ...DELETES])('[CC-7-050] %s sends X-HighScale: true when the high-scale cart is on', async (_name, _method, _path, call) => {
    const store = fakeStore(HIGH_SCALE);
    await call(store.api);
    expect(store.last.headers.get('X-HighScale')).toBe('true');
  });

  it('[CC-7-049] addresses another cart by id or state when given', async () => {
    const store = fakeStore(BUYER);
    await store.api.cart.summary({ cartId: '0a6000000000001' });
    expect(store.last.path).toBe(`${STORE}/carts/0a6000000000001/compact-summary`);
    await store.api.cart.deleteCart({ cartId: 'active' });
    expect(store.last.path).toBe(`${STORE}/carts/active`);
  });

  it('[PX-02-005] rejects a blank cart id or cart item id before any request', async () => {
    const store = fakeStore(BUYER);
    expect(((await rejection(() => store.api.cart.summary({ cartId: ' ' }))) as Error).message).toBe(
      "The 'cartId' option is required to successfully be able to execute this request.",
    );
    expect(((await rejection(() => store.api.cart.updateItem('', '2'))) as Error).message).toBe(
      "The 'cartItemId' option is required to successfully be able to execute this request.",
    );
    expect(((await rejection(() => store.api.cart.deleteCoupon(''))) as Error).message).toBe(
      "The 'cartCouponId' option is required to successfully be able to execute this request.",
    );
    expect(store.requests).toHaveLength(0);
  });
});

describe('cart calls', () => {
  it('[CC-7-051] ensures the cart with PUT and an empty body', async () => {
    const store = fakeStore(BUYER);
    await store.api.cart.ensureCart();
    expect(store.last.body).toEqual({});
  });

  it('[CC-7-052][PX-02-007] reads the compact summary with its status', async () => {
    const store = fakeStore(BUYER);
    const summary = await store.api.cart.summary();
    expect(summary.status).toBe(200);
    expect(summary.data).toMatchObject({ cartId: '0a6000000000001' });
  });

  it('[PX-02-007] a 202 while the cart is processed resolves with status and Retry-After', async () => {
    const store = fakeStore(BUYER, () => json(202, { status: 'Processing' }, { 'Retry-After': '1', Location: `${CART}/compact-summary` }));
    const summary = await store.api.cart.summary();
    expect(summary.status).toBe(202);
    expect(summary.headers.get('Retry-After')).toBe('1');
    expect(summary.headers.get('Location')).toBe(`${CART}/compact-summary`);
  });

  it('[CC-7-053][CC-3-027][CC-3-028][CC-3-029][CC-9-001][CC-9-002][CC-9-029] lists cart items, page 1 of 25, newest first, all product fields', async () => {
    const store = fakeStore(BUYER);
    await store.api.cart.items({ includePromotions: true, includeCoupons: true });
    expect(store.last.query).toEqual({
      sort: 'CreatedDateDesc',
      productFields: '*',
      pageNumber: '1',
      pageSize: '25',
      includePromotions: 'true',
      includeCoupons: 'true',
      ...BASE_QUERY,
    });
    await store.api.cart.items({ pageNumber: 2, sort: 'NameAsc' });
    expect(store.last.query).toMatchObject({ pageNumber: '2', sort: 'NameAsc' });
  });

  it('[CC-7-054] adds an item with the add fields as body', async () => {
    const store = fakeStore(BUYER);
    const body = { productId: '01t000000000005', quantity: '2', type: 'Product' as const };
    await store.api.cart.addItem(body);
    expect(store.last.body).toEqual(body);
  });

  it('[CC-7-055] adds items in a batch of richInput entries', async () => {
    const store = fakeStore(BUYER);
    const inputs = [
      { richInput: { productId: '01t000000000001', quantity: '10', type: 'Product' as const } },
      { richInput: { productId: '01t000000000005', quantity: '2', type: 'Product' as const } },
    ];
    await store.api.cart.addItems(inputs);
    expect(store.last.body).toEqual({ inputs });
  });

  it('[CC-7-056] updates an item quantity', async () => {
    const store = fakeStore(BUYER);
    await store.api.cart.updateItem('0a9000000000001', '12');
    expect(store.last.body).toEqual({ quantity: '12' });
  });

  it('[CC-7-059] applies a coupon code', async () => {
    const store = fakeStore(BUYER);
    await store.api.cart.applyCoupon('NEURO10');
    expect(store.last.body).toEqual({ couponCode: 'NEURO10' });
  });

  it('[CC-7-061][CC-9-004][CC-9-005] reserves inventory for 14400 seconds unless a configured duration is given', async () => {
    const store = fakeStore(BUYER);
    await store.api.cart.reserveInventory();
    expect(store.last.body).toEqual({ durationInSeconds: 14400 });
    await store.api.cart.reserveInventory(600);
    expect(store.last.body).toEqual({ durationInSeconds: 600 });
  });

  it('[CC-7-062] lists the cart products', async () => {
    const store = fakeStore(BUYER);
    await store.api.cart.products({ pageSize: 10 });
    expect(store.last.query).toEqual({ pageSize: '10', ...BASE_QUERY });
  });

  it('[CC-7-063] preserves a guest cart', async () => {
    const store = fakeStore(BUYER);
    await store.api.cart.preserveGuestCart({ cartId: '0a6000000000002' });
    expect(store.last.body).toEqual({ cartId: '0a6000000000002' });
  });

  it('[CC-7-064] clones a cart with body cartId and targetType PayNowReadOnly', async () => {
    const store = fakeStore(BUYER);
    await store.api.cart.cloneCart('0a6000000000001');
    expect(store.last).toMatchObject({ method: 'POST', path: `${STORE}/carts/actions/clone`, query: { targetType: 'PayNowReadOnly', ...BASE_QUERY } });
    expect(store.last.body).toEqual({ cartId: '0a6000000000001' });
  });

  it('[CC-7-065][CC-9-003] lists at most 20 delivery groups unless asked otherwise', async () => {
    const store = fakeStore(BUYER);
    await store.api.cart.deliveryGroups();
    expect(store.last.query).toEqual({ limit: '20', ...BASE_QUERY });
  });

  it.each([[''], ['  '], [undefined]])('[CC-5-037][CC-5-038][CC-8-003] loading delivery-group items without deliveryGroupId %j fails before any request', async (id) => {
    const store = fakeStore(BUYER);
    const error = await rejection(() => store.api.cart.deliveryGroup(id as string));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe('deliveryGroupId required');
    expect(store.requests).toHaveLength(0);
  });

  it('[PX-02-005] updating or deleting a delivery group without its id fails with deliveryGroupId required', async () => {
    const store = fakeStore(BUYER);
    expect(((await rejection(() => store.api.cart.updateDeliveryGroup('', {}))) as Error).message).toBe('deliveryGroupId required');
    expect(((await rejection(() => store.api.cart.deleteDeliveryGroup(''))) as Error).message).toBe('deliveryGroupId required');
    expect(store.requests).toHaveLength(0);
  });

  it('[CC-7-067][PX-02-007] arranges items with body arrangements and resolves with the status', async () => {
    const store = fakeStore(BUYER);
    const arrangements = [{ deliveryGroupId: '0a7000000000001', cartItemIds: ['0a9000000000001', '0a9000000000002'] }];
    const result = await store.api.cart.arrangeItems(arrangements);
    expect(store.last.body).toEqual({ arrangements });
    expect([200, 202]).toContain(result.status);
  });

  it('[CC-7-047] quick order (extension) posts to the cart with the base query', async () => {
    const store = fakeStore(BUYER);
    const body = { items: [{ sku: 'KRM-NEU-EEG-1001', quantity: '10' }] };
    await store.api.cart.quickOrder(body);
    expect(store.last).toMatchObject({ method: 'POST', path: `${CART}/actions/quick-order`, query: BASE_QUERY });
  });
});

describe('cart errors', () => {
  it('[CC-8-020][SH-8-011] keeps the message of a CART_VALIDATION_ERROR and blanks the others', async () => {
    const store = fakeStore(BUYER, () =>
      platformError(422, 'Unprocessable Entity', [
        { errorCode: 'CART_VALIDATION_ERROR', message: 'Quantity must be a multiple of 2.' },
        { errorCode: 'INVALID_INPUT', message: 'Internal detail' },
      ]),
    );
    const error = await rejection(() => store.api.cart.addItem({ productId: '01t000000000005', quantity: '3', type: 'Product' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      statusText: 'Unprocessable Entity',
      errors: [
        { type: 'CART_VALIDATION_ERROR', message: 'Quantity must be a multiple of 2.' },
        { type: 'INVALID_INPUT', message: '' },
      ],
    });
  });
});

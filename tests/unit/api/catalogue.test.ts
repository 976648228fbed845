import { ApiError } from '../../../src/api/errors.ts';
import type { RequestContext } from '../../../src/api/request.ts';
import type { StoreApi } from '../../../src/api/registry.ts';
import { BUYER, PREFIX, STORE, WEBSTORE_ID, fakeStore, platformError, rejection } from './harness.ts';

const PRODUCT_ID_MESSAGE = "The 'productId' option is required to successfully be able to execute this request.";
const CATEGORY_ID_MESSAGE = "The 'categoryId' option is required to successfully be able to execute this request.";
const SNAPSHOT = '0Yv000000000001';

/** One call of each kind that goes out as guest under CC-6-001 and CC-6-002. */
const GUEST_ELIGIBLE: [string, (api: StoreApi) => Promise<unknown>][] = [
  ['product collection', (api) => api.catalogue.products({ ids: ['01t000000000001'] })],
  ['product detail', (api) => api.catalogue.product('01t000000000001')],
  ['product children', (api) => api.catalogue.productChildren('01t000000000002')],
  ['featured products', (api) => api.catalogue.featuredProducts('01t000000000001')],
  ['product price', (api) => api.catalogue.productPrice('01t000000000001')],
  ['product prices', (api) => api.catalogue.productPrices(['01t000000000001'])],
  ['product taxes', (api) => api.catalogue.productTaxes('01t000000000001')],
  ['category', (api) => api.catalogue.category('0ZG000000000111')],
  ['category path', (api) => api.catalogue.categoryPath('0ZG000000000111')],
  ['category children', (api) => api.catalogue.categoryChildren({ parentProductCategoryId: '0ZG000000000001' })],
  ['search', (api) => api.search.search({ searchTerm: 'electrode' })],
  ['priced search', (api) => api.search.search({ searchTerm: 'electrode', includePrices: true })],
  ['suggestions', (api) => api.search.suggestions({ searchTerm: 'eeg' })],
];

describe('guest versus authenticated catalogue requests', () => {
  it.each(GUEST_ELIGIBLE)('[CC-6-001][PX-02-006] %s goes out as guest, without effectiveAccountId, when guest data may serve signed-in users', async (_name, call) => {
    const store = fakeStore({ ...BUYER, canUseGuestDataForAuthUsers: true });
    await call(store.api);
    expect(store.last.credentials).toBe('omit');
    expect(store.last.query).not.toHaveProperty('effectiveAccountId');
  });

  it.each(GUEST_ELIGIBLE)('[CC-6-002][PX-02-006] %s goes out as guest when guest browsing is enabled', async (_name, call) => {
    const store = fakeStore({ ...BUYER, guestBrowsingEnabled: true });
    await call(store.api);
    expect(store.last.credentials).toBe('omit');
    expect(store.last.query).not.toHaveProperty('effectiveAccountId');
  });

  it.each(GUEST_ELIGIBLE)('[CC-6-003] %s carries the session and the effective account otherwise', async (_name, call) => {
    const store = fakeStore(BUYER);
    await call(store.api);
    expect(store.last.credentials).toBe('include');
    expect(store.last.query.effectiveAccountId).toBe('001000000000001');
  });

  it('[CC-6-003] leaves effectiveAccountId out when the context has none', async () => {
    const store = fakeStore({ isGuest: true });
    await store.api.catalogue.product('01t000000000001');
    expect(store.last.query).toEqual({});
  });
});

describe('products', () => {
  it('[CC-7-011] reads a collection by ids with its options', async () => {
    const store = fakeStore(BUYER);
    await store.api.catalogue.products({ ids: ['01t000000000001', '01t000000000005'], fields: ['Name', 'StockKeepingUnit'], excludeMedia: true, includeQuantityRule: true });
    expect(store.last).toMatchObject({ method: 'GET', path: `${STORE}/products` });
    expect(store.last.query).toEqual({
      ids: '01t000000000001,01t000000000005',
      fields: 'Name,StockKeepingUnit',
      excludeMedia: 'true',
      includeQuantityRule: 'true',
      effectiveAccountId: '001000000000001',
    });
  });

  it('[CC-7-011] reads a collection by skus', async () => {
    const store = fakeStore(BUYER);
    await store.api.catalogue.products({ skus: ['KRM-NEU-EEG-1001'], includeProductSellingModels: true });
    expect(store.last.query).toEqual({ skus: 'KRM-NEU-EEG-1001', includeProductSellingModels: 'true', effectiveAccountId: '001000000000001' });
  });

  it.each([
    ['neither', {}],
    ['empty lists', { ids: [], skus: [] }],
    ['both', { ids: ['01t000000000001'], skus: ['KRM-NEU-EEG-1001'] }],
  ])('[CC-5-003][CC-5-004][PX-02-003][CC-8-003] rejects %s of ids and skus before any request', async (_name, options) => {
    const store = fakeStore(BUYER);
    const error = await rejection(() => store.api.catalogue.products(options));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe("Either the 'ids' or the 'skus' option is required, but not both.");
    expect(store.requests).toHaveLength(0);
  });

  it('[CC-7-006] reads a product on the plain path without X-HighScale when no snapshot is used', async () => {
    const store = fakeStore(BUYER);
    const product = await store.api.catalogue.product('01t000000000001', { mediaGroups: ['productDetailImage'] });
    expect(store.last.path).toBe(`${STORE}/products/01t000000000001`);
    expect(store.last.query).toEqual({ mediaGroups: 'productDetailImage', effectiveAccountId: '001000000000001' });
    expect(store.last.headers.get('X-HighScale')).toBeNull();
    expect(product.id).toBe('01t000000000001');
  });

  it('[CC-7-006][CC-7-007] reads a product on the versioned path with X-HighScale: true under a snapshot', async () => {
    const store = fakeStore({ ...BUYER, catalogSnapshotVersionId: SNAPSHOT });
    await store.api.catalogue.product('01t000000000001');
    expect(store.last.path).toBe(`${STORE}/versions/${SNAPSHOT}/products/01t000000000001`);
    expect(store.last.headers.get('X-HighScale')).toBe('true');
  });

  it('[CC-7-008] adds noCache in preview only', async () => {
    const store = fakeStore({ ...BUYER, isPreview: true });
    await store.api.catalogue.product('01t000000000001');
    expect(store.last.query.noCache).toBe('true');
    const live = fakeStore(BUYER);
    await live.api.catalogue.product('01t000000000001');
    expect(live.last.query).not.toHaveProperty('noCache');
  });

  const productIdCalls: [string, (api: StoreApi, id: string) => Promise<unknown>][] = [
    ['product details', (api, id) => api.catalogue.product(id)],
    ['pricing', (api, id) => api.catalogue.productPrice(id)],
    ['children', (api, id) => api.catalogue.productChildren(id)],
    ['featured products', (api, id) => api.catalogue.featuredProducts(id)],
    ['taxes', (api, id) => api.catalogue.productTaxes(id)],
  ];
  describe.each(productIdCalls)('%s', (_name, call) => {
    it.each([[''], ['  '], [undefined], [null], [42]])('[CC-5-001][CC-8-003][CC-8-004][PX-02-002] rejects productId %j with the exact TypeError and no request', async (id) => {
      const store = fakeStore(BUYER);
      const error = await rejection(() => call(store.api, id as string));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(PRODUCT_ID_MESSAGE);
      expect(store.requests).toHaveLength(0);
    });
  });

  it('[CC-7-009] reads children with pageSize, mediaGroups and includeProductSellingModels', async () => {
    const store = fakeStore(BUYER);
    await store.api.catalogue.productChildren('01t000000000002', { pageSize: 10, mediaGroups: ['productListImage'], includeProductSellingModels: true });
    expect(store.last.path).toBe(`${STORE}/products/01t000000000002/children`);
    expect(store.last.query).toEqual({
      pageSize: '10',
      mediaGroups: 'productListImage',
      includeProductSellingModels: 'true',
      effectiveAccountId: '001000000000001',
    });
  });

  it('[CC-7-010] reads featured products with their query', async () => {
    const store = fakeStore(BUYER);
    await store.api.catalogue.featuredProducts('01t000000000001', {
      relationshipTypes: ['CompleteTheLook', 'TopSeller'],
      fields: ['Name'],
      excludeFields: ['Description'],
      mediaGroups: ['productListImage'],
      includeMediaGroups: true,
      includeAttributeSetInfo: false,
      includePurchaseQuantityRules: true,
      includeProductSellingModel: true,
    });
    expect(store.last.path).toBe(`${STORE}/products/01t000000000001/featured-products`);
    expect(store.last.query).toEqual({
      relationshipTypes: 'CompleteTheLook,TopSeller',
      fields: 'Name',
      excludeFields: 'Description',
      mediaGroups: 'productListImage',
      includeMediaGroups: 'true',
      includeAttributeSetInfo: 'false',
      includePurchaseQuantityRules: 'true',
      includeProductSellingModel: 'true',
      effectiveAccountId: '001000000000001',
    });
  });

  it('[CC-7-012] reads gift-wrap products with fields', async () => {
    const store = fakeStore(BUYER);
    await store.api.catalogue.giftWrapProducts({ fields: ['Name'] });
    expect(store.last).toMatchObject({ path: `${STORE}/products/gift-wrap`, query: { fields: 'Name', effectiveAccountId: '001000000000001' } });
  });

  it('[CC-8-002] a gift-wrap failure throws Failed to fetch gift wrap details: {status}', async () => {
    const store = fakeStore(BUYER, () => platformError(500, 'Server Error', [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'boom' }]));
    const error = await rejection(() => store.api.catalogue.giftWrapProducts());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('Failed to fetch gift wrap details: 500');
    expect(error).toMatchObject({ status: 500, statusText: 'Server Error' });
  });
});

describe('pricing and taxes', () => {
  it('[CC-7-013] reads one price with allProductSellingModelPrices and the currency', async () => {
    const store = fakeStore(BUYER);
    const price = await store.api.catalogue.productPrice('01t000000000001', { allProductSellingModelPrices: true });
    expect(store.last.path).toBe(`${STORE}/pricing/products/01t000000000001`);
    expect(store.last.query).toEqual({ allProductSellingModelPrices: 'true', currencyIsoCode: 'USD', effectiveAccountId: '001000000000001' });
    expect(price.unitPrice).toBe('172.00');
  });

  it('[CC-7-016] reads a price collection with a comma list of productIds and the currency', async () => {
    const store = fakeStore({ ...BUYER, currencyIsoCode: 'CAD' });
    await store.api.catalogue.productPrices(['01t000000000001', '01t000000000005']);
    expect(store.last.path).toBe(`${STORE}/pricing/products`);
    expect(store.last.query).toEqual({
      productIds: '01t000000000001,01t000000000005',
      currencyIsoCode: 'CAD',
      effectiveAccountId: '001000000000001',
    });
  });

  it.each([[[]], [undefined], [null], ['01t000000000001'], [['01t000000000001', '']], [['  ']]])(
    '[CC-5-008][CC-8-003][CC-8-007] rejects productIds %j with A list of product IDs is required. and no request',
    async (ids) => {
      const store = fakeStore(BUYER);
      const error = await rejection(() => store.api.catalogue.productPrices(ids as string[]));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe('A list of product IDs is required.');
      expect(store.requests).toHaveLength(0);
    },
  );

  it('[CC-7-017] reads taxes of a product under Gross', async () => {
    const store = fakeStore(BUYER);
    const taxes = await store.api.catalogue.productTaxes('01t000000000001');
    expect(store.last).toMatchObject({ method: 'GET', path: `${STORE}/taxes/products/01t000000000001`, query: { effectiveAccountId: '001000000000001' } });
    expect(taxes.taxLocaleType).toBe('Gross');
  });

  it('[CC-5-014][PX-02-009] makes no tax request under Net and returns an empty result', async () => {
    const store = fakeStore({ ...BUYER, taxType: 'Net' });
    await expect(store.api.catalogue.productTaxes('01t000000000001')).resolves.toEqual({ taxLocaleType: 'Net', taxesInfo: {} });
    expect(store.requests).toHaveLength(0);
  });
});

describe('categories', () => {
  it('[CC-7-018] reads a category on the plain path', async () => {
    const store = fakeStore(BUYER);
    await store.api.catalogue.category('0ZG000000000111');
    expect(store.last.path).toBe(`${STORE}/product-categories/0ZG000000000111`);
    expect(store.last.headers.get('X-HighScale')).toBeNull();
  });

  it('[CC-7-018][CC-7-007] reads a category on the versioned path with X-HighScale under a snapshot', async () => {
    const store = fakeStore({ ...BUYER, catalogSnapshotVersionId: SNAPSHOT });
    await store.api.catalogue.category('0ZG000000000111');
    expect(store.last.path).toBe(`${STORE}/versions/${SNAPSHOT}/product-categories/0ZG000000000111`);
    expect(store.last.headers.get('X-HighScale')).toBe('true');
  });

  it('[CC-7-020] reads a category path, plain or versioned', async () => {
    const store = fakeStore(BUYER);
    await store.api.catalogue.categoryPath('0ZG000000000111');
    expect(store.last.path).toBe(`${STORE}/product-category-path/product-categories/0ZG000000000111`);
    const versioned = fakeStore({ ...BUYER, catalogSnapshotVersionId: SNAPSHOT });
    await versioned.api.catalogue.categoryPath('0ZG000000000111');
    expect(versioned.last.path).toBe(`${STORE}/versions/${SNAPSHOT}/product-category-path/product-categories/0ZG000000000111`);
    expect(versioned.last.headers.get('X-HighScale')).toBe('true');
  });

  it.each([[''], [' '], [undefined]])('[CC-5-002][CC-8-003][CC-8-005] rejects categoryId %j for category and category path before any request', async (id) => {
    const store = fakeStore(BUYER);
    for (const call of [() => store.api.catalogue.category(id as string), () => store.api.catalogue.categoryPath(id as string)]) {
      const error = await rejection(call);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(CATEGORY_ID_MESSAGE);
    }
    expect(store.requests).toHaveLength(0);
  });

  it('[CC-7-019] reads category children with fields and parentProductCategoryId', async () => {
    const store = fakeStore(BUYER);
    await store.api.catalogue.categoryChildren({ parentProductCategoryId: '0ZG000000000001', fields: ['Name', 'NumberOfProducts'] });
    expect(store.last.path).toBe(`${STORE}/product-categories/children`);
    expect(store.last.query).toEqual({ parentProductCategoryId: '0ZG000000000001', fields: 'Name,NumberOfProducts', effectiveAccountId: '001000000000001' });
  });

  it('[CC-7-021][CC-4-021] reads category menu items, Live outside preview', async () => {
    const store = fakeStore(BUYER);
    await store.api.catalogue.categoryMenuItems({ addHomeMenuItem: true, includeImageUrl: false, maxLevels: 3, maxItems: 50 });
    expect(store.last.path).toBe(`${STORE}/category-menu-items`);
    expect(store.last.query).toEqual({
      addHomeMenuItem: 'true',
      includeImageUrl: 'false',
      maxLevels: '3',
      maxItems: '50',
      publishStatus: 'Live',
      effectiveAccountId: '001000000000001',
    });
  });

  it('[CC-4-020] category menu items default to Draft in preview', async () => {
    const store = fakeStore({ ...BUYER, isPreview: true });
    await store.api.catalogue.categoryMenuItems();
    expect(store.last.query.publishStatus).toBe('Draft');
  });
});

describe('inventory', () => {
  const enabled = (type: 'Location' | 'LocationGroup', id = '0gh000000000001'): RequestContext => ({
    ...BUYER,
    inventoryConfiguration: { isInventoryEnabled: true, inventoryDefaultSource: { locationSourceId: id, webStoreInventoryLocationSourceType: type } },
  });

  it('[CC-7-027] reads levels for a location group source with products and the web store scope', async () => {
    const store = fakeStore(enabled('LocationGroup'));
    const levels = await store.api.catalogue.inventoryLevels(['01t000000000001', '01t000000000005']);
    expect(store.last.path).toBe(`${PREFIX}/commerce/inventory/levels`);
    expect(store.last.query).toEqual({ locationgroups: '0gh000000000001', products: '01t000000000001,01t000000000005', scope: WEBSTORE_ID });
    expect(levels.inventoryLevels.length).toBeGreaterThan(0);
  });

  it('[CC-7-027] reads levels for a location source with includeRelatedProducts', async () => {
    const store = fakeStore(enabled('Location', '131000000000001'));
    await store.api.catalogue.inventoryLevels(['01t000000000002'], { includeRelatedProducts: true });
    expect(store.last.query).toEqual({ locations: '131000000000001', products: '01t000000000002', includeRelatedProducts: 'true', scope: WEBSTORE_ID });
  });

  const source = { locationSourceId: '0gh000000000001', webStoreInventoryLocationSourceType: 'LocationGroup' as const };
  it.each([
    ['[CC-5-009] no product ids', { isInventoryEnabled: true, inventoryDefaultSource: source }, []],
    ['[CC-5-010] inventory disabled', { isInventoryEnabled: false, inventoryDefaultSource: source }, ['01t000000000001']],
    ['[CC-5-011] no default source', { isInventoryEnabled: true, inventoryDefaultSource: null }, ['01t000000000001']],
    ['[CC-5-012] a blank locationSourceId', { isInventoryEnabled: true, inventoryDefaultSource: { ...source, locationSourceId: '' } }, ['01t000000000001']],
    ['[CC-5-013] no source type', { isInventoryEnabled: true, inventoryDefaultSource: { ...source, webStoreInventoryLocationSourceType: '' } }, ['01t000000000001']],
  ])('%s[PX-02-009]: no inventory request and an empty result', async (_name, inventoryConfiguration, productIds) => {
    const store = fakeStore({ ...BUYER, inventoryConfiguration: inventoryConfiguration as RequestContext['inventoryConfiguration'] });
    await expect(store.api.catalogue.inventoryLevels(productIds)).resolves.toEqual({ inventoryLevels: [] });
    expect(store.requests).toHaveLength(0);
  });
});

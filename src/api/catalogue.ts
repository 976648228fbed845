// Catalogue calls (CC §7 "Catalogue and search"): products, prices, taxes, categories and
// inventory, with the validation of CC §5 and the guest rules of CC §6.
import { inventorySourceQuery, isTaxRequestAllowed, shouldReadInventory } from '../../machines/api/request-rules.ts';
import { requireCategoryId, requireIdsOrSkus, requireProductId, requireProductIds } from '../../machines/api/validation.ts';
import { GIFT_WRAP_FAILED_TEMPLATE } from '../../machines/constants/api.ts';
import { MENU_PUBLISH_STATUS_DEFAULT, MENU_PUBLISH_STATUS_PREVIEW } from '../../machines/constants/search-toast.ts';
import type { components } from './generated/schema.ts';
import { catalogueRequest, currencyQuery, dataOf, highScaleHeader, readContext, type AreaOptions, type QueryOptions, WEBSTORE_PATH } from './request.ts';

type Schemas = components['schemas'];

export function createCatalogueApi({ client, webstoreId, context }: AreaOptions) {
  const base = WEBSTORE_PATH;
  const versioned = `${base}/versions/{snapshotId}` as const;

  return {
    /** CC-5-003, CC-5-004, CC-7-011. */
    async products(options: QueryOptions<'getProducts'>, signal?: AbortSignal) {
      const idsOrSkus = requireIdsOrSkus(options);
      const { init, account, language } = catalogueRequest(readContext(context));
      return dataOf(
        client.GET(`${base}/products`, {
          params: { path: { webstoreId }, query: { ...options, ids: undefined, skus: undefined, ...idsOrSkus, ...account, ...language } },
          ...init,
          signal,
        }),
        { signal },
      );
    },

    /** CC-5-001, CC-7-006 to CC-7-008: versioned with X-HighScale under a snapshot; noCache in preview. */
    async product(productId: string, options: QueryOptions<'getProductDetail', 'noCache'> = {}, signal?: AbortSignal) {
      const id = requireProductId(productId);
      const ctx = readContext(context);
      const { init, account, language } = catalogueRequest(ctx);
      const query = { ...options, ...(ctx.isPreview ? { noCache: true } : {}), ...account, ...language };
      const snapshotId = ctx.catalogSnapshotVersionId;
      const pending = snapshotId
        ? client.GET(`${versioned}/products/{productId}`, {
            params: { path: { webstoreId, snapshotId, productId: id }, query, header: highScaleHeader(true) },
            ...init,
            signal,
          })
        : client.GET(`${base}/products/{productId}`, { params: { path: { webstoreId, productId: id }, query }, ...init, signal });
      return dataOf(pending, { signal });
    },

    /** CC-5-001, CC-7-009. */
    async productChildren(productId: string, options: QueryOptions<'getProductChildren'> = {}, signal?: AbortSignal) {
      const id = requireProductId(productId);
      const { init, account, language } = catalogueRequest(readContext(context));
      return dataOf(
        client.GET(`${base}/products/{productId}/children`, {
          params: { path: { webstoreId, productId: id }, query: { ...options, ...account, ...language } },
          ...init,
          signal,
        }),
        { signal },
      );
    },

    /** CC-5-001, CC-7-010. */
    async featuredProducts(productId: string, options: QueryOptions<'getFeaturedProducts'> = {}, signal?: AbortSignal) {
      const id = requireProductId(productId);
      const { init, account, language } = catalogueRequest(readContext(context));
      return dataOf(
        client.GET(`${base}/products/{productId}/featured-products`, {
          params: { path: { webstoreId, productId: id }, query: { ...options, ...account, ...language } },
          ...init,
          signal,
        }),
        { signal },
      );
    },

    /** CC-7-012; CC-8-002: a failure reads 'Failed to fetch gift wrap details: {status}'. */
    async giftWrapProducts(options: QueryOptions<'getGiftWrapProducts'> = {}, signal?: AbortSignal) {
      const { init, account } = catalogueRequest(readContext(context));
      return dataOf(
        client.GET(`${base}/products/gift-wrap`, { params: { path: { webstoreId }, query: { ...options, ...account } }, ...init, signal }),
        { signal, mapError: (error) => error.withMessage(GIFT_WRAP_FAILED_TEMPLATE.replace('{0}', String(error.status))) },
      );
    },

    /** CC-5-001, CC-7-013. */
    async productPrice(productId: string, options: QueryOptions<'getProductPrice'> = {}, signal?: AbortSignal) {
      const id = requireProductId(productId);
      const ctx = readContext(context);
      const { init, account } = catalogueRequest(ctx);
      return dataOf(
        client.GET(`${base}/pricing/products/{productId}`, {
          params: { path: { webstoreId, productId: id }, query: { ...options, ...currencyQuery(ctx), ...account } },
          ...init,
          signal,
        }),
        { signal },
      );
    },

    /** CC-5-008, CC-7-016: productIds go as a comma list. */
    async productPrices(productIds: string[], signal?: AbortSignal) {
      const ids = requireProductIds(productIds);
      const ctx = readContext(context);
      const { init, account } = catalogueRequest(ctx);
      return dataOf(
        client.GET(`${base}/pricing/products`, {
          params: { path: { webstoreId }, query: { productIds: ids, ...currencyQuery(ctx), ...account } },
          ...init,
          signal,
        }),
        { signal },
      );
    },

    /** CC-5-001, CC-7-017; CC-5-014: under Net taxes no request is made and the result is empty. */
    async productTaxes(productId: string, signal?: AbortSignal): Promise<Schemas['ProductTaxes']> {
      const id = requireProductId(productId);
      const ctx = readContext(context);
      if (!isTaxRequestAllowed(ctx.taxType)) return { taxLocaleType: 'Net', taxesInfo: {} };
      const { init, account } = catalogueRequest(ctx);
      return dataOf(
        client.GET(`${base}/taxes/products/{productId}`, { params: { path: { webstoreId, productId: id }, query: account }, ...init, signal }),
        { signal },
      );
    },

    /** CC-5-002, CC-7-018. */
    async category(categoryId: string, signal?: AbortSignal) {
      const id = requireCategoryId(categoryId);
      const ctx = readContext(context);
      const { init, account, language } = catalogueRequest(ctx);
      const query = { ...account, ...language };
      const snapshotId = ctx.catalogSnapshotVersionId;
      const pending = snapshotId
        ? client.GET(`${versioned}/product-categories/{categoryId}`, {
            params: { path: { webstoreId, snapshotId, categoryId: id }, query, header: highScaleHeader(true) },
            ...init,
            signal,
          })
        : client.GET(`${base}/product-categories/{categoryId}`, { params: { path: { webstoreId, categoryId: id }, query }, ...init, signal });
      return dataOf(pending, { signal });
    },

    /** CC-5-002, CC-7-020. */
    async categoryPath(categoryId: string, signal?: AbortSignal) {
      const id = requireCategoryId(categoryId);
      const ctx = readContext(context);
      const { init, account, language } = catalogueRequest(ctx);
      const query = { ...account, ...language };
      const snapshotId = ctx.catalogSnapshotVersionId;
      const pending = snapshotId
        ? client.GET(`${versioned}/product-category-path/product-categories/{categoryId}`, {
            params: { path: { webstoreId, snapshotId, categoryId: id }, query, header: highScaleHeader(true) },
            ...init,
            signal,
          })
        : client.GET(`${base}/product-category-path/product-categories/{categoryId}`, {
            params: { path: { webstoreId, categoryId: id }, query },
            ...init,
            signal,
          });
      return dataOf(pending, { signal });
    },

    /** CC-7-019. */
    async categoryChildren(options: QueryOptions<'getProductCategoryChildren'> = {}, signal?: AbortSignal) {
      const { init, account, language } = catalogueRequest(readContext(context));
      return dataOf(
        client.GET(`${base}/product-categories/children`, { params: { path: { webstoreId }, query: { ...options, ...account, ...language } }, ...init, signal }),
        { signal },
      );
    },

    /** CC-7-021; CC-4-020, CC-4-021: publishStatus is Draft in preview, Live otherwise, unless given. */
    async categoryMenuItems(options: QueryOptions<'getCategoryMenuItems'> = {}, signal?: AbortSignal) {
      const ctx = readContext(context);
      const { init, account, language } = catalogueRequest(ctx);
      const publishStatus = options.publishStatus ?? (ctx.isPreview ? MENU_PUBLISH_STATUS_PREVIEW : MENU_PUBLISH_STATUS_DEFAULT);
      return dataOf(
        client.GET(`${base}/category-menu-items`, {
          params: { path: { webstoreId }, query: { ...options, publishStatus, ...account, ...language } },
          ...init,
          signal,
        }),
        { signal },
      );
    },

    /**
     * CC-5-009 to CC-5-013, CC-7-027: read only with product ids, inventory enabled and a default
     * source with an id and a type; otherwise the result is empty and no request is made.
     */
    async inventoryLevels(
      productIds: string[],
      options: { includeRelatedProducts?: boolean } = {},
      signal?: AbortSignal,
    ): Promise<Schemas['InventoryLevels']> {
      const config = readContext(context).inventoryConfiguration;
      const source = inventorySourceQuery(config);
      if (!source || !shouldReadInventory(config, productIds)) return { inventoryLevels: [] };
      return dataOf(
        client.GET('/services/data/v64.0/commerce/inventory/levels', {
          params: { query: { ...source, products: productIds, includeRelatedProducts: options.includeRelatedProducts, scope: webstoreId } },
          signal,
        }),
        { signal },
      );
    },
  };
}

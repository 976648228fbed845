// The catalogue and search areas' adapters: the typed client's calls (wire types generated from
// openapi/) bound to the ports the catalogue machines declare. The one place a catalogue page
// family gets its ports from; a port that drifts from its area's method fails the typecheck here.
import type { CategoryApis } from '../../../machines/catalogue/category-loader.ts';
import type { ListingApis } from '../../../machines/catalogue/listing-loader.ts';
import type { ProductApis } from '../../../machines/catalogue/product-loader.ts';
import type { StoreApi } from '../registry.ts';

/** The listing machine's search, prices and availability (search and category pages). */
export function listingApis(api: StoreApi): ListingApis {
  return {
    search: async (query, signal) => (await api.search.search(query, signal)),
    inventoryLevels: (productIds, signal) => api.catalogue.inventoryLevels(productIds, {}, signal),
    productPrices: (productIds, signal) => api.catalogue.productPrices(productIds, signal),
  };
}

/** The category page's header: the category, its path and its subcategories. */
export function categoryApis(api: StoreApi): CategoryApis {
  return {
    category: async (categoryId, signal) => (await api.catalogue.category(categoryId, signal)),
    categoryPath: (categoryId, signal) => api.catalogue.categoryPath(categoryId, signal),
    categoryChildren: async (parentProductCategoryId, fields, signal) =>
      (await api.catalogue.categoryChildren({ parentProductCategoryId, fields }, signal)),
  };
}

/** The product page: the detail, then its price, taxes, availability and featured products (PX-06-042). */
export function productApis(api: StoreApi): ProductApis {
  return {
    product: async (productId, signal) => (await api.catalogue.product(productId, {}, signal)),
    productPrice: (productId, signal) => api.catalogue.productPrice(productId, {}, signal),
    productTaxes: (productId, signal) => api.catalogue.productTaxes(productId, signal),
    inventoryLevels: (productIds, signal) => api.catalogue.inventoryLevels(productIds, {}, signal),
    featuredProducts: async (productId, signal) =>
      (await api.catalogue.featuredProducts(productId, { includePurchaseQuantityRules: true }, signal)),
  };
}

// Loading the product page: the detail first (its class decides what else is needed), then in
// parallel the price (cached per product, CC-7-014), the taxes (the API layer makes no request
// under Net, CC-5-014), the availability of the product or of each variation (CC-7-027, skipped
// when inventory is off) and the featured products. Only the detail is essential; the other parts
// degrade to "not available" on failure.
import type { PriceCache, PriceKey } from '../pricing/price-cache.ts';
import type { RawProductPrice } from '../pricing/tier-pricing.ts';
import { availabilityByProduct, type Availability, type InventoryLevel } from './availability.ts';
import { isAbort } from './listing-loader.ts';
import { availabilityProductIds, type ProductDetailData, type TaxesAnswer } from './product-detail.ts';

export interface FeaturedProduct {
  id: string;
  sku?: string | null;
  fields?: Record<string, string | null | undefined>;
  defaultImage?: { url?: string | null; alternateText?: string | null } | null;
  prices?: { listPrice?: string | null; unitPrice?: string | null } | null;
}

export interface ProductPrice extends RawProductPrice {
  currencyIsoCode?: string;
}

export interface ProductApis {
  product(productId: string, signal?: AbortSignal): Promise<ProductDetailData>;
  productPrice(productId: string, signal?: AbortSignal): Promise<ProductPrice>;
  productTaxes(productId: string, signal?: AbortSignal): Promise<TaxesAnswer>;
  inventoryLevels(productIds: string[], signal?: AbortSignal): Promise<{ inventoryLevels: InventoryLevel[] }>;
  featuredProducts(productId: string, signal?: AbortSignal): Promise<{ products: FeaturedProduct[] }>;
}

export interface ProductPageData {
  detail: ProductDetailData;
  price: ProductPrice | null;
  taxes: TaxesAnswer | null;
  availability: Record<string, Availability>;
  featured: FeaturedProduct[];
}

export interface ProductLoadOptions {
  priceCache?: PriceCache<ProductPrice>;
  priceKey?: Omit<PriceKey, 'productId'>;
  signal?: AbortSignal;
}

async function orFallback<T>(pending: Promise<T>, fallback: T): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (isAbort(error)) throw error;
    return fallback;
  }
}

export async function loadProductPage(apis: ProductApis, productId: string, options: ProductLoadOptions = {}): Promise<ProductPageData> {
  const { signal } = options;
  const detail = await apis.product(productId, signal);
  const priceLoader = () => apis.productPrice(detail.id, signal);
  const pricing = options.priceCache ? options.priceCache.load({ ...options.priceKey, productId: detail.id }, priceLoader) : priceLoader();
  const availabilityIds = availabilityProductIds(detail);
  const [price, taxes, levels, featured] = await Promise.all([
    orFallback<ProductPrice | null>(pricing, null),
    orFallback<TaxesAnswer | null>(apis.productTaxes(detail.id, signal), null),
    availabilityIds.length > 0 ? orFallback(apis.inventoryLevels(availabilityIds, signal), { inventoryLevels: [] }) : Promise.resolve({ inventoryLevels: [] }),
    orFallback(apis.featuredProducts(detail.id, signal), { products: [] }),
  ]);
  return {
    detail,
    price,
    taxes,
    availability: availabilityByProduct(levels.inventoryLevels),
    featured: featured.products.filter((product) => product.id !== detail.id),
  };
}

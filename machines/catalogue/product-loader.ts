// Loading the product page in parts (PX-06-042): the detail first (name, SKU, description,
// specifications and gallery render from it alone, and its class decides what else is needed),
// then, each on its own and shown as it answers, the price (cached per product, CC-7-014), the taxes
// (the API layer makes no request under Net, CC-5-014), the availability of the product or of each
// variation (CC-7-027, skipped when inventory is off) and the featured products. Only the detail is
// essential; each other part fails on its own and can be read again (PX-06-019).
import type { PriceCache, PriceKey } from '../pricing/price-cache.ts';
import type { RawProductPrice } from '../pricing/tier-pricing.ts';
import { availabilityByProduct, type Availability, type InventoryLevel } from './availability.ts';
import { availabilityProductIds, type ProductDetailData, type TaxesAnswer } from './product-detail.ts';
import type { Wire } from '../wire.ts';

/** A featured product of the product page (the contract's ProductOverview). */
type FeaturedProduct = Wire['ProductOverview'];

/** The product's price as read (the contract's ProductPrice): the tiers' fields tolerantly, and its currency. */
export type ProductPrice = RawProductPrice & Partial<Pick<Wire['ProductPrice'], 'currencyIsoCode'>>;

export interface ProductApis {
  product(productId: string, signal?: AbortSignal): Promise<ProductDetailData>;
  productPrice(productId: string, signal?: AbortSignal): Promise<ProductPrice>;
  productTaxes(productId: string, signal?: AbortSignal): Promise<TaxesAnswer>;
  inventoryLevels(productIds: string[], signal?: AbortSignal): Promise<{ inventoryLevels: InventoryLevel[] }>;
  featuredProducts(productId: string, signal?: AbortSignal): Promise<Wire['FeaturedProductCollection']>;
}

export interface PriceOptions {
  priceCache?: PriceCache<ProductPrice>;
  priceKey?: Omit<PriceKey, 'productId'>;
}

/** The parts of the page read after the detail, each shown as it answers. */
export type ProductPart = 'price' | 'taxes' | 'availability' | 'featured';

export interface ProductParts {
  price: ProductPrice;
  taxes: TaxesAnswer;
  availability: Record<string, Availability>;
  featured: FeaturedProduct[];
}

/** How far one part is: still loading (placeholder), failed (its own error state), or its answer. */
export type PartState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

export function loadProductDetail(apis: ProductApis, productId: string, signal?: AbortSignal): Promise<ProductDetailData> {
  return apis.product(productId, signal);
}

/** One part of the page for a product detail; a failure is passed on (the part shows its error state). */
export async function loadProductPart<P extends ProductPart>(apis: ProductApis, part: P, detail: ProductDetailData, options: PriceOptions = {}, signal?: AbortSignal): Promise<ProductParts[P]> {
  const loaders: { [K in ProductPart]: () => Promise<ProductParts[K]> } = {
    price: () => {
      const load = () => apis.productPrice(detail.id, signal);
      return options.priceCache ? options.priceCache.load({ ...options.priceKey, productId: detail.id }, load) : load();
    },
    taxes: () => apis.productTaxes(detail.id, signal),
    availability: async () => {
      const ids = availabilityProductIds(detail);
      return ids.length > 0 ? availabilityByProduct((await apis.inventoryLevels(ids, signal)).inventoryLevels) : {};
    },
    featured: async () => (await apis.featuredProducts(detail.id, signal)).products.filter((product) => product.id !== detail.id),
  };
  return loaders[part]();
}

/** A part's state from its read: an answer for an earlier product counts as still loading, never as this product's. */
export function partState<T>(read: { status: 'loading' | 'ready' | 'failed'; data: T | undefined; stale: boolean }): PartState<T> {
  if (read.status === 'failed') return { status: 'failed' };
  if (read.status === 'ready' && !read.stale && read.data !== undefined) return { status: 'ready', data: read.data };
  return { status: 'loading' };
}

export type PartStatus = PartState<unknown>['status'];

export interface PlaceFacts {
  /** The store's tax type: under Net no tax is read or shown (CC-5-014). */
  taxType: string | undefined;
  /** Whether the availability is read at all (inventory on, CC-5-010). */
  readsAvailability: boolean;
  /** The product can be bought as it is (not a variation parent): only then an availability line shows. */
  purchasable: boolean;
}

/**
 * What each part shows: its own status where it has a place on the page; 'ready' (nothing held
 * open) where it shows nothing anyway, so no place is kept that would close again (PX-06-042).
 */
export function shownStatuses(states: { [K in ProductPart]: PartState<unknown> }, facts: PlaceFacts): Record<ProductPart, PartStatus> {
  const availability = states.availability.status;
  return {
    price: states.price.status,
    taxes: facts.taxType === 'Net' ? 'ready' : states.taxes.status,
    availability: !facts.readsAvailability || (!facts.purchasable && availability === 'loading') ? 'ready' : availability,
    featured: states.featured.status,
  };
}

/** The part's answer once it has one; undefined while loading or after a failure. */
export function partData<T>(state: PartState<T>): T | undefined {
  return state.status === 'ready' ? state.data : undefined;
}

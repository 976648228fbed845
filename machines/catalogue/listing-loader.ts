// Loading one page of a listing: the search, then the prices (CC-7-016) and the availability of the
// products on it, side by side. The availability read is skipped by the API layer when inventory is
// off (CC-5-010); neither failure hides the results (the cards then say the price is not available).
import { availabilityByProduct, type InventoryLevel } from './availability.ts';
import type { ListingLoadInput, ListingResult } from './listing.machine.ts';
import { listingQuery, withPrices, type ListingQuery, type PricingLine, type SearchAnswer } from './search-results.ts';

export interface ListingApis {
  search(query: ListingQuery, signal?: AbortSignal): Promise<SearchAnswer>;
  inventoryLevels(productIds: string[], signal?: AbortSignal): Promise<{ inventoryLevels: InventoryLevel[] }>;
  productPrices(productIds: string[], signal?: AbortSignal): Promise<{ pricingLineItemResults: PricingLine[] }>;
}

export function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

async function orNull<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (isAbort(error)) throw error;
    return null;
  }
}

export async function loadListing(apis: ListingApis, input: ListingLoadInput, signal?: AbortSignal): Promise<ListingResult> {
  const answer = await apis.search(listingQuery(input.state, input.categoryId), signal);
  const all = answer.productsPage.products.map((product) => product.id);
  if (all.length === 0) return { answer, availability: {} };
  const stocked = answer.productsPage.products.filter((product) => product.productClass !== 'VariationParent').map((product) => product.id);
  const [prices, levels] = await Promise.all([
    orNull(apis.productPrices(all, signal)),
    stocked.length > 0 ? orNull(apis.inventoryLevels(stocked, signal)) : Promise.resolve(null),
  ]);
  return {
    answer: prices ? withPrices(answer, prices.pricingLineItemResults) : answer,
    availability: levels ? availabilityByProduct(levels.inventoryLevels) : {},
  };
}

// Loading one page of a listing in two steps (PX-06-043): the search, whose cards render at once,
// then the prices (CC-7-016) and the availability of the products on it, each read on its own and
// filled in as it answers. The availability read is skipped by the API layer when inventory is off
// (CC-5-010); neither failure hides the results (the cards then say the price is not available,
// PX-06-007).
import { availabilityByProduct, type Availability, type InventoryLevel } from './availability.ts';
import type { ListingLoadInput } from './listing.machine.ts';
import { cardPrices, listingQuery, type CardPrice, type ListingQuery, type PricingLine, type SearchAnswer } from './search-results.ts';

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

export function searchListing(apis: ListingApis, input: ListingLoadInput, signal?: AbortSignal): Promise<SearchAnswer> {
  return apis.search(listingQuery(input.state, input.categoryId), signal);
}

/** The prices of these products by id; none on a failed read (a cancelled one is passed on). */
export async function loadListingPrices(apis: ListingApis, productIds: string[], signal?: AbortSignal): Promise<Record<string, CardPrice>> {
  if (productIds.length === 0) return {};
  const prices = await orNull(apis.productPrices(productIds, signal));
  return prices ? cardPrices(prices.pricingLineItemResults) : {};
}

/** The availability of these products by id; none on a failed read (a cancelled one is passed on). */
export async function loadListingAvailability(apis: ListingApis, productIds: string[], signal?: AbortSignal): Promise<Record<string, Availability>> {
  if (productIds.length === 0) return {};
  const levels = await orNull(apis.inventoryLevels(productIds, signal));
  return levels ? availabilityByProduct(levels.inventoryLevels) : {};
}

// Activity payloads for the personalisation service (CC-7-032..CC-7-037), built and checked before
// they are queued: an activity missing what CC-5-021..CC-5-024 require is never sent.
import type { Wire } from '../wire.ts';

/** The activities the personalisation service takes (the contract's ActivityName). */
export type ActivityName = Wire['ActivityName'];

/** A product as activities track it (the contract's ActivityProduct, CC-3-006); sku comes from the StockKeepingUnit field (CC-3-007). */
export type ActivityProduct = Wire['ActivityProduct'];

/** What an activity carries (the contract's ActivityRequest) but the visitor's cookie id, which the tracker adds when it sends. */
type ActivityBody = Omit<Wire['ActivityRequest'], 'cookieId'>;

export interface Activity {
  name: ActivityName;
  body: ActivityBody;
}

const nonBlank = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

export interface ProductSource {
  id: string;
  fields?: Record<string, string | { value?: string | null } | null | undefined>;
  sku?: string | null;
  unitPrice?: string | null;
  listPrice?: string | null;
}

function fieldText(value: string | { value?: string | null } | null | undefined): string | undefined {
  if (typeof value === 'string') return value;
  return value?.value ?? undefined;
}

/** CC-3-006, CC-3-007. */
export function activityProduct(source: ProductSource): ActivityProduct {
  const sku = fieldText(source.fields?.StockKeepingUnit) ?? source.sku ?? undefined;
  return {
    id: source.id,
    ...(nonBlank(sku) ? { sku } : {}),
    ...(nonBlank(source.unitPrice) ? { unitPrice: source.unitPrice } : {}),
    ...(nonBlank(source.listPrice) ? { listPrice: source.listPrice } : {}),
  };
}

function products(list: readonly ActivityProduct[]): ActivityProduct[] {
  return list.filter((product) => nonBlank(product.id));
}

/** CC-7-036 (suggestions shown) and the click on one of them. */
export function searchSuggestionActivity(name: 'viewSearchSuggestion' | 'clickSearchSuggestion', searchText: string, suggestions: readonly string[]): Activity | null {
  const values = suggestions.filter(nonBlank);
  if (!nonBlank(searchText) || values.length === 0) return null;
  return { name, body: { searchText: searchText.trim(), suggestions: values } };
}

/** CC-5-022, CC-7-037: a term and at least one product. */
export function viewSearchActivity(options: { searchText: string; products: readonly ActivityProduct[]; sortRuleId?: string | null; correlationId?: string | null }): Activity | null {
  const list = products(options.products);
  if (!nonBlank(options.searchText) || list.length === 0) return null;
  return {
    name: 'viewSearch',
    body: {
      searchText: options.searchText.trim(),
      products: list,
      ...(nonBlank(options.sortRuleId) ? { sortRuleId: options.sortRuleId } : {}),
      ...(nonBlank(options.correlationId) ? { correlationId: options.correlationId } : {}),
    },
  };
}

/** CC-5-021: a non-empty term and a product id. */
export function clickSearchActivity(searchText: string, product: ActivityProduct): Activity | null {
  if (!nonBlank(searchText) || !nonBlank(product.id)) return null;
  return { name: 'clickSearch', body: { searchText: searchText.trim(), products: [product] } };
}

export function categoryActivity(name: 'viewCategory' | 'clickCategory', categoryId: string): Activity | null {
  return nonBlank(categoryId) ? { name, body: { categoryId } } : null;
}

/** CC-5-023: cart and product view activities need a product id. */
export function productActivity(name: 'addToCart' | 'viewProduct', product: ActivityProduct): Activity | null {
  return nonBlank(product.id) ? { name, body: { products: [product] } } : null;
}

/** CC-5-024: recommendation events need the recommender name, the response uuid and products. */
export function recommendationActivity(name: 'viewReco' | 'clickReco', options: { recommenderName: string; uuid: string; products: readonly ActivityProduct[] }): Activity | null {
  const list = products(options.products);
  if (!nonBlank(options.recommenderName) || !nonBlank(options.uuid) || list.length === 0) return null;
  return { name, body: { recommenderName: options.recommenderName, uuid: options.uuid, products: list } };
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    // Keys holding undefined need no filtering: JSON.stringify leaves them out.
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Two activities are the same when their name and payload are (key order does not matter). */
export function activityKey(activity: Activity): string {
  return `${activity.name}:${JSON.stringify(stable(activity.body))}`;
}

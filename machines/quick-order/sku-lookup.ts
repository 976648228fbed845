// What the quick-order page needs to know of a SKU (PX-18-002): its product (name, price, purchase
// quantity rule) from the products-by-SKU read, and its availability from the inventory levels. A
// variation parent or a product out of stock cannot be ordered by SKU; a SKU the read does not
// return is unknown.
import { availabilityByProduct, UNKNOWN_AVAILABILITY, type Availability, type InventoryLevel } from '../catalogue/availability.ts';
import { parseQuantityRule, type QuantityRule } from '../pricing/quantity-rule.ts';
import type { Wire } from '../wire.ts';
import { skuKey } from './parse-lines.ts';

export interface SkuLookupApis {
  productsBySku(skus: string[], signal?: AbortSignal): Promise<Wire['ProductOverviewCollection']>;
  inventoryLevels(productIds: string[], signal?: AbortSignal): Promise<{ inventoryLevels: InventoryLevel[] }>;
}

export interface LookedUpProduct {
  productId: string;
  sku: string;
  name: string;
  /** Unit price as the platform's decimal text, when priced. */
  unitPrice: string | null;
  orderable: boolean;
  rule: QuantityRule;
  availability: Availability;
}

/** One read a chunk: a query string of 50 SKUs stays well inside any URL limit. */
const SKU_LOOKUP_CHUNK = 50;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}

function toProduct(overview: Wire['ProductOverview'], availability: Availability): LookedUpProduct {
  return {
    productId: overview.id,
    sku: overview.sku ?? '',
    name: overview.name ?? overview.sku ?? '',
    unitPrice: overview.prices?.unitPrice ?? null,
    orderable: overview.productClass !== 'VariationParent' && availability.status !== 'outOfStock',
    rule: parseQuantityRule(overview.purchaseQuantityRule),
    availability,
  };
}

/**
 * Looks the SKUs up; the answer has an entry for every SKU asked (by skuKey): its product, or null
 * when unknown. Inventory that cannot be read leaves availability unknown (the cart checks again).
 */
export async function lookUpSkus(apis: SkuLookupApis, skus: readonly string[], signal?: AbortSignal): Promise<Record<string, LookedUpProduct | null>> {
  const keys = [...new Set(skus.map(skuKey).filter((key) => key !== ''))];
  const found = (await Promise.all(chunks(keys, SKU_LOOKUP_CHUNK).map((chunk) => apis.productsBySku(chunk, signal)))).flatMap((page) => page.products);
  const usable = found.filter((product) => product.success !== false && product.sku);
  const levels = usable.length > 0 ? await apis.inventoryLevels(usable.map((product) => product.id), signal).catch(() => ({ inventoryLevels: [] })) : { inventoryLevels: [] };
  const availability = availabilityByProduct(levels.inventoryLevels);
  const bySku = new Map(usable.map((product) => [skuKey(product.sku!), toProduct(product, availability[product.id] ?? UNKNOWN_AVAILABILITY)]));
  return Object.fromEntries(keys.map((key) => [key, bySku.get(key) ?? null]));
}

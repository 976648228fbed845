// Quick order's adapters: the catalogue area's SKU look-up and the cart area's quick-order add bound
// to the quick-order machine's actors. A module of its own so the catalogue pages' adapters do not
// carry the look-up, nor quick order the catalogue pages' ports.
import { fromPromise } from 'xstate';
import type { QuickOrderAddInput } from '../../../machines/quick-order/quick-order.machine.ts';
import { lookUpSkus, type LookedUpProduct, type SkuLookupApis } from '../../../machines/quick-order/sku-lookup.ts';
import type { Wire } from '../../../machines/wire.ts';
import type { StoreApi } from '../registry.ts';

/** Quick order's SKU look-up: the products of the SKUs and their availability. */
function skuLookupApis(api: StoreApi): SkuLookupApis {
  return {
    productsBySku: (skus, signal) => api.catalogue.products({ skus }, signal),
    inventoryLevels: (productIds, signal) => api.catalogue.inventoryLevels(productIds, {}, signal),
  };
}

/** PX-18-002 the rows' SKUs looked up; PX-18-005 'Add to cart' as one quick-order call (the cart actor reads the cart after it). */
export function quickOrderActors(api: StoreApi) {
  return {
    lookup: fromPromise<Record<string, LookedUpProduct | null>, { skus: string[] }>(({ input, signal }) => lookUpSkus(skuLookupApis(api), input.skus, signal)),
    add: fromPromise<Wire['QuickOrderResult'], QuickOrderAddInput>(({ input, signal }) => api.cart.quickOrder({ items: input.items }, { signal })),
  };
}

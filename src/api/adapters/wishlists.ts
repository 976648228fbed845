// The wishlists area's adapters: the typed client's calls bound to the ports the list machines
// declare. The one place the lists pages get their ports from.
import type { MovePorts } from '../../../machines/lists/lists.ts';
import type { StoreApi } from '../registry.ts';

/** Moving a list's items to the cart (PX-18-022): their products, one quick-order add, then each moved item leaves the list. */
export function moveApis(api: StoreApi, listId: string): MovePorts {
  return {
    products: (productIds, signal) => api.catalogue.products({ ids: productIds }, signal),
    quickOrder: (items, signal) => api.cart.quickOrder({ items }, { signal }),
    removeItem: (wishlistItemId, signal) => api.wishlists.removeItem(listId, wishlistItemId, signal),
  };
}

// The wishlists area's adapters: the typed client's calls bound to the ports the list machines
// declare. The one place the lists pages get their ports from.
import type { ListsPorts, MovePorts } from '../../../machines/lists/lists.ts';
import type { StoreApi } from '../registry.ts';

/** The lists page's reads and changes (PX-58-001, PX-58-002): each list's products up to 100. */
export function listsPageApis(api: StoreApi): ListsPorts {
  return {
    lists: (signal) => api.wishlists.list(signal),
    items: (listId, signal) => api.wishlists.items(listId, { pageSize: 100 }, signal),
    create: (body) => api.wishlists.create(body),
    update: (listId, body) => api.wishlists.update(listId, body),
    remove: (listId) => api.wishlists.remove(listId),
    removeItem: (listId, wishlistItemId) => api.wishlists.removeItem(listId, wishlistItemId),
  };
}

/** Moving a list's items to the cart (PX-18-022): their products, one quick-order add, then each moved item leaves the list. */
export function moveApis(api: StoreApi, listId: string): MovePorts {
  return {
    products: (productIds, signal) => api.catalogue.products({ ids: productIds }, signal),
    quickOrder: (items, signal) => api.cart.quickOrder({ items }, { signal }),
    removeItem: (wishlistItemId, signal) => api.wishlists.removeItem(listId, wishlistItemId, signal),
  };
}

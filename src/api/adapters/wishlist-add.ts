// The wishlist add's adapter (PX-06-015, PX-18-023): the wishlists area's calls bound to the add's
// actor, shared by the product page and the grid's heart. A file of its own so the listing takes
// this one actor without the product page's adapters (cart add, standing orders).
import { fromPromise } from 'xstate';
import type { WishlistAddRequest } from '../../../machines/catalogue/product-purchase.machine.ts';
import { addToWishlist, wishlistChoiceStep, type WishlistChoiceStep } from '../../../machines/catalogue/wishlist-add.ts';
import type { StoreApi } from '../registry.ts';

/** PX-06-015, PX-18-023: to the chosen list, else the default one, else a new one named `newListName`; resolves with the list's id. */
export function wishlistAddActors(api: StoreApi, newListName: string) {
  return {
    addToWishlist: fromPromise<string, WishlistAddRequest>(({ input, signal }) =>
      addToWishlist(api.wishlists, input.productId, newListName, { listId: input.listId, signal }),
    ),
  };
}

/** PX-58-006: before an add, the buyer's lists read once: decided at once, or the chooser's lists. */
export function readWishlistChoice(api: StoreApi): Promise<WishlistChoiceStep> {
  return wishlistChoiceStep(api.wishlists);
}

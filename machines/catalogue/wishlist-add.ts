// The product page's wishlist button (PX-06-015): the product goes to the buyer's first wishlist,
// or, when the buyer has none, into a new one created holding it.
import type { Wire } from '../wire.ts';

/** The wishlist calls the rule needs (the API layer's wishlists area). */
export interface WishlistPorts {
  list(signal?: AbortSignal): Promise<Pick<Wire['WishlistSummaries'], 'summaries'>>;
  addItem(wishlistId: string, body: Wire['WishlistItemInput'], signal?: AbortSignal): Promise<unknown>;
  create(body: { name: string; products: Wire['WishlistItemInput'][] }, signal?: AbortSignal): Promise<{ summary: Pick<Wire['WishlistSummary'], 'id'> }>;
}

/** PX-06-015: adds to the first wishlist, or creates one named `newListName` holding the product; resolves with the wishlist's id. */
export async function addToWishlist(ports: WishlistPorts, productId: string, newListName: string, signal?: AbortSignal): Promise<string> {
  const lists = await ports.list(signal);
  const first = lists.summaries[0];
  if (first) {
    await ports.addItem(first.id, { productId }, signal);
    return first.id;
  }
  const created = await ports.create({ name: newListName, products: [{ productId }] }, signal);
  return created.summary.id;
}

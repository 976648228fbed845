// The buyer's default wishlist (PX-18-021, PX-24-002). A file of its own: the wishlist add of the
// product page and the grid's heart needs only this, not the lists page's rules.

/**
 * PX-18-021, PX-24-002: the default list is the one the server marks; a server that marks none (the
 * real API has no flag) leaves the oldest, which it lists first.
 */
export function defaultListId(lists: readonly { id: string; isDefault?: boolean }[]): string | undefined {
  return lists.find((list) => list.isDefault)?.id ?? lists[0]?.id;
}

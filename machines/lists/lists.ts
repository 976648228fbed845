// Wishlists (PX-18-020..PX-18-022): names checked before they are sent, the default list chosen by
// the buyer (held by the server, PX-24-001), and adding products to the cart: each at its purchase
// rule's minimum through the one quick-order call, the added ones leaving the list only when asked (PX-69-006).
import { parseQuantityRule } from '../pricing/quantity-rule.ts';
import type { Wire } from '../wire.ts';

const LIST_NAME_MAX = 255;
const LIST_MESSAGES = {
  nameRequired: 'Enter a name for the list.',
  nameTooLong: `Use at most ${LIST_NAME_MAX} characters.`,
  nameTaken: 'You already have a list with this name.',
} as const;

/** PX-18-020: a list name is required, at most 255 characters, and not another list's (case aside). */
export function listNameProblem(name: string, others: readonly { id: string; name: string }[], ownId?: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return LIST_MESSAGES.nameRequired;
  if (trimmed.length > LIST_NAME_MAX) return LIST_MESSAGES.nameTooLong;
  if (others.some((list) => list.id !== ownId && list.name.trim().toLowerCase() === trimmed.toLowerCase())) return LIST_MESSAGES.nameTaken;
  return null;
}

export { defaultListId } from './default-list.ts';

export interface MovePorts {
  products(productIds: string[], signal?: AbortSignal): Promise<Wire['ProductOverviewCollection']>;
  quickOrder(items: Array<{ sku: string; quantity: string }>, signal?: AbortSignal): Promise<Wire['QuickOrderResult']>;
  removeItem(wishlistItemId: string, signal?: AbortSignal): Promise<unknown>;
}

export interface MoveOutcome {
  moved: Wire['WishlistItem'][];
  failed: Array<{ item: Wire['WishlistItem']; message: string }>;
}

/**
 * PX-18-022: adds the items to the cart in one call; the others stay with the reason. PX-69-006: the
 * added ones stay in the list too (a reorder list is kept for next time) unless the buyer asked to remove them.
 */
export async function moveToCart(ports: MovePorts, items: readonly Wire['WishlistItem'][], options: { removeFromList: boolean }, signal?: AbortSignal): Promise<MoveOutcome> {
  if (items.length === 0) return { moved: [], failed: [] };
  const overview = await ports.products([...new Set(items.map((item) => item.productId))], signal);
  const minimum = new Map(overview.products.map((product) => [product.id, parseQuantityRule(product.purchaseQuantityRule).minimum]));
  const answer = await ports.quickOrder(
    items.map((item) => ({ sku: item.sku, quantity: String(minimum.get(item.productId) ?? 1) })),
    signal,
  );
  const moved: Wire['WishlistItem'][] = [];
  const failed: MoveOutcome['failed'] = [];
  items.forEach((item, index) => {
    const result = answer.results[index];
    if (result?.status === 'Added') moved.push(item);
    else failed.push({ item, message: result?.message ?? 'This product could not be added.' });
  });
  if (!options.removeFromList) return { moved, failed };
  // A product in the cart but still listed is harmless: a failed removal is not reported as a failed move.
  await Promise.all(moved.map((item) => ports.removeItem(item.wishlistItemId, signal).catch(() => undefined)));
  return { moved, failed };
}

/** A list with its products, as the lists page shows it. */
export interface ListView {
  summary: Wire['WishlistSummary'];
  items: Wire['WishlistItem'][];
}

/** The wishlists area's calls the lists page needs (bound in src/api/adapters/wishlists.ts). */
export interface ListsPorts {
  lists(signal?: AbortSignal): Promise<Pick<Wire['WishlistSummaries'], 'summaries'>>;
  /** One list's products (its first page, up to 100). */
  items(listId: string, signal?: AbortSignal): Promise<Pick<Wire['WishlistItemCollection'], 'items'>>;
  create(body: Wire['CreateWishlistRequest']): Promise<unknown>;
  update(listId: string, body: Wire['UpdateWishlistRequest']): Promise<unknown>;
  remove(listId: string): Promise<unknown>;
  removeItem(listId: string, wishlistItemId: string): Promise<unknown>;
}

/** PX-58-001: every list with its products; a list holding none is shown empty without asking for its products. */
export async function readLists(ports: Pick<ListsPorts, 'lists' | 'items'>, signal?: AbortSignal): Promise<ListView[]> {
  const { summaries } = await ports.lists(signal);
  return Promise.all(
    summaries.map(async (summary) => ({ summary, items: summary.wishlistProductCount > 0 ? (await ports.items(summary.id, signal)).items : [] })),
  );
}

export type ListChange =
  | { kind: 'create'; name: string }
  | { kind: 'rename'; listId: string; name: string }
  | { kind: 'remove'; listId: string }
  | { kind: 'makeDefault'; listId: string };

/**
 * PX-58-002: a list's change as the server takes it: a name is sent trimmed (as PX-18-020 checked it),
 * a new list starts without products, and the default is the server's flag (PX-24-001), so the
 * choice follows the buyer to any device.
 */
export function sendListChange(ports: Pick<ListsPorts, 'create' | 'update' | 'remove'>, change: ListChange): Promise<unknown> {
  switch (change.kind) {
    case 'create':
      return ports.create({ name: change.name.trim(), products: [] });
    case 'rename':
      return ports.update(change.listId, { name: change.name.trim() });
    case 'remove':
      return ports.remove(change.listId);
    case 'makeDefault':
      return ports.update(change.listId, { isDefault: true });
  }
}

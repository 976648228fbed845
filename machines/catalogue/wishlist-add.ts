// The wishlist button of the product page and the grid (PX-06-015): the product goes to the buyer's chosen or default
// wishlist (the server's, PX-24-001), or, when the buyer has none, into a new one created holding it. With several
// lists the buyer chooses first (PX-18-023).
import { WISHLIST_ADD_FAILED_LABEL, WISHLIST_ADDED_LABEL } from '../constants/self-service.ts';
import { defaultListId } from '../lists/default-list.ts';
import type { ToastConfig } from '../toast/toast-config.ts';
import type { Wire } from '../wire.ts';

/** The wishlist calls the rule needs (the API layer's wishlists area). */
export interface WishlistPorts {
  list(signal?: AbortSignal): Promise<Pick<Wire['WishlistSummaries'], 'summaries'>>;
  addItem(wishlistId: string, body: Wire['WishlistItemInput'], signal?: AbortSignal): Promise<unknown>;
  create(body: { name: string; products: Wire['WishlistItemInput'][] }, signal?: AbortSignal): Promise<{ summary: Pick<Wire['WishlistSummary'], 'id'> }>;
}

export type WishlistTarget =
  | { kind: 'create' }
  | { kind: 'add'; listId: string }
  | { kind: 'choose'; preselected: string };

/**
 * PX-18-023: no list, one is created; one list, the product goes straight to it; several, the buyer
 * chooses, the default list (PX-18-021) preselected.
 */
export function wishlistTarget(lists: readonly { id: string; isDefault?: boolean }[]): WishlistTarget {
  const preselected = defaultListId(lists);
  if (preselected === undefined) return { kind: 'create' };
  return lists.length === 1 ? { kind: 'add', listId: preselected } : { kind: 'choose', preselected };
}

/** Before an add: the list is decided (`listId` undefined leaves it to addToWishlist), or the buyer chooses among `lists`. */
export type WishlistChoiceStep =
  | { kind: 'decided'; listId?: string }
  | { kind: 'choose'; lists: Wire['WishlistSummary'][]; preselected: string };

/**
 * PX-58-006, PX-18-023: the buyer's lists are read once before an add; with several the buyer chooses,
 * the default preselected; with none or one the add goes ahead at once. Lists that cannot be read
 * leave the add to go ahead, so it fails with its own message rather than the chooser's.
 */
export async function wishlistChoiceStep(ports: Pick<WishlistPorts, 'list'>): Promise<WishlistChoiceStep> {
  const lists = await ports.list().then((answer) => answer.summaries, () => null);
  if (!lists) return { kind: 'decided' };
  const target = wishlistTarget(lists);
  if (target.kind === 'choose') return { kind: 'choose', lists, preselected: target.preselected };
  return target.kind === 'add' ? { kind: 'decided', listId: target.listId } : { kind: 'decided' };
}

/**
 * PX-06-015, PX-18-023: adds to the list the buyer chose (`listId`), else to the default one, or
 * creates one named `newListName` holding the product; resolves with the wishlist's id.
 */
export async function addToWishlist(
  ports: WishlistPorts,
  productId: string,
  newListName: string,
  options: { listId?: string; signal?: AbortSignal } = {},
): Promise<string> {
  const { signal } = options;
  let listId = options.listId;
  if (listId === undefined) {
    const target = wishlistTarget((await ports.list(signal)).summaries);
    listId = target.kind === 'add' ? target.listId : target.kind === 'choose' ? target.preselected : undefined;
  }
  if (listId !== undefined) {
    await ports.addItem(listId, { productId }, signal);
    return listId;
  }
  const created = await ports.create({ name: newListName, products: [{ productId }] }, signal);
  return created.summary.id;
}

/** PX-42-002: what the buyer is told after a wishlist add, wherever it was made (the machine decides, the view shows it). */
export function wishlistAddedToast(): ToastConfig {
  return { label: WISHLIST_ADDED_LABEL, variant: 'success' };
}

export function wishlistAddFailedToast(): ToastConfig {
  return { label: WISHLIST_ADD_FAILED_LABEL, variant: 'error' };
}

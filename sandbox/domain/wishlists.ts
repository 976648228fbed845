// Wishlists of an account: named lists of products, priced in the account's currency when read.
import type { Queryable } from '../db/index.ts';
import { nextId } from './ids.ts';
import type { UserRecord } from './accounts.ts';
import type { Core } from './core.ts';
import { invalidInput, notFound } from './errors.ts';

export interface WishlistRow {
  id: string;
  account_id: string;
  name: string;
}

/** A wishlist of an account the user acts for (404 for any other). */
export async function findWishlist(q: Queryable, user: UserRecord, id: string): Promise<WishlistRow> {
  const row = await q.one<WishlistRow>('SELECT * FROM wishlists WHERE id = $1', [id]);
  if (!row || !(user.doc.managedAccountIds ?? []).includes(row.account_id)) throw notFound(`Wishlist ${id} was not found.`);
  return row;
}

/** The wishlist's products, oldest first, priced in `currency`. */
export async function wishlistItems(core: Core, wishlistId: string, currency: string) {
  const rows = await core.db.query<{ id: string; product_id: string }>('SELECT id, product_id FROM wishlist_items WHERE wishlist_id = $1 ORDER BY added_at, id', [wishlistId]);
  return rows.map((r) => {
    const p = core.catalogue.product(r.product_id)!;
    const price = core.catalogue.price(p.id, currency);
    return { wishlistItemId: r.id, productId: p.id, name: p.name, sku: p.sku, listPrice: price?.listPrice ?? null, salesPrice: price?.unitPrice ?? null, productImageUrl: core.catalogue.media(p)?.url ?? null };
  });
}

/** The account's wishlists, oldest first, with their product counts. */
export function wishlistSummaries(q: Queryable, accountId: string) {
  return q.query<{ id: string; name: string; n: number }>(
    'SELECT w.id, w.name, (SELECT count(*)::int FROM wishlist_items i WHERE i.wishlist_id = w.id) AS n FROM wishlists w WHERE w.account_id = $1 ORDER BY w.created_at, w.id', [accountId]);
}

/**
 * PX-24-001, PX-24-002: the user's default wishlist for the account: the one the user chose, else
 * the oldest (created first, then by id; the platform's "displayed list" is its oldest); none
 * without lists.
 */
export async function defaultWishlistId(q: Queryable, userId: string, accountId: string): Promise<string | undefined> {
  const row = await q.one<{ id: string }>(
    `SELECT w.id FROM wishlists w LEFT JOIN wishlist_defaults d ON d.wishlist_id = w.id AND d.user_id = $1 AND d.account_id = $2
     WHERE w.account_id = $2 ORDER BY (d.wishlist_id IS NULL), w.created_at, w.id LIMIT 1`, [userId, accountId]);
  return row?.id;
}

/** PX-24-001: makes the list the user's default for its account, replacing the previous one. */
export async function makeDefaultWishlist(q: Queryable, userId: string, row: WishlistRow): Promise<void> {
  await q.query(
    `INSERT INTO wishlist_defaults (user_id, account_id, wishlist_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, account_id) DO UPDATE SET wishlist_id = EXCLUDED.wishlist_id`, [userId, row.account_id, row.id]);
}

/** A wishlist name as entered: trimmed, and required. */
export function wishlistName(text: string): string {
  const name = text.trim();
  if (!name) throw invalidInput('Wishlist name is required field');
  return name;
}

function assertProduct(core: Core, productId: string) {
  if (!core.catalogue.product(productId)) throw invalidInput(`Product ${productId} is not available.`, 'INVALID_ID_FIELD');
}

async function insertItem(q: Queryable, wishlistId: string, productId: string) {
  await q.query('INSERT INTO wishlist_items (id, wishlist_id, product_id) VALUES ($1, $2, $3) ON CONFLICT (wishlist_id, product_id) DO NOTHING', [await nextId(q, '0YD'), wishlistId, productId]);
}

export async function createWishlist(core: Core, accountId: string, ownerId: string, name: string, productIds: string[]): Promise<WishlistRow> {
  for (const productId of productIds) assertProduct(core, productId);
  const id = await core.db.tx(async (q) => {
    const id = await nextId(q, '0YC');
    await q.query('INSERT INTO wishlists (id, account_id, owner_id, name) VALUES ($1, $2, $3, $4)', [id, accountId, ownerId, name]);
    for (const productId of productIds) await insertItem(q, id, productId);
    return id;
  });
  return { id, account_id: accountId, name };
}

export async function renameWishlist(q: Queryable, row: WishlistRow, name: string): Promise<WishlistRow> {
  await q.query('UPDATE wishlists SET name = $2 WHERE id = $1', [row.id, name]);
  return { ...row, name };
}

export async function deleteWishlist(q: Queryable, row: WishlistRow): Promise<void> {
  await q.query('DELETE FROM wishlists WHERE id = $1', [row.id]);
}

/** Adds a product (once: adding it again changes nothing). */
export async function addWishlistItem(core: Core, row: WishlistRow, productId: string): Promise<void> {
  assertProduct(core, productId);
  await core.db.tx((q) => insertItem(q, row.id, productId));
}

export async function removeWishlistItem(q: Queryable, row: WishlistRow, itemId: string): Promise<void> {
  const rows = await q.query('DELETE FROM wishlist_items WHERE id = $1 AND wishlist_id = $2 RETURNING id', [itemId, row.id]);
  if (rows.length === 0) throw notFound(`Wishlist item ${itemId} was not found.`);
}

// Wishlists of the effective account.
import { actingAccount, actingAccountId, currencyFor, noContent, ok, requireUser, type Answer, type Ctx } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Queryable } from '../db/index.ts';
import { nextId } from '../lib/ids.ts';

interface WishlistRow {
  id: string;
  account_id: string;
  name: string;
}

async function listOr404(ctx: Ctx, q: Queryable = ctx.core.db): Promise<WishlistRow> {
  const user = requireUser(ctx);
  const row = await q.one<WishlistRow>('SELECT * FROM wishlists WHERE id = $1', [ctx.params.wishlistId]);
  if (!row || !(user.doc.managedAccountIds ?? []).includes(row.account_id)) throw notFound(`Wishlist ${ctx.params.wishlistId} was not found.`);
  return row;
}

async function items(ctx: Ctx, wishlistId: string, currency: string) {
  const rows = await ctx.core.db.query<{ id: string; product_id: string }>('SELECT id, product_id FROM wishlist_items WHERE wishlist_id = $1 ORDER BY added_at, id', [wishlistId]);
  return rows.map((r) => {
    const p = ctx.core.catalogue.product(r.product_id)!;
    const price = ctx.core.catalogue.price(p.id, currency);
    return { wishlistItemId: r.id, productId: p.id, name: p.name, sku: p.sku, listPrice: price?.listPrice ?? null, salesPrice: price?.unitPrice ?? null, productImageUrl: ctx.core.catalogue.media(p)?.url ?? null };
  });
}

function pageOf<T>(ctx: Ctx, all: T[]) {
  const size = ctx.query.pageSize ?? 25;
  const start = Number(ctx.query.pageToken ?? 0) || 0;
  return { items: all.slice(start, start + size), currentPageToken: ctx.query.pageToken ?? null, nextPageToken: start + size < all.length ? String(start + size) : null };
}

async function wishlistView(ctx: Ctx, row: WishlistRow) {
  const currency = currencyFor(ctx, await actingAccount(ctx, row.account_id));
  const all = await items(ctx, row.id, currency);
  return { summary: { id: row.id, name: row.name, wishlistProductCount: all.length }, page: { currencyIsoCode: currency, ...pageOf(ctx, all) } };
}

function productOr400(ctx: Ctx, productId: string) {
  if (!ctx.core.catalogue.product(productId)) throw badRequest(`Product ${productId} is not available.`, 'INVALID_ID_FIELD');
}

export async function listWishlists(ctx: Ctx): Promise<Answer> {
  const accountId = actingAccountId(ctx);
  const rows = await ctx.core.db.query<{ id: string; name: string; n: number }>(
    'SELECT w.id, w.name, (SELECT count(*)::int FROM wishlist_items i WHERE i.wishlist_id = w.id) AS n FROM wishlists w WHERE w.account_id = $1 ORDER BY w.created_at, w.id', [accountId]);
  return ok({ wishlistCount: rows.length, summaries: rows.map((r) => ({ id: r.id, name: r.name, wishlistProductCount: r.n })) });
}

export async function createWishlist(ctx: Ctx): Promise<Answer> {
  const user = requireUser(ctx);
  const accountId = actingAccountId(ctx);
  const body = ctx.body as { name: string; products?: Array<{ productId: string }> };
  const name = body.name.trim();
  if (!name) throw badRequest('Wishlist name is required field');
  for (const p of body.products ?? []) productOr400(ctx, p.productId);
  const id = await ctx.core.db.tx(async (q) => {
    const id = await nextId(q, '0YC');
    await q.query('INSERT INTO wishlists (id, account_id, owner_id, name) VALUES ($1, $2, $3, $4)', [id, accountId, user.id, name]);
    for (const p of body.products ?? []) {
      await q.query('INSERT INTO wishlist_items (id, wishlist_id, product_id) VALUES ($1, $2, $3) ON CONFLICT (wishlist_id, product_id) DO NOTHING', [await nextId(q, '0YD'), id, p.productId]);
    }
    return id;
  });
  return ok(await wishlistView(ctx, { id, account_id: accountId, name }), 201);
}

export async function getWishlist(ctx: Ctx): Promise<Answer> {
  return ok(await wishlistView(ctx, await listOr404(ctx)));
}

export async function updateWishlist(ctx: Ctx): Promise<Answer> {
  const row = await listOr404(ctx);
  const name = (ctx.body as { name: string }).name.trim();
  if (!name) throw badRequest('Wishlist name is required field');
  await ctx.core.db.query('UPDATE wishlists SET name = $2 WHERE id = $1', [row.id, name]);
  return ok(await wishlistView(ctx, { ...row, name }));
}

export async function deleteWishlist(ctx: Ctx): Promise<Answer> {
  const row = await listOr404(ctx);
  await ctx.core.db.query('DELETE FROM wishlists WHERE id = $1', [row.id]);
  return noContent();
}

export async function listWishlistItems(ctx: Ctx): Promise<Answer> {
  const view = await wishlistView(ctx, await listOr404(ctx));
  return ok(view.page);
}

export async function addWishlistItem(ctx: Ctx): Promise<Answer> {
  const row = await listOr404(ctx);
  const productId = (ctx.body as { productId: string }).productId;
  productOr400(ctx, productId);
  await ctx.core.db.tx(async (q) => {
    await q.query('INSERT INTO wishlist_items (id, wishlist_id, product_id) VALUES ($1, $2, $3) ON CONFLICT (wishlist_id, product_id) DO NOTHING', [await nextId(q, '0YD'), row.id, productId]);
  });
  const view = await wishlistView(ctx, row);
  return ok(view.page.items.find((i) => i.productId === productId) ?? (await items(ctx, row.id, view.page.currencyIsoCode)).find((i) => i.productId === productId), 201);
}

export async function deleteWishlistItem(ctx: Ctx): Promise<Answer> {
  const row = await listOr404(ctx);
  const rows = await ctx.core.db.query('DELETE FROM wishlist_items WHERE id = $1 AND wishlist_id = $2 RETURNING id', [ctx.params.wishlistItemId, row.id]);
  if (rows.length === 0) throw notFound(`Wishlist item ${ctx.params.wishlistItemId} was not found.`);
  return noContent();
}

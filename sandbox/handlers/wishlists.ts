// Wishlists of the effective account.
import { actingAccount, actingAccountId, currencyFor, noContent, ok, requireUser, type Call, type Ctx } from '../http/context.ts';
import {
  addWishlistItem as addItem, createWishlist as create, deleteWishlist as remove, findWishlist, removeWishlistItem, renameWishlist, wishlistItems, wishlistName,
  wishlistSummaries, type WishlistRow,
} from '../domain/wishlists.ts';

type WishlistCall = Call & { params: { wishlistId: string } };
const wishlistOf = (ctx: WishlistCall) => findWishlist(ctx.core.db, requireUser(ctx), ctx.params.wishlistId);

function pageOf<T>(ctx: Call & { query: { pageSize?: number; pageToken?: string } }, all: T[]) {
  const size = ctx.query.pageSize ?? 25;
  const start = Number(ctx.query.pageToken ?? 0) || 0;
  return { items: all.slice(start, start + size), currentPageToken: ctx.query.pageToken ?? null, nextPageToken: start + size < all.length ? String(start + size) : null };
}

async function wishlistView(ctx: Call, row: WishlistRow) {
  const currency = currencyFor(ctx, await actingAccount(ctx, row.account_id));
  const all = await wishlistItems(ctx.core, row.id, currency);
  return { summary: { id: row.id, name: row.name, wishlistProductCount: all.length }, page: { currencyIsoCode: currency, ...pageOf(ctx, all) } };
}

export async function listWishlists(ctx: Ctx<'listWishlists'>) {
  const rows = await wishlistSummaries(ctx.core.db, actingAccountId(ctx));
  return ok({ wishlistCount: rows.length, summaries: rows.map((r) => ({ id: r.id, name: r.name, wishlistProductCount: r.n })) });
}

export async function createWishlist(ctx: Ctx<'createWishlist'>) {
  const user = requireUser(ctx);
  const accountId = actingAccountId(ctx);
  const name = wishlistName(ctx.body.name);
  const row = await create(ctx.core, accountId, user.id, name, (ctx.body.products ?? []).map((p) => p.productId));
  return ok(await wishlistView(ctx, row), 201);
}

export async function getWishlist(ctx: Ctx<'getWishlist'>) {
  return ok(await wishlistView(ctx, await wishlistOf(ctx)));
}

export async function updateWishlist(ctx: Ctx<'updateWishlist'>) {
  const row = await wishlistOf(ctx);
  const name = wishlistName(ctx.body.name);
  return ok(await wishlistView(ctx, await renameWishlist(ctx.core.db, row, name)));
}

export async function deleteWishlist(ctx: Ctx<'deleteWishlist'>) {
  await remove(ctx.core.db, await wishlistOf(ctx));
  return noContent();
}

export async function listWishlistItems(ctx: Ctx<'listWishlistItems'>) {
  const view = await wishlistView(ctx, await wishlistOf(ctx));
  return ok(view.page);
}

export async function addWishlistItem(ctx: Ctx<'addWishlistItem'>) {
  const row = await wishlistOf(ctx);
  const { productId } = ctx.body;
  await addItem(ctx.core, row, productId);
  const view = await wishlistView(ctx, row);
  return ok(view.page.items.find((i) => i.productId === productId) ?? (await wishlistItems(ctx.core, row.id, view.page.currencyIsoCode)).find((i) => i.productId === productId), 201);
}

export async function deleteWishlistItem(ctx: Ctx<'deleteWishlistItem'>) {
  await removeWishlistItem(ctx.core.db, await wishlistOf(ctx), ctx.params.wishlistItemId);
  return noContent();
}

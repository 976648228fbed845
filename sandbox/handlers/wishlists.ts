// Wishlists of the effective account.
import { actingAccount, actingAccountId, currencyFor, noContent, ok, requireUser, type Call, type Ctx, type Reply } from '../http/context.ts';
import {
  addWishlistItem as addItem, createWishlist as create, defaultWishlistId, deleteWishlist as remove, findWishlist, makeDefaultWishlist, removeWishlistItem, renameWishlist,
  wishlistItems, wishlistName, wishlistSummaries, type WishlistRow,
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
  const isDefault = (await defaultWishlistId(ctx.core.db, requireUser(ctx).id, row.account_id)) === row.id;
  return { summary: { id: row.id, name: row.name, wishlistProductCount: all.length, isDefault }, page: { currencyIsoCode: currency, ...pageOf(ctx, all) } };
}

export async function listWishlists(ctx: Ctx<'listWishlists'>): Reply<'listWishlists'> {
  const accountId = actingAccountId(ctx);
  const rows = await wishlistSummaries(ctx.core.db, accountId);
  const defaultId = await defaultWishlistId(ctx.core.db, requireUser(ctx).id, accountId);
  return ok({ wishlistCount: rows.length, summaries: rows.map((r) => ({ id: r.id, name: r.name, wishlistProductCount: r.n, isDefault: r.id === defaultId })) });
}

export async function createWishlist(ctx: Ctx<'createWishlist'>): Reply<'createWishlist'> {
  const user = requireUser(ctx);
  const accountId = actingAccountId(ctx);
  const name = wishlistName(ctx.body.name);
  const row = await create(ctx.core, accountId, user.id, name, (ctx.body.products ?? []).map((p) => p.productId));
  return ok(await wishlistView(ctx, row), 201);
}

export async function getWishlist(ctx: Ctx<'getWishlist'>): Reply<'getWishlist'> {
  return ok(await wishlistView(ctx, await wishlistOf(ctx)));
}

export async function updateWishlist(ctx: Ctx<'updateWishlist'>): Reply<'updateWishlist'> {
  let row = await wishlistOf(ctx);
  if (ctx.body.name !== undefined) row = await renameWishlist(ctx.core.db, row, wishlistName(ctx.body.name));
  if (ctx.body.isDefault) await makeDefaultWishlist(ctx.core.db, requireUser(ctx).id, row);
  return ok(await wishlistView(ctx, row));
}

export async function deleteWishlist(ctx: Ctx<'deleteWishlist'>): Reply<'deleteWishlist'> {
  await remove(ctx.core.db, await wishlistOf(ctx));
  return noContent();
}

export async function listWishlistItems(ctx: Ctx<'listWishlistItems'>): Reply<'listWishlistItems'> {
  const view = await wishlistView(ctx, await wishlistOf(ctx));
  return ok(view.page);
}

export async function addWishlistItem(ctx: Ctx<'addWishlistItem'>): Reply<'addWishlistItem'> {
  const row = await wishlistOf(ctx);
  const { productId } = ctx.body;
  await addItem(ctx.core, row, productId);
  const view = await wishlistView(ctx, row);
  return ok(view.page.items.find((i) => i.productId === productId) ?? (await wishlistItems(ctx.core, row.id, view.page.currencyIsoCode)).find((i) => i.productId === productId), 201);
}

export async function deleteWishlistItem(ctx: Ctx<'deleteWishlistItem'>): Reply<'deleteWishlistItem'> {
  await removeWishlistItem(ctx.core.db, await wishlistOf(ctx), ctx.params.wishlistItemId);
  return noContent();
}

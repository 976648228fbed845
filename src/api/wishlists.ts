// Extension: wishlists of the effective account.
import { requireOption } from '../../machines/api/validation.ts';
import { accountQuery, dataOf, done, readContext, type AreaOptions, type BodyOf, type QueryOptions, WEBSTORE_PATH } from './request.ts';

export function createWishlistsApi({ client, webstoreId, context }: AreaOptions) {
  const base = `${WEBSTORE_PATH}/wishlists` as const;
  const account = () => accountQuery(readContext(context));
  const byId = (wishlistId: string) => ({ path: { webstoreId, wishlistId: requireOption('wishlistId', wishlistId) }, query: account() });

  return {
    async list(signal?: AbortSignal) {
      return dataOf(client.GET(base, { params: { path: { webstoreId }, query: account() }, signal }), { signal });
    },
    async create(body: BodyOf<'createWishlist'>, signal?: AbortSignal) {
      return dataOf(client.POST(base, { params: { path: { webstoreId }, query: account() }, body, signal }), { signal });
    },
    async get(wishlistId: string, query: QueryOptions<'getWishlist'> = {}, signal?: AbortSignal) {
      const params = byId(wishlistId);
      return dataOf(client.GET(`${base}/{wishlistId}`, { params: { ...params, query: { ...query, ...params.query } }, signal }), { signal });
    },
    async update(wishlistId: string, body: BodyOf<'updateWishlist'>, signal?: AbortSignal) {
      return dataOf(client.PATCH(`${base}/{wishlistId}`, { params: byId(wishlistId), body, signal }), { signal });
    },
    async remove(wishlistId: string, signal?: AbortSignal) {
      return done(client.DELETE(`${base}/{wishlistId}`, { params: byId(wishlistId), signal }), { signal });
    },
    async items(wishlistId: string, query: QueryOptions<'listWishlistItems'> = {}, signal?: AbortSignal) {
      const params = byId(wishlistId);
      return dataOf(client.GET(`${base}/{wishlistId}/wishlist-items`, { params: { ...params, query: { ...query, ...params.query } }, signal }), {
        signal,
      });
    },
    async addItem(wishlistId: string, body: BodyOf<'addWishlistItem'>, signal?: AbortSignal) {
      return dataOf(client.POST(`${base}/{wishlistId}/wishlist-items`, { params: byId(wishlistId), body, signal }), { signal });
    },
    async removeItem(wishlistId: string, wishlistItemId: string, signal?: AbortSignal) {
      const params = byId(wishlistId);
      const itemId = requireOption('wishlistItemId', wishlistItemId);
      return done(
        client.DELETE(`${base}/{wishlistId}/wishlist-items/{wishlistItemId}`, { params: { ...params, path: { ...params.path, wishlistItemId: itemId } }, signal }),
        { signal },
      );
    },
  };
}

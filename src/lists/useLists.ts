// The wishlists of the effective account with their products, and what the page does to them
// (PX-18-020..PX-18-022); every change reads the lists again. Moving to the cart tells the cart actor.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { defaultListId, moveToCart, type MoveOutcome } from '../../machines/lists/lists.ts';
import { moveApis } from '../api/adapters/wishlists.ts';
import type { Wire } from '../../machines/wire.ts';
import { dispatchInteraction } from '../analytics/dispatch.ts';
import { wishListRemoveInteraction } from '../analytics/payloads.ts';
import { useApi, useApplicationContext, useCart } from '../app/store/parts.tsx';

export interface ListView {
  summary: Wire['WishlistSummary'];
  items: Wire['WishlistItem'][];
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; lists: ListView[] };

export function useLists() {
  const api = useApi();
  const { requestContext } = useApplicationContext();
  const cart = useCart();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const { summaries } = await api.wishlists.list(controller.signal);
      const lists = await Promise.all(
        summaries.map(async (summary) => ({
          summary,
          items: summary.wishlistProductCount > 0 ? (await api.wishlists.items(summary.id, { pageSize: 100 }, controller.signal)).items : [],
        })),
      );
      setLoad({ status: 'ready', lists });
    })().catch(() => {
      if (!controller.signal.aborted) setLoad({ status: 'failed' });
    });
    return () => controller.abort();
  }, [api, requestContext.effectiveAccountId, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const lists = load.status === 'ready' ? load.lists : [];
  const defaultId = useMemo(() => defaultListId(lists.map((list) => list.summary)), [lists]);
  const { send } = cart;

  const actions = useMemo(
    () => ({
      create: (name: string) => api.wishlists.create({ name: name.trim(), products: [] }).then(reload),
      rename: (id: string, name: string) => api.wishlists.update(id, { name: name.trim() }).then(reload),
      remove: (id: string) => api.wishlists.remove(id).then(reload),
      // PX-24-001: the server keeps the choice, so it follows the buyer to any device.
      makeDefault: (id: string) => api.wishlists.update(id, { isDefault: true }).then(reload),
      removeItem: async (listId: string, item: Wire['WishlistItem']) => {
        await api.wishlists.removeItem(listId, item.wishlistItemId);
        dispatchInteraction(wishListRemoveInteraction({ productId: item.productId, wishlistId: listId, sku: item.sku, name: item.name }));
        reload();
      },
      move: async (listId: string, items: Wire['WishlistItem'][]): Promise<MoveOutcome> => {
        const outcome = await moveToCart(moveApis(api, listId), items);
        if (outcome.moved.length > 0) send({ type: 'cart.changed' });
        for (const item of outcome.moved) dispatchInteraction(wishListRemoveInteraction({ productId: item.productId, wishlistId: listId, sku: item.sku, name: item.name }));
        reload();
        return outcome;
      },
    }),
    [api, reload, send],
  );

  return { load, lists, defaultId, actions };
}

// The wishlists of the effective account with their products, and what the page does to them
// (PX-18-020..PX-18-022); every change reads the lists again. Moving to the cart tells the cart actor.
// The calls are the wishlists adapter's; what is read and sent is decided in machines/lists/lists.ts.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { defaultListId, moveToCart, readLists, sendListChange, type ListChange, type ListView, type MoveOutcome } from '../../machines/lists/lists.ts';
import { listsPageApis, moveApis } from '../api/adapters/wishlists.ts';
import type { Wire } from '../../machines/wire.ts';
import { dispatchInteraction } from '../analytics/dispatch.ts';
import { wishListRemoveInteraction } from '../analytics/payloads.ts';
import { useApi, useApplicationContext, useCart } from '../app/store/parts.tsx';

export type { ListView };

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; lists: ListView[] };

export function useLists() {
  const api = useApi();
  const ports = useMemo(() => listsPageApis(api), [api]);
  const { requestContext } = useApplicationContext();
  const cart = useCart();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    readLists(ports, controller.signal).then(
      (lists) => setLoad({ status: 'ready', lists }),
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [ports, requestContext.effectiveAccountId, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const lists = load.status === 'ready' ? load.lists : [];
  const defaultId = useMemo(() => defaultListId(lists.map((list) => list.summary)), [lists]);
  const { send } = cart;

  const actions = useMemo(() => {
    const change = (listChange: ListChange) => sendListChange(ports, listChange).then(reload);
    return {
      create: (name: string) => change({ kind: 'create', name }),
      rename: (listId: string, name: string) => change({ kind: 'rename', listId, name }),
      remove: (listId: string) => change({ kind: 'remove', listId }),
      makeDefault: (listId: string) => change({ kind: 'makeDefault', listId }),
      removeItem: async (listId: string, item: Wire['WishlistItem']) => {
        await ports.removeItem(listId, item.wishlistItemId);
        dispatchInteraction(wishListRemoveInteraction({ productId: item.productId, wishlistId: listId, sku: item.sku, name: item.name }));
        reload();
      },
      move: async (listId: string, items: Wire['WishlistItem'][], removeFromList: boolean): Promise<MoveOutcome> => {
        const outcome = await moveToCart(moveApis(api, listId), items, { removeFromList });
        if (outcome.moved.length > 0) send({ type: 'cart.changed' });
        // CC-7-044: wish-list-remove only for products that left the list.
        if (removeFromList) for (const item of outcome.moved) dispatchInteraction(wishListRemoveInteraction({ productId: item.productId, wishlistId: listId, sku: item.sku, name: item.name }));
        reload();
        return outcome;
      },
    };
  }, [api, ports, reload, send]);

  return { load, lists, defaultId, actions };
}

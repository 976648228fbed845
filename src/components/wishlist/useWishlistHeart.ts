// The grid's heart (PX-18-023): a signed-in buyer saves a product from its card, choosing the list
// when there are several; the toast and wish-list-add (CC-7-044) as on the product page. The add
// itself is the product page's wishlist actor, from its adapter (no API call in the view).
import { useCallback, useMemo, useState } from 'react';
import { createActor, toPromise } from 'xstate';
import { dispatchInteraction } from '../../analytics/dispatch.ts';
import { wishListAddInteraction } from '../../analytics/payloads.ts';
import { wishlistAddActors } from '../../api/adapters/wishlist-add.ts';
import { useApi, useSession } from '../../app/store/parts.tsx';
import { productLabels } from '../../labels/catalogue.ts';
import { useToasts } from '../toast/ToastProvider.tsx';
import type { HeartState } from './HeartButton.tsx';
import { useChooseWishlist } from './useChooseWishlist.ts';

export interface WishlistHeart {
  stateOf(productId: string): HeartState;
  add(product: { id: string; sku?: string | null; name: string }): void;
}

/** Undefined for a guest: the grid shows no heart (the header's wishlist link leads to the sign-in prompt). */
export function useWishlistHeart(): WishlistHeart | undefined {
  const api = useApi();
  const { addToWishlist } = useMemo(() => wishlistAddActors(api, productLabels.wishlistDefaultName), [api]);
  const { isSignedIn } = useSession();
  const toasts = useToasts();
  const choose = useChooseWishlist();
  const [states, setStates] = useState<Record<string, HeartState>>({});
  const set = (productId: string, state: HeartState) => setStates((current) => ({ ...current, [productId]: state }));

  const add = useCallback(
    async (product: { id: string; sku?: string | null; name: string }) => {
      const choice = await choose(product.name);
      if (choice === null) return;
      set(product.id, 'adding');
      try {
        const wishlistId = await toPromise(createActor(addToWishlist, { input: { productId: product.id, listId: choice.listId } }).start());
        set(product.id, 'added');
        toasts.show({ label: productLabels.wishlistToast, variant: 'success' });
        dispatchInteraction(wishListAddInteraction({ productId: product.id, wishlistId, sku: product.sku ?? undefined, name: product.name }));
      } catch {
        set(product.id, 'idle');
        toasts.show({ label: productLabels.wishlistFailed, variant: 'error' });
      }
    },
    [addToWishlist, choose, toasts],
  );

  if (!isSignedIn) return undefined;
  return { stateOf: (productId) => states[productId] ?? 'idle', add: (product) => void add(product) };
}

// The grid's heart (PX-18-023): a signed-in buyer saves a product from its card, choosing the list
// when there are several. The hearts' states, the adds and the toast are the hearts machine's
// (PX-42-004, PX-42-002); this hook shows its toasts, sends its wish-list-add (CC-7-044) and asks for the
// list. The add itself is the product page's wishlist actor, from its adapter (no API call in the view).
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { heartStateOf, wishlistHeartsMachine, type HeartProduct } from '../../../machines/catalogue/wishlist-hearts.machine.ts';
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
  add(product: HeartProduct): void;
}

/** Undefined for a guest: the grid shows no heart (the header's wishlist link leads to the sign-in prompt). */
export function useWishlistHeart(): WishlistHeart | undefined {
  const api = useApi();
  const machine = useMemo(() => wishlistHeartsMachine.provide({ actors: wishlistAddActors(api, productLabels.wishlistDefaultName) }), [api]);
  const hearts = useActorRef(machine);
  const { isSignedIn } = useSession();
  const toasts = useToasts();
  const choose = useChooseWishlist();
  const context = useSelector(hearts, (snapshot) => snapshot.context);

  useEffect(() => {
    const subscriptions = [
      hearts.on('toast', (event) => toasts.show(event.toast)),
      hearts.on('wishlist.added', ({ product, wishlistId }) =>
        dispatchInteraction(wishListAddInteraction({ productId: product.id, wishlistId, sku: product.sku ?? undefined, name: product.name })),
      ),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [hearts, toasts]);

  const add = useCallback(
    async (product: HeartProduct) => {
      const choice = await choose(product.name);
      if (choice !== null) hearts.send({ type: 'heart.add', product, listId: choice.listId });
    },
    [hearts, choose],
  );

  if (!isSignedIn) return undefined;
  return { stateOf: (productId) => heartStateOf(context, productId), add: (product) => void add(product) };
}

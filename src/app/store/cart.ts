// The cart actor (machines/cart/cart.machine.ts) bound to the API: it reads the current cart's
// summary (polling while Processing), when the shell's rule says so (PX-05-008): at start and after
// each change of buyer, account or currency, and after every change the page tells it of.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { waitFor } from 'xstate';
import { cartMachine, type CartEvent } from '../../../machines/cart/cart.machine.ts';
import { cartSummaryPollingMachine } from '../../../machines/cart/summary-polling.ts';
import { GUEST_CART_ID_STORAGE_KEY } from '../../../machines/constants/cart-checkout.ts';
import { guestCartIdOfAddedLine, shouldReadCartSummary } from '../../../machines/shell/cart-summary.ts';
import type { SessionStorageLike } from '../../../machines/session/storage.ts';
import { cartSummaryActors } from '../../api/adapters/store.ts';
import type { StoreApi } from '../../api/registry.ts';
import type { CartPart, LoadStatus } from './parts.tsx';

export interface CartActorFacts {
  sessionStatus: LoadStatus;
  appContextStatus: LoadStatus;
  signedIn: boolean;
  guestCartEnabled: boolean;
  /** A change of either reads the cart again. */
  effectiveAccountId: string | null | undefined;
  currencyIsoCode: string | null | undefined;
}

export function useCartActor(api: StoreApi, localStorage: SessionStorageLike, facts: CartActorFacts): CartPart {
  const actor = useActorRef(
    cartMachine.provide({
      actors: {
        pollSummary: cartSummaryPollingMachine.provide({ actors: cartSummaryActors(api) }),
      },
    }),
  );

  useEffect(() => {
    const read = actor.on('cart.read', ({ rememberGuestCartId }) => {
      if (rememberGuestCartId) localStorage.setItem(GUEST_CART_ID_STORAGE_KEY, rememberGuestCartId);
    });
    return () => read.unsubscribe();
  }, [actor, localStorage]);

  const { sessionStatus, appContextStatus, signedIn, guestCartEnabled, effectiveAccountId, currencyIsoCode } = facts;
  useEffect(() => {
    const added = actor.on('cart.added', ({ result }) => {
      const guestCartId = guestCartIdOfAddedLine(result, signedIn);
      if (guestCartId) localStorage.setItem(GUEST_CART_ID_STORAGE_KEY, guestCartId);
    });
    return () => added.unsubscribe();
  }, [actor, localStorage, signedIn]);
  useEffect(() => {
    if (sessionStatus !== 'ready' || appContextStatus === 'loading') return;
    const read = shouldReadCartSummary({ signedIn, guestCartEnabled, guestCartId: localStorage.getItem(GUEST_CART_ID_STORAGE_KEY) });
    actor.send({ type: 'cart.sync', read, signedIn });
  }, [actor, localStorage, sessionStatus, appContextStatus, signedIn, guestCartEnabled, effectiveAccountId, currencyIsoCode]);

  const summary = useSelector(actor, (snapshot) => snapshot.context.summary);
  const badge = useSelector(actor, (snapshot) => snapshot.context.badge);
  const status = useSelector(actor, (snapshot) => snapshot.context.status);

  const refresh = useCallback(async () => {
    actor.send({ type: 'cart.changed' });
    const settled = await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
    return settled.context.summary;
  }, [actor]);

  // Stable for the actor's life, so subscribers do not subscribe again on every summary change.
  const channel = useMemo(() => ({ send: (event: CartEvent) => actor.send(event), on: actor.on.bind(actor) }), [actor]);
  return useMemo<CartPart>(() => ({ summary, badge, status, refresh, ...channel }), [summary, badge, status, refresh, channel]);
}

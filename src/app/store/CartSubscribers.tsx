// The subscribers of the cart actor's events, in one place: a product added shows the toast
// (CC-8-031, CC-8-032) and sends the analytics interaction and the activity (loaded on the first
// add). The actor itself reads the cart again, so the badge follows.
import { useContext, useEffect } from 'react';
import { cartAddedToast } from '../../../machines/cart/cart-toasts.ts';
import { loadCode } from '../load-code.ts';
import { useToasts } from '../../components/toast/ToastProvider.tsx';
import { ApiContext, CartContextPart } from './parts.tsx';

export function CartSubscribers() {
  const api = useContext(ApiContext);
  const on = useContext(CartContextPart)?.on;
  const toasts = useToasts();
  useEffect(() => {
    // Outside a store (a widget's own test) there is no cart to listen to.
    if (!on || !api) return;
    const added = on('cart.added', (event) => {
      toasts.show(cartAddedToast());
      void loadCode(() => import('../../analytics/cart-events.ts'))
        .then((module) => module.reportCartAdd(api, event))
        .catch(() => undefined);
    });
    return () => added.unsubscribe();
  }, [on, api, toasts]);
  return null;
}

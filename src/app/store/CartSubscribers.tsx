// The subscribers of the cart actor's events, in one place: a product added shows the toast and sends
// the analytics interaction and the activity (src/app/store/cart-added.ts, loaded on the first add).
// The actor itself reads the cart again, so the badge follows.
import { useContext, useEffect } from 'react';
import { loadCode } from '../load-code.ts';
import { useToasts } from '../../components/toast/ToastProvider.tsx';
import { ApiContext, CartContextPart, SessionContextPart } from './parts.tsx';

export function CartSubscribers() {
  const api = useContext(ApiContext);
  const on = useContext(CartContextPart)?.on;
  const signedIn = useContext(SessionContextPart)?.isSignedIn === true;
  const toasts = useToasts();
  useEffect(() => {
    // Outside a store (a widget's own test) there is no cart to listen to.
    if (!on || !api) return;
    const added = on('cart.added', (event) => {
      void loadCode(() => import('./cart-added.ts'))
        .then((module) => module.onCartAdded(api, event, toasts, signedIn))
        .catch(() => undefined);
    });
    return () => added.unsubscribe();
  }, [on, api, toasts, signedIn]);
  return null;
}

// What follows a product added to the cart, loaded on the first add so that the entry carries none of
// it: the toast (CC-8-031, CC-8-032; a guest's with its 'View cart' link, PX-68-001), then the
// analytics interaction and the activity.
import { cartAddedToast, guestCartAddedToast } from '../../../machines/cart/cart-toasts.ts';
import type { CartAdded } from '../../../machines/cart/cart.machine.ts';
import { reportCartAdd } from '../../analytics/cart-events.ts';
import type { StoreApi } from '../../api/registry.ts';
import type { Toasts } from '../../components/toast/ToastProvider.tsx';
import { CART_PATH } from '../../content/site.ts';

export function onCartAdded(api: StoreApi, added: CartAdded, toasts: Toasts, signedIn: boolean): void {
  toasts.show(signedIn ? cartAddedToast() : guestCartAddedToast(CART_PATH));
  reportCartAdd(api, added);
}

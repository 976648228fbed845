// The cart badge bound to the store's cart summary. The badge click goes to the current-cart page
// (CC-2-009, CC-2-010); this store's mini-cart setting is off, so there is no mini cart to open.
import type { CartBadge as Badge } from '../../../machines/cart/badge.ts';
import { useCart } from '../../app/store/parts.tsx';
import { CART_PATH } from '../../content/site.ts';
import { headerLabels } from '../../labels/shell.ts';
import { CartBadgeUi } from './CartBadgeUi.tsx';

export function cartBadgeLabel(badge: Badge): string {
  const labels = headerLabels.cartBadge;
  if (badge.isMaximum) return labels.maximum(badge.text);
  if (badge.fill === 'empty') return labels.empty;
  if (badge.fill === 'one') return labels.one;
  return labels.many(badge.count);
}

export function CartBadge() {
  const cart = useCart();
  const loading = cart.status === 'loading' && cart.summary === undefined;
  return <CartBadgeUi to={CART_PATH} badge={cart.badge} label={loading ? headerLabels.cartBadge.loading : cartBadgeLabel(cart.badge)} loading={loading} />;
}

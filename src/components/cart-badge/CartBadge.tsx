// The cart badge bound to the store's cart summary. The badge goes to the current-cart page
// (CC-2-009, CC-2-010) unless the mini cart is enabled (CC-6-006, CC-6-007: its setting on, and a
// signed-in buyer or guest carts), in which case it opens the mini-cart panel, loaded on first use
// (CC-2-011); closing the panel hands focus back to the badge.
import { Suspense, useCallback, useRef, useState } from 'react';
import { badgeClickTarget, isMiniCartEnabled, type CartBadge as Badge } from '../../../machines/cart/badge.ts';
import { useApplicationContext, useCart, useSession } from '../../app/store/parts.tsx';
import { lazyCode } from '../../app/load-code.ts';
import { CART_PATH } from '../../content/site.ts';
import { headerLabels } from '../../labels/shell.ts';
import { CartBadgeUi } from './CartBadgeUi.tsx';

const MiniCart = lazyCode(() => import('../../cart/MiniCart.tsx'));
const PANEL_ID = 'mini-cart';

export function cartBadgeLabel(badge: Badge): string {
  const labels = headerLabels.cartBadge;
  if (badge.isMaximum) return labels.maximum(badge.text);
  if (badge.fill === 'empty') return labels.empty;
  if (badge.fill === 'one') return labels.one;
  return labels.many(badge.count);
}

export function CartBadge() {
  const cart = useCart();
  const { appContext } = useApplicationContext();
  const { isSignedIn } = useSession();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const loading = cart.status === 'loading' && cart.summary === undefined;
  const label = loading ? headerLabels.cartBadge.loading : cartBadgeLabel(cart.badge);
  const miniCartEnabled = isMiniCartEnabled({
    miniCartSetting: appContext?.propertiesEx.miniCartEnabled === true,
    isLoggedIn: isSignedIn,
    guestCartEnabled: appContext?.guestCartEnabled === true,
  });
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  if (badgeClickTarget(miniCartEnabled) === 'cart-page') return <CartBadgeUi to={CART_PATH} badge={cart.badge} label={label} loading={loading} />;
  return (
    <span className="cart-badge__place">
      <CartBadgeUi ref={button} to={CART_PATH} badge={cart.badge} label={label} loading={loading} miniCart={{ panelId: PANEL_ID, expanded: open, onToggle: () => setOpen((shown) => !shown) }} />
      {open && (
        <Suspense fallback={null}>
          <MiniCart id={PANEL_ID} onClose={close} />
        </Suspense>
      )}
    </span>
  );
}

// The cart badge as props: a cart icon linking to the current-cart page with the product count
// (capped at 999 with the maximum label beyond it: SH-9-005..SH-9-007, CC-9-006, CC-9-007); with
// the mini cart on, a button that opens its panel instead (CC-2-010, CC-2-011).
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CartBadge } from '../../../machines/cart/badge.ts';
import '../wishlist/WishlistShortcut.css';
import './CartBadge.css';

export interface CartBadgeUiProps {
  to: string;
  badge: CartBadge;
  /** The link's accessible name, count included. */
  label: string;
  loading?: boolean;
  /** The mini cart: the badge opens its panel (with its id) instead of linking to the cart page. */
  miniCart?: { panelId: string; expanded: boolean; onToggle(): void };
}

export const CartBadgeUi = forwardRef<HTMLButtonElement, CartBadgeUiProps>(function CartBadgeUi({ to, badge, label, loading = false, miniCart }, ref) {
  const content = <BadgeContent badge={badge} />;
  if (miniCart) {
    return (
      <button
        ref={ref}
        type="button"
        className="header-icon-link cart-badge"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={miniCart.expanded}
        aria-controls={miniCart.expanded ? miniCart.panelId : undefined}
        data-fill={badge.fill}
        aria-busy={loading || undefined}
        onClick={miniCart.onToggle}
      >
        {content}
      </button>
    );
  }
  return (
    <Link to={to} className="header-icon-link cart-badge" aria-label={label} data-fill={badge.fill} aria-busy={loading || undefined}>
      {content}
    </Link>
  );
});

function BadgeContent({ badge }: { badge: CartBadge }): ReactNode {
  return (
    <>
      <svg className="header-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M2.5 3.5h2.6l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1l1.7-7.3H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.8" r="1.4" fill="currentColor" />
        <circle cx="17.2" cy="19.8" r="1.4" fill="currentColor" />
      </svg>
      {badge.fill !== 'empty' && (
        <span className="cart-badge__count" aria-hidden="true" data-testid="cart-badge-count" data-maximum={badge.isMaximum || undefined}>
          {badge.text}
        </span>
      )}
    </>
  );
}

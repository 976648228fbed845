import { CART_BADGE_MAX_COUNT, CART_BADGE_MAXIMUM_TEXT } from '../constants/cart-checkout.ts';

/** SH-5-058, SH-5-059: the cart product count parsed as an integer, 0 when it does not parse. */
export function parseCartProductCount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  if (typeof value !== 'string') return 0;
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

export interface CartBadge {
  /** The parsed total product count, capped at 999. */
  count: number;
  text: string;
  /** The 'maximum count' label applies (the count is beyond the cap). */
  isMaximum: boolean;
  /** SH-4-007: how the badge sees the cart. */
  fill: 'empty' | 'one' | 'many';
}

/** SH-9-005..SH-9-007, CC-9-006, CC-9-007: the badge for a cart's totalProductCount. */
export function cartBadge(totalProductCount: unknown): CartBadge {
  const total = Math.max(0, parseCartProductCount(totalProductCount));
  const isMaximum = total > CART_BADGE_MAX_COUNT;
  const count = Math.min(total, CART_BADGE_MAX_COUNT);
  return {
    count,
    text: isMaximum ? CART_BADGE_MAXIMUM_TEXT : String(count),
    isMaximum,
    fill: total === 0 ? 'empty' : total === 1 ? 'one' : 'many',
  };
}

export interface GuestCartFlags {
  isLoggedIn: boolean;
  guestCartEnabled: boolean;
  guestCheckoutEnabled: boolean;
}

/** CC-6-004, CC-6-005: guest cart and guest checkout flags, both true for a logged-in user. */
export function effectiveGuestCartFlags(flags: GuestCartFlags): {
  isGuestCartEnabled: boolean;
  isGuestCheckoutEnabled: boolean;
} {
  return {
    isGuestCartEnabled: flags.isLoggedIn || flags.guestCartEnabled,
    isGuestCheckoutEnabled: flags.isLoggedIn || flags.guestCheckoutEnabled,
  };
}

/** CC-6-006, CC-6-007: the mini cart needs its setting on and a logged-in user or guest carts. */
export function isMiniCartEnabled(options: { miniCartSetting: boolean; isLoggedIn: boolean; guestCartEnabled: boolean }): boolean {
  return options.miniCartSetting && (options.isLoggedIn || options.guestCartEnabled);
}

export type BadgeClickTarget = 'mini-cart' | 'cart-page';

/** CC-2-010, CC-2-011: the badge opens the mini cart when it is enabled, else the current-cart page. */
export function badgeClickTarget(miniCartEnabled: boolean): BadgeClickTarget {
  return miniCartEnabled ? 'mini-cart' : 'cart-page';
}

import {
  badgeClickTarget,
  cartBadge,
  effectiveGuestCartFlags,
  isMiniCartEnabled,
  parseCartProductCount,
} from '../../../machines/cart/badge.ts';
import { CART_BADGE_MAX_COUNT, CART_BADGE_MAXIMUM_TEXT } from '../../../machines/constants/cart-checkout.ts';

describe('parseCartProductCount', () => {
  it('[SH-5-058] parses the count as an integer', () => {
    expect(parseCartProductCount('12.0')).toBe(12);
    expect(parseCartProductCount('7')).toBe(7);
    expect(parseCartProductCount(' 42 items')).toBe(42);
    expect(parseCartProductCount(3)).toBe(3);
    expect(parseCartProductCount(3.9)).toBe(3);
    expect(parseCartProductCount('1e3')).toBe(1);
  });

  it('[SH-5-059] falls back to 0 when the count does not parse', () => {
    expect(parseCartProductCount(undefined)).toBe(0);
    expect(parseCartProductCount(null)).toBe(0);
    expect(parseCartProductCount('')).toBe(0);
    expect(parseCartProductCount('many')).toBe(0);
    expect(parseCartProductCount(Number.NaN)).toBe(0);
    expect(parseCartProductCount(Number.POSITIVE_INFINITY)).toBe(0);
    expect(parseCartProductCount({})).toBe(0);
    expect(parseCartProductCount(Object.create(null))).toBe(0);
    expect(parseCartProductCount(['5'])).toBe(0);
    expect(parseCartProductCount(true)).toBe(0);
  });
});

describe('cartBadge', () => {
  it('[SH-9-005][SH-4-007] counts the total product count: empty, one item, many items', () => {
    expect(cartBadge('0')).toEqual({ count: 0, text: '0', isMaximum: false, fill: 'empty' });
    expect(cartBadge('1.0')).toEqual({ count: 1, text: '1', isMaximum: false, fill: 'one' });
    expect(cartBadge('12.0')).toEqual({ count: 12, text: '12', isMaximum: false, fill: 'many' });
    expect(cartBadge(2)).toEqual({ count: 2, text: '2', isMaximum: false, fill: 'many' });
  });

  it('[SH-5-059][SH-4-007] an unparseable or negative count shows an empty badge', () => {
    expect(cartBadge(undefined)).toEqual({ count: 0, text: '0', isMaximum: false, fill: 'empty' });
    expect(cartBadge('-3')).toEqual({ count: 0, text: '0', isMaximum: false, fill: 'empty' });
  });

  it('[CC-9-006][SH-9-006] 999 is shown as is', () => {
    expect(CART_BADGE_MAX_COUNT).toBe(999);
    expect(cartBadge('999')).toEqual({ count: 999, text: '999', isMaximum: false, fill: 'many' });
    expect(cartBadge('998')).toEqual({ count: 998, text: '998', isMaximum: false, fill: 'many' });
  });

  it('[CC-9-006][CC-9-007][SH-9-006][SH-9-007] beyond 999 the count is capped with the maximum-count label', () => {
    expect(CART_BADGE_MAXIMUM_TEXT).toBe('999+');
    expect(cartBadge('1000')).toEqual({ count: 999, text: '999+', isMaximum: true, fill: 'many' });
    expect(cartBadge(123456)).toEqual({ count: 999, text: '999+', isMaximum: true, fill: 'many' });
  });
});

describe('guest cart flags and the mini cart', () => {
  it('[CC-6-004] for a guest, guest cart and guest checkout follow their context flags', () => {
    expect(effectiveGuestCartFlags({ isLoggedIn: false, guestCartEnabled: true, guestCheckoutEnabled: false })).toEqual({
      isGuestCartEnabled: true,
      isGuestCheckoutEnabled: false,
    });
    expect(effectiveGuestCartFlags({ isLoggedIn: false, guestCartEnabled: false, guestCheckoutEnabled: true })).toEqual({
      isGuestCartEnabled: false,
      isGuestCheckoutEnabled: true,
    });
  });

  it('[CC-6-005] both count as true for a logged-in user regardless of the flags', () => {
    expect(effectiveGuestCartFlags({ isLoggedIn: true, guestCartEnabled: false, guestCheckoutEnabled: false })).toEqual({
      isGuestCartEnabled: true,
      isGuestCheckoutEnabled: true,
    });
  });

  it('[CC-6-006] the mini cart is off when its setting is off', () => {
    expect(isMiniCartEnabled({ miniCartSetting: false, isLoggedIn: true, guestCartEnabled: true })).toBe(false);
  });

  it('[CC-6-007] the mini cart needs a logged-in user or guest carts', () => {
    expect(isMiniCartEnabled({ miniCartSetting: true, isLoggedIn: true, guestCartEnabled: false })).toBe(true);
    expect(isMiniCartEnabled({ miniCartSetting: true, isLoggedIn: false, guestCartEnabled: true })).toBe(true);
    expect(isMiniCartEnabled({ miniCartSetting: true, isLoggedIn: false, guestCartEnabled: false })).toBe(false);
  });

  it('[CC-2-010] the badge click goes to the current-cart page unless the mini cart is enabled', () => {
    expect(badgeClickTarget(false)).toBe('cart-page');
  });

  it('[CC-2-011] with the mini cart enabled the badge click opens the mini cart', () => {
    expect(badgeClickTarget(true)).toBe('mini-cart');
  });
});

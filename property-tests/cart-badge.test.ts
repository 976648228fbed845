import fc from 'fast-check';
import { cartBadge, isMiniCartEnabled, parseCartProductCount } from '../machines/cart/badge.ts';

describe('cart badge properties', () => {
  it('[SH-5-058][SH-9-005] any integer written as a decimal string parses back to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.constantFrom('', '.0', '.5'), (n, suffix) => {
        expect(parseCartProductCount(`${n}${suffix}`)).toBe(n);
      }),
    );
  });

  it('[SH-5-059] the count is always a finite integer', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseCartProductCount(value);
        expect(Number.isInteger(parsed)).toBe(true);
      }),
    );
  });

  it('[CC-9-006][CC-9-007][SH-9-006][SH-9-007] the badge never shows more than 999 and labels exactly the counts beyond it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        const badge = cartBadge(String(n));
        expect(badge.count).toBe(Math.min(n, 999));
        expect(badge.isMaximum).toBe(n > 999);
        expect(badge.text).toBe(n > 999 ? '999+' : String(n));
      }),
    );
  });

  it('[CC-6-006][CC-6-007] the mini cart is enabled exactly when its setting is on and the user is logged in or guest carts are on', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (miniCartSetting, isLoggedIn, guestCartEnabled) => {
        expect(isMiniCartEnabled({ miniCartSetting, isLoggedIn, guestCartEnabled })).toBe(
          miniCartSetting && (isLoggedIn || guestCartEnabled),
        );
      }),
    );
  });
});

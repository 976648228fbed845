// A guest's way to the cart (issue 25, blocker 1): the header keeps the country picker in the cart
// slot (SH §2); the add-to-cart toast and the menu lead to the cart instead.
import { describe, expect, it } from 'vitest';
import { cartAddedToast, guestCartAddedToast } from '../../../machines/cart/cart-toasts.ts';
import { CART_ADD_SUCCESS_MESSAGE, CART_ADDED_LABEL } from '../../../machines/constants/cart-checkout.ts';
import { GUEST_CART_ITEM_ID, toNavItems, withGuestCart } from '../../../machines/navigation/nav-items.ts';
import { autoCloseMs, normalizeToast } from '../../../machines/toast/toast-config.ts';

describe("a guest's way to the cart", () => {
  it("[PX-68-001] a guest's add-to-cart toast links 'View cart' to the cart and closes by itself after 9,600 ms (CC-8-033)", () => {
    const toast = normalizeToast(guestCartAddedToast('/cart'));
    expect(toast.label).toBe(CART_ADDED_LABEL);
    expect(toast.message).toBe(CART_ADD_SUCCESS_MESSAGE);
    expect(toast.messageLinks).toEqual([{ url: '/cart', label: 'View cart' }]);
    expect(toast.mode).toBe('dismissible');
    expect(autoCloseMs(toast)).toBe(9600);
    // A signed-in buyer's toast is unchanged: no link, 4,800 ms.
    expect(autoCloseMs(normalizeToast(cartAddedToast()))).toBe(4800);
  });

  it("[PX-68-002] with the guest cart on, a guest's menu ends with a 'Cart' link to the cart; signed in, or with the guest cart off, it does not", () => {
    const items = toNavItems([{ actionType: 'InternalLink', actionValue: '/category/neurology/0ZG000000000001', label: 'Neurology', active: false, target: 'CurrentWindow', subMenu: [] }]);
    const guest = withGuestCart(items, { isSignedIn: false, guestCartEnabled: true }, 'Cart', '/cart');
    expect(guest.map((item) => [item.label, item.href])).toEqual([['Neurology', '/category/neurology/0ZG000000000001'], ['Cart', '/cart']]);
    expect(guest.at(-1)).toMatchObject({ id: GUEST_CART_ITEM_ID, type: 'InternalLink', target: '_self', subMenu: [] });
    expect(withGuestCart(items, { isSignedIn: true, guestCartEnabled: true }, 'Cart', '/cart')).toEqual(items);
    expect(withGuestCart(items, { isSignedIn: false, guestCartEnabled: false }, 'Cart', '/cart')).toEqual(items);
  });
});

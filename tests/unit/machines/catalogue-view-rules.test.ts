import { NoShippingAddressError, standingOrderShipTo } from '../../../machines/catalogue/standing-order-setup.machine.ts';
import { addToWishlist, type WishlistPorts } from '../../../machines/catalogue/wishlist-add.ts';

function wishlists(existing: string[]) {
  const calls: string[] = [];
  const ports: WishlistPorts = {
    list: async () => ({ summaries: existing.map((id) => ({ id, name: id, wishlistProductCount: 1 })) }),
    addItem: async (wishlistId, body) => void calls.push(`add ${body.productId} to ${wishlistId}`),
    create: async (body) => {
      calls.push(`create ${body.name} with ${body.products.map((product) => product.productId).join(',')}`);
      return { summary: { id: '0Hn000000000009' } };
    },
  };
  return { ports, calls };
}

describe('wishlist button', () => {
  it('[PX-06-015] adds the product to the first of the buyer\'s wishlists', async () => {
    const { ports, calls } = wishlists(['0Hn000000000001', '0Hn000000000002']);
    await expect(addToWishlist(ports, '01t000000000001', 'My list')).resolves.toBe('0Hn000000000001');
    expect(calls).toEqual(['add 01t000000000001 to 0Hn000000000001']);
  });

  it('[PX-06-015] without a wishlist, creates one holding the product', async () => {
    const { ports, calls } = wishlists([]);
    await expect(addToWishlist(ports, '01t000000000001', 'My list')).resolves.toBe('0Hn000000000009');
    expect(calls).toEqual(['create My list with 01t000000000001']);
  });
});

describe('standing order address', () => {
  it('[PX-06-040] ships to the default shipping address, else to the first one', () => {
    expect(standingOrderShipTo([{ addressId: '8lW1', isDefault: false }, { addressId: '8lW2', isDefault: true }])).toBe('8lW2');
    expect(standingOrderShipTo([{ addressId: '8lW1', isDefault: false }, { addressId: '8lW2', isDefault: false }])).toBe('8lW1');
  });

  it('[PX-06-040] an account without a shipping address cannot have a standing order', () => {
    expect(() => standingOrderShipTo([])).toThrow(NoShippingAddressError);
  });
});

// The cart page's line availability rules (PX-62-001..PX-62-004).
import { describe, expect, it } from 'vitest';
import { availabilityBatches, availabilityOfBatch, lineAvailability } from '../../../machines/cart/line-availability.ts';
import { CART_PAGE_SIZE } from '../../../machines/constants/cart-checkout.ts';

const productId = (n: number) => `01t${String(n).padStart(12, '0')}`;

describe('which products a page of cart lines reads', () => {
  it('[PX-62-001] a page of 25 lines is one read of its products', () => {
    const ids = Array.from({ length: 25 }, (_, i) => productId(i + 1));
    const batches = availabilityBatches(ids, new Set());
    expect(batches).toHaveLength(1);
    expect(batches[0]).toEqual(ids);
  });

  it('[PX-62-001] 200 lines are 8 reads of at most a page each, every product once', () => {
    const ids = Array.from({ length: 200 }, (_, i) => productId(i + 1));
    const batches = availabilityBatches(ids, new Set());
    expect(batches).toHaveLength(200 / CART_PAGE_SIZE);
    expect(batches.every((batch) => batch.length <= CART_PAGE_SIZE)).toBe(true);
    expect(batches.flat().sort()).toEqual([...ids].sort());
  });

  it('[PX-62-001] a product on several lines is read once; blank ids are not read', () => {
    expect(availabilityBatches([productId(1), productId(1), '', '  ', undefined, null, productId(2)], new Set())).toEqual([[productId(1), productId(2)]]);
  });

  it('[PX-62-001] products already read or being read are not read again; with none left there is no read', () => {
    const requested = new Set([productId(1), productId(2)]);
    expect(availabilityBatches([productId(1), productId(2), productId(3)], requested)).toEqual([[productId(3)]]);
    expect(availabilityBatches([productId(1), productId(2)], requested)).toEqual([]);
  });
});

describe('what a read tells of each product', () => {
  it('[PX-62-002] levels are summed per product and read as the product page reads them', () => {
    const found = availabilityOfBatch(
      [productId(1), productId(2), productId(3)],
      [
        { productId: productId(1), availableToOrder: '30.0' },
        { productId: productId(1), availableToOrder: '5' },
        { productId: productId(2), availableToOrder: '0.0' },
      ],
    );
    expect(found[productId(1)]).toEqual({ status: 'inStock', available: 35 });
    expect(found[productId(2)]).toEqual({ status: 'outOfStock' });
    expect(found[productId(3)]).toEqual({ status: 'unknown' });
  });

  it('[PX-62-002] a failed read leaves every product of it unknown, none pending', () => {
    expect(availabilityOfBatch([productId(1), productId(2)], undefined)).toEqual({ [productId(1)]: { status: 'unknown' }, [productId(2)]: { status: 'unknown' } });
  });
});

describe('what a line shows', () => {
  const inStock = { status: 'inStock', available: 12 } as const;

  it('[PX-62-001] nothing, with no room kept, when the page does not read inventory', () => {
    expect(lineAvailability({ reads: false, availability: inStock, quantity: 40, hasServerStockMessage: false })).toEqual({ show: 'nothing' });
  });

  it('[PX-62-005] the room is kept while the read has not answered', () => {
    expect(lineAvailability({ reads: true, availability: undefined, quantity: 1, hasServerStockMessage: false })).toEqual({ show: 'pending' });
  });

  it('[PX-62-003] the availability when the quantity can be had, up to exactly what is available', () => {
    expect(lineAvailability({ reads: true, availability: inStock, quantity: 12, hasServerStockMessage: false })).toEqual({ show: 'availability', availability: inStock });
    expect(lineAvailability({ reads: true, availability: { status: 'outOfStock' }, quantity: 1, hasServerStockMessage: false })).toEqual({ show: 'availability', availability: { status: 'outOfStock' } });
    expect(lineAvailability({ reads: true, availability: { status: 'unknown' }, quantity: 999, hasServerStockMessage: false })).toEqual({ show: 'availability', availability: { status: 'unknown' } });
  });

  it('[PX-62-003] a quantity above what is in stock says how many are available', () => {
    expect(lineAvailability({ reads: true, availability: inStock, quantity: 13, hasServerStockMessage: false })).toEqual({ show: 'short', available: 12 });
  });

  it('[PX-62-004] with the server\'s INSUFFICIENT_INVENTORY message for the line, the line\'s own comparison is not shown', () => {
    expect(lineAvailability({ reads: true, availability: inStock, quantity: 13, hasServerStockMessage: true })).toEqual({ show: 'availability', availability: inStock });
  });
});

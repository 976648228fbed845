import { describe, expect, it, vi } from 'vitest';
import { defaultListId, listNameProblem, moveToCart } from '../../../machines/lists/lists.ts';
import type { Wire } from '../../../machines/wire.ts';

const item = (id: string, productId: string, sku: string): Wire['WishlistItem'] => ({ wishlistItemId: id, productId, name: `Product ${sku}`, sku, listPrice: null, salesPrice: null, productImageUrl: null } as Wire['WishlistItem']);

describe('wishlists', () => {
  it('[PX-18-020] a list name is required, at most 255 characters, and not another list’s (case aside)', () => {
    const lists = [{ id: 'a', name: 'Clinic reorder' }, { id: 'b', name: 'Sleep lab' }];
    expect(listNameProblem('  ', lists)).toBe('Enter a name for the list.');
    expect(listNameProblem('x'.repeat(256), lists)).toBe('Use at most 255 characters.');
    expect(listNameProblem(' clinic REORDER ', lists)).toBe('You already have a list with this name.');
    expect(listNameProblem('Clinic reorder', lists, 'a')).toBeNull();
    expect(listNameProblem('x'.repeat(255), lists)).toBeNull();
  });

  it('[PX-18-021][PX-24-002] the default list is the one the server marks; with none marked (the real API), the oldest, listed first', () => {
    expect(defaultListId([{ id: 'a', isDefault: false }, { id: 'b', isDefault: true }])).toBe('b');
    expect(defaultListId([{ id: 'a', isDefault: false }, { id: 'b', isDefault: false }])).toBe('a');
    expect(defaultListId([{ id: 'a' }, { id: 'b' }])).toBe('a');
    expect(defaultListId([])).toBeUndefined();
  });

  it('[PX-18-022] moving sends one quick-order call at each rule minimum; the added leave the list, the others stay with the reason', async () => {
    const quickOrder = vi.fn(async (items: Array<{ sku: string; quantity: string }>) => ({
      results: items.map((line) => (line.sku === 'OUT-1' ? { sku: line.sku, status: 'Invalid' as const, message: 'This product is out of stock.' } : { sku: line.sku, productId: 'p', cartItemId: 'c', status: 'Added' as const })),
    }));
    const removeItem = vi.fn(async () => undefined);
    const products = vi.fn(async () => ({ total: 2, products: [{ id: '01tA', success: true, purchaseQuantityRule: { minimum: '2', maximum: '10', increment: '2' } }, { id: '01tB', success: true }] }));
    const outcome = await moveToCart({ products, quickOrder, removeItem }, [item('i1', '01tA', 'TIP-2'), item('i2', '01tB', 'OUT-1')]);
    expect(quickOrder).toHaveBeenCalledTimes(1);
    expect(quickOrder.mock.calls[0]![0]).toEqual([{ sku: 'TIP-2', quantity: '2' }, { sku: 'OUT-1', quantity: '1' }]);
    expect(outcome.moved.map((entry) => entry.wishlistItemId)).toEqual(['i1']);
    expect(outcome.failed).toEqual([{ item: item('i2', '01tB', 'OUT-1'), message: 'This product is out of stock.' }]);
    expect(removeItem.mock.calls).toEqual([['i1', undefined]]);
    expect(await moveToCart({ products, quickOrder, removeItem }, [])).toEqual({ moved: [], failed: [] });
    expect(quickOrder).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { defaultListId, listNameProblem, moveToCart, readLists, sendListChange } from '../../../machines/lists/lists.ts';
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
    const outcome = await moveToCart({ products, quickOrder, removeItem }, [item('i1', '01tA', 'TIP-2'), item('i2', '01tB', 'OUT-1')], { removeFromList: true });
    expect(quickOrder).toHaveBeenCalledTimes(1);
    expect(quickOrder.mock.calls[0]![0]).toEqual([{ sku: 'TIP-2', quantity: '2' }, { sku: 'OUT-1', quantity: '1' }]);
    expect(outcome.moved.map((entry) => entry.wishlistItemId)).toEqual(['i1']);
    expect(outcome.failed).toEqual([{ item: item('i2', '01tB', 'OUT-1'), message: 'This product is out of stock.' }]);
    expect(removeItem.mock.calls).toEqual([['i1', undefined]]);
    expect(await moveToCart({ products, quickOrder, removeItem }, [], { removeFromList: true })).toEqual({ moved: [], failed: [] });
    expect(quickOrder).toHaveBeenCalledTimes(1);
  });

  it('[PX-69-006] adding to the cart keeps the products in the list unless the buyer asked to remove them', async () => {
    const quickOrder = vi.fn(async (items: Array<{ sku: string; quantity: string }>) => ({ results: items.map((line) => ({ sku: line.sku, productId: 'p', cartItemId: 'c', status: 'Added' as const })) }));
    const removeItem = vi.fn(async (_id: string) => undefined);
    const products = vi.fn(async () => ({ total: 2, products: [{ id: '01tA', success: true }, { id: '01tB', success: true }] }));
    const kept = await moveToCart({ products, quickOrder, removeItem }, [item('i1', '01tA', 'A-1'), item('i2', '01tB', 'B-1')], { removeFromList: false });
    expect(kept.moved.map((entry) => entry.wishlistItemId)).toEqual(['i1', 'i2']);
    expect(removeItem).not.toHaveBeenCalled();
    await moveToCart({ products, quickOrder, removeItem }, [item('i1', '01tA', 'A-1'), item('i2', '01tB', 'B-1')], { removeFromList: true });
    expect(removeItem.mock.calls.map(([id]) => id)).toEqual(['i1', 'i2']);
  });
  it('[PX-58-001] the lists are read with the products of each list holding any; an empty list asks for none', async () => {
    const summaries = [{ id: '0YC1', name: 'Clinic', wishlistProductCount: 2 }, { id: '0YC2', name: 'Empty', wishlistProductCount: 0 }];
    const held = [item('i1', '01tA', 'A-1'), item('i2', '01tB', 'B-1')];
    const items = vi.fn(async () => ({ items: held }));
    const signal = new AbortController().signal;
    const lists = await readLists({ lists: async () => ({ summaries }), items }, signal);
    expect(lists).toEqual([{ summary: summaries[0], items: held }, { summary: summaries[1], items: [] }]);
    expect(items.mock.calls).toEqual([['0YC1', signal]]);
    await expect(readLists({ lists: async () => Promise.reject(new Error('down')), items })).rejects.toThrow('down');
  });

  it('[PX-58-002][PX-24-001] a change is sent as the server takes it: names trimmed, a new list empty, the default as its flag', async () => {
    const ports = { create: vi.fn(async () => undefined), update: vi.fn(async () => undefined), remove: vi.fn(async () => undefined) };
    await sendListChange(ports, { kind: 'create', name: '  Sleep lab  ' });
    await sendListChange(ports, { kind: 'rename', listId: '0YC1', name: ' Clinic reorder ' });
    await sendListChange(ports, { kind: 'makeDefault', listId: '0YC2' });
    await sendListChange(ports, { kind: 'remove', listId: '0YC3' });
    expect(ports.create.mock.calls).toEqual([[{ name: 'Sleep lab', products: [] }]]);
    expect(ports.update.mock.calls).toEqual([['0YC1', { name: 'Clinic reorder' }], ['0YC2', { isDefault: true }]]);
    expect(ports.remove.mock.calls).toEqual([['0YC3']]);
  });
});

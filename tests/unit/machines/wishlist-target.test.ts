import { describe, expect, it } from 'vitest';
import { addToWishlist, wishlistChoiceStep, wishlistTarget, type WishlistPorts } from '../../../machines/catalogue/wishlist-add.ts';

function ports(existing: string[], defaultId?: string) {
  const calls: string[] = [];
  const wishlists: WishlistPorts = {
    list: async () => {
      calls.push('list');
      return { summaries: existing.map((id) => ({ id, name: id, wishlistProductCount: 0, isDefault: id === defaultId })) };
    },
    addItem: async (wishlistId, body) => void calls.push(`add ${body.productId} to ${wishlistId}`),
    create: async (body) => {
      calls.push(`create ${body.name}`);
      return { summary: { id: 'new' } };
    },
  };
  return { wishlists, calls };
}

describe('choosing the wishlist an added product goes to', () => {
  it('[PX-18-023][PX-24-002] no list: one is created; one list: straight to it; several: the buyer chooses, the default preselected', () => {
    expect(wishlistTarget([])).toEqual({ kind: 'create' });
    expect(wishlistTarget([{ id: 'a' }])).toEqual({ kind: 'add', listId: 'a' });
    // The one list is used even when the server marks none as the default.
    expect(wishlistTarget([{ id: 'a', isDefault: false }])).toEqual({ kind: 'add', listId: 'a' });
    expect(wishlistTarget([{ id: 'a' }, { id: 'b', isDefault: true }, { id: 'c' }])).toEqual({ kind: 'choose', preselected: 'b' });
    expect(wishlistTarget([{ id: 'a', isDefault: false }, { id: 'b', isDefault: false }])).toEqual({ kind: 'choose', preselected: 'a' });
    expect(wishlistTarget([{ id: 'a' }, { id: 'b' }])).toEqual({ kind: 'choose', preselected: 'a' });
  });

  it('[PX-18-023][PX-24-001] the chosen list gets the product without reading the lists again; otherwise the server’s default', async () => {
    const chosen = ports(['a', 'b']);
    await expect(addToWishlist(chosen.wishlists, 'p1', 'My list', { listId: 'b' })).resolves.toBe('b');
    expect(chosen.calls).toEqual(['add p1 to b']);
    const fallback = ports(['a', 'b'], 'b');
    await expect(addToWishlist(fallback.wishlists, 'p1', 'My list')).resolves.toBe('b');
    expect(fallback.calls).toEqual(['list', 'add p1 to b']);
  });

  it('[PX-58-006][PX-18-023] before an add the lists are read once: none or one decide at once, several go to the chooser, unreadable ones leave the add to go ahead', async () => {
    const none = ports([]);
    expect(await wishlistChoiceStep(none.wishlists)).toEqual({ kind: 'decided' });
    const one = ports(['0YC1']);
    expect(await wishlistChoiceStep(one.wishlists)).toEqual({ kind: 'decided', listId: '0YC1' });
    const several = ports(['0YC1', '0YC2'], '0YC2');
    const step = await wishlistChoiceStep(several.wishlists);
    expect(step).toEqual({ kind: 'choose', preselected: '0YC2', lists: [expect.objectContaining({ id: '0YC1' }), expect.objectContaining({ id: '0YC2' })] });
    expect([none.calls, one.calls, several.calls]).toEqual([['list'], ['list'], ['list']]);
    const unreadable = { list: () => Promise.reject(new Error('down')) };
    expect(await wishlistChoiceStep(unreadable)).toEqual({ kind: 'decided' });
  });
});

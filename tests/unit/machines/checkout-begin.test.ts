import { ensureCheckoutBegin } from '../../../machines/checkout/checkout-begin.ts';
import type { KeyValueStorage } from '../../../machines/cart/storage.ts';
import {
  CHECKOUT_BEGIN_ID_SESSION_KEY,
  CHECKOUT_LAYOUT_TYPE_SESSION_KEY,
} from '../../../machines/constants/cart-checkout.ts';

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    entries: map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function idSource() {
  let n = 0;
  return () => `cb-${(n += 1)}`;
}

describe('ensureCheckoutBegin', () => {
  it('[SH-9-048][CC-4-053] the checkout-analytics state lives under fixed session storage keys', () => {
    expect(CHECKOUT_BEGIN_ID_SESSION_KEY).toBe('checkoutBeginId');
    expect(CHECKOUT_LAYOUT_TYPE_SESSION_KEY).toBe('checkoutLayoutType');
  });

  it('[CC-4-052][CC-4-053][CC-4-054][SH-9-048] the first call creates the id and stores it with the layout type in session storage', () => {
    const storage = memoryStorage();
    expect(ensureCheckoutBegin(storage, idSource(), 'one-page')).toEqual({
      checkoutBeginId: 'cb-1',
      layoutType: 'one-page',
      created: true,
    });
    expect(Object.fromEntries(storage.entries)).toEqual({
      [CHECKOUT_BEGIN_ID_SESSION_KEY]: 'cb-1',
      [CHECKOUT_LAYOUT_TYPE_SESSION_KEY]: 'one-page',
    });
  });

  it('[CC-4-052] later calls in the same session reuse the stored id and layout type', () => {
    const storage = memoryStorage();
    const createId = idSource();
    ensureCheckoutBegin(storage, createId, 'one-page');
    expect(ensureCheckoutBegin(storage, createId, 'accordion')).toEqual({
      checkoutBeginId: 'cb-1',
      layoutType: 'one-page',
      created: false,
    });
    expect(storage.entries.get(CHECKOUT_BEGIN_ID_SESSION_KEY)).toBe('cb-1');
    expect(storage.entries.get(CHECKOUT_LAYOUT_TYPE_SESSION_KEY)).toBe('one-page');
  });

  it('[CC-4-053][CC-4-054] a stored id without a stored layout type reports the given layout type', () => {
    const storage = memoryStorage();
    storage.setItem(CHECKOUT_BEGIN_ID_SESSION_KEY, 'cb-existing');
    expect(ensureCheckoutBegin(storage, idSource(), 'accordion')).toEqual({
      checkoutBeginId: 'cb-existing',
      layoutType: 'accordion',
      created: false,
    });
  });

  it('[CC-4-052] a new session (empty storage) creates a new id', () => {
    const createId = idSource();
    ensureCheckoutBegin(memoryStorage(), createId, 'one-page');
    expect(ensureCheckoutBegin(memoryStorage(), createId, 'one-page').checkoutBeginId).toBe('cb-2');
  });
});

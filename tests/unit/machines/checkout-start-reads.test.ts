// The checkout's first reads side by side (machines/checkout/start-reads.ts).
import { describe, expect, it, vi } from 'vitest';
import { readCartWithStoredCheckout } from '../../../machines/checkout/start-reads.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('checkout start reads', () => {
  it('[PX-22-002] the stored checkout is asked about before the cart has answered, and its answer is kept for later', async () => {
    const cart = deferred<string>();
    const storedCheckoutOpen = vi.fn(async () => true);
    const reads = readCartWithStoredCheckout({ cart: () => cart.promise, storedCheckoutOpen });
    expect(storedCheckoutOpen).toHaveBeenCalledTimes(1);
    cart.resolve('summary');
    const started = await reads;
    expect(started.cart).toBe('summary');
    expect(await started.storedCheckoutOpen()).toBe(true);
    expect(storedCheckoutOpen).toHaveBeenCalledTimes(1);
  });

  it('[PX-22-002] a failure of the stored checkout read surfaces only when its answer is asked for', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const failure = new Error('checkout read failed');
      const started = await readCartWithStoredCheckout({ cart: async () => 'empty cart', storedCheckoutOpen: async () => Promise.reject(failure) });
      expect(started.cart).toBe('empty cart');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(started.storedCheckoutOpen()).rejects.toBe(failure);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it("[PX-22-002] the cart's failure is the reads' failure; without a stored checkout nothing is resumed", async () => {
    const failure = new Error('cart read failed');
    await expect(readCartWithStoredCheckout({ cart: async () => Promise.reject(failure), storedCheckoutOpen: async () => true })).rejects.toBe(failure);
    const started = await readCartWithStoredCheckout({ cart: async () => 'summary' });
    expect(await started.storedCheckoutOpen()).toBe(false);
  });
});

describe('checkout first-screen reads', () => {
  it("[PX-40-002] the first screen's reads go out with the cart's summary, before it answers, and their answer is kept", async () => {
    const cart = deferred<string>();
    const firstScreen = vi.fn(async () => ['lines', 'addresses'] as const);
    const reads = readCartWithStoredCheckout({ cart: () => cart.promise, firstScreen });
    expect(firstScreen).toHaveBeenCalledTimes(1);
    cart.resolve('summary');
    const started = await reads;
    expect(await started.firstScreen()).toEqual(['lines', 'addresses']);
    expect(firstScreen).toHaveBeenCalledTimes(1);
  });

  it("[PX-40-002] a failure of the first screen's reads surfaces only when asked for (an empty cart shows as empty)", async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const failure = new Error('cart lines not found');
      const started = await readCartWithStoredCheckout({ cart: async () => 'empty cart', firstScreen: async () => Promise.reject(failure) });
      expect(started.cart).toBe('empty cart');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(started.firstScreen()).rejects.toBe(failure);
      const none = await readCartWithStoredCheckout({ cart: async () => 'summary' });
      expect(await none.firstScreen()).toBeUndefined();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

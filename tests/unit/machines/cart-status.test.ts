// CC-3-024: the cart status the storefront keeps, each field read from the rule that makes it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { effectiveGuestCartFlags } from '../../../machines/cart/badge.ts';
import { guestCartPreservationMachine } from '../../../machines/cart/guest-cart-preservation.machine.ts';
import { isCartPageReady } from '../../../machines/cart/page-lines.ts';
import { cartProcessingMachine, isCartProcessing } from '../../../machines/cart/processing.machine.ts';
import type { KeyValueStorage } from '../../../machines/cart/storage.ts';
import { GUEST_CART_ID_STORAGE_KEY } from '../../../machines/constants/cart-checkout.ts';

const memory = (entries: Record<string, string> = {}): KeyValueStorage => {
  const map = new Map(Object.entries(entries));
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) };
};
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));
const summary = (asyncOperationStatus: 'Processing' | 'Complete') => ({ cartId: '0a6000000000001', currencyIsoCode: 'USD' as const, status: 'Active' as const, totalProductCount: '2', uniqueProductCount: 1, asyncOperationStatus });

describe('cart status (CC §3)', () => {
  it('[CC-3-024] the cart status has isProcessing, isReadyForCheckout, isGuestCartEnabled, isGuestCheckoutEnabled and preserveGuestCartNumberOfProductsWithError', async () => {
    // isProcessing: while a change is on its way.
    const processing = createActor(cartProcessingMachine).start();
    expect(isCartProcessing(processing.getSnapshot().context)).toBe(false);
    processing.send({ type: 'OPERATION.START' });
    expect(isCartProcessing(processing.getSnapshot().context)).toBe(true);
    processing.send({ type: 'OPERATION.END' });
    expect(isCartProcessing(processing.getSnapshot().context)).toBe(false);

    // isReadyForCheckout: a read that is neither a 202 nor a Processing summary.
    expect(isCartPageReady({ status: 202, data: undefined })).toBe(false);
    expect(isCartPageReady({ status: 200, data: { cartItems: [], cartSummary: summary('Processing') } as never })).toBe(false);
    expect(isCartPageReady({ status: 200, data: { cartItems: [], cartSummary: summary('Complete') } as never })).toBe(true);

    // isGuestCartEnabled, isGuestCheckoutEnabled: the store's flags for a guest, always on for a signed-in buyer.
    expect(effectiveGuestCartFlags({ isLoggedIn: false, guestCartEnabled: true, guestCheckoutEnabled: false })).toEqual({ isGuestCartEnabled: true, isGuestCheckoutEnabled: false });
    expect(effectiveGuestCartFlags({ isLoggedIn: true, guestCartEnabled: false, guestCheckoutEnabled: false })).toEqual({ isGuestCartEnabled: true, isGuestCheckoutEnabled: true });

    // preserveGuestCartNumberOfProductsWithError: what carrying a guest cart over at sign-in could not keep.
    const preservation = createActor(
      guestCartPreservationMachine.provide({
        actors: { preserve: fromPromise(async () => ({ cartId: '0a6000000000001', preserveGuestCartNumberOfProductsWithError: 2, failedProductIds: ['01t000000000004', '01t000000000003'] })) },
        actions: { logError: () => undefined },
      }),
      { input: { localStorage: memory({ [GUEST_CART_ID_STORAGE_KEY]: '0a6000000000042' }), sessionStorage: memory() } },
    ).start();
    await settled();
    expect(preservation.getSnapshot().output).toMatchObject({ outcome: 'preserved', preserveGuestCartNumberOfProductsWithError: 2 });
  });
});

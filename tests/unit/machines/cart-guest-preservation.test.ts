import { createActor, fromPromise } from 'xstate';
import {
  guestCartPreservationMachine,
  preservationToast,
  type PreserveCartResult,
} from '../../../machines/cart/guest-cart-preservation.machine.ts';
import type { KeyValueStorage } from '../../../machines/cart/storage.ts';
import {
  CART_PRESERVE_ERROR_MESSAGE,
  CART_PRESERVE_ERROR_TITLE,
  GUEST_CART_ID_STORAGE_KEY,
  PAYMENT_LINK_ID_SESSION_KEY,
} from '../../../machines/constants/cart-checkout.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const GUEST_CART = '0a6000000000042';

function run(options: {
  local?: Record<string, string>;
  session?: Record<string, string>;
  preserve?: () => PreserveCartResult;
}) {
  const localStorage = memoryStorage(options.local);
  const sessionStorage = memoryStorage(options.session);
  const preserveCalls: unknown[] = [];
  const logged: unknown[] = [];
  const machine = guestCartPreservationMachine.provide({
    actors: {
      preserve: fromPromise(async ({ input }) => {
        preserveCalls.push(input);
        return (options.preserve ?? (() => ({ cartId: '0a6000000000001', preserveGuestCartNumberOfProductsWithError: 0, failedProductIds: [] })))();
      }),
    },
    actions: { logError: (_, params) => void logged.push(params.error) },
  });
  const actor = createActor(machine, { input: { localStorage, sessionStorage } }).start();
  return { actor, localStorage, sessionStorage, preserveCalls, logged };
}

describe('preservationToast', () => {
  it('[CC-8-021][CC-8-022][CC-8-033][CC-8-034][SH-8-003][SH-8-004] is a dismissible error toast with the failed-product count', () => {
    expect(guestCartPreservationMachine.id).toBe('guestCartPreservation');
    expect(CART_PRESERVE_ERROR_TITLE).toBe('Something went wrong');
    expect(CART_PRESERVE_ERROR_MESSAGE).toBe(
      '{0} items are no longer in your cart. Review your cart and re-add items if necessary.',
    );
    expect(preservationToast(3)).toEqual({
      label: 'Something went wrong',
      message: '3 items are no longer in your cart. Review your cart and re-add items if necessary.',
      variant: 'error',
      mode: 'dismissible',
    });
    expect(preservationToast(12).message).toBe(
      '12 items are no longer in your cart. Review your cart and re-add items if necessary.',
    );
  });
});

describe('guestCartPreservationMachine', () => {
  it('[CC-9-028][CC-4-033] the guest cart id and the payment link id live under fixed storage keys', () => {
    expect(GUEST_CART_ID_STORAGE_KEY).toBe('guestCartId');
    expect(PAYMENT_LINK_ID_SESSION_KEY).toBe('paymentLinkId');
  });

  it('[CC-4-032][CC-4-035][CC-9-028][SH-6-004] preserves the guest cart saved under its local key once and removes the stored id', async () => {
    const { actor, localStorage, preserveCalls, logged } = run({ local: { [GUEST_CART_ID_STORAGE_KEY]: GUEST_CART } });
    expect(actor.getSnapshot().value).toBe('preserving');
    await flush();
    expect(preserveCalls).toEqual([{ cartId: GUEST_CART }]);
    expect(localStorage.getItem(GUEST_CART_ID_STORAGE_KEY)).toBeNull();
    expect(logged).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'preserved', preserveGuestCartNumberOfProductsWithError: 0 });
  });

  it('[CC-4-032] a second sign-in finds no stored id and preserves nothing', async () => {
    const localStorage = memoryStorage({ [GUEST_CART_ID_STORAGE_KEY]: GUEST_CART });
    const sessionStorage = memoryStorage();
    let calls = 0;
    const machine = guestCartPreservationMachine.provide({
      actors: {
        preserve: fromPromise(async (): Promise<PreserveCartResult> => {
          calls += 1;
          return { cartId: '0a6000000000001', preserveGuestCartNumberOfProductsWithError: 0, failedProductIds: [] };
        }),
      },
    });
    createActor(machine, { input: { localStorage, sessionStorage } }).start();
    await flush();
    const second = createActor(machine, { input: { localStorage, sessionStorage } }).start();
    await flush();
    expect(calls).toBe(1);
    expect(second.getSnapshot().output).toEqual({ outcome: 'skipped', preserveGuestCartNumberOfProductsWithError: 0 });
  });

  it('[CC-4-032] without a saved guest cart id nothing is preserved', () => {
    const { actor, preserveCalls } = run({ local: { other: 'x' } });
    expect(actor.getSnapshot().value).toBe('done');
    expect(preserveCalls).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'skipped', preserveGuestCartNumberOfProductsWithError: 0 });
  });

  it('[CC-4-033] a payment link id in the session skips preservation and keeps the stored id', () => {
    const { actor, preserveCalls, localStorage } = run({
      local: { [GUEST_CART_ID_STORAGE_KEY]: GUEST_CART },
      session: { [PAYMENT_LINK_ID_SESSION_KEY]: 'pl-1' },
    });
    expect(actor.getSnapshot().value).toBe('done');
    expect(preserveCalls).toEqual([]);
    expect(localStorage.getItem(GUEST_CART_ID_STORAGE_KEY)).toBe(GUEST_CART);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'skipped', preserveGuestCartNumberOfProductsWithError: 0 });
  });

  it('[CC-4-033] an empty payment link id does not block preservation', async () => {
    const { preserveCalls } = run({
      local: { [GUEST_CART_ID_STORAGE_KEY]: GUEST_CART },
      session: { [PAYMENT_LINK_ID_SESSION_KEY]: '' },
    });
    await flush();
    expect(preserveCalls).toEqual([{ cartId: GUEST_CART }]);
  });

  it('[CC-4-034][CC-4-035] a failed preservation is logged and the stored id is removed', async () => {
    const failure = new Error('Service Unavailable');
    const { actor, localStorage, logged } = run({
      local: { [GUEST_CART_ID_STORAGE_KEY]: GUEST_CART, keep: 'me' },
      preserve: () => {
        throw failure;
      },
    });
    await flush();
    expect(logged).toEqual([failure]);
    expect(localStorage.getItem(GUEST_CART_ID_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('keep')).toBe('me');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', preserveGuestCartNumberOfProductsWithError: 0 });
  });

  it('[CC-4-036][CC-8-021][CC-8-022] products that failed are counted and yield the error toast', async () => {
    const { actor } = run({
      local: { [GUEST_CART_ID_STORAGE_KEY]: GUEST_CART },
      preserve: () => ({
        cartId: '0a6000000000001',
        preserveGuestCartNumberOfProductsWithError: 2,
        failedProductIds: ['01t000000000004', '01t000000000003'],
      }),
    });
    await flush();
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'preserved',
      preserveGuestCartNumberOfProductsWithError: 2,
      toast: {
        label: 'Something went wrong',
        message: '2 items are no longer in your cart. Review your cart and re-add items if necessary.',
        variant: 'error',
        mode: 'dismissible',
      },
    });
  });

  it('[CC-4-034] the default logError writes the error to the console', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const localStorage = memoryStorage({ [GUEST_CART_ID_STORAGE_KEY]: GUEST_CART });
    const actor = createActor(guestCartPreservationMachine, {
      input: { localStorage, sessionStorage: memoryStorage() },
    }).start();
    await flush();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0]).toEqual(new Error('guestCartPreservation: provide the preserve actor'));
    expect(actor.getSnapshot().output?.outcome).toBe('failed');
    spy.mockRestore();
  });
});

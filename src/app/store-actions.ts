// The store's cart reads and sign-in follow-ups, loaded when first needed (a guest without a cart
// never needs them): the cart summary read on the polling schedule, and guest-cart preservation.
import { createActor, fromPromise, toPromise } from 'xstate';
import { guestCartPreservationMachine, type GuestCartPreservationOutput } from '../../machines/cart/guest-cart-preservation.ts';
import { cartSummaryPollingMachine, type CartSummary } from '../../machines/cart/summary-polling.ts';
import type { PollingOutput } from '../../machines/checkout/polling.ts';
import type { SessionStorageLike } from '../../machines/session/storage.ts';
import type { StoreApi } from '../api/store.ts';

/** CC-4-030, CC-4-031: the current cart's summary, read again while the cart is processing. */
export async function readCurrentCartSummary(api: StoreApi): Promise<PollingOutput<CartSummary>> {
  const reader = createActor(
    cartSummaryPollingMachine.provide({
      actors: {
        read: fromPromise(async () => {
          const answer = await api.cart.summary();
          // A 202 means the cart is still being processed: read again on the polling schedule.
          return answer.status === 202 ? ({ asyncOperationStatus: 'Processing' } as CartSummary) : (answer.data as unknown as CartSummary);
        }),
      },
    }),
    { input: { cartId: 'current' } },
  );
  reader.start();
  return toPromise(reader);
}

/** CC-4-032..CC-4-036: the guest cart saved in this browser joins the buyer's cart, once. */
export async function preserveGuestCart(api: StoreApi, storage: { local: SessionStorageLike; session: SessionStorageLike }): Promise<GuestCartPreservationOutput> {
  const preservation = createActor(
    guestCartPreservationMachine.provide({
      actors: { preserve: fromPromise(async ({ input }) => api.cart.preserveGuestCart({ cartId: input.cartId })) },
    }),
    { input: { localStorage: storage.local, sessionStorage: storage.session } },
  );
  preservation.start();
  return toPromise(preservation);
}

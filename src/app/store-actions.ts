// Sign-in's follow-up, loaded when first needed (a buyer signing in): guest-cart preservation.
import { createActor, toPromise } from 'xstate';
import { guestCartPreservationMachine, type GuestCartPreservationOutput } from '../../machines/cart/guest-cart-preservation.machine.ts';
import type { SessionStorageLike } from '../../machines/session/storage.ts';
import { guestCartPreservationActors } from '../api/adapters/cart.ts';
import type { StoreApi } from '../api/registry.ts';

/** CC-4-032..CC-4-036: the guest cart saved in this browser joins the buyer's cart, once. */
export async function preserveGuestCart(api: StoreApi, storage: { local: SessionStorageLike; session: SessionStorageLike }): Promise<GuestCartPreservationOutput> {
  const preservation = createActor(
    guestCartPreservationMachine.provide({ actors: guestCartPreservationActors(api) }),
    { input: { localStorage: storage.local, sessionStorage: storage.session } },
  );
  preservation.start();
  return toPromise(preservation);
}

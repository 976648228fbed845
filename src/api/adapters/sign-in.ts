// PX-59-001: the sign-in's calls bound to the session actor's sign-in child (machines/session/
// sign-in.machine.ts): the auth area's sign-in, the cart area's guest-cart preservation and the cart
// actor's read. Loaded with the sign-in page (src/app/store/sign-in.ts), never with the entry.
import { fromPromise } from 'xstate';
import { guestCartPreservationMachine } from '../../../machines/cart/guest-cart-preservation.machine.ts';
import { signInMachine, type SignInCredentials } from '../../../machines/session/sign-in.machine.ts';
import type { StoreApi } from '../registry.ts';
import { guestCartPreservationActors } from './cart.ts';

function signInActors(api: StoreApi, refreshCart: () => Promise<unknown>) {
  return {
    signIn: fromPromise<unknown, SignInCredentials>(({ input }) => api.auth.signIn(input)),
    carryGuestCart: guestCartPreservationMachine.provide({ actors: guestCartPreservationActors(api) }),
    refreshCart: fromPromise(() => refreshCart()),
  };
}

/** The sign-in the session actor runs, its calls bound to this store's API and cart actor. */
export const signInLogic = (api: StoreApi, refreshCart: () => Promise<unknown>) => signInMachine.provide({ actors: signInActors(api, refreshCart) });

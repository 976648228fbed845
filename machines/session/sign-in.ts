// PX-05-024: the sign-in sequence the session actor runs: the sign-in call, then the session read
// again, told to the page as soon as it is there (the buyer is sent on at once); then, not awaited by
// the page, the guest cart of this browser carried over (CC-4-032..CC-4-036) and the cart read again.
//
// The session is read again the way a refresh always is: after any read already under way has
// settled (it may have started before the sign-in), and never by stopping that read. Stopping it
// (44c88c2, reverted in 81316c9) took a read of the session that the API client's session-cookie gate
// (PX-05-021) was holding the sign-in behind out from under it mid-flight, and left the session
// actor in a state no reader counted as settled while the call waited.
import { waitFor, type AnyActorRef } from 'xstate';
import type { PreservationToast } from '../cart/guest-cart-preservation.machine.ts';
import type { SessionContext } from './session-context.ts';

export interface SignInCredentials {
  username: string;
  password: string;
}

/** The calls the sequence makes (src/api/adapters/store.ts binds them). */
export interface SignInApis {
  signIn(credentials: SignInCredentials): Promise<unknown>;
  /** CC-4-032..CC-4-036: the guest cart saved in this browser joins the buyer's; a toast when some products could not be kept. */
  preserveGuestCart(): Promise<PreservationToast | undefined>;
  /** The cart actor reads the cart again. */
  refreshCart(): Promise<unknown>;
}

/** The session actor as the sequence sees it: its load states and its REFRESH. */
type SessionRef = AnyActorRef;

const notLoading = (snapshot: { matches(state: 'loading'): boolean }) => !snapshot.matches('loading');

/** Reads the session again once any read under way has settled; answers the session then. */
export async function readSessionAgain(session: SessionRef): Promise<SessionContext | undefined> {
  await waitFor(session, notLoading);
  session.send({ type: 'REFRESH' });
  const settled = await waitFor(session, notLoading);
  return (settled.context as { session: SessionContext | undefined }).session;
}

/** PX-05-024: signs in and reads the session again; rejects with the refusal, the session left as it was. */
export async function signInAndReadSession(apis: Pick<SignInApis, 'signIn'>, credentials: SignInCredentials, session: SessionRef): Promise<SessionContext | undefined> {
  await apis.signIn(credentials);
  return readSessionAgain(session);
}

/** PX-05-024, CC-4-032..CC-4-036: after the sign-in, the guest cart carried over, then the cart read again whatever came of it. */
export async function carryGuestCart(apis: Pick<SignInApis, 'preserveGuestCart' | 'refreshCart'>): Promise<PreservationToast | undefined> {
  const toast = await apis.preserveGuestCart();
  await apis.refreshCart().catch(() => undefined);
  return toast;
}

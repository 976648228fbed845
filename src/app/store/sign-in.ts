// PX-59-001: the buyer's sign-in, run by the session actor (machines/session/sign-in.machine.ts) with
// its calls bound here. Loaded with the sign-in page (src/shell/LoginPage.tsx imports it), never with
// the entry: the store's `signIn` (StoreProvider.tsx) imports it when a buyer signs in.
import type { PreservationToast } from '../../../machines/cart/guest-cart-preservation.machine.ts';
import type { SignInCredentials } from '../../../machines/session/sign-in.machine.ts';
import type { SessionStorageLike } from '../../../machines/session/storage.ts';
import { signInLogic } from '../../api/adapters/sign-in.ts';
import type { StoreApi } from '../../api/registry.ts';
import type { SignInOutcome } from './parts.tsx';
import type { SessionActor } from './session.ts';

export interface SignInParts {
  api: StoreApi;
  storage: { local: SessionStorageLike; session: SessionStorageLike };
  session: SessionActor;
  /** The cart actor reads the cart again (CC-4-034). */
  refreshCart(): Promise<unknown>;
}

/**
 * Resolves as soon as the session has been read again after the sign-in (PX-05-024), with the guest
 * cart's carrying over still under way; rejects with the refusal, the session left as it was.
 */
export function signIn({ api, storage, session, refreshCart }: SignInParts, credentials: SignInCredentials): Promise<SignInOutcome> {
  session.send({ type: 'SIGN_IN', logic: signInLogic(api, refreshCart), ...credentials, storage: { localStorage: storage.local, sessionStorage: storage.session } });
  const child = session.getSnapshot().context.signIn;
  // Its events come after the calls it awaits, so listening now misses none; they end with it.
  return new Promise((resolve, reject) => {
    if (!child) return reject(new Error('The session actor did not start the sign-in.'));
    const guestCart = new Promise<PreservationToast | undefined>((carried, notCarried) => {
      child.on('guestCartCarried', ({ toast }) => carried(toast));
      child.on('guestCartFailed', ({ error }) => notCarried(error));
    });
    child.on('signedIn', ({ session: read }) => resolve({ session: read, guestCart }));
    child.on('signInFailed', ({ error }) => reject(error));
  });
}

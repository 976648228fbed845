// The session actor (SH-4-008..SH-4-017): who is signed in and for which account; log out and
// account select ask the page to navigate through the navigator.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { waitFor, type ActorRefFrom } from 'xstate';
import type { PreservationToast } from '../../../machines/cart/guest-cart-preservation.machine.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import type { SignInApis, SignInCredentials } from '../../../machines/session/sign-in.ts';
import type { SessionStorageLike } from '../../../machines/session/storage.ts';
import { sessionActors } from '../../api/adapters/store.ts';
import type { StoreApi } from '../../api/registry.ts';
import type { LoadStatus, SignInOutcome } from './parts.tsx';

/** Where the store leaves the page: full-page navigations (logout, account switch) go through here. */
export interface PageNavigator {
  assign(url: string): void;
}

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface SessionActorOptions {
  api: StoreApi;
  /** The context calls for the session read, acting for the given stored effective account. */
  contextApiFor(effectiveAccountId: string | undefined): StoreApi['context'];
  /** What follows a sign-in: the guest cart carried over, the cart read again (PX-05-024). */
  afterSignIn: Pick<SignInApis, 'preserveGuestCart' | 'refreshCart'>;
  storage: SessionStorageLike;
  siteBasePath: string;
  basePath: string;
  navigator: PageNavigator;
}

export function useSessionActor({ api, contextApiFor, afterSignIn, storage, siteBasePath, basePath, navigator }: SessionActorOptions) {
  const actor = useActorRef(
    sessionMachine.provide({ actors: sessionActors(api, contextApiFor, afterSignIn) }),
    { input: { storage, siteBasePath } },
  );

  useEffect(() => {
    const open = actor.on('OPEN_URL', ({ url }) => navigator.assign(url));
    const reload = actor.on('RELOAD_TO_PAGE', () => navigator.assign(`${basePath}/`));
    return () => {
      open.unsubscribe();
      reload.unsubscribe();
    };
  }, [actor, navigator, basePath]);

  const session = useSelector(actor, (snapshot) => snapshot.context.session);
  const effectiveAccount = useSelector(actor, (snapshot) => snapshot.context.effectiveAccount);
  const sessionStatus = useSelector(actor, (snapshot): LoadStatus => (snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading'));

  const refreshSession = useCallback(async () => {
    // A load already under way may have started before the change being refreshed for; wait it out.
    await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
    actor.send({ type: 'REFRESH' });
    const settled = await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
    return settled.context.session;
  }, [actor]);

  /**
   * PX-05-024: the session actor signs in and reads the session again; resolves with it (and the guest
   * cart's carrying over, still under way), rejects with the refusal.
   */
  const signIn = useCallback(
    (credentials: SignInCredentials) =>
      new Promise<SignInOutcome>((resolve, reject) => {
        let carried!: (toast: PreservationToast | undefined) => void;
        let notCarried!: (error: unknown) => void;
        const guestCart = new Promise<PreservationToast | undefined>((resolveCart, rejectCart) => {
          carried = resolveCart;
          notCarried = rejectCart;
        });
        const cart = [actor.on('GUEST_CART_CARRIED', ({ toast }) => settleCart(() => carried(toast))), actor.on('GUEST_CART_FAILED', ({ error }) => settleCart(() => notCarried(error)))];
        const signedIn = [
          actor.on('SIGNED_IN', ({ session: read }) => settle(() => resolve({ session: read, guestCart }))),
          actor.on('SIGN_IN_FAILED', ({ error }) => {
            settleCart(() => undefined);
            settle(() => reject(error));
          }),
        ];
        function settle(then: () => void) {
          signedIn.forEach((subscription) => subscription.unsubscribe());
          then();
        }
        function settleCart(then: () => void) {
          cart.forEach((subscription) => subscription.unsubscribe());
          then();
        }
        actor.send({ type: 'SIGN_IN', ...credentials });
      }),
    [actor],
  );

  return { actor, session, effectiveAccount, sessionStatus, refreshSession, signIn };
}

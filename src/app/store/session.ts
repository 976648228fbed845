// The session actor (SH-4-008..SH-4-017): who is signed in and for which account; log out and
// account select ask the page to navigate through the navigator.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import type { SessionStorageLike } from '../../../machines/session/storage.ts';
import { sessionActors } from '../../api/adapters/store.ts';
import type { StoreApi } from '../../api/registry.ts';
import type { LoadStatus } from './parts.tsx';

/** Where the store leaves the page: full-page navigations (logout, account switch) go through here. */
export interface PageNavigator {
  assign(url: string): void;
}

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface SessionActorOptions {
  /** The context calls for the session read, acting for the given stored effective account. */
  contextApiFor(effectiveAccountId: string | undefined): StoreApi['context'];
  storage: SessionStorageLike;
  siteBasePath: string;
  basePath: string;
  navigator: PageNavigator;
}

export function useSessionActor({ contextApiFor, storage, siteBasePath, basePath, navigator }: SessionActorOptions) {
  const actor = useActorRef(
    sessionMachine.provide({ actors: sessionActors(contextApiFor) }),
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

  return { actor, session, effectiveAccount, sessionStatus };
}

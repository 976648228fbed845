// The application context actor (SH §4, SH-4-018..SH-4-022): served from the session-storage
// cache while fresh, refetched otherwise, and refetched at once when it reaches its refresh window.
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { APP_CONTEXT_REFRESH_WINDOW_MS } from '../../../machines/constants/session-locale.ts';
import type { ApplicationContext } from '../../../machines/context/application-context.ts';
import { applicationContextMachine } from '../../../machines/context/application-context.machine.ts';
import type { SessionStorageLike } from '../../../machines/session/storage.ts';
import { clearCachedApplicationContext, readCachedApplicationContext, writeCachedApplicationContext } from '../../../machines/shell/app-context-storage.ts';
import { applicationContextActors } from '../../api/adapters/store.ts';
import type { StoreApi } from '../../api/registry.ts';
import type { LoadStatus } from './parts.tsx';

export interface ApplicationContextState {
  appContext: ApplicationContext | undefined;
  appContextStatus: LoadStatus;
  /** The live value, for the request-context getter (a call made right after an event sees it). */
  current: { readonly value: ApplicationContext | undefined };
}

export function useApplicationContextActor(api: StoreApi, storage: SessionStorageLike, now: () => number): ApplicationContextState {
  const current = useRef<ApplicationContext | undefined>(undefined);
  const [appContext, setAppContext] = useState<ApplicationContext | undefined>(undefined);
  const [appContextStatus, setAppContextStatus] = useState<LoadStatus>('loading');
  const [storedAppContext] = useState(() => readCachedApplicationContext(storage));
  const appActor = useActorRef(
    applicationContextMachine.provide({ actors: applicationContextActors(api) }),
    { input: { cached: storedAppContext, now: now() } },
  );

  useEffect(() => {
    const served = appActor.on('APPLICATION_CONTEXT', ({ value }) => {
      current.current = value;
      setAppContext(value);
      setAppContextStatus('ready');
      // Only a freshly fetched copy is stored; the stored one keeps the expiry it came with.
      const { servableForMs } = appActor.getSnapshot().context;
      if (value !== storedAppContext?.value && servableForMs > 0) {
        writeCachedApplicationContext(storage, { value, expiresAt: now() + servableForMs + APP_CONTEXT_REFRESH_WINDOW_MS });
      }
    });
    const failed = appActor.on('APPLICATION_CONTEXT_FAILED', () => {
      current.current = undefined;
      setAppContext(undefined);
      setAppContextStatus('failed');
      clearCachedApplicationContext(storage);
    });
    // A copy that reaches its refresh window is refetched at once, so the page always holds a servable one.
    const staleWatch = appActor.subscribe((snapshot) => {
      if (snapshot.matches('stale')) appActor.send({ type: 'REQUEST' });
    });
    appActor.send({ type: 'REQUEST' });
    return () => {
      served.unsubscribe();
      failed.unsubscribe();
      staleWatch.unsubscribe();
    };
  }, [appActor, storage, now, storedAppContext]);

  return { appContext, appContextStatus, current: { get value() { return current.current; } } };
}

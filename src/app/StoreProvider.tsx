// The app-wide store as an actor system: the API layer bound to the live request context, the
// application context actor (cached with its expiry, SH §4), the session actor (SH §4 "Session",
// "Log out", "Account select") and the cart actor (badge and summary). Each is provided as its own
// small context (src/app/store/parts.tsx): views read `useApi()`, `useApplicationContext()`,
// `useSession()` or `useCart()`, only what they need; behaviour stays in the machines.
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { localisedPathOf, requestFactsOf } from '../../machines/shell/request-context.ts';
import type { SessionStorageLike } from '../../machines/session/storage.ts';
import type { StoreClient } from '../api/client.ts';
import { personalisationConfiguration } from '../api/adapters/store.ts';
import { createStoreApi } from '../api/registry.ts';
import type { RequestContext } from '../api/request.ts';
import { SITE_BASE_PATH } from './site-media.ts';
import { useApplicationContextActor, type ApplicationContextState } from './store/application-context.ts';
import { useCartActor } from './store/cart.ts';
import { StorePartsProvider, type ApplicationPart, type SessionPart } from './store/parts.tsx';
import { useSessionActor, type PageNavigator, type SessionActor } from './store/session.ts';

export type { PageNavigator };

export interface StoreProviderProps {
  children: ReactNode;
  /** A typed client (tests pass one over a fake fetch); the browser's by default. */
  client?: StoreClient;
  webstoreId?: string;
  sessionStorage?: SessionStorageLike;
  localStorage?: SessionStorageLike;
  navigator?: PageNavigator;
  /** The page address the locale is read from; the browser's by default. */
  pathname?: string;
  now?: () => number;
}

function memoryStorage(): SessionStorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function browserStorage(kind: 'sessionStorage' | 'localStorage'): SessionStorageLike {
  try {
    return globalThis.window?.[kind] ?? memoryStorage();
  } catch {
    // Storage can be blocked (privacy settings); the store still works for this page.
    return memoryStorage();
  }
}

const browserNavigator: PageNavigator = { assign: (url) => window.location.assign(url) };

export function StoreProvider({ children, client, webstoreId, sessionStorage, localStorage, navigator = browserNavigator, pathname, now = Date.now }: StoreProviderProps) {
  const storage = useMemo(() => ({ session: sessionStorage ?? browserStorage('sessionStorage'), local: localStorage ?? browserStorage('localStorage') }), [sessionStorage, localStorage]);
  const localised = useMemo(() => localisedPathOf(pathname ?? globalThis.window?.location.pathname ?? '/', SITE_BASE_PATH), [pathname]);

  // Live values the request-context getter reads, so a call made right after an event sees them.
  const live = useRef<{ app: ApplicationContextState['current'] | undefined; session: SessionActor | undefined; recommendations: RequestContext['recommendations'] }>({
    app: undefined,
    session: undefined,
    recommendations: null,
  });
  const readRequestContext = useCallback((): RequestContext => {
    const session = live.current.session?.getSnapshot().context;
    return requestFactsOf({
      app: live.current.app?.value,
      session: session?.session,
      effectiveAccount: session?.effectiveAccount,
      locale: localised.locale,
      recommendations: live.current.recommendations,
    }) as RequestContext;
  }, [localised.locale]);

  const apiFactory = useMemo(() => createStoreApi({ client, webstoreId, context: readRequestContext }), [client, webstoreId, readRequestContext]);
  const { api } = apiFactory;

  const app = useApplicationContextActor(api, storage.session, now);
  live.current.app = app.current;

  const session = useSessionActor({
    // The stored effective account goes with the read even before the session says who is signed in.
    contextApiFor: (effectiveAccountId) => apiFactory.areaWith('context', () => ({ ...readRequestContext(), isGuest: false, effectiveAccountId: effectiveAccountId ?? null })),
    storage: storage.session,
    siteBasePath: SITE_BASE_PATH,
    basePath: localised.basePath,
    navigator,
  });
  live.current.session = session.actor;

  // Personalisation configuration: the recommendations host the catalogue's calls need (CC-7-026).
  // The read is shared with the activity tracker (PX-30-001), so it is not aborted with this effect.
  useEffect(() => {
    personalisationConfiguration(api).then(
      // The whole configuration: the request rules read its host and deploymentEnabled (CC-7-026).
      (config) => {
        live.current.recommendations = config;
      },
      () => {
        live.current.recommendations = null;
      },
    );
  }, [api]);

  const signedIn = session.session?.signedIn === true;
  const requestContext = useMemo(
    () => requestFactsOf({ app: app.appContext, session: session.session, effectiveAccount: session.effectiveAccount, locale: localised.locale, recommendations: live.current.recommendations }) as RequestContext,
    [app.appContext, session.session, session.effectiveAccount, localised.locale],
  );

  const cart = useCartActor(api, storage.local, {
    sessionStatus: session.sessionStatus,
    appContextStatus: app.appContextStatus,
    signedIn,
    guestCartEnabled: app.appContext?.guestCartEnabled ?? false,
    effectiveAccountId: requestContext.effectiveAccountId,
    currencyIsoCode: requestContext.currencyIsoCode,
  });
  const { refresh: refreshCart } = cart;
  const { actor: sessionActor } = session;

  const sessionPart = useMemo<SessionPart>(
    () => ({
      session: session.session,
      sessionStatus: session.sessionStatus,
      isSignedIn: signedIn,
      effectiveAccount: session.effectiveAccount,
      // PX-59-001, PX-05-024: the session actor signs in; the sequence's code is the sign-in page's (src/app/store/sign-in.ts).
      signIn: (username, password) => import('./store/sign-in.ts').then((module) => module.signIn({ api, storage, session: sessionActor, refreshCart }, { username, password })),
      signOut: () => sessionActor.send({ type: 'LOG_OUT' }),
      setEffectiveAccount: (account) => sessionActor.send({ type: 'ACCOUNT_SELECT', id: account.id, name: account.name }),
    }),
    [session.session, session.sessionStatus, session.effectiveAccount, signedIn, sessionActor, api, storage, refreshCart],
  );

  const application = useMemo<ApplicationPart>(
    () => ({
      appContext: app.appContext,
      appContextStatus: app.appContextStatus,
      requestContext,
      locale: localised.locale,
      siteBasePath: SITE_BASE_PATH,
      basePath: localised.basePath,
    }),
    [app.appContext, app.appContextStatus, requestContext, localised],
  );

  const parts = useMemo(() => ({ api, application, session: sessionPart, cart }), [api, application, sessionPart, cart]);
  return <StorePartsProvider parts={parts}>{children}</StorePartsProvider>;
}

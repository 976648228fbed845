// The app-wide store: the API layer bound to the live request context, the application context
// (cached with its expiry, SH §4) and the session (SH §4 "Session", "Log out", "Account select"),
// plus the current cart summary the header reads. Views call `useStore()`; behaviour stays in the
// machines this provider runs.
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fromPromise, waitFor } from 'xstate';
import { cartBadge, type CartBadge } from '../../machines/cart/badge.ts';
import type { PreservationToast } from '../../machines/cart/guest-cart-preservation.ts';
import type { CartSummary } from '../../machines/cart/summary-polling.ts';
import { GUEST_CART_ID_STORAGE_KEY } from '../../machines/constants/cart-checkout.ts';
import { APP_CONTEXT_REFRESH_WINDOW_MS } from '../../machines/constants/session-locale.ts';
import type { ApplicationContext } from '../../machines/context/application-context.ts';
import { applicationContextMachine } from '../../machines/context/application-context-machine.ts';
import { sessionMachine } from '../../machines/session/session-machine.ts';
import type { SessionContext } from '../../machines/session/session-context.ts';
import type { EffectiveAccount, SessionStorageLike } from '../../machines/session/storage.ts';
import {
  clearCachedApplicationContext,
  readCachedApplicationContext,
  writeCachedApplicationContext,
} from '../../machines/shell/app-context-storage.ts';
import { guestCartIdToRemember, shouldReadCartSummary } from '../../machines/shell/cart-summary.ts';
import { localisedPathOf, requestFactsOf } from '../../machines/shell/request-context.ts';
import type { StoreClient } from '../api/client.ts';
import type { RequestContext } from '../api/request.ts';
import type { StoreApi } from '../api/store.ts';
import { createLazyStoreApi } from './lazy-api.ts';
import { SITE_BASE_PATH } from './site-media.ts';

export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface CartState {
  summary: CartSummary | undefined;
  /** The badge rule applied to the summary's totalProductCount (SH-9-005..SH-9-007). */
  badge: CartBadge;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

export interface Store {
  api: StoreApi;
  /** The application context while it may be served; undefined before it loads or after a failed fetch. */
  appContext: ApplicationContext | undefined;
  appContextStatus: LoadStatus;
  session: SessionContext | undefined;
  sessionStatus: LoadStatus;
  /** SH-3-055: signed in only when the session says guestUser is explicitly false. */
  isSignedIn: boolean;
  effectiveAccount: EffectiveAccount | undefined;
  /** What the API layer adds to each call right now (guest or not, effective account, currency...). */
  requestContext: RequestContext;
  /** The page's locale (from the address, else en-US) and the site base path with its locale segment. */
  locale: string;
  siteBasePath: string;
  basePath: string;
  cart: CartState;
  /** Re-reads the cart summary, e.g. after a cart change. */
  refreshCart(): Promise<CartSummary | undefined>;
  /** Re-reads the session context; resolves with it once loaded. */
  refreshSession(): Promise<SessionContext | undefined>;
  /**
   * Signs in and refreshes the session; resolves as the signed-in session is shown, with the guest
   * cart's carrying over still under way (`guestCart`). Rejects with the API error when refused.
   */
  signIn(username: string, password: string): Promise<SignInOutcome>;
  /** SH-4-014, SH-4-015: clears the effective account, then opens the logout address in this window. */
  signOut(): void;
  /** SH-4-016, SH-4-017: sets the effective account, then reloads to Home. */
  setEffectiveAccount(account: { id: string; name: string }): void;
}

export interface SignInOutcome {
  session: SessionContext | undefined;
  /**
   * The guest cart carried over and the cart read again; resolves with a toast when some products
   * could not be kept (CC-8-021, CC-8-022).
   */
  guestCart: Promise<PreservationToast | undefined>;
}

/** Where the store leaves the page: full-page navigations (logout, account switch) go through here. */
export interface PageNavigator {
  assign(url: string): void;
}

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

const StoreContext = createContext<Store | null>(null);

export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore must be used inside <StoreProvider>');
  return store;
}

/** For tests and previews that supply a ready-made store. */
export const StoreContextProvider = StoreContext.Provider;

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

export function StoreProvider({
  children,
  client,
  webstoreId,
  sessionStorage,
  localStorage,
  navigator = browserNavigator,
  pathname,
  now = Date.now,
}: StoreProviderProps) {
  const storage = useMemo(() => ({ session: sessionStorage ?? browserStorage('sessionStorage'), local: localStorage ?? browserStorage('localStorage') }), [sessionStorage, localStorage]);
  const localised = useMemo(() => localisedPathOf(pathname ?? globalThis.window?.location.pathname ?? '/', SITE_BASE_PATH), [pathname]);

  // Live values the request-context getter reads, so a call made right after an event sees them.
  const appRef = useRef<ApplicationContext | undefined>(undefined);
  const recommendationsRef = useRef<RequestContext['recommendations']>(null);

  const [appContext, setAppContext] = useState<ApplicationContext | undefined>(undefined);
  const [appContextStatus, setAppContextStatus] = useState<LoadStatus>('loading');

  const sessionActorRef = useRef<{ getSnapshot(): { context: { session: SessionContext | undefined; effectiveAccount: EffectiveAccount | undefined } } } | null>(null);

  const readRequestContext = useCallback(
    (): RequestContext =>
      requestFactsOf({
        app: appRef.current,
        session: sessionActorRef.current?.getSnapshot().context.session,
        effectiveAccount: sessionActorRef.current?.getSnapshot().context.effectiveAccount,
        locale: localised.locale,
        recommendations: recommendationsRef.current,
      }) as RequestContext,
    [localised.locale],
  );

  const lazyApi = useMemo(() => createLazyStoreApi({ client, webstoreId, context: readRequestContext }), [client, webstoreId, readRequestContext]);
  const { api } = lazyApi;

  // Application context: served from the cache while fresh, refetched otherwise (SH-4-018..SH-4-022).
  const [storedAppContext] = useState(() => readCachedApplicationContext(storage.session));
  const appActor = useActorRef(
    applicationContextMachine.provide({
      actors: {
        fetchApplicationContext: fromPromise(async ({ signal }) => {
          const { data, maxAgeSeconds } = await api.context.readApplicationContext(signal);
          return { body: data as never, cacheControl: maxAgeSeconds === undefined ? null : `max-age=${maxAgeSeconds}` };
        }),
      },
    }),
    { input: { cached: storedAppContext, now: now() } },
  );

  useEffect(() => {
    const served = appActor.on('APPLICATION_CONTEXT', ({ value }) => {
      appRef.current = value;
      setAppContext(value);
      setAppContextStatus('ready');
      // Only a freshly fetched copy is stored; the stored one keeps the expiry it came with.
      const { servableForMs } = appActor.getSnapshot().context;
      if (value !== storedAppContext?.value && servableForMs > 0) {
        writeCachedApplicationContext(storage.session, { value, expiresAt: now() + servableForMs + APP_CONTEXT_REFRESH_WINDOW_MS });
      }
    });
    const failed = appActor.on('APPLICATION_CONTEXT_FAILED', () => {
      appRef.current = undefined;
      setAppContext(undefined);
      setAppContextStatus('failed');
      clearCachedApplicationContext(storage.session);
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

  // Session (SH-4-008..SH-4-017).
  const sessionActor = useActorRef(
    sessionMachine.provide({
      actors: {
        fetchSessionContext: fromPromise(async ({ input, signal }) => {
          // The stored effective account goes with the read even before the session says who is signed in.
          const contextApi = lazyApi.contextApiWith(() => ({ ...readRequestContext(), isGuest: false, effectiveAccountId: input.effectiveAccountId ?? null }));
          return (await contextApi.sessionContext(signal)) as never;
        }),
      },
    }),
    { input: { storage: storage.session, siteBasePath: SITE_BASE_PATH } },
  );
  sessionActorRef.current = sessionActor;

  useEffect(() => {
    const open = sessionActor.on('OPEN_URL', ({ url }) => navigator.assign(url));
    const reload = sessionActor.on('RELOAD_TO_PAGE', () => navigator.assign(`${localised.basePath}/`));
    return () => {
      open.unsubscribe();
      reload.unsubscribe();
    };
  }, [sessionActor, navigator, localised.basePath]);

  const session = useSelector(sessionActor, (snapshot) => snapshot.context.session);
  const effectiveAccount = useSelector(sessionActor, (snapshot) => snapshot.context.effectiveAccount);
  const sessionStatus = useSelector(sessionActor, (snapshot): LoadStatus => (snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading'));

  // Personalisation configuration: the recommendations host the catalogue's calls need (CC-7-026).
  useEffect(() => {
    const controller = new AbortController();
    api.context
      .aiConfiguration(controller.signal)
      .then((config) => {
        recommendationsRef.current = { host: config.host, deploymentEnabled: config.deploymentEnabled };
      })
      .catch(() => {
        recommendationsRef.current = null;
      });
    return () => controller.abort();
  }, [api]);

  const refreshSession = useCallback(async () => {
    // A load already under way may have started before the change being refreshed for; wait it out.
    await waitFor(sessionActor, (snapshot) => !snapshot.matches('loading'));
    sessionActor.send({ type: 'REFRESH' });
    const settled = await waitFor(sessionActor, (snapshot) => !snapshot.matches('loading'));
    return settled.context.session;
  }, [sessionActor]);

  // Cart summary for the badge and the picker (PX-05-008).
  const [cart, setCart] = useState<CartState>({ summary: undefined, badge: cartBadge(0), status: 'idle' });
  const cartRun = useRef(0);

  const readCart = useCallback(async (): Promise<CartSummary | undefined> => {
    const run = ++cartRun.current;
    setCart((current) => ({ ...current, status: 'loading' }));
    const { readCurrentCartSummary } = await import('./store-actions.ts');
    const output = await readCurrentCartSummary(api);
    if (run !== cartRun.current) return output.ready ? output.result : undefined;
    if (!output.ready) {
      setCart({ summary: undefined, badge: cartBadge(0), status: 'failed' });
      return undefined;
    }
    const summary = output.result;
    const rememberedGuestCart = guestCartIdToRemember(summary, readRequestContext().isGuest === false);
    if (rememberedGuestCart) storage.local.setItem(GUEST_CART_ID_STORAGE_KEY, rememberedGuestCart);
    setCart({ summary, badge: cartBadge(summary.totalProductCount), status: 'ready' });
    return summary;
  }, [api, readRequestContext, storage]);

  const signedIn = session?.signedIn === true;
  const requestContext = useMemo(
    () => requestFactsOf({ app: appContext, session, effectiveAccount, locale: localised.locale, recommendations: recommendationsRef.current }) as RequestContext,
    [appContext, session, effectiveAccount, localised.locale],
  );

  useEffect(() => {
    if (sessionStatus !== 'ready' || appContextStatus === 'loading') return;
    const read = shouldReadCartSummary({
      signedIn,
      guestCartEnabled: appContext?.guestCartEnabled ?? false,
      guestCartId: storage.local.getItem(GUEST_CART_ID_STORAGE_KEY),
    });
    if (read) void readCart().catch(() => undefined);
    else setCart({ summary: undefined, badge: cartBadge(0), status: 'idle' });
  }, [sessionStatus, appContextStatus, signedIn, requestContext.effectiveAccountId, requestContext.currencyIsoCode, appContext, readCart, storage]);

  const signIn = useCallback(
    async (username: string, password: string): Promise<SignInOutcome> => {
      await api.auth.signIn({ username, password });
      const refreshed = await refreshSession();
      // Not awaited: the buyer, already shown signed in, is sent on at once (PX-05-024).
      const guestCart = (async () => {
        const { preserveGuestCart } = await import('./store-actions.ts');
        const preserved = await preserveGuestCart(api, storage);
        await readCart().catch(() => undefined);
        return preserved.toast;
      })();
      return { session: refreshed, guestCart };
    },
    [api, refreshSession, readCart, storage],
  );

  const signOut = useCallback(() => sessionActor.send({ type: 'LOG_OUT' }), [sessionActor]);
  const setEffectiveAccount = useCallback(
    (account: { id: string; name: string }) => sessionActor.send({ type: 'ACCOUNT_SELECT', id: account.id, name: account.name }),
    [sessionActor],
  );

  const store = useMemo<Store>(
    () => ({
      api,
      appContext,
      appContextStatus,
      session,
      sessionStatus,
      isSignedIn: signedIn,
      effectiveAccount,
      requestContext,
      locale: localised.locale,
      siteBasePath: SITE_BASE_PATH,
      basePath: localised.basePath,
      cart,
      refreshCart: readCart,
      refreshSession,
      signIn,
      signOut,
      setEffectiveAccount,
    }),
    [api, appContext, appContextStatus, session, sessionStatus, signedIn, effectiveAccount, requestContext, localised, cart, readCart, refreshSession, signIn, signOut, setEffectiveAccount],
  );

  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

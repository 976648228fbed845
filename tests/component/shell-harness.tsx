// Shared set-up of the shell's component tests: a fake store server answering the API like the
// sandbox does for the calls the shell makes (fixture data), the real StoreProvider over it, the
// widget providers, and a router at a chosen address. Not a test file itself.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { navigationMenu, promoBanners, settings } from '../../fixtures/data/store.json';
import { accounts, buyerGroups, users } from '../../fixtures/data/accounts.json';
import { createStoreClient } from '../../src/api/client.ts';
import { AppRoutes } from '../../src/app/routes.tsx';
import { StoreProvider, type PageNavigator } from '../../src/app/StoreProvider.tsx';
import { WidgetProviders } from '../../src/components/widgets/WidgetProviders.tsx';
import type { WidgetEnvironment } from '../../src/components/widgets/environment.tsx';

export { promoBanners };

const PREFIX = '/services/data/v64.0/commerce/webstores/0ZE000000000001';

export interface FakeServerOptions {
  /** The username already signed in when the page loads. */
  signedInAs?: string;
  cartCount?: number | string;
  settings?: Partial<Omit<typeof settings, 'propertiesEx'>> & { propertiesEx?: Record<string, unknown> };
  /** Guest-cart products the preservation on sign-in cannot keep. */
  preserveFailures?: number;
  /** Answer the application context with this status instead. */
  applicationContextStatus?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  credentials: RequestCredentials;
  body?: unknown;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

const errorBody = (errorCode: string, message: string) => [{ errorCode, message }];

export function createFakeServer(options: FakeServerOptions = {}) {
  const requests: RecordedRequest[] = [];
  const state = {
    user: options.signedInAs ? users.find((u) => u.username === options.signedInAs) : undefined,
    effectiveAccountId: undefined as string | undefined,
    cartCount: options.cartCount ?? 0,
  };

  const sessionBody = () => {
    const user = state.user;
    if (!user) {
      return { guestUser: true, accountId: '000000000000000', accountName: null, userId: '005000000000099', profile: null, buyerGroups: [], guestUserDetails: null, effectiveAccountId: null, isPreview: false, isAnonymousPreview: false };
    }
    const acting = state.effectiveAccountId ?? user.defaultAccountId;
    const account = accounts.find((a) => a.id === user.defaultAccountId);
    const groups = buyerGroups.filter((g) => g.accountIds.includes(acting)).map((g) => ({ id: g.id, name: g.name }));
    return {
      guestUser: false,
      accountId: user.defaultAccountId,
      accountName: account?.name ?? null,
      userId: user.id,
      profile: { firstName: user.firstName, lastName: user.lastName, userName: user.username, email: user.email },
      buyerGroups: groups,
      guestUserDetails: null,
      effectiveAccountId: acting,
      isPreview: false,
      isAnonymousPreview: false,
    };
  };

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
    requests.push({ method: request.method, path, query: url.searchParams, credentials: request.credentials, body });
    const route = path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path;

    if (route === '/application-context') {
      if (options.applicationContextStatus) return json(errorBody('UNKNOWN_EXCEPTION', 'An unexpected error occurred.'), options.applicationContextStatus);
      // The platform's market shape (Application Context, v58+).
      const markets = [{ en_US: 'USD' }, { en_CA: 'CAD', fr_CA: 'CAD' }, { de_DE: 'EUR' }, { fr_FR: 'EUR' }, { en_AU: 'AUD' }, { en_NZ: 'NZD' }].map((localeCurrencyMap, i) => ({ marketId: `0ZI00000000000${i + 1}`, localeCurrencyMap }));
      const merged = { ...settings, ...options.settings, propertiesEx: { ...settings.propertiesEx, ...options.settings?.propertiesEx }, markets };
      return json(merged, 200, { 'Cache-Control': 'private, max-age=300' });
    }
    if (route === '/session-context') {
      const asked = url.searchParams.get('effectiveAccountId');
      if (asked && state.user) state.effectiveAccountId = asked;
      return json(sessionBody());
    }
    if (route === '/ai/configuration') return json({ activityTrackingEnabled: false, catalogExists: true, isDeployed: true, host: null, siteId: '0DM000000000001', tenant: 'test', deploymentEnabled: false });
    if (route === '/auth/login' && request.method === 'POST') {
      const { username, password } = body as { username: string; password: string };
      const user = users.find((u) => u.username === username && u.password === password);
      if (!user) return json(errorBody('INVALID_LOGIN', 'Your login attempt has failed. Make sure the username and password are correct.'), 401);
      state.user = user;
      state.effectiveAccountId = undefined;
      return json({ userId: user.id, accountId: user.defaultAccountId, guestUser: false });
    }
    if (route === '/auth/forgot-password' && request.method === 'POST') return json({ accepted: true }, 202);
    if (route === '/carts/current/compact-summary') {
      return json({ cartId: '0a6000000000001', accountId: state.effectiveAccountId ?? '001000000000001', currencyIsoCode: 'USD', status: 'Active', totalProductCount: String(state.cartCount), uniqueProductCount: 1, asyncOperationStatus: 'Completed' });
    }
    if (route === '/carts/actions/preserve' && request.method === 'POST') {
      const failed = options.preserveFailures ?? 0;
      return json({ cartId: '0a6000000000001', preserveGuestCartNumberOfProductsWithError: failed, failedProductIds: Array.from({ length: failed }, (_, i) => `01t00000000009${i}`) });
    }
    if (route === '/external-managed-accounts') {
      if (!state.user) return json(errorBody('UNAUTHORIZED', 'Sign in to continue.'), 401);
      return json({
        externalManagedAccounts: state.user.managedAccountIds.map((id) => ({
          accountId: id,
          isMyAccount: id === state.user!.defaultAccountId,
          accountName: accounts.find((a) => a.id === id)?.name ?? id,
          address: null,
        })),
      });
    }
    if (route === '/wishlists') {
      if (!state.user) return json(errorBody('UNAUTHORIZED', 'Sign in to continue.'), 401);
      return json({ wishlistCount: 1, summaries: [{ id: '0YC000000000001', name: 'Clinic reorder list', wishlistProductCount: 1 }] });
    }
    if (route === '/wishlists/0YC000000000001/wishlist-items') {
      return json({ currencyIsoCode: 'USD', items: [{ wishlistItemId: '0YD000000000001', productId: '01t000000000001', name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)' }], nextPageToken: null });
    }
    if (path.endsWith('/navigation-menu/navigation-menu-items')) return json({ menuItems: navigationMenu.menuItems });
    if (path === '/services/data/v64.0/connect/i18n/statecountry') {
      return json({ addressCountries: [{ isoCode: 'US', label: 'United States' }, { isoCode: 'CA', label: 'Canada' }, { isoCode: 'DE', label: 'Germany' }, { isoCode: 'FR', label: 'France' }, { isoCode: 'AU', label: 'Australia' }, { isoCode: 'NZ', label: 'New Zealand' }] });
    }
    return json(errorBody('NOT_FOUND', `No fake answer for ${request.method} ${path}`), 404);
  }

  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => answer(input instanceof Request ? input : new Request(input, init))) as typeof globalThis.fetch;
  return { fetch, requests, state };
}

type FakeServer = ReturnType<typeof createFakeServer>;

export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

/** A matchMedia for jsdom answering the store's width queries for a settable viewport width. */
export function installViewport(widthPx: number) {
  let width = widthPx;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    const min = /min-width:\s*([\d.]+)em/.exec(query);
    const em = width / 16;
    return (!max || em <= Number(max[1])) && (!min || em >= Number(min[1]));
  };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      width = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

export interface ShellOptions extends FakeServerOptions {
  path?: string;
  width?: number;
  sessionStorage?: ReturnType<typeof memoryStorage>;
  localStorage?: ReturnType<typeof memoryStorage>;
  children?: ReactNode;
  /** Route over the window's own history (jsdom's), so the address changes as in a browser. */
  windowHistory?: boolean;
}

export interface Shell extends RenderResult {
  server: FakeServer;
  navigations: string[];
  sessionStorage: ReturnType<typeof memoryStorage>;
  localStorage: ReturnType<typeof memoryStorage>;
  viewport: ReturnType<typeof installViewport>;
}

/** Renders the whole shell (store, widgets, routes and layout) at `path` over a fake server. */
export function renderShell(options: ShellOptions = {}): Shell {
  const server = createFakeServer(options);
  const viewport = installViewport(options.width ?? 1280);
  const navigations: string[] = [];
  const navigator: PageNavigator = { assign: (url) => void navigations.push(url) };
  const environment: WidgetEnvironment = { assign: (url) => void navigations.push(url), openWithoutReferrer: (url) => void navigations.push(url) };
  const sessionStorage = options.sessionStorage ?? memoryStorage();
  const localStorage = options.localStorage ?? memoryStorage();
  const client = createStoreClient({ baseUrl: 'http://store.test', fetch: server.fetch, csrfToken: () => 'test-token' });
  const routes = options.children ?? <AppRoutes />;
  if (options.windowHistory) window.history.replaceState(null, '', options.path ?? '/');
  const result = render(
    <StoreProvider client={client} webstoreId="0ZE000000000001" sessionStorage={sessionStorage} localStorage={localStorage} navigator={navigator} pathname={options.path ?? '/'}>
      <WidgetProviders environment={environment}>
        {options.windowHistory ? <BrowserRouter>{routes}</BrowserRouter> : <MemoryRouter initialEntries={[options.path ?? '/']}>{routes}</MemoryRouter>}
      </WidgetProviders>
    </StoreProvider>,
  );
  return { ...result, server, navigations, sessionStorage, localStorage, viewport };
}

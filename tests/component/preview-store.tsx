// A ready-made store over an in-memory API, for component tests of the widgets: the real API
// layer and typed client, answering from a route table instead of the network.
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { cartBadge } from '../../machines/cart/badge.ts';
import { toApplicationContext, type ApplicationContext, type RawApplicationContext } from '../../machines/context/application-context.ts';
import { toSessionContext, type RawSessionContext, type SessionContext } from '../../machines/session/session-context.ts';
import type { EffectiveAccount } from '../../machines/session/storage.ts';
import { requestFactsOf } from '../../machines/shell/request-context.ts';
import { createStoreClient } from '../../src/api/client.ts';
import type { RequestContext } from '../../src/api/request.ts';
import { createStoreApi } from '../../src/api/registry.ts';
import { StorePartsProvider, type CartState, type SessionPart, type StoreParts } from '../../src/app/store/parts.tsx';
import { ModalHost } from '../../src/components/modal/ModalHost.tsx';
import { ToastContainer } from '../../src/components/toast/ToastContainer.tsx';
import type { WidgetEnvironment } from '../../src/components/widgets/environment.tsx';
import { WidgetProviders } from '../../src/components/widgets/WidgetProviders.tsx';

const PREVIEW_ORIGIN = 'http://store.test';
const API = '/services/data/v64.0';
export const WEBSTORE_PATH = `${API}/commerce/webstores/0ZE000000000001`;

/** An answer: a JSON body (status 200), or a full Response. */
export type RouteHandler = (request: Request) => unknown;

interface RecordedCall {
  method: string;
  path: string;
  search: URLSearchParams;
}

function routeFetch(routes: Record<string, RouteHandler>, calls: RecordedCall[]): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname, search: url.searchParams });
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) {
      return new Response(JSON.stringify([{ errorCode: 'NOT_FOUND', message: `No route for ${request.method} ${url.pathname}` }]), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const answer = await handler(request);
    if (answer instanceof Response) return answer;
    if (answer === undefined) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

export const previewApplicationContext: RawApplicationContext = {
  guestBrowsingEnabled: true,
  guestCartEnabled: true,
  taxType: 'Gross',
  country: 'US',
  markets: [
    { marketId: '0ZI000000000001', localeCurrencyMap: { en_US: 'USD' } },
    { marketId: '0ZI000000000002', localeCurrencyMap: { en_CA: 'CAD', fr_CA: 'CAD' } },
    { marketId: '0ZI000000000003', localeCurrencyMap: { de_DE: 'EUR' } },
    { marketId: '0ZI000000000004', localeCurrencyMap: { fr_FR: 'EUR' } },
    { marketId: '0ZI000000000005', localeCurrencyMap: { en_AU: 'AUD' } },
    { marketId: '0ZI000000000006', localeCurrencyMap: { en_NZ: 'NZD' } },
  ],
  defaultCurrency: 'USD',
  supportedCurrencies: ['USD', 'CAD', 'EUR', 'AUD', 'NZD'],
  sessionDrivenCurrency: false,
  usesSingleEntitlementPolicy: true,
};

export const guestSession: RawSessionContext = { guestUser: true, accountId: '000000000000000' };

export const rileySession: RawSessionContext = {
  guestUser: false,
  accountId: '001000000000002',
  accountName: 'Pacific Crest Health System',
  userId: '005000000000002',
  profile: { firstName: 'Riley', lastName: 'Chen', userName: 'multi@demo.test', email: 'multi@demo.test' },
  buyerGroups: [{ id: '0ZI000000000001', name: 'Neuro Global USA Buyers' }],
  effectiveAccountId: '001000000000002',
};

export interface PreviewStoreOptions {
  session?: RawSessionContext;
  sessionStatus?: SessionPart['sessionStatus'];
  appContext?: RawApplicationContext | null;
  effectiveAccount?: EffectiveAccount;
  locale?: string;
  basePath?: string;
  /** The cart summary's totalProductCount; no summary when undefined. */
  cartProductCount?: string | number;
  /** Whether the cart summary is still being read. */
  cartStatus?: CartState['status'];
  routes?: Record<string, RouteHandler>;
  signOut?: () => void;
  setEffectiveAccount?: (account: { id: string; name: string }) => void;
}

export interface PreviewStore {
  store: StoreParts;
  calls: RecordedCall[];
}

export function previewStore(options: PreviewStoreOptions = {}): PreviewStore {
  const calls: RecordedCall[] = [];
  const session: SessionContext = toSessionContext(options.session ?? guestSession);
  const appContext: ApplicationContext | undefined =
    options.appContext === null ? undefined : toApplicationContext(options.appContext ?? previewApplicationContext);
  const locale = options.locale ?? 'en-US';
  const requestContext = requestFactsOf({ app: appContext, session, effectiveAccount: options.effectiveAccount, locale }) as RequestContext;
  const client = createStoreClient({ baseUrl: PREVIEW_ORIGIN, fetch: routeFetch(options.routes ?? {}, calls), csrfToken: () => 'preview' });
  const { api } = createStoreApi({ client, context: () => requestContext });
  const summary =
    options.cartProductCount === undefined
      ? undefined
      : { cartId: '0a6000000000001', currencyIsoCode: 'USD' as const, totalProductCount: String(options.cartProductCount), uniqueProductCount: 1 };
  const store: StoreParts = {
    api,
    application: { appContext, appContextStatus: appContext ? 'ready' : 'failed', requestContext, locale, siteBasePath: '', basePath: options.basePath ?? '' },
    session: {
      session,
      sessionStatus: options.sessionStatus ?? 'ready',
      isSignedIn: session.signedIn,
      effectiveAccount: options.effectiveAccount,
      signIn: async () => ({ session, guestCart: Promise.resolve(undefined) }),
      signOut: options.signOut ?? (() => undefined),
      setEffectiveAccount: options.setEffectiveAccount ?? (() => undefined),
    },
    cart: {
      summary,
      badge: cartBadge(summary?.totalProductCount ?? 0),
      status: options.cartStatus ?? (summary ? 'ready' : 'idle'),
      refresh: async () => summary,
      send: () => undefined,
      on: () => ({ unsubscribe: () => undefined }),
    },
  };
  return { store, calls };
}

/** What a preview's page did outside React: full-page navigations and opened addresses. */
export interface RecordedEnvironment extends WidgetEnvironment {
  assigned: string[];
  opened: { url: string; target: string }[];
}

export function recordingEnvironment(): RecordedEnvironment {
  const assigned: string[] = [];
  const opened: { url: string; target: string }[] = [];
  return {
    assigned,
    opened,
    assign: (url) => void assigned.push(url),
    openWithoutReferrer: (url, target) => void opened.push({ url, target }),
  };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/** The widgets inside a router, the store and their providers, with the dialog and toast hosts. */
export function PreviewFrame({
  store,
  environment,
  initialPath = '/',
  children,
}: {
  store: StoreParts;
  environment: WidgetEnvironment;
  initialPath?: string;
  children: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[initialPath]}>
      <StorePartsProvider parts={store}>
        <WidgetProviders environment={environment}>
          <main>{children}</main>
          <LocationProbe />
          <ModalHost />
          <ToastContainer />
        </WidgetProviders>
      </StorePartsProvider>
    </MemoryRouter>
  );
}

// The API areas, each named once by its module (a facade, as Spartacus' lazy features are): an
// area's module and the typed client load on the first call of any of its methods, so the API layer
// stays out of the JavaScript the first paint waits for (PX-05-009). The area's module is the one
// declaration of its methods: their names and types come from its factory, and a call of a method it
// lacks fails the typecheck, so no list of names is kept beside it (nor shipped on every page). Every
// method is async, so a call made before its module has loaded simply resolves later, with the same
// result and errors.
import { loadCode } from '../app/load-code.ts';
import type { StoreClient } from './client.ts';
// Types only: the request rules load with the first area, not with the page.
import type { AreaOptions, ContextSource, RequestContext } from './request.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any method of an area
type AsyncMethod = (...args: any[]) => Promise<unknown>;
type AreaFactory<Api> = (options: AreaOptions) => Api;

interface Area<Api> {
  load: () => Promise<AreaFactory<Api>>;
}

/** An area: its module's factory, whose methods must all be async. */
function area<Api extends Record<keyof Api, AsyncMethod>>(load: () => Promise<AreaFactory<Api>>): Area<Api> {
  return { load };
}

const API_AREAS = {
  context: area(() => import('./context.ts').then((m) => m.createContextApi)),
  accounts: area(() => import('./accounts.ts').then((m) => m.createAccountsApi)),
  catalogue: area(() => import('./catalogue.ts').then((m) => m.createCatalogueApi)),
  search: area(() => import('./search.ts').then((m) => m.createSearchApi)),
  personalisation: area(() => import('./personalisation.ts').then((m) => m.createPersonalisationApi)),
  content: area(() => import('./content.ts').then((m) => m.createContentApi)),
  navigation: area(() => import('./navigation.ts').then((m) => m.createNavigationApi)),
  cart: area(() => import('./cart.ts').then((m) => m.createCartApi)),
  checkout: area(() => import('./checkout.ts').then((m) => m.createCheckoutApi)),
  addresses: area(() => import('./addresses.ts').then((m) => m.createAddressesApi)),
  auth: area(() => import('./auth.ts').then((m) => m.createAuthApi)),
  orders: area(() => import('./orders.ts').then((m) => m.createOrdersApi)),
  recurring: area(() => import('./recurring.ts').then((m) => m.createRecurringApi)),
  wishlists: area(() => import('./wishlists.ts').then((m) => m.createWishlistsApi)),
  registration: area(() => import('./registration.ts').then((m) => m.createRegistrationApi)),
};

type Areas = typeof API_AREAS;
type AreaName = keyof Areas;
type ApiOf<A> = A extends Area<infer Api> ? Api : never;

/** The store's API: one object per area, its methods typed by the area's module. */
export type StoreApi = { [Name in AreaName]: ApiOf<Areas[Name]> };

export interface StoreApiOptions {
  /** A ready client (tests pass one over a fake fetch); the browser's, loaded on first use, by default. */
  client?: StoreClient;
  /** The web store; the client module's default one when absent. */
  webstoreId?: string;
  /** The request context each call reads (a getter, so each call sees the current one). */
  context?: ContextSource;
}

const GUEST: RequestContext = { isGuest: true };

/** A load that failed (every attempt of PX-05-025) is not kept: the next call loads again. */
function forgetFailure<T>(loading: Promise<T>, forget: () => void): Promise<T> {
  loading.catch(forget);
  return loading;
}

export interface StoreApiFactory {
  api: StoreApi;
  /** One area under another request context (the session read for a given effective account). */
  areaWith<Name extends AreaName>(name: Name, context: ContextSource): StoreApi[Name];
}

export function createStoreApi(options: StoreApiOptions = {}): StoreApiFactory {
  let base: Promise<Omit<AreaOptions, 'context'>> | undefined;
  const areaBase = () =>
    (base ??= forgetFailure(
      (async () => {
        if (options.client && options.webstoreId) return { client: options.client, webstoreId: options.webstoreId };
        const module = await loadCode(() => import('./client.ts'));
        return { client: options.client ?? module.createStoreClient(), webstoreId: options.webstoreId ?? module.DEFAULT_WEBSTORE_ID };
      })(),
      () => (base = undefined),
    ));

  function lazyArea<Api>({ load }: Area<Api>, context: ContextSource): Api {
    let loaded: Promise<Api> | undefined;
    const ready = () =>
      (loaded ??= forgetFailure(
        Promise.all([loadCode(load), areaBase()]).then(([create, shared]) => create({ ...shared, context })),
        () => (loaded = undefined),
      ));
    // Each method, made on its first use and kept (so a test's spy on it stays): every member of an
    // area is an async method, which area() checks where the area is listed. A symbol or `then` is
    // no method (else a promise resolving to an area would take it for a promise).
    const methods: Record<string, AsyncMethod> = {};
    return new Proxy(methods, {
      get: (target, name) =>
        typeof name === 'symbol' || name === 'then' ? undefined : (target[name] ??= async (...args: unknown[]) => ((await ready())[name as keyof Api] as AsyncMethod)(...args)),
    }) as Api;
  }

  // TypeScript cannot follow one name through two mapped types: the area's entry and its API agree by construction.
  const areaWith = <Name extends AreaName>(name: Name, context: ContextSource) => lazyArea(API_AREAS[name] as Area<StoreApi[Name]>, context);
  const context = options.context ?? GUEST;
  const api = Object.fromEntries((Object.keys(API_AREAS) as AreaName[]).map((name) => [name, areaWith(name, context)])) as StoreApi;
  return { api, areaWith };
}

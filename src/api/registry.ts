// The API areas, each named once with its methods listed (a facade, as Spartacus' lazy features
// do): an area's module and the typed client load on the first call of any of its methods, so the
// API layer stays out of the JavaScript the first paint waits for (PX-05-009). A method listed here
// and missing in its module, or the other way round, fails the typecheck. Every method is async, so
// a call made before its module has loaded simply resolves later, with the same result and errors.
import { loadCode } from '../app/load-code.ts';
import type { StoreClient } from './client.ts';
// Types only: the request rules load with the first area, not with the page.
import type { AreaOptions, ContextSource, RequestContext } from './request.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any method of an area
type AsyncMethod = (...args: any[]) => Promise<unknown>;
type AreaFactory<Api> = (options: AreaOptions) => Api;
/** Every method of an area, exactly: a missing or an extra name is a type error. */
type MethodList<Api> = { [Method in keyof Api]: 1 };

interface Area<Api> {
  load: () => Promise<AreaFactory<Api>>;
  methods: MethodList<Api>;
}

function area<Api extends Record<keyof Api, AsyncMethod>>(load: () => Promise<AreaFactory<Api>>, methods: MethodList<Api>): Area<Api> {
  return { load, methods };
}

export const API_AREAS = {
  context: area(() => import('./context.ts').then((m) => m.createContextApi), { readApplicationContext: 1, applicationContext: 1, sessionContext: 1, aiConfiguration: 1, shopperAgentContext: 1, addressCountries: 1 }),
  accounts: area(() => import('./accounts.ts').then((m) => m.createAccountsApi), { managedAccounts: 1, effectiveAccount: 1 }),
  catalogue: area(() => import('./catalogue.ts').then((m) => m.createCatalogueApi), { products: 1, product: 1, productChildren: 1, featuredProducts: 1, giftWrapProducts: 1, productPrice: 1, productPrices: 1, productTaxes: 1, category: 1, categoryPath: 1, categoryChildren: 1, categoryMenuItems: 1, inventoryLevels: 1 }),
  search: area(() => import('./search.ts').then((m) => m.createSearchApi), { search: 1, suggestions: 1 }),
  personalisation: area(() => import('./personalisation.ts').then((m) => m.createPersonalisationApi), { recommendations: 1, trackActivity: 1 }),
  content: area(() => import('./content.ts').then((m) => m.createContentApi), { contents: 1, content: 1 }),
  navigation: area(() => import('./navigation.ts').then((m) => m.createNavigationApi), { navigationMenuItems: 1 }),
  cart: area(() => import('./cart.ts').then((m) => m.createCartApi), { ensureCart: 1, summary: 1, items: 1, addItem: 1, addItems: 1, updateItem: 1, deleteItem: 1, deleteCart: 1, applyCoupon: 1, deleteCoupon: 1, reserveInventory: 1, products: 1, preserveGuestCart: 1, cloneCart: 1, deliveryGroups: 1, createDeliveryGroup: 1, deliveryGroup: 1, updateDeliveryGroup: 1, deleteDeliveryGroup: 1, arrangeItems: 1, quickOrder: 1 }),
  checkout: area(() => import('./checkout.ts').then((m) => m.createCheckoutApi), { start: 1, read: 1, update: 1, remove: 1, applyCoupon: 1, deleteCoupon: 1, orderActions: 1, placeOrder: 1, payment: 1, attachPurchaseOrder: 1, tokenizeCard: 1 }),
  addresses: area(() => import('./addresses.ts').then((m) => m.createAddressesApi), { list: 1, create: 1, update: 1, remove: 1 }),
  auth: area(() => import('./auth.ts').then((m) => m.createAuthApi), { signIn: 1, signOut: 1, requestPasswordReset: 1, resetPassword: 1, changePassword: 1 }),
  orders: area(() => import('./orders.ts').then((m) => m.createOrdersApi), { list: 1, get: 1, items: 1, shipments: 1, orderInvoices: 1, purchaseOrderDocument: 1, invoices: 1, invoiceDocument: 1, approvals: 1, approval: 1, approve: 1, decline: 1 }),
  recurring: area(() => import('./recurring.ts').then((m) => m.createRecurringApi), { list: 1, create: 1, get: 1, update: 1, delay: 1, cancel: 1 }),
  wishlists: area(() => import('./wishlists.ts').then((m) => m.createWishlistsApi), { list: 1, create: 1, get: 1, update: 1, remove: 1, items: 1, addItem: 1, removeItem: 1 }),
  registration: area(() => import('./registration.ts').then((m) => m.createRegistrationApi), { submit: 1, lookupAccount: 1, list: 1, get: 1, document: 1, approve: 1, decline: 1 }),
};

type Areas = typeof API_AREAS;
export type AreaName = keyof Areas;
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

  function lazyArea<Api>({ load, methods }: Area<Api>, context: ContextSource): Api {
    let loaded: Promise<Api> | undefined;
    const ready = () =>
      (loaded ??= forgetFailure(
        Promise.all([loadCode(load), areaBase()]).then(([create, shared]) => create({ ...shared, context })),
        () => (loaded = undefined),
      ));
    // Every listed member is an async method: area() checks it where the area is listed.
    const entries = (Object.keys(methods) as (keyof Api)[]).map((name) => [name, async (...args: unknown[]) => ((await ready())[name] as AsyncMethod)(...args)]);
    return Object.fromEntries(entries) as Api;
  }

  // TypeScript cannot follow one name through two mapped types: the area's entry and its API agree by construction.
  const areaWith = <Name extends AreaName>(name: Name, context: ContextSource) => lazyArea(API_AREAS[name] as Area<StoreApi[Name]>, context);
  const context = options.context ?? GUEST;
  const api = Object.fromEntries((Object.keys(API_AREAS) as AreaName[]).map((name) => [name, areaWith(name, context)])) as StoreApi;
  return { api, areaWith };
}

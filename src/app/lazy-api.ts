// The store API with the same shape as createStoreApi, but the typed client and each area module
// load on the first call: the API layer stays out of the JavaScript the first paint waits for
// (PX-05-009). Every area method is async, so a call made before its module has loaded simply
// resolves later, with the same result and the same errors.
import type { StoreClient } from '../api/client.ts';
import type { AreaOptions, ContextSource } from '../api/request.ts';
import type { StoreApi } from '../api/store.ts';
import { loadCode } from './load-code.ts';

type Area = Exclude<keyof StoreApi, 'applicationContext'>;
type AreaFactory<K extends Area> = (options: AreaOptions) => StoreApi[K];

const loaders: { [K in Area]: () => Promise<AreaFactory<K>> } = {
  context: () => import('../api/context.ts').then((m) => m.createContextApi),
  accounts: () => import('../api/accounts.ts').then((m) => m.createAccountsApi),
  catalogue: () => import('../api/catalogue.ts').then((m) => m.createCatalogueApi),
  search: () => import('../api/search.ts').then((m) => m.createSearchApi),
  personalisation: () => import('../api/personalisation.ts').then((m) => m.createPersonalisationApi),
  content: () => import('../api/content.ts').then((m) => m.createContentApi),
  navigation: () => import('../api/navigation.ts').then((m) => m.createNavigationApi),
  cart: () => import('../api/cart.ts').then((m) => m.createCartApi),
  checkout: () => import('../api/checkout.ts').then((m) => m.createCheckoutApi),
  addresses: () => import('../api/addresses.ts').then((m) => m.createAddressesApi),
  auth: () => import('../api/auth.ts').then((m) => m.createAuthApi),
  orders: () => import('../api/orders.ts').then((m) => m.createOrdersApi),
  recurring: () => import('../api/recurring.ts').then((m) => m.createRecurringApi),
  wishlists: () => import('../api/wishlists.ts').then((m) => m.createWishlistsApi),
  registration: () => import('../api/registration.ts').then((m) => m.createRegistrationApi),
};

export interface LazyApiOptions {
  /** A ready client (tests pass one over a fake fetch); the browser's, loaded on first use, by default. */
  client?: StoreClient;
  /** The web store; the default one of the client module when absent. */
  webstoreId?: string;
  context: ContextSource;
}

type Method = (...args: unknown[]) => Promise<unknown>;

/** A load that failed (every attempt of PX-05-025) is not kept: the next call loads again. */
function forgetFailure<T>(loading: Promise<T>, forget: () => void): Promise<T> {
  loading.catch(forget);
  return loading;
}

export interface LazyStoreApi {
  api: StoreApi;
  /** The context calls under another request context (the session read for a given effective account). */
  contextApiWith(context: ContextSource): StoreApi['context'];
}

export function createLazyStoreApi(options: LazyApiOptions): LazyStoreApi {
  let base: Promise<Omit<AreaOptions, 'context'>> | undefined;
  const areaBase = () =>
    (base ??= forgetFailure(
      (async () => {
        if (options.client && options.webstoreId) return { client: options.client, webstoreId: options.webstoreId };
        const module = await loadCode(() => import('../api/client.ts'));
        return { client: options.client ?? module.createStoreClient(), webstoreId: options.webstoreId ?? module.DEFAULT_WEBSTORE_ID };
      })(),
      () => (base = undefined),
    ));

  function lazyArea<K extends Area>(name: K, context: ContextSource): StoreApi[K] {
    let loaded: Promise<Record<string, Method>> | undefined;
    const methods = new Map<string, Method>();
    const load = () =>
      (loaded ??= forgetFailure(
        Promise.all([loadCode(loaders[name]), areaBase()]).then(
          ([create, ready]) => (create as AreaFactory<K>)({ ...ready, context }) as unknown as Record<string, Method>,
        ),
        () => (loaded = undefined),
      ));
    return new Proxy({} as StoreApi[K], {
      get(_target, property) {
        // Not a thenable, and no symbol members: an area has only named async methods.
        if (typeof property !== 'string' || property === 'then') return undefined;
        let method = methods.get(property);
        if (!method) {
          method = async (...args: unknown[]) => {
            const area = await load();
            const member = area[property];
            if (typeof member !== 'function') throw new TypeError(`The ${name} API has no ${property} call.`);
            return member(...args);
          };
          methods.set(property, method);
        }
        return method;
      },
    });
  }

  const context = lazyArea('context', options.context);
  const api: StoreApi = {
    applicationContext: (signal?: AbortSignal) => context.applicationContext(signal),
    context,
    accounts: lazyArea('accounts', options.context),
    catalogue: lazyArea('catalogue', options.context),
    search: lazyArea('search', options.context),
    personalisation: lazyArea('personalisation', options.context),
    content: lazyArea('content', options.context),
    navigation: lazyArea('navigation', options.context),
    cart: lazyArea('cart', options.context),
    checkout: lazyArea('checkout', options.context),
    addresses: lazyArea('addresses', options.context),
    auth: lazyArea('auth', options.context),
    orders: lazyArea('orders', options.context),
    recurring: lazyArea('recurring', options.context),
    wishlists: lazyArea('wishlists', options.context),
    registration: lazyArea('registration', options.context),
  };
  return { api, contextApiWith: (source) => lazyArea('context', source) };
}

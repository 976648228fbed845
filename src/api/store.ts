// The storefront's API layer: one place where the specification's request rules meet HTTP. Each
// area module is a factory over the typed client, the web store and the request context.
import { createAccountsApi } from './accounts.ts';
import { createAddressesApi } from './addresses.ts';
import { createAuthApi } from './auth.ts';
import { createCartApi } from './cart.ts';
import { createCatalogueApi } from './catalogue.ts';
import { createCheckoutApi } from './checkout.ts';
import { createStoreClient, DEFAULT_WEBSTORE_ID } from './client.ts';
import { createContentApi } from './content.ts';
import { createContextApi } from './context.ts';
import { createNavigationApi } from './navigation.ts';
import { createOrdersApi } from './orders.ts';
import { createPersonalisationApi } from './personalisation.ts';
import { createRecurringApi } from './recurring.ts';
import { createRegistrationApi } from './registration.ts';
import { GUEST_CONTEXT, type AreaOptions } from './request.ts';
import { createSearchApi } from './search.ts';
import { createWishlistsApi } from './wishlists.ts';

export function createStoreApi(options: Partial<AreaOptions> = {}) {
  const area: AreaOptions = {
    client: options.client ?? createStoreClient(),
    webstoreId: options.webstoreId ?? DEFAULT_WEBSTORE_ID,
    context: options.context ?? GUEST_CONTEXT,
  };
  const context = createContextApi(area);
  return {
    /** Made as a guest; the response's cache-control max-age drives the context cache (SH-7-003 to SH-7-005). */
    applicationContext: context.applicationContext,
    context,
    accounts: createAccountsApi(area),
    catalogue: createCatalogueApi(area),
    search: createSearchApi(area),
    personalisation: createPersonalisationApi(area),
    content: createContentApi(area),
    navigation: createNavigationApi(area),
    cart: createCartApi(area),
    checkout: createCheckoutApi(area),
    addresses: createAddressesApi(area),
    auth: createAuthApi(area),
    orders: createOrdersApi(area),
    recurring: createRecurringApi(area),
    wishlists: createWishlistsApi(area),
    registration: createRegistrationApi(area),
  };
}

export type StoreApi = ReturnType<typeof createStoreApi>;

export const storeApi = createStoreApi();

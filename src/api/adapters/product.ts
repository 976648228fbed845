// The product page's adapters: the cart, wishlists, addresses and recurring areas' calls bound to the
// actors of the product page's machines (buying, the standing-order option), and the reads of its
// later parts (a bundle's components, the recommendations). Apart from catalogue.ts, which the listing
// pages share, so the listing's files do not carry them.
import { fromPromise } from 'xstate';
import { readAllComponents, type ProductComponent } from '../../../machines/catalogue/product-children.ts';
import { PRODUCT_CHILDREN_PAGE_SIZE } from '../../../machines/constants/api.ts';
import type { CartAdded } from '../../../machines/cart/cart.machine.ts';
import type { CartAddRequest } from '../../../machines/catalogue/product-purchase.machine.ts';
import type { StandingOrderCreateRequest } from '../../../machines/catalogue/standing-order-setup.machine.ts';
import type { Wire } from '../../../machines/wire.ts';
import type { StoreApi } from '../registry.ts';
import { wishlistAddActors } from './wishlist-add.ts';

/** CC-8-030 'Add to cart'; PX-06-015, PX-18-023 the wishlist button (a new list takes `newListName`); resolves with the list's id. */
export function productPurchaseActors(api: StoreApi, newListName: string) {
  return {
    addToCart: fromPromise<CartAdded['result'], CartAddRequest>(async ({ input, signal }) => {
      const answer = await api.cart.addItem({ productId: input.productId, quantity: String(input.quantity), type: 'Product' }, { signal });
      return answer.data;
    }),
    ...wishlistAddActors(api, newListName),
  };
}

/** PX-06-040: the account's shipping addresses (the machine picks the one to ship to) and the standing order's create. */
export function productStandingOrderActors(api: StoreApi) {
  return {
    shippingAddresses: fromPromise<Wire['AccountAddress'][]>(async ({ signal }) => (await api.addresses.list({ addressType: 'Shipping' }, { signal })).items),
    create: fromPromise<unknown, { request: StandingOrderCreateRequest }>(({ input, signal }) => api.recurring.create(input.request, signal)),
  };
}

/** PX-19-005: a bundle's or set's components, every page of them (the machine follows the page tokens). */
export function readProductComponents(api: StoreApi, productId: string, signal?: AbortSignal): Promise<ProductComponent[]> {
  return readAllComponents((pageToken) => api.catalogue.productChildren(productId, { pageSize: PRODUCT_CHILDREN_PAGE_SIZE, ...(pageToken ? { pageToken } : {}) }, signal));
}

/** The recommender the product page asks (the sandbox answers any name). */
const PRODUCT_PAGE_RECOMMENDER = 'SimilarProducts';

/** CC-7-025: products like this one, with their prices and details (CC-7-026: none asked without a host). */
export function readRecommendations(api: StoreApi, productId: string, signal?: AbortSignal) {
  return api.personalisation.recommendations({ recommender: PRODUCT_PAGE_RECOMMENDER, anchorValues: [productId], includePricingAndProductInformation: true }, signal);
}

// The product page's adapters: the cart, wishlists, addresses and recurring areas' calls bound to the
// actors of the product page's machines (buying, the standing-order option). Apart from
// catalogue.ts, which the listing pages share, so the listing's files do not carry them.
import { fromPromise } from 'xstate';
import type { CartAddRequest } from '../../../machines/catalogue/product-purchase.machine.ts';
import type { StandingOrderCreateRequest } from '../../../machines/catalogue/standing-order-setup.machine.ts';
import type { Wire } from '../../../machines/wire.ts';
import type { StoreApi } from '../registry.ts';
import { wishlistAddActors } from './wishlist-add.ts';

/** CC-8-030 'Add to cart'; PX-06-015, PX-18-023 the wishlist button (a new list takes `newListName`); resolves with the list's id. */
export function productPurchaseActors(api: StoreApi, newListName: string) {
  return {
    addToCart: fromPromise<unknown, CartAddRequest>(async ({ input, signal }) => {
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

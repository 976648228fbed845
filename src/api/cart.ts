// Cart calls (CC §7 "Cart"): every call but DELETE adds effectiveAccountId and currencyIsoCode,
// every call sends X-HighScale when the high-scale cart is on, {cartId} defaults to the current
// cart, and failures keep their message only for CART_VALIDATION_ERROR.
import { requireDeliveryGroupId, requireOption } from '../../machines/api/validation.ts';
import { CART_LIST_PRODUCT_FIELDS, CLONE_TARGET_TYPE, LIST_SORT_ORDER_DEFAULT } from '../../machines/constants/api.ts';
import {
  CART_PAGE_NUMBER,
  CART_PAGE_SIZE,
  DEFAULT_CART_NAME,
  DEFAULT_INVENTORY_RESERVATION_SECONDS,
  DELIVERY_GROUP_LIMIT,
} from '../../machines/constants/cart-checkout.ts';
import { normaliseCartErrors } from './errors.ts';
import {
  answer,
  cartQuery,
  dataOf,
  done,
  highScaleHeader,
  readContext,
  type AnswerOptions,
  type AreaOptions,
  type BodyOf,
  type QueryOptions,
  WEBSTORE_PATH,
} from './request.ts';

export interface CartCall {
  /** A cart id, or `current` / `active`; the current cart when absent (CC-7-049). */
  cartId?: string;
  signal?: AbortSignal;
}

export function createCartApi({ client, webstoreId, context }: AreaOptions) {
  const base = WEBSTORE_PATH;
  const cart = `${base}/carts/{cartStateOrId}` as const;

  /** CC-7-047, CC-7-049, CC-7-050. */
  function shape(call: CartCall = {}) {
    const ctx = readContext(context);
    const cartStateOrId = call.cartId === undefined ? DEFAULT_CART_NAME : requireOption('cartId', call.cartId);
    return {
      path: { webstoreId, cartStateOrId },
      query: cartQuery(ctx),
      header: highScaleHeader(ctx.highScaleCartEnabled),
    };
  }

  /** CC-7-048: DELETE carries neither effectiveAccountId nor currencyIsoCode. */
  function deleteShape(call: CartCall = {}) {
    const { path, header } = shape(call);
    return { path, header };
  }

  /** CC-8-020. */
  const options = (signal?: AbortSignal): AnswerOptions => ({
    signal,
    mapError: (error) => error.withErrors(normaliseCartErrors(error.errors)),
  });

  return {
    /** CC-7-051: PUT with an empty body ensures the cart exists. */
    async ensureCart(call: CartCall = {}) {
      const params = shape(call);
      return dataOf(client.PUT(cart, { params, body: {}, signal: call.signal }), options(call.signal));
    },

    /** CC-7-052; a 202 while the cart is processed (PX-02-007). */
    async summary(call: CartCall = {}) {
      return answer(client.GET(`${cart}/compact-summary`, { params: shape(call), signal: call.signal }), options(call.signal));
    },

    /** CC-7-053, CC-3-027 to CC-3-029, CC-9-001, CC-9-002: page 1 of 25, newest first, all product fields, unless asked otherwise. */
    async items(query: QueryOptions<'listCartItems'> = {}, call: CartCall = {}) {
      const params = shape(call);
      const defaults = {
        sort: LIST_SORT_ORDER_DEFAULT,
        productFields: CART_LIST_PRODUCT_FIELDS,
        pageNumber: CART_PAGE_NUMBER,
        pageSize: CART_PAGE_SIZE,
      } as const;
      return answer(
        client.GET(`${cart}/cart-items`, {
          params: { ...params, query: { ...defaults, ...query, ...params.query } },
          signal: call.signal,
        }),
        options(call.signal),
      );
    },

    /** CC-7-054. */
    async addItem(body: BodyOf<'addCartItem'>, call: CartCall = {}) {
      return answer(client.POST(`${cart}/cart-items`, { params: shape(call), body, signal: call.signal }), options(call.signal));
    },

    /** CC-7-055: inputs of richInput. */
    async addItems(inputs: BodyOf<'addCartItemsBatch'>['inputs'], call: CartCall = {}) {
      return dataOf(client.POST(`${cart}/cart-items/batch`, { params: shape(call), body: { inputs }, signal: call.signal }), options(call.signal));
    },

    /** CC-7-056. */
    async updateItem(cartItemId: string, quantity: BodyOf<'updateCartItem'>['quantity'], call: CartCall = {}) {
      const params = shape(call);
      const id = requireOption('cartItemId', cartItemId);
      return answer(
        client.PATCH(`${cart}/cart-items/{cartItemId}`, {
          params: { ...params, path: { ...params.path, cartItemId: id } },
          body: { quantity },
          signal: call.signal,
        }),
        options(call.signal),
      );
    },

    /** CC-7-057, CC-7-048. */
    async deleteItem(cartItemId: string, call: CartCall = {}) {
      const params = deleteShape(call);
      const id = requireOption('cartItemId', cartItemId);
      return done(
        client.DELETE(`${cart}/cart-items/{cartItemId}`, { params: { ...params, path: { ...params.path, cartItemId: id } }, signal: call.signal }),
        options(call.signal),
      );
    },

    /** CC-7-058, CC-7-048. */
    async deleteCart(call: CartCall = {}) {
      return done(client.DELETE(cart, { params: deleteShape(call), signal: call.signal }), options(call.signal));
    },

    /** CC-7-059. */
    async applyCoupon(couponCode: string, call: CartCall = {}) {
      return dataOf(client.POST(`${cart}/cart-coupons`, { params: shape(call), body: { couponCode }, signal: call.signal }), options(call.signal));
    },

    /** CC-7-060, CC-7-048. */
    async deleteCoupon(cartCouponId: string, call: CartCall = {}) {
      const params = deleteShape(call);
      const id = requireOption('cartCouponId', cartCouponId);
      return done(
        client.DELETE(`${cart}/cart-coupons/{cartCouponId}`, { params: { ...params, path: { ...params.path, cartCouponId: id } }, signal: call.signal }),
        options(call.signal),
      );
    },

    /** CC-7-061, CC-9-004, CC-9-005: 14400 seconds unless the configured source gives another. */
    async reserveInventory(durationInSeconds: number = DEFAULT_INVENTORY_RESERVATION_SECONDS, call: CartCall = {}) {
      return dataOf(
        client.PUT(`${cart}/inventory-reservations`, { params: shape(call), body: { durationInSeconds }, signal: call.signal }),
        options(call.signal),
      );
    },

    /** CC-7-062. */
    async products(query: QueryOptions<'listCartProducts'> = {}, call: CartCall = {}) {
      const params = shape(call);
      return answer(
        client.GET(`${cart}/products`, { params: { ...params, query: { ...query, ...params.query } }, signal: call.signal }),
        options(call.signal),
      );
    },

    /** CC-7-063: moves a guest cart into the signed-in buyer's cart. */
    async preserveGuestCart(body: BodyOf<'preserveGuestCart'>, signal?: AbortSignal) {
      const { query, header } = shape();
      return dataOf(
        client.POST(`${base}/carts/actions/preserve`, { params: { path: { webstoreId }, query, header }, body, signal }),
        options(signal),
      );
    },

    /** CC-7-064: body cartId, query targetType PayNowReadOnly. */
    async cloneCart(cartId: string, signal?: AbortSignal) {
      const id = requireOption('cartId', cartId);
      const { query, header } = shape();
      return dataOf(
        client.POST(`${base}/carts/actions/clone`, {
          params: { path: { webstoreId }, query: { ...query, targetType: CLONE_TARGET_TYPE }, header },
          body: { cartId: id },
          signal,
        }),
        options(signal),
      );
    },

    /** CC-7-065, CC-9-003: at most 20 groups unless asked otherwise. */
    async deliveryGroups(query: QueryOptions<'listDeliveryGroups'> = {}, call: CartCall = {}) {
      const params = shape(call);
      return dataOf(
        client.GET(`${cart}/delivery-groups`, {
          params: { ...params, query: { limit: DELIVERY_GROUP_LIMIT, ...query, ...params.query } },
          signal: call.signal,
        }),
        options(call.signal),
      );
    },

    /** CC-7-065. */
    async createDeliveryGroup(body: BodyOf<'createDeliveryGroup'>, call: CartCall = {}) {
      return dataOf(client.POST(`${cart}/delivery-groups`, { params: shape(call), body, signal: call.signal }), options(call.signal));
    },

    /** CC-7-065, CC-5-037, CC-5-038: loading a group's items needs its id. */
    async deliveryGroup(deliveryGroupId: string, query: QueryOptions<'getDeliveryGroup'> = {}, call: CartCall = {}) {
      const id = requireDeliveryGroupId(deliveryGroupId);
      const params = shape(call);
      return dataOf(
        client.GET(`${cart}/delivery-groups/{deliveryGroupId}`, {
          params: { ...params, path: { ...params.path, deliveryGroupId: id }, query: { ...query, ...params.query } },
          signal: call.signal,
        }),
        options(call.signal),
      );
    },

    /** CC-7-065; PX-02-005. */
    async updateDeliveryGroup(deliveryGroupId: string, body: BodyOf<'updateDeliveryGroup'>, call: CartCall = {}) {
      const id = requireDeliveryGroupId(deliveryGroupId);
      const params = shape(call);
      return dataOf(
        client.PATCH(`${cart}/delivery-groups/{deliveryGroupId}`, {
          params: { ...params, path: { ...params.path, deliveryGroupId: id } },
          body,
          signal: call.signal,
        }),
        options(call.signal),
      );
    },

    /** CC-7-066, CC-7-048; PX-02-005. */
    async deleteDeliveryGroup(deliveryGroupId: string, call: CartCall = {}) {
      const id = requireDeliveryGroupId(deliveryGroupId);
      const params = deleteShape(call);
      return done(
        client.DELETE(`${cart}/delivery-groups/{deliveryGroupId}`, {
          params: { ...params, path: { ...params.path, deliveryGroupId: id } },
          signal: call.signal,
        }),
        options(call.signal),
      );
    },

    /** CC-7-067; a 202 while the items move (PX-02-007); emptied groups deleted when asked (PX-14-004). */
    async arrangeItems(arrangements: BodyOf<'arrangeDeliveryGroupItems'>['arrangements'], call: CartCall = {}, deleteEmptyDeliveryGroups = false) {
      const body = deleteEmptyDeliveryGroups ? { arrangements, deleteEmptyDeliveryGroups } : { arrangements };
      return answer(
        client.POST(`${cart}/delivery-groups/actions/arrange-items`, { params: shape(call), body, signal: call.signal }),
        options(call.signal),
      );
    },

    /** Extension: quick order by SKU into the cart, with the cart base query. */
    async quickOrder(body: BodyOf<'quickOrder'>, call: CartCall = {}) {
      const { path, query } = shape(call);
      return dataOf(client.POST(`${cart}/actions/quick-order`, { params: { path, query }, body, signal: call.signal }), options(call.signal));
    },
  };
}

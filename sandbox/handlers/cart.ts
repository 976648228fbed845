// Carts, items, coupons, reservations, guest-cart preservation, cloning, delivery groups and quick order.
import { accepted, actingAccount, currencyFor, noContent, ok, requireUser, shopperOf, type Call, type Ctx, type Reply } from '../http/context.ts';
import { toApiError } from '../http/errors.ts';
import { addEach, addToCart, deleteItem, setQuantity } from '../domain/carts/add-cart-item.ts';
import { applyCoupon, removeCoupon } from '../domain/carts/apply-coupon.ts';
import { cartOwner } from '../domain/carts/cart-ownership.ts';
import { cartToRead, ensureCart as ensureCartOf, readCart } from '../domain/carts/resolve-cart.ts';
import { changeCart, cloneCart as cloneCartOf, deleteCart as deleteCartOf, isProcessing } from '../domain/carts/change-cart.ts';
import { couponList, groupView } from '../domain/carts/cart-wire-view.ts';
import { preserveGuestCart as preserveGuestCartOf } from '../domain/carts/preserve-guest-cart.ts';
import { priceCart, pricedItemView, type PricedItem } from '../domain/carts/price-cart.ts';
import { quickOrder as quickOrderOf } from '../domain/carts/quick-order.ts';
import { reserveStock } from '../domain/carts/reserve-stock.ts';
import { wholeQuantity } from '../domain/carts/quantity-rules.ts';
import type { CartRow } from '../domain/carts/cart-rows.ts';
import { arrangeItems, createGroup, deleteGroup, findGroup, updateGroup } from '../domain/delivery-groups.ts';
import { invalidInput, notFound } from '../domain/errors.ts';
import { DEFAULT_INVENTORY_RESERVATION_SECONDS } from '../../machines/constants/cart-checkout.ts';
import type { Queryable } from '../db/index.ts';
import type { Wire } from '../domain/wire.ts';
import { webstorePath } from '../config.ts';

/** The caller's cart owner and currency (a guest needs guest carts on; a buyer acts for an account). */
async function cartCaller(ctx: Call) {
  const account = ctx.user ? await actingAccount(ctx) : undefined;
  return { owner: cartOwner(ctx.core, shopperOf(ctx), account?.id ?? null), currency: currencyFor(ctx, account) };
}

/** A cart call: the path names the cart (`current` when the operation names none). */
type CartCall = Call & { params: { cartStateOrId?: string } };
const cartParam = (ctx: CartCall) => ctx.params.cartStateOrId ?? 'current';

/** The caller's existing cart (404 when there is none). */
async function callersCart(ctx: CartCall) {
  const { owner, currency } = await cartCaller(ctx);
  return readCart(ctx.core, owner, cartParam(ctx), currency);
}

/** The cart a GET reads: `current` with no cart yet is an empty cart that nothing stores (PX-19-002). */
async function cartForRead(ctx: CartCall) {
  const { owner, currency } = await cartCaller(ctx);
  return { cart: await cartToRead(ctx.core, owner, cartParam(ctx), currency) };
}

/** Runs a change of the caller's cart under its row lock. */
async function changeCallersCart<T>(ctx: CartCall, change: (q: Queryable, cart: CartRow) => Promise<T>, create = true) {
  const { owner, currency } = await cartCaller(ctx);
  return changeCart(ctx.core, owner, cartParam(ctx), { create, currency }, change);
}

export async function ensureCart(ctx: Ctx<'ensureCart'>): Reply<'ensureCart'> {
  const { owner, currency } = await cartCaller(ctx);
  const { cart, created } = await ensureCartOf(ctx.core, owner, ctx.params.cartStateOrId, currency);
  return ok((await priceCart(ctx.core.db, ctx.core, cart)).summary, created ? 201 : 200);
}

export async function deleteCart(ctx: Ctx<'deleteCart'>): Reply<'deleteCart'> {
  const { cart } = await callersCart(ctx);
  await deleteCartOf(ctx.core, cart);
  return noContent();
}

/** GET carts/{cartStateOrId}: the summary of an existing cart; unlike PUT it creates none (404). */
export async function getCart(ctx: Ctx<'getCart'>): Reply<'getCart'> {
  const { cart } = await callersCart(ctx);
  if (isProcessing(ctx.core, cart.id)) return accepted(1, `${webstorePath(ctx.params.webstoreId)}/carts/${cart.id}`);
  return ok((await priceCart(ctx.core.db, ctx.core, cart)).summary);
}

export async function getCartSummary(ctx: Ctx<'getCartSummary'>): Reply<'getCartSummary'> {
  const { cart } = await cartForRead(ctx);
  if (isProcessing(ctx.core, cart.id)) return accepted(1, `${webstorePath(ctx.params.webstoreId)}/carts/${cart.id}/compact-summary`);
  return ok((await priceCart(ctx.core.db, ctx.core, cart)).summary);
}

const SORTS: Record<string, (a: any, b: any) => number> = {
  CreatedDateAsc: (a, b) => a.row.created_at - b.row.created_at || a.row.id.localeCompare(b.row.id),
  CreatedDateDesc: (a, b) => b.row.created_at - a.row.created_at || b.row.id.localeCompare(a.row.id),
  NameAsc: (a, b) => a.product.name.localeCompare(b.product.name),
  NameDesc: (a, b) => b.product.name.localeCompare(a.product.name),
  SalesPriceAsc: (a, b) => a.cents.sales - b.cents.sales,
  SalesPriceDesc: (a, b) => b.cents.sales - a.cents.sales,
};

export async function listCartItems(ctx: Ctx<'listCartItems'>): Reply<'listCartItems'> {
  const { cart } = await cartForRead(ctx);
  if (isProcessing(ctx.core, cart.id)) return accepted(1);
  const priced = await priceCart(ctx.core.db, ctx.core, cart);
  const pageSize = ctx.query.pageSize ?? 25;
  const pageNumber = ctx.query.pageNumber ?? 1;
  const sorted = [...priced.items].sort(SORTS[ctx.query.sort ?? 'CreatedDateDesc']);
  const page = sorted.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  const base = `${webstorePath(ctx.params.webstoreId)}/carts/${cart.id}/cart-items`;
  const url = (n: number) => `${base}?pageNumber=${n}&pageSize=${pageSize}`;
  const hasNext = pageNumber * pageSize < sorted.length;
  return ok({
    cartItems: page.map((i): Wire['CartItemResult'] => ({ cartItem: withProductFields(ctx.core, i, ctx.query.productFields), message: null, status: 'Success' })),
    cartSummary: priced.summary,
    ...(ctx.query.includeCoupons ? { cartCoupons: couponList(priced) } : {}),
    hasErrors: priced.summary.messagesSummary.hasErrors,
    currentPageToken: String(pageNumber), currentPageUrl: url(pageNumber),
    nextPageToken: hasNext ? String(pageNumber + 1) : null, nextPageUrl: hasNext ? url(pageNumber + 1) : null,
    previousPageToken: pageNumber > 1 ? String(pageNumber - 1) : null, previousPageUrl: pageNumber > 1 ? url(pageNumber - 1) : null,
  });
}

/**
 * CC-3-029, PX-23-001: the product fields asked for (`*` all of them) in each line's productDetails.fields,
 * as the product reads give them; the cart page finds the lines eligible for standing orders by them.
 */
function withProductFields(core: Call['core'], item: PricedItem, wanted: string[] | undefined): PricedItem['view'] {
  const details = item.view.productDetails;
  if (!wanted || wanted.length === 0 || !details) return item.view;
  return { ...item.view, productDetails: { ...details, fields: core.catalogue.pickFields(item.product, wanted) } };
}

async function itemView(ctx: Call, cart: CartRow, itemId: string) {
  return (await pricedItemView(ctx.core.db, ctx.core, cart, itemId))!;
}

export async function addCartItem(ctx: Ctx<'addCartItem'>): Reply<'addCartItem'> {
  const body = ctx.body;
  const quantity = wholeQuantity(body.quantity);
  const { cart, result: itemId } = await changeCallersCart(ctx, (q, cart) => addToCart(q, ctx.core, cart, body.productId, quantity, body));
  if (ctx.core.options.asyncCartReads) return accepted(1);
  return ok(await itemView(ctx, cart, itemId), 201);
}

export async function addCartItemsBatch(ctx: Ctx<'addCartItemsBatch'>): Reply<'addCartItemsBatch'> {
  const lines = ctx.body.inputs.map(({ richInput }) => richInput);
  const { cart, result } = await changeCallersCart(ctx, (q, cart) => addEach(q, ctx.core, cart, lines));
  const priced = await priceCart(ctx.core.db, ctx.core, cart);
  const results = result.map((o) => {
    if (!o.error) return { result: priced.items.find((i) => i.row.id === o.itemId)!.view, statusCode: 201 };
    const error = toApiError(o.error);
    return { result: error.entries, statusCode: error.status };
  });
  const hasErrors = result.some((o) => o.error);
  return ok({ hasErrors, results }, hasErrors ? 200 : 201);
}

export async function updateCartItem(ctx: Ctx<'updateCartItem'>): Reply<'updateCartItem'> {
  const quantity = wholeQuantity(ctx.body.quantity);
  const { cart } = await changeCallersCart(ctx, (q, cart) => setQuantity(q, ctx.core, cart, ctx.params.cartItemId, quantity), false);
  if (ctx.core.options.asyncCartReads) return accepted(1);
  return ok(await itemView(ctx, cart, ctx.params.cartItemId));
}

export async function deleteCartItem(ctx: Ctx<'deleteCartItem'>): Reply<'deleteCartItem'> {
  await changeCallersCart(ctx, (q, cart) => deleteItem(q, cart, ctx.params.cartItemId), false);
  return noContent();
}

export async function applyCartCoupon(ctx: Ctx<'applyCartCoupon'>): Reply<'applyCartCoupon'> {
  const { cart } = await changeCallersCart(ctx, (q, cart) => applyCoupon(q, cart, ctx.body.couponCode));
  const priced = await priceCart(ctx.core.db, ctx.core, cart);
  return ok({ cartCoupons: couponList(priced), cartId: cart.id, cartStatus: cart.status }, 201);
}

export async function deleteCartCoupon(ctx: Ctx<'deleteCartCoupon'>): Reply<'deleteCartCoupon'> {
  const { cartCouponId } = ctx.params;
  await changeCallersCart(ctx, async (q, cart) => {
    if (!(await removeCoupon(q, cart, cartCouponId))) throw notFound(`Coupon ${cartCouponId} is not applied to this cart.`);
  }, false);
  return noContent();
}

/** The longest reservation: the inventory source's configured value, else CC §9's default (PX-10-005). */
const maxReservationSeconds = (ctx: Call) =>
  ctx.core.settings.inventoryConfiguration.inventoryDefaultSource.reservationDurationSeconds ?? DEFAULT_INVENTORY_RESERVATION_SECONDS;

export async function reserveCartInventory(ctx: Ctx<'reserveCartInventory'>): Reply<'reserveCartInventory'> {
  const longest = maxReservationSeconds(ctx);
  const seconds = ctx.body?.durationInSeconds ?? longest;
  if (seconds > longest) throw invalidInput(`durationInSeconds must be at most ${longest} (the store's reservation limit).`, 'INVALID_DURATION');
  const { result } = await changeCallersCart(ctx, (q, cart) => reserveStock(q, ctx.core, cart, seconds), false);
  return ok(result);
}

export async function listCartProducts(ctx: Ctx<'listCartProducts'>): Reply<'listCartProducts'> {
  const { cart } = await cartForRead(ctx);
  if (isProcessing(ctx.core, cart.id)) return accepted(1);
  const priced = await priceCart(ctx.core.db, ctx.core, cart);
  const byProduct = new Map<string, any[]>();
  for (const item of priced.items) byProduct.set(item.product.id, [...(byProduct.get(item.product.id) ?? []), item.view]);
  const pageSize = ctx.query.pageSize ?? 25;
  const pageNumber = ctx.query.pageNumber ?? 1;
  const products = [...byProduct].sort((a, b) => a[0].localeCompare(b[0])).map(([productId, cartItems]) => ({ productId, cartItems }));
  return ok({ products: products.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), pageNumber, pageSize, totalProductCount: products.length });
}

/** Moves a guest cart's products into the buyer's cart; products that cannot move are reported. */
export async function preserveGuestCart(ctx: Ctx<'preserveGuestCart'>): Reply<'preserveGuestCart'> {
  requireUser(ctx);
  const { owner, currency } = await cartCaller(ctx);
  return ok(await preserveGuestCartOf(ctx.core, owner, currency, ctx.body.cartId));
}

export async function cloneCart(ctx: Ctx<'cloneCart'>): Reply<'cloneCart'> {
  const { owner } = await cartCaller(ctx);
  return ok({ cartId: await cloneCartOf(ctx.core, owner, ctx.body.cartId) }, 201);
}

// ------------------------------------------------------------------ delivery groups

export async function listDeliveryGroups(ctx: Ctx<'listDeliveryGroups'>): Reply<'listDeliveryGroups'> {
  const { cart } = await cartForRead(ctx);
  const priced = await priceCart(ctx.core.db, ctx.core, cart);
  const groups = priced.groups.slice(0, ctx.query.limit ?? 20);
  return ok({ count: groups.length, items: groups.map((g) => groupView(priced, g, ctx.query.cartItemLimit)), nextPageToken: null });
}

async function groupAnswer<S extends 200 | 201>(ctx: Call, cart: CartRow, groupId: string, status: S) {
  const priced = await priceCart(ctx.core.db, ctx.core, cart);
  return ok({ ...groupView(priced, priced.groups.find((g) => g.id === groupId)!), nextPageToken: null }, status);
}

export async function createDeliveryGroup(ctx: Ctx<'createDeliveryGroup'>): Reply<'createDeliveryGroup'> {
  const { cart, result: id } = await changeCallersCart(ctx, (q, cart) => createGroup(q, ctx.core, cart, ctx.body));
  return groupAnswer(ctx, cart, id, 201);
}

export async function getDeliveryGroup(ctx: Ctx<'getDeliveryGroup'>): Reply<'getDeliveryGroup'> {
  const { cart } = await cartForRead(ctx);
  await findGroup(ctx.core.db, cart, ctx.params.deliveryGroupId);
  return groupAnswer(ctx, cart, ctx.params.deliveryGroupId, 200);
}

export async function updateDeliveryGroup(ctx: Ctx<'updateDeliveryGroup'>): Reply<'updateDeliveryGroup'> {
  const { cart } = await changeCallersCart(ctx, (q, cart) => updateGroup(q, cart, ctx.params.deliveryGroupId, ctx.body), false);
  return groupAnswer(ctx, cart, ctx.params.deliveryGroupId, 200);
}

export async function deleteDeliveryGroup(ctx: Ctx<'deleteDeliveryGroup'>): Reply<'deleteDeliveryGroup'> {
  await changeCallersCart(ctx, (q, cart) => deleteGroup(q, cart, ctx.params.deliveryGroupId), false);
  return noContent();
}

export async function arrangeDeliveryGroupItems(ctx: Ctx<'arrangeDeliveryGroupItems'>): Reply<'arrangeDeliveryGroupItems'> {
  const { arrangements, deleteEmptyDeliveryGroups } = ctx.body;
  await changeCallersCart(ctx, (q, cart) => arrangeItems(q, cart, arrangements, deleteEmptyDeliveryGroups ?? false), false);
  return ctx.core.options.asyncCartReads ? accepted(1) : ok({ asyncOperationStatus: 'Completed' as const });
}

// ------------------------------------------------------------------ quick order

export async function quickOrder(ctx: Ctx<'quickOrder'>): Reply<'quickOrder'> {
  const { cart, result } = await changeCallersCart(ctx, (q, cart) => quickOrderOf(q, ctx.core, cart, ctx.body.items));
  const added = result.some((r) => r.status === 'Added');
  const summary = added ? (await priceCart(ctx.core.db, ctx.core, cart)).summary : undefined;
  return ok({
    results: result,
    ...(summary ? { cartSummary: { cartId: summary.cartId, accountId: summary.accountId, currencyIsoCode: summary.currencyIsoCode, status: summary.status, totalProductCount: summary.totalProductCount, uniqueProductCount: summary.uniqueProductCount, totalProductAmount: summary.totalProductAmount, grandTotalAmount: summary.grandTotalAmount } } : {}),
  });
}

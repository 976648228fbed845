// Carts, items, coupons, reservations, guest-cart preservation, cloning, delivery groups and quick order.
import { randomUUID } from 'node:crypto';
import { accepted, actingAccount, currencyFor, noContent, ok, requireUser, type Answer, type Ctx } from '../http/context.ts';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../http/errors.ts';
import { DEFAULT_INVENTORY_RESERVATION_SECONDS } from '../../machines/constants/cart-checkout.ts';
import type { Queryable } from '../db/index.ts';
import {
  addToCart, applyCoupon, assertEditable, cartOwner, cartValidation, couponList, createSecondaryCart, deliveryAddressFrom, groupView, isProcessing,
  priceCart, purchasableOr422, quantityProblem, resolveCart, setQuantity, touchCart, type CartRow, type GroupRow, type ItemRow,
} from '../domain/carts.ts';
import { availableStock, lockStock } from '../domain/inventory.ts';
import { nextId } from '../lib/ids.ts';
import { parseQuantity } from '../lib/money.ts';
import { ApiError, apiErrorOf } from '../http/errors.ts';

/** The caller's cart owner and currency (a guest needs guest carts on; a buyer acts for an account). */
async function cartCaller(ctx: Ctx) {
  const account = ctx.user ? await actingAccount(ctx) : undefined;
  return { owner: cartOwner(ctx, account?.id ?? null), currency: currencyFor(ctx, account), accountId: account?.id ?? null };
}

async function readCart(ctx: Ctx, q: Queryable = ctx.core.db, create = true) {
  const { owner, currency } = await cartCaller(ctx);
  return resolveCart(q, ctx.core, owner, ctx.params.cartStateOrId ?? 'current', { create, currency });
}

/** Runs a cart change in a transaction that holds the cart's row lock. */
async function changeCart<T>(ctx: Ctx, change: (q: Queryable, cart: CartRow) => Promise<T>, options: { create?: boolean; stateOrId?: string } = {}): Promise<{ cart: CartRow; result: T }> {
  const { owner, currency } = await cartCaller(ctx);
  return ctx.core.db.tx(async (q) => {
    const { cart } = await resolveCart(q, ctx.core, owner, options.stateOrId ?? ctx.params.cartStateOrId ?? 'current', { create: options.create ?? true, lock: true, currency });
    assertEditable(cart);
    const result = await change(q, cart);
    await touchCart(q, ctx.core, cart.id);
    return { cart, result };
  });
}

/** A quantity sent as a decimal string or, as the platform's clients also send it, a number (PX-09-014). */
const quantityOf = (sent: string | number) => {
  const text = String(sent);
  const n = parseQuantity(text);
  if (Number.isNaN(n)) throw badRequest(`Quantity ${text} must be a whole number.`);
  return n;
};

export async function ensureCart(ctx: Ctx): Promise<Answer> {
  const { owner, currency } = await cartCaller(ctx);
  const { cart, created } = await ctx.core.db.tx((q) => resolveCart(q, ctx.core, owner, ctx.params.cartStateOrId!, { create: true, lock: true, currency }));
  return ok((await priceCart(ctx.core.db, ctx.core, cart)).summary, created ? 201 : 200);
}

export async function deleteCart(ctx: Ctx): Promise<Answer> {
  const { cart } = await readCart(ctx, ctx.core.db, false);
  const active = await ctx.core.db.one(`SELECT id FROM checkouts WHERE cart_id = $1 AND status IN ('InProgress', 'Ready')`, [cart.id]);
  if (active) throw conflict('The cart has a checkout in progress; delete the checkout first.');
  await ctx.core.db.query('DELETE FROM carts WHERE id = $1', [cart.id]);
  return noContent();
}

export async function getCartSummary(ctx: Ctx): Promise<Answer> {
  const { cart } = await readCart(ctx);
  if (isProcessing(ctx.core, cart.id)) return accepted(1, `/services/data/v64.0/commerce/webstores/${ctx.params.webstoreId}/carts/${cart.id}/compact-summary`);
  return ok((await priceCart(ctx.core.db, ctx.core, cart)).summary);
}

/** GET carts/{cartStateOrId}: the summary of an existing cart; unlike PUT it creates none (404). */
export async function getCart(ctx: Ctx): Promise<Answer> {
  const { cart } = await readCart(ctx, ctx.core.db, false);
  if (isProcessing(ctx.core, cart.id)) return accepted(1, `/services/data/v64.0/commerce/webstores/${ctx.params.webstoreId}/carts/${cart.id}`);
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

export async function listCartItems(ctx: Ctx): Promise<Answer> {
  const { cart } = await readCart(ctx);
  if (isProcessing(ctx.core, cart.id)) return accepted(1);
  const priced = await priceCart(ctx.core.db, ctx.core, cart);
  const pageSize = ctx.query.pageSize ?? 25;
  const pageNumber = ctx.query.pageNumber ?? 1;
  const sorted = [...priced.items].sort(SORTS[ctx.query.sort ?? 'CreatedDateDesc']);
  const page = sorted.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  const base = `/services/data/v64.0/commerce/webstores/${ctx.params.webstoreId}/carts/${cart.id}/cart-items`;
  const url = (n: number) => `${base}?pageNumber=${n}&pageSize=${pageSize}`;
  const hasNext = pageNumber * pageSize < sorted.length;
  return ok({
    cartItems: page.map((i) => ({ cartItem: i.view, message: null, status: 'Success' })),
    cartSummary: priced.summary,
    ...(ctx.query.includeCoupons ? { cartCoupons: couponList(priced) } : {}),
    hasErrors: priced.summary.messagesSummary.hasErrors,
    currentPageToken: String(pageNumber), currentPageUrl: url(pageNumber),
    nextPageToken: hasNext ? String(pageNumber + 1) : null, nextPageUrl: hasNext ? url(pageNumber + 1) : null,
    previousPageToken: pageNumber > 1 ? String(pageNumber - 1) : null, previousPageUrl: pageNumber > 1 ? url(pageNumber - 1) : null,
  });
}

async function itemView(ctx: Ctx, cart: CartRow, itemId: string) {
  const priced = await priceCart(ctx.core.db, ctx.core, cart);
  return priced.items.find((i) => i.row.id === itemId)!.view;
}

export async function addCartItem(ctx: Ctx): Promise<Answer> {
  const body = ctx.body as { productId: string; quantity: string; productSellingModelId?: string; subscriptionTerm?: number };
  const quantity = quantityOf(body.quantity);
  const { cart, result: itemId } = await changeCart(ctx, (q, cart) => addToCart(q, ctx.core, cart, body.productId, quantity, body));
  if (ctx.core.options.asyncCartReads) return accepted(1);
  return ok(await itemView(ctx, cart, itemId), 201);
}

export async function addCartItemsBatch(ctx: Ctx): Promise<Answer> {
  const inputs = (ctx.body as { inputs: Array<{ richInput: { productId: string; quantity: string } }> }).inputs;
  const { cart, result } = await changeCart(ctx, async (q, cart) => {
    const outcomes: Array<{ itemId?: string; error?: ApiError }> = [];
    for (const { richInput } of inputs) {
      try {
        outcomes.push({ itemId: await addToCart(q, ctx.core, cart, richInput.productId, quantityOf(richInput.quantity)) });
      } catch (error) {
        const known = apiErrorOf(error);
        if (!known) throw error;
        outcomes.push({ error: known });
      }
    }
    return outcomes;
  });
  const priced = await priceCart(ctx.core.db, ctx.core, cart);
  const results = result.map((o) => (o.error ? { result: o.error.entries, statusCode: o.error.status } : { result: priced.items.find((i) => i.row.id === o.itemId)!.view, statusCode: 201 }));
  const hasErrors = result.some((o) => o.error);
  return ok({ hasErrors, results }, hasErrors ? 200 : 201);
}

export async function updateCartItem(ctx: Ctx): Promise<Answer> {
  const quantity = quantityOf((ctx.body as { quantity: string }).quantity);
  const { cart } = await changeCart(ctx, (q, cart) => setQuantity(q, ctx.core, cart, ctx.params.cartItemId!, quantity), { create: false });
  if (ctx.core.options.asyncCartReads) return accepted(1);
  return ok(await itemView(ctx, cart, ctx.params.cartItemId!));
}

export async function deleteCartItem(ctx: Ctx): Promise<Answer> {
  await changeCart(ctx, async (q, cart) => {
    const rows = await q.query('DELETE FROM cart_items WHERE id = $1 AND cart_id = $2 RETURNING id', [ctx.params.cartItemId, cart.id]);
    if (rows.length === 0) throw notFound(`Cart item ${ctx.params.cartItemId} was not found.`);
  }, { create: false });
  return noContent();
}

export async function applyCartCoupon(ctx: Ctx): Promise<Answer> {
  const { cart } = await changeCart(ctx, (q, cart) => applyCoupon(q, cart, (ctx.body as { couponCode: string }).couponCode));
  const priced = await priceCart(ctx.core.db, ctx.core, cart);
  return ok({ cartCoupons: couponList(priced), cartId: cart.id, cartStatus: cart.status }, 201);
}

export async function deleteCartCoupon(ctx: Ctx): Promise<Answer> {
  await changeCart(ctx, async (q, cart) => {
    const rows = await q.query('DELETE FROM cart_coupons WHERE id = $1 AND cart_id = $2 RETURNING id', [ctx.params.cartCouponId, cart.id]);
    if (rows.length === 0) throw notFound(`Coupon ${ctx.params.cartCouponId} is not applied to this cart.`);
  }, { create: false });
  return noContent();
}

/** Reserves every line's quantity for the cart (replacing its earlier reservation). */
export async function reserveStock(q: Queryable, ctx: Ctx, cart: CartRow, seconds: number) {
  const items = await q.query<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1', [cart.id]);
  const wanted = new Map<string, number>();
  for (const i of items) wanted.set(i.product_id, (wanted.get(i.product_id) ?? 0) + i.quantity);
  // No more of a product than one order of it may hold, whatever the delivery groups it is split over (PX-10-006).
  const overOrderable = [...wanted].flatMap(([id, n]) => {
    const problem = quantityProblem(ctx.core.catalogue.product(id)!, n);
    return problem ? [{ errorCode: 'CART_VALIDATION_ERROR', message: problem }] : [];
  });
  if (overOrderable.length > 0) throw new ApiError(422, overOrderable);
  await lockStock(q, [...wanted.keys()]);
  const stock = await availableStock(q, [...wanted.keys()], cart.id);
  const short = [...wanted].filter(([id, n]) => (stock.get(id)?.available ?? 0) < n);
  if (short.length > 0) {
    throw new ApiError(422, short.map(([id, n]) => ({
      errorCode: 'INSUFFICIENT_INVENTORY',
      message: `${ctx.core.catalogue.product(id)!.name}: ${stock.get(id)?.available ?? 0} available, ${n} requested.`,
    })));
  }
  const id = randomUUID();
  await q.query('DELETE FROM inventory_reservations WHERE cart_id = $1', [cart.id]);
  const rows = await q.query<{ expires_at: Date }>(`INSERT INTO inventory_reservations (id, cart_id, lines, expires_at) VALUES ($1, $2, $3, now() + $4 * interval '1 second') RETURNING expires_at`, [
    id, cart.id, JSON.stringify([...wanted].map(([productId, quantity]) => ({ productId, quantity }))), seconds,
  ]);
  return { reservationId: id, expiresAt: new Date(rows[0]!.expires_at).toISOString() };
}

/** The longest reservation: the inventory source's configured value, else CC §9's default (PX-10-005). */
export const maxReservationSeconds = (ctx: Ctx) =>
  ctx.core.settings.inventoryConfiguration.inventoryDefaultSource.reservationDurationSeconds ?? DEFAULT_INVENTORY_RESERVATION_SECONDS;

export async function reserveCartInventory(ctx: Ctx): Promise<Answer> {
  const longest = maxReservationSeconds(ctx);
  const seconds = (ctx.body as { durationInSeconds?: number }).durationInSeconds ?? longest;
  if (seconds > longest) throw badRequest(`durationInSeconds must be at most ${longest} (the store's reservation limit).`, 'INVALID_DURATION');
  // A guest reserves only what it could order (PX-10-006): nothing when guests cannot check out.
  if (!ctx.user && !ctx.core.settings.guestCheckoutEnabled) throw forbidden('Sign in to check out.', 'GUEST_CHECKOUT_DISABLED');
  const { result } = await changeCart(ctx, (q, cart) => reserveStock(q, ctx, cart, seconds), { create: false });
  return ok(result);
}

export async function listCartProducts(ctx: Ctx): Promise<Answer> {
  const { cart } = await readCart(ctx);
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
export async function preserveGuestCart(ctx: Ctx): Promise<Answer> {
  requireUser(ctx);
  const guestCartId = (ctx.body as { cartId: string }).cartId;
  const { owner, currency } = await cartCaller(ctx);
  const result = await ctx.core.db.tx(async (q) => {
    const guest = await q.one<CartRow>('SELECT * FROM carts WHERE id = $1 FOR UPDATE', [guestCartId]);
    if (!guest || !guest.guest_session_id || !owner.guestSessionIds.includes(guest.guest_session_id) || guest.status === 'Closed') throw notFound(`Guest cart ${guestCartId} was not found.`);
    const { cart } = await resolveCart(q, ctx.core, owner, 'current', { create: true, lock: true, currency });
    const items = await q.query<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1 ORDER BY created_at', [guest.id]);
    const stock = await availableStock(q, items.map((i) => i.product_id), cart.id);
    const failed: string[] = [];
    for (const item of items) {
      try {
        if ((stock.get(item.product_id)?.available ?? 0) < item.quantity) throw unprocessable('Not enough stock.');
        await addToCart(q, ctx.core, cart, item.product_id, item.quantity);
      } catch (error) {
        if (!apiErrorOf(error)) throw error;
        failed.push(item.product_id);
      }
    }
    await q.query(`UPDATE carts SET status = 'Closed' WHERE id = $1`, [guest.id]);
    await touchCart(q, ctx.core, cart.id);
    return { cartId: cart.id, preserveGuestCartNumberOfProductsWithError: failed.length, failedProductIds: failed };
  });
  return ok(result);
}

export async function cloneCart(ctx: Ctx): Promise<Answer> {
  const { owner } = await cartCaller(ctx);
  const sourceId = (ctx.body as { cartId: string }).cartId;
  const cartId = await ctx.core.db.tx(async (q) => {
    const { cart: source } = await resolveCart(q, ctx.core, owner, sourceId, { currency: '' });
    const clone = await createSecondaryCart(q, ctx.core, { ...owner, accountId: source.account_id }, source.currency);
    const defaultGroup = (await q.one<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1', [clone.id]))!;
    for (const item of await q.query<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1', [source.id])) {
      await q.query(`INSERT INTO cart_items (id, cart_id, delivery_group_id, product_id, quantity) VALUES ($1, $2, $3, $4, $5)
        ON CONFLICT (cart_id, delivery_group_id, product_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity`,
        [await nextId(q, '0a9'), clone.id, defaultGroup.id, item.product_id, item.quantity]);
    }
    await q.query(`UPDATE carts SET name = 'Pay Now (read only)' WHERE id = $1`, [clone.id]);
    return clone.id;
  });
  return ok({ cartId }, 201);
}

// ------------------------------------------------------------------ delivery groups

export async function listDeliveryGroups(ctx: Ctx): Promise<Answer> {
  const { cart } = await readCart(ctx);
  const priced = await priceCart(ctx.core.db, ctx.core, cart);
  const groups = priced.groups.slice(0, ctx.query.limit ?? 20);
  return ok({ count: groups.length, items: groups.map((g) => groupView(priced, g, ctx.query.cartItemLimit)), nextPageToken: null });
}

async function groupOr404(q: Queryable, cart: CartRow, id: string) {
  const group = await q.one<GroupRow>('SELECT * FROM delivery_groups WHERE id = $1 AND cart_id = $2', [id, cart.id]);
  if (!group) throw notFound(`Delivery group ${id} was not found.`);
  return group;
}

async function groupAnswer(ctx: Ctx, cart: CartRow, groupId: string, status = 200) {
  const priced = await priceCart(ctx.core.db, ctx.core, cart);
  return ok({ ...groupView(priced, priced.groups.find((g) => g.id === groupId)!), nextPageToken: null }, status);
}

export async function createDeliveryGroup(ctx: Ctx): Promise<Answer> {
  const body = ctx.body as { name?: string; deliveryAddress?: unknown; desiredDeliveryDate?: string; shippingInstructions?: string };
  const { cart, result: id } = await changeCart(ctx, async (q, cart) => {
    const id = await nextId(q, '0a7');
    const address = body.deliveryAddress ? await deliveryAddressFrom(q, cart.account_id, body.deliveryAddress) : null;
    await q.query('INSERT INTO delivery_groups (id, cart_id, name, is_default, address, desired_delivery_date, shipping_instructions, delivery_method_id) VALUES ($1, $2, $3, false, $4, $5, $6, $7)', [
      id, cart.id, body.name ?? null, address ? JSON.stringify(address) : null, body.desiredDeliveryDate ?? null, body.shippingInstructions ?? null, ctx.core.store.deliveryMethods.find((m) => m.isDefault)?.id ?? null,
    ]);
    return id;
  });
  return groupAnswer(ctx, cart, id, 201);
}

export async function getDeliveryGroup(ctx: Ctx): Promise<Answer> {
  const { cart } = await readCart(ctx);
  await groupOr404(ctx.core.db, cart, ctx.params.deliveryGroupId!);
  return groupAnswer(ctx, cart, ctx.params.deliveryGroupId!);
}

export async function updateDeliveryGroup(ctx: Ctx): Promise<Answer> {
  const body = ctx.body as { name?: string; deliveryAddress?: unknown; desiredDeliveryDate?: string; shippingInstructions?: string };
  const { cart } = await changeCart(ctx, async (q, cart) => {
    const group = await groupOr404(q, cart, ctx.params.deliveryGroupId!);
    const address = body.deliveryAddress ? await deliveryAddressFrom(q, cart.account_id, body.deliveryAddress) : group.address;
    await q.query('UPDATE delivery_groups SET name = $2, address = $3, desired_delivery_date = $4, shipping_instructions = $5 WHERE id = $1', [
      group.id, body.name ?? group.name, address ? JSON.stringify(address) : null, body.desiredDeliveryDate ?? group.desired_delivery_date, body.shippingInstructions ?? group.shipping_instructions,
    ]);
  }, { create: false });
  return groupAnswer(ctx, cart, ctx.params.deliveryGroupId!);
}

/** Moves a line into a group, merging with the product's line there. */
async function moveQuantity(q: Queryable, cart: CartRow, item: ItemRow, groupId: string, quantity: number): Promise<void> {
  await q.query(`INSERT INTO cart_items (id, cart_id, delivery_group_id, product_id, quantity, created_at) VALUES ($1, $2, $3, $4, $5, $6)
    ON CONFLICT (cart_id, delivery_group_id, product_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity`,
    [await nextId(q, '0a9'), cart.id, groupId, item.product_id, quantity, item.created_at]);
}

export async function deleteDeliveryGroup(ctx: Ctx): Promise<Answer> {
  await changeCart(ctx, async (q, cart) => {
    const group = await groupOr404(q, cart, ctx.params.deliveryGroupId!);
    if (group.is_default) throw conflict('The default delivery group cannot be deleted.');
    const target = (await q.one<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1 AND is_default', [cart.id]))!;
    for (const item of await q.query<ItemRow>('SELECT * FROM cart_items WHERE delivery_group_id = $1', [group.id])) {
      await q.query('DELETE FROM cart_items WHERE id = $1', [item.id]);
      await moveQuantity(q, cart, item, target.id, item.quantity);
    }
    await q.query('DELETE FROM delivery_groups WHERE id = $1', [group.id]);
  }, { create: false });
  return noContent();
}

export async function arrangeDeliveryGroupItems(ctx: Ctx): Promise<Answer> {
  const body = ctx.body as { arrangements: Array<{ deliveryGroupId: string; cartItemIds?: string[]; items?: Array<{ cartItemId: string; quantity: string }> }>; deleteEmptyDeliveryGroups?: boolean };
  await changeCart(ctx, async (q, cart) => {
    const wanted = new Map<string, Array<{ groupId: string; quantity: number | null }>>();
    for (const a of body.arrangements) {
      await groupOr404(q, cart, a.deliveryGroupId);
      for (const id of a.cartItemIds ?? []) wanted.set(id, [...(wanted.get(id) ?? []), { groupId: a.deliveryGroupId, quantity: null }]);
      for (const i of a.items ?? []) wanted.set(i.cartItemId, [...(wanted.get(i.cartItemId) ?? []), { groupId: a.deliveryGroupId, quantity: quantityOf(i.quantity) }]);
    }
    for (const [itemId, targets] of wanted) {
      const item = await q.one<ItemRow>('SELECT * FROM cart_items WHERE id = $1 AND cart_id = $2', [itemId, cart.id]);
      if (!item) throw notFound(`Cart item ${itemId} was not found.`);
      const total = targets.reduce((s, t) => s + (t.quantity ?? item.quantity), 0);
      if (total !== item.quantity) throw unprocessable(`The arranged quantities of ${itemId} add up to ${total}, not ${item.quantity}.`);
      // The line keeps its id where it can: in its own group, else in the first group without a line of that product.
      let keeper = targets.find((t) => t.groupId === item.delivery_group_id);
      if (!keeper) {
        for (const t of targets) {
          if (!(await q.one('SELECT id FROM cart_items WHERE cart_id = $1 AND delivery_group_id = $2 AND product_id = $3', [cart.id, t.groupId, item.product_id]))) {
            keeper = t;
            break;
          }
        }
      }
      if (keeper) await q.query('UPDATE cart_items SET delivery_group_id = $2, quantity = $3 WHERE id = $1', [item.id, keeper.groupId, keeper.quantity ?? item.quantity]);
      else await q.query('DELETE FROM cart_items WHERE id = $1', [item.id]);
      for (const t of targets) if (t !== keeper) await moveQuantity(q, cart, item, t.groupId, t.quantity ?? item.quantity);
    }
    if (body.deleteEmptyDeliveryGroups) {
      await q.query('DELETE FROM delivery_groups g WHERE cart_id = $1 AND NOT is_default AND NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.delivery_group_id = g.id)', [cart.id]);
    }
  }, { create: false });
  return ctx.core.options.asyncCartReads ? accepted(1) : ok({ asyncOperationStatus: 'Completed' });
}

// ------------------------------------------------------------------ quick order

export async function quickOrder(ctx: Ctx): Promise<Answer> {
  const lines = (ctx.body as { items: Array<{ sku: string; quantity: string }> }).items;
  const { catalogue } = ctx.core;
  const { cart, result } = await changeCart(ctx, async (q, cart) => {
    const stock = await availableStock(q, [...catalogue.products.keys()].filter((id) => lines.some((l) => catalogue.product(id)!.sku.toLowerCase() === l.sku.trim().toLowerCase())), cart.id);
    const results = [];
    for (const line of lines) {
      const product = catalogue.bySku.get(line.sku.trim().toLowerCase());
      const quantity = quantityOf(line.quantity);
      if (!product || !catalogue.price(product.id, cart.currency)) {
        results.push({ sku: line.sku, status: 'NotFound', message: `No product found for SKU ${line.sku}.` });
        continue;
      }
      const rule = product.purchaseQuantityRule;
      const invalid = product.productClass === 'VariationParent'
        ? `Choose a variation: ${product.sku} has ${product.variationAttributeSet?.map((a) => `${a.name.toLowerCase()}s`).join(' and ') ?? 'variations'}.`
        : (stock.get(product.id)?.available ?? 0) <= 0
          ? 'This product is out of stock.'
          : quantityProblem(product, quantity) && rule
            ? `Enter a quantity from ${rule.minimum} to ${rule.maximum} in steps of ${rule.increment}.`
            : null;
      if (invalid) {
        results.push({ sku: line.sku, productId: product.id, status: 'Invalid', message: invalid });
        continue;
      }
      try {
        const cartItemId = await addToCart(q, ctx.core, cart, product.id, quantity);
        results.push({ sku: line.sku, productId: product.id, cartItemId, status: 'Added' });
      } catch (error) {
        const known = apiErrorOf(error);
        if (!known) throw error;
        results.push({ sku: line.sku, productId: product.id, status: 'Invalid', message: known.entries[0]!.message });
      }
    }
    return results;
  });
  const added = result.some((r) => r.status === 'Added');
  const summary = added ? (await priceCart(ctx.core.db, ctx.core, cart)).summary : undefined;
  return ok({
    results: result,
    ...(summary ? { cartSummary: { cartId: summary.cartId, accountId: summary.accountId, currencyIsoCode: summary.currencyIsoCode, status: summary.status, totalProductCount: summary.totalProductCount, uniqueProductCount: summary.uniqueProductCount, totalProductAmount: summary.totalProductAmount, grandTotalAmount: summary.grandTotalAmount } } : {}),
  });
}

export { cartValidation, purchasableOr422 };

// Carts: finding the caller's cart, pricing its lines (tiers, coupons) and changing it. Every change
// runs in a transaction that first locks the cart row, so concurrent writes to one cart queue up
// instead of overwriting each other.
import { randomUUID } from 'node:crypto';
import { normaliseAddressInput } from '../lib/countries.ts';
import type { CurrencyCode, Product } from '../../fixtures/types.ts';
import type { Queryable } from '../db/index.ts';
import type { Core } from './core.ts';
import { DomainError, conflict, forbidden, invalidInput, notFound, unprocessable, unprocessableAll } from './errors.ts';
import { nextId, nextIds } from './ids.ts';
import { money, parseQuantity, qty } from '../lib/money.ts';
import { isTaxExempt, listAddresses, managedAccountIds, storeGuestSession, type SessionRecord, type UserRecord } from './accounts.ts';
import { availableStock, lockStock } from './inventory.ts';
import { paysTariffSurcharge, tariffSurchargeCents } from './surcharge.ts';
import type { Wire } from './wire.ts';

export interface CartRow {
  id: string;
  account_id: string | null;
  owner_id: string | null;
  guest_session_id: string | null;
  name: string;
  status: Wire['CartSummary']['status'];
  is_secondary: boolean;
  currency: CurrencyCode;
  purchase_order_number: string | null;
  /** WebCart custom field values by API name (PX-19-003). */
  custom_fields?: Record<string, unknown> | null;
}

export interface ItemRow {
  id: string;
  cart_id: string;
  delivery_group_id: string;
  product_id: string;
  quantity: number;
  product_selling_model_id: string | null;
  subscription_term: number | null;
  created_at: Date;
}

export interface GroupRow {
  id: string;
  cart_id: string;
  name: string | null;
  is_default: boolean;
  address: any;
  desired_delivery_date: string | null;
  shipping_instructions: string | null;
  delivery_method_id: string | null;
  /** CartDeliveryGroup custom field values by API name (PX-19-003). */
  custom_fields?: Record<string, unknown> | null;
  /** Gifting (PX-20-004, PX-20-005): CartDeliveryGroup.IsGift, GiftMessage and the chosen gift wrap. */
  is_gift?: boolean;
  gift_message?: string | null;
  gift_wrap_product_id?: string | null;
  /** PX-31-001: CartDeliveryGroup.GiftToName. */
  gift_to_name?: string | null;
}

export interface Coupon {
  code: string;
  id: string;
  percent_off: number;
  category_id: string | null;
  terms: string;
}

export const cartValidation = (message: string) => unprocessable(message, 'CART_VALIDATION_ERROR');

/** Who is asking for a cart: a buyer for an account, or a guest session. */
export interface CartOwner {
  accountId: string | null;
  userId: string | null;
  guestSessionId: string | null;
  /** Sessions whose guest carts this caller may read (its own, and the one a sign-in replaced). */
  guestSessionIds: string[];
  managedAccountIds: string[];
}

/** Who calls: the signed-in user (null for a guest) and the session. */
export interface Shopper {
  user: UserRecord | null;
  session: SessionRecord;
}

export function cartOwner(core: Core, { user, session }: Shopper, accountId: string | null): CartOwner {
  if (user) {
    return { accountId, userId: user.id, guestSessionId: null, guestSessionIds: session.previousSessionId ? [session.previousSessionId] : [], managedAccountIds: managedAccountIds(user) };
  }
  if (!core.settings.guestCartEnabled) throw forbidden('Sign in to use a cart.', 'GUEST_CART_DISABLED');
  return { accountId: null, userId: null, guestSessionId: session.id, guestSessionIds: [session.id], managedAccountIds: [] };
}

export function mayUseCart(owner: CartOwner, cart: CartRow): boolean {
  if (owner.userId) return cart.owner_id === owner.userId && !!cart.account_id && owner.managedAccountIds.includes(cart.account_id);
  return !!cart.guest_session_id && owner.guestSessionIds.includes(cart.guest_session_id);
}

async function currentCart(q: Queryable, owner: CartOwner, lock: boolean): Promise<CartRow | undefined> {
  const forUpdate = lock ? ' FOR UPDATE' : '';
  return owner.userId
    ? q.one<CartRow>(`SELECT * FROM carts WHERE account_id = $1 AND owner_id = $2 AND status IN ('Active', 'Checkout') AND NOT is_secondary ORDER BY created_at DESC LIMIT 1${forUpdate}`, [owner.accountId, owner.userId])
    : q.one<CartRow>(`SELECT * FROM carts WHERE guest_session_id = $1 AND status IN ('Active', 'Checkout') AND NOT is_secondary ORDER BY created_at DESC LIMIT 1${forUpdate}`, [owner.guestSessionId]);
}

/**
 * Makes a cart with its default delivery group in one statement (never a cart without its group,
 * even outside a transaction). A primary cart is made only when the owner has no open one
 * (migration 004's unique indexes): undefined when another request made it first.
 */
async function insertCart(q: Queryable, core: Core, owner: CartOwner, currency: string, secondary: boolean): Promise<CartRow | undefined> {
  // A guest's cart is something its session holds: the session is stored with it (PX-19-002).
  if (owner.guestSessionId) await storeGuestSession(q, owner.guestSessionId, core.sessions.now());
  const address = owner.accountId ? (await listAddresses(q, owner.accountId)).find((a) => a.doc.addressType === 'Shipping' && a.doc.isDefault) : undefined;
  const method = core.store.deliveryMethods.find((m) => m.isDefault);
  return q.one<CartRow>(
    `WITH cart AS (
       INSERT INTO carts (id, account_id, owner_id, guest_session_id, status, currency, is_secondary) VALUES ($1, $2, $3, $4, 'Active', $5, $6)
       ON CONFLICT DO NOTHING RETURNING *),
     grp AS (
       INSERT INTO delivery_groups (id, cart_id, name, is_default, address, delivery_method_id) SELECT $7, id, 'Default', true, $8, $9 FROM cart)
     SELECT * FROM cart`,
    [await nextId(q, '0a6'), owner.accountId, owner.userId, owner.guestSessionId, currency, secondary,
      await nextId(q, '0a7'), address ? JSON.stringify({ ...address.doc, id: address.id }) : null, method?.id ?? null],
  );
}

/** A read-only (secondary) cart, as cloning makes. */
export async function createSecondaryCart(q: Queryable, core: Core, owner: CartOwner, currency: string): Promise<CartRow> {
  return (await insertCart(q, core, owner, currency, true))!;
}

/**
 * The cart named by `{cartStateOrId}`: `current`/`active` is the caller's current cart (created when
 * `create` is set and there is none), otherwise a cart id the caller may use (404 for any other).
 */
export async function resolveCart(q: Queryable, core: Core, owner: CartOwner, stateOrId: string, options: { create?: boolean; lock?: boolean; currency: string }): Promise<{ cart: CartRow; created: boolean }> {
  if (stateOrId === 'current' || stateOrId === 'active') {
    // Get or create without a race (PX-10-001): when a concurrent request made the cart between the
    // read and the insert, the insert does nothing and the next read finds (and locks) that cart.
    for (let attempt = 0; attempt < 3; attempt++) {
      const existing = await currentCart(q, owner, options.lock ?? false);
      if (existing) return { cart: existing, created: false };
      if (!options.create) throw notFound('There is no current cart.');
      const created = await insertCart(q, core, owner, options.currency, false);
      if (created) return { cart: created, created: true };
    }
    throw conflict('The cart changed while it was being made; try again.');
  }
  const cart = await q.one<CartRow>(`SELECT * FROM carts WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [stateOrId]);
  if (!cart || !mayUseCart(owner, cart)) throw notFound(`Cart ${stateOrId} was not found.`);
  return { cart, created: false };
}

/** The caller's existing cart, never created (404 when there is none). */
export function readCart(core: Core, owner: CartOwner, stateOrId: string, currency: string) {
  return resolveCart(core.db, core, owner, stateOrId, { currency });
}

/**
 * The id an empty current cart answers with while the caller has none: never drawn by nextId (whose
 * counters start at 1), so it names no stored cart. See docs/REAL-API.md, "Reading a current cart
 * that does not exist yet".
 */
export const UNSAVED_CART_ID = '0a6000000000000';

/**
 * The caller's cart for a read that never writes (PX-19-002): `current`/`active` with no cart yet is
 * an empty cart that is not stored (so a guest's read stores neither a cart nor its session); an id
 * names a cart the caller may use (404 otherwise).
 */
export async function cartToRead(core: Core, owner: CartOwner, stateOrId: string, currency: CurrencyCode): Promise<CartRow> {
  if (stateOrId === 'current' || stateOrId === 'active') {
    const existing = await currentCart(core.db, owner, false);
    if (existing) return existing;
    return { id: UNSAVED_CART_ID, account_id: owner.accountId, owner_id: owner.userId, guest_session_id: owner.guestSessionId, name: 'Cart', status: 'Active', is_secondary: false, currency, purchase_order_number: null };
  }
  return (await resolveCart(core.db, core, owner, stateOrId, { currency })).cart;
}

/** The cart, created when there is none, under its row lock. */
export function ensureCart(core: Core, owner: CartOwner, stateOrId: string, currency: string) {
  return core.db.tx((q) => resolveCart(q, core, owner, stateOrId, { create: true, lock: true, currency }));
}

/** Runs a cart change in a transaction that holds the cart's row lock. */
export async function changeCart<T>(
  core: Core, owner: CartOwner, stateOrId: string, options: { create?: boolean; currency: string },
  change: (q: Queryable, cart: CartRow) => Promise<T>,
): Promise<{ cart: CartRow; result: T }> {
  return core.db.tx(async (q) => {
    const { cart } = await resolveCart(q, core, owner, stateOrId, { create: options.create ?? true, lock: true, currency: options.currency });
    assertEditable(cart);
    const result = await change(q, cart);
    await touchCart(q, core, cart.id);
    return { cart, result };
  });
}

export async function deleteCart(core: Core, cart: CartRow): Promise<void> {
  const active = await core.db.one(`SELECT id FROM checkouts WHERE cart_id = $1 AND status IN ('InProgress', 'Ready')`, [cart.id]);
  if (active) throw conflict('The cart has a checkout in progress; delete the checkout first.');
  await core.db.query('DELETE FROM carts WHERE id = $1', [cart.id]);
}

export async function touchCart(q: Queryable, core: Core, cartId: string): Promise<void> {
  await q.query('UPDATE carts SET version = version + 1, changed_at = now() WHERE id = $1', [cartId]);
  if (core.options.asyncCartReads) core.cartReadsPending.set(cartId, core.options.asyncCartReads);
}

/** Async cart mode: true while reads of the cart should still answer 202. */
export function isProcessing(core: Core, cartId: string): boolean {
  const left = core.cartReadsPending.get(cartId) ?? 0;
  if (left <= 0) return false;
  core.cartReadsPending.set(cartId, left - 1);
  return true;
}

// ------------------------------------------------------------------ quantity rules

/** A line holds at most this many units (PX-12-003): far above any order, far below the integer column's limit. */
export const MAX_LINE_QUANTITY = 1_000_000;

/** A quantity as the API sends it (a decimal string) that must be whole. */
export function wholeQuantity(sent: string | number): number {
  // A number too, as the platform's clients also send it (PX-09-014).
  const text = String(sent);
  const n = parseQuantity(text);
  if (Number.isNaN(n)) throw invalidInput(`Quantity ${text} must be a whole number.`);
  return n;
}

export function quantityProblem(p: Product, quantity: number): string | null {
  if (!Number.isInteger(quantity) || quantity <= 0) return `${p.name}: enter a whole quantity greater than 0.`;
  if (quantity > MAX_LINE_QUANTITY) return `${p.name}: enter a quantity of ${MAX_LINE_QUANTITY} or less.`;
  const rule = p.purchaseQuantityRule;
  if (!rule) return null;
  const min = Number(rule.minimum);
  const max = Number(rule.maximum);
  const increment = Number(rule.increment);
  if (quantity < min) return `${p.name}: enter a quantity of at least ${min}.`;
  if (quantity > max) return `${p.name}: enter a quantity of ${max} or less.`;
  if ((quantity - min) % increment !== 0) return `${p.name}: enter a quantity in increments of ${increment}.`;
  return null;
}

export function purchasableOr422(core: Core, productId: string, currency: string): Product {
  const p = core.catalogue.product(productId);
  if (!p) throw notFound(`Product ${productId} was not found or is not available to you.`);
  if (!core.catalogue.isPurchasable(p)) throw cartValidation(`${p.name}: choose a variation before adding it to the cart.`);
  if (!core.catalogue.price(p.id, currency)) throw cartValidation(`${p.name} has no price in ${currency}.`);
  return p;
}

/** Adds quantity to the product's line in the group (a new line when there is none); answers the line id. */
export async function addToCart(q: Queryable, core: Core, cart: CartRow, productId: string, quantity: number, extra: { productSellingModelId?: string; subscriptionTerm?: number } = {}): Promise<string> {
  const p = purchasableOr422(core, productId, cart.currency);
  const group = (await q.one<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1 AND is_default', [cart.id]))!;
  const existing = await q.one<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1 AND delivery_group_id = $2 AND product_id = $3', [cart.id, group.id, productId]);
  const total = (existing?.quantity ?? 0) + quantity;
  const problem = quantity > 0 && Number.isInteger(quantity) ? quantityProblem(p, total) : quantityProblem(p, quantity);
  if (problem) throw cartValidation(problem);
  if (existing) {
    await q.query('UPDATE cart_items SET quantity = quantity + $2 WHERE id = $1', [existing.id, quantity]);
    return existing.id;
  }
  const id = await nextId(q, '0a9');
  await q.query('INSERT INTO cart_items (id, cart_id, delivery_group_id, product_id, quantity, product_selling_model_id, subscription_term) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    id, cart.id, group.id, productId, quantity, extra.productSellingModelId ?? null, extra.subscriptionTerm ?? null,
  ]);
  return id;
}

/**
 * Adds many lines as addToCart would one after another (repeats add up; the quantity rule applies to
 * the line's total), in four statements whatever their number: a 100-line quick order stays fast
 * (PX-18-005). A line that fails is reported with its error, the others still go in.
 */
export async function addManyToCart(q: Queryable, core: Core, cart: CartRow, lines: Array<{ productId: string; quantity: number }>): Promise<Array<{ itemId: string } | { error: DomainError }>> {
  const group = (await q.one<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1 AND is_default', [cart.id]))!;
  const existing = await q.query<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1 AND delivery_group_id = $2', [cart.id, group.id]);
  type Line = { id: string; productId: string; quantity: number; added: number; isNew: boolean };
  const byProduct = new Map<string, Line>(existing.map((row) => [row.product_id, { id: row.id, productId: row.product_id, quantity: Number(row.quantity), added: 0, isNew: false }]));
  const outcomes: Array<Line | DomainError> = [];
  for (const { productId, quantity } of lines) {
    try {
      const p = purchasableOr422(core, productId, cart.currency);
      const line = byProduct.get(p.id);
      const total = (line?.quantity ?? 0) + quantity;
      const problem = quantity > 0 && Number.isInteger(quantity) ? quantityProblem(p, total) : quantityProblem(p, quantity);
      if (problem) throw cartValidation(problem);
      const kept = line ?? { id: '', productId: p.id, quantity: 0, added: 0, isNew: true };
      kept.quantity = total;
      kept.added += quantity;
      byProduct.set(p.id, kept);
      outcomes.push(kept);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push(error);
    }
  }
  const fresh = [...byProduct.values()].filter((line) => line.isNew);
  const ids = await nextIds(q, '0a9', fresh.length);
  fresh.forEach((line, index) => (line.id = ids[index]!));
  if (fresh.length > 0) {
    await q.query(
      `INSERT INTO cart_items (id, cart_id, delivery_group_id, product_id, quantity)
       SELECT id, $1, $2, product_id, quantity FROM unnest($3::text[], $4::text[], $5::int[]) WITH ORDINALITY AS line(id, product_id, quantity, at) ORDER BY at`,
      [cart.id, group.id, fresh.map((line) => line.id), fresh.map((line) => line.productId), fresh.map((line) => line.quantity)],
    );
  }
  const raised = [...byProduct.values()].filter((line) => !line.isNew && line.added > 0);
  if (raised.length > 0) {
    await q.query('UPDATE cart_items SET quantity = cart_items.quantity + raise.added FROM unnest($1::text[], $2::int[]) AS raise(id, added) WHERE cart_items.id = raise.id', [
      raised.map((line) => line.id),
      raised.map((line) => line.added),
    ]);
  }
  return outcomes.map((outcome) => (outcome instanceof DomainError ? { error: outcome } : { itemId: outcome.id }));
}

/** Adds each line on its own: a line that fails is reported with its error, the others still go in. */
export async function addEach(q: Queryable, core: Core, cart: CartRow, lines: Array<{ productId: string; quantity: string | number }>): Promise<Array<{ itemId?: string; error?: DomainError }>> {
  const outcomes: Array<{ itemId?: string; error?: DomainError }> = [];
  for (const line of lines) {
    try {
      outcomes.push({ itemId: await addToCart(q, core, cart, line.productId, wholeQuantity(line.quantity)) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ error });
    }
  }
  return outcomes;
}

export async function setQuantity(q: Queryable, core: Core, cart: CartRow, itemId: string, quantity: number): Promise<void> {
  const item = await q.one<ItemRow>('SELECT * FROM cart_items WHERE id = $1 AND cart_id = $2', [itemId, cart.id]);
  if (!item) throw notFound(`Cart item ${itemId} was not found.`);
  const problem = quantityProblem(core.catalogue.product(item.product_id)!, quantity);
  if (problem) throw cartValidation(problem);
  await q.query('UPDATE cart_items SET quantity = $2 WHERE id = $1', [itemId, quantity]);
}

export function assertEditable(cart: CartRow): void {
  if (cart.status === 'Closed') throw conflict('This cart has been ordered and can no longer change.');
}

export async function deleteItem(q: Queryable, cart: CartRow, itemId: string): Promise<void> {
  const rows = await q.query('DELETE FROM cart_items WHERE id = $1 AND cart_id = $2 RETURNING id', [itemId, cart.id]);
  if (rows.length === 0) throw notFound(`Cart item ${itemId} was not found.`);
}

/** Reserves every line's quantity for the cart (replacing its earlier reservation). */
export async function reserveStock(q: Queryable, core: Core, cart: CartRow, seconds: number) {
  const items = await q.query<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1', [cart.id]);
  const wanted = new Map<string, number>();
  for (const i of items) wanted.set(i.product_id, (wanted.get(i.product_id) ?? 0) + i.quantity);
  // No more of a product than one order of it may hold, whatever the delivery groups it is split over (PX-10-006).
  const overOrderable = [...wanted].flatMap(([id, n]) => {
    const problem = quantityProblem(core.catalogue.product(id)!, n);
    return problem ? [{ errorCode: 'CART_VALIDATION_ERROR', message: problem }] : [];
  });
  if (overOrderable.length > 0) throw unprocessableAll(overOrderable);
  await lockStock(q, [...wanted.keys()]);
  const stock = await availableStock(q, core.clock.now(), [...wanted.keys()], cart.id);
  const short = [...wanted].filter(([id, n]) => (stock.get(id)?.available ?? 0) < n);
  if (short.length > 0) {
    throw unprocessableAll(short.map(([id, n]) => ({
      errorCode: 'INSUFFICIENT_INVENTORY',
      message: `${core.catalogue.product(id)!.name}: ${stock.get(id)?.available ?? 0} available, ${n} requested.`,
    })));
  }
  const id = randomUUID();
  await q.query('DELETE FROM inventory_reservations WHERE cart_id = $1', [cart.id]);
  const rows = await q.query<{ expires_at: Date }>(`INSERT INTO inventory_reservations (id, cart_id, lines, expires_at) VALUES ($1, $2, $3, $5::timestamptz + $4 * interval '1 second') RETURNING expires_at`, [
    id, cart.id, JSON.stringify([...wanted].map(([productId, quantity]) => ({ productId, quantity }))), seconds, core.clock.now().toISOString(),
  ]);
  return { reservationId: id, expiresAt: new Date(rows[0]!.expires_at).toISOString() };
}

/** Moves a guest cart's products into the buyer's cart; products that cannot move are reported. */
export async function preserveGuestCart(core: Core, owner: CartOwner, currency: string, guestCartId: string) {
  return core.db.tx(async (q) => {
    const guest = await q.one<CartRow>('SELECT * FROM carts WHERE id = $1 FOR UPDATE', [guestCartId]);
    if (!guest || !guest.guest_session_id || !owner.guestSessionIds.includes(guest.guest_session_id) || guest.status === 'Closed') throw notFound(`Guest cart ${guestCartId} was not found.`);
    const { cart } = await resolveCart(q, core, owner, 'current', { create: true, lock: true, currency });
    const items = await q.query<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1 ORDER BY created_at', [guest.id]);
    const stock = await availableStock(q, core.clock.now(), items.map((i) => i.product_id), cart.id);
    const failed: string[] = [];
    for (const item of items) {
      try {
        if ((stock.get(item.product_id)?.available ?? 0) < item.quantity) throw unprocessable('Not enough stock.');
        await addToCart(q, core, cart, item.product_id, item.quantity);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        failed.push(item.product_id);
      }
    }
    await q.query(`UPDATE carts SET status = 'Closed' WHERE id = $1`, [guest.id]);
    await touchCart(q, core, cart.id);
    return { cartId: cart.id, preserveGuestCartNumberOfProductsWithError: failed.length, failedProductIds: failed };
  });
}

/** A read-only secondary copy of a cart (the Pay Now cart); answers its id. */
export async function cloneCart(core: Core, owner: CartOwner, sourceId: string): Promise<string> {
  return core.db.tx(async (q) => {
    const { cart: source } = await resolveCart(q, core, owner, sourceId, { currency: '' });
    const clone = await createSecondaryCart(q, core, { ...owner, accountId: source.account_id }, source.currency);
    const defaultGroup = (await q.one<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1', [clone.id]))!;
    for (const item of await q.query<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1', [source.id])) {
      await q.query(`INSERT INTO cart_items (id, cart_id, delivery_group_id, product_id, quantity) VALUES ($1, $2, $3, $4, $5)
        ON CONFLICT (cart_id, delivery_group_id, product_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity`,
        [await nextId(q, '0a9'), clone.id, defaultGroup.id, item.product_id, item.quantity]);
    }
    await q.query(`UPDATE carts SET name = 'Pay Now (read only)' WHERE id = $1`, [clone.id]);
    return clone.id;
  });
}

// ------------------------------------------------------------------ pricing and views

export interface PricedItem {
  row: ItemRow;
  product: Product;
  view: Wire['CartItem'];
  cents: { list: number; sales: number; adjusted: number; discount: number; total: number };
}

export interface PricedCart {
  cart: CartRow;
  items: PricedItem[];
  groups: GroupRow[];
  coupons: Coupon[];
  /** The tariff surcharge (PX-08-002); 0 for accounts that do not pay it. */
  surchargeCents: number;
  // The sandbox always sends the currency and count that the platform may leave out (PX-67-002).
  summary: Wire['CartSummary'] & Required<Pick<Wire['CartSummary'], 'currencyIsoCode' | 'totalProductCount'>> & { messagesSummary: Wire['CartMessagesSummary'] };
}

/** One line priced: tiers by the product's whole quantity in the cart (whatever the delivery group), coupons, and its view. */
function pricedItem(core: Core, cart: CartRow, row: ItemRow, productQuantity: number, coupons: Coupon[]): PricedItem {
  const { catalogue } = core;
  const product = catalogue.product(row.product_id)!;
  const price = catalogue.price(product.id, cart.currency);
  const list = price ? Math.round(Number(price.listPrice) * 100) : 0;
  const sales = price ? Math.round(Number(price.unitPrice) * 100) : 0;
  const adjusted = price ? catalogue.unitCents(product.id, cart.currency, productQuantity) : 0;
  const percent = coupons.filter((c) => !c.category_id || catalogue.isInCategory(product, c.category_id)).reduce((sum, c) => sum + c.percent_off, 0);
  const discount = Math.round((adjusted * row.quantity * percent) / 100);
  const total = adjusted * row.quantity - discount;
  const media = catalogue.media(product);
  return {
    row, product, cents: { list, sales, adjusted, discount, total },
    view: {
      cartId: cart.id, cartItemId: row.id, productId: product.id, name: product.name, type: 'Product', quantity: qty(row.quantity), currencyIsoCode: cart.currency,
      listPrice: money(list), salesPrice: money(sales), totalAmount: money(total), totalListPrice: money(list * row.quantity), totalPrice: money(sales * row.quantity),
      totalTax: '0.00', totalAdjustmentAmount: money(total - sales * row.quantity), unitAdjustedPrice: money(adjusted),
      unitAdjustedPriceWithItemAdj: money(Math.round(total / row.quantity)), unitAdjustmentAmount: money(adjusted - sales),
      productSellingModelId: row.product_selling_model_id, subscriptionTerm: row.subscription_term,
      productDetails: {
        productId: product.id, name: product.name, sku: product.sku,
        fields: { StockKeepingUnit: product.sku, QuantityUnitOfMeasure: product.unitOfMeasure },
        purchaseQuantityRule: product.purchaseQuantityRule,
        thumbnailImage: media ? { alternateText: media.alternateText, mediaType: 'Image', title: media.title, url: media.url } : null,
        variationAttributes: Object.fromEntries(Object.entries(product.variationAttributes ?? {}).map(([name, value], i) => [`${name}__c`, { apiName: `${name}__c`, label: name, sequence: i, value }])),
      },
    },
  };
}

const CART_COUPONS_SQL = 'SELECT c.* FROM cart_coupons cc JOIN coupons c ON c.code = cc.code WHERE cc.cart_id = $1';

/**
 * The view of one line, priced as priceCart prices it, from that line's product rows and the cart's
 * coupons only: an add or a quantity change answers its line without pricing the whole cart, so the
 * answer does not grow with the cart (a 200-line cart).
 */
export async function pricedItemView(q: Queryable, core: Core, cart: CartRow, itemId: string): Promise<Wire['CartItem'] | undefined> {
  const rows = await q.query<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1 AND product_id = (SELECT product_id FROM cart_items WHERE id = $2 AND cart_id = $1)', [cart.id, itemId]);
  const row = rows.find((candidate) => candidate.id === itemId);
  if (!row) return undefined;
  const coupons = await q.query<Coupon>(CART_COUPONS_SQL, [cart.id]);
  return pricedItem(core, cart, row, rows.reduce((sum, r) => sum + r.quantity, 0), coupons).view;
}

/**
 * Prices the cart; at checkout with its delivery charges, the chosen gift wraps with their tax
 * (PX-20-005, PX-31-005: the tax is inside a Gross store's wrap price and added on top in a Net store)
 * and the products' tax, each delivery group's lines at its own address (PX-43-003; none before the
 * checkout knows an address).
 */
export async function priceCart(q: Queryable, core: Core, cart: CartRow, deliveryChargeCents = 0, taxedWrap = { cents: 0, taxCents: 0 }, taxedProductCents = 0): Promise<PricedCart> {
  // PX-75-004: a tax-exempt account's cart has no tax, on its products or its wraps, at any address.
  const taxExempt = await isTaxExempt(q, cart.account_id);
  const giftWrap = taxExempt ? { ...taxedWrap, taxCents: 0 } : taxedWrap;
  const productTaxCents = taxExempt ? 0 : taxedProductCents;
  const giftWrapCents = giftWrap.cents;
  const addedTax = core.settings.taxType === 'Net' ? giftWrap.taxCents + productTaxCents : 0;
  const rows = await q.query<ItemRow>('SELECT * FROM cart_items WHERE cart_id = $1 ORDER BY created_at DESC, id DESC', [cart.id]);
  const groups = await q.query<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1 ORDER BY is_default DESC, created_at, id', [cart.id]);
  const coupons = await q.query<Coupon>(CART_COUPONS_SQL, [cart.id]);
  const couponIds = await q.query<{ id: string; code: string }>('SELECT id, code FROM cart_coupons WHERE cart_id = $1', [cart.id]);
  const stock = await availableStock(q, core.clock.now(), [...new Set(rows.map((r) => r.product_id))], cart.id);
  const quantityByProduct = new Map<string, number>();
  for (const r of rows) quantityByProduct.set(r.product_id, (quantityByProduct.get(r.product_id) ?? 0) + r.quantity);
  const messages: Wire['CartMessagesSummary']['limitedMessages'] = [];
  const items = rows.map((row): PricedItem => {
    const item = pricedItem(core, cart, row, quantityByProduct.get(row.product_id)!, coupons);
    const available = stock.get(item.product.id)?.available ?? 0;
    if (quantityByProduct.get(item.product.id)! > available && !messages.some((m) => m.message.startsWith(`${item.product.name}:`))) {
      messages.push({ message: `${item.product.name}: only ${available} are available.`, severity: 'Error', type: 'Inventory' });
    }
    return item;
  });
  const sum = (f: (i: PricedItem) => number) => items.reduce((s, i) => s + f(i), 0);
  const afterAdjustments = sum((i) => i.cents.total);
  const surcharge = (await paysTariffSurcharge(q, cart.account_id)) ? tariffSurchargeCents(afterAdjustments) : null;
  const summary: PricedCart['summary'] = {
    accountId: cart.account_id ?? '000000000000000', cartId: cart.id, webstoreId: core.store.webstore.id, ownerId: cart.owner_id ?? '005000000000099',
    name: cart.name, purchaseOrderNumber: cart.purchase_order_number, currencyIsoCode: cart.currency, type: 'Cart', status: cart.status,
    asyncOperationStatus: 'Completed', taxType: core.settings.taxType, isSecondary: cart.is_secondary,
    grandTotalAmount: money(afterAdjustments + (surcharge ?? 0) + deliveryChargeCents + giftWrapCents + addedTax), totalChargeAmount: money(deliveryChargeCents),
    totalListPrice: money(sum((i) => i.cents.list * i.row.quantity)), totalProductAmount: money(sum((i) => i.cents.sales * i.row.quantity)),
    totalProductAmountAfterAdjustments: money(afterAdjustments), totalPromotionalAdjustmentAmount: money(-sum((i) => i.cents.discount)),
    totalTaxAmount: money(productTaxCents), ...(taxExempt ? { taxExempt: true } : {}), ...(surcharge === null ? {} : { tariffSurchargeAmount: money(surcharge) }), ...(giftWrapCents > 0 ? { giftWrapAmount: money(giftWrapCents), giftWrapTaxAmount: money(giftWrap.taxCents) } : {}), totalProductCount: qty(sum((i) => i.row.quantity)), uniqueProductCount: new Set(items.map((i) => i.product.id)).size,
    messagesSummary: { errorCount: messages.length, hasErrors: messages.length > 0, limitedMessages: messages.slice(0, 5), totalLineItemsWithErrors: messages.length },
  };
  return { cart, items, groups, surchargeCents: surcharge ?? 0, coupons: couponIds.map((c) => ({ ...coupons.find((x) => x.code === c.code)!, id: c.id })), summary };
}

export function couponList(priced: PricedCart) {
  return { coupons: priced.coupons.map((c) => ({ cartCouponId: c.id, couponCode: c.code, termsAndConditions: c.terms })) };
}

export function deliveryAddressView(address: any) {
  if (!address) return null;
  return {
    id: address.id ?? null, name: address.name ?? null, firstName: address.firstName ?? null, lastName: address.lastName ?? null,
    companyName: address.companyName ?? null, street: address.street, city: address.city, region: address.region ?? null,
    postalCode: address.postalCode, country: address.country, phoneNumber: address.phoneNumber ?? address.shipToPhoneNumber ?? null,
  };
}

export function groupView(priced: PricedCart, group: GroupRow, itemLimit?: number): Wire['DeliveryGroup'] {
  const items = priced.items.filter((i) => i.row.delivery_group_id === group.id);
  return {
    id: group.id, isDefault: group.is_default, name: group.name, totalCartItemCount: items.length,
    deliveryAddress: deliveryAddressView(group.address), desiredDeliveryDate: group.desired_delivery_date, shippingInstructions: group.shipping_instructions,
    cartItems: items.slice(0, itemLimit ?? items.length).map((i) => i.view),
  };
}

/** A delivery address from a request: an address-book id of the account, or a full address. */
export async function deliveryAddressFrom(q: Queryable, accountId: string | null, input: any) {
  if (input.id) {
    const address = accountId ? (await listAddresses(q, accountId)).find((a) => a.id === input.id) : undefined;
    if (!address) throw invalidInput(`Address ${input.id} is not in the address book.`, 'INVALID_ID_FIELD');
    return { ...address.doc, id: address.id };
  }
  const { shipToPhoneNumber, phoneNumber, ...rest } = normaliseAddressInput(input);
  return { ...rest, id: null, phoneNumber: shipToPhoneNumber ?? phoneNumber ?? null };
}

export async function applyCoupon(q: Queryable, cart: CartRow, code: string): Promise<void> {
  const coupon = await q.one<Coupon>('SELECT * FROM coupons WHERE upper(code) = upper($1)', [code.trim()]);
  if (!coupon) throw cartValidation(`The coupon code ${code} isn't valid.`);
  const applied = await q.query<{ code: string }>('SELECT code FROM cart_coupons WHERE cart_id = $1', [cart.id]);
  if (applied.some((a) => a.code === coupon.code)) return;
  if (applied.length > 0) throw cartValidation('Only one coupon can be used per order.');
  await q.query('INSERT INTO cart_coupons (id, cart_id, code) VALUES ($1, $2, $3)', [await nextId(q, '0cC'), cart.id, coupon.code]);
}

/** Takes a coupon off the cart; false when it was not applied. */
export async function removeCoupon(q: Queryable, cart: CartRow, cartCouponId: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM cart_coupons WHERE id = $1 AND cart_id = $2 RETURNING id', [cartCouponId, cart.id]);
  return rows.length > 0;
}

// ------------------------------------------------------------------ quick order

export type QuickOrderResult =
  | { sku: string; status: 'NotFound'; message: string }
  | { sku: string; productId: string; status: 'Invalid'; message: string }
  | { sku: string; productId: string; cartItemId: string; status: 'Added' };

/** Adds lines by SKU; each line answers Added, NotFound or Invalid with the reason. */
export async function quickOrder(q: Queryable, core: Core, cart: CartRow, lines: Array<{ sku: string; quantity: string | number }>): Promise<QuickOrderResult[]> {
  const { catalogue } = core;
  const stock = await availableStock(q, core.clock.now(), [...catalogue.products.keys()].filter((id) => lines.some((l) => catalogue.product(id)!.sku.toLowerCase() === l.sku.trim().toLowerCase())), cart.id);
  // A null is a line that passed the checks here; they go into the cart together, in their order.
  const results: Array<QuickOrderResult | null> = [];
  const pending: Array<{ at: number; sku: string; productId: string; quantity: number }> = [];
  for (const line of lines) {
    const product = catalogue.bySku.get(line.sku.trim().toLowerCase());
    const quantity = wholeQuantity(line.quantity);
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
    pending.push({ at: results.length, sku: line.sku, productId: product.id, quantity });
    results.push(null);
  }
  const added = await addManyToCart(q, core, cart, pending);
  pending.forEach((line, index) => {
    const outcome = added[index]!;
    results[line.at] = 'error' in outcome
      ? { sku: line.sku, productId: line.productId, status: 'Invalid', message: outcome.error.problems[0]!.message }
      : { sku: line.sku, productId: line.productId, cartItemId: outcome.itemId, status: 'Added' };
  });
  return results.filter((result): result is QuickOrderResult => result !== null);
}

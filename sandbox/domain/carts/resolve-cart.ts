// Finding the cart a request names (`current`/`active` or an id), making the caller's cart when needed.
import type { CurrencyCode } from '../../../fixtures/types.ts';
import type { Queryable } from '../../db/index.ts';
import type { Core } from '../core.ts';
import { conflict, notFound } from '../errors.ts';
import { nextId } from '../ids.ts';
import { listAddresses, storeGuestSession } from '../accounts.ts';
import type { CartRow } from './cart-rows.ts';
import { mayUseCart, type CartOwner } from './cart-ownership.ts';

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
const UNSAVED_CART_ID = '0a6000000000000';

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

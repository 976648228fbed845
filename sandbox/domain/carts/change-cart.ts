// Changing a cart as a whole: every change runs in a transaction that first locks the cart row, so
// concurrent writes to one cart queue up instead of overwriting each other; deleting and cloning.
import type { Queryable } from '../../db/index.ts';
import type { Core } from '../core.ts';
import { conflict } from '../errors.ts';
import { nextId } from '../ids.ts';
import type { CartRow, GroupRow, ItemRow } from './cart-rows.ts';
import type { CartOwner } from './cart-ownership.ts';
import { createSecondaryCart, resolveCart } from './resolve-cart.ts';

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

function assertEditable(cart: CartRow): void {
  if (cart.status === 'Closed') throw conflict('This cart has been ordered and can no longer change.');
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

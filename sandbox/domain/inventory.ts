// Stock: on hand in the inventory table, less what live reservations of other carts hold.
import type { Product } from '../../fixtures/types.ts';
import type { Queryable } from '../db/index.ts';
import type { Core } from './core.ts';
import { invalidInput } from './errors.ts';
import type { Wire } from './wire.ts';

export interface Stock {
  locationSourceId: string;
  onHand: number;
  available: number;
}

/** Reservations live until `now`: the sandbox clock's, so a test moves it forward instead of waiting. */
export async function availableStock(q: Queryable, now: Date, productIds: string[], exceptCartId: string | null = null): Promise<Map<string, Stock>> {
  const rows = await q.query<{ product_id: string; location_source_id: string; on_hand: number; reserved: number }>(
    `SELECT i.product_id, i.location_source_id, i.on_hand,
            COALESCE((SELECT sum((l->>'quantity')::int) FROM inventory_reservations r, jsonb_array_elements(r.lines) l
                      WHERE r.expires_at > $3::timestamptz AND l->>'productId' = i.product_id AND r.cart_id IS DISTINCT FROM $2), 0)::int AS reserved
       FROM inventory i WHERE i.product_id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(productIds), exceptCartId, now.toISOString()],
  );
  return new Map(rows.map((r) => [r.product_id, { locationSourceId: r.location_source_id, onHand: r.on_hand, available: Math.max(0, r.on_hand - r.reserved) }]));
}

/**
 * PX-71-001: the test clock went back by `undoneMs`. A hold still live at the moved time keeps the time
 * it had left, now counted from the real time; left as it was, a hold made in the moved days would
 * keep its stock from every other cart for those days.
 */
export async function moveReservationsBack(q: Queryable, movedNow: Date, undoneMs: number): Promise<void> {
  if (undoneMs <= 0) return;
  await q.query(`UPDATE inventory_reservations SET expires_at = expires_at - $2 * interval '1 millisecond' WHERE expires_at > $1::timestamptz`, [movedNow.toISOString(), undoneMs]);
}

/**
 * Locks the stock rows of these products until the transaction ends (always in id order, so two
 * carts never wait for each other): a reservation's check of what is free and its insert then run
 * as one step against other carts' reservations and orders (PX-10-002).
 */
export async function lockStock(q: Queryable, productIds: string[]): Promise<void> {
  await q.query('SELECT product_id FROM inventory WHERE product_id IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY product_id FOR UPDATE', [JSON.stringify(productIds)]);
}

/** Takes stock for an order; false when there is not enough (nothing is taken then). */
export async function takeStock(q: Queryable, productId: string, quantity: number): Promise<boolean> {
  const rows = await q.query('UPDATE inventory SET on_hand = on_hand - $2 WHERE product_id = $1 AND on_hand >= $2 RETURNING product_id', [productId, quantity]);
  return rows.length === 1;
}

/**
 * PX-32-003: takes stock for every line or for none: the stock rows are locked in id order, every line
 * is checked, and only then taken. False (nothing taken) when any product lacks stock.
 */
export async function takeStockForAll(q: Queryable, lines: ReadonlyArray<{ productId: string; quantity: number }>): Promise<boolean> {
  const ids = lines.map((line) => line.productId);
  await lockStock(q, ids);
  const onHand = new Map(
    (await q.query<{ product_id: string; on_hand: number }>('SELECT product_id, on_hand FROM inventory WHERE product_id IN (SELECT jsonb_array_elements_text($1::jsonb))', [JSON.stringify(ids)])).map((r) => [r.product_id, r.on_hand]),
  );
  if (!lines.every((line) => (onHand.get(line.productId) ?? 0) >= line.quantity)) return false;
  for (const line of lines) await takeStock(q, line.productId, line.quantity);
  return true;
}

/** What an inventory read asks for: products by id or SKU, the webstore as scope, locations or groups. */
export interface InventoryAsk {
  scope: string;
  products: string[];
  locations?: string[];
  locationgroups?: string[];
  includeRelatedProducts?: boolean;
}

/**
 * PX-53-012: the inventory levels of the products asked for (by id or, case-insensitively, SKU;
 * unknown ones left out) in the store's scope: with `includeRelatedProducts`, of exactly one product's
 * variations instead (or itself, without any); only at the locations or groups asked for, or the
 * store's default source without any; each with its stock on hand and what is free of other carts' holds.
 */
export async function inventoryLevels(core: Core, ask: InventoryAsk): Promise<Wire['InventoryLevels']['inventoryLevels']> {
  const config = core.settings.inventoryConfiguration;
  if (!config.isInventoryEnabled) throw invalidInput('Inventory is not enabled for this store.');
  if (ask.scope !== core.store.webstore.id) throw invalidInput(`Unknown scope ${ask.scope}.`);
  const asked = [...(ask.locations ?? []), ...(ask.locationgroups ?? [])];
  const sources = asked.length > 0 ? asked : [config.inventoryDefaultSource.locationSourceId];
  const { catalogue } = core;
  let products = ask.products.map((key) => catalogue.product(key) ?? catalogue.bySku.get(key.toLowerCase())).filter((p): p is Product => !!p);
  if (ask.includeRelatedProducts) {
    if (products.length !== 1) throw invalidInput('includeRelatedProducts accepts exactly one product.');
    products = products[0]!.childProductIds ? products[0]!.childProductIds.map((id) => catalogue.product(id)!).filter(Boolean) : products;
  }
  const stock = await availableStock(core.db, core.clock.now(), products.map((p) => p.id));
  return products.filter((p) => stock.has(p.id) && sources.includes(stock.get(p.id)!.locationSourceId)).map((p) => {
    const s = stock.get(p.id)!;
    return { productId: p.id, stockKeepingUnit: p.sku, onHand: `${s.onHand}.0`, availableToOrder: `${s.available}.0`, availableToFulfill: `${s.available}.0`, locationSourceId: s.locationSourceId };
  });
}

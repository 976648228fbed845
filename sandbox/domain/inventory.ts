// Stock: on hand in the inventory table, less what live reservations of other carts hold.
import type { Queryable } from '../db/index.ts';

export interface Stock {
  locationSourceId: string;
  onHand: number;
  available: number;
}

export async function availableStock(q: Queryable, productIds: string[], exceptCartId: string | null = null): Promise<Map<string, Stock>> {
  const rows = await q.query<{ product_id: string; location_source_id: string; on_hand: number; reserved: number }>(
    `SELECT i.product_id, i.location_source_id, i.on_hand,
            COALESCE((SELECT sum((l->>'quantity')::int) FROM inventory_reservations r, jsonb_array_elements(r.lines) l
                      WHERE r.expires_at > now() AND l->>'productId' = i.product_id AND r.cart_id IS DISTINCT FROM $2), 0)::int AS reserved
       FROM inventory i WHERE i.product_id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(productIds), exceptCartId],
  );
  return new Map(rows.map((r) => [r.product_id, { locationSourceId: r.location_source_id, onHand: r.on_hand, available: Math.max(0, r.on_hand - r.reserved) }]));
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

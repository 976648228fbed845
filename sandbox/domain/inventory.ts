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

/** Takes stock for an order; false when there is not enough (nothing is taken then). */
export async function takeStock(q: Queryable, productId: string, quantity: number): Promise<boolean> {
  const rows = await q.query('UPDATE inventory SET on_hand = on_hand - $2 WHERE product_id = $1 AND on_hand >= $2 RETURNING product_id', [productId, quantity]);
  return rows.length === 1;
}

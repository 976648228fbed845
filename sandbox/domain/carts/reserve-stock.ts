// Reserving a cart's stock for a checkout.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/index.ts';
import type { Core } from '../core.ts';
import { unprocessableAll } from '../errors.ts';
import { availableStock, lockStock } from '../inventory.ts';
import type { CartRow, ItemRow } from './cart-rows.ts';
import { quantityProblem } from './quantity-rules.ts';

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

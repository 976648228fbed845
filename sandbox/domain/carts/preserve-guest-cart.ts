// Keeping a guest's cart when the guest signs in.
import type { Core } from '../core.ts';
import { DomainError, notFound, unprocessable } from '../errors.ts';
import { availableStock } from '../inventory.ts';
import type { CartRow, ItemRow } from './cart-rows.ts';
import type { CartOwner } from './cart-ownership.ts';
import { resolveCart } from './resolve-cart.ts';
import { touchCart } from './change-cart.ts';
import { addToCart } from './add-cart-item.ts';

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

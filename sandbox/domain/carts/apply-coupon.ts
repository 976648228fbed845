// Applying and removing a cart's coupon (one per order).
import type { Queryable } from '../../db/index.ts';
import { nextId } from '../ids.ts';
import { cartValidation, type CartRow, type Coupon } from './cart-rows.ts';

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

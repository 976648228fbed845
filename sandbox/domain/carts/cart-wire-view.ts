// Wire views built from a priced cart: its coupon list and a delivery group with its lines.
import type { Wire } from '../wire.ts';
import type { GroupRow } from './cart-rows.ts';
import type { PricedCart } from './price-cart.ts';
import { deliveryAddressView } from './delivery-address.ts';

export function couponList(priced: PricedCart) {
  return { coupons: priced.coupons.map((c) => ({ cartCouponId: c.id, couponCode: c.code, termsAndConditions: c.terms })) };
}

export function groupView(priced: PricedCart, group: GroupRow, itemLimit?: number): Wire['DeliveryGroup'] {
  const items = priced.items.filter((i) => i.row.delivery_group_id === group.id);
  return {
    id: group.id, isDefault: group.is_default, name: group.name, totalCartItemCount: items.length,
    deliveryAddress: deliveryAddressView(group.address), desiredDeliveryDate: group.desired_delivery_date, shippingInstructions: group.shipping_instructions,
    cartItems: items.slice(0, itemLimit ?? items.length).map((i) => i.view),
  };
}

// PX-20-006, PX-31-002, PX-31-003: the gifts of a placed order as its pages show them: one per delivery
// that is a gift (its number among the order's deliveries, recipient, wrap, message). An order whose
// deliveries carry no gift fields (placed before they did, or from a server that sends none) shows the
// order's own gift fields as its first delivery's.
import type { Wire } from '../wire.ts';

type Gift = Pick<Wire['OrderDeliveryGroupSummary'], 'isGift' | 'giftMessage' | 'giftToName' | 'giftWrap'>;
type Order = Pick<Wire['OrderSummaryDetail'], 'isGift' | 'giftMessage' | 'giftToName' | 'giftWrap' | 'giftWrapAmount'> & { deliveryGroups?: Gift[] };

export interface OrderGift {
  /** 1-based number of the delivery among the order's deliveries. */
  delivery: number;
  toName: string | null;
  message: string | null;
  wrap: { name: string; amount: string } | null;
}

const isGift = (gift: Gift) => Boolean(gift.isGift || gift.giftMessage || gift.giftToName || gift.giftWrap);
const giftOf = (gift: Gift, delivery: number): OrderGift => ({
  delivery, toName: gift.giftToName ?? null, message: gift.giftMessage ?? null, wrap: gift.giftWrap ? { name: gift.giftWrap.name, amount: gift.giftWrap.amount } : null,
});

export function orderGifts(order: Order): OrderGift[] {
  const groups = order.deliveryGroups ?? [];
  if (groups.some(isGift)) return groups.flatMap((group, index) => (isGift(group) ? [giftOf(group, index + 1)] : []));
  return isGift(order) ? [giftOf(order, 1)] : [];
}

/** PX-31-003: the totals' gift-wrap amount: every delivery's wrap together (an older answer has only the one wrap). */
export const orderGiftWrapAmount = (order: Order): string | null => order.giftWrapAmount ?? order.giftWrap?.amount ?? null;

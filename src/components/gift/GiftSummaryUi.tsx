// The gift part of a placed order (PX-20-006), shown by the confirmation page and the order details:
// nothing for an order that is not a gift; otherwise the wrap with its price and the message as typed.
import type { components } from '../../api/generated/schema.ts';
import { giftLabels } from '../../labels/checkout.ts';

type Order = Pick<components['schemas']['OrderSummaryDetail'], 'isGift' | 'giftMessage' | 'giftWrap'>;

export function hasGift(order: Order): boolean {
  return Boolean(order.isGift || order.giftMessage || order.giftWrap);
}

export function GiftSummaryUi({ order, money, className }: { order: Order; money(amount: string): string; className?: string }) {
  if (!hasGift(order)) return null;
  return (
    <section aria-labelledby="order-gift" className={className} data-testid="order-gift">
      <h2 id="order-gift">{giftLabels.summary}</h2>
      <p>{giftLabels.sentAsGift}</p>
      {order.giftWrap && <p>{`${giftLabels.wrap(order.giftWrap.name)} (${money(order.giftWrap.amount)})`}</p>}
      {order.giftMessage && (
        <>
          <h3>{giftLabels.messageShown}</h3>
          <blockquote className="gift-message">{order.giftMessage}</blockquote>
        </>
      )}
    </section>
  );
}

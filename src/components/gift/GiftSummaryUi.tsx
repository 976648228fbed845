// The gifts of a placed order (PX-20-006, PX-31-002, PX-31-003), shown by the confirmation page and the
// order details: nothing for an order that is not a gift; otherwise each gift delivery's recipient, wrap
// with its price and message as typed, under its delivery's number when the order has several.
import type { components } from '../../api/generated/schema.ts';
import { orderGifts } from '../../../machines/orders/gifts.ts';
import { giftLabels } from '../../labels/checkout.ts';

type Order = Parameters<typeof orderGifts>[0] & Pick<components['schemas']['OrderSummaryDetail'], 'deliveryGroups'>;

export function GiftSummaryUi({ order, money, className }: { order: Order; money(amount: string): string; className?: string }) {
  const gifts = orderGifts(order);
  if (gifts.length === 0) return null;
  const several = (order.deliveryGroups?.length ?? 0) > 1;
  return (
    <section aria-labelledby="order-gift" className={className} data-testid="order-gift">
      <h2 id="order-gift">{giftLabels.summary}</h2>
      {gifts.map((gift) => (
        <div key={gift.delivery} className="order-gift" data-testid="order-gift-delivery">
          {several && <h3>{giftLabels.deliveryHeading(gift.delivery)}</h3>}
          <p>{gift.toName ? giftLabels.sentAsGiftTo(gift.toName) : giftLabels.sentAsGift}</p>
          {gift.wrap && <p>{`${giftLabels.wrap(gift.wrap.name)} (${money(gift.wrap.amount)})`}</p>}
          {gift.message && (
            <>
              {several ? <h4>{giftLabels.messageShown}</h4> : <h3>{giftLabels.messageShown}</h3>}
              <blockquote className="gift-message">{gift.message}</blockquote>
            </>
          )}
        </div>
      ))}
    </section>
  );
}

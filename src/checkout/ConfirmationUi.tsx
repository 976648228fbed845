// The order confirmation: number, what was ordered, each delivery with its address and expected date
// (PX-21-002), payment (PO number and file, or card brand and last four) and totals, then 'Continue shopping'.
import { Link } from 'react-router';
import { formatMoney } from '../../machines/pricing/money.ts';
import type { components } from '../api/generated/schema.ts';
import { checkoutLabels, confirmationLabels, quantityText } from '../labels/checkout.ts';
import { orderDeliveries } from '../../machines/orders/deliveries.ts';
import { OrderDeliveriesUi } from './OrderDeliveriesUi.tsx';
import { GiftSummaryUi } from '../components/gift/GiftSummaryUi.tsx';
import { placedOrderTotalsRows } from '../../machines/orders/order-totals.ts';
import { TotalsUi } from '../components/totals/TotalsUi.tsx';

export type OrderDetail = components['schemas']['OrderSummaryDetail'];
type OrderShipment = components['schemas']['Shipment'];

export interface ConfirmationProps {
  order: OrderDetail;
  shipments: OrderShipment[];
  locale: string;
  /** PX-34-001: the order's details page, for a signed-in buyer only (a guest has no order history). */
  orderLink?: string;
  /** The store's taxType: a Gross store's tax is said to be included, as on the review step (PX-60-003). */
  taxType?: string | null;
}

export function ConfirmationUi({ order, shipments, locale, orderLink, taxType }: ConfirmationProps) {
  const money = (amount: string) => formatMoney(amount, order.currencyIsoCode, locale);
  const expected = shipments.map((shipment) => shipment.estimatedDeliveryDate).find(Boolean);
  const payment = order.paymentMethod;
  return (
    <div className="confirmation">
      <p className="confirmation__number">
        {confirmationLabels.orderNumber}: <strong data-testid="order-number">{order.orderNumber}</strong>
      </p>
      <p>{order.status === 'PendingApproval' ? confirmationLabels.awaitingApproval : confirmationLabels.received}</p>
      <section aria-labelledby="confirmation-items">
        <h2 id="confirmation-items">{confirmationLabels.ordered}</h2>
        <ul className="review__lines">
          {order.items.map((item) => (
            <li key={item.orderItemSummaryId}>
              <span>
                {item.description} <span className="cart-line__sku">{item.sku}</span>
              </span>
              <span>{quantityText(item.quantity, locale)}</span>
              <span>{money(item.totalPrice)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="confirmation-delivery">
        <h2 id="confirmation-delivery">{confirmationLabels.delivery}</h2>
        <OrderDeliveriesUi
          deliveries={orderDeliveries(order, expected ?? null)}
          formatDate={(date) => new Date(`${date}T00:00:00`).toLocaleDateString(locale, { dateStyle: 'long' })}
          headingLevel={3}
        />
        {/* PX-76-001: SH §3's order fields, as the buyer entered them. */}
        {order.attentionTo && (
          <p>
            <strong>{checkoutLabels.attentionShown}:</strong> {order.attentionTo}
          </p>
        )}
        {order.shippingInstructions && (
          <p>
            <strong>{checkoutLabels.instructionsShown}:</strong> {order.shippingInstructions}
          </p>
        )}
      </section>
      <section aria-labelledby="confirmation-payment">
        <h2 id="confirmation-payment">{confirmationLabels.payment}</h2>
        {payment.type === 'CreditCard' ? (
          <p>{checkoutLabels.cardEnding(payment.brand ?? '', payment.lastFour ?? '')}</p>
        ) : (
          <>
            <p>{checkoutLabels.poSummary(order.poNumber ?? '')}</p>
            {payment.purchaseOrderFileName && <p>{confirmationLabels.poFile(payment.purchaseOrderFileName)}</p>}
          </>
        )}
      </section>
      <GiftSummaryUi order={order} money={money} />
      {/* PX-68-013, PX-74-001: the one totals component, the coupon named (PX-74-005). */}
      <TotalsUi rows={placedOrderTotalsRows(order, taxType)} money={money} testId="confirmation-totals" />
      <div className="confirmation__actions">
        {/* PX-34-001: where the buyer follows the order on to its shipments, tracking and invoices. */}
        {orderLink && (
          <Link className="button button--secondary" to={orderLink}>
            {confirmationLabels.viewOrder}
          </Link>
        )}
        <Link className="button" to="/">
          {confirmationLabels.continueShopping}
        </Link>
      </div>
    </div>
  );
}


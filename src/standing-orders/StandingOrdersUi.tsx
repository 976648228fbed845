// The standing orders of the account (SH-1-013, SH-1-014): product (the first, and how many more,
// PX-32-002), quantity, how often, status, next order date and amount per order, each linking to its details.
import { Link } from 'react-router';
import { formatMoney } from '../../machines/pricing/money.ts';
import { formatQuantity } from '../../machines/pricing/quantity-format.ts';
import type { Wire } from '../../machines/wire.ts';
import { accountPaths } from '../content/site.ts';
import { standingOrderLabels as labels } from '../labels/standing-orders.ts';
import { unitWord } from '../labels/units.ts';

export const formatDay = (date: string | null | undefined, locale: string) =>
  date ? new Date(`${date.slice(0, 10)}T00:00:00Z`).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' }) : labels.none;

export function StandingOrdersUi({ orders, locale }: { orders: Wire['RecurringOrderSummary'][]; locale: string }) {
  if (orders.length === 0) return <p>{labels.empty}</p>;
  return (
    <ul className="so-list">
      {orders.map((order) => (
        <li key={order.recurringOrderId} className="so-card">
          <h2 className="so-card__title">
            <Link to={accountPaths.standingOrder(order.recurringOrderId)}>{labels.open(labels.products(order.productName, order.numberOfScheduledProducts), order.recurringOrderId)}</Link>
          </h2>
          <dl className="so-facts">
            <div>
              <dt>{labels.status}</dt>
              <dd>{order.status}</dd>
            </div>
            {/* PX-32-002: the quantity is one product's; a standing order of several says how many it holds. */}
            {order.numberOfScheduledProducts > 1 ? (
              <div>
                <dt>{labels.numberOfScheduledProducts}</dt>
                <dd>{order.numberOfScheduledProducts}</dd>
              </div>
            ) : (
              <div>
                <dt>{labels.quantity}</dt>
                <dd>
                  {formatQuantity(order.quantity, locale)} {unitWord(order.unitOfMeasure)}
                </dd>
              </div>
            )}
            <div>
              <dt>{labels.frequency}</dt>
              <dd>{labels.every(order.frequency.interval, order.frequency.unit)}</dd>
            </div>
            <div>
              <dt>{labels.nextOrderDate}</dt>
              <dd>{formatDay(order.nextOrderDate, locale)}</dd>
            </div>
            <div>
              <dt>{labels.amountPerOrder}</dt>
              <dd>{formatMoney(order.amountPerOrder, order.currencyIsoCode, locale)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

// Each delivery of a placed order (PX-21-002), shown on the confirmation and the order details page:
// its address, method and expected date, and, when the order ships to several places, its lines.
import type { OrderDelivery } from '../../machines/orders/deliveries.ts';
import { orderDeliveryLabels } from '../labels/checkout.ts';
import { addressLine } from './step-summaries.ts';

export interface OrderDeliveriesProps {
  deliveries: readonly OrderDelivery[];
  /** The expected date as the page writes dates. */
  formatDate(isoDate: string): string;
  /** The level under the page's section heading. */
  headingLevel: 3 | 4;
}

export function OrderDeliveriesUi({ deliveries, formatDate, headingLevel }: OrderDeliveriesProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const several = deliveries.length > 1;
  return (
    <>
      {deliveries.map((delivery, index) => (
        <div key={delivery.id} className="order-delivery" data-testid="order-delivery">
          {several && <Heading>{orderDeliveryLabels.deliveryOf(index + 1, deliveries.length)}</Heading>}
          <p>
            <strong>{orderDeliveryLabels.shipTo}:</strong> {addressLine(delivery.address)}
          </p>
          {delivery.method && (
            <p>
              <strong>{orderDeliveryLabels.method}:</strong> {delivery.method}
            </p>
          )}
          {delivery.expected && <p>{orderDeliveryLabels.expected(formatDate(delivery.expected))}</p>}
          {several && (
            <ul aria-label={orderDeliveryLabels.linesOf(index + 1)}>
              {delivery.lines.map((line) => (
                <li key={line.id}>
                  {orderDeliveryLabels.line(line.description, line.sku, String(Number(line.quantity)))}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </>
  );
}

// The deliveries an order page shows (PX-21-002): the order's delivery groups as the server sends them,
// or, from a server that sends none, one delivery of every line to the order's ship-to address.
import type { Wire } from '../wire.ts';
import { expectsDelivery } from './order-status.ts';

type Order = Pick<Wire['OrderSummaryDetail'], 'orderSummaryId' | 'status' | 'approval' | 'shipTo' | 'items' | 'fields' | 'deliveryGroups' | 'shippingInstructions'>;

export interface OrderDelivery {
  id: string;
  address: Wire['OrderAddress'];
  /** The method as the buyer knows it: 'Ground (3–5 business days)'. */
  method: string | null;
  /** ISO date, or null when not known. */
  expected: string | null;
  lines: Array<{ id: string; sku: string; description: string; quantity: string }>;
}

const methodText = (method: Wire['OrderDeliveryMethod']) => (method.description ? `${method.name} (${method.description})` : method.name);

/**
 * PX-21-002: each delivery of the order, the first delivery first. Without delivery groups the order
 * ships everything to `shipTo` by the method its fields name, expected when its first shipment says.
 * PX-70-002: a cancelled or declined order's deliveries are expected on no day.
 */
export function orderDeliveries(order: Order, fallbackExpected: string | null = null): OrderDelivery[] {
  const delivered = expectsDelivery(order);
  if (order.deliveryGroups && order.deliveryGroups.length > 0) {
    return order.deliveryGroups.map((group) => ({
      id: group.orderDeliveryGroupSummaryId,
      address: group.deliverToAddress,
      method: methodText(group.deliveryMethod),
      expected: delivered ? (group.expectedDeliveryDate ?? null) : null,
      lines: group.lineItems.map((line) => ({ id: line.orderItemSummaryId, sku: line.sku, description: line.description, quantity: line.quantity })),
    }));
  }
  const named = order.fields?.DeliveryMethodName;
  return [{
    id: order.orderSummaryId,
    address: order.shipTo,
    method: typeof named === 'string' ? named : null,
    expected: delivered ? fallbackExpected : null,
    lines: order.items.map((item) => ({ id: item.orderItemSummaryId, sku: item.sku, description: item.description, quantity: item.quantity })),
  }];
}

// The order details page's read (/orders/:orderNumber), moved out of OrderPage.tsx (issue 13).
import type { Wire } from '../wire.ts';

export interface OrderDetailsApis {
  /** The effective account's order history filtered by text (PX-15-001). */
  search(searchTerm: string, signal: AbortSignal): Promise<Pick<Wire['OrderSummaryCollection'], 'orderSummaries'>>;
  order(orderSummaryId: string, signal: AbortSignal): Promise<Wire['OrderSummaryDetail']>;
  shipments(orderSummaryId: string, signal: AbortSignal): Promise<Pick<Wire['ShipmentCollection'], 'shipments'>>;
  invoices(orderSummaryId: string, signal: AbortSignal): Promise<Pick<Wire['InvoiceCollection'], 'invoices'>>;
}

export interface OrderDetails {
  order: Wire['OrderSummaryDetail'];
  shipments: Wire['Shipment'][];
  invoices: Wire['InvoiceCollection']['invoices'];
}

/** No order of that number in the effective account: the page says so and offers no retry. */
export class OrderNotFound extends Error {}

/**
 * PX-57-007: the address names the order by number, so the history's text filter finds it within the
 * effective account (only an exact number matches; none is OrderNotFound); then the order, its
 * shipments and its invoices are read side by side.
 */
export async function readOrderDetails(apis: OrderDetailsApis, orderNumber: string, signal: AbortSignal): Promise<OrderDetails> {
  const found = await apis.search(orderNumber, signal);
  const summary = found.orderSummaries.find((order) => order.orderNumber === orderNumber);
  if (!summary) throw new OrderNotFound();
  const id = summary.orderSummaryId;
  const [order, shipments, invoices] = await Promise.all([apis.order(id, signal), apis.shipments(id, signal), apis.invoices(id, signal)]);
  return { order, shipments: shipments.shipments, invoices: invoices.invoices };
}

// The order confirmation's read (/order-confirmation/:orderNumber), moved out of the page (issue 13):
// the order named by the address, and its shipments when the buyer may read them.
import type { Wire } from '../wire.ts';

export interface ConfirmationApis {
  /** The buyer's order list (its first page), searched by number when the address brings no id. */
  orders(signal: AbortSignal): Promise<Pick<Wire['OrderSummaryCollection'], 'orderSummaries'>>;
  order(orderSummaryId: string, signal: AbortSignal): Promise<Wire['OrderSummaryDetail']>;
  shipments(orderSummaryId: string, signal: AbortSignal): Promise<Pick<Wire['ShipmentCollection'], 'shipments'>>;
}

export interface ConfirmationKey {
  orderNumber: string;
  /** The order's id from the address (`?order=`), when the placement answered one. */
  orderId: string | null;
  isSignedIn: boolean;
}

export interface Confirmation {
  order: Wire['OrderSummaryDetail'];
  shipments: Wire['Shipment'][];
}

/**
 * PX-57-005: the order is the one the address names by id, else the buyer's order list's order of that
 * number; none found fails with `notFound`. PX-57-006: shipments are the signed-in buyer's to read (a
 * guest sees the delivery method only), and a failed shipments read shows the order without them.
 */
export async function readConfirmation(apis: ConfirmationApis, key: ConfirmationKey, signal: AbortSignal, notFound: string): Promise<Confirmation> {
  let orderId = key.orderId;
  if (!orderId) {
    const list = await apis.orders(signal);
    orderId = list.orderSummaries.find((summary) => summary.orderNumber === key.orderNumber)?.orderSummaryId ?? null;
  }
  if (!orderId) throw new Error(notFound);
  const order = await apis.order(orderId, signal);
  const shipments = key.isSignedIn ? await apis.shipments(orderId, signal).then((answer) => answer.shipments).catch(() => []) : [];
  return { order, shipments };
}

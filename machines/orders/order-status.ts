// PX-70-002: one vocabulary of order statuses for the buyer, wherever an order's status shows (the
// history, its filter, the order details, the dashboard): the contract's status read together with the
// purchase-order approval the order waited for, so an order its approver declined reads 'declined'
// rather than 'cancelled', and only an order still on its way expects a delivery.
import type { Wire } from '../wire.ts';

export type OrderStatusWord = 'placed' | 'pendingApproval' | 'approved' | 'processing' | 'shipped' | 'cancelled' | 'declined';

const WORD_OF: Record<Wire['OrderStatus'], OrderStatusWord> = {
  Created: 'placed',
  PendingApproval: 'pendingApproval',
  Approved: 'approved',
  Fulfilled: 'processing',
  Shipped: 'shipped',
  Cancelled: 'cancelled',
};

export interface OrderStatusOf {
  status: string;
  /** The history's approval status (OrderSummary.approvalStatus). */
  approvalStatus?: Wire['ApprovalStatus'] | null;
  /** The details' approval (OrderSummaryDetail.approval). */
  approval?: { status: Wire['ApprovalStatus'] } | null;
}

/** The buyer's word for an order's status; undefined for a status the contract does not name. */
export function orderStatusWord(order: OrderStatusOf): OrderStatusWord | undefined {
  const word = (WORD_OF as Record<string, OrderStatusWord | undefined>)[order.status];
  const approval = order.approvalStatus ?? order.approval?.status ?? null;
  return word === 'cancelled' && approval === 'Declined' ? 'declined' : word;
}

/** PX-70-002: a cancelled or declined order is not delivered, so it shows no expected delivery. */
export const expectsDelivery = (order: OrderStatusOf): boolean => {
  const word = orderStatusWord(order);
  return word !== 'cancelled' && word !== 'declined';
};

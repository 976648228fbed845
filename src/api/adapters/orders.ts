// The orders area's adapters (orders, approvals, invoices, with the standing orders the dashboard
// shows): the typed client's calls bound to the ports the order machines declare. The one place the
// order pages and the dashboard get their ports from.
import { fromPromise } from 'xstate';
import type { ApprovalReview, Decision } from '../../../machines/approvals/review.machine.ts';
import { ORDER_HISTORY_PAGE_SIZE } from '../../../machines/constants/orders.ts';
import type { ConfirmationApis } from '../../../machines/orders/confirmation.ts';
import type { OrderDetailsApis } from '../../../machines/orders/order-details.ts';
import { orderHistoryQuery, type OrderFilters } from '../../../machines/orders/order-filters.ts';
import type { DashboardApis } from '../../../machines/dashboard/dashboard.ts';
import type { ReorderApis } from '../../../machines/orders/reorder.machine.ts';
import type { StoreApi } from '../registry.ts';
import type { QueryOptions } from '../request.ts';

/** Buy again (PX-15-005): availability of its products, one batch add, then the cart actor is told. */
export function reorderApis(api: StoreApi, cartChanged: () => void): ReorderApis {
  return {
    inventoryLevels: (productIds) => api.catalogue.inventoryLevels(productIds),
    addItems: (lines) => api.cart.addItems(lines.map((line) => ({ richInput: { productId: line.productId, quantity: String(line.quantity), type: 'Product' as const } }))),
    cartChanged,
  };
}

/** The order confirmation's reads (PX-57-005, PX-57-006): the buyer's orders, one order, its shipments. */
export function confirmationApis(api: StoreApi): ConfirmationApis {
  return {
    orders: (signal) => api.orders.list({}, signal),
    order: (orderSummaryId, signal) => api.orders.get(orderSummaryId, {}, signal),
    shipments: (orderSummaryId, signal) => api.orders.shipments(orderSummaryId, signal),
  };
}

/** The order history's page of the effective account's orders under the address's filters (PX-15-001, PX-15-006). */
export function orderHistoryRead(api: StoreApi) {
  return (filters: OrderFilters, signal: AbortSignal) => api.orders.list(orderHistoryQuery(filters, ORDER_HISTORY_PAGE_SIZE), signal);
}

/** The order details page's reads (PX-57-007): the history searched by number (5 at most), the order, its shipments and invoices. */
export function orderDetailsApis(api: StoreApi): OrderDetailsApis {
  return {
    search: (searchTerm, signal) => api.orders.list({ searchTerm, pageSize: 5 }, signal),
    order: (orderSummaryId, signal) => api.orders.get(orderSummaryId, {}, signal),
    shipments: (orderSummaryId, signal) => api.orders.shipments(orderSummaryId, signal),
    invoices: (orderSummaryId, signal) => api.orders.orderInvoices(orderSummaryId, signal),
  };
}

/**
 * The order pages' downloads (PX-15-002, PX-15-003). Both are read with openapi-fetch's parseAs 'blob',
 * which answers a Blob whatever body type the contract gives the PDF.
 */
export function orderDocumentApis(api: StoreApi) {
  return {
    invoice: (invoiceId: string) => api.orders.invoiceDocument(invoiceId).then((body) => body as Blob),
    purchaseOrder: (orderSummaryId: string) => api.orders.purchaseOrderDocument(orderSummaryId).then((body) => body as Blob),
  };
}

/** The dashboard's four reads of the effective account. */
export function dashboardApis(api: StoreApi): DashboardApis {
  return {
    orders: (query, signal) => api.orders.list(query, signal),
    approvals: (query, signal) => api.orders.approvals(query, signal),
    standingOrders: (query, signal) => api.recurring.list(query, signal),
    invoices: (query, signal) => api.orders.invoices(query, signal),
  };
}

/** PX-15-007: one page of the effective account's invoices (the query: invoiceHistoryQuery, PX-58-004). */
export function readInvoices(api: StoreApi, query: QueryOptions<'listInvoices'>, signal?: AbortSignal) {
  return api.orders.invoices(query, signal);
}

/** PX-16-006: the review list's read: the purchase orders waiting (up to 100); a 403 says the buyer is no approver. */
export function readApprovals(api: StoreApi, signal?: AbortSignal) {
  return api.orders.approvals({ pageSize: 100 }, signal);
}

/** PX-16-003, PX-16-006: one purchase order to review (the approval, then its order) and the decision; `decided` runs after a decision is sent. */
export function reviewActors(api: StoreApi, decided: () => void) {
  return {
    load: fromPromise<ApprovalReview, { approvalId: string }>(async ({ input, signal }) => {
      const approval = await api.orders.approval(input.approvalId, signal);
      const order = await api.orders.get(approval.orderSummaryId, {}, signal);
      return { approval, order };
    }),
    decide: fromPromise<unknown, { approvalId: string; decision: Decision; comment: string }>(async ({ input, signal }) => {
      const answer = input.decision === 'approve'
        ? await api.orders.approve(input.approvalId, input.comment ? { comment: input.comment } : {}, signal)
        : await api.orders.decline(input.approvalId, { reason: input.comment }, signal);
      decided();
      return answer;
    }),
  };
}

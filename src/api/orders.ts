// Extension: order history, invoices and purchase-order approvals, for the effective account.
import { requireOption } from '../../machines/api/validation.ts';
import { accountQuery, dataOf, readContext, type AreaOptions, type BodyOf, type QueryOptions, WEBSTORE_PATH } from './request.ts';

export function createOrdersApi({ client, webstoreId, context }: AreaOptions) {
  const base = WEBSTORE_PATH;
  const account = () => accountQuery(readContext(context));
  const order = (orderSummaryId: string) => ({
    path: { webstoreId, orderSummaryId: requireOption('orderSummaryId', orderSummaryId) },
    query: account(),
  });
  const approval = (approvalId: string) => ({ webstoreId, approvalId: requireOption('approvalId', approvalId) });

  return {
    async list(query: QueryOptions<'listOrderSummaries'> = {}, signal?: AbortSignal) {
      return dataOf(client.GET(`${base}/order-summaries`, { params: { path: { webstoreId }, query: { ...query, ...account() } }, signal }), { signal });
    },
    async get(orderSummaryId: string, query: QueryOptions<'getOrderSummary'> = {}, signal?: AbortSignal) {
      const params = order(orderSummaryId);
      return dataOf(client.GET(`${base}/order-summaries/{orderSummaryId}`, { params: { ...params, query: { ...query, ...params.query } }, signal }), {
        signal,
      });
    },
    async items(orderSummaryId: string, signal?: AbortSignal) {
      return dataOf(client.GET(`${base}/order-summaries/{orderSummaryId}/items`, { params: order(orderSummaryId), signal }), { signal });
    },
    async shipments(orderSummaryId: string, signal?: AbortSignal) {
      return dataOf(client.GET(`${base}/order-summaries/{orderSummaryId}/shipments`, { params: order(orderSummaryId), signal }), { signal });
    },
    async orderInvoices(orderSummaryId: string, signal?: AbortSignal) {
      return dataOf(client.GET(`${base}/order-summaries/{orderSummaryId}/invoices`, { params: order(orderSummaryId), signal }), { signal });
    },
    /** The order's purchase-order file as a Blob (PX-15-002). */
    async purchaseOrderDocument(orderSummaryId: string, signal?: AbortSignal) {
      return dataOf(
        client.GET(`${base}/order-summaries/{orderSummaryId}/purchase-order-document`, { params: order(orderSummaryId), parseAs: 'blob', signal }),
        { signal },
      );
    },
    async invoices(query: QueryOptions<'listInvoices'> = {}, signal?: AbortSignal) {
      return dataOf(client.GET(`${base}/invoices`, { params: { path: { webstoreId }, query: { ...query, ...account() } }, signal }), { signal });
    },
    /** The invoice PDF as a Blob. */
    async invoiceDocument(invoiceId: string, signal?: AbortSignal) {
      const id = requireOption('invoiceId', invoiceId);
      return dataOf(
        client.GET(`${base}/invoices/{invoiceId}/document`, { params: { path: { webstoreId, invoiceId: id }, query: account() }, parseAs: 'blob', signal }),
        { signal },
      );
    },
    async approvals(query: QueryOptions<'listPurchaseOrderApprovals'> = {}, signal?: AbortSignal) {
      return dataOf(
        client.GET(`${base}/purchase-order-approvals`, { params: { path: { webstoreId }, query: { ...query, ...account() } }, signal }),
        { signal },
      );
    },
    async approval(approvalId: string, signal?: AbortSignal) {
      return dataOf(
        client.GET(`${base}/purchase-order-approvals/{approvalId}`, { params: { path: approval(approvalId), query: account() }, signal }),
        { signal },
      );
    },
    async approve(approvalId: string, body: BodyOf<'approvePurchaseOrder'> = {}, signal?: AbortSignal) {
      return dataOf(client.POST(`${base}/purchase-order-approvals/{approvalId}/actions/approve`, { params: { path: approval(approvalId) }, body, signal }), {
        signal,
      });
    },
    async decline(approvalId: string, body: BodyOf<'declinePurchaseOrder'>, signal?: AbortSignal) {
      return dataOf(client.POST(`${base}/purchase-order-approvals/{approvalId}/actions/decline`, { params: { path: approval(approvalId) }, body, signal }), {
        signal,
      });
    },
  };
}

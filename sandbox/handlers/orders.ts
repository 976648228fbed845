// Order history, shipments, invoices (with the PDF document) and purchase-order review.
import { actingAccountId, download, ok, requireUser, type Ctx, type Reply } from '../http/context.ts';
import { approvalOfOrder, approvalStatusesOf, approvalView, approverAccount, decideApproval, findApproval, listApprovals } from '../domain/approvals.ts';
import { invalidInput, notFound } from '../domain/errors.ts';
import { findAccount } from '../domain/accounts.ts';
import { invoicePdf } from '../domain/invoice-document.ts';
import { findOrder } from '../domain/orders.ts';
import {
  accountInvoices, invoiceStatus, invoiceView, invoicesOf, listOrders, orderGiftView, orderItemsView, orderPurchaseOrderFile, orderView, shipmentView, shipmentsOf,
} from '../domain/order-history.ts';
import { deliveryGroupsOf, deliveryGroupsView } from '../domain/order-deliveries.ts';
import { invoiceOr404, orderOr404 } from '../access/orders.ts';

/** Page of a list by offset tokens. */
function page<T>(rows: T[], query: { pageSize?: number; pageToken?: string }) {
  const size = query.pageSize ?? 25;
  const token = query.pageToken;
  const start = pageStart(token);
  return { items: rows.slice(start, start + size), currentPageToken: token ?? null, nextPageToken: start + size < rows.length ? String(start + size) : null, previousPageToken: previousToken(start, size) };
}

/** PX-23-004: the page before one starting at `start`, so a page opened from its address can go back. */
function previousToken(start: number, size: number): string | null {
  return start > 0 ? String(Math.max(0, start - size)) : null;
}

/**
 * Offset page tokens: where a page starts in the ordered list. Only plain digits, at most nine of them:
 * '1e20' or a 25-digit number would pass Number.isInteger and overflow the database's OFFSET.
 */
function pageStart(token: string | undefined): number {
  if (token === undefined) return 0;
  if (!/^\d{1,9}$/.test(token)) throw invalidInput(`Invalid pageToken '${token}'.`);
  return Number(token);
}

export async function listOrderSummaries(ctx: Ctx<'listOrderSummaries'>): Reply<'listOrderSummaries'> {
  const accountId = actingAccountId(ctx);
  const { query } = ctx;
  const size = query.pageSize ?? 25;
  const start = pageStart(query.pageToken);
  // SH-9-046: CreatedDateDesc by default; an order is created the instant it is ordered.
  const ascending = query.sortOrder === 'CreatedDateAsc' || query.sortOrder === 'OrderedDateAsc';
  const { orders, more } = await listOrders(ctx.core.db, accountId, {
    ascending, earliest: query.earliestDate, latest: query.latestDate, status: query.status, term: query.searchTerm?.trim() || undefined, offset: start, limit: size,
  });
  const approvals = await approvalStatusesOf(ctx.core.db, orders.map((order) => order.id));
  return ok({
    count: orders.length, orderSummaries: orders.map((order) => ({ ...orderView(ctx.core, order), approvalStatus: approvals.get(order.id) ?? null })),
    currentPageToken: query.pageToken ?? null, nextPageToken: more ? String(start + size) : null, previousPageToken: previousToken(start, size),
  });
}

export async function getOrderSummary(ctx: Ctx<'getOrderSummary'>): Reply<'getOrderSummary'> {
  const order = await orderOr404(ctx);
  return ok({
    ...orderView(ctx.core, order), ...orderGiftView(order), items: orderItemsView(ctx.core, order), deliveryGroups: deliveryGroupsView(ctx.core, order), approval: await approvalOfOrder(ctx.core.db, order.id),
  });
}

export async function listOrderItems(ctx: Ctx<'listOrderItems'>): Reply<'listOrderItems'> {
  return ok({ items: orderItemsView(ctx.core, await orderOr404(ctx)) });
}

export async function listOrderShipments(ctx: Ctx<'listOrderShipments'>): Reply<'listOrderShipments'> {
  const order = await orderOr404(ctx);
  return ok({ shipments: (await shipmentsOf(ctx.core.db, order.id)).map((shipment) => shipmentView(order, shipment)) });
}

export async function listOrderInvoices(ctx: Ctx<'listOrderInvoices'>): Reply<'listOrderInvoices'> {
  const order = await orderOr404(ctx);
  return ok({ invoices: (await invoicesOf(ctx.core.db, order.id)).map((invoice) => invoiceView(invoice, order.orderNumber, ctx.core.clock.today())) });
}

export async function listInvoices(ctx: Ctx<'listInvoices'>): Reply<'listInvoices'> {
  const accountId = actingAccountId(ctx);
  const rows = await accountInvoices(ctx.core.db, accountId, { earliest: ctx.query.earliestDate, latest: ctx.query.latestDate });
  const p = page(rows.map((r) => invoiceView(r.doc, r.order_number, ctx.core.clock.today())), ctx.query);
  return ok({ count: p.items.length, invoices: p.items, currentPageToken: p.currentPageToken, nextPageToken: p.nextPageToken, previousPageToken: p.previousPageToken });
}

export async function getInvoiceDocument(ctx: Ctx<'getInvoiceDocument'>): Reply<'getInvoiceDocument'> {
  const invoice = await invoiceOr404(ctx);
  const order = (await findOrder(ctx.core.db, invoice.orderSummaryId))!;
  const data = await invoicePdf({ ...invoice, status: invoiceStatus(invoice, ctx.core.clock.today()) }, order, await findAccount(ctx.core.db, invoice.accountId), deliveryGroupsOf(ctx.core, order));
  return download('application/pdf', data, `${invoice.invoiceNumber}.pdf`);
}

/** PX-15-002: the purchase-order file, for users of the order's account only (orderOr404). */
export async function getOrderPurchaseOrderDocument(ctx: Ctx<'getOrderPurchaseOrderDocument'>): Reply<'getOrderPurchaseOrderDocument'> {
  const file = await orderPurchaseOrderFile(ctx.core.db, await orderOr404(ctx));
  if (!file) throw notFound('This order has no purchase-order file.');
  return download(file.content_type, ctx.core.files.read(file.stored_name), file.original_name);
}

// ------------------------------------------------------------------ purchase-order approvals

export async function listPurchaseOrderApprovals(ctx: Ctx<'listPurchaseOrderApprovals'>): Reply<'listPurchaseOrderApprovals'> {
  const accountId = approverAccount(requireUser(ctx), ctx.query.effectiveAccountId ?? ctx.session.effectiveAccountId);
  const p = page(await listApprovals(ctx.core.db, accountId, ctx.query.status ?? 'Pending'), ctx.query);
  const items = [];
  for (const row of p.items) items.push(await approvalView(ctx.core, row));
  return ok({ count: items.length, items, nextPageToken: p.nextPageToken });
}

export async function getPurchaseOrderApproval(ctx: Ctx<'getPurchaseOrderApproval'>): Reply<'getPurchaseOrderApproval'> {
  return ok(await approvalView(ctx.core, await findApproval(ctx.core.db, requireUser(ctx), ctx.params.approvalId)));
}

export async function approvePurchaseOrder(ctx: Ctx<'approvePurchaseOrder'>): Reply<'approvePurchaseOrder'> {
  const row = await decideApproval(ctx.core, requireUser(ctx), ctx.params.approvalId, 'Approved', ctx.body?.comment ?? null, null);
  return ok(await approvalView(ctx.core, row));
}

export async function declinePurchaseOrder(ctx: Ctx<'declinePurchaseOrder'>): Reply<'declinePurchaseOrder'> {
  const reason = String(ctx.body.reason).trim();
  if (!reason) throw invalidInput('Please give a reason for declining this purchase order.');
  const row = await decideApproval(ctx.core, requireUser(ctx), ctx.params.approvalId, 'Declined', null, reason);
  return ok(await approvalView(ctx.core, row));
}

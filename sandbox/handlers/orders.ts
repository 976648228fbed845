// Order history, shipments, invoices (with the PDF document) and purchase-order review.
import type { Invoice, Shipment } from '../../fixtures/types.ts';
import { actingAccountId, ok, requireUser, type Answer, type Ctx } from '../http/context.ts';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from '../http/errors.ts';
import { findUser } from '../domain/accounts.ts';
import { findOrder, fulfil, invoicePdf, invoiceView, orderItemsView, orderView, setOrderStatus, shipmentView, type OrderDoc } from '../domain/orders.ts';

/** Page of a list by offset tokens. */
function page<T>(rows: T[], ctx: Ctx) {
  const size = ctx.query.pageSize ?? 25;
  const token = ctx.query.pageToken as string | undefined;
  const start = token === undefined ? 0 : Number(token);
  if (!Number.isInteger(start) || start < 0) throw badRequest(`Invalid pageToken '${token}'.`);
  return { items: rows.slice(start, start + size), currentPageToken: token ?? null, nextPageToken: start + size < rows.length ? String(start + size) : null };
}

/**
 * An order of an account the buyer may act for (another account's order answers 404); a guest reads
 * only the orders its own session placed (PX-08-004).
 */
async function orderOr404(ctx: Ctx): Promise<OrderDoc> {
  if (!ctx.user) {
    const order = await findOrder(ctx.core.db, ctx.params.orderSummaryId!);
    if (!order?.guestSessionId || order.guestSessionId !== ctx.session.id) throw unauthorized('Sign in to continue.');
    return order;
  }
  const user = ctx.user;
  const order = await findOrder(ctx.core.db, ctx.params.orderSummaryId!);
  if (!order || !(user.doc.managedAccountIds ?? []).includes(order.accountId)) throw notFound(`Order ${ctx.params.orderSummaryId} was not found.`);
  if (ctx.query.effectiveAccountId && ctx.query.effectiveAccountId !== order.accountId) throw notFound(`Order ${ctx.params.orderSummaryId} was not found.`);
  return order;
}

export async function listOrderSummaries(ctx: Ctx): Promise<Answer> {
  const accountId = actingAccountId(ctx);
  const asc = ctx.query.sortOrder === 'OrderedDateAsc';
  const rows = await ctx.core.db.query<{ doc: OrderDoc }>(
    `SELECT doc FROM orders WHERE account_id = $1 AND ($2::timestamptz IS NULL OR ordered_at >= $2) AND ($3::timestamptz IS NULL OR ordered_at <= $3)
     ORDER BY ordered_at ${asc ? 'ASC' : 'DESC'}, id`, [accountId, ctx.query.earliestDate ?? null, ctx.query.latestDate ?? null]);
  const p = page(rows.map((r) => orderView(ctx.core, r.doc)), ctx);
  return ok({ count: p.items.length, orderSummaries: p.items, currentPageToken: p.currentPageToken, nextPageToken: p.nextPageToken });
}

export async function getOrderSummary(ctx: Ctx): Promise<Answer> {
  const order = await orderOr404(ctx);
  return ok({ ...orderView(ctx.core, order), items: orderItemsView(ctx.core, order) });
}

export async function listOrderItems(ctx: Ctx): Promise<Answer> {
  return ok({ items: orderItemsView(ctx.core, await orderOr404(ctx)) });
}

export async function listOrderShipments(ctx: Ctx): Promise<Answer> {
  const order = await orderOr404(ctx);
  const rows = await ctx.core.db.query<{ doc: Shipment }>('SELECT doc FROM shipments WHERE order_id = $1 ORDER BY id', [order.id]);
  return ok({ shipments: rows.map((r) => shipmentView(order, r.doc)) });
}

export async function listOrderInvoices(ctx: Ctx): Promise<Answer> {
  const order = await orderOr404(ctx);
  const rows = await ctx.core.db.query<{ doc: Invoice }>('SELECT doc FROM invoices WHERE order_id = $1 ORDER BY invoice_date DESC, id', [order.id]);
  return ok({ invoices: rows.map((r) => invoiceView(r.doc, order.orderNumber)) });
}

export async function listInvoices(ctx: Ctx): Promise<Answer> {
  const accountId = actingAccountId(ctx);
  const rows = await ctx.core.db.query<{ doc: Invoice; order_number: string }>(
    'SELECT i.doc, o.order_number FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.account_id = $1 ORDER BY i.invoice_date DESC, i.id DESC', [accountId]);
  const p = page(rows.map((r) => invoiceView(r.doc, r.order_number)), ctx);
  return ok({ count: p.items.length, invoices: p.items, currentPageToken: p.currentPageToken, nextPageToken: p.nextPageToken });
}

export async function getInvoiceDocument(ctx: Ctx): Promise<Answer> {
  const user = requireUser(ctx);
  const row = await ctx.core.db.one<{ doc: Invoice }>('SELECT doc FROM invoices WHERE id = $1', [ctx.params.invoiceId]);
  if (!row || !(user.doc.managedAccountIds ?? []).includes(row.doc.accountId)) throw notFound();
  const order = (await findOrder(ctx.core.db, row.doc.orderSummaryId))!;
  return { status: 200, raw: { contentType: 'application/pdf', data: invoicePdf(row.doc, order) }, headers: { 'Content-Disposition': `attachment; filename="${row.doc.invoiceNumber}.pdf"` } };
}

// ------------------------------------------------------------------ purchase-order approvals

interface ApprovalRow {
  id: string;
  account_id: string;
  order_id: string;
  status: 'Pending' | 'Approved' | 'Declined';
  submitted_at: Date;
  doc: { requestedByUserId: string; file: { id: string; name: string; contentType: string; size: number } | null; decision: any };
}

const SELF_APPROVAL = 'You cannot approve a purchase order you placed. Another approver of the account must approve it.';
const approverOnly = () => forbidden('Only purchase-order approvers of this account can review purchase orders.');

function approverAccount(ctx: Ctx): string {
  const user = requireUser(ctx);
  const accountId = ctx.query.effectiveAccountId ?? ctx.session.effectiveAccountId ?? user.doc.defaultAccountId;
  if (!accountId || !(user.doc.approverForAccountIds ?? []).includes(accountId)) throw approverOnly();
  return accountId;
}

async function approvalView(ctx: Ctx, row: ApprovalRow) {
  const order = (await findOrder(ctx.core.db, row.order_id))!;
  const requester = await findUser(ctx.core.db, row.doc.requestedByUserId);
  const file = row.doc.file ?? { id: '069000000000000', name: `${order.purchaseOrderNumber}.pdf`, contentType: 'application/pdf', size: 1 };
  return {
    approvalId: row.id, orderSummaryId: order.id, orderNumber: order.orderNumber, poNumber: order.purchaseOrderNumber ?? '',
    requestedBy: { userId: row.doc.requestedByUserId, name: requester ? `${requester.doc.firstName} ${requester.doc.lastName}` : 'Unknown user' },
    accountId: row.account_id, totalAmount: order.grandTotalAmount, currencyIsoCode: order.currencyIsoCode, submittedDate: new Date(row.submitted_at).toISOString(),
    status: row.status,
    purchaseOrderFile: { name: file.name, contentType: file.contentType, size: file.size, url: `/sandbox/files/${file.id}` },
    decision: row.doc.decision,
  };
}

export async function listPurchaseOrderApprovals(ctx: Ctx): Promise<Answer> {
  const accountId = approverAccount(ctx);
  const rows = await ctx.core.db.query<ApprovalRow>('SELECT * FROM po_approvals WHERE account_id = $1 AND status = $2 ORDER BY submitted_at, id', [accountId, ctx.query.status ?? 'Pending']);
  const p = page(rows, ctx);
  const items = [];
  for (const row of p.items) items.push(await approvalView(ctx, row));
  return ok({ count: items.length, items, nextPageToken: p.nextPageToken });
}

async function approvalOr404(ctx: Ctx, lock = false, q = ctx.core.db as any): Promise<ApprovalRow> {
  const user = requireUser(ctx);
  const row = await q.one(`SELECT * FROM po_approvals WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [ctx.params.approvalId]) as ApprovalRow | undefined;
  if (!row || !(user.doc.managedAccountIds ?? []).includes(row.account_id)) throw notFound();
  if (!(user.doc.approverForAccountIds ?? []).includes(row.account_id)) throw approverOnly();
  return row;
}

export async function getPurchaseOrderApproval(ctx: Ctx): Promise<Answer> {
  return ok(await approvalView(ctx, await approvalOr404(ctx)));
}

async function decide(ctx: Ctx, status: 'Approved' | 'Declined', comment: string | null, reason: string | null): Promise<Answer> {
  const user = requireUser(ctx);
  const row = await ctx.core.db.tx(async (q) => {
    const row = await approvalOr404(ctx, true, q);
    if (row.status !== 'Pending') throw new ApiError(409, [{ errorCode: 'APPROVAL_ALREADY_DECIDED', message: `This purchase order has already been ${row.status.toLowerCase()}.` }]);
    // Four eyes (PX-10-004): whoever placed the order cannot approve it; another approver of the account must.
    if (status === 'Approved' && row.doc.requestedByUserId === user.id) throw forbidden(SELF_APPROVAL, 'SELF_APPROVAL_NOT_ALLOWED');
    const decision = { decidedBy: { userId: user.id, name: `${user.doc.firstName} ${user.doc.lastName}` }, decidedDate: new Date().toISOString(), comment, reason };
    await q.query('UPDATE po_approvals SET status = $2, doc = $3 WHERE id = $1', [row.id, status, JSON.stringify({ ...row.doc, decision })]);
    const order = (await findOrder(q, row.order_id))!;
    if (status === 'Approved') await fulfil(q, ctx.core, order);
    else await setOrderStatus(q, order.id, 'Cancelled');
    return (await q.one<ApprovalRow>('SELECT * FROM po_approvals WHERE id = $1', [row.id]))!;
  });
  return ok(await approvalView(ctx, row));
}

export async function approvePurchaseOrder(ctx: Ctx): Promise<Answer> {
  return decide(ctx, 'Approved', (ctx.body as { comment?: string } | undefined)?.comment ?? null, null);
}

export async function declinePurchaseOrder(ctx: Ctx): Promise<Answer> {
  const reason = String((ctx.body as { reason: string }).reason).trim();
  if (!reason) throw badRequest('Please give a reason for declining this purchase order.');
  return decide(ctx, 'Declined', null, reason);
}

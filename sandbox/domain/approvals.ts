// Purchase-order approvals: an order paid by purchase order waits for an approver of its account,
// who approves it (the order is fulfilled) or declines it (the order is cancelled).
import type { Queryable } from '../db/index.ts';
import { findAccount, findUser, type UserRecord } from './accounts.ts';
import type { Core } from './core.ts';
import { conflict, forbidden, notFound } from './errors.ts';
import type { Mail, MailLink } from '../lib/outbox.ts';
import { accountPaths } from '../../src/content/site.ts';
import { mailDate, mailMoney, orderTotalsBlock } from './mail-format.ts';
import { mailLanguageOf, mailWords } from './mail-language.ts';
import { orderLink } from './order-mail.ts';
import type { FileType } from '../lib/files.ts';
import type { Wire } from './wire.ts';
import { findOrder, fulfil, setOrderStatus, type OrderDoc } from './orders.ts';

export interface ApprovalRow {
  id: string;
  account_id: string;
  order_id: string;
  status: 'Pending' | 'Approved' | 'Declined';
  submitted_at: Date;
  doc: { requestedByUserId: string; file: { id: string; name: string; contentType: FileType; size: number } | null; decision: any };
}

const SELF_APPROVAL = 'You cannot approve a purchase order you placed. Another approver of the account must approve it.';
const approverOnly = () => forbidden('Only purchase-order approvers of this account can review purchase orders.');

/** The account whose approvals the user reviews: the asked-for one, else the session's, else the user's default. */
export function approverAccount(user: UserRecord, asked: string | null | undefined): string {
  const accountId = asked ?? user.doc.defaultAccountId;
  if (!accountId || !(user.doc.approverForAccountIds ?? []).includes(accountId)) throw approverOnly();
  return accountId;
}

export function listApprovals(q: Queryable, accountId: string, status: string): Promise<ApprovalRow[]> {
  return q.query<ApprovalRow>('SELECT * FROM po_approvals WHERE account_id = $1 AND status = $2 ORDER BY submitted_at, id', [accountId, status]);
}

/** An approval of an account the user acts for (404 otherwise) and approves for (403 otherwise). */
export async function findApproval(q: Queryable, user: UserRecord, id: string, lock = false): Promise<ApprovalRow> {
  const row = await q.one<ApprovalRow>(`SELECT * FROM po_approvals WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!row || !(user.doc.managedAccountIds ?? []).includes(row.account_id)) throw notFound();
  if (!(user.doc.approverForAccountIds ?? []).includes(row.account_id)) throw approverOnly();
  return row;
}

export async function approvalView(core: Core, row: ApprovalRow): Promise<Wire['PurchaseOrderApproval']> {
  const order = (await findOrder(core.db, row.order_id))!;
  const requester = await findUser(core.db, row.doc.requestedByUserId);
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

/**
 * Records the approver's decision once; an approved order is fulfilled (and invoiced), a declined one
 * cancelled without an invoice (PX-16-003). The buyer and the approver each get an e-mail (PX-16-004).
 */
export async function decideApproval(core: Core, approver: UserRecord, id: string, status: 'Approved' | 'Declined', comment: string | null, reason: string | null): Promise<ApprovalRow> {
  const decided = await core.db.tx(async (q) => {
    const row = await findApproval(q, approver, id, true);
    if (row.status !== 'Pending') throw conflict(`This purchase order has already been ${row.status.toLowerCase()}.`, 'APPROVAL_ALREADY_DECIDED');
    // Four eyes (PX-10-004): whoever placed the order cannot approve it; another approver of the account must.
    if (status === 'Approved' && row.doc.requestedByUserId === approver.id) throw forbidden(SELF_APPROVAL, 'SELF_APPROVAL_NOT_ALLOWED');
    const decision = { decidedBy: { userId: approver.id, name: `${approver.doc.firstName} ${approver.doc.lastName}` }, decidedDate: core.clock.now().toISOString(), comment, reason };
    await q.query('UPDATE po_approvals SET status = $2, doc = $3 WHERE id = $1', [row.id, status, JSON.stringify({ ...row.doc, decision })]);
    const order = (await findOrder(q, row.order_id))!;
    if (status === 'Approved') await fulfil(q, core, order);
    else await setOrderStatus(q, order.id, 'Cancelled');
    return (await q.one<ApprovalRow>('SELECT * FROM po_approvals WHERE id = $1', [row.id]))!;
  });
  const order = (await findOrder(core.db, decided.order_id))!;
  const buyer = await findUser(core.db, decided.doc.requestedByUserId);
  // PX-68-004: the buyer's e-mail links to the order, the approver's to the approval.
  if (buyer?.doc.email) await core.outbox.send(decisionMail(order, decided, buyer.doc.email, orderLink(order)), core.clock.now());
  if (approver.doc.email && approver.doc.email !== buyer?.doc.email) {
    await core.outbox.send(decisionMail(order, decided, approver.doc.email, { label: mailWords(order.locale)('approval.viewLink', { poNumber: order.purchaseOrderNumber ?? '', orderNumber: order.orderNumber }), path: accountPaths.approval(decided.id) }), core.clock.now());
  }
  return decided;
}

/** PX-16-004: the decision as the buyer and the approver read it in their e-mail. */
function decisionMail(order: OrderDoc, row: ApprovalRow, to: string, link: MailLink): Mail {
  const decision = row.doc.decision ?? {};
  const t = mailWords(order.locale);
  const outcome = row.status === 'Declined' ? 'declined' : 'approved';
  const comment = decision.reason || decision.comment;
  return {
    to,
    subject: t('approval.decisionSubject', { poNumber: order.purchaseOrderNumber ?? '', orderNumber: order.orderNumber, decision: outcome }),
    language: mailLanguageOf(order.locale),
    blocks: [
      t('approval.decisionBody', {
        orderNumber: order.orderNumber, poNumber: order.purchaseOrderNumber ?? '', total: mailMoney(order.grandTotalAmount, order.currencyIsoCode, order.locale), decision: outcome,
        approver: decision.decidedBy?.name ?? t('approval.anApprover'), date: decision.decidedDate ? mailDate(decision.decidedDate, order.locale) : 'none',
      }),
      t(outcome === 'declined' ? 'approval.declinedNext' : 'approval.approvedNext'),
      ...(comment ? [t('approval.comment', { comment })] : []),
      { link },
    ],
  };
}

/**
 * PX-68-006: an order that waits for approval is e-mailed to every approver of its account (the buyer
 * who placed it is never one, PX-10-004), with its totals and a link to the approval page.
 */
export async function sendApprovalRequests(core: Core, order: OrderDoc): Promise<void> {
  if (order.status !== 'PendingApproval' || !order.accountId) return;
  const row = await core.db.one<ApprovalRow>('SELECT * FROM po_approvals WHERE order_id = $1', [order.id]);
  if (!row || row.status !== 'Pending') return;
  const requester = await findUser(core.db, row.doc.requestedByUserId);
  const account = await findAccount(core.db, order.accountId);
  // PX-81-002: in the language of the order, which the buyer placed in the locale the account buys in.
  const t = mailWords(order.locale);
  const approvers = await core.db.query<{ id: string }>(`SELECT id FROM users WHERE doc->'approverForAccountIds' ? $1 ORDER BY id`, [order.accountId]);
  for (const { id } of approvers) {
    const approver = await findUser(core.db, id);
    if (!approver?.doc.email || approver.id === row.doc.requestedByUserId) continue;
    await core.outbox.send({
      to: approver.doc.email,
      subject: t('approval.requestSubject', { orderNumber: order.orderNumber }),
      language: mailLanguageOf(order.locale),
      blocks: [
        t('approval.hello', { firstName: approver.doc.firstName }),
        t('approval.requestBody', {
          buyer: requester ? `${requester.doc.firstName} ${requester.doc.lastName}` : t('approval.aBuyer'), orderNumber: order.orderNumber,
          account: account ? account.name : 'none', date: mailDate(order.orderedDate, order.locale), poNumber: order.purchaseOrderNumber ?? '',
        }),
        orderTotalsBlock(order),
        { link: { label: t('approval.reviewLink', { poNumber: order.purchaseOrderNumber ?? '', orderNumber: order.orderNumber }), path: accountPaths.approval(row.id) } },
      ],
    }, core.clock.now());
  }
}

/** PX-16-005: the decision on an order, as its buyer reads it on the order; null when none was asked. */
export async function approvalOfOrder(q: Queryable, orderId: string) {
  const row = await q.one<ApprovalRow>('SELECT * FROM po_approvals WHERE order_id = $1', [orderId]);
  if (!row) return null;
  const decision = row.doc.decision;
  return {
    status: row.status,
    decidedBy: decision?.decidedBy ?? null,
    decidedDate: decision?.decidedDate ?? null,
    comment: decision ? (decision.reason ?? decision.comment ?? null) : null,
  };
}

/** PX-70-002: the approval status of each of these orders that waited for one, by order id. */
export async function approvalStatusesOf(q: Queryable, orderIds: readonly string[]): Promise<Map<string, ApprovalRow['status']>> {
  if (orderIds.length === 0) return new Map();
  const rows = await q.query<{ order_id: string; status: ApprovalRow['status'] }>('SELECT order_id, status FROM po_approvals WHERE order_id = ANY($1)', [orderIds]);
  return new Map(rows.map((row) => [row.order_id, row.status]));
}

/** An uploaded purchase-order document, for an approver of the account whose approval holds it. */
export async function purchaseOrderFileFor(q: Queryable, user: UserRecord, fileId: string) {
  const row = await q.one<{ stored_name: string; original_name: string; content_type: string; account_id: string | null }>(
    `SELECT f.stored_name, f.original_name, f.content_type, a.account_id FROM files f
     LEFT JOIN po_approvals a ON a.doc->'file'->>'id' = f.id WHERE f.id = $1`, [fileId]);
  if (!row?.account_id || !(user.doc.approverForAccountIds ?? []).includes(row.account_id)) return undefined;
  return row;
}

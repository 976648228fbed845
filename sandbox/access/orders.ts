// Who may read an order or an invoice: another's answers 404 (or 401 for a guest), never its content.
import { requireUser, type Call } from '../http/context.ts';
import { notFound, notSignedIn } from '../domain/errors.ts';
import { findOrder, type OrderDoc } from '../domain/orders.ts';
import { findInvoice } from '../domain/order-history.ts';

/**
 * An order of an account the buyer may act for (another account's order answers 404); a guest reads
 * only the orders its own session placed (PX-08-004).
 */
export async function orderOr404(ctx: Call & { params: { orderSummaryId: string } }): Promise<OrderDoc> {
  const { orderSummaryId } = ctx.params;
  if (!ctx.user) {
    const order = await findOrder(ctx.core.db, orderSummaryId);
    if (!order?.guestSessionId || order.guestSessionId !== ctx.session.id) throw notSignedIn('Sign in to continue.');
    return order;
  }
  const user = ctx.user;
  const order = await findOrder(ctx.core.db, orderSummaryId);
  if (!order || !(user.doc.managedAccountIds ?? []).includes(order.accountId)) throw notFound(`Order ${orderSummaryId} was not found.`);
  if (ctx.query.effectiveAccountId && ctx.query.effectiveAccountId !== order.accountId) throw notFound(`Order ${orderSummaryId} was not found.`);
  return order;
}

/** An invoice of an account the buyer may act for; any other answers 404. */
export async function invoiceOr404(ctx: Call & { params: { invoiceId: string } }) {
  const user = requireUser(ctx);
  const invoice = await findInvoice(ctx.core.db, ctx.params.invoiceId);
  if (!invoice || !(user.doc.managedAccountIds ?? []).includes(invoice.accountId)) throw notFound();
  return invoice;
}

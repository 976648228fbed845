// The standing-order scheduler: due occurrences become orders, each placed once.
import type { Core } from './core.ts';
import type { Queryable } from '../db/index.ts';
import { nextId } from './ids.ts';
import { money, qty } from '../lib/money.ts';
import { findAddress, findUser } from './accounts.ts';
import { takeStockForAll } from './inventory.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { recordOrder, type OrderDoc } from './orders.ts';
import { sendApprovalRequests } from './approvals.ts';
import type { Occurrence } from '../../machines/recurring/totals.ts';
import type { StandingOrderDoc, StandingOrderRow } from './standing-orders.ts';

/**
 * PX-16-009: places every active standing order's occurrences that are due by the clock's today (and
 * not before `since`) as real orders, each once: the occurrence is marked under the standing order's
 * row lock in the transaction that writes its order. Without stock the occurrence is Skipped.
 */
export async function placeDueStandingOrders(core: Core, since: string): Promise<OrderDoc[]> {
  const today = core.clock.today();
  const due = await core.db.query<{ id: string }>(`SELECT id FROM standing_orders WHERE status = 'Active' ORDER BY id`);
  const placed: OrderDoc[] = [];
  for (const { id } of due) {
    const orders = await core.db.tx(async (q) => {
      const row = await q.one<StandingOrderRow>('SELECT * FROM standing_orders WHERE id = $1 FOR UPDATE', [id]);
      if (!row || row.status !== 'Active') return [];
      const made: OrderDoc[] = [];
      const schedule = [...row.doc.schedule];
      for (const [index, occurrence] of schedule.entries()) {
        if (occurrence.status !== 'Scheduled' || occurrence.date > today || occurrence.date < since) continue;
        const order = await placeOccurrence(q, core, row.doc, occurrence.items);
        schedule[index] = { ...occurrence, status: order ? 'Shipped' : 'Skipped', orderSummaryId: order?.id ?? null };
        if (order) made.push(order);
      }
      if (made.length > 0 || schedule.some((s, i) => s !== row.doc.schedule[i])) {
        await q.query('UPDATE standing_orders SET doc = $2 WHERE id = $1', [id, JSON.stringify({ ...row.doc, schedule })]);
      }
      return made;
    });
    placed.push(...orders);
  }
  for (const order of placed) {
    const owner = await findUser(core.db, order.ownerId);
    if (owner?.doc.email) await core.outbox.send(orderConfirmationMail(core, order, owner.doc.email), core.clock.now());
    await sendApprovalRequests(core, order);
  }
  return placed;
}

/** PX-32-003: one order with every product of the occurrence, each priced by its own tiers; none without stock for all. */
async function placeOccurrence(q: Queryable, core: Core, doc: StandingOrderDoc, lines: Occurrence['items']): Promise<OrderDoc | null> {
  if (!(await takeStockForAll(q, lines))) return null;
  const unitOfMeasure = new Map(doc.items.map((item) => [item.productId, item.unitOfMeasure]));
  const items = [];
  for (const line of lines) {
    const product = core.catalogue.product(line.productId)!;
    const unit = core.catalogue.unitCents(line.productId, doc.currencyIsoCode, line.quantity);
    const list = core.catalogue.price(line.productId, doc.currencyIsoCode);
    items.push({
      id: await nextId(q, '10u'), productId: product.id, sku: product.sku, name: product.name, quantity: qty(line.quantity), unitOfMeasure: unitOfMeasure.get(line.productId) ?? product.unitOfMeasure,
      listPrice: list?.listPrice ?? money(unit), baseUnitPrice: money(unit), unitPrice: money(unit), totalPrice: money(unit * line.quantity),
    });
  }
  const address = async (addressId: string) => ({ id: addressId, ...(await findAddress(q, doc.accountId, addressId))?.doc });
  return recordOrder(q, core, {
    accountId: doc.accountId, ownerId: doc.ownerId, currencyIsoCode: doc.currencyIsoCode as OrderDoc['currencyIsoCode'], items, surchargeCents: 0,
    deliveryMethodId: doc.deliveryMethodId, shipTo: await address(doc.shipToAddressId), billTo: await address(doc.billToAddressId), attentionTo: null,
    shippingInstructions: `Standing order ${doc.id}`,
    paymentMethod: doc.paymentMethod.type === 'PurchaseOrder'
      ? { type: 'PurchaseOrder', purchaseOrderNumber: doc.paymentMethod.purchaseOrderNumber, purchaseOrderFileName: null }
      : { type: 'CreditCard', cardType: doc.paymentMethod.cardType as any, cardHolderName: doc.ownerName, last4: doc.paymentMethod.last4, expiryMonth: '', expiryYear: '' },
    purchaseOrderFile: null,
    // PX-86-002: the order, its confirmation and its invoice in the language the standing order was set up in.
    extra: { standingOrderId: doc.id, ...(doc.locale ? { locale: doc.locale } : {}) },
  });
}

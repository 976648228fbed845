// Standing orders: set up, list, read, edit, delay and cancel.
import { actingAccount, actingAccountId, ok, requireUser, type Answer, type Ctx } from '../http/context.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import type { Queryable } from '../db/index.ts';
import { listAddresses } from '../domain/accounts.ts';
import { quantityProblem } from '../domain/carts.ts';
import { addDays, detailView, effectiveStatus, nextOccurrence, occurrences, summaryView, today, type StandingOrderDoc } from '../domain/standing-orders.ts';
import { nextId } from '../lib/ids.ts';
import { parseQuantity } from '../lib/money.ts';

interface Row {
  id: string;
  account_id: string;
  status: string;
  doc: StandingOrderDoc;
}

const invalid = (message: string, errorCode = 'INVALID_INPUT') => badRequest(message, errorCode);

function checkQuantity(ctx: Ctx, productId: string, text: string): number {
  const product = ctx.core.catalogue.product(productId)!;
  const quantity = parseQuantity(text);
  if (quantityProblem(product, quantity)) {
    const rule = product.purchaseQuantityRule;
    throw invalid(rule ? `The quantity must be between ${rule.minimum} and ${rule.maximum}, in increments of ${rule.increment}.` : 'The quantity must be a whole number greater than 0.', 'INVALID_QUANTITY');
  }
  return quantity;
}

export async function listRecurringOrders(ctx: Ctx): Promise<Answer> {
  const accountId = actingAccountId(ctx);
  const rows = await ctx.core.db.query<Row>('SELECT * FROM standing_orders WHERE account_id = $1 ORDER BY id', [accountId]);
  const views = rows.map((r) => summaryView(ctx.core, r.status, r.doc)).filter((v) => !ctx.query.status || v.status === ctx.query.status);
  views.sort((a, b) => (a.nextOrderDate ?? '9999').localeCompare(b.nextOrderDate ?? '9999') || a.recurringOrderId.localeCompare(b.recurringOrderId));
  const size = ctx.query.pageSize ?? 25;
  const start = Number(ctx.query.pageToken ?? 0) || 0;
  const items = views.slice(start, start + size);
  return ok({ count: items.length, items, nextPageToken: start + size < views.length ? String(start + size) : null });
}

async function rowOr404(ctx: Ctx, q: Queryable = ctx.core.db, lock = false): Promise<Row> {
  const user = requireUser(ctx);
  const row = await q.one<Row>(`SELECT * FROM standing_orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [ctx.params.recurringOrderId]);
  if (!row || !(user.doc.managedAccountIds ?? []).includes(row.account_id)) throw notFound(`Standing order ${ctx.params.recurringOrderId} was not found.`);
  return row;
}

export async function getRecurringOrder(ctx: Ctx): Promise<Answer> {
  const row = await rowOr404(ctx);
  return ok(await detailView(ctx.core, ctx.core.db, row.status, row.doc));
}

export async function createRecurringOrder(ctx: Ctx): Promise<Answer> {
  const user = requireUser(ctx);
  const account = await actingAccount(ctx);
  const body = ctx.body as { productId: string; quantity: string; unitOfMeasure: string; frequency: StandingOrderDoc['frequency']; startDate: string; endDate?: string; firstShipmentDate: string; shipToAddressId: string; billToAddressId?: string; paymentMethod: { type: 'PurchaseOrder'; poNumber: string } | { type: 'CreditCard'; paymentToken: string } };
  const product = ctx.core.catalogue.product(body.productId);
  if (!product || !product.recurringEligible || product.productClass === 'VariationParent') throw invalid('This product is not available for standing orders.', 'PRODUCT_NOT_ELIGIBLE');
  const quantity = checkQuantity(ctx, product.id, body.quantity);
  if (body.firstShipmentDate < body.startDate) throw invalid('The first shipment date must be on or after the start date.');
  if (body.firstShipmentDate < today()) throw invalid('The first shipment date must not be in the past.');
  if (body.endDate && body.endDate <= body.firstShipmentDate) throw invalid('The end date must be after the first shipment date.');
  const addresses = await listAddresses(ctx.core.db, account.id);
  if (!addresses.some((a) => a.id === body.shipToAddressId && a.doc.addressType === 'Shipping')) throw invalid(`Address ${body.shipToAddressId} is not a shipping address of the account.`);
  const billTo = body.billToAddressId ?? account.billingAddressId;
  if (!addresses.some((a) => a.id === billTo)) throw invalid(`Address ${billTo} is not an address of the account.`);
  let paymentMethod: StandingOrderDoc['paymentMethod'];
  if (body.paymentMethod.type === 'CreditCard') {
    const card = await ctx.core.db.one<any>('SELECT * FROM card_tokens WHERE token = $1 AND session_id = $2', [body.paymentMethod.paymentToken, ctx.session.id]);
    if (!card) throw invalid('The payment token is unknown or expired; enter the card again.');
    paymentMethod = { type: 'CreditCard', cardType: card.card_type, last4: card.last_four };
  } else {
    paymentMethod = { type: 'PurchaseOrder', purchaseOrderNumber: body.paymentMethod.poNumber.trim() };
  }
  const name = `${user.doc.firstName} ${user.doc.lastName}`;
  const id = await ctx.core.db.tx(async (q) => {
    const id = await nextId(q, 'a0R');
    const doc: StandingOrderDoc = {
      id, name: `${product.name} – every ${body.frequency.interval} ${body.frequency.unit.toLowerCase()}`, accountId: account.id, ownerId: user.id, ownerName: name, scheduledBy: name,
      frequency: body.frequency, startDate: body.startDate, endDate: body.endDate ?? null, firstShipmentDate: body.firstShipmentDate, createdDate: new Date().toISOString(),
      currencyIsoCode: account.currencyIsoCode, shipToAddressId: body.shipToAddressId, billToAddressId: billTo, deliveryMethodId: ctx.core.store.deliveryMethods.find((m) => m.isDefault)!.id,
      paymentMethod, productId: product.id, quantity, unitOfMeasure: body.unitOfMeasure, schedule: occurrences(body.firstShipmentDate, body.frequency, body.endDate ?? null, quantity),
    };
    await q.query('INSERT INTO standing_orders (id, account_id, status, doc) VALUES ($1, $2, $3, $4)', [id, account.id, 'Active', JSON.stringify(doc)]);
    return id;
  });
  const row = (await ctx.core.db.one<Row>('SELECT * FROM standing_orders WHERE id = $1', [id]))!;
  return ok(await detailView(ctx.core, ctx.core.db, row.status, row.doc), 201);
}

function assertChangeable(row: Row): void {
  const status = effectiveStatus(row.status, row.doc);
  if (status === 'Cancelled') throw new ApiError(409, [{ errorCode: 'RECURRING_ORDER_CANCELLED', message: 'This Scheduled Order has already been Cancelled.' }]);
  if (status === 'Completed') throw new ApiError(409, [{ errorCode: 'RECURRING_ORDER_COMPLETED', message: 'This Scheduled Order has been Completed.' }]);
}

async function save(q: Queryable, row: Row, status: string, doc: StandingOrderDoc) {
  await q.query('UPDATE standing_orders SET status = $2, doc = $3 WHERE id = $1', [row.id, status, JSON.stringify(doc)]);
}

export async function updateRecurringOrder(ctx: Ctx): Promise<Answer> {
  const body = ctx.body as { quantity?: string; frequency?: StandingOrderDoc['frequency']; endDate?: string | null; shipToAddressId?: string };
  const row = await ctx.core.db.tx(async (q) => {
    const row = await rowOr404(ctx, q, true);
    assertChangeable(row);
    const doc = { ...row.doc };
    if (body.quantity !== undefined) doc.quantity = checkQuantity(ctx, doc.productId, body.quantity);
    if (body.frequency) doc.frequency = body.frequency;
    if (body.endDate !== undefined) doc.endDate = body.endDate;
    if (body.shipToAddressId) {
      const addresses = await listAddresses(q, row.account_id);
      if (!addresses.some((a) => a.id === body.shipToAddressId && a.doc.addressType === 'Shipping')) throw invalid(`Address ${body.shipToAddressId} is not a shipping address of the account.`);
      doc.shipToAddressId = body.shipToAddressId;
    }
    // Placed (and cancelled) occurrences stay; the open ones are laid out again with the new terms.
    const next = nextOccurrence(row.doc);
    const kept = row.doc.schedule.filter((s) => s.status !== 'Scheduled');
    doc.schedule = [...kept, ...(next ? occurrences(next.date, doc.frequency, doc.endDate, doc.quantity) : [])];
    if (doc.endDate && doc.endDate < doc.firstShipmentDate) throw invalid('The end date must be after the first shipment date.');
    await save(q, row, row.status, doc);
    return { ...row, doc };
  });
  return ok(await detailView(ctx.core, ctx.core.db, row.status, row.doc));
}

export async function delayRecurringOrder(ctx: Ctx): Promise<Answer> {
  const body = ctx.body as { days?: number; nextOrderDate?: string };
  const row = await ctx.core.db.tx(async (q) => {
    const row = await rowOr404(ctx, q, true);
    assertChangeable(row);
    if (row.status !== 'Active') throw new ApiError(409, [{ errorCode: 'RECURRING_ORDER_NOT_ACTIVE', message: 'Only an active Scheduled Order can be delayed.' }]);
    const next = nextOccurrence(row.doc)!;
    const days = body.days ?? Math.round((Date.parse(body.nextOrderDate!) - Date.parse(next.date)) / 86_400_000);
    if (!(days >= 1 && days <= 90)) throw invalid('A standing order can be delayed by 1 to 90 days.');
    const end = row.doc.endDate;
    const schedule = row.doc.schedule
      .map((s) => (s.status === 'Scheduled' ? { ...s, date: addDays(s.date, days) } : s))
      .filter((s) => s.status !== 'Scheduled' || !end || s.date <= end);
    const doc = { ...row.doc, schedule };
    await save(q, row, row.status, doc);
    return { ...row, doc };
  });
  return ok(await detailView(ctx.core, ctx.core.db, row.status, row.doc));
}

export async function cancelRecurringOrder(ctx: Ctx): Promise<Answer> {
  await ctx.core.db.tx(async (q) => {
    const row = await rowOr404(ctx, q, true);
    assertChangeable(row);
    const doc = { ...row.doc, schedule: row.doc.schedule.map((s) => (s.status === 'Scheduled' ? { ...s, status: 'Cancelled' as const } : s)) };
    await save(q, row, 'Cancelled', doc);
  });
  return ok({ recurringOrderId: ctx.params.recurringOrderId, status: 'Cancelled', message: 'Scheduled Order has been Cancelled' });
}


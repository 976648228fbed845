// Standing (recurring) orders are kept as their terms and a schedule of occurrences; every count and
// amount of the API view is derived from those on read, so edits cannot leave stale totals.
import type { Account, CurrencyCode, StandingOrder } from '../../fixtures/types.ts';
import type { Wire } from './wire.ts';
import type { Core } from './core.ts';
import type { Queryable } from '../db/index.ts';
import { nextId } from '../lib/ids.ts';
import { money, parseQuantity, qty } from '../lib/money.ts';
import { findAddress, findUser, listAddresses, type UserRecord } from './accounts.ts';
import { quantityProblem } from './carts.ts';
import { findCardToken } from './checkouts.ts';
import { conflict, invalidInput, notFound } from './errors.ts';
import { takeStock } from './inventory.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { recordOrder, taxCents, type OrderDoc } from './orders.ts';

export type OccurrenceStatus = 'Scheduled' | 'Shipped' | 'Skipped' | 'Cancelled';

export interface StandingOrderDoc {
  id: string;
  name: string;
  accountId: string;
  ownerId: string;
  ownerName: string;
  scheduledBy: string;
  frequency: { interval: number; unit: 'Weeks' | 'Months' };
  startDate: string;
  endDate: string | null;
  firstShipmentDate: string;
  createdDate: string;
  currencyIsoCode: CurrencyCode;
  shipToAddressId: string;
  billToAddressId: string;
  deliveryMethodId: string;
  paymentMethod: { type: 'PurchaseOrder'; purchaseOrderNumber: string } | { type: 'CreditCard'; cardType: string; last4: string };
  productId: string;
  quantity: number;
  unitOfMeasure: string;
  schedule: Array<{ date: string; quantity: number; status: OccurrenceStatus; orderSummaryId?: string | null }>;
}

const DAY = 86_400_000;
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export function step(date: string, frequency: StandingOrderDoc['frequency'], n: number): string {
  if (frequency.unit === 'Weeks') return addDays(date, n * frequency.interval * 7);
  const d = new Date(`${date}T00:00:00Z`);
  const month = d.getUTCMonth() + n * frequency.interval;
  const last = new Date(Date.UTC(d.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(d.getUTCFullYear(), month, Math.min(d.getUTCDate(), last))).toISOString().slice(0, 10);
}

/** Occurrences from `from` on, every `frequency`, up to the end date (a year when open-ended). */
export function occurrences(from: string, frequency: StandingOrderDoc['frequency'], endDate: string | null, quantity: number) {
  const until = endDate ?? step(from, { interval: 12, unit: 'Months' }, 1);
  const result: StandingOrderDoc['schedule'] = [];
  for (let n = 0; n < 400; n++) {
    const date = step(from, frequency, n);
    if (date > until) break;
    result.push({ date, quantity, status: 'Scheduled', orderSummaryId: null });
  }
  return result;
}

/** The status stored with a standing order; Completed is never stored but read from its schedule. */
type StoredStatus = StandingOrder['status'];

export function effectiveStatus(status: StoredStatus, doc: StandingOrderDoc): Wire['RecurringOrderStatus'] {
  if (status === 'Active' && !doc.schedule.some((s) => s.status === 'Scheduled')) return 'Completed';
  return status;
}

async function orderAddress(q: Queryable, id: string) {
  const a = (await q.one<{ doc: any }>('SELECT doc FROM addresses WHERE id = $1', [id]))?.doc;
  return a
    ? { addressId: id, name: a.companyName ?? a.name, street: a.street, city: a.city, region: a.region ?? null, postalCode: a.postalCode, country: a.country, phoneNumber: a.phoneNumber ?? null }
    : { addressId: null, name: 'Unknown address', street: '', city: '', region: null, postalCode: '', country: 'US', phoneNumber: null };
}

export function nextOccurrence(doc: StandingOrderDoc) {
  return doc.schedule.find((s) => s.status === 'Scheduled');
}

export function summaryView(core: Core, status: StoredStatus, doc: StandingOrderDoc): Wire['RecurringOrderSummary'] {
  const product = core.catalogue.product(doc.productId)!;
  const live = effectiveStatus(status, doc);
  const unit = core.catalogue.unitCents(doc.productId, doc.currencyIsoCode, doc.quantity);
  return {
    recurringOrderId: doc.id, status: live, productId: doc.productId, productName: product.name, sku: product.sku, quantity: qty(doc.quantity),
    unitOfMeasure: doc.unitOfMeasure, frequency: doc.frequency, startDate: doc.startDate, endDate: doc.endDate,
    nextOrderDate: live === 'Active' || live === 'Paused' ? nextOccurrence(doc)?.date ?? null : null,
    amountPerOrder: money(unit * doc.quantity), currencyIsoCode: doc.currencyIsoCode,
  };
}

export async function detailView(core: Core, q: Queryable, status: StoredStatus, doc: StandingOrderDoc): Promise<Wire['RecurringOrder']> {
  const product = core.catalogue.product(doc.productId)!;
  const live = effectiveStatus(status, doc);
  const counted = doc.schedule.filter((s) => s.status !== 'Skipped' && s.status !== 'Cancelled');
  const sum = (rows: typeof doc.schedule) => rows.reduce((n, s) => n + s.quantity, 0);
  const total = sum(counted);
  const shipped = sum(doc.schedule.filter((s) => s.status === 'Shipped'));
  const yearEnd = step(doc.firstShipmentDate, { interval: 12, unit: 'Months' }, 1);
  const amount = counted.filter((s) => s.date < yearEnd).reduce((n, s) => n + core.catalogue.unitCents(doc.productId, doc.currencyIsoCode, s.quantity) * s.quantity, 0);
  const shipTo = await orderAddress(q, doc.shipToAddressId);
  const tax = taxCents(core, amount, shipTo.country, shipTo.region);
  const next = live === 'Active' || live === 'Paused' ? nextOccurrence(doc) : undefined;
  return {
    recurringOrderId: doc.id, status: live, accountId: doc.accountId, currencyIsoCode: doc.currencyIsoCode, startDate: doc.startDate, endDate: doc.endDate,
    frequency: doc.frequency, firstShipmentDate: doc.firstShipmentDate, nextOrderDate: next?.date ?? null, ownerName: doc.ownerName, scheduledBy: doc.scheduledBy,
    createdDate: doc.createdDate, numberOfScheduledProducts: 1, numberOfShipments: counted.length, totalQuantity: qty(total), quantityShipped: qty(shipped),
    quantityCancelled: qty(sum(doc.schedule.filter((s) => s.status === 'Skipped' || s.status === 'Cancelled'))), quantityToBeShipped: qty(total - shipped),
    estimatedShippingDate: next ? addDays(next.date, 1) : null, estimatedTax: money(tax), annualTotal: money(amount + (core.settings.taxType === 'Net' ? tax : 0)),
    unitOfMeasure: doc.unitOfMeasure,
    items: [{ productId: product.id, sku: product.sku, name: product.name, quantity: qty(doc.quantity), unitPrice: money(core.catalogue.unitCents(doc.productId, doc.currencyIsoCode, doc.quantity)) }],
    scheduledShipments: doc.schedule.map((s) => ({ shipmentDate: s.date, quantity: qty(s.quantity), status: s.status })),
    shipTo, billTo: await orderAddress(q, doc.billToAddressId),
    billing: {
      paymentMethod: doc.paymentMethod.type === 'CreditCard' ? { type: 'CreditCard', lastFour: doc.paymentMethod.last4, brand: doc.paymentMethod.cardType } : { type: 'PurchaseOrder' },
      poNumber: doc.paymentMethod.type === 'PurchaseOrder' ? doc.paymentMethod.purchaseOrderNumber : null,
    },
  };
}

// ------------------------------------------------------------------ repository

export interface StandingOrderRow {
  id: string;
  account_id: string;
  status: StoredStatus;
  doc: StandingOrderDoc;
}

export interface StandingOrderInput {
  productId: string;
  quantity: string;
  unitOfMeasure: string;
  frequency: StandingOrderDoc['frequency'];
  startDate: string;
  endDate?: string;
  firstShipmentDate: string;
  shipToAddressId: string;
  billToAddressId?: string;
  paymentMethod: { type: 'PurchaseOrder'; poNumber: string } | { type: 'CreditCard'; paymentToken: string };
}

export interface StandingOrderChange {
  quantity?: string;
  frequency?: StandingOrderDoc['frequency'];
  endDate?: string | null;
  nextOrderDate?: string;
  shipToAddressId?: string;
}

function checkQuantity(core: Core, productId: string, text: string): number {
  const product = core.catalogue.product(productId)!;
  const quantity = parseQuantity(text);
  if (quantityProblem(product, quantity)) {
    const rule = product.purchaseQuantityRule;
    throw invalidInput(rule ? `The quantity must be between ${rule.minimum} and ${rule.maximum}, in increments of ${rule.increment}.` : 'The quantity must be a whole number greater than 0.', 'INVALID_QUANTITY');
  }
  return quantity;
}

export function listStandingOrders(q: Queryable, accountId: string): Promise<StandingOrderRow[]> {
  return q.query<StandingOrderRow>('SELECT * FROM standing_orders WHERE account_id = $1 ORDER BY id', [accountId]);
}

/** A standing order of an account the user acts for (404 for any other). */
export async function findStandingOrder(q: Queryable, user: UserRecord, id: string, lock = false): Promise<StandingOrderRow> {
  const row = await q.one<StandingOrderRow>(`SELECT * FROM standing_orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!row || !(user.doc.managedAccountIds ?? []).includes(row.account_id)) throw notFound(`Standing order ${id} was not found.`);
  return row;
}

export async function createStandingOrder(core: Core, user: UserRecord, account: Account, sessionId: string, input: StandingOrderInput): Promise<StandingOrderRow> {
  const product = core.catalogue.product(input.productId);
  if (!product || !product.recurringEligible || product.productClass === 'VariationParent') throw invalidInput('This product is not available for standing orders.', 'PRODUCT_NOT_ELIGIBLE');
  const quantity = checkQuantity(core, product.id, input.quantity);
  if (input.firstShipmentDate < input.startDate) throw invalidInput('The first shipment date must be on or after the start date.');
  if (input.firstShipmentDate < core.clock.today()) throw invalidInput('The first shipment date must not be in the past.');
  if (input.endDate && input.endDate <= input.firstShipmentDate) throw invalidInput('The end date must be after the first shipment date.');
  const addresses = await listAddresses(core.db, account.id);
  if (!addresses.some((a) => a.id === input.shipToAddressId && a.doc.addressType === 'Shipping')) throw invalidInput(`Address ${input.shipToAddressId} is not a shipping address of the account.`);
  const billTo = input.billToAddressId ?? account.billingAddressId;
  if (!addresses.some((a) => a.id === billTo)) throw invalidInput(`Address ${billTo} is not an address of the account.`);
  let paymentMethod: StandingOrderDoc['paymentMethod'];
  if (input.paymentMethod.type === 'CreditCard') {
    const card = await findCardToken(core.db, input.paymentMethod.paymentToken, sessionId);
    if (!card) throw invalidInput('The payment token is unknown or expired; enter the card again.');
    paymentMethod = { type: 'CreditCard', cardType: card.card_type, last4: card.last_four };
  } else {
    paymentMethod = { type: 'PurchaseOrder', purchaseOrderNumber: input.paymentMethod.poNumber.trim() };
  }
  const name = `${user.doc.firstName} ${user.doc.lastName}`;
  const id = await core.db.tx(async (q) => {
    const id = await nextId(q, 'a0R');
    const doc: StandingOrderDoc = {
      id, name: `${product.name} – every ${input.frequency.interval} ${input.frequency.unit.toLowerCase()}`, accountId: account.id, ownerId: user.id, ownerName: name, scheduledBy: name,
      frequency: input.frequency, startDate: input.startDate, endDate: input.endDate ?? null, firstShipmentDate: input.firstShipmentDate, createdDate: core.clock.now().toISOString(),
      currencyIsoCode: account.currencyIsoCode, shipToAddressId: input.shipToAddressId, billToAddressId: billTo, deliveryMethodId: core.store.deliveryMethods.find((m) => m.isDefault)!.id,
      paymentMethod, productId: product.id, quantity, unitOfMeasure: input.unitOfMeasure, schedule: occurrences(input.firstShipmentDate, input.frequency, input.endDate ?? null, quantity),
    };
    await q.query('INSERT INTO standing_orders (id, account_id, status, doc) VALUES ($1, $2, $3, $4)', [id, account.id, 'Active', JSON.stringify(doc)]);
    return id;
  });
  return (await core.db.one<StandingOrderRow>('SELECT * FROM standing_orders WHERE id = $1', [id]))!;
}

function assertChangeable(row: StandingOrderRow): void {
  const status = effectiveStatus(row.status, row.doc);
  if (status === 'Cancelled') throw conflict('This Scheduled Order has already been Cancelled.', 'RECURRING_ORDER_CANCELLED');
  if (status === 'Completed') throw conflict('This Scheduled Order has been Completed.', 'RECURRING_ORDER_COMPLETED');
}

/** Changes a standing order that is neither cancelled nor completed, under its row lock. */
function changeStandingOrder(core: Core, user: UserRecord, id: string, change: (q: Queryable, row: StandingOrderRow) => Promise<{ status: StoredStatus; doc: StandingOrderDoc }>): Promise<StandingOrderRow> {
  return core.db.tx(async (q) => {
    const row = await findStandingOrder(q, user, id, true);
    assertChangeable(row);
    const { status, doc } = await change(q, row);
    await q.query('UPDATE standing_orders SET status = $2, doc = $3 WHERE id = $1', [row.id, status, JSON.stringify(doc)]);
    return { ...row, status, doc };
  });
}

export function updateStandingOrder(core: Core, user: UserRecord, id: string, change: StandingOrderChange): Promise<StandingOrderRow> {
  return changeStandingOrder(core, user, id, async (q, row) => {
    const doc = { ...row.doc };
    if (change.quantity !== undefined) doc.quantity = checkQuantity(core, doc.productId, change.quantity);
    if (change.frequency) doc.frequency = change.frequency;
    if (change.endDate !== undefined) doc.endDate = change.endDate;
    if (change.shipToAddressId) {
      const addresses = await listAddresses(q, row.account_id);
      if (!addresses.some((a) => a.id === change.shipToAddressId && a.doc.addressType === 'Shipping')) throw invalidInput(`Address ${change.shipToAddressId} is not a shipping address of the account.`);
      doc.shipToAddressId = change.shipToAddressId;
    }
    // Placed (and cancelled) occurrences stay; the open ones are laid out again with the new terms,
    // from the new next order date when one is given (PX-16-007).
    if (change.nextOrderDate !== undefined && change.nextOrderDate < core.clock.today()) throw invalidInput('The next order date must not be in the past.');
    const from = change.nextOrderDate ?? nextOccurrence(row.doc)?.date;
    const kept = row.doc.schedule.filter((s) => s.status !== 'Scheduled');
    doc.schedule = [...kept, ...(from ? occurrences(from, doc.frequency, doc.endDate, doc.quantity) : [])];
    if (doc.endDate && doc.endDate < doc.firstShipmentDate) throw invalidInput('The end date must be after the first shipment date.');
    if (doc.endDate && from && doc.endDate < from) throw invalidInput('The end date must be on or after the next order date.');
    return { status: row.status, doc };
  });
}

/**
 * Moves the open occurrences by `days` (or to `nextOrderDate`), 1 to 90 days, or by one period of the
 * schedule (PX-16-008: every date moves one period, the next order to the one after it); those past
 * the end date go.
 */
export function delayStandingOrder(core: Core, user: UserRecord, id: string, delay: { days?: number; nextOrderDate?: string; periods?: number }): Promise<StandingOrderRow> {
  return changeStandingOrder(core, user, id, async (_q, row) => {
    if (row.status !== 'Active') throw conflict('Only an active Scheduled Order can be delayed.', 'RECURRING_ORDER_NOT_ACTIVE');
    const next = nextOccurrence(row.doc)!;
    const end = row.doc.endDate;
    if (delay.periods !== undefined) {
      const open = row.doc.schedule.filter((s) => s.status === 'Scheduled');
      const moved = occurrences(step(next.date, row.doc.frequency, delay.periods), row.doc.frequency, end, row.doc.quantity).slice(0, end ? undefined : open.length);
      return { status: row.status, doc: { ...row.doc, schedule: [...row.doc.schedule.filter((s) => s.status !== 'Scheduled'), ...moved] } };
    }
    const days = delay.days ?? Math.round((Date.parse(delay.nextOrderDate!) - Date.parse(next.date)) / 86_400_000);
    if (!(days >= 1 && days <= 90)) throw invalidInput('A standing order can be delayed by 1 to 90 days.');
    const schedule = row.doc.schedule
      .map((s) => (s.status === 'Scheduled' ? { ...s, date: addDays(s.date, days) } : s))
      .filter((s) => s.status !== 'Scheduled' || !end || s.date <= end);
    return { status: row.status, doc: { ...row.doc, schedule } };
  });
}

export function cancelStandingOrder(core: Core, user: UserRecord, id: string): Promise<StandingOrderRow> {
  return changeStandingOrder(core, user, id, async (_q, row) => ({
    status: 'Cancelled',
    doc: { ...row.doc, schedule: row.doc.schedule.map((s) => (s.status === 'Scheduled' ? { ...s, status: 'Cancelled' as const } : s)) },
  }));
}

// ------------------------------------------------------------------ scheduler

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
        const order = await placeOccurrence(q, core, row.doc, occurrence.quantity);
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
    if (owner?.doc.email) core.outbox.send(orderConfirmationMail(core, order, owner.doc.email), core.clock.now());
  }
  return placed;
}

async function placeOccurrence(q: Queryable, core: Core, doc: StandingOrderDoc, quantity: number): Promise<OrderDoc | null> {
  if (!(await takeStock(q, doc.productId, quantity))) return null;
  const product = core.catalogue.product(doc.productId)!;
  const unit = core.catalogue.unitCents(doc.productId, doc.currencyIsoCode, quantity);
  const list = core.catalogue.price(doc.productId, doc.currencyIsoCode);
  const address = async (addressId: string) => ({ id: addressId, ...(await findAddress(q, doc.accountId, addressId))?.doc });
  const item = {
    id: await nextId(q, '10u'), productId: product.id, sku: product.sku, name: product.name, quantity: qty(quantity), unitOfMeasure: doc.unitOfMeasure,
    listPrice: list?.listPrice ?? money(unit), baseUnitPrice: money(unit), unitPrice: money(unit), totalPrice: money(unit * quantity),
  };
  return recordOrder(q, core, {
    accountId: doc.accountId, ownerId: doc.ownerId, currencyIsoCode: doc.currencyIsoCode as OrderDoc['currencyIsoCode'], items: [item], surchargeCents: 0,
    deliveryMethodId: doc.deliveryMethodId, shipTo: await address(doc.shipToAddressId), billTo: await address(doc.billToAddressId), attentionTo: null,
    shippingInstructions: `Standing order ${doc.id}`,
    paymentMethod: doc.paymentMethod.type === 'PurchaseOrder'
      ? { type: 'PurchaseOrder', purchaseOrderNumber: doc.paymentMethod.purchaseOrderNumber, purchaseOrderFileName: null }
      : { type: 'CreditCard', cardType: doc.paymentMethod.cardType as any, cardHolderName: doc.ownerName, last4: doc.paymentMethod.last4, expiryMonth: '', expiryYear: '' },
    purchaseOrderFile: null,
    extra: { standingOrderId: doc.id },
  });
}

// Standing (recurring) orders are kept as their terms and a schedule of occurrences; every count and
// amount of the API view is derived from those on read, so edits cannot leave stale totals.
import type { Account, CurrencyCode, StandingOrder } from '../../fixtures/types.ts';
import type { Wire } from './wire.ts';
import type { Core } from './core.ts';
import type { Queryable } from '../db/index.ts';
import { nextId } from './ids.ts';
import { money, parseQuantity, qty } from '../lib/money.ts';
import { listAddresses, type UserRecord } from './accounts.ts';
import { quantityProblem } from './carts/quantity-rules.ts';
import { findCardToken } from './card-tokens.ts';
import { conflict, invalidInput, notFound } from './errors.ts';
import { taxCents } from './orders.ts';
import { frequencyWords } from '../../machines/recurring/schedule.ts';
import { occurrenceQuantity, standingOrderTotals, type Occurrence } from '../../machines/recurring/totals.ts';

;

/** PX-32-002: one product of a standing order, shipped at this quantity in every order. */
interface StandingOrderItemDoc {
  productId: string;
  quantity: number;
  unitOfMeasure: string;
}

/** One occurrence of the schedule with each product's quantity (PX-32-007), and the order it placed. */
interface OccurrenceDoc extends Occurrence {
  orderSummaryId?: string | null;
}

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
  /** PX-32-002: one to fifty distinct products (PX-32-007: kept as this array in the document). */
  items: StandingOrderItemDoc[];
  schedule: OccurrenceDoc[];
  /** PX-86-002: the locale of the page it was set up from; the orders it places keep it, so their e-mails are in its language. Absent before: en-US. */
  locale?: string;
}

/** The most products one standing order holds (the contract's maxItems). */
const STANDING_ORDER_ITEMS_MAX = 50;

const DAY = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export function step(date: string, frequency: StandingOrderDoc['frequency'], n: number): string {
  if (frequency.unit === 'Weeks') return addDays(date, n * frequency.interval * 7);
  const d = new Date(`${date}T00:00:00Z`);
  const month = d.getUTCMonth() + n * frequency.interval;
  const last = new Date(Date.UTC(d.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(d.getUTCFullYear(), month, Math.min(d.getUTCDate(), last))).toISOString().slice(0, 10);
}

/** Occurrences from `from` on, every `frequency`, up to the end date (a year when open-ended), each with every product at its quantity. */
function occurrences(from: string, frequency: StandingOrderDoc['frequency'], endDate: string | null, items: readonly StandingOrderItemDoc[]) {
  const until = endDate ?? step(from, { interval: 12, unit: 'Months' }, 1);
  const result: OccurrenceDoc[] = [];
  for (let n = 0; n < 400; n++) {
    const date = step(from, frequency, n);
    if (date > until) break;
    result.push({ date, items: items.map((item) => ({ productId: item.productId, quantity: item.quantity })), status: 'Scheduled', orderSummaryId: null });
  }
  return result;
}

/** The products' unit of measure when they share one, else their units joined (PX-32-002). */
const unitsOf = (items: readonly StandingOrderItemDoc[]) => [...new Set(items.map((item) => item.unitOfMeasure))].join(' / ');

/** The status stored with a standing order; Completed is never stored but read from its schedule. */
type StoredStatus = StandingOrder['status'];

function effectiveStatus(status: StoredStatus, doc: StandingOrderDoc): Wire['RecurringOrderStatus'] {
  if (status === 'Active' && !doc.schedule.some((s) => s.status === 'Scheduled')) return 'Completed';
  return status;
}

async function orderAddress(q: Queryable, id: string) {
  const a = (await q.one<{ doc: any }>('SELECT doc FROM addresses WHERE id = $1', [id]))?.doc;
  return a
    ? { addressId: id, name: a.companyName ?? a.name, street: a.street, city: a.city, region: a.region ?? null, postalCode: a.postalCode, country: a.country, phoneNumber: a.phoneNumber ?? null }
    : { addressId: null, name: 'Unknown address', street: '', city: '', region: null, postalCode: '', country: 'US', phoneNumber: null };
}

function nextOccurrence(doc: StandingOrderDoc) {
  return doc.schedule.find((s) => s.status === 'Scheduled');
}

/** Today's price of one product at a quantity of the standing order's currency (its tiers apply). */
const unitCentsOf = (core: Core, doc: StandingOrderDoc) => (productId: string, quantity: number) => core.catalogue.unitCents(productId, doc.currencyIsoCode, quantity);

/**
 * PX-69-010: the schedule as of `today`: an occurrence still Scheduled on an earlier day was missed (the
 * server was not running to place it), so it is answered as Missed and never as the next order.
 */
function withMissed(doc: StandingOrderDoc, today: string): StandingOrderDoc {
  return { ...doc, schedule: doc.schedule.map((s) => (s.status === 'Scheduled' && s.date < today ? { ...s, status: 'Missed' as const } : s)) };
}

export function summaryView(core: Core, status: StoredStatus, stored: StandingOrderDoc): Wire['RecurringOrderSummary'] {
  const doc = withMissed(stored, core.clock.today());
  const first = doc.items[0]!;
  const product = core.catalogue.product(first.productId)!;
  const live = effectiveStatus(status, doc);
  const unitCents = unitCentsOf(core, doc);
  return {
    recurringOrderId: doc.id, status: live, productId: first.productId, productName: product.name, sku: product.sku, quantity: qty(first.quantity),
    unitOfMeasure: first.unitOfMeasure, numberOfScheduledProducts: doc.items.length, frequency: doc.frequency, startDate: doc.startDate, endDate: doc.endDate,
    nextOrderDate: live === 'Active' || live === 'Paused' ? nextOccurrence(doc)?.date ?? null : null,
    amountPerOrder: money(doc.items.reduce((n, item) => n + unitCents(item.productId, item.quantity) * item.quantity, 0)), currencyIsoCode: doc.currencyIsoCode,
  };
}

export async function detailView(core: Core, q: Queryable, status: StoredStatus, stored: StandingOrderDoc): Promise<Wire['RecurringOrder']> {
  const doc = withMissed(stored, core.clock.today());
  const live = effectiveStatus(status, doc);
  const unitCents = unitCentsOf(core, doc);
  // PX-32-004: every count and the annual amount add all the products.
  const totals = standingOrderTotals(doc.schedule, step(doc.firstShipmentDate, { interval: 12, unit: 'Months' }, 1), unitCents);
  const amount = totals.annualAmountCents;
  const shipTo = await orderAddress(q, doc.shipToAddressId);
  const tax = taxCents(core, amount, shipTo.country, shipTo.region);
  const next = live === 'Active' || live === 'Paused' ? nextOccurrence(doc) : undefined;
  return {
    recurringOrderId: doc.id, status: live, accountId: doc.accountId, currencyIsoCode: doc.currencyIsoCode, startDate: doc.startDate, endDate: doc.endDate,
    frequency: doc.frequency, firstShipmentDate: doc.firstShipmentDate, nextOrderDate: next?.date ?? null, ownerName: doc.ownerName, scheduledBy: doc.scheduledBy,
    createdDate: doc.createdDate, numberOfScheduledProducts: doc.items.length, numberOfShipments: totals.numberOfShipments, totalQuantity: qty(totals.totalQuantity),
    quantityShipped: qty(totals.quantityShipped), quantityCancelled: qty(totals.quantityCancelled), quantityToBeShipped: qty(totals.quantityToBeShipped),
    estimatedShippingDate: next ? addDays(next.date, 1) : null, estimatedTax: money(tax), annualTotal: money(amount + (core.settings.taxType === 'Net' ? tax : 0)),
    unitOfMeasure: unitsOf(doc.items),
    items: doc.items.map((item) => {
      const product = core.catalogue.product(item.productId)!;
      return { productId: product.id, sku: product.sku, name: product.name, quantity: qty(item.quantity), unitOfMeasure: item.unitOfMeasure, unitPrice: money(unitCents(item.productId, item.quantity)) };
    }),
    scheduledShipments: doc.schedule.map((s) => ({ shipmentDate: s.date, quantity: qty(occurrenceQuantity(s)), status: s.status })),
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
  /** One product (the product page's form) … */
  productId?: string;
  quantity?: string;
  unitOfMeasure?: string;
  /** … or several (PX-32-002); the contract allows exactly one of the two forms. */
  items?: Array<{ productId: string; quantity: string; unitOfMeasure: string }>;
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
  items?: Array<{ productId: string; quantity: string }>;
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

/** PX-32-002: the products of a new standing order, each eligible and at a quantity its rule allows, none twice. */
function checkItems(core: Core, input: StandingOrderInput): StandingOrderItemDoc[] {
  const given = input.items ?? (input.productId !== undefined ? [{ productId: input.productId, quantity: input.quantity ?? '', unitOfMeasure: input.unitOfMeasure ?? '' }] : []);
  if (given.length === 0 || given.length > STANDING_ORDER_ITEMS_MAX) throw invalidInput(`A standing order holds 1 to ${STANDING_ORDER_ITEMS_MAX} products.`);
  if (new Set(given.map((item) => item.productId)).size !== given.length) throw invalidInput('Each product appears once in a standing order.');
  return given.map((item) => {
    const product = core.catalogue.product(item.productId);
    if (!product || !product.recurringEligible || product.productClass === 'VariationParent') throw invalidInput('This product is not available for standing orders.', 'PRODUCT_NOT_ELIGIBLE');
    return { productId: product.id, quantity: checkQuantity(core, product.id, item.quantity), unitOfMeasure: item.unitOfMeasure };
  });
}

/** PX-32-005: the standing order an earlier request with this key created for the account, if any. */
async function createdWithKey(q: Queryable, accountId: string, key: string | null): Promise<StandingOrderRow | undefined> {
  if (!key) return undefined;
  return (await q.one<StandingOrderRow>('SELECT id, account_id, status, doc FROM standing_orders WHERE account_id = $1 AND idempotency_key = $2', [accountId, key])) ?? undefined;
}

export async function createStandingOrder(core: Core, user: UserRecord, account: Account, sessionId: string, input: StandingOrderInput, idempotencyKey: string | null = null, locale?: string): Promise<StandingOrderRow> {
  // A repeat answers what the first request made, even if its dates have passed since (PX-32-005).
  const earlier = await createdWithKey(core.db, account.id, idempotencyKey);
  if (earlier) return earlier;
  const items = checkItems(core, input);
  const product = core.catalogue.product(items[0]!.productId)!;
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
      id, name: `${product.name}${items.length > 1 ? ` and ${items.length - 1} more` : ''} – every ${frequencyWords(input.frequency)}`, accountId: account.id, ownerId: user.id, ownerName: name, scheduledBy: name,
      frequency: input.frequency, startDate: input.startDate, endDate: input.endDate ?? null, firstShipmentDate: input.firstShipmentDate, createdDate: core.clock.now().toISOString(),
      currencyIsoCode: account.currencyIsoCode, shipToAddressId: input.shipToAddressId, billToAddressId: billTo, deliveryMethodId: core.store.deliveryMethods.find((m) => m.isDefault)!.id,
      paymentMethod, items, schedule: occurrences(input.firstShipmentDate, input.frequency, input.endDate ?? null, items),
      ...(locale ? { locale: locale.replace('_', '-') } : {}),
    };
    // Two requests with one key at once: the unique index lets one in; the other answers its standing order.
    const inserted = await q.query<{ id: string }>(
      'INSERT INTO standing_orders (id, account_id, status, doc, idempotency_key) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (account_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id',
      [id, account.id, 'Active', JSON.stringify(doc), idempotencyKey],
    );
    return inserted[0]?.id ?? null;
  });
  const row = id ? await core.db.one<StandingOrderRow>('SELECT id, account_id, status, doc FROM standing_orders WHERE id = $1', [id]) : await createdWithKey(core.db, account.id, idempotencyKey);
  return row!;
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

/**
 * PX-32-006: new quantities by product (items), or a bare quantity for a standing order of one product;
 * a product that is not the standing order's is refused.
 */
function changedItems(core: Core, items: StandingOrderItemDoc[], change: StandingOrderChange): StandingOrderItemDoc[] {
  if (change.quantity !== undefined && change.items !== undefined) throw invalidInput('Give either quantity or items, not both.');
  if (change.quantity !== undefined) {
    if (items.length > 1) throw invalidInput('This standing order holds several products: give each product\'s quantity in items.');
    return [{ ...items[0]!, quantity: checkQuantity(core, items[0]!.productId, change.quantity) }];
  }
  if (change.items === undefined) return items;
  const quantities = new Map<string, number>();
  for (const item of change.items) {
    if (!items.some((held) => held.productId === item.productId)) throw invalidInput(`Product ${item.productId} is not in this standing order.`);
    if (quantities.has(item.productId)) throw invalidInput('Each product appears once in a standing order.');
    quantities.set(item.productId, checkQuantity(core, item.productId, item.quantity));
  }
  return items.map((item) => ({ ...item, quantity: quantities.get(item.productId) ?? item.quantity }));
}

export function updateStandingOrder(core: Core, user: UserRecord, id: string, change: StandingOrderChange): Promise<StandingOrderRow> {
  return changeStandingOrder(core, user, id, async (q, row) => {
    const doc = { ...row.doc, items: changedItems(core, row.doc.items, change) };
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
    doc.schedule = [...kept, ...(from ? occurrences(from, doc.frequency, doc.endDate, doc.items) : [])];
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
      const moved = occurrences(step(next.date, row.doc.frequency, delay.periods), row.doc.frequency, end, row.doc.items).slice(0, end ? undefined : open.length);
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

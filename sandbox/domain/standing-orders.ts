// Standing (recurring) orders are kept as their terms and a schedule of occurrences; every count and
// amount of the API view is derived from those on read, so edits cannot leave stale totals.
import type { Core } from './core.ts';
import type { Queryable } from '../db/index.ts';
import { money, qty } from '../lib/money.ts';
import { taxCents } from './orders.ts';

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
  currencyIsoCode: string;
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
export const today = () => new Date().toISOString().slice(0, 10);
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

export function effectiveStatus(status: string, doc: StandingOrderDoc): string {
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

export function summaryView(core: Core, status: string, doc: StandingOrderDoc) {
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

export async function detailView(core: Core, q: Queryable, status: string, doc: StandingOrderDoc) {
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

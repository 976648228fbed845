// Stored orders as the API shows them (order, items, gifts, shipments, invoices) and the order
// history's reads: the list by filter, an order's shipments, invoices and purchase-order file.
import type { OrderSummary, Shipment, Invoice } from '../../fixtures/types.ts';
import type { Queryable } from '../db/index.ts';
import type { Core } from './core.ts';
import { toCents } from '../lib/money.ts';
import type { Wire } from './wire.ts';
import type { OrderDoc } from './orders.ts';

/** Status names of the fixtures mapped onto the contract's order statuses. */
const STATUS: Record<string, Wire['OrderStatus']> = { Delivered: 'Shipped', 'Partially Shipped': 'Shipped', Processing: 'Fulfilled' };
const ORDER_STATUSES: readonly Wire['OrderStatus'][] = ['Created', 'Approved', 'Fulfilled', 'Shipped', 'Cancelled', 'PendingApproval'];

/** The contract's status of a stored order; a stored status the contract cannot express is a data fault. */
function orderStatus(status: string): Wire['OrderStatus'] {
  const known = STATUS[status] ?? ORDER_STATUSES.find((s) => s === status);
  if (!known) throw new Error(`Order status ${status} has no contract status.`);
  return known;
}

const addressView = (id: string | null, a: OrderSummary['shipToAddress']) => ({ addressId: id, ...a });

export function orderView(core: Core, o: OrderDoc): Wire['OrderSummary'] {
  const method = core.store.deliveryMethods.find((m) => m.id === o.deliveryMethodId);
  return {
    orderSummaryId: o.id, orderNumber: o.orderNumber, status: orderStatus(o.status), ownerId: o.ownerId, accountId: o.accountId, currencyIsoCode: o.currencyIsoCode,
    createdDate: o.createdDate, orderedDate: o.orderedDate, poNumber: o.purchaseOrderNumber,
    paymentMethod: o.paymentMethod.type === 'CreditCard'
      ? { type: 'CreditCard', lastFour: o.paymentMethod.last4, brand: o.paymentMethod.cardType }
      : { type: 'PurchaseOrder', purchaseOrderFileName: o.paymentMethod.purchaseOrderFileName ?? null },
    subtotal: o.totalProductAmount, freight: o.totalDeliveryAmount, tax: o.totalTaxAmount, totalAmount: o.grandTotalAmount,
    ...(o.totalSurchargeAmount ? { tariffSurcharge: o.totalSurchargeAmount } : {}),
    ...(o.discounts && o.discounts.length > 0 ? { discounts: o.discounts } : {}),
    ...(o.taxExempt ? { taxExempt: true } : {}),
    ...(o.taxExemptionAmount ? { taxExemption: o.taxExemptionAmount } : {}),
    billTo: addressView(o.billToAddressId, o.billToAddress), shipTo: addressView(o.shipToAddressId, o.shipToAddress),
    shippingInstructions: o.shippingInstructions, attentionTo: o.attentionTo,
    fields: { DeliveryMethodName: method ? `${method.name} (${method.description})` : null },
  };
}

/** PX-31-003: a delivery's gift as the order keeps it, with the wrap priced in the order's currency; nothing when it is no gift. */
/** PX-20-006, PX-31-002: the gift fields an order detail shows (nothing for an order that is not a gift). */
export function orderGiftView(o: OrderDoc) {
  const wrapAmount = o.giftWrapAmount ?? o.giftWrap?.amount;
  return {
    ...(o.isGift || o.giftMessage || o.giftWrap || o.giftToName
      ? { isGift: o.isGift ?? false, giftMessage: o.giftMessage ?? null, giftToName: o.giftToName ?? null, ...(o.giftWrap ? { giftWrap: o.giftWrap } : {}) }
      : {}),
    ...(wrapAmount ? { giftWrapAmount: wrapAmount } : {}),
  };
}

export function orderItemsView(core: Core, o: OrderDoc): Wire['OrderItemSummary'][] {
  return o.items.map((i) => ({
    orderItemSummaryId: i.id, productId: i.productId, sku: i.sku, description: i.name, quantity: i.quantity,
    unitPrice: i.baseUnitPrice ?? core.catalogue.price(i.productId, o.currencyIsoCode)?.unitPrice ?? i.unitPrice,
    priceEach: i.unitPrice, totalPrice: i.totalPrice, unitOfMeasure: i.unitOfMeasure,
  }));
}

export function shipmentView(o: OrderDoc, s: Shipment & { shipmentNumber?: string }): Wire['Shipment'] {
  return {
    shipmentId: s.id, shipmentNumber: s.shipmentNumber ?? `SHP-${300000 + Number(s.id.slice(3))}`,
    status: s.status === 'In Transit' ? 'InTransit' : s.status, carrier: s.carrier, trackingNumber: s.trackingNumber, trackingUrl: s.trackingUrl,
    shippedDate: s.shippedDate, estimatedDeliveryDate: s.expectedDeliveryDate ? s.expectedDeliveryDate.slice(0, 10) : null, deliveredDate: s.deliveredDate,
    items: s.items.map((i) => ({ sku: o.items.find((x) => x.id === i.orderItemId)?.sku ?? '', quantity: i.quantity })),
  };
}

/** PX-69-003: an unpaid invoice with a balance is Overdue from the day after its due date, whatever was stored when it was issued. */
export function invoiceStatus(inv: Pick<Invoice, 'status' | 'balance' | 'dueDate'>, today: string): Invoice['status'] {
  if (inv.status === 'Paid' || toCents(inv.balance) <= 0) return inv.status;
  return inv.dueDate < today ? 'Overdue' : inv.status;
}

export function invoiceView(inv: Invoice, orderNumber: string, today: string) {
  return {
    invoiceId: inv.id, invoiceNumber: inv.invoiceNumber, invoiceDate: inv.invoiceDate, orderSummaryId: inv.orderSummaryId, orderNumber,
    status: invoiceStatus(inv, today), totalAmount: inv.totalAmount, balance: inv.balance, currencyIsoCode: inv.currencyIsoCode, dueDate: inv.dueDate,
  };
}

// ------------------------------------------------------------------ order history

/** Stored statuses of the fixtures behind each contract status (the inverse of STATUS). */
function storedStatuses(status: string): string[] {
  return [status, ...Object.entries(STATUS).filter(([, shown]) => shown === status).map(([stored]) => stored)];
}

export interface OrderFilter {
  ascending: boolean;
  earliest?: string;
  latest?: string;
  /** A contract status (SH-3-041 orderStatuses). */
  status?: string;
  /** PX-15-001: contained in the order number, the PO number or an item's SKU, in any case. */
  term?: string;
  offset: number;
  limit: number;
}

/**
 * A page of an account's orders, newest first unless `ascending` (SH-9-046), filtered in SQL over the
 * account's index (orders_account_newest) and the stored search text of migration 015; `more` tells
 * whether another page follows.
 */
export async function listOrders(q: Queryable, accountId: string, f: OrderFilter): Promise<{ orders: OrderDoc[]; more: boolean }> {
  const direction = f.ascending ? 'ASC' : 'DESC';
  const rows = await q.query<{ doc: OrderDoc }>(
    `SELECT doc FROM orders WHERE account_id = $1 AND ($2::timestamptz IS NULL OR ordered_at >= $2) AND ($3::timestamptz IS NULL OR ordered_at <= $3)
       AND ($4::text[] IS NULL OR status = ANY($4)) AND ($5::text IS NULL OR strpos(search_text, $5) > 0)
     ORDER BY ordered_at ${direction}, id ${direction} LIMIT $6 OFFSET $7`,
    [accountId, f.earliest ?? null, f.latest ?? null, f.status ? storedStatuses(f.status) : null, f.term ? f.term.toLowerCase() : null, f.limit + 1, f.offset]);
  return { orders: rows.slice(0, f.limit).map((r) => r.doc), more: rows.length > f.limit };
}

/** The stored purchase-order file of an order, if it has one (SH-3-015). */
export async function orderPurchaseOrderFile(q: Queryable, order: OrderDoc) {
  const fileId = order.paymentMethod.type === 'PurchaseOrder' ? order.paymentMethod.purchaseOrderFileId : null;
  if (!fileId) return undefined;
  return q.one<{ stored_name: string; original_name: string; content_type: string }>(
    `SELECT stored_name, original_name, content_type FROM files WHERE id = $1 AND purpose = 'purchase-order'`, [fileId]);
}

export async function shipmentsOf(q: Queryable, orderId: string): Promise<Shipment[]> {
  return (await q.query<{ doc: Shipment }>('SELECT doc FROM shipments WHERE order_id = $1 ORDER BY id', [orderId])).map((r) => r.doc);
}

export async function invoicesOf(q: Queryable, orderId: string): Promise<Invoice[]> {
  return (await q.query<{ doc: Invoice }>('SELECT doc FROM invoices WHERE order_id = $1 ORDER BY invoice_date DESC, id', [orderId])).map((r) => r.doc);
}

/** An account's invoices with their order numbers, newest first, dated within the optional days (YYYY-MM-DD). */
export function accountInvoices(q: Queryable, accountId: string, dates: { earliest?: string; latest?: string } = {}): Promise<Array<{ doc: Invoice; order_number: string }>> {
  return q.query<{ doc: Invoice; order_number: string }>(
    `SELECT i.doc, o.order_number FROM invoices i JOIN orders o ON o.id = i.order_id
      WHERE i.account_id = $1 AND ($2::text IS NULL OR i.invoice_date >= $2) AND ($3::text IS NULL OR i.invoice_date <= $3)
      ORDER BY i.invoice_date DESC, i.id DESC`, [accountId, dates.earliest ?? null, dates.latest ?? null]);
}

export async function findInvoice(q: Queryable, id: string): Promise<Invoice | undefined> {
  return (await q.one<{ doc: Invoice }>('SELECT doc FROM invoices WHERE id = $1', [id]))?.doc;
}

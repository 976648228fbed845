// Orders: placing one from a checkout (one transaction: stock, order, approval or invoice and
// shipment, cart closed); the views and history reads of stored orders are in order-history.ts.
import type { OrderSummary, Shipment, Invoice } from '../../fixtures/types.ts';
import type { Queryable } from '../db/index.ts';
import { insertOrder } from '../db/seed.ts';
import { trackingUrlOf } from '../../fixtures/generate.ts';
import type { Core } from './core.ts';
import { unprocessable } from './errors.ts';
import { nextCounter, nextId } from './ids.ts';
import { money, qty, toCents } from '../lib/money.ts';
import { findAccount, isTaxExempt, listAddresses } from './accounts.ts';
import { priceCart } from './carts/price-cart.ts';
import type { CartRow } from './carts/cart-rows.ts';
import { takeStock } from './inventory.ts';
import { deliveryGroupsOf, expectedDate, methodOf, snapshotAddress, type OrderDeliveryGroupDoc } from './order-deliveries.ts';
import type { FileType } from '../lib/files.ts';
import { giftWrapChoice } from './gifting.ts';
import { DEFAULT_MAIL_LOCALE } from './mail-language.ts';
import { catalogueLanguage, localProduct } from './catalogue-language.ts';

export type OrderDoc = OrderSummary & {
  couponCodes?: string[];
  /** PX-74-004: the discounts the lines were given, by kind (totalProductAmount is after them); absent on orders placed before. */
  discounts?: OrderDiscount[];
  checkoutId?: string | null;
  /** PX-08-001: the key of the request that placed it; the same key answers this order again. */
  idempotencyKey?: string | null;
  /** PX-81-001: the locale of the page the order was placed on ('fr-FR'); its e-mails and invoice are in its language. Absent on orders placed before: en-US. */
  locale?: string;
  /** PX-08-002: the tariff surcharge, when the account pays it. */
  totalSurchargeAmount?: string | null;
  /** PX-75-004: the account was tax-exempt when the order was placed (its tax is 0.00). */
  taxExempt?: boolean;
  /** PX-87-002, negative: the tax a Gross store's prices contained that the exempt account did not pay. */
  taxExemptionAmount?: string;
  /** PX-08-004: a guest's order: the session that placed it and the contact e-mail. */
  guestSessionId?: string | null;
  contactEmail?: string | null;
  /** PX-21-001: each delivery of the order (two for a split shipment); absent on orders stored before. */
  deliveryGroups?: OrderDeliveryGroupDoc[];
  /** PX-20-006: the gift fields of the checkout's default delivery group, and the chosen wrap with its price. */
  isGift?: boolean;
  giftMessage?: string | null;
  giftWrap?: { productId: string; name: string; amount: string } | null;
  /** PX-31-002: the default delivery's recipient. */
  giftToName?: string | null;
  /** PX-31-003: every delivery's wrap together, part of the total. */
  giftWrapAmount?: string | null;
};

interface OrderDiscount {
  kind: 'Automatic' | 'Coupon';
  /** Negative: what the lines were lowered by. */
  amount: string;
  couponCode?: string;
}

/**
 * PX-74-004: a priced cart's discounts by kind: the quantity tiers are automatic, the coupon's percent
 * is the coupon's (named; one per order). A kind with nothing is left out, but an applied coupon is kept.
 */
function orderDiscounts(priced: { items: Array<{ row: { quantity: number }; cents: { sales: number; adjusted: number; discount: number } }>; coupons: Array<{ code: string }> }): OrderDiscount[] {
  const automatic = priced.items.reduce((sum, item) => sum + (item.cents.adjusted - item.cents.sales) * item.row.quantity, 0);
  const coupon = -priced.items.reduce((sum, item) => sum + item.cents.discount, 0);
  return [
    ...(automatic !== 0 ? [{ kind: 'Automatic' as const, amount: money(automatic) }] : []),
    ...priced.coupons.map((c, i) => ({ kind: 'Coupon' as const, amount: money(i === 0 ? coupon : 0), couponCode: c.code })),
  ];
}

/** The account id a guest's order shows (the platform's empty id, as the guest session context). */
const GUEST_ORDER_ACCOUNT_ID = '000000000000000';
/** The storefront guest user, the owner a guest's order shows. */
export const GUEST_ORDER_OWNER_ID = '005000000000099';

const DAY = 86_400_000;
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function taxRate(core: Core, country: string, region: string | null) {
  const rates = core.store.taxRates;
  return rates.find((r) => r.country === country && r.region === region) ?? rates.find((r) => r.country === country && r.region === null);
}

/**
 * PX-53-010: the tax rate a product is shown with: that of the acting account's default shipping
 * address, or of the store's country for a guest and an account without one.
 */
export async function productTaxRate(core: Core, accountId: string | undefined) {
  const address = accountId ? (await listAddresses(core.db, accountId)).find((a) => a.doc.addressType === 'Shipping' && a.doc.isDefault)?.doc : undefined;
  return taxRate(core, address?.country ?? core.settings.country, address?.region ?? null);
}

/** Tax in cents: contained in the amount for a Gross store, added on top for a Net one. */
export function taxCents(core: Core, amountCents: number, country: string, region: string | null): number {
  const rate = Number(taxRate(core, country, region)?.taxRatePercentage ?? 0);
  const milli = Math.round(rate * 1000);
  return core.settings.taxType === 'Gross' ? Math.round((amountCents * milli) / (100_000 + milli)) : Math.round((amountCents * milli) / 100_000);
}

type TaxAddress = { country?: string; region?: string | null } | null | undefined;

/** The tax on an amount sent to an address; none while the address (its country) is not known. */
function taxCentsAt(core: Core, amountCents: number, address: TaxAddress): number {
  return amountCents > 0 && address?.country ? taxCents(core, amountCents, address.country, address.region ?? null) : 0;
}

/** PX-31-005: the tax on one delivery's gift wrap, at the rate of its address as its lines are taxed. */
export function giftWrapTaxCents(core: Core, wrapCents: number, address: TaxAddress): number {
  return taxCentsAt(core, wrapCents, address);
}

/**
 * PX-43-003: the products' tax of a shipment, each delivery group's lines taxed at its own address
 * (rounded per delivery, as each delivery is taxed where it goes); a split shipment to two states
 * pays each state's rate on its own lines, not the first address's rate on everything.
 */
export function deliveriesTaxCents(core: Core, deliveries: ReadonlyArray<{ productCents: number; address: TaxAddress }>): number {
  return deliveries.reduce((sum, delivery) => sum + taxCentsAt(core, delivery.productCents, delivery.address), 0);
}

/** A delivery group's gift fields as the cart kept them (PX-20-006, PX-31-002, PX-31-003). */
interface DeliveryGift {
  isGift: boolean;
  message: string | null;
  toName: string | null;
  wrapProductId: string | null;
}

/** One delivery of an order being placed: where, how, and which products in what quantity. */
interface DeliveryDraft {
  address: any;
  deliveryMethodId: string;
  shippingInstructions: string | null;
  lines: Array<{ productId: string; quantity: number }>;
  /** PX-43-003: the amount of this delivery's lines (after adjustments), taxed at its address. */
  productCents: number;
  /** PX-31-003: this delivery's gift, absent when it is none. */
  gift?: OrderDeliveryGroupDoc['gift'];
}

export interface Placement {
  cart: CartRow;
  checkoutId: string;
  ownerId: string;
  shipTo: any;
  billTo: any;
  deliveryMethodId: string;
  shippingInstructions: string | null;
  /** PX-21-001: the cart's delivery groups that hold lines, the default first, by cart delivery group id. */
  deliveries: Array<{ groupId: string; address: any; deliveryMethodId: string; shippingInstructions: string | null; gift?: DeliveryGift }>;
  attentionTo: string | null;
  payment: { type: 'CreditCard'; brand: string; lastFour: string; holderName: string; expiryMonth: number; expiryYear: number } | { type: 'PurchaseOrder'; poNumber: string; file: { id: string; name: string; contentType: FileType; size: number } | null };
  idempotencyKey: string | null;
  /** PX-81-001: the locale the order is placed in. */
  locale?: string;
  /** Set for a guest's order (PX-08-004). */
  guest: { sessionId: string; email: string | null } | null;
}

/**
 * PX-16-001: a purchase-order checkout waits for approval when its total is above the account's
 * approval threshold and the account has an approver; an approver of the account places without one.
 */
export async function approvalNeeded(q: Queryable, accountId: string, ownerId: string, grandTotalCents: number): Promise<boolean> {
  const threshold = (await findAccount(q, accountId))?.approvalThreshold;
  if (threshold === null || threshold === undefined || grandTotalCents <= toCents(threshold)) return false;
  const approvers = await q.query<{ id: string }>(`SELECT id FROM users WHERE doc->'approverForAccountIds' ? $1`, [accountId]);
  return approvers.length > 0 && !approvers.some((a) => a.id === ownerId);
}

export async function placeOrder(q: Queryable, core: Core, p: Placement): Promise<OrderDoc> {
  const { cart } = p;
  if (!cart.account_id && !p.guest) throw unprocessable('Guest orders need an account; sign in to place the order.');
  const priced = await priceCart(q, core, cart);
  if (priced.items.length === 0) throw unprocessable('The cart is empty.');
  const quantities = new Map<string, number>();
  for (const item of priced.items) quantities.set(item.product.id, (quantities.get(item.product.id) ?? 0) + item.row.quantity);
  for (const [productId, quantity] of quantities) {
    if (!(await takeStock(q, productId, quantity))) {
      throw unprocessable(`${core.catalogue.product(productId)!.name}: not enough stock for ${quantity}.`, 'INSUFFICIENT_INVENTORY');
    }
  }
  await q.query('DELETE FROM inventory_reservations WHERE cart_id = $1', [cart.id]);

  const method = core.store.deliveryMethods.find((m) => m.id === p.deliveryMethodId)!;
  const items = [];
  // PX-89-003: the order's lines are named in the language it is placed in, as its pages, e-mails and invoice read.
  const language = catalogueLanguage(p.locale);
  for (const [productId, quantity] of quantities) {
    const lines = priced.items.filter((i) => i.product.id === productId);
    const total = lines.reduce((s, i) => s + i.cents.total, 0);
    const product = lines[0]!.product;
    items.push({
      id: await nextId(q, '10u'), productId, sku: product.sku, name: localProduct(product, language).name, quantity: qty(quantity), unitOfMeasure: product.unitOfMeasure,
      listPrice: money(lines[0]!.cents.list), baseUnitPrice: money(lines[0]!.cents.sales), unitPrice: money(total / quantity), totalPrice: money(total),
    });
  }
  // PX-21-001: each delivery keeps the lines the buyer arranged into its cart delivery group.
  const deliveries: DeliveryDraft[] = p.deliveries.map((d) => {
    const lines = new Map<string, number>();
    const groupItems = priced.items.filter((i) => i.row.delivery_group_id === d.groupId);
    for (const item of groupItems) lines.set(item.product.id, (lines.get(item.product.id) ?? 0) + item.row.quantity);
    return {
      address: d.address, deliveryMethodId: d.deliveryMethodId, shippingInstructions: d.shippingInstructions, lines: [...lines].map(([productId, quantity]) => ({ productId, quantity })),
      productCents: groupItems.reduce((sum, item) => sum + item.cents.total, 0),
      ...orderGift(d.gift, cart.currency),
    };
  }).filter((d) => d.lines.length > 0);
  // PX-31-003, PX-31-005: every delivery's wrap is charged, and taxed where that delivery goes.
  const wrapCentsOf = (d: DeliveryDraft) => (d.gift?.giftWrap ? toCents(d.gift.giftWrap.amount) : 0);
  const giftWrapCents = deliveries.reduce((sum, d) => sum + wrapCentsOf(d), 0);
  const giftWrapTax = deliveries.reduce((sum, d) => sum + giftWrapTaxCents(core, wrapCentsOf(d), d.address), 0);
  const first = deliveries[0]?.gift;
  const order = await recordOrder(q, core, {
    accountId: cart.account_id, ownerId: p.ownerId, currencyIsoCode: cart.currency as OrderSummary['currencyIsoCode'], items, surchargeCents: priced.surchargeCents,
    giftWrapCents, giftWrapTaxCents: giftWrapTax,
    deliveryMethodId: method.id, deliveries, shipTo: p.shipTo, billTo: p.billTo, attentionTo: p.attentionTo, shippingInstructions: p.shippingInstructions,
    paymentMethod: p.payment.type === 'PurchaseOrder'
      ? { type: 'PurchaseOrder', purchaseOrderNumber: p.payment.poNumber, purchaseOrderFileName: p.payment.file?.name ?? null, purchaseOrderFileId: p.payment.file?.id ?? null }
      : { type: 'CreditCard', cardType: p.payment.brand as any, cardHolderName: p.payment.holderName, last4: p.payment.lastFour, expiryMonth: String(p.payment.expiryMonth).padStart(2, '0'), expiryYear: String(p.payment.expiryYear) },
    purchaseOrderFile: p.payment.type === 'PurchaseOrder' ? p.payment.file : null,
    extra: {
      idempotencyKey: p.idempotencyKey, guestSessionId: p.guest?.sessionId ?? null, contactEmail: p.guest?.email ?? null,
      locale: p.locale ?? DEFAULT_MAIL_LOCALE,
      couponCodes: priced.coupons.map((c) => c.code), discounts: orderDiscounts(priced), checkoutId: p.checkoutId,
      // PX-20-006: the top-level fields stay the default delivery's, as before several deliveries could be gifts.
      ...(first ? { isGift: first.isGift, giftMessage: first.giftMessage, giftWrap: first.giftWrap, giftToName: first.giftToName } : {}),
      ...(giftWrapCents > 0 ? { giftWrapAmount: money(giftWrapCents) } : {}),
    },
  });
  await q.query(`UPDATE carts SET status = 'Closed' WHERE id = $1`, [cart.id]);
  return order;
}

/** What an order is made of, whether a checkout or a standing order places it. */
export interface OrderDraft {
  accountId: string | null;
  ownerId: string;
  currencyIsoCode: OrderSummary['currencyIsoCode'];
  items: Array<{ id: string; productId: string; quantity: string; totalPrice: string } & Record<string, unknown>>;
  surchargeCents: number;
  /** PX-20-006: the chosen gift wraps' price, part of the total. */
  giftWrapCents?: number;
  /** PX-31-005: their tax, in the order's tax (and added to the total in a Net store). */
  giftWrapTaxCents?: number;
  deliveryMethodId: string;
  /** PX-21-001: the order's deliveries; without them, one delivery of every item to shipTo by deliveryMethodId. */
  deliveries?: DeliveryDraft[];
  shipTo: any;
  billTo: any;
  attentionTo: string | null;
  shippingInstructions: string | null;
  paymentMethod: OrderDoc['paymentMethod'];
  purchaseOrderFile: { id: string; name: string; contentType: FileType; size: number } | null;
  extra: Partial<OrderDoc>;
}

/**
 * Writes an order with its totals, then either asks for approval (PX-16-001) or fulfils it at once
 * (invoice and shipment).
 */
export async function recordOrder(q: Queryable, core: Core, d: OrderDraft): Promise<OrderDoc> {
  const method = core.store.deliveryMethods.find((m) => m.id === d.deliveryMethodId)!;
  const productCents = d.items.reduce((s, i) => s + toCents(i.totalPrice), 0);
  const deliveries: DeliveryDraft[] = d.deliveries && d.deliveries.length > 0 ? d.deliveries : [{
    address: d.shipTo, deliveryMethodId: d.deliveryMethodId, shippingInstructions: d.shippingInstructions, lines: d.items.map((i) => ({ productId: i.productId, quantity: Number(i.quantity) })),
    productCents,
  }];
  // PX-21-001: each delivery pays its method's fee, as the checkout charged them (checkoutView).
  const deliveryCents = deliveries.reduce((sum, delivery) => {
    const fees = methodOf(core, delivery.deliveryMethodId).fees;
    return sum + toCents(fees[d.currencyIsoCode as keyof typeof fees]);
  }, 0);
  // PX-43-003: each delivery's lines at its own address; lines in no delivery (none today) at the order's ship-to.
  const unshippedCents = productCents - deliveries.reduce((sum, delivery) => sum + delivery.productCents, 0);
  // PX-75-004: a tax-exempt account's order has no tax (its wraps' neither), as its checkout showed.
  const taxExempt = await isTaxExempt(q, d.accountId);
  const charged = deliveriesTaxCents(core, [...deliveries, { productCents: unshippedCents, address: d.shipTo }]) + (d.giftWrapTaxCents ?? 0);
  const tax = taxExempt ? 0 : charged;
  // PX-87-002: the tax a Gross store's prices contain is taken off an exempt account's total.
  const exemption = taxExempt && core.settings.taxType === 'Gross' ? -charged : 0;
  const nowMs = core.clock.now().getTime();
  const now = new Date(nowMs).toISOString();
  const deliveryGroups: OrderDeliveryGroupDoc[] = [];
  for (const delivery of deliveries) {
    deliveryGroups.push({
      id: await nextId(q, '0ag'), deliveryMethodId: delivery.deliveryMethodId, addressId: delivery.address.id ?? null, address: snapshotAddress(delivery.address),
      expectedDeliveryDate: expectedDate(methodOf(core, delivery.deliveryMethodId), nowMs), shippingInstructions: delivery.shippingInstructions,
      lines: delivery.lines.map((line) => ({ orderItemId: d.items.find((item) => item.productId === line.productId)!.id, quantity: qty(line.quantity) })),
      ...(delivery.gift ? { gift: delivery.gift } : {}),
    });
  }
  const grandTotalCents = productCents + d.surchargeCents + (d.giftWrapCents ?? 0) + deliveryCents + (core.settings.taxType === 'Net' ? tax : 0) + exemption;
  const needsApproval = d.paymentMethod.type === 'PurchaseOrder' && !!d.accountId && (await approvalNeeded(q, d.accountId, d.ownerId, grandTotalCents));
  const order: OrderDoc = {
    id: await nextId(q, '1Os'),
    orderNumber: `KRM-${await nextCounter(q, 'KRM-')}`,
    accountId: d.accountId ?? GUEST_ORDER_ACCOUNT_ID,
    ownerId: d.ownerId,
    status: needsApproval ? 'PendingApproval' : 'Created',
    currencyIsoCode: d.currencyIsoCode,
    createdDate: now,
    orderedDate: now,
    purchaseOrderNumber: d.paymentMethod.type === 'PurchaseOrder' ? d.paymentMethod.purchaseOrderNumber : null,
    paymentMethod: d.paymentMethod,
    deliveryMethodId: method.id,
    attentionTo: d.attentionTo,
    shippingInstructions: d.shippingInstructions,
    billToAddressId: d.billTo.id ?? null,
    shipToAddressId: d.shipTo.id ?? null,
    billToAddress: snapshotAddress(d.billTo),
    shipToAddress: snapshotAddress(d.shipTo),
    deliveryGroups,
    items: d.items as any,
    taxType: core.settings.taxType as 'Gross',
    totalProductAmount: money(productCents),
    totalDeliveryAmount: money(deliveryCents),
    totalTaxAmount: money(tax),
    grandTotalAmount: money(grandTotalCents),
    totalSurchargeAmount: d.surchargeCents > 0 ? money(d.surchargeCents) : null,
    ...(taxExempt ? { taxExempt: true } : {}),
    ...(exemption !== 0 ? { taxExemptionAmount: money(exemption) } : {}),
    standingOrderId: null,
    ...d.extra,
  };
  await insertOrder(q, order);
  if (needsApproval) {
    await q.query('INSERT INTO po_approvals (id, account_id, order_id, status, submitted_at, doc) VALUES ($1, $2, $3, $4, $5, $6)', [
      await nextId(q, 'a0P'), d.accountId, order.id, 'Pending', now,
      JSON.stringify({ requestedByUserId: d.ownerId, reason: 'The order total is above the account\'s approval threshold.', file: d.purchaseOrderFile, decision: null }),
    ]);
  } else {
    await fulfil(q, core, order);
  }
  return order;
}

/** The sandbox fulfils at once: an invoice and a shipment on its way; the order shows Shipped. */
export async function fulfil(q: Queryable, core: Core, order: OrderDoc): Promise<void> {
  // A guest's order has no account: its invoice takes the default terms.
  const account = await findAccount(q, order.accountId);
  const now = core.clock.now().getTime();
  const terms = Number(account?.paymentTerms.replace(/\D/g, '')) || 30;
  const paid = order.paymentMethod.type === 'CreditCard';
  const invoice: Invoice = {
    id: await nextId(q, '3tt'), invoiceNumber: `INV-${await nextCounter(q, 'INV-')}`, orderSummaryId: order.id, accountId: order.accountId, status: paid ? 'Paid' : 'Open',
    currencyIsoCode: order.currencyIsoCode, invoiceDate: dateOnly(now), dueDate: dateOnly(now + terms * DAY), totalAmount: order.grandTotalAmount,
    taxAmount: order.totalTaxAmount, balance: paid ? '0.00' : order.grandTotalAmount,
  };
  await q.query('INSERT INTO invoices (id, invoice_number, order_id, account_id, invoice_date, doc) VALUES ($1, $2, $3, $4, $5, $6)', [invoice.id, invoice.invoiceNumber, order.id, order.accountId, invoice.invoiceDate, JSON.stringify(invoice)]);
  // PX-21-001: one shipment per delivery group, by its method, with its lines.
  for (const group of deliveryGroupsOf(core, order)) {
    const method = methodOf(core, group.deliveryMethodId);
    const shipmentNumber = await nextCounter(q, 'SHP-');
    const tracking = `${method.id.endsWith('2') ? 'SWX' : 'RLP'}${String(shipmentNumber).padStart(10, '0')}`;
    const shipment: Shipment & { shipmentNumber: string } = {
      id: await nextId(q, '0OS'), orderSummaryId: order.id, status: 'In Transit', carrier: method.carrier, trackingNumber: tracking,
      trackingUrl: trackingUrlOf(method, tracking),
      shippedDate: new Date(now).toISOString(), expectedDeliveryDate: `${expectedDate(method, now)}T00:00:00.000Z`, deliveredDate: null,
      items: group.lines.map((line) => ({ orderItemId: line.orderItemId, productId: order.items.find((i) => i.id === line.orderItemId)!.productId, quantity: line.quantity })),
      shipmentNumber: `SHP-${shipmentNumber}`,
    };
    await q.query('INSERT INTO shipments (id, order_id, doc) VALUES ($1, $2, $3)', [shipment.id, order.id, JSON.stringify(shipment)]);
  }
  await setOrderStatus(q, order.id, order.status === 'PendingApproval' ? 'Approved' : 'Shipped');
}

export async function setOrderStatus(q: Queryable, orderId: string, status: string): Promise<void> {
  await q.query(`UPDATE orders SET status = $2, doc = jsonb_set(doc, '{status}', to_jsonb($2::text)) WHERE id = $1`, [orderId, status]);
}

export async function findOrder(q: Queryable, id: string): Promise<OrderDoc | undefined> {
  return (await q.one<{ doc: OrderDoc }>('SELECT doc FROM orders WHERE id = $1', [id]))?.doc;
}

/** The order placed from a checkout, if there is one (at most one: orders.checkout_id is unique). */
export async function findOrderOfCheckout(q: Queryable, checkoutId: string): Promise<OrderDoc | undefined> {
  return (await q.one<{ doc: OrderDoc }>('SELECT doc FROM orders WHERE checkout_id = $1', [checkoutId]))?.doc;
}

function orderGift(gift: DeliveryGift | undefined, currency: string): { gift?: OrderDeliveryGroupDoc['gift'] } {
  const giftWrap = giftWrapChoice(gift?.wrapProductId, currency);
  if (!gift || (!gift.isGift && !gift.message && !gift.toName && !giftWrap)) return {};
  return { gift: { isGift: gift.isGift, giftMessage: gift.message, giftToName: gift.toName, giftWrap } };
}

// Checkouts: start (ready after a processing delay), changes, coupons, payments (card tokens and
// purchase orders). Every change runs in a transaction that locks the checkout and its cart. Placing
// the order is place-order.ts, card tokens card-tokens.ts, a purchase-order document attach-purchase-order.ts.
import type { CurrencyCode } from '../../fixtures/types.ts';
import type { Queryable } from '../db/index.ts';
import { normaliseAddressInput } from '../lib/countries.ts';
import { toCents } from '../lib/money.ts';
import { nextId } from './ids.ts';
import { findAccount, listAddresses, type UserRecord } from './accounts.ts';
import { applyCoupon, removeCoupon } from './carts/apply-coupon.ts';
import { deliveryAddressFrom, deliveryAddressView } from './carts/delivery-address.ts';
import { mayUseCart, type CartOwner } from './carts/cart-ownership.ts';
import { priceCart } from './carts/price-cart.ts';
import { resolveCart } from './carts/resolve-cart.ts';
import { touchCart } from './carts/change-cart.ts';
import type { CartRow, GroupRow } from './carts/cart-rows.ts';
import type { Core } from './core.ts';
import { conflict, forbidden, gone, invalidInput, notFound, unprocessable } from './errors.ts';
import { approvalNeeded, deliveriesTaxCents, giftWrapTaxCents } from './orders.ts';
import type { Wire } from './wire.ts';
import { checkedGiftChange, giftWrapCents, giftWrapChoice, hasGiftFields, type GiftChange } from './gifting.ts';
import { DEFAULT_PHONE_COUNTRY, phoneE164 } from '../../machines/address/phone.ts';
import { GIFT_GROUP_UNKNOWN } from '../../machines/constants/gifting.ts';
import { ATTENTION_TO_FIELD, ATTENTION_TO_TOO_LONG, GUEST_PURCHASE_ORDER_ERROR_CODE, GUEST_PURCHASE_ORDER_REFUSED, ORDER_NOTE_MAX_LENGTH } from '../../machines/constants/checkout-flow.ts';
import { findCardToken } from './card-tokens.ts';
import { webstorePath } from '../config.ts';

export interface CheckoutRow {
  id: string;
  cart_id: string;
  account_id: string | null;
  session_id: string;
  status: string;
  ready_at: Date;
  expires_at: Date;
  contact_info: any;
  payment: any;
  purchase_order: any;
}

/** Who checks out: the cart owner, the signed-in user (null for a guest) and the session. */
export interface CheckoutCaller {
  owner: CartOwner;
  accountId: string | null;
  user: UserRecord | null;
  sessionId: string;
}

const DEFAULT_TTL_SECONDS = 30 * 60;
export const PO_FILE_REQUIRED = 'Please upload a Purchase Order file';
const processingMs = (core: Core) => core.options.checkoutProcessingMs ?? 250;

/** The caller's checkout (by id, or 'active': the open one of the current cart) and its cart, expired or not; 404 if none is theirs. */
async function findCheckout(q: Queryable, core: Core, owner: CartOwner, id: string, lock: boolean): Promise<{ checkout: CheckoutRow; cart: CartRow }> {
  let checkout: CheckoutRow | undefined;
  if (id === 'active') {
    const { cart } = await resolveCart(q, core, owner, 'current', { currency: '' }).catch(() => ({ cart: undefined as CartRow | undefined }));
    checkout = cart ? await q.one<CheckoutRow>(`SELECT * FROM checkouts WHERE cart_id = $1 AND status = 'InProgress' ORDER BY created_at DESC LIMIT 1`, [cart.id]) : undefined;
  } else {
    checkout = await q.one<CheckoutRow>(`SELECT * FROM checkouts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  }
  const cart = checkout ? await q.one<CartRow>(`SELECT * FROM carts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [checkout.cart_id]) : undefined;
  if (!checkout || !cart || !mayUseCart(owner, cart)) throw notFound(`Checkout ${id} was not found.`);
  return { checkout, cart };
}

/** The checkout `id` (or `active`), with its cart; 404 unless the caller's; 410 once expired. */
export async function loadCheckout(q: Queryable, core: Core, owner: CartOwner, id: string, lock = false): Promise<{ checkout: CheckoutRow; cart: CartRow }> {
  const { checkout, cart } = await findCheckout(q, core, owner, id, lock);
  if (checkout.status === 'InProgress' && new Date(checkout.expires_at).getTime() <= Date.now()) throw gone('The checkout session has expired.', 'CHECKOUT_EXPIRED');
  return { checkout, cart };
}

export const assertOpen = (checkout: CheckoutRow) => {
  if (checkout.status !== 'InProgress') throw conflict('This checkout has been completed.');
};

/** Runs a change of an open checkout under the locks of the checkout and its cart. */
export function changeCheckout<T>(core: Core, owner: CartOwner, id: string, change: (q: Queryable, checkout: CheckoutRow, cart: CartRow) => Promise<T>): Promise<T> {
  return core.db.tx(async (q) => {
    const { checkout, cart } = await loadCheckout(q, core, owner, id, true);
    assertOpen(checkout);
    return change(q, checkout, cart);
  });
}

/** A custom-fields entry of a checkout start or change: its object type, the group it names, field values. */
export interface CustomFieldsEntry {
  attributes: { type: 'WebCart' | 'CartDeliveryGroup' };
  id?: string;
  Id?: string;
  [field: string]: unknown;
}

/**
 * PX-19-003: keeps the custom field values sent, as the platform writes them to the cart (WebCart)
 * and to its delivery groups (CartDeliveryGroup: the group named by `id`, else the default one);
 * a later value of a field replaces the earlier, fields not sent are kept.
 */
/** PX-76-001: the order's 'attention to' (SH §3) is what the buyer typed at checkout, kept on the cart's custom field; blank is none. */
export function attentionToOf(fields: Record<string, unknown> | null | undefined): string | null {
  const value = fields?.[ATTENTION_TO_FIELD];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

async function keepCustomFields(q: Queryable, cartId: string, entries: CustomFieldsEntry[] | undefined): Promise<void> {
  for (const { attributes, id, Id, ...values } of entries ?? []) {
    if (Object.keys(values).length === 0) continue;
    if (attributes.type === 'WebCart') {
      // PX-76-001: the attention-to field is text within the order's limit, as the order summary holds it.
      const attention = values[ATTENTION_TO_FIELD];
      if (attention !== undefined && attention !== null && (typeof attention !== 'string' || [...attention.trim()].length > ORDER_NOTE_MAX_LENGTH)) {
        throw invalidInput(ATTENTION_TO_TOO_LONG, 'INVALID_INPUT');
      }
      await q.query(`UPDATE carts SET custom_fields = COALESCE(custom_fields, '{}'::jsonb) || $2::jsonb WHERE id = $1`, [cartId, JSON.stringify(values)]);
      continue;
    }
    const groupId = id ?? Id ?? (await defaultGroup(q, cartId)).id;
    const updated = await q.query(`UPDATE delivery_groups SET custom_fields = COALESCE(custom_fields, '{}'::jsonb) || $3::jsonb WHERE id = $1 AND cart_id = $2 RETURNING id`, [groupId, cartId, JSON.stringify(values)]);
    if (updated.length === 0) throw invalidInput(`Delivery group ${groupId} is not a delivery group of this cart.`);
  }
}

/** Custom field values as the platform answers them: one entry with the object type. */
const customFieldsView = (type: CustomFieldsEntry['attributes']['type'], values: Record<string, unknown> | null | undefined) =>
  values && Object.keys(values).length > 0 ? { customFields: [{ attributes: { type }, ...values }] } : {};

export async function defaultGroup(q: Queryable, cartId: string) {
  return (await q.one<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1 AND is_default', [cartId]))!;
}

export function methodsFor(core: Core, currency: CurrencyCode, country: string | undefined) {
  if (country && !core.settings.shippingCountries.includes(country as never)) return [];
  return core.store.deliveryMethods.map((m) => ({
    id: m.id, name: m.name, shippingFee: m.fees[currency], currencyIsoCode: currency, carrier: m.carrier, classOfService: m.description,
  }));
}

/** The checkout as read: 202 (null) while it is processing, else its view and whether it has errors. */
export async function readCheckout(core: Core, owner: CartOwner, id: string) {
  const { checkout, cart } = await loadCheckout(core.db, core, owner, id);
  if (new Date(checkout.ready_at).getTime() > Date.now()) return null;
  return checkoutView(core, checkout, cart);
}

async function checkoutView(core: Core, checkout: CheckoutRow, cart: CartRow) {
  const q = core.db;
  const groups = await q.query<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1 ORDER BY is_default DESC, created_at, id', [cart.id]);
  const errors: Wire['CheckoutError'][] = [];
  let charges = 0;
  let wrapCents = 0;
  let wrapTaxCents = 0;
  const taxed: Array<{ productCents: number; address: GroupRow['address'] }> = [];
  const instance = `${webstorePath(core.store.webstore.id)}/checkouts/${checkout.id}`;
  const items: Wire['CheckoutDeliveryGroup'][] = [];
  const priced0 = await priceCart(q, core, cart);
  for (const g of groups) {
    const groupItems = priced0.items.filter((i) => i.row.delivery_group_id === g.id);
    const count = groupItems.length;
    if (count === 0 && !g.is_default) continue;
    const available = methodsFor(core, cart.currency, g.address?.country);
    const selected = available.find((m) => m.id === g.delivery_method_id) ?? null;
    if (selected && count > 0) charges += Math.round(Number(selected.shippingFee) * 100);
    if (g.address && available.length === 0) {
      errors.push({ type: '/commerce/errors/shipping-failure', title: 'No delivery method is available', detail: `No delivery method ships to ${g.address.street}, ${g.address.city}, ${g.address.country}.`, instance });
    }
    items.push({
      id: g.id, isDefault: g.is_default, name: g.name, totalCartItemCount: count, deliveryAddress: deliveryAddressView(g.address),
      availableDeliveryMethods: available, selectedDeliveryMethod: selected, desiredDeliveryDate: g.desired_delivery_date, shippingInstructions: g.shipping_instructions,
      ...customFieldsView('CartDeliveryGroup', g.custom_fields),
      isGift: g.is_gift ?? false, giftMessage: g.gift_message ?? null, giftWrap: giftWrapChoice(g.gift_wrap_product_id, cart.currency), giftToName: g.gift_to_name ?? null,
    });
    if (count === 0) continue;
    // PX-43-003: the group's lines are taxed at its own address, as its wrap is.
    taxed.push({ productCents: groupItems.reduce((sum, item) => sum + item.cents.total, 0), address: g.address });
    const wrap = giftWrapCents(g.gift_wrap_product_id, cart.currency);
    wrapCents += wrap;
    // PX-31-005: each wrap is taxed where its delivery goes, as the lines are.
    wrapTaxCents += giftWrapTaxCents(core, wrap, g.address);
  }
  if (checkout.payment?.declined) errors.push({ type: '/commerce/errors/payment-failure', title: 'The payment was declined', detail: checkout.payment.declined, instance });
  const priced = await priceCart(q, core, { ...cart, status: cart.status }, charges, { cents: wrapCents, taxCents: wrapTaxCents }, deliveriesTaxCents(core, taxed));
  const paymentSummary = paymentSummaryOf(checkout);
  // PX-70-004: the review step warns of the wait the placing will find (PX-16-001), by the same rule.
  const approvalRequired = paymentSummary?.type === 'PurchaseOrder' && !!cart.account_id && !!cart.owner_id
    && (await approvalNeeded(q, cart.account_id, cart.owner_id, toCents(priced.summary.grandTotalAmount ?? '0')));
  const body: Wire['Checkout'] = {
    checkoutId: checkout.id, cartSummary: priced.summary, deliveryGroups: { count: items.length, items }, contactInfo: checkout.contact_info, errors,
    paymentSummary, approvalRequired, purchaseOrderFileRequired: await purchaseOrderFileRequired(q, core, cart), ...customFieldsView('WebCart', cart.custom_fields),
  };
  return { body, hasErrors: errors.length > 0 };
}

/** PX-08-021: what the checkout holds of its payment: brand and last four, or the PO and its file. */
function paymentSummaryOf(checkout: CheckoutRow): Wire['CheckoutPaymentSummary'] | null {
  const pay = checkout.payment;
  const file = checkout.purchase_order?.file;
  const poFile = file ? { name: file.name, size: file.size } : null;
  if (pay && !pay.declined && pay.type === 'CreditCard') return { type: 'CreditCard', cardType: pay.brand, lastFour: pay.lastFour };
  if (pay && !pay.declined && pay.type === 'PurchaseOrder') return { type: 'PurchaseOrder', purchaseOrderNumber: pay.poNumber, purchaseOrderFile: poFile };
  return null;
}

export async function startCheckout(
  core: Core, caller: CheckoutCaller, input: { cartId: string; deliveryAddressInput?: unknown; deliveryAddress?: unknown; customFields?: CustomFieldsEntry[] },
): Promise<string> {
  // The platform's start takes `deliveryAddress` as well as `deliveryAddressInput`, and custom fields.
  const addressInput = input.deliveryAddressInput ?? input.deliveryAddress;
  const ttl = core.options.faults?.checkoutTtlSeconds ?? DEFAULT_TTL_SECONDS;
  const { user } = caller;
  return core.db.tx(async (q) => {
    const { cart } = await resolveCart(q, core, caller.owner, input.cartId, { lock: true, currency: '' });
    if (cart.status === 'Closed') throw unprocessable('This cart has already been ordered.');
    if (cart.is_secondary) throw unprocessable('A read-only cart cannot be checked out.');
    const items = await q.query('SELECT id FROM cart_items WHERE cart_id = $1', [cart.id]);
    if (items.length === 0) throw unprocessable('The cart is empty.');
    const existing = await q.one<CheckoutRow>(`SELECT * FROM checkouts WHERE cart_id = $1 AND status = 'InProgress'`, [cart.id]);
    if (existing && new Date(existing.expires_at).getTime() > Date.now()) throw conflict(`A checkout already exists for cart ${cart.id}.`);
    if (existing) await q.query('DELETE FROM checkouts WHERE id = $1', [existing.id]);
    // PX-67-004: "default" names the account's default shipping address (the platform's checkout
    // components start with it); without one the delivery address is chosen later.
    const address = addressInput === 'default' ? await defaultShippingAddress(q, cart.account_id) : addressInput ? await deliveryAddressFrom(q, cart.account_id, addressInput) : undefined;
    if (address) await q.query('UPDATE delivery_groups SET address = $2 WHERE cart_id = $1 AND is_default', [cart.id, JSON.stringify(address)]);
    await keepCustomFields(q, cart.id, input.customFields);
    const id = await nextId(q, '2z9');
    const contact = user ? { firstName: user.doc.firstName, lastName: user.doc.lastName, email: user.doc.email, phoneNumber: user.doc.phone || null } : null;
    await q.query(`INSERT INTO checkouts (id, cart_id, account_id, session_id, status, ready_at, expires_at, contact_info)
      VALUES ($1, $2, $3, $4, 'InProgress', now() + $5 * interval '1 millisecond', now() + $6 * interval '1 second', $7)`,
      [id, cart.id, caller.accountId, caller.sessionId, processingMs(core), ttl, JSON.stringify(contact)]);
    await q.query(`UPDATE carts SET status = 'Checkout' WHERE id = $1`, [cart.id]);
    return id;
  });
}

async function defaultShippingAddress(q: Queryable, accountId: string | null) {
  const found = accountId ? (await listAddresses(q, accountId)).find((a) => a.doc.addressType === 'Shipping' && a.doc.isDefault) : undefined;
  return found ? { ...found.doc, id: found.id } : undefined;
}

export interface CheckoutChange {
  deliveryAddress?: unknown;
  deliveryMethodId?: string;
  contactInfo?: unknown;
  desiredDeliveryDate?: string;
  shippingInstructions?: string;
  customFields?: CustomFieldsEntry[];
  isGift?: boolean;
  giftMessage?: string | null;
  giftWrapProductId?: string | null;
  giftToName?: string | null;
  /** PX-31-003: the gift fields of several delivery groups in one change. */
  deliveryGroupGifts?: Array<GiftChange & { deliveryGroupId: string }>;
}

/** PX-20-004, PX-31-001: writes a checked gift change on one delivery group; fields not sent stay. */
async function writeGift(q: Queryable, core: Core, groupId: string, change: GiftChange) {
  const gift = checkedGiftChange(core.settings.giftingConfig, change);
  await q.query(
    `UPDATE delivery_groups SET is_gift = COALESCE($2, is_gift), gift_message = CASE WHEN $3 THEN $4 ELSE gift_message END,
      gift_wrap_product_id = CASE WHEN $5 THEN $6 ELSE gift_wrap_product_id END, gift_to_name = CASE WHEN $7 THEN $8 ELSE gift_to_name END WHERE id = $1`,
    [groupId, gift.isGift ?? null, gift.message !== undefined, gift.message ?? null, gift.wrap !== undefined, gift.wrap ?? null, gift.toName !== undefined, gift.toName ?? null],
  );
}

/** Applies a change; the checkout is processing (reads answer 202) for a moment afterwards. */
export async function updateCheckout(core: Core, owner: CartOwner, id: string, change: CheckoutChange): Promise<void> {
  await changeCheckout(core, owner, id, async (q, checkout, cart) => {
    const group = await defaultGroup(q, cart.id);
    if (change.deliveryAddress) {
      const address = await deliveryAddressFrom(q, cart.account_id, change.deliveryAddress);
      await q.query('UPDATE delivery_groups SET address = $2 WHERE id = $1', [group.id, JSON.stringify(address)]);
    }
    if (change.deliveryMethodId) {
      if (!methodsFor(core, cart.currency, group.address?.country).some((m) => m.id === change.deliveryMethodId)) throw invalidInput(`Delivery method ${change.deliveryMethodId} is not available for this address.`);
      await q.query('UPDATE delivery_groups SET delivery_method_id = $2 WHERE cart_id = $1', [cart.id, change.deliveryMethodId]);
    }
    await keepCustomFields(q, cart.id, change.customFields);
    // PX-20-003..PX-20-005: the top-level fields on the default group, as the platform's checkout applies its other group fields.
    if (hasGiftFields(change)) await writeGift(q, core, group.id, change);
    if (change.deliveryGroupGifts) {
      // PX-31-003: each entry on its own group of this cart; any refusal leaves every group as it was (one transaction).
      const ids = new Set((await q.query<{ id: string }>('SELECT id FROM delivery_groups WHERE cart_id = $1', [cart.id])).map((row) => row.id));
      for (const { deliveryGroupId, ...gift } of change.deliveryGroupGifts) {
        if (!ids.has(deliveryGroupId)) throw invalidInput(GIFT_GROUP_UNKNOWN(deliveryGroupId), 'INVALID_ID_FIELD');
        await writeGift(q, core, deliveryGroupId, gift);
      }
    }
    if (change.contactInfo) await q.query('UPDATE checkouts SET contact_info = $2 WHERE id = $1', [checkout.id, JSON.stringify(withE164Phone(change.contactInfo))]);
    if (change.desiredDeliveryDate !== undefined || change.shippingInstructions !== undefined) {
      // PX-76-001: blank instructions clear them (the buyer emptied the field).
      await q.query(
        `UPDATE delivery_groups SET desired_delivery_date = COALESCE($2, desired_delivery_date),
          shipping_instructions = CASE WHEN $4 THEN NULLIF(btrim($3), '') ELSE shipping_instructions END WHERE id = $1`,
        [group.id, change.desiredDeliveryDate ?? null, change.shippingInstructions ?? null, change.shippingInstructions !== undefined],
      );
    }
    await q.query(`UPDATE checkouts SET ready_at = now() + $2 * interval '1 millisecond' WHERE id = $1`, [checkout.id, processingMs(core)]);
  });
}

/** Deletes an open checkout (an expired one too: the storefront deletes it before restarting); the cart is active again. */
export async function deleteCheckout(core: Core, owner: CartOwner, id: string): Promise<void> {
  await core.db.tx(async (q) => {
    // An expired checkout may still be deleted (that is how its cart is freed), by id or as 'active'.
    const { checkout, cart } = await findCheckout(q, core, owner, id, true);
    if (checkout.status !== 'InProgress') throw conflict('This checkout has been completed.');
    await q.query('DELETE FROM checkouts WHERE id = $1', [checkout.id]);
    await q.query(`UPDATE carts SET status = 'Active' WHERE id = $1 AND status = 'Checkout'`, [cart.id]);
  });
}

/** Applies a coupon to the checkout's cart; answers the cart. */
export function applyCheckoutCoupon(core: Core, owner: CartOwner, id: string, code: string): Promise<CartRow> {
  return changeCheckout(core, owner, id, async (q, _checkout, cart) => {
    await applyCoupon(q, cart, code);
    await touchCart(q, core, cart.id);
    return cart;
  });
}

export async function removeCheckoutCoupon(core: Core, owner: CartOwner, id: string, couponId: string): Promise<void> {
  await changeCheckout(core, owner, id, async (q, _checkout, cart) => {
    if (!(await removeCoupon(q, cart, couponId))) throw notFound(`Coupon ${couponId} is not applied.`);
  });
}

export interface PaymentInput {
  paymentToken?: string;
  requestType: string;
  billingAddress?: any;
  paymentsData?: string | Record<string, unknown>;
}

/** Records the checkout's payment: a purchase order, or a card token of this session (a declined card is recorded as declined). */
export function recordPayment(core: Core, owner: CartOwner, id: string, sessionId: string, given: PaymentInput) {
  // paymentsData is a JSON string; the platform's client-request example sends the object itself.
  const input = { ...given, paymentsData: typeof given.paymentsData === 'object' ? JSON.stringify(given.paymentsData) : given.paymentsData, billingAddress: given.billingAddress ? normaliseAddressInput(given.billingAddress) : undefined };
  return changeCheckout(core, owner, id, async (q, checkout): Promise<Wire['PaymentResult']> => {
    let payment: any;
    if (input.requestType === 'ClientRequest') {
      // PX-67-004: a request to the gateway adapter (the platform's checkout components send one before
      // showing a payment form). The sandbox has no gateway: nothing is recorded and it answers as
      // their recorded answer does, the gateway's data (none here) and no errors, without a result code.
      try {
        if (input.paymentsData) JSON.parse(input.paymentsData);
      } catch {
        throw invalidInput('paymentsData must be a JSON string.');
      }
      return { errors: [], paymentsData: {} };
    }
    if (input.requestType === 'SimplePurchaseOrder') {
      refuseGuestPurchaseOrder(owner);
      let data: { purchaseOrderNumber?: string } = {};
      try {
        data = input.paymentsData ? JSON.parse(input.paymentsData) : {};
      } catch {
        throw invalidInput('paymentsData must be a JSON string.');
      }
      const poNumber = data.purchaseOrderNumber?.trim() || checkout.purchase_order?.poNumber;
      if (!poNumber) throw unprocessable('A purchase order number is required.');
      payment = { type: 'PurchaseOrder', poNumber, billingAddress: input.billingAddress ?? null };
    } else {
      if (!input.paymentToken) throw invalidInput('paymentToken is required for a card payment.');
      const card = await findCardToken(q, input.paymentToken, sessionId);
      if (!card || card.last_four === '0002') {
        const declined = card ? 'The card was declined. Use another payment method.' : 'The payment token is unknown or expired; enter the card again.';
        await q.query('UPDATE checkouts SET payment = $2 WHERE id = $1', [checkout.id, JSON.stringify({ declined })]);
        return { salesforceResultCode: 'Decline', errors: [{ errorCode: card ? 'PAYMENT_DECLINED' : 'INVALID_PAYMENT_TOKEN', message: declined }], paymentsData: {} };
      }
      payment = { type: 'CreditCard', token: card.token, brand: card.card_type, lastFour: card.last_four, holderName: card.holder_name, expiryMonth: card.expiry_month, expiryYear: card.expiry_year, billingAddress: input.billingAddress ?? null };
    }
    await q.query('UPDATE checkouts SET payment = $2 WHERE id = $1', [checkout.id, JSON.stringify(payment)]);
    return { salesforceResultCode: 'Success', errors: [], paymentsData: {} };
  });
}

/** PX-68-007: the contact's phone kept in E.164 when it is a valid number of the store's country (or has its code). */
function withE164Phone(contact: any): unknown {
  if (!contact || typeof contact.phoneNumber !== 'string' || contact.phoneNumber.trim() === '') return contact;
  return { ...contact, phoneNumber: phoneE164(contact.phoneNumber, DEFAULT_PHONE_COUNTRY) ?? contact.phoneNumber };
}

/** PX-68-011: purchase order is a payment for signed-in buyers of an account; a guest pays by card (403). */
export function refuseGuestPurchaseOrder(owner: CartOwner): void {
  if (!owner.userId) throw forbidden(GUEST_PURCHASE_ORDER_REFUSED, GUEST_PURCHASE_ORDER_ERROR_CODE);
}

/** PX-08-006, PX-76-002: the store requires the PO document of every PO payment, or the cart's account does of its own. */
export async function purchaseOrderFileRequired(q: Queryable, core: Core, cart: CartRow): Promise<boolean> {
  if (core.settings.checkoutSettings.purchaseOrderFileRequired) return true;
  return cart.account_id ? (await findAccount(q, cart.account_id))?.purchaseOrderFileRequired === true : false;
}

// Checkout: start (202), reads that answer 202 until the checkout is ready, changes, coupons,
// payments (card tokens and purchase orders), order placement; card tokenisation; address book.
import { randomBytes } from 'node:crypto';
import { accepted, actingAccount, actingAccountId, noContent, ok, type Answer, type Ctx } from '../http/context.ts';
import { ApiError, badRequest, conflict, forbidden, gone, notFound, payloadTooLarge, unprocessable, unsupportedMediaType } from '../http/errors.ts';
import type { Queryable } from '../db/index.ts';
import { applyCoupon, cartOwner, type CartOwner, couponList, deliveryAddressFrom, deliveryAddressView, mayUseCart, priceCart, resolveCart, touchCart, type CartRow, type GroupRow } from '../domain/carts.ts';
import { findOrderOfCheckout, GUEST_ORDER_OWNER_ID as GUEST_OWNER_ID, placeOrder, type OrderDoc, type Placement } from '../domain/orders.ts';
import { orderConfirmationMail } from '../domain/order-mail.ts';
import { addressView, findAccount, findAddress, listAddresses, lockAddresses, saveAddress } from '../domain/accounts.ts';
import { nextId } from '../lib/ids.ts';
import { normaliseAddressInput } from '../lib/countries.ts';
import { FileTooLargeError, UnsupportedFileError } from '../lib/files.ts';

interface CheckoutRow {
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

const DEFAULT_TTL_SECONDS = 30 * 60;
const PO_FILE_REQUIRED = 'Please upload a Purchase Order file';

/** PX-08-001: the Idempotency-Key of the request, if any. */
function idempotencyKeyOf(ctx: Ctx): string | null {
  const key = ctx.headers['idempotency-key'];
  return typeof key === 'string' && key !== '' ? key : null;
}
const processingMs = (ctx: Ctx) => ctx.core.options.checkoutProcessingMs ?? 250;

async function caller(ctx: Ctx) {
  if (!ctx.user && !ctx.core.settings.guestCheckoutEnabled) throw forbidden('Sign in to check out.', 'GUEST_CHECKOUT_DISABLED');
  const account = ctx.user ? await actingAccount(ctx) : undefined;
  return { owner: cartOwner(ctx, account?.id ?? null), account };
}

/** The checkout named by `{checkoutId}` (or `active`), with its cart; 404 unless the caller's; 410 once expired. */
async function loadCheckout(ctx: Ctx, owner: CartOwner, q: Queryable = ctx.core.db, lock = false): Promise<{ checkout: CheckoutRow; cart: CartRow }> {
  const id = ctx.params.checkoutId!;
  let checkout: CheckoutRow | undefined;
  if (id === 'active') {
    const { cart } = await resolveCart(q, ctx.core, owner, 'current', { currency: '' }).catch(() => ({ cart: undefined as CartRow | undefined }));
    checkout = cart ? await q.one<CheckoutRow>(`SELECT * FROM checkouts WHERE cart_id = $1 AND status = 'InProgress' ORDER BY created_at DESC LIMIT 1`, [cart.id]) : undefined;
  } else {
    checkout = await q.one<CheckoutRow>(`SELECT * FROM checkouts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  }
  const cart = checkout ? await q.one<CartRow>(`SELECT * FROM carts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [checkout.cart_id]) : undefined;
  if (!checkout || !cart || !mayUseCart(owner, cart)) throw notFound(`Checkout ${id} was not found.`);
  if (checkout.status === 'InProgress' && new Date(checkout.expires_at).getTime() <= Date.now()) throw gone('The checkout session has expired.', 'CHECKOUT_EXPIRED');
  return { checkout, cart };
}

const assertOpen = (checkout: CheckoutRow) => {
  if (checkout.status !== 'InProgress') throw conflict('This checkout has been completed.');
};

async function defaultGroup(q: Queryable, cartId: string) {
  return (await q.one<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1 AND is_default', [cartId]))!;
}

function methodsFor(ctx: Ctx, currency: string, country: string | undefined) {
  if (country && !ctx.core.settings.shippingCountries.includes(country as never)) return [];
  return ctx.core.store.deliveryMethods.map((m) => ({
    id: m.id, name: m.name, shippingFee: m.fees[currency as keyof typeof m.fees], currencyIsoCode: currency, carrier: m.carrier, classOfService: m.description,
  }));
}

async function checkoutView(ctx: Ctx, checkout: CheckoutRow, cart: CartRow) {
  const q = ctx.core.db;
  const groups = await q.query<GroupRow>('SELECT * FROM delivery_groups WHERE cart_id = $1 ORDER BY is_default DESC, created_at, id', [cart.id]);
  const errors: any[] = [];
  let charges = 0;
  const instance = `/services/data/v64.0/commerce/webstores/${ctx.core.store.webstore.id}/checkouts/${checkout.id}`;
  const items = [];
  const priced0 = await priceCart(q, ctx.core, cart);
  for (const g of groups) {
    const count = priced0.items.filter((i) => i.row.delivery_group_id === g.id).length;
    if (count === 0 && !g.is_default) continue;
    const available = methodsFor(ctx, cart.currency, g.address?.country);
    const selected = available.find((m) => m.id === g.delivery_method_id) ?? null;
    if (selected && count > 0) charges += Math.round(Number(selected.shippingFee) * 100);
    if (g.address && available.length === 0) {
      errors.push({ type: '/commerce/errors/shipping-failure', title: 'No delivery method is available', detail: `No delivery method ships to ${g.address.street}, ${g.address.city}, ${g.address.country}.`, instance });
    }
    items.push({
      id: g.id, isDefault: g.is_default, name: g.name, totalCartItemCount: count, deliveryAddress: deliveryAddressView(g.address),
      availableDeliveryMethods: available, selectedDeliveryMethod: selected, desiredDeliveryDate: g.desired_delivery_date, shippingInstructions: g.shipping_instructions,
    });
  }
  if (checkout.payment?.declined) errors.push({ type: '/commerce/errors/payment-failure', title: 'The payment was declined', detail: checkout.payment.declined, instance });
  const priced = await priceCart(q, ctx.core, { ...cart, status: cart.status }, charges);
  return { body: { checkoutId: checkout.id, cartSummary: priced.summary, deliveryGroups: { count: items.length, items }, contactInfo: checkout.contact_info, errors, paymentSummary: paymentSummaryOf(checkout) }, hasErrors: errors.length > 0 };
}

/** PX-08-021: what the checkout holds of its payment: brand and last four, or the PO and its file. */
function paymentSummaryOf(checkout: CheckoutRow) {
  const pay = checkout.payment;
  const file = checkout.purchase_order?.file;
  const poFile = file ? { name: file.name, size: file.size } : null;
  if (pay && !pay.declined && pay.type === 'CreditCard') return { type: 'CreditCard', cardType: pay.brand, lastFour: pay.lastFour };
  if (pay && !pay.declined && pay.type === 'PurchaseOrder') return { type: 'PurchaseOrder', purchaseOrderNumber: pay.poNumber, purchaseOrderFile: poFile };
  return null;
}

export async function startCheckout(ctx: Ctx): Promise<Answer> {
  const { owner, account } = await caller(ctx);
  // The platform's start takes `deliveryAddress` as well as `deliveryAddressInput`, and custom fields (kept by no table here).
  const body = ctx.body as { cartId: string; deliveryAddressInput?: unknown; deliveryAddress?: unknown };
  const addressInput = body.deliveryAddressInput ?? body.deliveryAddress;
  const ttl = ctx.core.options.faults?.checkoutTtlSeconds ?? DEFAULT_TTL_SECONDS;
  const checkoutId = await ctx.core.db.tx(async (q) => {
    const { cart } = await resolveCart(q, ctx.core, owner, body.cartId, { lock: true, currency: '' });
    if (cart.status === 'Closed') throw unprocessable('This cart has already been ordered.');
    if (cart.is_secondary) throw unprocessable('A read-only cart cannot be checked out.');
    const items = await q.query('SELECT id FROM cart_items WHERE cart_id = $1', [cart.id]);
    if (items.length === 0) throw unprocessable('The cart is empty.');
    const existing = await q.one<CheckoutRow>(`SELECT * FROM checkouts WHERE cart_id = $1 AND status = 'InProgress'`, [cart.id]);
    if (existing && new Date(existing.expires_at).getTime() > Date.now()) throw conflict(`A checkout already exists for cart ${cart.id}.`);
    if (existing) await q.query('DELETE FROM checkouts WHERE id = $1', [existing.id]);
    if (addressInput) {
      const address = await deliveryAddressFrom(q, cart.account_id, addressInput);
      await q.query('UPDATE delivery_groups SET address = $2 WHERE cart_id = $1 AND is_default', [cart.id, JSON.stringify(address)]);
    }
    const id = await nextId(q, '2z9');
    const contact = ctx.user ? { firstName: ctx.user.doc.firstName, lastName: ctx.user.doc.lastName, email: ctx.user.doc.email, phoneNumber: ctx.user.doc.phone || null } : null;
    await q.query(`INSERT INTO checkouts (id, cart_id, account_id, session_id, status, ready_at, expires_at, contact_info)
      VALUES ($1, $2, $3, $4, 'InProgress', now() + $5 * interval '1 millisecond', now() + $6 * interval '1 second', $7)`,
      [id, cart.id, account?.id ?? null, ctx.session.id, processingMs(ctx), ttl, JSON.stringify(contact)]);
    await q.query(`UPDATE carts SET status = 'Checkout' WHERE id = $1`, [cart.id]);
    return id;
  });
  return { ...accepted(1, `/services/data/v64.0/commerce/webstores/${ctx.core.store.webstore.id}/checkouts/${checkoutId}`), body: { checkoutId } };
}

export async function getCheckout(ctx: Ctx): Promise<Answer> {
  const { checkout, cart } = await loadCheckout(ctx, (await caller(ctx)).owner);
  if (new Date(checkout.ready_at).getTime() > Date.now()) return accepted(1);
  const view = await checkoutView(ctx, checkout, cart);
  return ok(view.body, view.hasErrors ? 422 : 200);
}

export async function updateCheckout(ctx: Ctx): Promise<Answer> {
  const body = ctx.body as { deliveryAddress?: unknown; deliveryMethodId?: string; contactInfo?: unknown; desiredDeliveryDate?: string; shippingInstructions?: string };
  const { owner } = await caller(ctx);
  await ctx.core.db.tx(async (q) => {
    const { checkout, cart } = await loadCheckout(ctx, owner, q, true);
    assertOpen(checkout);
    const group = await defaultGroup(q, cart.id);
    if (body.deliveryAddress) {
      const address = await deliveryAddressFrom(q, cart.account_id, body.deliveryAddress);
      await q.query('UPDATE delivery_groups SET address = $2 WHERE id = $1', [group.id, JSON.stringify(address)]);
    }
    if (body.deliveryMethodId) {
      if (!methodsFor(ctx, cart.currency, group.address?.country).some((m) => m.id === body.deliveryMethodId)) throw badRequest(`Delivery method ${body.deliveryMethodId} is not available for this address.`);
      await q.query('UPDATE delivery_groups SET delivery_method_id = $2 WHERE cart_id = $1', [cart.id, body.deliveryMethodId]);
    }
    if (body.contactInfo) await q.query('UPDATE checkouts SET contact_info = $2 WHERE id = $1', [checkout.id, JSON.stringify(body.contactInfo)]);
    if (body.desiredDeliveryDate !== undefined || body.shippingInstructions !== undefined) {
      await q.query('UPDATE delivery_groups SET desired_delivery_date = COALESCE($2, desired_delivery_date), shipping_instructions = COALESCE($3, shipping_instructions) WHERE id = $1', [group.id, body.desiredDeliveryDate ?? null, body.shippingInstructions ?? null]);
    }
    await q.query(`UPDATE checkouts SET ready_at = now() + $2 * interval '1 millisecond' WHERE id = $1`, [checkout.id, processingMs(ctx)]);
  });
  return accepted(1);
}

export async function deleteCheckout(ctx: Ctx): Promise<Answer> {
  const { owner } = await caller(ctx);
  await ctx.core.db.tx(async (q) => {
    const { checkout, cart } = await loadCheckout(ctx, owner, q, true).catch((error) => {
      // An expired checkout can still be deleted (the storefront deletes it before restarting).
      if (error instanceof ApiError && error.status === 410) return loadExpired(ctx, q);
      throw error;
    });
    if (checkout.status !== 'InProgress') throw conflict('This checkout has been completed.');
    await q.query('DELETE FROM checkouts WHERE id = $1', [checkout.id]);
    await q.query(`UPDATE carts SET status = 'Active' WHERE id = $1 AND status = 'Checkout'`, [cart.id]);
  });
  return noContent();
}

async function loadExpired(ctx: Ctx, q: Queryable) {
  const checkout = (await q.one<CheckoutRow>('SELECT * FROM checkouts WHERE id = $1', [ctx.params.checkoutId]))!;
  const cart = (await q.one<CartRow>('SELECT * FROM carts WHERE id = $1', [checkout.cart_id]))!;
  return { checkout, cart };
}

export async function applyCheckoutCoupon(ctx: Ctx): Promise<Answer> {
  const { owner } = await caller(ctx);
  const cart = await ctx.core.db.tx(async (q) => {
    const { checkout, cart } = await loadCheckout(ctx, owner, q, true);
    assertOpen(checkout);
    await applyCoupon(q, cart, (ctx.body as { couponCode: string }).couponCode);
    await touchCart(q, ctx.core, cart.id);
    return cart;
  });
  return ok({ cartCoupons: couponList(await priceCart(ctx.core.db, ctx.core, cart)), cartId: cart.id, cartStatus: cart.status }, 201);
}

export async function deleteCheckoutCoupon(ctx: Ctx): Promise<Answer> {
  const { owner } = await caller(ctx);
  await ctx.core.db.tx(async (q) => {
    const { checkout, cart } = await loadCheckout(ctx, owner, q, true);
    assertOpen(checkout);
    const rows = await q.query('DELETE FROM cart_coupons WHERE id = $1 AND cart_id = $2 RETURNING id', [ctx.params.couponId, cart.id]);
    if (rows.length === 0) throw notFound(`Coupon ${ctx.params.couponId} is not applied.`);
  });
  return noContent();
}

export async function createPayment(ctx: Ctx): Promise<Answer> {
  const given = ctx.body as { paymentToken?: string; requestType: string; billingAddress?: any; paymentsData?: string | Record<string, unknown> };
  // paymentsData is a JSON string; the platform's client-request example sends the object itself.
  const body = { ...given, paymentsData: typeof given.paymentsData === 'object' ? JSON.stringify(given.paymentsData) : given.paymentsData, billingAddress: given.billingAddress ? normaliseAddressInput(given.billingAddress) : undefined };
  const { owner } = await caller(ctx);
  const result = await ctx.core.db.tx(async (q) => {
    const { checkout } = await loadCheckout(ctx, owner, q, true);
    assertOpen(checkout);
    let payment: any;
    if (body.requestType === 'SimplePurchaseOrder') {
      let data: { purchaseOrderNumber?: string } = {};
      try {
        data = body.paymentsData ? JSON.parse(body.paymentsData) : {};
      } catch {
        throw badRequest('paymentsData must be a JSON string.');
      }
      const poNumber = data.purchaseOrderNumber?.trim() || checkout.purchase_order?.poNumber;
      if (!poNumber) throw unprocessable('A purchase order number is required.');
      payment = { type: 'PurchaseOrder', poNumber, billingAddress: body.billingAddress ?? null };
    } else {
      if (!body.paymentToken) throw badRequest('paymentToken is required for a card payment.');
      const card = await q.one<any>('SELECT * FROM card_tokens WHERE token = $1 AND session_id = $2', [body.paymentToken, ctx.session.id]);
      const declined = !card ? 'The payment token is unknown or expired; enter the card again.' : card.last_four === '0002' ? 'The card was declined. Use another payment method.' : null;
      if (declined) {
        await q.query('UPDATE checkouts SET payment = $2 WHERE id = $1', [checkout.id, JSON.stringify({ declined })]);
        return { salesforceResultCode: 'Decline', errors: [{ errorCode: card ? 'PAYMENT_DECLINED' : 'INVALID_PAYMENT_TOKEN', message: declined }], paymentsData: {} };
      }
      payment = { type: 'CreditCard', token: card.token, brand: card.card_type, lastFour: card.last_four, holderName: card.holder_name, expiryMonth: card.expiry_month, expiryYear: card.expiry_year, billingAddress: body.billingAddress ?? null };
    }
    await q.query('UPDATE checkouts SET payment = $2 WHERE id = $1', [checkout.id, JSON.stringify(payment)]);
    return { salesforceResultCode: 'Success', errors: [], paymentsData: {} };
  });
  return ok(result, 201);
}

export async function attachPurchaseOrder(ctx: Ctx): Promise<Answer> {
  const poNumber = String((ctx.body as { poNumber?: unknown }).poNumber ?? '').trim();
  const upload = ctx.files.file;
  if (!upload) throw badRequest(PO_FILE_REQUIRED, 'MISSING_FILE');
  if (upload.truncated) throw payloadTooLarge();
  let checked;
  try {
    checked = ctx.core.files.check(upload.bytes, upload.filename);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw payloadTooLarge();
    if (error instanceof UnsupportedFileError) throw unsupportedMediaType();
    throw error;
  }
  const { owner } = await caller(ctx);
  // Written only once the checkout is the caller's and open, and removed if the write fails (PX-10-009).
  const file = await ctx.core.files.keepWith((write) => ctx.core.db.tx(async (q) => {
    const { checkout } = await loadCheckout(ctx, owner, q, true);
    assertOpen(checkout);
    const stored = write(checked);
    const file = { id: await nextId(q, '069'), name: stored.name, contentType: stored.contentType, size: stored.size };
    await q.query(`INSERT INTO files (id, purpose, original_name, stored_name, content_type, size, owner_session_id) VALUES ($1, 'purchase-order', $2, $3, $4, $5, $6)`,
      [file.id, stored.name, stored.storedName, stored.contentType, stored.size, ctx.session.id]);
    await q.query('UPDATE checkouts SET purchase_order = $2 WHERE id = $1', [checkout.id, JSON.stringify({ poNumber, file })]);
    return file;
  }));
  return ok({ poNumber, file: { fileId: file.id, name: file.name, contentType: file.contentType, size: file.size } }, 201);
}

/** What is missing before the order can be placed; empty when it can. */
async function placementProblems(q: Queryable, ctx: Ctx, checkout: CheckoutRow, cart: CartRow, needPayment: boolean): Promise<string[]> {
  const problems: string[] = [];
  if ((await q.query('SELECT id FROM cart_items WHERE cart_id = $1', [cart.id])).length === 0) problems.push('The cart is empty.');
  const group = await defaultGroup(q, cart.id);
  if (!group.address) problems.push('Choose a delivery address before placing the order.');
  else if (!methodsFor(ctx, cart.currency, group.address.country).some((m) => m.id === group.delivery_method_id)) problems.push('Select a delivery method before placing the order.');
  // PX-08-004: a guest's order needs the contact details the guest gives at checkout.
  if (!cart.account_id && !checkout.contact_info?.email) problems.push('Enter your e-mail address before placing the order.');
  const paid = checkout.payment && !checkout.payment.declined;
  if (needPayment && !paid && !checkout.purchase_order) problems.push("The payment for this checkout isn't authorized.");
  // PX-08-006: a store that requires the purchase-order document refuses a PO payment without one.
  const byPurchaseOrder = needPayment && paid && checkout.payment.type === 'PurchaseOrder';
  if (byPurchaseOrder && ctx.core.settings.checkoutSettings.purchaseOrderFileRequired && !checkout.purchase_order?.file) problems.push(PO_FILE_REQUIRED);
  return problems;
}

/**
 * Places the checkout's order, once (PX-08-001): the checkout row is locked, so concurrent requests
 * queue; one that finds the order already placed answers it again when it carries the same
 * Idempotency-Key, and 409 otherwise. The confirmation e-mail goes out after the commit (PX-08-005).
 */
async function submit(ctx: Ctx): Promise<{ orderNumber: string; orderId: string }> {
  const { owner } = await caller(ctx);
  const key = idempotencyKeyOf(ctx);
  const placed = await ctx.core.db.tx(async (q): Promise<{ order: OrderDoc; replay: boolean; email: string | null }> => {
    const { checkout, cart } = await loadCheckout(ctx, owner, q, true);
    const earlier = await findOrderOfCheckout(q, checkout.id);
    if (earlier) {
      if (key && earlier.idempotencyKey === key) return { order: earlier, replay: true, email: null };
      throw conflict('An order has already been placed from this checkout.');
    }
    assertOpen(checkout);
    const problems = await placementProblems(q, ctx, checkout, cart, true);
    if (problems.length > 0) throw new ApiError(422, problems.map((message) => ({ errorCode: 'UNPROCESSABLE_ENTITY', message })));
    const group = await defaultGroup(q, cart.id);
    const account = cart.account_id ? await findAccount(q, cart.account_id) : undefined;
    const billing = account ? (await listAddresses(q, account.id)).find((a) => a.id === account.billingAddressId) : undefined;
    const po = checkout.purchase_order;
    const pay = checkout.payment;
    const payment: Placement['payment'] = pay && !pay.declined && pay.type === 'CreditCard'
      ? { type: 'CreditCard', brand: pay.brand, lastFour: pay.lastFour, holderName: pay.holderName, expiryMonth: pay.expiryMonth, expiryYear: pay.expiryYear }
      : { type: 'PurchaseOrder', poNumber: pay?.poNumber ?? po?.poNumber, file: po?.file ?? null };
    const contact = checkout.contact_info;
    const order = await placeOrder(q, ctx.core, {
      cart, checkoutId: checkout.id, ownerId: ctx.user?.id ?? GUEST_OWNER_ID, shipTo: group.address, billTo: pay?.billingAddress ?? (billing ? { ...billing.doc, id: billing.id } : group.address),
      deliveryMethodId: group.delivery_method_id!, shippingInstructions: group.shipping_instructions, attentionTo: contact ? [contact.firstName, contact.lastName].filter(Boolean).join(' ') || null : null,
      payment, idempotencyKey: key, guest: ctx.user ? null : { sessionId: ctx.session.id, email: contact?.email ?? null },
    });
    await q.query(`UPDATE checkouts SET status = 'Completed' WHERE id = $1`, [checkout.id]);
    return { order, replay: false, email: contact?.email ?? ctx.user?.doc.email ?? null };
  });
  if (!placed.replay && placed.email) ctx.core.outbox.send(orderConfirmationMail(placed.order, placed.email));
  return { orderNumber: placed.order.orderNumber, orderId: placed.order.id };
}

export async function runOrderActions(ctx: Ctx): Promise<Answer> {
  const actions = (ctx.body as { actions: Array<{ action: 'prepare' | 'submit' }> }).actions;
  // PX-08-001: a repeat of the request that placed the order answers that order, prepare included.
  const key = idempotencyKeyOf(ctx);
  const earlier = key ? await findOrderOfCheckout(ctx.core.db, ctx.params.checkoutId!) : undefined;
  if (earlier && earlier.idempotencyKey === key) {
    await loadCheckout(ctx, (await caller(ctx)).owner);
    return ok({ actions: actions.map(({ action }) => (action === 'submit' ? { action, orderReferenceNumber: earlier.orderNumber, status: 'Completed' } : { action, status: 'Completed' })) });
  }
  const results = [];
  for (const { action } of actions) {
    if (action === 'prepare') {
      const { checkout, cart } = await loadCheckout(ctx, (await caller(ctx)).owner);
      assertOpen(checkout);
      const problems = await placementProblems(ctx.core.db, ctx, checkout, cart, false);
      if (problems.length > 0) throw new ApiError(422, problems.map((message) => ({ errorCode: 'UNPROCESSABLE_ENTITY', message })));
      results.push({ action, status: 'Completed' });
    } else {
      const { orderNumber } = await submit(ctx);
      results.push({ action, orderReferenceNumber: orderNumber, status: 'Completed' });
    }
  }
  return ok({ actions: results });
}

export async function placeOrderDirect(ctx: Ctx): Promise<Answer> {
  const { orderNumber, orderId } = await submit(ctx);
  return ok({ orderReferenceNumber: orderNumber, orderId }, 201);
}

// ------------------------------------------------------------------ card tokenisation

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

const BRANDS: Record<string, RegExp> = { Visa: /^4/, MasterCard: /^(5[1-5]|2[2-7])/, AmericanExpress: /^3[47]/, Discover: /^6(011|5)/ };

export async function tokenizeCard(ctx: Ctx): Promise<Answer> {
  const card = (ctx.body as { cardPaymentMethod: { cardHolderName: string; cardNumber: string; expiryMonth: number; expiryYear: number; cvv: string | number; cardType: string } }).cardPaymentMethod;
  const cvv = String(card.cvv);
  const fail = (errorCode: string, message: string) => new ApiError(422, [{ errorCode, message }]);
  if (!luhn(card.cardNumber)) throw fail('INVALID_CARD_NUMBER', 'The card number is not valid.');
  if (!BRANDS[card.cardType]?.test(card.cardNumber)) throw fail('CARD_TYPE_MISMATCH', 'The card number does not match the card type.');
  const now = new Date();
  if (card.expiryYear < now.getUTCFullYear() || (card.expiryYear === now.getUTCFullYear() && card.expiryMonth < now.getUTCMonth() + 1)) throw fail('CARD_EXPIRED', 'The card has expired.');
  if (cvv.length !== (card.cardType === 'AmericanExpress' ? 4 : 3)) throw fail('INVALID_CVV', 'The security code has the wrong length for this card.');
  // Only the token, brand, last four digits and expiry are kept; the number and CVV are dropped here.
  const token = `pmt_tok_${randomBytes(12).toString('hex')}`;
  const lastFour = card.cardNumber.slice(-4);
  await ctx.core.db.query('INSERT INTO card_tokens (token, session_id, card_type, last_four, expiry_month, expiry_year, holder_name) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    token, ctx.session.id, card.cardType, lastFour, card.expiryMonth, card.expiryYear, card.cardHolderName,
  ]);
  return ok({ token, cardType: card.cardType, lastFour, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear }, 201);
}

// ------------------------------------------------------------------ address book

async function addressAccount(ctx: Ctx): Promise<string> {
  if (!ctx.user) throw forbidden('CPA disabled');
  const asked = ctx.params.accountId === 'current' ? undefined : ctx.params.accountId;
  return actingAccountId(ctx, asked ?? ctx.query.effectiveAccountId);
}

const SORT_ADDRESSES: Record<string, (a: any, b: any) => number> = {
  CreatedDateAsc: (a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id),
  CreatedDateDesc: (a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id),
  NameAsc: (a, b) => String(a.doc.name).localeCompare(String(b.doc.name)),
  NameDesc: (a, b) => String(b.doc.name).localeCompare(String(a.doc.name)),
};

export async function listAddressesHandler(ctx: Ctx): Promise<Answer> {
  const accountId = await addressAccount(ctx);
  const sortOrder = ctx.query.sortOrder ?? 'CreatedDateDesc';
  let rows = (await listAddresses(ctx.core.db, accountId)) as any[];
  if (ctx.query.addressType) rows = rows.filter((a) => a.doc.addressType === ctx.query.addressType);
  if (ctx.query.defaultOnly) rows = rows.filter((a) => a.doc.isDefault);
  if (ctx.query.excludeUnsupportedCountries) rows = rows.filter((a) => ctx.core.settings.shippingCountries.includes(a.doc.country));
  rows.sort(SORT_ADDRESSES[sortOrder]);
  if (ctx.query.shouldShowDefaultAddrFirst) rows.sort((a, b) => Number(b.doc.isDefault) - Number(a.doc.isDefault));
  const pageSize = ctx.query.pageSize ?? 25;
  const start = Number(ctx.query.pageToken ?? 0) || 0;
  const page = rows.slice(start, start + pageSize);
  return ok({ count: rows.length, items: page.map(addressView), nextPageToken: start + pageSize < rows.length ? String(start + pageSize) : null, sortOrder });
}

export async function createAddress(ctx: Ctx): Promise<Answer> {
  const accountId = await addressAccount(ctx);
  const body = ctx.body as any;
  const saved = await ctx.core.db.tx(async (q) => {
    await lockAddresses(q, accountId);
    const id = await saveAddress(q, accountId, null, { ...(normaliseAddressInput(body) as any), isDefault: body.isDefault ?? false, name: body.name ?? body.companyName ?? [body.firstName, body.lastName].filter(Boolean).join(' ') });
    return (await findAddress(q, accountId, id))!;
  });
  return ok(addressView(saved), 201);
}

export async function updateAddress(ctx: Ctx): Promise<Answer> {
  const accountId = await addressAccount(ctx);
  // Read and rewrite under the lock: a concurrent delete or default change cannot slip in between.
  const saved = await ctx.core.db.tx(async (q) => {
    await lockAddresses(q, accountId);
    const existing = await findAddress(q, accountId, ctx.params.addressId!);
    if (!existing) throw notFound(`Address ${ctx.params.addressId} was not found.`);
    await saveAddress(q, accountId, existing.id, { ...existing.doc, ...normaliseAddressInput(ctx.body as Record<string, unknown>) });
    return (await findAddress(q, accountId, existing.id))!;
  });
  return ok(addressView(saved));
}

export async function deleteAddress(ctx: Ctx): Promise<Answer> {
  const accountId = await addressAccount(ctx);
  const rows = await ctx.core.db.query('DELETE FROM addresses WHERE id = $1 AND account_id = $2 RETURNING id', [ctx.params.addressId, accountId]);
  if (rows.length === 0) throw notFound(`Address ${ctx.params.addressId} was not found.`);
  return noContent();
}


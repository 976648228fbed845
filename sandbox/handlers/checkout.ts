// Checkout: start (202), reads that answer 202 until the checkout is ready, changes, coupons,
// payments (card tokens and purchase orders), order placement; card tokenisation; address book.
import type { Wire } from '../domain/wire.ts';
import { accepted, actingAccount, actingAccountId, idempotencyKeyOf, noContent, ok, shopperOf, type Call, type Ctx, type Reply } from '../http/context.ts';
import { cartOwner } from '../domain/carts/cart-ownership.ts';
import { couponList } from '../domain/carts/cart-wire-view.ts';
import { priceCart } from '../domain/carts/price-cart.ts';
import {
  applyCheckoutCoupon as applyCoupon, deleteCheckout as deleteCheckoutOf, PO_FILE_REQUIRED,
  readCheckout, recordPayment, removeCheckoutCoupon, startCheckout as start, updateCheckout as update,
  type CheckoutCaller,
} from '../domain/checkouts.ts';
import { orderOfRepeat, prepareOrder, submitOrder } from '../domain/place-order.ts';
import { tokenizeCard as tokenize } from '../domain/card-tokens.ts';
import { attachPurchaseOrder as attach, storePurchaseOrderFile } from '../domain/attach-purchase-order.ts';
import { addressView, createAddress as createAddressOf, deleteAddress as deleteAddressOf, listAddresses, updateAddress as updateAddressOf } from '../domain/accounts.ts';
import { invalidInput, notFound, tooLarge } from '../domain/errors.ts';
import { normaliseAddressInput } from '../lib/countries.ts';
import { webstorePath } from '../config.ts';

/** The checkout's caller; a guest gets here only while guest checkout is on (http/access.ts). */
async function caller(ctx: Call): Promise<CheckoutCaller> {
  const account = ctx.user ? await actingAccount(ctx) : undefined;
  return { owner: cartOwner(ctx.core, shopperOf(ctx), account?.id ?? null), accountId: account?.id ?? null, user: ctx.user, sessionId: ctx.session.id };
}

/** PUT and POST checkouts (the platform's client starts by POST) take the same input. */
export async function startCheckout(ctx: Ctx<'startCheckout'> | Ctx<'startCheckoutByPost'>): Reply<'startCheckout' | 'startCheckoutByPost'> {
  const checkoutId = await start(ctx.core, await caller(ctx), ctx.body);
  return { ...accepted(1, `${webstorePath(ctx.core.store.webstore.id)}/checkouts/${checkoutId}`), body: { checkoutId } };
}

export async function getCheckout(ctx: Ctx<'getCheckout'>): Reply<'getCheckout'> {
  const view = await readCheckout(ctx.core, (await caller(ctx)).owner, ctx.params.checkoutId);
  if (!view) return accepted(1);
  return ok(view.body, view.hasErrors ? 422 : 200);
}

export async function updateCheckout(ctx: Ctx<'updateCheckout'>): Reply<'updateCheckout'> {
  await update(ctx.core, (await caller(ctx)).owner, ctx.params.checkoutId, ctx.body);
  return accepted(1);
}

export async function deleteCheckout(ctx: Ctx<'deleteCheckout'>): Reply<'deleteCheckout'> {
  await deleteCheckoutOf(ctx.core, (await caller(ctx)).owner, ctx.params.checkoutId);
  return noContent();
}

export async function applyCheckoutCoupon(ctx: Ctx<'applyCheckoutCoupon'>): Reply<'applyCheckoutCoupon'> {
  const cart = await applyCoupon(ctx.core, (await caller(ctx)).owner, ctx.params.checkoutId, ctx.body.couponCode);
  return ok({ cartCoupons: couponList(await priceCart(ctx.core.db, ctx.core, cart)), cartId: cart.id, cartStatus: cart.status }, 201);
}

export async function deleteCheckoutCoupon(ctx: Ctx<'deleteCheckoutCoupon'>): Reply<'deleteCheckoutCoupon'> {
  await removeCheckoutCoupon(ctx.core, (await caller(ctx)).owner, ctx.params.checkoutId, ctx.params.couponId);
  return noContent();
}

export async function createPayment(ctx: Ctx<'createPayment'>): Reply<'createPayment'> {
  const result = await recordPayment(ctx.core, (await caller(ctx)).owner, ctx.params.checkoutId, ctx.session.id, ctx.body);
  return ok(result, 201);
}

export async function attachPurchaseOrder(ctx: Ctx<'attachPurchaseOrder'>): Reply<'attachPurchaseOrder'> {
  const poNumber = String(ctx.body?.poNumber ?? '').trim();
  const upload = ctx.files.file;
  if (!upload) throw invalidInput(PO_FILE_REQUIRED, 'MISSING_FILE');
  if (upload.truncated) throw tooLarge();
  const stored = storePurchaseOrderFile(ctx.core, upload);
  const file = await attach(ctx.core, (await caller(ctx)).owner, ctx.params.checkoutId, ctx.session.id, poNumber, stored);
  return ok({ poNumber, file: { fileId: file.id, name: file.name, contentType: file.contentType, size: file.size } }, 201);
}

type OrderAction = Wire['OrderActionsResult']['actions'][number];

export async function runOrderActions(ctx: Ctx<'runOrderActions'>): Reply<'runOrderActions'> {
  const { actions } = ctx.body;
  const { checkoutId } = ctx.params;
  // PX-08-001: a repeat of the request that placed the order answers that order, prepare included.
  const key = idempotencyKeyOf(ctx);
  const earlier = key ? await orderOfRepeat(ctx.core, (await caller(ctx)).owner, checkoutId, key) : undefined;
  if (earlier) {
    return ok({ actions: actions.map(({ action }): OrderAction => (action === 'submit' ? { action, orderReferenceNumber: earlier.orderNumber, status: 'Completed' } : { action, status: 'Completed' })) });
  }
  const results: OrderAction[] = [];
  for (const { action } of actions) {
    if (action === 'prepare') {
      await prepareOrder(ctx.core, (await caller(ctx)).owner, checkoutId);
      results.push({ action, status: 'Completed' });
    } else {
      const { orderNumber } = await submitOrder(ctx.core, await caller(ctx), checkoutId, key, ctx.query.language);
      results.push({ action, orderReferenceNumber: orderNumber, status: 'Completed' });
    }
  }
  return ok({ actions: results });
}

export async function placeOrderDirect(ctx: Ctx<'placeOrder'>): Reply<'placeOrder'> {
  const { orderNumber, orderId } = await submitOrder(ctx.core, await caller(ctx), ctx.params.checkoutId, idempotencyKeyOf(ctx), ctx.query.language);
  return ok({ orderReferenceNumber: orderNumber, orderId }, 201);
}

// ------------------------------------------------------------------ card tokenisation

export async function tokenizeCard(ctx: Ctx<'tokenizeCard'>): Reply<'tokenizeCard'> {
  return ok(await tokenize(ctx.core, ctx.session.id, ctx.body.cardPaymentMethod), 201);
}

// ------------------------------------------------------------------ address book

async function addressAccount(ctx: Call & { params: { accountId: string } }): Promise<string> {
  const asked = ctx.params.accountId === 'current' ? undefined : ctx.params.accountId;
  return actingAccountId(ctx, asked ?? ctx.query.effectiveAccountId);
}

const SORT_ADDRESSES: Record<string, (a: any, b: any) => number> = {
  CreatedDateAsc: (a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id),
  CreatedDateDesc: (a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id),
  NameAsc: (a, b) => String(a.doc.name).localeCompare(String(b.doc.name)),
  NameDesc: (a, b) => String(b.doc.name).localeCompare(String(a.doc.name)),
};

export async function listAddressesHandler(ctx: Ctx<'listAddresses'>): Reply<'listAddresses'> {
  const accountId = await addressAccount(ctx);
  const { query } = ctx;
  const sortOrder = query.sortOrder ?? 'CreatedDateDesc';
  let rows = await listAddresses(ctx.core.db, accountId);
  if (query.addressType) rows = rows.filter((a) => a.doc.addressType === query.addressType);
  if (query.defaultOnly) rows = rows.filter((a) => a.doc.isDefault);
  if (query.excludeUnsupportedCountries) rows = rows.filter((a) => ctx.core.settings.shippingCountries.some((country) => country === a.doc.country));
  rows.sort(SORT_ADDRESSES[sortOrder]);
  if (query.shouldShowDefaultAddrFirst) rows.sort((a, b) => Number(b.doc.isDefault) - Number(a.doc.isDefault));
  const pageSize = query.pageSize ?? 25;
  const start = Number(query.pageToken ?? 0) || 0;
  const page = rows.slice(start, start + pageSize);
  return ok({ count: rows.length, items: page.map(addressView), nextPageToken: start + pageSize < rows.length ? String(start + pageSize) : null, sortOrder });
}

export async function createAddress(ctx: Ctx<'createAddress'>): Reply<'createAddress'> {
  const accountId = await addressAccount(ctx);
  const body = ctx.body;
  const saved = await createAddressOf(ctx.core.db, accountId, { ...normaliseAddressInput(body), addressType: body.addressType ?? 'Shipping', isDefault: body.isDefault ?? false, name: body.name ?? body.companyName ?? [body.firstName, body.lastName].filter(Boolean).join(' ') });
  return ok(addressView(saved), 201);
}

export async function updateAddress(ctx: Ctx<'updateAddress'>): Reply<'updateAddress'> {
  const accountId = await addressAccount(ctx);
  return ok(addressView(await updateAddressOf(ctx.core.db, accountId, ctx.params.addressId, normaliseAddressInput(ctx.body))));
}

export async function deleteAddress(ctx: Ctx<'deleteAddress'>): Reply<'deleteAddress'> {
  const accountId = await addressAccount(ctx);
  if (!(await deleteAddressOf(ctx.core.db, accountId, ctx.params.addressId))) throw notFound(`Address ${ctx.params.addressId} was not found.`);
  return noContent();
}

// Placing the order of a checkout: what is still missing, the prepare action, and submitting once
// (a repeated submit with the same key answers the order it placed).
import type { Queryable } from '../db/index.ts';
import { findAccount, listAddresses } from './accounts.ts';
import type { CartOwner } from './carts/cart-ownership.ts';
import type { CartRow, GroupRow } from './carts/cart-rows.ts';
import type { Core } from './core.ts';
import { conflict, unprocessableAll } from './errors.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { findOrderOfCheckout, GUEST_ORDER_OWNER_ID, placeOrder, type OrderDoc, type Placement } from './orders.ts';
import { sendApprovalRequests } from './approvals.ts';
import { PO_FILE_REQUIRED, assertOpen, attentionToOf, defaultGroup, loadCheckout, methodsFor, purchaseOrderFileRequired, type CheckoutCaller, type CheckoutRow } from './checkouts.ts';

/** What is missing before the order can be placed; empty when it can. */
async function placementProblems(q: Queryable, core: Core, checkout: CheckoutRow, cart: CartRow, group: GroupRow, needPayment: boolean): Promise<string[]> {
  const problems: string[] = [];
  if (!(await q.one('SELECT 1 FROM cart_items WHERE cart_id = $1 LIMIT 1', [cart.id]))) problems.push('The cart is empty.');
  if (!group.address) problems.push('Choose a delivery address before placing the order.');
  // PX-14-004: every other delivery with lines (a split shipment) needs its address too.
  else if (await q.one('SELECT 1 FROM delivery_groups g WHERE g.cart_id = $1 AND g.address IS NULL AND EXISTS (SELECT 1 FROM cart_items i WHERE i.delivery_group_id = g.id) LIMIT 1', [cart.id])) problems.push('Choose a delivery address for every delivery before placing the order.');
  else if (!methodsFor(core, cart.currency, group.address.country).some((m) => m.id === group.delivery_method_id)) problems.push('Select a delivery method before placing the order.');
  // PX-08-004: a guest's order needs the contact details the guest gives at checkout.
  if (!cart.account_id && !checkout.contact_info?.email) problems.push('Enter your e-mail address before placing the order.');
  const paid = checkout.payment && !checkout.payment.declined;
  if (needPayment && !paid && !checkout.purchase_order) problems.push("The payment for this checkout isn't authorized.");
  // PX-08-006: a store that requires the purchase-order document refuses a PO payment without one.
  const byPurchaseOrder = needPayment && paid && checkout.payment.type === 'PurchaseOrder';
  if (byPurchaseOrder && (await purchaseOrderFileRequired(q, core, cart)) && !checkout.purchase_order?.file) problems.push(PO_FILE_REQUIRED);
  return problems;
}

const unplaceable = (problems: string[]) => unprocessableAll(problems.map((message) => ({ errorCode: 'UNPROCESSABLE_ENTITY', message })));

/** The prepare action: the checkout is open and nothing but the payment is missing. */
export async function prepareOrder(core: Core, owner: CartOwner, id: string): Promise<void> {
  const { checkout, cart } = await loadCheckout(core.db, core, owner, id);
  assertOpen(checkout);
  const problems = await placementProblems(core.db, core, checkout, cart, await defaultGroup(core.db, cart.id), false);
  if (problems.length > 0) throw unplaceable(problems);
}

/** PX-08-001: the order a repeat of the placing request (same Idempotency-Key) answers again. */
export async function orderOfRepeat(core: Core, owner: CartOwner, id: string, key: string | null): Promise<OrderDoc | undefined> {
  const earlier = key ? await findOrderOfCheckout(core.db, id) : undefined;
  if (!earlier || earlier.idempotencyKey !== key) return undefined;
  await loadCheckout(core.db, core, owner, id);
  return earlier;
}

/**
 * Places the checkout's order, once (PX-08-001): the checkout row is locked, so concurrent requests
 * queue; one that finds the order already placed answers it again when it carries the same
 * Idempotency-Key, and 409 otherwise. The confirmation e-mail goes out after the commit (PX-08-005),
 * in the language of the page's locale the order keeps (PX-81-001).
 */
export async function submitOrder(core: Core, caller: CheckoutCaller, id: string, key: string | null, locale?: string): Promise<{ orderNumber: string; orderId: string }> {
  const { user } = caller;
  const placed = await core.db.tx(async (q): Promise<{ order: OrderDoc; replay: boolean; email: string | null }> => {
    const { checkout, cart } = await loadCheckout(q, core, caller.owner, id, true);
    const earlier = await findOrderOfCheckout(q, checkout.id);
    if (earlier) {
      if (key && earlier.idempotencyKey === key) return { order: earlier, replay: true, email: null };
      throw conflict('An order has already been placed from this checkout.');
    }
    assertOpen(checkout);
    const group = await defaultGroup(q, cart.id);
    const problems = await placementProblems(q, core, checkout, cart, group, true);
    if (problems.length > 0) throw unplaceable(problems);
    const account = cart.account_id ? await findAccount(q, cart.account_id) : undefined;
    const billing = account ? (await listAddresses(q, account.id)).find((a) => a.id === account.billingAddressId) : undefined;
    const po = checkout.purchase_order;
    const pay = checkout.payment;
    const payment: Placement['payment'] = pay && !pay.declined && pay.type === 'CreditCard'
      ? { type: 'CreditCard', brand: pay.brand, lastFour: pay.lastFour, holderName: pay.holderName, expiryMonth: pay.expiryMonth, expiryYear: pay.expiryYear }
      : { type: 'PurchaseOrder', poNumber: pay?.poNumber ?? po?.poNumber, file: po?.file ?? null };
    const contact = checkout.contact_info;
    // PX-21-001: every delivery group holding lines becomes a delivery of the order, the default first.
    const withLines = await q.query<GroupRow>(
      'SELECT g.* FROM delivery_groups g WHERE g.cart_id = $1 AND EXISTS (SELECT 1 FROM cart_items i WHERE i.delivery_group_id = g.id) ORDER BY g.is_default DESC, g.created_at, g.id', [cart.id]);
    const deliveries = withLines.map((g) => ({
      groupId: g.id, address: g.address, deliveryMethodId: g.delivery_method_id ?? group.delivery_method_id!, shippingInstructions: g.shipping_instructions,
      // PX-20-006, PX-31-002, PX-31-003: each delivery keeps its own gift.
      gift: { isGift: g.is_gift ?? false, message: g.gift_message ?? null, toName: g.gift_to_name ?? null, wrapProductId: g.gift_wrap_product_id ?? null },
    }));
    const order = await placeOrder(q, core, {
      cart, checkoutId: checkout.id, ownerId: user?.id ?? GUEST_ORDER_OWNER_ID, shipTo: group.address, billTo: pay?.billingAddress ?? (billing ? { ...billing.doc, id: billing.id } : group.address),
      deliveryMethodId: group.delivery_method_id!, deliveries, shippingInstructions: group.shipping_instructions,
      attentionTo: attentionToOf(cart.custom_fields),
      payment, idempotencyKey: key, locale: locale?.replace('_', '-'), guest: user ? null : { sessionId: caller.sessionId, email: contact?.email ?? null },
    });
    await q.query(`UPDATE checkouts SET status = 'Completed' WHERE id = $1`, [checkout.id]);
    return { order, replay: false, email: contact?.email ?? user?.doc.email ?? null };
  });
  if (!placed.replay && placed.email) await core.outbox.send(orderConfirmationMail(core, placed.order, placed.email));
  if (!placed.replay) await sendApprovalRequests(core, placed.order);
  return { orderNumber: placed.order.orderNumber, orderId: placed.order.id };
}

// The order confirmation e-mail (PX-08-005), written into the sandbox outbox when an order is placed;
// it links to the order (PX-68-004) and shows money, quantities and dates as the store does (PX-68-005).
import { accountPaths } from '../../src/content/site.ts';
import type { Mail, MailBlock, MailLink } from '../lib/outbox.ts';
import type { Core } from './core.ts';
import { mailDate, mailMoney, mailQuantity, orderTotalsBlock } from './mail-format.ts';
import { deliveryGroupsOf, methodOf, type OrderAddressSnapshot, type OrderDeliveryGroupDoc } from './order-deliveries.ts';
import { GUEST_ORDER_OWNER_ID, type OrderDoc } from './orders.ts';

const addressText = (a: OrderAddressSnapshot) => [a.name, a.street, [a.city, a.region, a.postalCode].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ');

/**
 * PX-68-004: where the order is shown. A signed-in buyer's order details page; a guest has no order
 * history, so a guest's link is the confirmation page of the order.
 */
export function orderLink(order: Pick<OrderDoc, 'orderNumber' | 'ownerId'>): MailLink {
  return order.ownerId !== GUEST_ORDER_OWNER_ID
    ? { label: `View order ${order.orderNumber}`, path: accountPaths.order(order.orderNumber) }
    : { label: `View order ${order.orderNumber}`, path: `/order-confirmation/${encodeURIComponent(order.orderNumber)}` };
}

/** PX-21-003: each delivery with its address, method, expected date and its lines ("Delivery 1 of 2" when split). */
function deliveryBlocks(core: Core, order: OrderDoc): MailBlock[] {
  const groups = deliveryGroupsOf(core, order);
  return groups.map((group, index) => {
    const method = methodOf(core, group.deliveryMethodId);
    return {
      lines: [
        groups.length > 1 ? `Delivery ${index + 1} of ${groups.length}` : 'Delivery',
        `Ship to: ${addressText(group.address)}`,
        `${method.name} (${method.description}), expected by ${mailDate(group.expectedDeliveryDate)}`,
        ...giftLines(group.gift, order.currencyIsoCode),
        ...group.lines.map((line) => {
          const item = order.items.find((candidate) => candidate.id === line.orderItemId);
          return `${item?.sku ?? ''}  ${item?.name ?? ''}  × ${mailQuantity(line.quantity)}`;
        }),
      ],
    };
  });
}

/** PX-20-006, PX-31-002, PX-31-003: a delivery's gift, so the buyer can check what each recipient gets. */
function giftLines(gift: OrderDeliveryGroupDoc['gift'], currency: string): string[] {
  if (!gift) return [];
  return [
    gift.giftToName ? `Gift for: ${gift.giftToName}` : 'Sent as a gift',
    ...(gift.giftWrap ? [`Gift wrap: ${gift.giftWrap.name} ${mailMoney(gift.giftWrap.amount, currency)}`] : []),
    ...(gift.giftMessage ? [`Gift message: ${gift.giftMessage}`] : []),
  ];
}

export function orderConfirmationMail(core: Core, order: OrderDoc, to: string): Mail {
  const money = (amount: string) => mailMoney(amount, order.currencyIsoCode);
  const payment = order.paymentMethod.type === 'CreditCard'
    ? `Card: ${order.paymentMethod.cardType} ending ${order.paymentMethod.last4}`
    : `Purchase order: ${order.paymentMethod.purchaseOrderNumber}${order.paymentMethod.purchaseOrderFileName ? ` (${order.paymentMethod.purchaseOrderFileName})` : ''}`;
  return {
    to,
    subject: `Your order ${order.orderNumber} has been received`,
    blocks: [
      `Thank you for your order ${order.orderNumber}, placed ${mailDate(order.orderedDate)}.`,
      order.status === 'PendingApproval' ? 'It is waiting for approval by your organisation before it ships.' : 'It is on its way to fulfilment.',
      { link: orderLink(order) },
      { lines: order.items.map((item) => `${item.sku}  ${item.name}  ${mailQuantity(item.quantity)} × ${money(item.unitPrice)} = ${money(item.totalPrice)}`) },
      ...deliveryBlocks(core, order),
      payment,
      orderTotalsBlock(order),
    ],
  };
}

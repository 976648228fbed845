// The order confirmation e-mail (PX-08-005), written into the sandbox outbox when an order is placed;
// it links to the order (PX-68-004) and shows money, quantities and dates as the store does (PX-68-005),
// in the language and formats of the locale the order was placed in (PX-81-002).
import { accountPaths } from '../../src/content/site.ts';
import type { Mail, MailBlock, MailLink } from '../lib/outbox.ts';
import type { Core } from './core.ts';
import { mailDate, mailMoney, mailQuantity, orderTotalsBlock } from './mail-format.ts';
import { mailLanguageOf, mailWords, type MailWords } from './mail-language.ts';
import { deliveryGroupsOf, methodOf, type OrderAddressSnapshot, type OrderDeliveryGroupDoc } from './order-deliveries.ts';
import { GUEST_ORDER_OWNER_ID, type OrderDoc } from './orders.ts';

const addressText = (a: OrderAddressSnapshot) => [a.name, a.street, [a.city, a.region, a.postalCode].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ');

/**
 * PX-68-004: where the order is shown. A signed-in buyer's order details page; a guest has no order
 * history, so a guest's link is the confirmation page of the order.
 */
export function orderLink(order: Pick<OrderDoc, 'orderNumber' | 'ownerId' | 'locale'>): MailLink {
  const label = mailWords(order.locale)('order.link', { orderNumber: order.orderNumber });
  return order.ownerId !== GUEST_ORDER_OWNER_ID
    ? { label, path: accountPaths.order(order.orderNumber) }
    : { label, path: `/order-confirmation/${encodeURIComponent(order.orderNumber)}` };
}

/** PX-21-003: each delivery with its address, method, expected date and its lines ("Delivery 1 of 2" when split). */
function deliveryBlocks(core: Core, order: OrderDoc, t: MailWords): MailBlock[] {
  const groups = deliveryGroupsOf(core, order);
  return groups.map((group, index) => {
    const method = methodOf(core, group.deliveryMethodId);
    return {
      lines: [
        groups.length > 1 ? t('order.deliveryOf', { index: index + 1, count: groups.length }) : t('order.delivery'),
        t('order.shipTo', { address: addressText(group.address) }),
        t('order.method', { method: method.name, description: method.description, date: mailDate(group.expectedDeliveryDate, order.locale) }),
        ...giftLines(group.gift, order, t),
        ...group.lines.map((line) => {
          const item = order.items.find((candidate) => candidate.id === line.orderItemId);
          return `${item?.sku ?? ''}  ${item?.name ?? ''}  × ${mailQuantity(line.quantity, order.locale)}`;
        }),
      ],
    };
  });
}

/** PX-20-006, PX-31-002, PX-31-003: a delivery's gift, so the buyer can check what each recipient gets. */
function giftLines(gift: OrderDeliveryGroupDoc['gift'], order: OrderDoc, t: MailWords): string[] {
  if (!gift) return [];
  return [
    gift.giftToName ? t('order.giftFor', { name: gift.giftToName }) : t('order.sentAsGift'),
    ...(gift.giftWrap ? [t('order.giftWrap', { name: gift.giftWrap.name, amount: mailMoney(gift.giftWrap.amount, order.currencyIsoCode, order.locale) })] : []),
    ...(gift.giftMessage ? [t('order.giftMessage', { message: gift.giftMessage })] : []),
  ];
}

export function orderConfirmationMail(core: Core, order: OrderDoc, to: string): Mail {
  const t = mailWords(order.locale);
  const money = (amount: string) => mailMoney(amount, order.currencyIsoCode, order.locale);
  const pay = order.paymentMethod;
  const payment = pay.type === 'CreditCard'
    ? t('order.paidByCard', { brand: pay.cardType, last4: pay.last4 })
    : pay.purchaseOrderFileName
      ? t('order.paidByPurchaseOrderFile', { number: pay.purchaseOrderNumber, file: pay.purchaseOrderFileName })
      : t('order.paidByPurchaseOrder', { number: pay.purchaseOrderNumber });
  return {
    to,
    subject: t('order.subject', { orderNumber: order.orderNumber }),
    language: mailLanguageOf(order.locale),
    blocks: [
      t('order.thanks', { orderNumber: order.orderNumber, date: mailDate(order.orderedDate, order.locale) }),
      t(order.status === 'PendingApproval' ? 'order.pendingApproval' : 'order.toFulfilment'),
      { link: orderLink(order) },
      { lines: order.items.map((item) => `${item.sku}  ${item.name}  ${mailQuantity(item.quantity, order.locale)} × ${money(item.unitPrice)} = ${money(item.totalPrice)}`) },
      ...deliveryBlocks(core, order, t),
      payment,
      orderTotalsBlock(order),
    ],
  };
}

// The order confirmation e-mail (PX-08-005), written into the sandbox outbox when an order is placed.
import type { Mail } from '../lib/outbox.ts';
import type { Core } from './core.ts';
import { deliveryGroupsOf, methodOf, type OrderAddressSnapshot, type OrderDeliveryGroupDoc } from './order-deliveries.ts';
import type { OrderDoc } from './orders.ts';

const addressText = (a: OrderAddressSnapshot) => [a.name, a.street, [a.city, a.region, a.postalCode].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ');

/** PX-21-003: each delivery with its address, method, expected date and its lines ("Delivery 1 of 2" when split). */
function deliveryLines(core: Core, order: OrderDoc): string[] {
  const groups = deliveryGroupsOf(core, order);
  return groups.flatMap((group, index) => {
    const method = methodOf(core, group.deliveryMethodId);
    return [
      groups.length > 1 ? `Delivery ${index + 1} of ${groups.length}` : 'Delivery',
      `Ship to: ${addressText(group.address)}`,
      `${method.name} (${method.description}), expected by ${group.expectedDeliveryDate}`,
      ...giftLines(group.gift),
      ...group.lines.map((line) => {
        const item = order.items.find((candidate) => candidate.id === line.orderItemId);
        return `  ${item?.sku ?? ''}  ${item?.name ?? ''}  ${line.quantity}`;
      }),
      '',
    ];
  });
}

/** PX-20-006, PX-31-002, PX-31-003: a delivery's gift, so the buyer can check what each recipient gets. */
function giftLines(gift: OrderDeliveryGroupDoc['gift']): string[] {
  if (!gift) return [];
  return [
    gift.giftToName ? `Gift for: ${gift.giftToName}` : 'Sent as a gift',
    ...(gift.giftWrap ? [`Gift wrap: ${gift.giftWrap.name} ${gift.giftWrap.amount}`] : []),
    ...(gift.giftMessage ? [`Gift message: ${gift.giftMessage}`] : []),
  ];
}

export function orderConfirmationMail(core: Core, order: OrderDoc, to: string): Mail {
  const payment = order.paymentMethod.type === 'CreditCard'
    ? `Card: ${order.paymentMethod.cardType} ending ${order.paymentMethod.last4}`
    : `Purchase order: ${order.paymentMethod.purchaseOrderNumber}${order.paymentMethod.purchaseOrderFileName ? ` (${order.paymentMethod.purchaseOrderFileName})` : ''}`;
  return {
    to,
    subject: `Your order ${order.orderNumber} has been received`,
    text: [
      `Thank you for your order ${order.orderNumber}.`,
      order.status === 'PendingApproval' ? 'It is waiting for approval by your organisation before it ships.' : 'It is on its way to fulfilment.',
      '',
      ...order.items.map((item) => `${item.sku}  ${item.name}  ${item.quantity} x ${item.unitPrice} = ${item.totalPrice} ${order.currencyIsoCode}`),
      '',
      ...deliveryLines(core, order),
      payment,
      `Subtotal ${order.totalProductAmount}`,
      ...(order.totalSurchargeAmount ? [`Tariff surcharge ${order.totalSurchargeAmount}`] : []),
      // PX-31-003: every delivery's wrap together (each delivery above names its own).
      ...(order.giftWrapAmount ?? order.giftWrap?.amount ? [`Gift wrap ${order.giftWrapAmount ?? order.giftWrap?.amount}`] : []),
      `Shipping ${order.totalDeliveryAmount}`,
      `Tax ${order.totalTaxAmount}${order.taxType === 'Gross' ? ' (included)' : ''}`,
      `Total ${order.grandTotalAmount} ${order.currencyIsoCode}`,
    ].join('\n'),
  };
}

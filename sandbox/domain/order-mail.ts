// The order confirmation e-mail (PX-08-005), written into the sandbox outbox when an order is placed.
import type { Mail } from '../lib/outbox.ts';
import type { OrderDoc } from './orders.ts';

export function orderConfirmationMail(order: OrderDoc, to: string): Mail {
  const payment = order.paymentMethod.type === 'CreditCard'
    ? `Card: ${order.paymentMethod.cardType} ending ${order.paymentMethod.last4}`
    : `Purchase order: ${order.paymentMethod.purchaseOrderNumber}${order.paymentMethod.purchaseOrderFileName ? ` (${order.paymentMethod.purchaseOrderFileName})` : ''}`;
  const ship = order.shipToAddress;
  return {
    to,
    subject: `Your order ${order.orderNumber} has been received`,
    text: [
      `Thank you for your order ${order.orderNumber}.`,
      order.status === 'PendingApproval' ? 'It is waiting for approval by your organisation before it ships.' : 'It is on its way to fulfilment.',
      '',
      ...order.items.map((item) => `${item.sku}  ${item.name}  ${item.quantity} x ${item.unitPrice} = ${item.totalPrice} ${order.currencyIsoCode}`),
      '',
      `Ship to: ${ship.name}, ${ship.street}, ${ship.city} ${ship.postalCode} ${ship.country}`,
      payment,
      `Subtotal ${order.totalProductAmount}`,
      ...(order.totalSurchargeAmount ? [`Tariff surcharge ${order.totalSurchargeAmount}`] : []),
      `Shipping ${order.totalDeliveryAmount}`,
      `Tax ${order.totalTaxAmount}${order.taxType === 'Gross' ? ' (included)' : ''}`,
      `Total ${order.grandTotalAmount} ${order.currencyIsoCode}`,
    ].join('\n'),
  };
}

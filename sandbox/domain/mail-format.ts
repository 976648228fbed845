// PX-68-005: e-mails show money, quantities and dates as the store's pages do (en-US): '$1,021.00',
// '2' (not '2.0'), one date style ('Dec 10, 2026'); and the order's totals as the one totals rule
// builds them (PX-68-012).
import { orderTotalsRows } from '../../machines/orders/order-totals.ts';
import { formatMoney } from '../../machines/pricing/money.ts';
import { formatQuantity } from '../../machines/pricing/quantity-format.ts';
import type { MailBlock } from '../lib/outbox.ts';
import type { OrderDoc } from './orders.ts';

const LOCALE = 'en-US';
const dates = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });

export const mailMoney = (amount: string | null | undefined, currency: string) => formatMoney(amount ?? '0.00', currency, LOCALE);
export const mailQuantity = (quantity: string | number) => formatQuantity(quantity, LOCALE);
/** A date ('2026-12-10') or a time stamp, in the store's one date style. */
export function mailDate(value: string | Date): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dates.format(date);
}

const LABELS = { subtotal: 'Subtotal', tariff: 'Tariff surcharge', giftWrap: 'Gift wrap', shipping: 'Shipping', taxIncluded: 'Tax (included in prices)', taxAdded: 'Tax', total: 'Total' } as const;

/** The order's totals as label–amount rows, in the e-mails' and the invoice's words alike (PX-68-012). */
export function orderTotalsBlock(order: OrderDoc, money: (amount: string) => string = (amount) => mailMoney(amount, order.currencyIsoCode)): { rows: Array<readonly [string, string]> } {
  const rows = orderTotalsRows({
    subtotal: order.totalProductAmount,
    tariff: order.totalSurchargeAmount,
    giftWrap: order.giftWrapAmount ?? order.giftWrap?.amount,
    shipping: order.totalDeliveryAmount,
    tax: order.totalTaxAmount,
    taxType: order.taxType,
    total: order.grandTotalAmount,
    coupons: order.couponCodes,
  });
  return {
    rows: rows.map((row): readonly [string, string] => {
      switch (row.kind) {
        case 'subtotal':
          return [row.coupons.length > 0 ? `${LABELS.subtotal} (coupon ${row.coupons.join(', ')} applied)` : LABELS.subtotal, money(row.amount)];
        case 'tax':
          return [row.included ? LABELS.taxIncluded : LABELS.taxAdded, money(row.amount)];
        default:
          return [LABELS[row.kind], money(row.amount)];
      }
    }),
  };
}

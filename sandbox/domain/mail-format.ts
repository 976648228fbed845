// PX-68-005: e-mails show money, quantities and dates as the store's pages do (en-US): '$1,021.00',
// '2' (not '2.0'), one date style ('Dec 10, 2026'); and the order's totals as the one totals rule
// builds them (PX-68-012).
import { orderTotalsRows } from '../../machines/totals/totals-rows.ts';
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

const LABELS = {
  subtotal: 'Subtotal', automaticDiscounts: 'Automatic discounts', tariff: 'Tariff surcharge', giftWrap: 'Gift wrap', giftWrapTax: 'Tax on gift wrap',
  shipping: 'Shipping', taxIncluded: 'Tax (included in prices)', taxAdded: 'Tax', taxExempt: 'Tax (tax-exempt account)', total: 'Total',
} as const;
const couponLabel = (codes: readonly string[]) => (codes.length > 0 ? `Coupon ${codes.join(', ')}` : 'Coupon');

/**
 * The order's totals as label–amount rows, in the e-mails' and the invoice's words alike: the rows of
 * the one totals rule (PX-68-012, PX-74-001), the discounts by kind with the coupon named (PX-74-004).
 */
export function orderTotalsBlock(order: OrderDoc, money: (amount: string) => string = (amount) => mailMoney(amount, order.currencyIsoCode)): { rows: Array<readonly [string, string]> } {
  const rows = orderTotalsRows(
    {
      subtotal: order.totalProductAmount,
      discounts: order.discounts,
      couponCodes: order.couponCodes,
      tariff: order.totalSurchargeAmount,
      giftWrap: order.giftWrapAmount ?? order.giftWrap?.amount,
      shipping: order.totalDeliveryAmount,
      tax: order.totalTaxAmount,
      taxExempt: order.taxExempt,
      total: order.grandTotalAmount,
    },
    order.taxType,
  );
  return {
    rows: rows.map((row): readonly [string, string] => {
      switch (row.kind) {
        case 'discount':
          return [row.by === 'coupon' ? couponLabel(row.coupons) : LABELS.automaticDiscounts, money(row.amount)];
        case 'tax':
          return [row.exempt ? LABELS.taxExempt : row.included ? LABELS.taxIncluded : LABELS.taxAdded, money(row.amount ?? '0.00')];
        case 'giftWrapTax':
          return [row.included ? `${LABELS.giftWrapTax} (included)` : LABELS.giftWrapTax, money(row.amount)];
        case 'shipping':
          return [LABELS.shipping, money(row.amount ?? '0.00')];
        default:
          return [LABELS[row.kind], money(row.amount)];
      }
    }),
  };
}

// PX-68-005: e-mails show money, quantities and dates as the store's pages do (en-US): '$1,021.00',
// '2' (not '2.0'), one date style ('Dec 10, 2026'); and the order's totals as the one totals rule
// builds them (PX-68-012).
import { orderTotalsRows } from '../../machines/totals/totals-rows.ts';
import { formatMoney } from '../../machines/pricing/money.ts';
import { formatQuantity } from '../../machines/pricing/quantity-format.ts';
import { DEFAULT_MAIL_LOCALE, mailLocaleOf, mailWords } from './mail-language.ts';
import type { OrderDoc } from './orders.ts';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (locale: string) => {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format;
};

// PX-81-002: the order's locale sets the formats ('1 234,50 €', '10 déc. 2026'); en-US when none is known.
export const mailMoney = (amount: string | null | undefined, currency: string, locale = DEFAULT_MAIL_LOCALE) => formatMoney(amount ?? '0.00', currency, mailLocaleOf(locale));
export const mailQuantity = (quantity: string | number, locale = DEFAULT_MAIL_LOCALE) => formatQuantity(quantity, mailLocaleOf(locale));
/** A date ('2026-12-10') or a time stamp, in the store's one date style, in the locale's words. */
export function mailDate(value: string | Date, locale = DEFAULT_MAIL_LOCALE): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat(mailLocaleOf(locale)).format(date);
}

/**
 * The order's totals as label–amount rows, in the e-mails' and the invoice's words alike: the rows of
 * the one totals rule (PX-68-012, PX-74-001), the discounts by kind with the coupon named (PX-74-004).
 */
export function orderTotalsBlock(order: OrderDoc, money: (amount: string) => string = (amount) => mailMoney(amount, order.currencyIsoCode, order.locale)): { rows: Array<readonly [string, string]> } {
  const t = mailWords(order.locale);
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
      taxExemption: order.taxExemptionAmount,
      total: order.grandTotalAmount,
    },
    order.taxType,
  );
  return {
    rows: rows.map((row): readonly [string, string] => {
      switch (row.kind) {
        case 'discount':
          return [row.by !== 'coupon' ? t('totals.automaticDiscounts') : row.coupons.length > 0 ? t('totals.couponCodes', { codes: row.coupons.join(', ') }) : t('totals.coupon'), money(row.amount)];
        case 'tax':
          return [t(row.exempt ? 'totals.taxExempt' : row.included ? 'totals.taxIncluded' : 'totals.taxAdded'), money(row.amount ?? '0.00')];
        case 'giftWrapTax':
          return [t(row.included ? 'totals.giftWrapTaxIncluded' : 'totals.giftWrapTax'), money(row.amount)];
        case 'shipping':
          return [t('totals.shipping'), money(row.amount ?? '0.00')];
        case 'taxExemption':
          return [t('totals.taxExemption'), money(row.amount ?? '0.00')];
        default:
          return [t(`totals.${row.kind}`), money(row.amount)];
      }
    }),
  };
}

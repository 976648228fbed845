// PX-74-001: the one set of totals rows every page, e-mail and invoice shows, for a cart or checkout
// summary and for a placed order alike: the lines' subtotal before discounts, the discounts by kind
// (automatic ones, such as quantity tiers and promotions without a code, and the coupon, named), the
// tariff surcharge, the gift wrap with its tax, shipping, tax marked included (Gross) or added (Net),
// and the total. What is added up to the total is exactly the rows shown as added, so a reader can
// check the sum (PX-74-002).
import { fromCents, toCents } from '../pricing/money.ts';

type DiscountKind = 'automatic' | 'coupon';

export type TotalsRow =
  | { kind: 'subtotal' | 'tariff' | 'giftWrap' | 'total'; amount: string }
  | { kind: 'discount'; by: DiscountKind; coupons: string[]; amount: string }
  /** PX-31-005: the wraps' tax, inside the wrap's price when Gross, added when Net. */
  | { kind: 'giftWrapTax'; amount: string; included: boolean }
  /** Null before the checkout knows the delivery (the cart's 'Calculated at checkout'). */
  | { kind: 'shipping'; amount: string | null }
  /** Null while not known; `estimated` at a cart or checkout, where a Net tax is an estimate. */
  | { kind: 'tax'; amount: string | null; included: boolean; estimated: boolean; exempt?: true }
  /** PX-87-002, negative: the tax a Gross store's prices contain, taken off a tax-exempt account's total; null before the checkout knows the address. */
  | { kind: 'taxExemption'; amount: string | null };

interface TotalsSource {
  /** The lines at their unit prices before any discount. */
  lines: string;
  discounts?: ReadonlyArray<{ by: DiscountKind; amount: string; coupons?: readonly string[] }>;
  tariff?: string | null;
  giftWrap?: string | null;
  giftWrapTax?: string | null;
  shipping: string | null;
  tax: string | null;
  taxType: string | null | undefined;
  estimated?: boolean;
  /** PX-75-004: the account is tax-exempt: its tax is a known 0.00, neither included nor added. */
  taxExempt?: boolean;
  /** PX-87-002: what is taken off for the exemption (null: not known yet; absent: nothing). */
  taxExemption?: string | null;
  total: string;
}

const nonZero = (amount: string | null | undefined): amount is string => amount != null && (toCents(amount) ?? 0) !== 0;

function totalsRows(source: TotalsSource): TotalsRow[] {
  const included = source.taxType !== 'Net';
  const rows: TotalsRow[] = [{ kind: 'subtotal', amount: source.lines }];
  for (const discount of source.discounts ?? []) {
    // An applied coupon is named even when nothing in the order qualified for it.
    if (nonZero(discount.amount) || (discount.by === 'coupon' && (discount.coupons?.length ?? 0) > 0)) rows.push({ kind: 'discount', by: discount.by, coupons: [...(discount.coupons ?? [])], amount: discount.amount });
  }
  if (nonZero(source.tariff)) rows.push({ kind: 'tariff', amount: source.tariff });
  if (nonZero(source.giftWrap)) {
    rows.push({ kind: 'giftWrap', amount: source.giftWrap });
    if (nonZero(source.giftWrapTax)) rows.push({ kind: 'giftWrapTax', amount: source.giftWrapTax, included });
  }
  rows.push({ kind: 'shipping', amount: source.shipping });
  if (source.taxExempt === true && (source.taxExemption === null || nonZero(source.taxExemption))) rows.push({ kind: 'taxExemption', amount: source.taxExemption });
  rows.push(
    source.taxExempt === true
      ? { kind: 'tax', amount: fromCents(0), included: false, estimated: false, exempt: true }
      : { kind: 'tax', amount: source.tax, included, estimated: source.estimated === true },
  );
  rows.push({ kind: 'total', amount: source.total });
  return rows;
}

// ------------------------------------------------------------------ a cart or checkout summary

export interface CartSummaryForTotals {
  totalProductAmount?: string;
  totalProductAmountAfterAdjustments?: string;
  totalPromotionalAdjustmentAmount?: string;
  tariffSurchargeAmount?: string;
  giftWrapAmount?: string;
  giftWrapTaxAmount?: string;
  totalChargeAmount?: string;
  totalTaxAmount?: string;
  grandTotalAmount?: string;
  taxType?: 'Net' | 'Gross';
  /** PX-75-004: the cart's account is tax-exempt. */
  taxExempt?: boolean;
  /** PX-87-002: negative, what a Gross store takes off an exempt account's total for the tax in its prices. */
  taxExemptionAmount?: string;
}

export interface CartTotalsOptions {
  /** Shipping is known at checkout only; the cart says 'Calculated at checkout'. */
  atCheckout: boolean;
  taxType: string | null;
  /** PX-54-001: a delivery address is known, so the summary's tax is the tax, even when it is zero. */
  taxKnown?: boolean;
  /** The coupon codes applied to the cart (its cart-coupons). */
  coupons?: readonly string[];
}

/**
 * PX-74-003: a summary's discounts by kind. The promotional adjustment is the coupon's when a coupon is
 * applied (one per order), else an automatic promotion's; the rest of the difference between the lines
 * before and after adjustments (the quantity tiers) is automatic.
 */
function cartDiscounts(summary: CartSummaryForTotals, coupons: readonly string[] = []): Array<{ by: DiscountKind; amount: string; coupons?: string[] }> {
  const before = toCents(summary.totalProductAmount) ?? 0;
  const after = toCents(summary.totalProductAmountAfterAdjustments) ?? before;
  const promotional = toCents(summary.totalPromotionalAdjustmentAmount) ?? 0;
  const byCoupon = coupons.length > 0 ? promotional : 0;
  return [
    { by: 'automatic', amount: fromCents(after - before - byCoupon) },
    { by: 'coupon', amount: fromCents(byCoupon), coupons: [...coupons] },
  ];
}

export function cartTotalsRows(summary: CartSummaryForTotals, options: CartTotalsOptions): TotalsRow[] {
  const lines = summary.totalProductAmount ?? '0.00';
  const taxType = (summary.taxType ?? options.taxType) === 'Net' ? 'Net' : 'Gross';
  const tax = toCents(summary.totalTaxAmount) ?? 0;
  // A Net cart has no tax until the address is known; a Gross one has it inside the prices. Once the
  // address is known a zero is a real zero (a state without sales tax), not 'calculated at checkout'.
  const known = (options.taxKnown === true && summary.totalTaxAmount !== undefined) || tax !== 0;
  return totalsRows({
    lines,
    discounts: cartDiscounts(summary, options.coupons),
    tariff: summary.tariffSurchargeAmount,
    giftWrap: summary.giftWrapAmount,
    giftWrapTax: summary.giftWrapTaxAmount,
    shipping: options.atCheckout ? (summary.totalChargeAmount ?? '0.00') : null,
    tax: known ? (summary.totalTaxAmount ?? null) : null,
    taxType,
    estimated: true,
    taxExempt: summary.taxExempt,
    // PX-87-002: a Gross store's prices contain tax the exempt account does not pay: taken off once the address is known.
    taxExemption: summary.taxExemptionAmount ?? (taxType === 'Gross' && options.taxKnown !== true ? null : undefined),
    total: summary.grandTotalAmount ?? summary.totalProductAmountAfterAdjustments ?? lines,
  });
}

// ------------------------------------------------------------------ a placed order

export interface OrderForTotals {
  /** The order's lines after their discounts (the sum of the item totals). */
  subtotal: string;
  /** PX-74-004: the discounts by kind the lines were given; absent on orders placed before. */
  discounts?: ReadonlyArray<{ kind: 'Automatic' | 'Coupon'; amount: string; couponCode?: string | null }> | null;
  couponCodes?: readonly string[] | null;
  tariff?: string | null;
  giftWrap?: string | null;
  shipping: string;
  tax: string;
  /** PX-75-004: the order's account was tax-exempt. */
  taxExempt?: boolean;
  /** PX-87-002: negative, the tax its Gross prices contained, taken off its total. */
  taxExemption?: string | null;
  total: string;
}

export function orderTotalsRows(order: OrderForTotals, taxType: string | null | undefined): TotalsRow[] {
  const discounts = (order.discounts ?? []).map((discount) => ({
    by: discount.kind === 'Coupon' ? ('coupon' as const) : ('automatic' as const),
    amount: discount.amount,
    coupons: discount.kind === 'Coupon' ? (discount.couponCode ? [discount.couponCode] : [...(order.couponCodes ?? [])]) : [],
  }));
  // The subtotal row is the lines before their discounts, as a cart shows it; the discounts follow it.
  const before = (toCents(order.subtotal) ?? 0) - discounts.reduce((sum, discount) => sum + (toCents(discount.amount) ?? 0), 0);
  return totalsRows({
    lines: fromCents(before),
    discounts,
    tariff: order.tariff,
    giftWrap: order.giftWrap,
    shipping: order.shipping,
    tax: order.tax,
    taxType,
    taxExempt: order.taxExempt,
    taxExemption: order.taxExemption,
    total: order.total,
  });
}

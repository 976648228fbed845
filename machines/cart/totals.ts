// PX-08-030: the totals a cart or checkout shows, from its summary: subtotal, every adjustment as
// discounts, the tariff surcharge line (PX-08-002) and the gift wrap (PX-20-005) with its tax (PX-31-005) when the summary has them, shipping (only known
// at checkout), tax as the store's taxType says (Net: estimated, added; Gross: included) and total.
import { fromCents, toCents } from '../pricing/money.ts';

export interface TotalsSource {
  totalProductAmount?: string;
  totalProductAmountAfterAdjustments?: string;
  tariffSurchargeAmount?: string;
  /** PX-20-005: the gift wrap chosen at checkout, part of the total. */
  giftWrapAmount?: string;
  /** PX-31-005: the wraps' tax (inside giftWrapAmount when Gross, in the total when Net). */
  giftWrapTaxAmount?: string;
  totalChargeAmount?: string;
  totalTaxAmount?: string;
  grandTotalAmount?: string;
  taxType?: 'Net' | 'Gross';
}

export type TotalsLine =
  | { kind: 'subtotal' | 'discounts' | 'tariff' | 'giftWrap' | 'total'; amount: string }
  | { kind: 'shipping'; amount: string | null }
  | { kind: 'tax'; taxType: 'Net' | 'Gross'; amount: string | null }
  | { kind: 'giftWrapTax'; taxType: 'Net' | 'Gross'; amount: string };

export interface TotalsOptions {
  atCheckout: boolean;
  taxType: string | null;
  /** PX-54-001: a delivery address is known, so the summary's tax is the tax, even when it is zero. */
  taxKnown?: boolean;
}

/** PX-54-001: the checkout's tax is known once one of its delivery groups has an address. */
export function checkoutTaxKnown(deliveryGroups: readonly { deliveryAddress?: unknown }[] | undefined): boolean {
  return (deliveryGroups ?? []).some((group) => group.deliveryAddress != null);
}

export function totalsLines(summary: TotalsSource, options: TotalsOptions): TotalsLine[] {
  const lines: TotalsLine[] = [];
  const subtotal = summary.totalProductAmount ?? '0.00';
  lines.push({ kind: 'subtotal', amount: subtotal });
  const adjustments = (toCents(summary.totalProductAmountAfterAdjustments) ?? toCents(subtotal) ?? 0) - (toCents(subtotal) ?? 0);
  if (adjustments !== 0) lines.push({ kind: 'discounts', amount: fromCents(adjustments) });
  if (summary.tariffSurchargeAmount !== undefined) lines.push({ kind: 'tariff', amount: summary.tariffSurchargeAmount });
  const taxType = (summary.taxType ?? options.taxType) === 'Net' ? 'Net' : 'Gross';
  if (summary.giftWrapAmount !== undefined) lines.push({ kind: 'giftWrap', amount: summary.giftWrapAmount });
  // PX-31-005: the wraps' tax has its own line, since the summary's tax does not hold it.
  if (summary.giftWrapAmount !== undefined && (toCents(summary.giftWrapTaxAmount) ?? 0) !== 0) lines.push({ kind: 'giftWrapTax', taxType, amount: summary.giftWrapTaxAmount! });
  lines.push({ kind: 'shipping', amount: options.atCheckout ? (summary.totalChargeAmount ?? '0.00') : null });
  const tax = toCents(summary.totalTaxAmount) ?? 0;
  // A Net cart has no tax until the address is known; a Gross one has it inside the prices. Once the
  // address is known a zero is a real zero (a state without sales tax), not 'calculated at checkout'.
  const known = (options.taxKnown === true && summary.totalTaxAmount !== undefined) || tax !== 0;
  lines.push({ kind: 'tax', taxType, amount: known ? (summary.totalTaxAmount ?? null) : null });
  lines.push({ kind: 'total', amount: summary.grandTotalAmount ?? subtotal });
  return lines;
}

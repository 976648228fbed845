// PX-68-012: the totals rows of a placed order, one rule for every place that shows them (the e-mails,
// the approver's page): the lines' subtotal (naming the coupons applied to it), the tariff surcharge,
// the gift wrap, shipping, tax marked included (Gross) or added (Net), and the total. What is added
// up to the total is exactly the rows shown as added, so a reader can check the sum.
import { fromCents, toCents } from '../pricing/money.ts';

export interface OrderTotalsSource {
  subtotal: string;
  tariff?: string | null;
  giftWrap?: string | null;
  shipping: string;
  tax: string;
  taxType: string | null | undefined;
  total: string;
  coupons?: readonly string[] | null;
}

export type OrderTotalsRow =
  | { kind: 'subtotal'; amount: string; coupons: string[] }
  | { kind: 'tariff' | 'giftWrap' | 'shipping'; amount: string }
  | { kind: 'tax'; amount: string; included: boolean }
  | { kind: 'total'; amount: string };

const shown = (amount: string | null | undefined): amount is string => amount != null && (toCents(amount) ?? 0) !== 0;

export function orderTotalsRows(source: OrderTotalsSource): OrderTotalsRow[] {
  const rows: OrderTotalsRow[] = [{ kind: 'subtotal', amount: source.subtotal, coupons: [...(source.coupons ?? [])] }];
  if (shown(source.tariff)) rows.push({ kind: 'tariff', amount: source.tariff });
  if (shown(source.giftWrap)) rows.push({ kind: 'giftWrap', amount: source.giftWrap });
  rows.push({ kind: 'shipping', amount: source.shipping });
  rows.push({ kind: 'tax', amount: source.tax, included: source.taxType !== 'Net' });
  rows.push({ kind: 'total', amount: source.total });
  return rows;
}

/** The rows that make up the total: every row but the total itself and an included tax. */
export function addedRows(rows: readonly OrderTotalsRow[]): OrderTotalsRow[] {
  return rows.filter((row) => row.kind !== 'total' && !(row.kind === 'tax' && row.included));
}

/** The sum of the added rows, as a decimal string (what the total should say). */
export function sumOfAdded(rows: readonly OrderTotalsRow[]): string {
  return fromCents(addedRows(rows).reduce((sum, row) => sum + (toCents(row.amount) ?? 0), 0));
}

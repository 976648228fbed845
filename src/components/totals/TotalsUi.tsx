// PX-74-001: the one totals component of the store: the cart, the checkout's summary and review step,
// the confirmation, the order details and the approver's page show the rows of the one totals rule
// (machines/totals/totals-rows.ts), so the same kinds of rows read the same everywhere and the
// parts shown as added make up the total.
import type { TotalsRow } from '../../../machines/totals/totals-rows.ts';
import { couponDiscountText, totalsLabels } from '../../labels/checkout.ts';

export interface TotalsProps {
  rows: readonly TotalsRow[];
  money(amount: string): string;
  className?: string;
  testId?: string;
}

export function TotalsUi({ rows, money, className = 'totals', testId = 'totals' }: TotalsProps) {
  const included = (amount: string) => totalsLabels.taxIncludedAmount(money(amount));
  return (
    <dl className={className} data-testid={testId}>
      {rows.map((row, index) => {
        switch (row.kind) {
          case 'subtotal':
            return <Row key={row.kind} name={totalsLabels.subtotal} value={money(row.amount)} testId="subtotal-line" />;
          case 'discount':
            return (
              <Row
                key={`${row.kind}-${index}`}
                name={row.by === 'coupon' ? couponDiscountText(row.coupons) : totalsLabels.automaticDiscounts}
                value={money(row.amount)}
                testId={row.by === 'coupon' ? 'coupon-line' : 'automatic-discount-line'}
              />
            );
          case 'tariff':
            return <Row key={row.kind} name={totalsLabels.tariff} value={money(row.amount)} testId="tariff-line" />;
          case 'giftWrap':
            return <Row key={row.kind} name={totalsLabels.giftWrap} value={money(row.amount)} testId="gift-wrap-line" />;
          case 'giftWrapTax':
            return <Row key={row.kind} name={totalsLabels.giftWrapTax} value={row.included ? included(row.amount) : money(row.amount)} testId="gift-wrap-tax-line" />;
          case 'shipping':
            return <Row key={row.kind} name={totalsLabels.shipping} value={row.amount === null ? totalsLabels.shippingAtCheckout : money(row.amount)} testId="shipping-line" />;
          case 'taxExemption':
            return <Row key={row.kind} name={totalsLabels.taxExemption} value={row.amount === null ? totalsLabels.taxNetPending : money(row.amount)} testId="tax-exemption-line" />;
          case 'tax':
            if (row.exempt) return <Row key={row.kind} name={totalsLabels.taxExempt} value={money(row.amount ?? '0.00')} testId="tax-line" />;
            return row.included ? (
              <Row key={row.kind} name={totalsLabels.taxGross} value={row.amount === null ? totalsLabels.taxIncluded : included(row.amount)} testId="tax-line" />
            ) : (
              <Row key={row.kind} name={row.estimated ? totalsLabels.taxNet : totalsLabels.taxGross} value={row.amount === null ? totalsLabels.taxNetPending : money(row.amount)} testId="tax-line" />
            );
          case 'total':
            return <Row key={row.kind} name={totalsLabels.total} value={money(row.amount)} strong testId="total-line" />;
        }
      })}
    </dl>
  );
}

function Row({ name, value, strong, testId }: { name: string; value: string; strong?: boolean; testId: string }) {
  return (
    <div className={strong ? 'totals__row totals__row--total' : 'totals__row'} data-testid={testId}>
      <dt>{name}</dt>
      <dd>{strong ? <strong>{value}</strong> : value}</dd>
    </div>
  );
}

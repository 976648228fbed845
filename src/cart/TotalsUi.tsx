// The totals of a cart or checkout (PX-08-030), as a description list.
import { totalsLines, type TotalsSource } from '../../machines/cart/totals.ts';
import { formatMoney } from '../../machines/pricing/money.ts';
import { totalsLabels } from '../labels/checkout.ts';

export interface TotalsProps {
  summary: TotalsSource;
  currency: string;
  locale: string;
  atCheckout: boolean;
  taxType: string | null;
  /** PX-54-001: set at checkout once a delivery address is known. */
  taxKnown?: boolean;
}

export function TotalsUi({ summary, currency, locale, atCheckout, taxType, taxKnown }: TotalsProps) {
  const money = (amount: string) => formatMoney(amount, currency, locale);
  return (
    <dl className="totals" data-testid="totals">
      {totalsLines(summary, { atCheckout, taxType, taxKnown }).map((line) => {
        switch (line.kind) {
          case 'subtotal':
            return <Row key={line.kind} name={totalsLabels.subtotal} value={money(line.amount)} />;
          case 'discounts':
            return <Row key={line.kind} name={totalsLabels.discounts} value={money(line.amount)} />;
          case 'tariff':
            return <Row key={line.kind} name={totalsLabels.tariff} value={money(line.amount)} testId="tariff-line" />;
          case 'giftWrap':
            return <Row key={line.kind} name={totalsLabels.giftWrap} value={money(line.amount)} testId="gift-wrap-line" />;
          case 'giftWrapTax':
            return (
              <Row
                key={line.kind}
                name={totalsLabels.giftWrapTax}
                value={line.taxType === 'Gross' ? `${money(line.amount)} (${totalsLabels.taxIncluded.toLowerCase()})` : money(line.amount)}
                testId="gift-wrap-tax-line"
              />
            );
          case 'shipping':
            return <Row key={line.kind} name={totalsLabels.shipping} value={line.amount === null ? totalsLabels.shippingAtCheckout : money(line.amount)} />;
          case 'tax':
            return line.taxType === 'Gross' ? (
              <Row key={line.kind} name={totalsLabels.taxGross} value={line.amount === null ? totalsLabels.taxIncluded : `${money(line.amount)} (${totalsLabels.taxIncluded.toLowerCase()})`} />
            ) : (
              <Row key={line.kind} name={totalsLabels.taxNet} value={line.amount === null ? totalsLabels.taxNetPending : money(line.amount)} />
            );
          case 'total':
            return <Row key={line.kind} name={totalsLabels.total} value={money(line.amount)} strong />;
        }
      })}
    </dl>
  );
}

function Row({ name, value, strong, testId }: { name: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={strong ? 'totals__row totals__row--total' : 'totals__row'} data-testid={testId}>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
}

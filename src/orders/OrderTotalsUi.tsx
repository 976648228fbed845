// PX-68-012: a placed order's totals as one component shows them wherever an order is read (the
// confirmation, the order details, the approver's page): rows from the one totals rule, tax marked
// included or added, so the shown parts add up to the shown total.
import { orderGiftWrapAmount } from '../../machines/orders/gifts.ts';
import { orderTotalsRows } from '../../machines/orders/order-totals.ts';
import { totalsLabels } from '../labels/checkout.ts';

type OrderForTotals = Parameters<typeof orderGiftWrapAmount>[0] & { subtotal: string; tariffSurcharge?: string | null; freight: string; tax: string; totalAmount: string };

export interface OrderTotalsProps {
  order: OrderForTotals;
  /** The store's taxType (Gross: tax included in prices; Net: added). */
  taxType: string | null | undefined;
  money(amount: string): string;
  className?: string;
  testId?: string;
}

export function OrderTotalsUi({ order, taxType, money, className = 'totals', testId }: OrderTotalsProps) {
  const rows = orderTotalsRows({
    subtotal: order.subtotal,
    tariff: order.tariffSurcharge,
    giftWrap: orderGiftWrapAmount(order),
    shipping: order.freight,
    tax: order.tax,
    taxType,
    total: order.totalAmount,
  });
  return (
    <dl className={className} data-testid={testId}>
      {rows.map((row) => {
        switch (row.kind) {
          case 'subtotal':
            return <Row key={row.kind} name={totalsLabels.subtotal} value={money(row.amount)} />;
          case 'tariff':
            return <Row key={row.kind} name={totalsLabels.tariff} value={money(row.amount)} testId="tariff-line" />;
          case 'giftWrap':
            return <Row key={row.kind} name={totalsLabels.giftWrap} value={money(row.amount)} />;
          case 'shipping':
            return <Row key={row.kind} name={totalsLabels.shipping} value={money(row.amount)} />;
          case 'tax':
            return <Row key={row.kind} name={totalsLabels.taxGross} value={row.included ? `${money(row.amount)} (${totalsLabels.taxIncluded.toLowerCase()})` : money(row.amount)} testId="tax-line" />;
          case 'total':
            return <Row key={row.kind} name={totalsLabels.total} value={money(row.amount)} strong />;
        }
      })}
    </dl>
  );
}

function Row({ name, value, strong, testId }: { name: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={strong ? 'totals__row totals__row--total' : 'totals__row'} data-testid={testId}>
      <dt>{name}</dt>
      <dd>{strong ? <strong>{value}</strong> : value}</dd>
    </div>
  );
}

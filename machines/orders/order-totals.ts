// PX-68-012, PX-74-001: a placed order's totals rows as the order wire carries them (the confirmation,
// the order details, the approver's page), through the one totals rule every page, e-mail and invoice uses.
import { orderTotalsRows, type TotalsRow } from '../totals/totals-rows.ts';
import type { Wire } from '../wire.ts';
import { orderGiftWrapAmount } from './gifts.ts';

export type OrderWireForTotals = Pick<Wire['OrderSummaryDetail'], 'subtotal' | 'freight' | 'tax' | 'totalAmount' | 'tariffSurcharge' | 'discounts' | 'taxExempt' | 'taxExemption'> &
  Parameters<typeof orderGiftWrapAmount>[0];

export function placedOrderTotalsRows(order: OrderWireForTotals, taxType: string | null | undefined): TotalsRow[] {
  return orderTotalsRows(
    {
      subtotal: order.subtotal,
      discounts: order.discounts,
      tariff: order.tariffSurcharge,
      giftWrap: orderGiftWrapAmount(order),
      shipping: order.freight,
      tax: order.tax,
      taxExempt: order.taxExempt,
      taxExemption: order.taxExemption,
      total: order.totalAmount,
    },
    taxType,
  );
}

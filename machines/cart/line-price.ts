// PX-70-003: the unit prices a cart line shows, so the buyer can see what its total is made of.
import { fromCents, toCents } from '../pricing/money.ts';
import type { Wire } from '../wire.ts';

type Line = Pick<Wire['CartItem'], 'quantity' | 'salesPrice' | 'unitAdjustedPrice' | 'unitAdjustedPriceWithItemAdj' | 'totalAmount' | 'totalPrice'>;

export interface LineUnitPrices {
  /** The unit price the line's quantity buys at (its tier), before coupons and other item adjustments. */
  unit: string | undefined;
  /**
   * When the line total is not that unit price times the quantity (a coupon or another item adjustment
   * lowered it), the unit price the total is made of: the platform's unitAdjustedPriceWithItemAdj, else
   * the total over the quantity; undefined when the total is the unit price times the quantity.
   */
  afterAdjustments: string | undefined;
}

export function lineUnitPrices(line: Line): LineUnitPrices {
  const unit = line.unitAdjustedPrice ?? line.salesPrice;
  const unitCents = toCents(unit);
  const totalCents = toCents(line.totalAmount ?? line.totalPrice);
  const quantity = Number(line.quantity);
  if (unitCents === undefined || totalCents === undefined || !(quantity > 0) || unitCents * quantity === totalCents) return { unit, afterAdjustments: undefined };
  const afterAdjustments = line.unitAdjustedPriceWithItemAdj ?? fromCents(Math.round(totalCents / quantity));
  return { unit, afterAdjustments: toCents(afterAdjustments) === unitCents ? undefined : afterAdjustments };
}

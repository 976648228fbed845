// PX-70-003, PX-74-006: the unit prices a cart line shows, so the buyer can see what its total is made of:
// the line total is the unit price shown times the quantity, plus the line's adjustment shown.
import { fromCents, toCents } from '../pricing/money.ts';
import type { Wire } from '../wire.ts';

type Line = Pick<Wire['CartItem'], 'quantity' | 'salesPrice' | 'unitAdjustedPrice' | 'unitAdjustedPriceWithItemAdj' | 'totalAmount' | 'totalPrice'>;

export interface LineUnitPrices {
  /** The unit price the line's quantity buys at (its tier), before coupons and other item adjustments. */
  unit: string | undefined;
  /**
   * When the line total is not that unit price times the quantity (a coupon or another item adjustment
   * lowered it), the unit price the total is made of, when there is one in whole cents: the platform's
   * unitAdjustedPriceWithItemAdj, else the total over the quantity; undefined otherwise.
   */
  afterAdjustments: string | undefined;
  /**
   * PX-74-006: when no unit price in whole cents times the quantity gives the total (a percentage off a
   * price in odd cents: 10 % off 3 × 222.95 is 601.96, and 3 × 200.65 is 601.95), the line's adjustment
   * itself (negative), so unit × quantity + adjustment is the total shown.
   */
  lineAdjustment: string | undefined;
}

export function lineUnitPrices(line: Line): LineUnitPrices {
  const unit = line.unitAdjustedPrice ?? line.salesPrice;
  const unitCents = toCents(unit);
  const totalCents = toCents(line.totalAmount ?? line.totalPrice);
  const quantity = Number(line.quantity);
  const none = { unit, afterAdjustments: undefined, lineAdjustment: undefined };
  if (unitCents === undefined || totalCents === undefined || !(quantity > 0) || unitCents * quantity === totalCents) return none;
  const afterAdjustments = line.unitAdjustedPriceWithItemAdj ?? fromCents(Math.round(totalCents / quantity));
  const afterCents = toCents(afterAdjustments);
  // Only a unit price the total is exactly made of is shown as one; else the line's adjustment.
  if (afterCents !== undefined && afterCents !== unitCents && afterCents * quantity === totalCents) return { unit, afterAdjustments, lineAdjustment: undefined };
  return { unit, afterAdjustments: undefined, lineAdjustment: fromCents(totalCents - unitCents * quantity) };
}

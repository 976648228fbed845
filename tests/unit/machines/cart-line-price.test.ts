// PX-70-003: a cart line shows the unit price its total is made of.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineUnitPrices } from '../../../machines/cart/line-price.ts';

const tenCaps = { quantity: '10.0', salesPrice: '172.00', unitAdjustedPrice: '161.00', totalPrice: '1720.00' };

describe('the unit prices of a cart line', () => {
  it('[PX-70-003] a line whose total is its tier price times its quantity shows that price alone', () => {
    expect(lineUnitPrices({ ...tenCaps, totalAmount: '1610.00' })).toEqual({ unit: '161.00', afterAdjustments: undefined, lineAdjustment: undefined });
  });

  it('[PX-70-003] a coupon that lowered the total adds the unit price the total is made of, from the platform when it sends it', () => {
    // 10 % off 10 × 161.00: 1,449.00, so 144.90 each.
    expect(lineUnitPrices({ ...tenCaps, totalAmount: '1449.00' })).toEqual({ unit: '161.00', afterAdjustments: '144.90', lineAdjustment: undefined });
    expect(lineUnitPrices({ ...tenCaps, totalAmount: '1449.00', unitAdjustedPriceWithItemAdj: '144.90' }).afterAdjustments).toBe('144.90');
  });

  it('[PX-70-003] without a tier price the sales price is the unit price; a line without amounts shows none after adjustments', () => {
    expect(lineUnitPrices({ quantity: '3.0', salesPrice: '58.50', totalAmount: '175.50' })).toEqual({ unit: '58.50', afterAdjustments: undefined, lineAdjustment: undefined });
    expect(lineUnitPrices({ quantity: '3.0', salesPrice: '58.50' })).toEqual({ unit: '58.50', afterAdjustments: undefined, lineAdjustment: undefined });
  });

  it('[PX-74-006] no unit price in whole cents makes the total: the line shows its adjustment, and unit × quantity + adjustment is the total', () => {
    // 10 % off 3 × 222.95 = 668.85 is 66.885, rounded 66.89: 601.96; 200.65 × 3 would be 601.95.
    expect(lineUnitPrices({ quantity: '3', salesPrice: '222.95', unitAdjustedPrice: '222.95', totalAmount: '601.96', unitAdjustedPriceWithItemAdj: '200.65' })).toEqual({ unit: '222.95', afterAdjustments: undefined, lineAdjustment: '-66.89' });
  });

  it('[PX-74-006] for any line, the total is the shown unit price × quantity + the shown adjustment, or the shown price after discounts × quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 50 }), (unitCents, quantity, percent) => {
        // The sandbox's line pricing (carts.ts pricedItem), written here in cents.
        const totalCents = unitCents * quantity - Math.round((unitCents * quantity * percent) / 100);
        const text = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
        const shown = lineUnitPrices({ quantity: String(quantity), salesPrice: text(unitCents), unitAdjustedPrice: text(unitCents), totalAmount: text(totalCents), unitAdjustedPriceWithItemAdj: text(Math.round(totalCents / quantity)) });
        const cents = (value: string | undefined) => (value === undefined ? undefined : Math.round(Number(value) * 100));
        expect(cents(shown.unit)).toBe(unitCents);
        if (shown.afterAdjustments !== undefined) expect(cents(shown.afterAdjustments)! * quantity).toBe(totalCents);
        else expect(unitCents * quantity + (cents(shown.lineAdjustment) ?? 0)).toBe(totalCents);
        expect(shown.afterAdjustments !== undefined && shown.lineAdjustment !== undefined).toBe(false);
      }),
    );
  });
});

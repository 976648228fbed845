// PX-70-003: a cart line shows the unit price its total is made of.
import { describe, expect, it } from 'vitest';
import { lineUnitPrices } from '../../../machines/cart/line-price.ts';

const tenCaps = { quantity: '10.0', salesPrice: '172.00', unitAdjustedPrice: '161.00', totalPrice: '1720.00' };

describe('the unit prices of a cart line', () => {
  it('[PX-70-003] a line whose total is its tier price times its quantity shows that price alone', () => {
    expect(lineUnitPrices({ ...tenCaps, totalAmount: '1610.00' })).toEqual({ unit: '161.00', afterAdjustments: undefined });
  });

  it('[PX-70-003] a coupon that lowered the total adds the unit price the total is made of, from the platform when it sends it', () => {
    // 10 % off 10 × 161.00: 1,449.00, so 144.90 each.
    expect(lineUnitPrices({ ...tenCaps, totalAmount: '1449.00' })).toEqual({ unit: '161.00', afterAdjustments: '144.90' });
    expect(lineUnitPrices({ ...tenCaps, totalAmount: '1449.00', unitAdjustedPriceWithItemAdj: '144.90' }).afterAdjustments).toBe('144.90');
  });

  it('[PX-70-003] without a tier price the sales price is the unit price; a line without amounts shows none after adjustments', () => {
    expect(lineUnitPrices({ quantity: '3.0', salesPrice: '58.50', totalAmount: '175.50' })).toEqual({ unit: '58.50', afterAdjustments: undefined });
    expect(lineUnitPrices({ quantity: '3.0', salesPrice: '58.50' })).toEqual({ unit: '58.50', afterAdjustments: undefined });
  });
});

// PX-32-004: a standing order's counts and annual amount over several products, held against a plain
// model that goes product by product (the code under test goes occurrence by occurrence).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standingOrderTotals, type Occurrence, type OccurrenceStatus } from '../machines/recurring/totals.ts';

const PRODUCTS = ['01t000000000001', '01t000000000005', '01t000000000007', '01t000000000019', '01t000000000021'];

/** A price list with tiers: below `from` a product costs `base` cents, from it on `tier` cents. */
const priceList = fc.array(fc.record({ base: fc.integer({ min: 1, max: 100_000 }), tier: fc.integer({ min: 1, max: 100_000 }), from: fc.integer({ min: 1, max: 60 }) }), {
  minLength: PRODUCTS.length,
  maxLength: PRODUCTS.length,
});

const standingOrder = fc
  .record({
    products: fc.shuffledSubarray(PRODUCTS, { minLength: 1, maxLength: PRODUCTS.length }),
    occurrences: fc.array(
      fc.record({ day: fc.integer({ min: 1, max: 28 }), month: fc.integer({ min: 1, max: 24 }), status: fc.constantFrom<OccurrenceStatus>('Scheduled', 'Shipped', 'Skipped', 'Cancelled') }),
      { maxLength: 30 },
    ),
    quantities: fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 30 * PRODUCTS.length, maxLength: 30 * PRODUCTS.length }),
  })
  .map(({ products, occurrences, quantities }) =>
    occurrences.map((o, k): Occurrence => ({
      date: `${2026 + Math.floor((o.month - 1) / 12)}-${String(((o.month - 1) % 12) + 1).padStart(2, '0')}-${String(o.day).padStart(2, '0')}`,
      status: o.status,
      items: products.map((productId, p) => ({ productId, quantity: quantities[k * PRODUCTS.length + p]! })),
    })),
  );

describe('standing-order totals over several products', () => {
  it('[PX-32-004][SH-2-014][SH-3-028][SH-3-029][SH-3-030] counts and the annual amount equal the sums, product by product, of each product\'s own quantities and tier prices', () => {
    fc.assert(
      fc.property(standingOrder, priceList, fc.constantFrom('2026-07-01', '2027-01-01', '2028-01-01'), (schedule, prices, yearEnd) => {
        const price = (productId: string, quantity: number) => {
          const row = prices[PRODUCTS.indexOf(productId)]!;
          return quantity >= row.from ? row.tier : row.base;
        };
        const totals = standingOrderTotals(schedule, yearEnd, price);

        // The model: per product, walk the occurrences; then add the products up.
        const products = new Set(schedule.flatMap((o) => o.items.map((i) => i.productId)));
        let total = 0, shipped = 0, cancelled = 0, amount = 0;
        for (const productId of products) {
          for (const occurrence of schedule) {
            const quantity = occurrence.items.find((i) => i.productId === productId)?.quantity ?? 0;
            if (occurrence.status === 'Skipped' || occurrence.status === 'Cancelled') cancelled += quantity;
            else {
              total += quantity;
              if (occurrence.status === 'Shipped') shipped += quantity;
              if (occurrence.date < yearEnd) amount += quantity * price(productId, quantity);
            }
          }
        }
        expect(totals).toEqual({
          numberOfShipments: schedule.filter((o) => o.status === 'Scheduled' || o.status === 'Shipped').length,
          totalQuantity: total,
          quantityShipped: shipped,
          quantityCancelled: cancelled,
          quantityToBeShipped: total - shipped,
          annualAmountCents: amount,
        });
      }),
    );
  });

  it('[PX-32-004] a standing order of several products totals what its products would as separate one-product standing orders', () => {
    fc.assert(
      fc.property(standingOrder, priceList, (schedule, prices) => {
        const price = (productId: string, quantity: number) => prices[PRODUCTS.indexOf(productId)]![quantity >= prices[PRODUCTS.indexOf(productId)]!.from ? 'tier' : 'base'];
        const together = standingOrderTotals(schedule, '2027-01-01', price);
        const productIds = schedule[0]?.items.map((i) => i.productId) ?? [];
        const apart = productIds.map((productId) => standingOrderTotals(schedule.map((o) => ({ ...o, items: o.items.filter((i) => i.productId === productId) })), '2027-01-01', price));
        const add = (key: keyof typeof together) => apart.reduce((n, t) => n + t[key], 0);
        expect(together.annualAmountCents).toBe(add('annualAmountCents'));
        expect(together.totalQuantity).toBe(add('totalQuantity'));
        expect(together.quantityCancelled).toBe(add('quantityCancelled'));
        if (productIds.length > 0) expect(together.numberOfShipments).toBe(apart[0]!.numberOfShipments);
      }),
    );
  });
});

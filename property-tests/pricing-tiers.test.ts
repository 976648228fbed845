// Tier pricing by quantity and the money arithmetic under it.
import fc from 'fast-check';
import { formatMoney, fromCents, lineTotal, toCents } from '../machines/pricing/money.ts';
import { parseTiers, priceForQuantity, priceSchedule, tierIndexFor, tierRows, type RawPriceTier } from '../machines/pricing/tier-pricing.ts';

const cents = fc.integer({ min: 1, max: 10_000_000 });

/** Contiguous tiers from 1: [1, b1-1], [b1, b2-1], ..., [bn, open or closed]. */
const scheduleArb = fc
  .record({
    bounds: fc.uniqueArray(fc.integer({ min: 2, max: 500 }), { maxLength: 4 }).map((values) => [1, ...values.sort((a, b) => a - b)]),
    prices: fc.array(cents, { minLength: 5, maxLength: 5 }),
    openEnded: fc.boolean(),
    base: cents,
    list: fc.option(cents, { nil: undefined }),
    method: fc.constantFrom('Range', 'Slab'),
  })
  .map(({ bounds, prices, openEnded, base, list, method }) => {
    const tiers: RawPriceTier[] = bounds.map((lower, index) => ({
      lowerBound: String(lower),
      upperBound: index < bounds.length - 1 ? String(bounds[index + 1]! - 1) : openEnded ? null : String(lower + 100),
      tierUnitPrice: fromCents(prices[index]!),
    }));
    return {
      raw: { unitPrice: fromCents(base), listPrice: list === undefined ? null : fromCents(list), priceAdjustment: { adjustmentMethod: method, priceAdjustmentTiers: tiers } },
      tiers,
      base,
      method,
    };
  });

describe('money properties', () => {
  it('[PX-06-013] cents and decimal text convert both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (value) => {
        expect(toCents(fromCents(value))).toBe(value);
      }),
    );
  });

  it('[PX-06-013] a line total is the unit price times the quantity in whole cents', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 10_000 }), (unit, quantity) => {
        expect(toCents(lineTotal(fromCents(unit), quantity))).toBe(unit * quantity);
      }),
    );
  });

  it('[PX-06-013] unreadable amounts are not money', () => {
    fc.assert(
      fc.property(fc.string().filter((value) => !/^\s*-?\d+(\.\d+)?\s*$/.test(value)), (value) => {
        expect(toCents(value)).toBeUndefined();
        expect(formatMoney(value, 'USD')).toBe(value);
      }),
    );
  });
});

describe('tier pricing properties', () => {
  it('[CC-3-008][CC-3-009][CC-7-015][PX-06-013] Range: every quantity is priced at the tier covering it, an open last tier covers every larger quantity', () => {
    fc.assert(
      fc.property(scheduleArb.filter((s) => s.method === 'Range'), fc.integer({ min: 1, max: 2000 }), ({ raw, base }, quantity) => {
        const schedule = priceSchedule(raw);
        const price = priceForQuantity(schedule, quantity)!;
        const index = tierIndexFor(schedule.tiers, quantity);
        expect(price.tierIndex).toBe(index);
        const tier = schedule.tiers[index];
        if (tier) {
          expect(quantity).toBeGreaterThanOrEqual(tier.lowerBound);
          if (tier.upperBound !== null) expect(quantity).toBeLessThanOrEqual(tier.upperBound);
          expect(price.unitPrice).toBe(tier.tierUnitPrice);
        } else {
          expect(toCents(price.unitPrice)).toBe(base);
        }
        const last = schedule.tiers.at(-1)!;
        if (last.upperBound === null && quantity >= last.lowerBound) expect(index).toBe(schedule.tiers.length - 1);
        expect(toCents(price.total)).toBe(toCents(price.unitPrice)! * quantity);
      }),
    );
  });

  it('[PX-06-013] Slab: the total is the sum of each unit at its tier (the base price where none covers it)', () => {
    fc.assert(
      fc.property(scheduleArb.filter((s) => s.method === 'Slab'), fc.integer({ min: 1, max: 700 }), ({ raw, base }, quantity) => {
        const schedule = priceSchedule(raw);
        let expected = 0;
        for (let unit = 1; unit <= quantity; unit += 1) {
          const index = tierIndexFor(schedule.tiers, unit);
          expected += index >= 0 ? schedule.tiers[index]!.tierUnitPriceCents : base;
        }
        expect(toCents(priceForQuantity(schedule, quantity)!.total)).toBe(expected);
      }),
    );
  });

  it('[CC-3-009] the tier rows keep every tier in ascending order and mark only null upper bounds open-ended', () => {
    fc.assert(
      fc.property(scheduleArb, ({ raw, tiers }) => {
        const rows = tierRows(priceSchedule(raw));
        expect(rows).toHaveLength(tiers.length);
        rows.forEach((row, index) => {
          expect(row.openEnded).toBe(tiers[index]!.upperBound === null);
          if (index > 0) expect(row.lowerBound).toBeGreaterThan(rows[index - 1]!.lowerBound);
        });
      }),
    );
  });

  it('[PX-06-013] unreadable or inverted tiers are dropped and never priced', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ lowerBound: fc.oneof(fc.string(), fc.integer().map(String)), upperBound: fc.oneof(fc.constant(null), fc.string(), fc.integer().map(String)), tierUnitPrice: fc.string() })),
        (raw) => {
          for (const tier of parseTiers(raw)) {
            expect(Number.isFinite(tier.lowerBound)).toBe(true);
            if (tier.upperBound !== null) expect(tier.upperBound).toBeGreaterThanOrEqual(tier.lowerBound);
            expect(Number.isInteger(tier.tierUnitPriceCents)).toBe(true);
          }
        },
      ),
    );
  });

  it('[PX-06-013] quantities that are not whole and positive have no price', () => {
    fc.assert(
      fc.property(scheduleArb, fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true })), ({ raw }, quantity) => {
        expect(priceForQuantity(priceSchedule(raw), quantity)).toBeUndefined();
      }),
    );
  });
});

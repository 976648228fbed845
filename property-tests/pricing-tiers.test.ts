// Tier pricing by quantity and the money arithmetic under it.
import fc from 'fast-check';
import { formatMoney, fromCents, lineTotal, toCents } from '../machines/pricing/money.ts';
import { parseTiers, priceForQuantity, priceSchedule, tierRows, type RawPriceTier } from '../machines/pricing/tier-pricing.ts';

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
      bounds,
      prices,
      openEnded,
    };
  });

/**
 * The oracle: the tier a quantity falls in, read off the generated bounds rather than the schedule the
 * code built. Tier i covers bounds[i] up to the next bound less one; the last, 100 units more unless open.
 */
function generatedTierOf(bounds: number[], openEnded: boolean, quantity: number): number {
  let found = -1;
  bounds.forEach((lower, index) => {
    const upper = index < bounds.length - 1 ? bounds[index + 1]! - 1 : openEnded ? Infinity : lower + 100;
    if (quantity >= lower && quantity <= upper) found = index;
  });
  return found;
}

/** A schedule and a quantity: any up to max, or half the time one at a tier's edge (where off-by-one bugs live). */
function withQuantity<T extends { bounds: number[] }>(schedules: fc.Arbitrary<T>, max: number) {
  return schedules.chain((schedule) => {
    const edges = schedule.bounds.flatMap((bound) => [bound - 1, bound, bound + 100, bound + 101]).filter((q) => q >= 1 && q <= max);
    return fc.tuple(fc.constant(schedule), fc.oneof(fc.integer({ min: 1, max }), fc.constantFrom(...edges)));
  });
}

/** Text no number reading accepts: letters only ('Infinity' reads as a number but is not finite). */
const unreadableText = fc.oneof(fc.constantFrom('', '  ', 'ten', 'NaN', '1..2', '--3', '12abc'), fc.stringMatching(/^[a-z]{1,6}$/));

/**
 * A raw tier tagged with what it should read as: readable bounds (string or number) and a readable
 * price, or one of the three unreadable. Upper bounds land below, at or above the lower bound.
 */
const taggedTierArb = fc
  .record({
    lower: fc.integer({ min: 0, max: 300 }),
    upperDelta: fc.option(fc.integer({ min: -50, max: 50 }), { nil: null }),
    cents,
    asNumbers: fc.boolean(),
    broken: fc.constantFrom('none', 'none', 'none', 'none', 'none', 'lower', 'upper', 'price'),
    garbage: unreadableText,
  })
  .map(({ lower, upperDelta, cents: price, asNumbers, broken, garbage }) => {
    const upper = upperDelta === null ? null : lower + upperDelta;
    const bound = (value: number) => (asNumbers ? value : String(value));
    return {
      readable: broken === 'none',
      lower,
      upper,
      cents: price,
      raw: {
        lowerBound: broken === 'lower' ? garbage : bound(lower),
        upperBound: broken === 'upper' ? garbage : upper === null ? null : bound(upper),
        tierUnitPrice: broken === 'price' ? garbage : fromCents(price),
      } as RawPriceTier,
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
      fc.property(withQuantity(scheduleArb.filter((s) => s.method === 'Range'), 2000), ([{ raw, base, bounds, prices, openEnded }, quantity]) => {
        const expected = generatedTierOf(bounds, openEnded, quantity);
        const price = priceForQuantity(priceSchedule(raw), quantity)!;
        expect(price.tierIndex).toBe(expected);
        const unitCents = expected >= 0 ? prices[expected]! : base;
        expect(toCents(price.unitPrice)).toBe(unitCents);
        expect(toCents(price.total)).toBe(unitCents * quantity);
      }),
    );
  });

  it('[PX-06-013] Slab: the total is the sum of each unit at its tier (the base price where none covers it)', () => {
    fc.assert(
      fc.property(withQuantity(scheduleArb.filter((s) => s.method === 'Slab'), 700), ([{ raw, base, bounds, prices, openEnded }, quantity]) => {
        const schedule = priceSchedule(raw);
        let expected = 0;
        for (let unit = 1; unit <= quantity; unit += 1) {
          const index = generatedTierOf(bounds, openEnded, unit);
          expected += index >= 0 ? prices[index]! : base;
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

  it('[PX-06-013] unreadable or inverted tiers are dropped, readable ones kept in ascending order', () => {
    const hits = { runs: 0, kept: 0, inverted: 0, unreadable: 0 };
    fc.assert(
      fc.property(fc.array(taggedTierArb, { minLength: 1, maxLength: 6 }), (tagged) => {
        const expected = tagged
          .filter((t) => t.readable && (t.upper === null || t.upper >= t.lower))
          .map((t) => `${t.lower}|${t.upper}|${t.cents}`);
        hits.runs += 1;
        if (expected.length > 0) hits.kept += 1;
        if (tagged.some((t) => t.readable && t.upper !== null && t.upper < t.lower)) hits.inverted += 1;
        if (tagged.some((t) => !t.readable)) hits.unreadable += 1;
        const tiers = parseTiers(tagged.map((t) => t.raw));
        expect(tiers.map((t) => `${t.lowerBound}|${t.upperBound}|${t.tierUnitPriceCents}`).sort()).toEqual([...expected].sort());
        tiers.forEach((tier, index) => {
          if (index > 0) expect(tier.lowerBound).toBeGreaterThanOrEqual(tiers[index - 1]!.lowerBound);
        });
      }),
    );
    // The generator must reach every case, or the property proves nothing: with the default 100 runs
    // 70 keep a tier, 56 hold an inverted one and 70 an unreadable one (seed 20261121; 74/65/70 on seed 7).
    expect(hits.kept / hits.runs).toBeGreaterThan(0.5);
    expect(hits.inverted / hits.runs).toBeGreaterThan(0.4);
    expect(hits.unreadable / hits.runs).toBeGreaterThan(0.5);
  });

  it('[PX-06-013] quantities that are not whole and positive have no price', () => {
    fc.assert(
      fc.property(scheduleArb, fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true })), ({ raw }, quantity) => {
        expect(priceForQuantity(priceSchedule(raw), quantity)).toBeUndefined();
      }),
    );
  });
});

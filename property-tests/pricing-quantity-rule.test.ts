// The purchase quantity rule as the quantity input applies it.
import fc from 'fast-check';
import { checkQuantity, isValidQuantity, nearestValidQuantity, parseQuantityRule, stepQuantity, type QuantityRule } from '../machines/pricing/quantity-rule.ts';

const ruleArb: fc.Arbitrary<QuantityRule> = fc
  .record({ minimum: fc.integer({ min: 1, max: 50 }), increment: fc.integer({ min: 1, max: 12 }), span: fc.option(fc.integer({ min: 0, max: 600 }), { nil: null }) })
  .map(({ minimum, increment, span }) => parseQuantityRule({ minimum: String(minimum), increment: String(increment), maximum: span === null ? null : String(minimum + span) }));

describe('quantity rule properties', () => {
  it('[PX-06-010] a parsed rule has whole positive limits and a maximum on a step', () => {
    fc.assert(
      fc.property(
        fc.record({ minimum: fc.oneof(fc.string(), fc.integer({ min: -5, max: 60 }).map(String)), maximum: fc.oneof(fc.constant(null), fc.string(), fc.integer({ min: -5, max: 900 }).map(String)), increment: fc.oneof(fc.string(), fc.integer({ min: -2, max: 12 }).map(String)) }),
        (raw) => {
          const rule = parseQuantityRule(raw);
          expect(Number.isInteger(rule.minimum) && rule.minimum >= 1).toBe(true);
          expect(Number.isInteger(rule.increment) && rule.increment >= 1).toBe(true);
          if (rule.maximum !== null) expect(isValidQuantity(rule.maximum, rule)).toBe(true);
        },
      ),
    );
  });

  it('[PX-06-010] the anchor rules: 1 to 500 in ones, 2 to 200 in twos; none means 1 up in ones', () => {
    const tips = parseQuantityRule({ minimum: '2', maximum: '200', increment: '2' });
    expect([2, 4, 200].every((q) => isValidQuantity(q, tips))).toBe(true);
    expect([1, 3, 201, 202].some((q) => isValidQuantity(q, tips))).toBe(false);
    expect(parseQuantityRule(null)).toEqual({ minimum: 1, maximum: null, increment: 1 });
    expect(parseQuantityRule({ minimum: '1', maximum: '500', increment: '1' })).toEqual({ minimum: 1, maximum: 500, increment: 1 });
  });

  it('[PX-06-012] checking a typed quantity agrees with validity and names the right problem', () => {
    fc.assert(
      fc.property(ruleArb, fc.oneof(fc.integer({ min: 0, max: 800 }).map(String), fc.string({ maxLength: 5 })), (rule, text) => {
        const check = checkQuantity(text, rule);
        const whole = /^\d+$/.test(text.trim());
        if (!whole) {
          expect(check).toEqual({ ok: false, problem: { kind: 'notWholeNumber' } });
          return;
        }
        const quantity = Number(text.trim());
        expect(check.ok).toBe(isValidQuantity(quantity, rule));
        if (check.ok) return;
        if (quantity < rule.minimum) expect(check.problem).toEqual({ kind: 'belowMinimum', minimum: rule.minimum });
        else if (rule.maximum !== null && quantity > rule.maximum) expect(check.problem).toEqual({ kind: 'aboveMaximum', maximum: rule.maximum });
        else {
          expect(check.problem.kind).toBe('notOnIncrement');
          if (check.problem.kind !== 'notOnIncrement') return;
          expect(isValidQuantity(check.problem.lower, rule)).toBe(true);
          expect(check.problem.lower).toBeLessThan(quantity);
          if (check.problem.higher !== null) {
            expect(isValidQuantity(check.problem.higher, rule)).toBe(true);
            expect(check.problem.higher).toBeGreaterThan(quantity);
            expect(check.problem.higher - check.problem.lower).toBe(rule.increment);
          }
        }
      }),
    );
  });

  it('[PX-06-011] stepping always lands on a valid quantity, moves at most one step, and stays within the limits', () => {
    fc.assert(
      fc.property(ruleArb, fc.oneof(fc.integer({ min: -10, max: 900 }), fc.constant(Number.NaN)), fc.constantFrom<1 | -1>(1, -1), (rule, quantity, direction) => {
        const next = stepQuantity(quantity, direction, rule);
        expect(isValidQuantity(next, rule)).toBe(true);
        if (!Number.isFinite(quantity)) return;
        if (direction === 1) {
          const atTop = rule.maximum !== null && quantity >= rule.maximum;
          if (!atTop && quantity >= rule.minimum) {
            expect(next).toBeGreaterThan(quantity);
            expect(next - quantity).toBeLessThanOrEqual(rule.increment);
          }
        } else if (quantity > rule.minimum && (rule.maximum === null || quantity <= rule.maximum)) {
          expect(next).toBeLessThan(quantity);
          expect(quantity - next).toBeLessThanOrEqual(rule.increment);
        }
      }),
    );
  });

  it('[PX-06-011] stepping up then down from a valid quantity below the maximum comes back', () => {
    fc.assert(
      fc.property(ruleArb, fc.integer({ min: 0, max: 60 }), (rule, k) => {
        const quantity = rule.minimum + k * rule.increment;
        if (rule.maximum !== null && quantity >= rule.maximum) return;
        expect(stepQuantity(stepQuantity(quantity, 1, rule), -1, rule)).toBe(quantity);
      }),
    );
  });

  it('[PX-06-010] the nearest valid quantity is valid and never above the input when the input is in range', () => {
    fc.assert(
      fc.property(ruleArb, fc.integer({ min: -10, max: 900 }), (rule, quantity) => {
        const nearest = nearestValidQuantity(quantity, rule);
        expect(isValidQuantity(nearest, rule)).toBe(true);
        if (quantity >= rule.minimum) expect(nearest).toBeLessThanOrEqual(quantity);
      }),
    );
  });
});

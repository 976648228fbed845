// The purchase quantity rule (minimum, maximum, increment) of a product as the quantity input
// applies it (PX-06-010..PX-06-012): valid quantities are whole numbers from the minimum in steps of
// the increment, never above the maximum.
import type { Wire } from '../wire.ts';

type WireQuantityRule = NonNullable<Wire['PurchaseQuantityRule']>;

/**
 * The contract's PurchaseQuantityRule read tolerantly: a part may be absent or null (it then falls
 * back), and a quantity may also come as a number; the part names still come from the contract.
 */
export type RawQuantityRule = { [K in keyof WireQuantityRule]?: WireQuantityRule[K] | number | null };

export interface QuantityRule {
  minimum: number;
  /** Null: no upper limit. */
  maximum: number | null;
  increment: number;
}

const DEFAULT_QUANTITY_RULE: QuantityRule = { minimum: 1, maximum: null, increment: 1 };

function positiveInteger(value: string | number | null | undefined): number | undefined {
  // Missing (null reads as 0, undefined as NaN) and blank text (0) are never positive integers.
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** A missing or unreadable part falls back to minimum 1, no maximum, increment 1; a maximum below the minimum is dropped. */
export function parseQuantityRule(raw: RawQuantityRule | null | undefined): QuantityRule {
  const minimum = positiveInteger(raw?.minimum) ?? DEFAULT_QUANTITY_RULE.minimum;
  const increment = positiveInteger(raw?.increment) ?? DEFAULT_QUANTITY_RULE.increment;
  const maximum = positiveInteger(raw?.maximum) ?? 0; // 0: none, as it is never at least the minimum
  return { minimum, increment, maximum: maximum >= minimum ? largestValidAtMost(minimum, increment, maximum) : null };
}

function largestValidAtMost(minimum: number, increment: number, limit: number): number {
  return minimum + Math.floor((limit - minimum) / increment) * increment;
}

export type QuantityProblem =
  | { kind: 'notWholeNumber' }
  | { kind: 'belowMinimum'; minimum: number }
  | { kind: 'aboveMaximum'; maximum: number }
  | { kind: 'notOnIncrement'; increment: number; lower: number; higher: number | null };

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; problem: QuantityProblem };

const WHOLE_NUMBER = /^\d+$/;

export function isValidQuantity(quantity: number, rule: QuantityRule): boolean {
  return (
    Number.isInteger(quantity) &&
    quantity >= rule.minimum &&
    (rule.maximum === null || quantity <= rule.maximum) &&
    (quantity - rule.minimum) % rule.increment === 0
  );
}

/** The quantity typed in the input, checked against the rule. */
export function checkQuantity(text: string, rule: QuantityRule): QuantityCheck {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return { ok: false, problem: { kind: 'notWholeNumber' } };
  const quantity = Number(trimmed);
  if (!Number.isSafeInteger(quantity)) return { ok: false, problem: { kind: 'notWholeNumber' } };
  if (quantity < rule.minimum) return { ok: false, problem: { kind: 'belowMinimum', minimum: rule.minimum } };
  if (rule.maximum !== null && quantity > rule.maximum) return { ok: false, problem: { kind: 'aboveMaximum', maximum: rule.maximum } };
  if ((quantity - rule.minimum) % rule.increment !== 0) {
    const lower = largestValidAtMost(rule.minimum, rule.increment, quantity);
    const next = lower + rule.increment;
    return {
      ok: false,
      problem: { kind: 'notOnIncrement', increment: rule.increment, lower, higher: rule.maximum === null || next <= rule.maximum ? next : null },
    };
  }
  return { ok: true, quantity };
}

/** The nearest valid quantity to any number: clamped to the limits and rounded down onto a step. */
export function nearestValidQuantity(quantity: number, rule: QuantityRule): number {
  if (!Number.isFinite(quantity) || quantity <= rule.minimum) return rule.minimum;
  const capped = rule.maximum === null ? quantity : Math.min(quantity, rule.maximum);
  return largestValidAtMost(rule.minimum, rule.increment, Math.floor(capped));
}

/** One step up or down: the next valid quantity above or below the current one, held within the limits. */
export function stepQuantity(quantity: number, direction: 1 | -1, rule: QuantityRule): number {
  if (!Number.isFinite(quantity)) return rule.minimum;
  const top = rule.maximum ?? Number.POSITIVE_INFINITY;
  if (direction === 1) {
    if (quantity < rule.minimum) return rule.minimum;
    const next = rule.minimum + (Math.floor((quantity - rule.minimum) / rule.increment) + 1) * rule.increment;
    return next > top ? nearestValidQuantity(top, rule) : next;
  }
  if (quantity <= rule.minimum) return rule.minimum;
  const previous = rule.minimum + (Math.ceil((quantity - rule.minimum) / rule.increment) - 1) * rule.increment;
  return rule.maximum === null ? previous : Math.min(previous, nearestValidQuantity(rule.maximum, rule));
}

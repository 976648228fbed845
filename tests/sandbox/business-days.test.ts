// Expected delivery dates count business days (PX-70-001): the oracle walks the calendar a day at a
// time in UTC, counting weekdays, independently of date-fns.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedDate } from '../../sandbox/domain/order-deliveries.ts';

const DAY = 86_400_000;
const at = (iso: string) => new Date(`${iso}T15:30:00Z`).getTime();

/** Walks forward from the UTC day of `fromMs` until `days` weekdays have passed. */
function walk(fromMs: number, days: number): string {
  let t = Date.UTC(new Date(fromMs).getUTCFullYear(), new Date(fromMs).getUTCMonth(), new Date(fromMs).getUTCDate());
  let left = days;
  while (left > 0) {
    t += DAY;
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(t).toISOString().slice(0, 10);
}

describe('expected delivery dates', () => {
  it('[PX-70-001] Ground (3–5 business days) ordered on Friday 2026-12-04 is expected on Friday 2026-12-11, not on Wednesday the 9th', () => {
    expect(expectedDate({ transitDaysMax: 5 }, at('2026-12-04'))).toBe('2026-12-11');
  });

  it('[PX-70-001] Express (next business day) ordered on a Friday is expected on Monday, and on a Saturday also on Monday', () => {
    expect(expectedDate({ transitDaysMax: 1 }, at('2026-12-04'))).toBe('2026-12-07');
    expect(expectedDate({ transitDaysMax: 1 }, at('2026-12-05'))).toBe('2026-12-07');
  });

  it('[PX-70-001] property: the expected day is a weekday, the given number of weekdays after the order day', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }), fc.integer({ min: 1, max: 20 }), (fromMs, days) => {
        const expected = expectedDate({ transitDaysMax: days }, fromMs);
        expect(expected).toBe(walk(fromMs, days));
        expect([0, 6]).not.toContain(new Date(`${expected}T00:00:00Z`).getUTCDay());
      }),
    );
  });
});

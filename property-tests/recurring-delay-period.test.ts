// PX-16-008: delaying by one period, on the page (delayedOnePeriod) and in the sandbox (step), against a
// simple model: N weeks is 7·N days; N months is the same day N calendar months on, or the month's last
// day when it has fewer days. The model walks the calendar one day at a time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, fromDayNumber } from '../machines/recurring/dates.ts';
import { delayedOnePeriod } from '../machines/recurring/standing-order-edit.ts';
import { step } from '../sandbox/domain/standing-orders.ts';

const date = fc.integer({ min: dayNumber('2024-01-01'), max: dayNumber('2032-12-31') }).map(fromDayNumber);
const frequency = fc.record({ interval: fc.integer({ min: 1, max: 52 }), unit: fc.constantFrom('Weeks' as const, 'Months' as const) });

/** The model: count days forward until the calendar shows the target month and day (or the month ends). */
function modelOnePeriod(start: string, interval: number, unit: 'Weeks' | 'Months'): string {
  let day = dayNumber(start);
  if (unit === 'Weeks') {
    for (let i = 0; i < interval * 7; i += 1) day += 1;
    return fromDayNumber(day);
  }
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const targetMonth = (y * 12 + (m - 1) + interval);
  for (;;) {
    day += 1;
    const [cy, cm, cd] = fromDayNumber(day).split('-').map(Number) as [number, number, number];
    const month = cy * 12 + (cm - 1);
    if (month === targetMonth) {
      const nextDay = fromDayNumber(day + 1);
      const lastOfMonth = Number(nextDay.slice(5, 7)) !== cm;
      if (cd === d || (lastOfMonth && cd < d)) return fromDayNumber(day);
    }
  }
}

describe('delay by one period', () => {
  it('[PX-16-008] the page and the sandbox move the next order exactly one period, as the day-by-day model does', () => {
    fc.assert(
      fc.property(date, frequency, (start, f) => {
        const expected = modelOnePeriod(start, f.interval, f.unit);
        expect(delayedOnePeriod(start, f)).toBe(expected);
        expect(step(start, f, 1)).toBe(expected);
      }),
    );
  });
});

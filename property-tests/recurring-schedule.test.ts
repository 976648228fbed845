import fc from 'fast-check';
import { addDays, dayNumber, fromDayNumber } from '../machines/recurring/dates.ts';
import { delaySchedule, nextOrderDate, occurrenceDate, type Schedule } from '../machines/recurring/schedule.ts';

const date = fc.integer({ min: dayNumber('2024-01-01'), max: dayNumber('2032-12-31') }).map(fromDayNumber);
const schedule: fc.Arbitrary<Schedule> = fc
  .record({
    firstShipmentDate: date,
    frequency: fc.record({ interval: fc.integer({ min: 1, max: 52 }), unit: fc.constantFrom('Weeks' as const, 'Months' as const) }),
    endAfterDays: fc.option(fc.integer({ min: 1, max: 2000 }), { nil: null }),
    offsetDays: fc.integer({ min: 0, max: 180 }),
  })
  .map(({ endAfterDays, ...rest }) => ({ ...rest, endDate: endAfterDays === null ? null : addDays(rest.firstShipmentDate, endAfterDays) }));

/** Every occurrence of the schedule, by brute force, up to the end date or a horizon. */
function occurrences(s: Schedule, horizon = 1000): string[] {
  const dates: string[] = [];
  for (let k = 0; k < horizon; k += 1) {
    const d = occurrenceDate(s, k);
    if (d === null) break;
    dates.push(d);
  }
  return dates;
}

describe('standing-order schedule properties', () => {
  it('[SH-3-026][SH-3-024] the next order date is after the previous one, an occurrence, the first such, and never after the end date', () => {
    fc.assert(
      fc.property(schedule, fc.option(date, { nil: null }), (s, previous) => {
        const next = nextOrderDate(s, previous);
        const expected = occurrences(s).find((d) => previous === null || d > previous) ?? null;
        if (next !== null) {
          if (previous !== null) expect(next > previous).toBe(true);
          if (s.endDate !== null) expect(next <= s.endDate).toBe(true);
          expect(next).toBe(expected);
        } else {
          expect(s.endDate).not.toBeNull();
          expect(expected).toBeNull();
        }
      }),
    );
  });

  it('[SH-3-025][SH-3-026] following next order dates from nothing walks every occurrence in strictly increasing order', () => {
    fc.assert(
      fc.property(schedule, (s) => {
        const walked: string[] = [];
        for (let d = nextOrderDate(s, null); d !== null && walked.length < 60; d = nextOrderDate(s, d)) walked.push(d);
        expect(walked).toEqual(occurrences(s, walked.length === 60 ? 60 : 1000));
      }),
    );
  });

  it('[SH-1-014] a delay moves every occurrence by exactly the days and keeps the end date', () => {
    fc.assert(
      fc.property(schedule, fc.integer({ min: 1, max: 90 }), fc.nat({ max: 30 }), (s, days, k) => {
        const delayed = delaySchedule(s, days);
        expect(delayed.endDate).toBe(s.endDate);
        const unbounded = occurrenceDate({ ...s, endDate: null }, k)!;
        const moved = occurrenceDate(delayed, k);
        const shifted = addDays(unbounded, days);
        expect(moved).toBe(s.endDate !== null && shifted > s.endDate ? null : shifted);
      }),
    );
  });
});

import { addDays, addMonths, dayNumber, fromDayNumber } from '../../../machines/recurring/dates.ts';
import {
  delaySchedule,
  isValidDelay,
  nextOrderDate,
  occurrenceDate,
  scheduleProblems,
  type Schedule,
} from '../../../machines/recurring/schedule.ts';
import { standingOrderTotals, type Occurrence, type OccurrenceStatus } from '../../../machines/recurring/totals.ts';

const every4Weeks: Schedule = { firstShipmentDate: '2026-01-05', frequency: { interval: 4, unit: 'Weeks' }, endDate: null };
const monthlyFrom31st: Schedule = { firstShipmentDate: '2026-01-31', frequency: { interval: 1, unit: 'Months' }, endDate: null };

describe('calendar dates', () => {
  it('[SH-3-024] day numbers round-trip and reject invalid dates', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(fromDayNumber(20_454)).toBe('2026-01-01');
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-01', 'x', '2026-01-01T00:00:00Z', ' 2026-01-01']) {
      expect(() => dayNumber(bad)).toThrow(new RangeError(`Invalid date: ${bad}`));
    }
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
  });

  it('[SH-3-025] adds days and months; month ends clamp', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 3)).toBe('2026-04-30');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('standing-order schedule', () => {
  it('[SH-3-025][SH-3-026] occurrences every N weeks from the first shipment', () => {
    expect([0, 1, 2].map((k) => occurrenceDate(every4Weeks, k))).toEqual(['2026-01-05', '2026-02-02', '2026-03-02']);
  });

  it('[SH-3-025][SH-3-026] occurrences every N months keep the day of month, clamped to shorter months', () => {
    expect([0, 1, 2, 3].map((k) => occurrenceDate(monthlyFrom31st, k))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    const quarterly: Schedule = { ...monthlyFrom31st, frequency: { interval: 3, unit: 'Months' } };
    expect(occurrenceDate(quarterly, 1)).toBe('2026-04-30');
  });

  it('[SH-3-024] no occurrence after the end date; the end date itself counts', () => {
    const ending = { ...every4Weeks, endDate: '2026-02-02' };
    expect(occurrenceDate(ending, 1)).toBe('2026-02-02');
    expect(occurrenceDate(ending, 2)).toBeNull();
  });

  it('[SH-3-026] the next order date is the first shipment when nothing was ordered yet', () => {
    expect(nextOrderDate(every4Weeks, null)).toBe('2026-01-05');
    expect(nextOrderDate({ ...every4Weeks, endDate: '2026-01-04' }, null)).toBeNull();
  });

  it.each([
    ['2026-01-05', '2026-02-02'],
    ['2026-01-04', '2026-01-05'],
    ['2025-06-01', '2026-01-05'],
    ['2026-02-01', '2026-02-02'],
    ['2026-02-02', '2026-03-02'],
    ['2026-03-01', '2026-03-02'],
  ])('[SH-3-026] every 4 weeks, after %s the next order is on %s', (previous, next) => {
    expect(nextOrderDate(every4Weeks, previous)).toBe(next);
  });

  it.each([
    ['2026-01-31', '2026-02-28'],
    ['2026-02-28', '2026-03-31'],
    ['2026-03-30', '2026-03-31'],
    ['2026-03-31', '2026-04-30'],
    ['2027-01-31', '2027-02-28'],
  ])('[SH-3-026] monthly from the 31st, after %s the next order is on %s', (previous, next) => {
    expect(nextOrderDate(monthlyFrom31st, previous)).toBe(next);
  });

  it('[SH-3-026] every 2 months, a previous date between occurrences', () => {
    const bimonthly: Schedule = { firstShipmentDate: '2026-01-15', frequency: { interval: 2, unit: 'Months' }, endDate: null };
    expect(nextOrderDate(bimonthly, '2026-02-20')).toBe('2026-03-15');
    expect(nextOrderDate(bimonthly, '2026-03-14')).toBe('2026-03-15');
    expect(nextOrderDate(bimonthly, '2026-03-15')).toBe('2026-05-15');
  });

  it('[SH-3-024][SH-3-026] no next order date after the end date', () => {
    expect(nextOrderDate({ ...every4Weeks, endDate: '2026-03-01' }, '2026-02-02')).toBeNull();
    expect(nextOrderDate({ ...every4Weeks, endDate: '2026-03-02' }, '2026-02-02')).toBe('2026-03-02');
  });

  it('[SH-1-014][SH-3-026] a delay moves the next and every later occurrence by the same days; the end date stays', () => {
    const delayed = delaySchedule({ ...every4Weeks, endDate: '2026-03-05' }, 3);
    expect(delayed.offsetDays).toBe(3);
    expect(delayed.endDate).toBe('2026-03-05');
    expect(occurrenceDate(delayed, 1)).toBe('2026-02-05');
    expect(occurrenceDate(delayed, 2)).toBe('2026-03-05');
    expect(nextOrderDate(delayed, '2026-02-05')).toBe('2026-03-05');
    expect(nextOrderDate(delayed, '2026-02-04')).toBe('2026-02-05');
    expect(occurrenceDate(delaySchedule(delayed, 1), 2)).toBeNull();
    expect(delaySchedule(delayed, 2).offsetDays).toBe(5);
  });

  it('[SH-1-014] a delay is a whole number of days from 1 to 90', () => {
    expect([0, 1, 45, 90, 91, 1.5, -1, Number.NaN].map(isValidDelay)).toEqual([false, true, true, true, false, false, false, false]);
  });

  it('[SH-3-024][SH-3-025][SH-3-026] set-up problems', () => {
    const draft = { startDate: '2026-01-01', firstShipmentDate: '2026-01-05', endDate: '2026-12-31', frequency: { interval: 4, unit: 'Weeks' as const } };
    expect(scheduleProblems(draft, '2026-01-05')).toEqual([]);
    expect(scheduleProblems({ ...draft, endDate: null }, '2026-01-01')).toEqual([]);
    expect(scheduleProblems({ ...draft, firstShipmentDate: '2026-01-01' }, '2026-01-01')).toEqual([]);
    expect(scheduleProblems({ ...draft, firstShipmentDate: '2025-12-31' }, '2025-12-01')).toEqual(['firstShipmentBeforeStart']);
    expect(scheduleProblems(draft, '2026-01-06')).toEqual(['firstShipmentInPast']);
    expect(scheduleProblems({ ...draft, endDate: '2026-01-05' }, '2026-01-01')).toEqual(['endNotAfterFirstShipment']);
    expect(scheduleProblems({ ...draft, endDate: '2026-01-06' }, '2026-01-01')).toEqual([]);
    for (const interval of [0, 53, 2.5]) {
      expect(scheduleProblems({ ...draft, frequency: { interval, unit: 'Months' } }, '2026-01-01')).toEqual(['intervalOutOfRange']);
    }
    for (const interval of [1, 52]) {
      expect(scheduleProblems({ ...draft, frequency: { interval, unit: 'Months' } }, '2026-01-01')).toEqual([]);
    }
  });
});

describe('annual totals', () => {
  const CORTEXA = '01t000000000001';
  const PROBE_TIPS = '01t000000000005';
  /** The anchor data's tiers, in cents: Cortexa 172.00 below 10, 161.00 from 10, 149.00 from 50; probe tips 58.50 below 20, 52.00 from 20. */
  const unitCents = (productId: string, quantity: number) =>
    productId === CORTEXA ? (quantity >= 50 ? 14_900 : quantity >= 10 ? 16_100 : 17_200) : quantity >= 20 ? 5_200 : 5_850;
  /** The first `count` occurrences of a schedule, every one with the same products and statuses given by position. */
  const occurrences = (schedule: Schedule, count: number, items: Occurrence['items'], status: (k: number) => OccurrenceStatus = () => 'Scheduled'): Occurrence[] =>
    Array.from({ length: count }, (_, k) => ({ date: occurrenceDate(schedule, k)!, status: status(k), items }));

  it('[SH-2-014][SH-3-028][SH-3-030] the standing order of the anchor data: every 4 weeks, 13 shipments in the year of 10 packs at 161.00', () => {
    const totals = standingOrderTotals(occurrences(every4Weeks, 13, [{ productId: CORTEXA, quantity: 10 }]), '2027-01-05', unitCents);
    expect(totals.numberOfShipments).toBe(13);
    expect(totals.totalQuantity).toBe(130);
    // 13 × 10 × 161.00 = 20,930.00
    expect(totals.annualAmountCents).toBe(2_093_000);
  });

  it('[SH-3-030] only the occurrences before the end of the twelve months from the first shipment count toward the annual amount', () => {
    // The 15th occurrence (2027-02-01) falls after the year: it is a shipment, but not in this year's amount.
    const totals = standingOrderTotals(occurrences(every4Weeks, 15, [{ productId: CORTEXA, quantity: 9 }]), '2027-01-05', unitCents);
    expect(totals.numberOfShipments).toBe(15);
    expect(totals.annualAmountCents).toBe(14 * 9 * 17_200);
  });

  it('[SH-3-029][SH-3-028] shipped, cancelled and skipped occurrences: quantities shipped, cancelled and to be shipped', () => {
    const statuses: OccurrenceStatus[] = ['Shipped', 'Shipped', 'Skipped', 'Cancelled', 'Scheduled', 'Scheduled'];
    const totals = standingOrderTotals(occurrences(monthlyFrom31st, 6, [{ productId: PROBE_TIPS, quantity: 4 }], (k) => statuses[k]!), '2027-01-31', unitCents);
    expect(totals).toEqual({
      numberOfShipments: 4,
      totalQuantity: 16,
      quantityShipped: 8,
      quantityCancelled: 8,
      quantityToBeShipped: 8,
      annualAmountCents: 4 * 4 * 5_850,
    });
  });

  it('[PX-32-004][SH-3-029][SH-3-030] several products: each at the tier price of its own quantity, quantities added over the products', () => {
    const items = [
      { productId: CORTEXA, quantity: 50 },
      { productId: PROBE_TIPS, quantity: 20 },
    ];
    const totals = standingOrderTotals(occurrences(monthlyFrom31st, 12, items), '2027-01-31', unitCents);
    expect(totals.numberOfShipments).toBe(12);
    expect(totals.totalQuantity).toBe(12 * 70);
    // A month: 50 × 149.00 + 20 × 52.00 = 7,450.00 + 1,040.00 = 8,490.00; twelve months 101,880.00.
    expect(totals.annualAmountCents).toBe(10_188_000);
  });
});

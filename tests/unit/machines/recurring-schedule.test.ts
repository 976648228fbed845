import { addDays, addMonths, dayNumber, fromDayNumber } from '../../../machines/recurring/dates.ts';
import { add, formatDecimal, integer, multiply, parseDecimal, round } from '../../../machines/recurring/decimal.ts';
import {
  delaySchedule,
  isValidDelay,
  nextOrderDate,
  occurrenceDate,
  scheduleProblems,
  shipmentsPerYear,
  type Schedule,
} from '../../../machines/recurring/schedule.ts';
import { annualTotals } from '../../../machines/recurring/totals.ts';

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
  it('[SH-2-014][SH-3-028][SH-3-030] every 4 weeks: 13 shipments × 10 × 172.00', () => {
    expect(shipmentsPerYear(every4Weeks)).toBe(13);
    expect(annualTotals(every4Weeks, '10', '172.00')).toEqual({
      numberOfShipments: 13,
      totalQuantity: '130',
      productAmount: '22360.00',
      annualTotal: '22360.00',
    });
  });

  it('[SH-2-014][SH-3-028] a year has 52 weeks or 12 months over the interval, in whole shipments', () => {
    expect(shipmentsPerYear({ ...every4Weeks, frequency: { interval: 1, unit: 'Weeks' } })).toBe(52);
    expect(shipmentsPerYear({ ...every4Weeks, frequency: { interval: 3, unit: 'Weeks' } })).toBe(17);
    expect(shipmentsPerYear({ ...every4Weeks, frequency: { interval: 52, unit: 'Weeks' } })).toBe(1);
    expect(shipmentsPerYear(monthlyFrom31st)).toBe(12);
    expect(shipmentsPerYear({ ...monthlyFrom31st, frequency: { interval: 5, unit: 'Months' } })).toBe(2);
    expect(shipmentsPerYear({ ...monthlyFrom31st, frequency: { interval: 12, unit: 'Months' } })).toBe(1);
    expect(shipmentsPerYear({ ...monthlyFrom31st, frequency: { interval: 13, unit: 'Months' } })).toBe(0);
  });

  it('[SH-3-024][SH-3-028] the end date cuts the year short', () => {
    expect(shipmentsPerYear({ ...every4Weeks, endDate: '2026-03-02' })).toBe(3);
    expect(shipmentsPerYear({ ...every4Weeks, endDate: '2026-03-01' })).toBe(2);
    expect(shipmentsPerYear({ ...every4Weeks, endDate: '2026-01-04' })).toBe(0);
    expect(shipmentsPerYear({ ...every4Weeks, endDate: '2030-01-01' })).toBe(13);
  });

  it('[SH-2-014][SH-3-030] the standing order of the anchor data: every 4 weeks, 10 packs at 161.00 plus 1308.13 tax', () => {
    expect(annualTotals(every4Weeks, '10.0', '161.00', '1308.13')).toEqual({
      numberOfShipments: 13,
      totalQuantity: '130.0',
      productAmount: '20930.00',
      annualTotal: '22238.13',
    });
  });

  it('[SH-3-029][SH-3-030] decimal quantities and prices, tax added, rounded half up to cents', () => {
    const monthly: Schedule = { firstShipmentDate: '2026-01-15', frequency: { interval: 1, unit: 'Months' }, endDate: null };
    expect(annualTotals(monthly, '2.5', '58.50', '42.10')).toEqual({
      numberOfShipments: 12,
      totalQuantity: '30.0',
      productAmount: '1755.00',
      annualTotal: '1797.10',
    });
    expect(annualTotals({ ...monthly, frequency: { interval: 12, unit: 'Months' } }, '1.5', '0.333').productAmount).toBe('0.50');
    expect(annualTotals({ ...monthly, frequency: { interval: 12, unit: 'Months' } }, '1', '0.334', '0.001').annualTotal).toBe('0.33');
  });

  it('[SH-3-030] decimal helpers are exact', () => {
    expect(formatDecimal(parseDecimal(' 172.00 '))).toBe('172.00');
    expect(formatDecimal(parseDecimal('0.05'))).toBe('0.05');
    expect(formatDecimal(multiply(parseDecimal('0.1'), parseDecimal('0.2')))).toBe('0.02');
    expect(formatDecimal(add(parseDecimal('0.1'), parseDecimal('0.25')))).toBe('0.35');
    expect(formatDecimal(add(parseDecimal('1.25'), parseDecimal('2')))).toBe('3.25');
    expect(formatDecimal(round(parseDecimal('2.345'), 2))).toBe('2.35');
    expect(formatDecimal(round(parseDecimal('2.344'), 2))).toBe('2.34');
    expect(formatDecimal(round(parseDecimal('2.3449'), 2))).toBe('2.34');
    expect(formatDecimal(round(parseDecimal('0.005'), 2))).toBe('0.01');
    expect(formatDecimal(round(parseDecimal('9.995'), 2))).toBe('10.00');
    expect(formatDecimal(round(parseDecimal('2.35'), 2))).toBe('2.35');
    expect(formatDecimal(round(parseDecimal('7'), 2))).toBe('7.00');
    expect(formatDecimal(round(parseDecimal('7.10'), 2))).toBe('7.10');
    expect(formatDecimal(integer(13))).toBe('13');
    expect(formatDecimal(parseDecimal('0.007'))).toBe('0.007');
    for (const bad of ['', '1.', '.5', '1,5', 'abc', '1e3', '-1']) expect(() => parseDecimal(bad)).toThrow(new RangeError(`Not a decimal: ${bad}`));
  });
});

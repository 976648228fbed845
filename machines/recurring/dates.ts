// Calendar dates as ISO 'YYYY-MM-DD' strings, computed in UTC days so time zones never shift them.
const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid ISO date; a RangeError otherwise. */
export function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  const day = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY : NaN;
  if (Number.isNaN(day) || fromDayNumber(day) !== date) throw new RangeError(`Invalid date: ${date}`);
  return day;
}

export function fromDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Adds months keeping the day of month, clamped to the last day of a shorter month (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: string, months: number): string {
  dayNumber(date);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

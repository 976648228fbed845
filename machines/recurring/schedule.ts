// Standing-order schedule (SH §3 "Recurring order", SH §1): every N weeks or months from the first
// shipment date, up to an optional end date; delays move the next and every later occurrence.
import {
  DAYS_PER_WEEK,
  DELAY_DAYS_MAX,
  DELAY_DAYS_MIN,
  FREQUENCY_INTERVAL_MAX,
  FREQUENCY_INTERVAL_MIN,
} from '../constants/session-locale.ts';
import type { Wire } from '../wire.ts';
import { addDays, addMonths, dayNumber } from './dates.ts';

/** Every `interval` weeks or months (the contract's Frequency). */
export type Frequency = Wire['Frequency'];

export interface Schedule {
  firstShipmentDate: string;
  frequency: Frequency;
  /** Last day an occurrence may fall on; null when open-ended. */
  endDate: string | null;
  /** Days every not-yet-placed occurrence has been delayed by. */
  offsetDays?: number;
}

const baseOccurrence = (schedule: Schedule, index: number): string =>
  schedule.frequency.unit === 'Weeks'
    ? addDays(schedule.firstShipmentDate, index * schedule.frequency.interval * DAYS_PER_WEEK)
    : addMonths(schedule.firstShipmentDate, index * schedule.frequency.interval);

const withinEnd = (schedule: Schedule, date: string): string | null =>
  schedule.endDate === null || date <= schedule.endDate ? date : null;

/** The date of occurrence `index` (0 = first shipment), or null when it falls after the end date. */
export function occurrenceDate(schedule: Schedule, index: number): string | null {
  return withinEnd(schedule, addDays(baseOccurrence(schedule, index), schedule.offsetDays ?? 0));
}

/**
 * The first occurrence strictly after `previous` (the first shipment when there is no previous
 * order), or null when it would fall after the end date.
 */
export function nextOrderDate(schedule: Schedule, previous: string | null): string | null {
  if (previous === null) return occurrenceDate(schedule, 0);
  const unshifted = addDays(previous, -(schedule.offsetDays ?? 0));
  let index = 0;
  while (baseOccurrence(schedule, index) <= unshifted) index += 1;
  return occurrenceDate(schedule, index);
}

export type ScheduleProblem =
  | 'intervalOutOfRange'
  | 'firstShipmentBeforeStart'
  | 'firstShipmentInPast'
  | 'endNotAfterFirstShipment';

export interface ScheduleDraft {
  startDate: string;
  firstShipmentDate: string;
  endDate: string | null;
  frequency: Frequency;
}

/** What keeps a set-up from being sent (openapi ext-orders CreateRecurringOrderRequest). */
export function scheduleProblems(draft: ScheduleDraft, today: string): ScheduleProblem[] {
  const { interval } = draft.frequency;
  const problems: ScheduleProblem[] = [];
  if (!Number.isInteger(interval) || interval < FREQUENCY_INTERVAL_MIN || interval > FREQUENCY_INTERVAL_MAX) problems.push('intervalOutOfRange');
  if (dayNumber(draft.firstShipmentDate) < dayNumber(draft.startDate)) problems.push('firstShipmentBeforeStart');
  if (dayNumber(draft.firstShipmentDate) < dayNumber(today)) problems.push('firstShipmentInPast');
  if (draft.endDate !== null && dayNumber(draft.endDate) <= dayNumber(draft.firstShipmentDate)) problems.push('endNotAfterFirstShipment');
  return problems;
}

export function isValidDelay(days: number): boolean {
  return Number.isInteger(days) && days >= DELAY_DAYS_MIN && days <= DELAY_DAYS_MAX;
}

/** The schedule with every not-yet-placed occurrence moved by `days`; the end date stays. */
export function delaySchedule(schedule: Schedule, days: number): Schedule {
  return { ...schedule, offsetDays: (schedule.offsetDays ?? 0) + days };
}

/** PX-69-004: how often, as people say it: 'week', 'month' for an interval of 1, else '4 weeks', '2 months'. */
export function frequencyWords(frequency: Frequency): string {
  const unit = frequency.unit === 'Weeks' ? 'week' : 'month';
  return frequency.interval === 1 ? unit : `${frequency.interval} ${unit}s`;
}

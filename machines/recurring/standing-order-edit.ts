// Editing a standing order (PX-16-007): quantity, how often, the next order date and the end date.
// What keeps the change from being sent, field by field; the body of the update call.
import { DAYS_PER_WEEK, FREQUENCY_INTERVAL_MAX, FREQUENCY_INTERVAL_MIN } from '../constants/session-locale.ts';
import { addDays, addMonths } from './dates.ts';
import { isIsoDate } from '../catalogue/standing-order-setup.machine.ts';
import type { Frequency } from './schedule.ts';

export interface StandingOrderEditForm {
  quantity: string;
  interval: string;
  unit: Frequency['unit'];
  nextOrderDate: string;
  endDate: string;
}

export type StandingOrderEditField = keyof StandingOrderEditForm;

export const EDIT_MESSAGES = {
  quantity: 'Enter a whole quantity of at least 1.',
  interval: `Repeat every ${FREQUENCY_INTERVAL_MIN} to ${FREQUENCY_INTERVAL_MAX} weeks or months.`,
  nextOrderDateInvalid: 'Enter the next order date as a date.',
  nextOrderDatePast: 'The next order date must not be in the past.',
  endDateInvalid: 'Enter the end date as a date, or leave it empty.',
  endDateBeforeNext: 'The end date must be on or after the next order date.',
} as const;

export function editProblems(form: StandingOrderEditForm, today: string): Partial<Record<StandingOrderEditField, string>> {
  const problems: Partial<Record<StandingOrderEditField, string>> = {};
  if (!/^\d+$/.test(form.quantity.trim()) || Number(form.quantity) < 1) problems.quantity = EDIT_MESSAGES.quantity;
  const interval = form.interval.trim();
  if (!/^\d+$/.test(interval) || Number(interval) < FREQUENCY_INTERVAL_MIN || Number(interval) > FREQUENCY_INTERVAL_MAX) problems.interval = EDIT_MESSAGES.interval;
  if (!isIsoDate(form.nextOrderDate)) problems.nextOrderDate = EDIT_MESSAGES.nextOrderDateInvalid;
  else if (form.nextOrderDate < today) problems.nextOrderDate = EDIT_MESSAGES.nextOrderDatePast;
  if (form.endDate !== '') {
    if (!isIsoDate(form.endDate)) problems.endDate = EDIT_MESSAGES.endDateInvalid;
    else if (!problems.nextOrderDate && form.endDate < form.nextOrderDate) problems.endDate = EDIT_MESSAGES.endDateBeforeNext;
  }
  return problems;
}

/** The update call's body (openapi UpdateRecurringOrderRequest); an empty end date makes it open-ended. */
export function editRequest(form: StandingOrderEditForm) {
  return {
    quantity: String(Number(form.quantity.trim())),
    frequency: { interval: Number(form.interval.trim()), unit: form.unit },
    nextOrderDate: form.nextOrderDate,
    endDate: form.endDate === '' ? null : form.endDate,
  };
}

/** PX-16-008: the next order date after a delay of one period (N weeks, or N months clamped to the month's end). */
export function delayedOnePeriod(nextOrderDate: string, frequency: Frequency): string {
  return frequency.unit === 'Weeks' ? addDays(nextOrderDate, frequency.interval * DAYS_PER_WEEK) : addMonths(nextOrderDate, frequency.interval);
}

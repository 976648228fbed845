// Editing a standing order (PX-16-007): each product's quantity (PX-32-006), how often, the next order
// date and the end date. What keeps the change from being sent, field by field; the body of the update call.
import { DAYS_PER_WEEK, FREQUENCY_INTERVAL_MAX, FREQUENCY_INTERVAL_MIN } from '../constants/session-locale.ts';
import { addDays, addMonths } from './dates.ts';
import { isIsoDate } from '../catalogue/standing-order-setup.machine.ts';
import type { Frequency } from './schedule.ts';

/** One scheduled product's quantity as typed (PX-32-006). */
interface EditQuantity {
  productId: string;
  name: string;
  quantity: string;
}

export interface StandingOrderEditForm {
  quantities: EditQuantity[];
  interval: string;
  unit: Frequency['unit'];
  nextOrderDate: string;
  endDate: string;
}

/** A quantity field is named after its product. */
export type QuantityField = `quantity.${string}`;
export type StandingOrderEditField = Exclude<keyof StandingOrderEditForm, 'quantities'> | QuantityField;
export const quantityField = (productId: string): QuantityField => `quantity.${productId}`;

/** The form with one field changed: a product's quantity, or one of the schedule's fields. */
export function withEditField(form: StandingOrderEditForm, field: StandingOrderEditField, value: string): StandingOrderEditForm {
  if (field.startsWith('quantity.')) return { ...form, quantities: form.quantities.map((q) => (quantityField(q.productId) === field ? { ...q, quantity: value } : q)) };
  if (field === 'unit') return { ...form, unit: value === 'Months' ? 'Months' : 'Weeks' };
  return { ...form, [field]: value };
}

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
  for (const { productId, quantity } of form.quantities) if (!/^\d+$/.test(quantity.trim()) || Number(quantity) < 1) problems[quantityField(productId)] = EDIT_MESSAGES.quantity;
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

/** The update call's body (openapi UpdateRecurringOrderRequest, items by product, PX-32-006); an empty end date makes it open-ended. */
export function editRequest(form: StandingOrderEditForm) {
  return {
    items: form.quantities.map(({ productId, quantity }) => ({ productId, quantity: String(Number(quantity.trim())) })),
    frequency: { interval: Number(form.interval.trim()), unit: form.unit },
    nextOrderDate: form.nextOrderDate,
    endDate: form.endDate === '' ? null : form.endDate,
  };
}

/** PX-16-008: the next order date after a delay of one period (N weeks, or N months clamped to the month's end). */
export function delayedOnePeriod(nextOrderDate: string, frequency: Frequency): string {
  return frequency.unit === 'Weeks' ? addDays(nextOrderDate, frequency.interval * DAYS_PER_WEEK) : addMonths(nextOrderDate, frequency.interval);
}

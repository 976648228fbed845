// The standing-order set-up popup (SH-2-013, SH-3-024..SH-3-026): repeat every N weeks or months,
// start, first shipment and end dates, the next order date computed from them, the shipping address and
// the purchase order that pay each order; its own messages, shown once the buyer tries to save.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isIsoDate } from '../catalogue/standing-order-setup.machine.ts';
import { FREQUENCY_INTERVAL_MAX, FREQUENCY_INTERVAL_MIN } from '../constants/session-locale.ts';
import { nextOrderDate, scheduleProblems, type ScheduleProblem } from './schedule.ts';

export interface SetupForm {
  interval: string;
  unit: 'Weeks' | 'Months';
  startDate: string;
  firstShipmentDate: string;
  endDate: string;
  shipToAddressId: string;
  poNumber: string;
}

export type SetupField = keyof SetupForm;

export const SETUP_MESSAGES = {
  interval: `Repeat every ${FREQUENCY_INTERVAL_MIN} to ${FREQUENCY_INTERVAL_MAX} weeks or months.`,
  startDate: 'Enter the start date as a date.',
  firstShipmentDate: 'Enter the first shipment date as a date.',
  firstShipmentBeforeStart: 'The first shipment date must be on or after the start date.',
  firstShipmentInPast: 'The first shipment date must not be in the past.',
  endDate: 'Enter the end date as a date, or leave it empty.',
  endNotAfterFirstShipment: 'The end date must be after the first shipment date.',
  shipToAddressId: 'Choose the address to ship to.',
  poNumber: 'Enter the purchase order number that pays each order (at most 80 characters).',
} as const;

const SCHEDULE_FIELD: Record<ScheduleProblem, [SetupField, string]> = {
  intervalOutOfRange: ['interval', SETUP_MESSAGES.interval],
  firstShipmentBeforeStart: ['firstShipmentDate', SETUP_MESSAGES.firstShipmentBeforeStart],
  firstShipmentInPast: ['firstShipmentDate', SETUP_MESSAGES.firstShipmentInPast],
  endNotAfterFirstShipment: ['endDate', SETUP_MESSAGES.endNotAfterFirstShipment],
};

/** What keeps the set-up from being sent, by field. */
export function setupProblems(form: SetupForm, today: string): Partial<Record<SetupField, string>> {
  const problems: Partial<Record<SetupField, string>> = {};
  if (!isIsoDate(form.startDate)) problems.startDate = SETUP_MESSAGES.startDate;
  if (!isIsoDate(form.firstShipmentDate)) problems.firstShipmentDate = SETUP_MESSAGES.firstShipmentDate;
  if (form.endDate !== '' && !isIsoDate(form.endDate)) problems.endDate = SETUP_MESSAGES.endDate;
  const interval = /^\d+$/.test(form.interval.trim()) ? Number(form.interval) : Number.NaN;
  if (!problems.startDate && !problems.firstShipmentDate && !problems.endDate) {
    const draft = { startDate: form.startDate, firstShipmentDate: form.firstShipmentDate, endDate: form.endDate || null, frequency: { interval, unit: form.unit } };
    for (const problem of scheduleProblems(draft, today)) {
      const [field, message] = SCHEDULE_FIELD[problem];
      problems[field] ??= message;
    }
  } else if (!(interval >= FREQUENCY_INTERVAL_MIN && interval <= FREQUENCY_INTERVAL_MAX)) problems.interval = SETUP_MESSAGES.interval;
  if (form.shipToAddressId === '') problems.shipToAddressId = SETUP_MESSAGES.shipToAddressId;
  const po = form.poNumber.trim();
  if (po === '' || po.length > 80) problems.poNumber = SETUP_MESSAGES.poNumber;
  return problems;
}

/** SH-3-026: the next order date the schedule gives (the first shipment), or null while it is not valid. */
export function computedNextOrderDate(form: SetupForm, today: string): string | null {
  const problems = setupProblems(form, today);
  if (problems.interval || problems.startDate || problems.firstShipmentDate || problems.endDate) return null;
  return nextOrderDate({ firstShipmentDate: form.firstShipmentDate, endDate: form.endDate || null, frequency: { interval: Number(form.interval), unit: form.unit } }, null);
}

export function setupRequest(form: SetupForm, facts: { productId: string; quantity: number; unitOfMeasure: string }) {
  return {
    productId: facts.productId,
    quantity: String(facts.quantity),
    unitOfMeasure: facts.unitOfMeasure,
    frequency: { interval: Number(form.interval), unit: form.unit },
    startDate: form.startDate,
    firstShipmentDate: form.firstShipmentDate,
    ...(form.endDate ? { endDate: form.endDate } : {}),
    shipToAddressId: form.shipToAddressId,
    paymentMethod: { type: 'PurchaseOrder' as const, poNumber: form.poNumber.trim() },
  };
}

export const setupPopupMachine = setup({
  types: {
    input: {} as { today: string; form: SetupForm },
    context: {} as { today: string; form: SetupForm; problems: Partial<Record<SetupField, string>>; submitted: boolean; failure: unknown },
    events: {} as { type: 'field.changed'; field: SetupField; value: string } | { type: 'submit' },
  },
  actors: {
    create: fromPromise<unknown, { form: SetupForm }>(async () => {
      throw new Error('create must be provided');
    }),
  },
  guards: { valid: ({ context }) => Object.keys(setupProblems(context.form, context.today)).length === 0 },
}).createMachine({
  id: 'standingOrderSetupPopup',
  context: ({ input }) => ({ ...input, problems: {}, submitted: false, failure: undefined }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': {
          actions: assign(({ context, event }) => {
            assertEvent(event, 'field.changed');
            const form = { ...context.form, [event.field]: event.field === 'unit' ? (event.value === 'Months' ? 'Months' : 'Weeks') : event.value };
            return { form, problems: context.submitted ? setupProblems(form, context.today) : {} };
          }),
        },
        submit: [
          { guard: 'valid', target: 'submitting', actions: assign({ submitted: true, problems: {} }) },
          { actions: assign(({ context }) => ({ submitted: true, problems: setupProblems(context.form, context.today) })) },
        ],
      },
    },
    submitting: {
      entry: assign({ failure: undefined }),
      invoke: {
        src: 'create',
        input: ({ context }) => ({ form: context.form }),
        onDone: 'done',
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    done: { type: 'final' },
  },
});

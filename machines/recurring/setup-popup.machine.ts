// The standing-order set-up popup (SH-2-013, SH-3-024..SH-3-026): repeat every N weeks or months,
// start, first shipment and end dates, the next order date computed from them, the shipping address and
// the purchase order or card that pays each order (PX-23-002); its own messages, shown once the buyer
// tries to save. Opened from the product page for one product, or from the cart for its eligible lines
// (PX-23-001): ONE standing order holding every line (PX-32-005), sent with one Idempotency-Key so a
// retry never creates a second one (PX-23-003).
import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { isIsoDate } from '../catalogue/standing-order-setup.machine.ts';
import { cardFormErrors, EMPTY_CARD_FORM, withCardField, type CardField, type CardForm } from '../checkout/card-form.ts';
import { FREQUENCY_INTERVAL_MAX, FREQUENCY_INTERVAL_MIN } from '../constants/session-locale.ts';
import { nextOrderDate, scheduleProblems, type ScheduleProblem } from './schedule.ts';
import { EDIT_MESSAGES, quantityField, type QuantityField } from './standing-order-edit.ts';

export interface SetupForm {
  interval: string;
  unit: 'Weeks' | 'Months';
  startDate: string;
  firstShipmentDate: string;
  endDate: string;
  shipToAddressId: string;
  poNumber: string;
  payment: SetupPayment;
}

type SetupPayment = 'PurchaseOrder' | 'CreditCard';
export type SetupField = keyof SetupForm;
/** A problem of the schedule, address or purchase order, of the card's fields, or of a line's quantity (their names do not clash). */
export type SetupProblems = Partial<Record<SetupField | CardField | QuantityField, string>>;

/** One product to schedule: the product page's product, or one eligible cart line of several. */
export interface SetupLine {
  productId: string;
  quantity: number;
  unitOfMeasure: string;
}

/** The payment of the standing order's orders: the purchase order, or the card's token (never the card). */
export type SetupPaymentMethod = { type: 'PurchaseOrder'; poNumber: string } | { type: 'CreditCard'; paymentToken: string };

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

/** The card form's expiry is judged against the popup's day (noon, so no time zone moves it a day). */
const dayOf = (today: string) => new Date(`${today}T12:00:00`);

/** What keeps the set-up from being sent, by field (PX-23-002: the checkout's card rules when paid by card). */
export function setupProblems(form: SetupForm, today: string, card: CardForm = EMPTY_CARD_FORM): SetupProblems {
  const problems: SetupProblems = {};
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
  if (form.payment === 'CreditCard') return { ...problems, ...cardFormErrors(card, dayOf(today)) };
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

/** The product page's one product in the call's one-product form; the cart's several lines as items (PX-32-002). */
function productsOf(lines: readonly SetupLine[]) {
  const wire = (line: SetupLine) => ({ productId: line.productId, quantity: String(line.quantity), unitOfMeasure: line.unitOfMeasure });
  return lines.length === 1 ? wire(lines[0]!) : { items: lines.map(wire) };
}

/** PX-32-005: the one create call of a set-up, every line in it. */
export function setupRequest(form: SetupForm, lines: readonly SetupLine[], paymentMethod: SetupPaymentMethod) {
  return {
    ...productsOf(lines),
    frequency: { interval: Number(form.interval), unit: form.unit },
    startDate: form.startDate,
    firstShipmentDate: form.firstShipmentDate,
    ...(form.endDate ? { endDate: form.endDate } : {}),
    shipToAddressId: form.shipToAddressId,
    paymentMethod,
  };
}

interface SetupContext {
  today: string;
  form: SetupForm;
  /** PX-70-015: each line's quantity as typed, by product. */
  quantities: Record<string, string>;
  card: CardForm;
  lines: SetupLine[];
  problems: SetupProblems;
  submitted: boolean;
  failure: unknown;
  /** The card's token while the card is unchanged: a retry reuses it (PX-23-002). */
  token: string | undefined;
  /** PX-32-005: made once per set-up, sent with every attempt, so the server creates one standing order. */
  idempotencyKey: string;
  /** The id of the standing order once created. */
  created: string | undefined;
}

type SetupEvent =
  | { type: 'field.changed'; field: SetupField; value: string }
  | { type: 'card.changed'; field: CardField; value: string }
  | { type: 'quantity.changed'; productId: string; value: string }
  | { type: 'submit' };

/** PX-70-015: the set-up asks each line's quantity (the page's to start with): a whole number of at least 1. */
function quantityProblems(quantities: Readonly<Record<string, string>>): SetupProblems {
  const problems: SetupProblems = {};
  for (const [productId, quantity] of Object.entries(quantities)) if (!/^\d+$/.test(quantity.trim()) || Number(quantity) < 1) problems[quantityField(productId)] = EDIT_MESSAGES.quantity;
  return problems;
}

const allProblems = (context: Pick<SetupContext, 'form' | 'today' | 'card' | 'quantities'>) => ({ ...quantityProblems(context.quantities), ...setupProblems(context.form, context.today, context.card) });
const linesOf = (context: Pick<SetupContext, 'lines' | 'quantities'>) => context.lines.map((line) => ({ ...line, quantity: Number(context.quantities[line.productId]?.trim() ?? line.quantity) }));

const paymentOf = (context: SetupContext): SetupPaymentMethod =>
  context.form.payment === 'CreditCard' ? { type: 'CreditCard', paymentToken: context.token! } : { type: 'PurchaseOrder', poNumber: context.form.poNumber.trim() };

export const setupPopupMachine = setup({
  types: {
    input: {} as { today: string; form: SetupForm; lines: SetupLine[]; idempotencyKey: string },
    context: {} as SetupContext,
    events: {} as SetupEvent,
  },
  actors: {
    create: fromPromise<string, { request: ReturnType<typeof setupRequest>; idempotencyKey: string }>(async () => {
      throw new Error('create must be provided');
    }),
    // Only this call sees the card; it answers the token the standing orders are paid with.
    tokenize: fromPromise<string, { card: CardForm }>(async () => {
      throw new Error('tokenize must be provided');
    }),
  },
  guards: {
    valid: ({ context }) => Object.keys(allProblems(context)).length === 0,
    needsToken: ({ context }) => context.form.payment === 'CreditCard' && context.token === undefined,
  },

}).createMachine({
  id: 'standingOrderSetupPopup',
  context: ({ input }) => ({
    ...input,
    quantities: Object.fromEntries(input.lines.map((line) => [line.productId, String(line.quantity)])),
    card: EMPTY_CARD_FORM,
    problems: {},
    submitted: false,
    failure: undefined,
    token: undefined,
    created: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': {
          actions: assign(({ context, event }) => {
            assertEvent(event, 'field.changed');
            const value = event.field === 'unit' ? (event.value === 'Months' ? 'Months' : 'Weeks') : event.field === 'payment' ? (event.value === 'CreditCard' ? 'CreditCard' : 'PurchaseOrder') : event.value;
            const form = { ...context.form, [event.field]: value };
            return { form, problems: context.submitted ? allProblems({ ...context, form }) : {} };
          }),
        },
        'card.changed': {
          actions: assign(({ context, event }) => {
            assertEvent(event, 'card.changed');
            const card = withCardField(context.card, event.field, event.value);
            // A changed card is tokenised again before it pays for anything.
            return { card, token: undefined, problems: context.submitted ? allProblems({ ...context, card }) : {} };
          }),
        },
        'quantity.changed': {
          actions: assign(({ context, event }) => {
            assertEvent(event, 'quantity.changed');
            const quantities = { ...context.quantities, [event.productId]: event.value };
            return { quantities, problems: context.submitted ? allProblems({ ...context, quantities }) : {} };
          }),
        },
        submit: [
          { guard: and(['valid', 'needsToken']), target: 'submitting.tokenizing', actions: assign({ submitted: true, problems: {} }) },
          { guard: 'valid', target: 'submitting.creating', actions: assign({ submitted: true, problems: {} }) },
          { actions: assign(({ context }) => ({ submitted: true, problems: allProblems(context) })) },
        ],
      },
    },
    submitting: {
      entry: assign({ failure: undefined }),
      initial: 'creating',
      states: {
        tokenizing: {
          invoke: {
            src: 'tokenize',
            input: ({ context }) => ({ card: context.card }),
            onDone: { target: 'creating', actions: assign({ token: ({ event }) => event.output }) },
            onError: { target: '#standingOrderSetupPopup.editing', actions: assign({ failure: ({ event }) => event.error }) },
          },
        },
        creating: {
          invoke: {
            src: 'create',
            input: ({ context }) => ({ request: setupRequest(context.form, linesOf(context), paymentOf(context)), idempotencyKey: context.idempotencyKey }),
            onDone: { target: '#standingOrderSetupPopup.done', actions: assign({ created: ({ event }) => event.output }) },
            onError: { target: '#standingOrderSetupPopup.editing', actions: assign({ failure: ({ event }) => event.error }) },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

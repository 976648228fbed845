// Setting up a standing order from the product page (SH §1 "standing order program"; the recurring
// orders extension): for eligible products only, signed-in buyers choose how often, the first
// shipment date and the purchase order number; the order ships to the account's default shipping
// address at the quantity chosen on the page (PX-06-040).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Wire } from '../wire.ts';

type FrequencyUnit = 'Weeks' | 'Months';

export interface StandingOrderForm {
  interval: string;
  unit: FrequencyUnit;
  firstShipmentDate: string;
  poNumber: string;
}

export type StandingOrderProblem =
  | { field: 'interval'; kind: 'notInRange' }
  | { field: 'firstShipmentDate'; kind: 'invalidDate' | 'inPast' }
  | { field: 'poNumber'; kind: 'missing' | 'tooLong' };

export const INTERVAL_MIN = 1;
export const INTERVAL_MAX = 52;
export const PO_NUMBER_MAX = 80;

/** A real calendar day written YYYY-MM-DD: only such text reads back unchanged from the date. */
export function isIsoDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The day after `today` (both YYYY-MM-DD), the earliest first shipment offered by default. */
export function nextDay(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function defaultForm(today: string): StandingOrderForm {
  return { interval: '4', unit: 'Weeks', firstShipmentDate: nextDay(today), poNumber: '' };
}

export function validateStandingOrder(form: StandingOrderForm, today: string): StandingOrderProblem[] {
  const problems: StandingOrderProblem[] = [];
  const interval = form.interval.trim();
  if (!/^\d+$/.test(interval) || Number(interval) < INTERVAL_MIN || Number(interval) > INTERVAL_MAX) problems.push({ field: 'interval', kind: 'notInRange' });
  if (!isIsoDate(form.firstShipmentDate)) problems.push({ field: 'firstShipmentDate', kind: 'invalidDate' });
  else if (form.firstShipmentDate < today) problems.push({ field: 'firstShipmentDate', kind: 'inPast' });
  const po = form.poNumber.trim();
  if (po === '') problems.push({ field: 'poNumber', kind: 'missing' });
  else if (po.length > PO_NUMBER_MAX) problems.push({ field: 'poNumber', kind: 'tooLong' });
  return problems;
}

export interface StandingOrderOrderFacts {
  productId: string;
  quantity: number;
  unitOfMeasure: string;
  shipToAddressId: string;
}

/** The body of the create call (openapi CreateRecurringOrderRequest); the schedule starts on the first shipment. */
export function standingOrderRequest(form: StandingOrderForm, facts: StandingOrderOrderFacts) {
  return {
    productId: facts.productId,
    quantity: String(facts.quantity),
    unitOfMeasure: facts.unitOfMeasure,
    frequency: { interval: Number(form.interval), unit: form.unit },
    startDate: form.firstShipmentDate,
    firstShipmentDate: form.firstShipmentDate,
    shipToAddressId: facts.shipToAddressId,
    paymentMethod: { type: 'PurchaseOrder' as const, poNumber: form.poNumber.trim() },
  };
}

/** Raised when the account has no shipping address to send a standing order to. */
export class NoShippingAddressError extends Error {
  override readonly name = 'NoShippingAddressError';
}

/** PX-06-040: the order ships to the account's default shipping address, else its first one. */
export function standingOrderShipTo(addresses: Pick<Wire['AccountAddress'], 'addressId' | 'isDefault'>[]): string {
  const address = addresses.find((item) => item.isDefault) ?? addresses[0];
  if (!address) throw new NoShippingAddressError();
  return address.addressId;
}

/** The facts of the product page at the moment the buyer submits (the quantity may change after the form opens). */
type StandingOrderLine = Omit<StandingOrderOrderFacts, 'shipToAddressId'>;

/** The create call's body (openapi CreateRecurringOrderRequest), as the machine builds it. */
export type StandingOrderCreateRequest = ReturnType<typeof standingOrderRequest>;

export interface StandingOrderSetupInput {
  today: string;
}

/** Why the last submit failed: no shipping address to ship to (PX-06-040), or the read or the create failed. */
export type StandingOrderFailure = 'noShippingAddress' | 'failed';

/** The failure the page shows for the last submit's error, if any. */
export function failureOf(context: Pick<StandingOrderSetupContext, 'error'>): StandingOrderFailure | undefined {
  if (context.error === undefined) return undefined;
  return context.error instanceof NoShippingAddressError ? 'noShippingAddress' : 'failed';
}

export interface StandingOrderSetupContext {
  today: string;
  form: StandingOrderForm;
  problems: StandingOrderProblem[];
  /** Shown once the shopper tried to submit, so errors do not appear while typing the first time. */
  submitted: boolean;
  /** The line the pending submit is for, as it was when the buyer submitted. */
  line: StandingOrderLine | undefined;
  /** The line with the address it ships to, once the addresses are read. */
  order: StandingOrderOrderFacts | undefined;
  /** What failed the last submit (NoShippingAddressError when the account has no shipping address). */
  error: unknown;
}

export type StandingOrderSetupEvent =
  | { type: 'field.changed'; field: keyof StandingOrderForm; value: string }
  | { type: 'submit'; line: StandingOrderLine }
  | { type: 'again' };

export const standingOrderSetupMachine = setup({
  types: {
    input: {} as StandingOrderSetupInput,
    context: {} as StandingOrderSetupContext,
    events: {} as StandingOrderSetupEvent,
  },
  actors: {
    // Provided from the product page's adapter (src/api/adapters/product.ts): the account's shipping addresses, and the create call.
    shippingAddresses: fromPromise<Wire['AccountAddress'][]>(async () => {
      throw new Error('shippingAddresses must be provided');
    }),
    create: fromPromise<unknown, { request: StandingOrderCreateRequest }>(async () => {
      throw new Error('create must be provided');
    }),
  },
  guards: {
    isValid: ({ context }) => validateStandingOrder(context.form, context.today).length === 0,
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      const form = { ...context.form, [event.field]: event.field === 'unit' ? (event.value === 'Months' ? 'Months' : 'Weeks') : event.value };
      return { form, problems: validateStandingOrder(form, context.today) };
    }),
    check: assign(({ context }) => ({ submitted: true, problems: validateStandingOrder(context.form, context.today) })),
    takeLine: assign(({ event }) => {
      assertEvent(event, 'submit');
      return { line: event.line };
    }),
  },
}).createMachine({
  id: 'standingOrderSetup',
  context: ({ input }) => ({ today: input.today, form: defaultForm(input.today), problems: [], submitted: false, line: undefined, order: undefined, error: undefined }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': { actions: 'change' },
        submit: [{ guard: 'isValid', target: 'submitting', actions: ['check', 'takeLine'] }, { actions: 'check' }],
      },
    },
    submitting: {
      initial: 'addresses',
      exit: assign({ error: undefined }),
      states: {
        addresses: {
          invoke: {
            src: 'shippingAddresses',
            onDone: [
              // PX-06-040: the order ships to the account's default shipping address, else its first one; none, no order.
              {
                guard: ({ event }) => event.output.length > 0,
                target: 'creating',
                actions: assign({ order: ({ context, event }) => context.line && { ...context.line, shipToAddressId: standingOrderShipTo(event.output) } }),
              },
              { target: '#standingOrderSetup.editing', actions: assign({ error: () => new NoShippingAddressError() }) },
            ],
            onError: { target: '#standingOrderSetup.editing', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        creating: {
          invoke: {
            src: 'create',
            // The addresses step has just set the order.
            input: ({ context }) => ({ request: standingOrderRequest(context.form, context.order!) }),
            onDone: '#standingOrderSetup.done',
            onError: { target: '#standingOrderSetup.editing', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
      },
    },
    done: {
      on: { again: { target: 'editing', actions: assign(({ context }) => ({ form: defaultForm(context.today), submitted: false, problems: [] })) } },
    },
  },
});

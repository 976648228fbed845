// A standing order's details page (SH-1-014, SH-4-004, SH-4-005, PX-16-007, PX-16-008): read it; edit,
// delay (one period) or cancel it, each asked for, confirmed, sent, and the order read again so the
// page shows the result at once. A cancel ends with 'Scheduled Order has been Cancelled'.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { MSG_SCHEDULED_ORDER_CANCELLED } from '../constants/session-locale.ts';
import { bodyMessageOf } from '../approvals/review.machine.ts';
import { errorMessageOf } from '../retry/http-status.ts';
import type { Wire } from '../wire.ts';
import { editProblems, editRequest, withEditField, type StandingOrderEditField, type StandingOrderEditForm } from './standing-order-edit.ts';

export type PendingAction = 'delay' | 'cancel' | 'save';

const DETAIL_MESSAGES = {
  delayed: 'The next order has been moved one period later.',
  saved: 'The standing order has been changed.',
  cancelled: MSG_SCHEDULED_ORDER_CANCELLED,
} as const;

export interface StandingOrderDetailsContext {
  recurringOrderId: string;
  today: string;
  /** The standing order as the contract answers it (RecurringOrder), once read. */
  data: Wire['RecurringOrder'] | undefined;
  form: StandingOrderEditForm | null;
  problems: Partial<Record<StandingOrderEditField, string>>;
  confirming: PendingAction | null;
  message: string | null;
  failure: string | null;
}

export type StandingOrderDetailsEvent =
  | { type: 'edit'; form: StandingOrderEditForm }
  | { type: 'field.changed'; field: StandingOrderEditField; value: string }
  | { type: 'edit.cancel' }
  | { type: 'save' }
  | { type: 'delay' }
  | { type: 'cancel' }
  | { type: 'confirm' }
  | { type: 'dismiss' }
  | { type: 'retry' };

const failureOf = (error: unknown) => bodyMessageOf(error) ?? errorMessageOf(error);

export type StandingOrderCall = { recurringOrderId: string; action: PendingAction; body?: ReturnType<typeof editRequest> };

export const standingOrderDetailsMachine = setup({
  types: {
    input: {} as { recurringOrderId: string; today: string },
    context: {} as StandingOrderDetailsContext,
    events: {} as StandingOrderDetailsEvent,
  },
  actors: {
    load: fromPromise<Wire['RecurringOrder'], { recurringOrderId: string }>(async () => {
      throw new Error('load must be provided');
    }),
    act: fromPromise<unknown, StandingOrderCall>(async () => {
      throw new Error('act must be provided');
    }),
  },
  guards: {
    formValid: ({ context }) => context.form !== null && Object.keys(editProblems(context.form, context.today)).length === 0,
  },
}).createMachine({
  id: 'standingOrderDetails',
  context: ({ input }) => ({ ...input, data: undefined, form: null, problems: {}, confirming: null, message: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ recurringOrderId: context.recurringOrderId }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      on: {
        edit: {
          target: 'editing',
          actions: assign(({ event }) => {
            assertEvent(event, 'edit');
            return { form: event.form, problems: {}, message: null, failure: null };
          }),
        },
        delay: { target: 'confirming', actions: assign({ confirming: 'delay' as const, message: null, failure: null }) },
        cancel: { target: 'confirming', actions: assign({ confirming: 'cancel' as const, message: null, failure: null }) },
      },
    },
    editing: {
      on: {
        'field.changed': {
          actions: assign(({ context, event }) => {
            assertEvent(event, 'field.changed');
            const form = withEditField(context.form!, event.field, event.value);
            // Problems already shown follow the corrections; new ones wait for Save.
            const now = editProblems(form, context.today);
            const problems = Object.fromEntries(Object.keys(context.problems).filter((f) => now[f as StandingOrderEditField]).map((f) => [f, now[f as StandingOrderEditField]]));
            return { form, problems };
          }),
        },
        'edit.cancel': { target: 'ready', actions: assign({ form: null, problems: {} }) },
        save: [
          { guard: 'formValid', target: 'confirming', actions: assign({ confirming: 'save' as const, problems: {} }) },
          { actions: assign({ problems: ({ context }) => editProblems(context.form!, context.today) }) },
        ],
      },
    },
    confirming: {
      on: {
        confirm: 'acting',
        dismiss: [
          { guard: ({ context }) => context.confirming === 'save', target: 'editing', actions: assign({ confirming: null }) },
          { target: 'ready', actions: assign({ confirming: null }) },
        ],
      },
    },
    acting: {
      invoke: {
        src: 'act',
        input: ({ context }) => ({
          recurringOrderId: context.recurringOrderId,
          action: context.confirming!,
          ...(context.confirming === 'save' ? { body: editRequest(context.form!) } : {}),
        }),
        onDone: {
          target: 'loading',
          actions: assign(({ context }) => ({
            message: context.confirming === 'cancel' ? DETAIL_MESSAGES.cancelled : context.confirming === 'delay' ? DETAIL_MESSAGES.delayed : DETAIL_MESSAGES.saved,
            confirming: null,
            form: null,
          })),
        },
        onError: [
          {
            guard: ({ context }) => context.confirming === 'save',
            target: 'editing',
            actions: assign({ failure: ({ event }) => failureOf(event.error), confirming: null }),
          },
          { target: 'ready', actions: assign({ failure: ({ event }) => failureOf(event.error), confirming: null }) },
        ],
      },
    },
  },
});

// A standing order on the customer dashboard (SH §1, SH §4 "Recurring order"): delay the next and
// every later occurrence, or cancel ('Scheduled Order has been Cancelled').
import { assign, fromPromise, setup } from 'xstate';
import { MSG_SCHEDULED_ORDER_CANCELLED } from '../constants/session-locale.ts';
import { delaySchedule, isValidDelay, occurrenceDate, type Schedule } from './schedule.ts';

type StandingOrderStatus = 'Active' | 'Paused' | 'Cancelled' | 'Completed';

export interface StandingOrderInput {
  recurringOrderId: string;
  schedule: Schedule;
  /** Occurrences already placed; the next order is occurrence number `placedCount`. */
  placedCount: number;
  status: StandingOrderStatus;
}

export interface StandingOrderContext extends StandingOrderInput {
  pendingDelayDays: number;
  message: string | undefined;
  error: unknown;
}

export type StandingOrderEvent = { type: 'DELAY'; days: number } | { type: 'CANCEL' };

/** The date of the next order, or null when none is left before the end date. */
export const nextOrderDateOf = (context: Pick<StandingOrderContext, 'schedule' | 'placedCount'>): string | null =>
  occurrenceDate(context.schedule, context.placedCount);

export const standingOrderMachine = setup({
  types: {
    input: {} as StandingOrderInput,
    context: {} as StandingOrderContext,
    events: {} as StandingOrderEvent,
  },
  actors: {
    delayRecurringOrder: fromPromise<unknown, { recurringOrderId: string; days: number }>(async () => {
      throw new Error('delayRecurringOrder must be provided');
    }),
    cancelRecurringOrder: fromPromise<unknown, { recurringOrderId: string }>(async () => {
      throw new Error('cancelRecurringOrder must be provided');
    }),
  },
  guards: {
    isCancelled: ({ context }) => context.status === 'Cancelled',
    isOver: ({ context }) => context.status === 'Completed' || nextOrderDateOf(context) === null,
    validDelay: ({ event }) => isValidDelay((event as Extract<StandingOrderEvent, { type: 'DELAY' }>).days),
  },
}).createMachine({
  id: 'standingOrder',
  context: ({ input }) => ({ ...input, pendingDelayDays: 0, message: undefined, error: undefined }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isCancelled', target: 'cancelled' },
        { guard: 'isOver', target: 'completed' },
        { target: 'active' },
      ],
    },
    active: {
      on: {
        DELAY: {
          guard: 'validDelay',
          target: 'delaying',
          actions: assign({ pendingDelayDays: ({ event }) => (event as { days: number }).days }),
        },
        CANCEL: 'cancelling',
      },
    },
    delaying: {
      entry: assign({ error: undefined }),
      invoke: {
        src: 'delayRecurringOrder',
        input: ({ context }) => ({ recurringOrderId: context.recurringOrderId, days: context.pendingDelayDays }),
        onDone: {
          target: 'checking',
          actions: assign({ schedule: ({ context }) => delaySchedule(context.schedule, context.pendingDelayDays) }),
        },
        onError: { target: 'active', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    cancelling: {
      entry: assign({ error: undefined }),
      invoke: {
        src: 'cancelRecurringOrder',
        input: ({ context }) => ({ recurringOrderId: context.recurringOrderId }),
        onDone: { target: 'cancelled', actions: assign({ status: 'Cancelled', message: MSG_SCHEDULED_ORDER_CANCELLED }) },
        onError: { target: 'active', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    cancelled: { type: 'final' },
    completed: { type: 'final' },
  },
});

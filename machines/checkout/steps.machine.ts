// PX-08-020: the checkout's step flow. Steps come in a fixed order; a step is completed by its own
// form; the buyer may go back to any completed step or to the first one not yet completed, never
// past it; a completed step stays completed (editing it keeps the later steps); review is reached
// only when every other step is completed. PX-08-021: the flow is restored after a reload.
import { assign, setup } from 'xstate';
import { CHECKOUT_STEPS } from '../constants/checkout-flow.ts';

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface StepFlow {
  current: CheckoutStep;
  completed: CheckoutStep[];
}

export const isCheckoutStep = (value: unknown): value is CheckoutStep => (CHECKOUT_STEPS as readonly unknown[]).includes(value);

/** The first step not completed (review when all the others are). */
function firstOpenStep(completed: readonly CheckoutStep[]): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => step !== 'review' && !completed.includes(step)) ?? 'review';
}

/** A step the buyer may open: a completed one, or the first one not completed. */
export function mayOpen(step: CheckoutStep, completed: readonly CheckoutStep[]): boolean {
  return completed.includes(step) || step === firstOpenStep(completed);
}

/** Completes `step` (when it is open); the flow moves to the first step still open. */
function completeStep(flow: StepFlow, step: CheckoutStep): StepFlow {
  if (step === 'review' || flow.current !== step) return flow;
  const completed = CHECKOUT_STEPS.filter((known) => known === step || flow.completed.includes(known));
  return { completed, current: firstOpenStep(completed) };
}

/** A stored flow made safe: unknown steps dropped, and a current step the buyer may open. */
export function restoreFlow(stored: unknown): StepFlow {
  const record = typeof stored === 'object' && stored !== null ? (stored as Partial<Record<keyof StepFlow, unknown>>) : {};
  const completed = Array.isArray(record.completed) ? CHECKOUT_STEPS.filter((step) => step !== 'review' && (record.completed as unknown[]).includes(step)) : [];
  const current = isCheckoutStep(record.current) && mayOpen(record.current, completed) ? record.current : firstOpenStep(completed);
  return { current, completed };
}

export type StepEvent = { type: 'STEP.COMPLETE'; step: CheckoutStep } | { type: 'STEP.OPEN'; step: CheckoutStep } | { type: 'ORDER.PLACED' };

export const checkoutStepsMachine = setup({
  types: {
    context: {} as StepFlow,
    input: {} as { restored?: unknown },
    events: {} as StepEvent,
  },
}).createMachine({
  id: 'checkoutSteps',
  context: ({ input }) => restoreFlow(input.restored),
  initial: 'filling',
  states: {
    filling: {
      on: {
        'STEP.COMPLETE': { actions: assign(({ context, event }) => completeStep(context, event.step)) },
        'STEP.OPEN': {
          guard: ({ context, event }) => mayOpen(event.step, context.completed),
          actions: assign({ current: ({ event }) => event.step }),
        },
        'ORDER.PLACED': { target: 'placed' },
      },
    },
    placed: { type: 'final' },
  },
});

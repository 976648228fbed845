// PX-61-005: each checkout step is an entry of the browser's history (the step in the entry's state,
// so the address stays /checkout), so browser Back and Forward move between the steps and a reload
// opens the step of its entry. A step of an entry the buyer may no longer open (PX-08-020: later than
// the first step not completed) gives way to the furthest step the buyer may open.
import { CHECKOUT_HISTORY_STATE_KEY } from '../constants/checkout-flow.ts';
import { isCheckoutStep, mayOpen, type CheckoutStep, type StepFlow } from './steps.machine.ts';

/** The checkout step a history entry's state names, if any. */
export function stepOfEntry(state: unknown): CheckoutStep | undefined {
  const step = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[CHECKOUT_HISTORY_STATE_KEY] : undefined;
  return isCheckoutStep(step) ? step : undefined;
}

/** The entry's state naming `step`, keeping whatever else the entry's state holds. */
export function entryWithStep(state: unknown, step: CheckoutStep): Record<string, unknown> {
  return { ...(typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {}), [CHECKOUT_HISTORY_STATE_KEY]: step };
}

export type HistoryAnswer =
  /** Nothing to do: the entry and the flow agree. */
  | { kind: 'none' }
  /** The buyer moved in history: open this step. */
  | { kind: 'open'; step: CheckoutStep }
  /** Write the flow's step into the entry: a new entry (`push`) when the buyer moved on the page, else the entry in place. */
  | { kind: 'record'; step: CheckoutStep; push: boolean };

/**
 * What to do when the history entry or the flow changed. `entryMoved`: the buyer went to another entry
 * (Back, Forward, a reload's first look); otherwise the flow moved (Continue, Change).
 */
export function answerHistory(entryStep: CheckoutStep | undefined, flow: StepFlow, entryMoved: boolean): HistoryAnswer {
  if (entryStep === flow.current) return { kind: 'none' };
  if (entryMoved) {
    if (entryStep && mayOpen(entryStep, flow.completed)) return { kind: 'open', step: entryStep };
    // No step named (the page's first entry) or one no longer open: the entry takes the flow's step,
    // which is always one the buyer may open (restoreFlow: else the furthest step reached).
    return { kind: 'record', step: flow.current, push: false };
  }
  // A page's first entry takes the step in place; every later step change is a new entry.
  return { kind: 'record', step: flow.current, push: entryStep !== undefined };
}

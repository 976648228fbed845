// PX-08-031: editing a cart line's quantity. Typing waits for a pause (or Enter) before anything is
// sent; a quantity that breaks the purchase quantity rule is named and never sent; the line then
// shows the server's answer; a failed change puts the last quantity the server confirmed back, with
// the error next to the line. Typing during a change is kept and sent after it.
import { assign, fromPromise, setup } from 'xstate';
import { CART_CHANGE_FAILED, QUANTITY_CHANGE_DEBOUNCE_MS } from '../constants/checkout-flow.ts';
import { checkQuantity, type QuantityProblem, type QuantityRule } from '../pricing/quantity-rule.ts';

export interface LineEditContext {
  /** The quantity the server last confirmed. */
  committed: number;
  draft: string;
  rule: QuantityRule;
  problem: QuantityProblem | null;
  error: string | null;
  /** The buyer typed while a change was on its way. */
  typedWhileSaving: boolean;
}

export type LineEditEvent = { type: 'TYPE'; text: string } | { type: 'COMMIT' };

export const lineEditMachine = setup({
  types: {
    context: {} as LineEditContext,
    input: {} as { committed: number; rule: QuantityRule },
    events: {} as LineEditEvent,
  },
  actors: {
    save: fromPromise<number, { quantity: number }>(async () => {
      throw new Error('lineEdit: provide the save actor');
    }),
  },
  delays: { debounce: QUANTITY_CHANGE_DEBOUNCE_MS },
  guards: {
    unchanged: ({ context }) => {
      const check = checkQuantity(context.draft, context.rule);
      return check.ok && check.quantity === context.committed;
    },
    breaksRule: ({ context }) => !checkQuantity(context.draft, context.rule).ok,
  },
  actions: {
    takeDraft: assign({ draft: (_, params: { text: string }) => params.text, error: null }),
    nameProblem: assign({ problem: ({ context }) => {
      const check = checkQuantity(context.draft, context.rule);
      return check.ok ? null : check.problem;
    } }),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'lineEdit',
  context: ({ input }) => ({ committed: input.committed, draft: String(input.committed), rule: input.rule, problem: null, error: null, typedWhileSaving: false }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        TYPE: { target: 'waiting', actions: { type: 'takeDraft', params: ({ event }) => ({ text: event.text }) } },
        COMMIT: 'deciding',
      },
    },
    waiting: {
      after: { debounce: 'deciding' },
      on: {
        TYPE: { target: 'waiting', reenter: true, actions: { type: 'takeDraft', params: ({ event }) => ({ text: event.text }) } },
        COMMIT: 'deciding',
      },
    },
    deciding: {
      always: [
        { guard: 'breaksRule', target: 'idle', actions: 'nameProblem' },
        { guard: 'unchanged', target: 'idle', actions: 'clearProblem' },
        { target: 'saving', actions: 'clearProblem' },
      ],
    },
    saving: {
      entry: assign({ typedWhileSaving: false }),
      invoke: {
        src: 'save',
        input: ({ context }) => ({ quantity: Number(context.draft.trim()) }),
        onDone: [
          { guard: ({ context }) => context.typedWhileSaving, target: 'waiting', actions: assign({ committed: ({ event }) => event.output }) },
          { target: 'idle', actions: assign({ committed: ({ event }) => event.output, draft: ({ event }) => String(event.output) }) },
        ],
        onError: {
          target: 'idle',
          actions: assign({
            draft: ({ context }) => String(context.committed),
            error: ({ event }) => {
              const entries = (event.error as { errors?: Array<{ message?: string }> } | null)?.errors;
              return entries?.find((entry) => entry.message)?.message ?? CART_CHANGE_FAILED;
            },
          }),
        },
      },
      on: {
        TYPE: { actions: [{ type: 'takeDraft', params: ({ event }) => ({ text: event.text }) }, assign({ typedWhileSaving: true })] },
      },
    },
  },
});

import { assign, not, setup } from 'xstate';

export interface CartProcessingContext {
  /** In-progress cart operations; never negative. */
  pending: number;
  /** The shadow flag, set while a shadow cart operation runs. */
  shadow: boolean;
}

export type CartProcessingEvent =
  | { type: 'OPERATION.START' }
  | { type: 'OPERATION.END' }
  | { type: 'SHADOW.SET'; active: boolean };

/** CC-4-028: the cart is processing while the counter or the shadow flag is active. */
export function isCartProcessing(context: CartProcessingContext): boolean {
  return context.pending > 0 || context.shadow;
}

/** CC-4-028, CC-4-029: cart operations start and end processing; it ends only at a count of 0. */
export const cartProcessingMachine = setup({
  types: {
    context: {} as CartProcessingContext,
    events: {} as CartProcessingEvent,
  },
  guards: {
    active: ({ context }) => isCartProcessing(context),
  },
  actions: {
    begin: assign({ pending: ({ context }) => context.pending + 1 }),
    // An unmatched end must not drive the counter below 0, or a later start would not show.
    end: assign({ pending: ({ context }) => Math.max(0, context.pending - 1) }),
    setShadow: assign({ shadow: (_, params: { active: boolean }) => params.active }),
  },
}).createMachine({
  id: 'cartProcessing',
  context: { pending: 0, shadow: false },
  initial: 'idle',
  on: {
    'OPERATION.START': { actions: 'begin' },
    'OPERATION.END': { actions: 'end' },
    'SHADOW.SET': { actions: { type: 'setShadow', params: ({ event }) => ({ active: event.active }) } },
  },
  states: {
    idle: { always: { guard: 'active', target: 'processing' } },
    processing: { always: { guard: not('active'), target: 'idle' } },
  },
});

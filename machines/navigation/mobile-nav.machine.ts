// Mobile navigation panel (SH §4 "Mobile navigation"): the hamburger toggles it; closing hands
// focus back to the trigger, or tells the host with closemobile when there is no trigger.
import { assign, emit, setup } from 'xstate';

export type MobileNavEvent = { type: 'TOGGLE' } | { type: 'CLOSE' };
export type MobileNavEmitted = { type: 'closemobile' };

export interface MobileNavContext {
  hasTrigger: boolean;
  focusTarget: { kind: 'trigger' } | null;
}

export const mobileNavMachine = setup({
  types: {
    input: {} as { hasTrigger: boolean },
    context: {} as MobileNavContext,
    events: {} as MobileNavEvent,
    emitted: {} as MobileNavEmitted,
  },
  guards: {
    hasTrigger: ({ context }) => context.hasTrigger,
  },
  actions: {
    clearFocus: assign({ focusTarget: null }),
    focusTrigger: assign({ focusTarget: { kind: 'trigger' } }),
    closeMobile: emit({ type: 'closemobile' as const }),
  },
}).createMachine({
  id: 'mobileNav',
  context: ({ input }) => ({ hasTrigger: input.hasTrigger, focusTarget: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { TOGGLE: { target: 'open', actions: 'clearFocus' } },
    },
    open: {
      on: {
        TOGGLE: 'closing',
        CLOSE: 'closing',
      },
    },
    closing: {
      always: [
        { guard: 'hasTrigger', target: 'closed', actions: 'focusTrigger' },
        { target: 'closed', actions: 'closeMobile' },
      ],
    },
  },
});

import { sendParent, setup } from 'xstate';
import { TOAST_FADE_MS } from '../constants/search-toast.ts';

export interface ToastLifecycleInput {
  id: string;
  /** Null for sticky toasts, which stay until closed. */
  autoCloseMs: number | null;
}

export type ToastLifecycleEvent = { type: 'close' };

/** What a toast tells its container. */
export type ToastLifecycleNotice = { type: 'toast.fading'; id: string } | { type: 'toast.removed'; id: string };

/** One shown toast: visible until closed or timed out, then fading for 0.4 s, then removed. */
export const toastLifecycleMachine = setup({
  types: {
    input: {} as ToastLifecycleInput,
    context: {} as ToastLifecycleInput,
    events: {} as ToastLifecycleEvent,
  },
  delays: {
    autoClose: ({ context }) => context.autoCloseMs ?? 0,
    fade: TOAST_FADE_MS,
  },
  guards: {
    closesItself: ({ context }) => context.autoCloseMs !== null,
  },
  actions: {
    notifyFading: sendParent(({ context }): ToastLifecycleNotice => ({ type: 'toast.fading', id: context.id })),
    notifyRemoved: sendParent(({ context }): ToastLifecycleNotice => ({ type: 'toast.removed', id: context.id })),
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({ ...input }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'closesItself', target: 'timed' }, { target: 'sticky' }],
    },
    timed: {
      after: { autoClose: 'fading' },
      on: { close: 'fading' },
    },
    sticky: {
      on: { close: 'fading' },
    },
    fading: {
      entry: 'notifyFading',
      after: { fade: 'removed' },
    },
    removed: {
      type: 'final',
      entry: 'notifyRemoved',
    },
  },
});

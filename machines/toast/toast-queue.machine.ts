import { assertEvent, assign, emit, sendTo, setup, type ActorRefFrom } from 'xstate';
import {
  autoCloseMs,
  maxToasts,
  normalizeToast,
  toastPosition,
  toastWarnings,
  type Toast,
  type ToastConfig,
  type ToastPosition,
} from './toast-config.ts';
import { toastLifecycleMachine, type ToastLifecycleNotice } from './toast.machine.ts';

type ToastPhase = 'visible' | 'fading';

interface QueuedToast extends Toast {
  id: string;
}

export interface ShownToast extends QueuedToast {
  phase: ToastPhase;
  ref: ActorRefFrom<typeof toastLifecycleMachine>;
}

export interface ToastQueueInput {
  generateId: () => string;
  maxToasts?: unknown;
  position?: unknown;
}

export interface ToastQueueContext {
  generateId: () => string;
  maxShown: number;
  position: ToastPosition;
  /** Toasts on screen, oldest first; fading toasts still count until removed. */
  shown: ShownToast[];
  /** Toasts waiting for a free place, oldest first. */
  queued: QueuedToast[];
}

export type ToastQueueEvent =
  | { type: 'toast.show'; config?: ToastConfig | null; toastClass?: unknown }
  | { type: 'toast.close'; id: string }
  | ToastLifecycleNotice;

/** `toast.rejected` carries the console error texts of a toast that cannot be shown. */
export type ToastQueueEmitted = { type: 'toast.rejected'; warnings: string[] };

function findShown(context: ToastQueueContext, id: string): ShownToast | undefined {
  return context.shown.find((toast) => toast.id === id);
}

export const toastQueueMachine = setup({
  types: {
    input: {} as ToastQueueInput,
    context: {} as ToastQueueContext,
    events: {} as ToastQueueEvent,
    emitted: {} as ToastQueueEmitted,
  },
  actors: {
    toast: toastLifecycleMachine,
  },
  guards: {
    isIncomplete: ({ event }) => {
      assertEvent(event, 'toast.show');
      return toastWarnings(event.config, event.toastClass).length > 0;
    },
    isVisible: ({ context, event }) => {
      assertEvent(event, 'toast.close');
      return findShown(context, event.id)?.phase === 'visible';
    },
  },
  actions: {
    reject: emit(({ event }) => {
      assertEvent(event, 'toast.show');
      return { type: 'toast.rejected' as const, warnings: toastWarnings(event.config, event.toastClass) };
    }),
    enqueue: assign(({ context, event }) => {
      assertEvent(event, 'toast.show');
      return { queued: [...context.queued, { id: context.generateId(), ...normalizeToast(event.config!) }] };
    }),
    dequeue: assign(({ context, event }) => {
      assertEvent(event, 'toast.close');
      return { queued: context.queued.filter((toast) => toast.id !== event.id) };
    }),
    showWhileRoom: assign(({ context, spawn }) => {
      const room = Math.max(0, context.maxShown - context.shown.length);
      const promoted = context.queued.slice(0, room).map(
        (toast): ShownToast => ({
          ...toast,
          phase: 'visible',
          ref: spawn('toast', { input: { id: toast.id, autoCloseMs: autoCloseMs(toast) } }),
        }),
      );
      return { shown: [...context.shown, ...promoted], queued: context.queued.slice(promoted.length) };
    }),
    closeShown: sendTo(
      ({ context, event }) => {
        assertEvent(event, 'toast.close');
        return findShown(context, event.id)!.ref;
      },
      { type: 'close' },
    ),
    markFading: assign(({ context, event }) => {
      assertEvent(event, 'toast.fading');
      return { shown: context.shown.map((toast) => (toast.id === event.id ? { ...toast, phase: 'fading' as const } : toast)) };
    }),
    remove: assign(({ context, event }) => {
      assertEvent(event, 'toast.removed');
      return { shown: context.shown.filter((toast) => toast.id !== event.id) };
    }),
  },
}).createMachine({
  id: 'toastQueue',
  context: ({ input }) => ({
    generateId: input.generateId,
    maxShown: maxToasts(input.maxToasts),
    position: toastPosition(input.position),
    shown: [],
    queued: [],
  }),
  on: {
    'toast.show': [{ guard: 'isIncomplete', actions: 'reject' }, { actions: ['enqueue', 'showWhileRoom'] }],
    // A toast not on screen may still wait in the queue; dropping an absent id is harmless.
    'toast.close': [{ guard: 'isVisible', actions: 'closeShown' }, { actions: 'dequeue' }],
    'toast.fading': { actions: 'markFading' },
    'toast.removed': { actions: ['remove', 'showWhileRoom'] },
  },
});

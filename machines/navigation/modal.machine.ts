// Modal dialog (SH §4 "Modal"): size, busy-disabled closing, Escape handling. Console output of
// the original is modelled as warnings the caller receives (context.warnings, emitted warning).
import { and, assertEvent, assign, emit, setup } from 'xstate';
import {
  DEFAULT_MODAL_SIZE,
  MODAL_CLOSE_BLOCKED,
  MODAL_ESCAPE_KEY,
  MODAL_LABEL_REQUIRED,
  MODAL_RESIZE_DEBOUNCE_MS,
  MODAL_SIZES,
} from '../constants/navigation.ts';

export type ModalSize = (typeof MODAL_SIZES)[number];

export function modalSize(value: unknown): ModalSize {
  return (MODAL_SIZES as readonly unknown[]).includes(value) ? (value as ModalSize) : DEFAULT_MODAL_SIZE;
}

/** The warnings a modal with this label raises: a blank label is one. */
export function modalWarnings(label: string | null | undefined): string[] {
  return (label ?? '').trim() === '' ? [MODAL_LABEL_REQUIRED] : [];
}

export interface ModalKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/** Escape without Ctrl, Meta or Shift asks to close. */
export function isCloseKey(key: ModalKey): boolean {
  return key.key === MODAL_ESCAPE_KEY && !key.ctrlKey && !key.metaKey && !key.shiftKey;
}

export type ModalEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | ({ type: 'KEYDOWN' } & ModalKey)
  | { type: 'SET_CLOSE_DISABLED'; disabled: boolean }
  | { type: 'WINDOW_RESIZE' };

/** relayout: the window size settled; the view measures and sizes the dialog again. */
export type ModalEmitted = { type: 'close' } | { type: 'warning'; message: string } | { type: 'relayout' };

export interface ModalContext {
  size: ModalSize;
  closeDisabled: boolean;
  warnings: string[];
}

export const modalMachine = setup({
  types: {
    input: {} as { label: string | null | undefined; size?: unknown; closeDisabled?: boolean },
    context: {} as ModalContext,
    events: {} as ModalEvent,
    emitted: {} as ModalEmitted,
  },
  delays: { resizeDebounce: MODAL_RESIZE_DEBOUNCE_MS },
  guards: {
    closeDisabled: ({ context }) => context.closeDisabled,
    isCloseKey: ({ event }) => {
      assertEvent(event, 'KEYDOWN');
      return isCloseKey(event);
    },
  },
  actions: {
    setCloseDisabled: assign({
      closeDisabled: ({ event }) => {
        assertEvent(event, 'SET_CLOSE_DISABLED');
        return event.disabled;
      },
    }),
    announceClose: emit({ type: 'close' as const }),
    warnBlocked: emit({ type: 'warning' as const, message: MODAL_CLOSE_BLOCKED }),
    relayout: emit({ type: 'relayout' as const }),
  },
}).createMachine({
  id: 'modal',
  context: ({ input }) => ({
    size: modalSize(input.size),
    closeDisabled: input.closeDisabled === true,
    warnings: modalWarnings(input.label),
  }),
  initial: 'open',
  on: {
    SET_CLOSE_DISABLED: { actions: 'setCloseDisabled' },
  },
  states: {
    open: {
      initial: 'steady',
      states: {
        steady: {},
        resizing: { after: { resizeDebounce: { target: 'steady', actions: 'relayout' } } },
      },
      on: {
        WINDOW_RESIZE: '.resizing',
        CLOSE: [
          { guard: 'closeDisabled', actions: 'warnBlocked' },
          { target: 'closed', actions: 'announceClose' },
        ],
        KEYDOWN: [
          { guard: and(['isCloseKey', 'closeDisabled']), actions: 'warnBlocked' },
          { guard: 'isCloseKey', target: 'closed', actions: 'announceClose' },
        ],
      },
    },
    closed: {
      on: { OPEN: 'open' },
    },
  },
});

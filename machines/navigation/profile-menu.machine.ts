// Profile menu dropdown (SH §4 "Profile menu"): closed or open, keyboard handling and focus.
// The view renders context.focusTarget and performs the emitted events.
import { and, assertEvent, assign, emit, setup } from 'xstate';
import { profileItemSelection, type ProfileItemSelection, type ProfileMenuItem } from './profile-items.ts';
import { bufferKey, EMPTY_KEY_BUFFER, typeaheadIndex, type KeyBuffer } from './typeahead.ts';

export type ProfileMenuEvent =
  | { type: 'TOGGLE' }
  | { type: 'ITEM_CLICK'; index: number }
  | { type: 'KEYDOWN'; key: string }
  /** SH-9-037: a printable character typed while open, at a time in ms. */
  | { type: 'TYPE'; char: string; at: number }
  | { type: 'FOCUS_OUT' }
  /** PX-18-001: the items changed (an approvers-only item learnt late); an open menu stays open on the same item. */
  | { type: 'ITEMS'; items: ProfileMenuItem[] };

export type ProfileMenuEmitted = { type: 'menutoggle'; isMenuOpen: boolean } | ProfileItemSelection;

export interface ProfileMenuContext {
  items: ProfileMenuItem[];
  focusTarget: { kind: 'item'; index: number } | null;
  keyBuffer: KeyBuffer;
}

// Only read while open, when an item always has focus.
const focusedIndex = (context: ProfileMenuContext) => context.focusTarget!.index;
const wrap = (index: number, length: number) => (index + length) % length;
const OPEN = ['focusFirst', { type: 'announce', params: true }] as const;
const CLOSE = ['clearFocus', { type: 'announce', params: false }] as const;

export const profileMenuMachine = setup({
  types: {
    input: {} as { items: ProfileMenuItem[] },
    context: {} as ProfileMenuContext,
    events: {} as ProfileMenuEvent,
    emitted: {} as ProfileMenuEmitted,
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
    isArrow: ({ event }) => {
      assertEvent(event, 'KEYDOWN');
      return event.key === 'ArrowDown' || event.key === 'ArrowUp';
    },
    isKey: ({ event }, key: string) => {
      assertEvent(event, 'KEYDOWN');
      return event.key === key;
    },
    isClosingKey: ({ event }) => {
      assertEvent(event, 'KEYDOWN');
      return event.key === 'Escape' || event.key === 'Tab';
    },
    isItem: ({ context, event }) => {
      assertEvent(event, 'ITEM_CLICK');
      return Number.isInteger(event.index) && event.index >= 0 && event.index < context.items.length;
    },
  },
  actions: {
    focusFirst: assign({ focusTarget: { kind: 'item', index: 0 } }),
    focusBy: assign({
      focusTarget: ({ context }, step: number) => ({
        kind: 'item' as const,
        index: wrap(focusedIndex(context) + step, context.items.length),
      }),
    }),
    clearFocus: assign({ focusTarget: null, keyBuffer: EMPTY_KEY_BUFFER }),
    typeahead: assign(({ context, event }) => {
      assertEvent(event, 'TYPE');
      const keyBuffer = bufferKey(context.keyBuffer, event.char, event.at);
      const index = typeaheadIndex(context.items.map((item) => item.label), keyBuffer.text, focusedIndex(context));
      return index === undefined ? { keyBuffer } : { keyBuffer, focusTarget: { kind: 'item' as const, index } };
    }),
    takeItems: assign(({ context, event }) => {
      assertEvent(event, 'ITEMS');
      if (!context.focusTarget) return { items: event.items };
      const focusedId = context.items[context.focusTarget.index]?.id;
      const index = Math.max(0, event.items.findIndex((item) => item.id === focusedId));
      return { items: event.items, focusTarget: { kind: 'item' as const, index } };
    }),
    announce: emit((_, isMenuOpen: boolean) => ({ type: 'menutoggle' as const, isMenuOpen })),
    selectClicked: emit(({ context, event }) => {
      assertEvent(event, 'ITEM_CLICK');
      return profileItemSelection(context.items[event.index]!);
    }),
    selectFocused: emit(({ context }) => profileItemSelection(context.items[focusedIndex(context)]!)),
  },
}).createMachine({
  id: 'profileMenu',
  context: ({ input }) => ({ items: input.items, focusTarget: null, keyBuffer: EMPTY_KEY_BUFFER }),
  initial: 'closed',
  on: { ITEMS: { actions: 'takeItems' } },
  states: {
    closed: {
      on: {
        TOGGLE: { guard: 'hasItems', target: 'open', actions: OPEN },
        KEYDOWN: { guard: and(['isArrow', 'hasItems']), target: 'open', actions: OPEN },
      },
    },
    open: {
      on: {
        TOGGLE: { target: 'closed', actions: CLOSE },
        ITEM_CLICK: { guard: 'isItem', target: 'closed', actions: ['selectClicked', ...CLOSE] },
        FOCUS_OUT: { target: 'closed', actions: CLOSE },
        TYPE: { actions: 'typeahead' },
        KEYDOWN: [
          { guard: 'isClosingKey', target: 'closed', actions: CLOSE },
          { guard: { type: 'isKey', params: 'Enter' }, target: 'closed', actions: ['selectFocused', ...CLOSE] },
          { guard: { type: 'isKey', params: 'ArrowDown' }, actions: { type: 'focusBy', params: 1 } },
          { guard: { type: 'isKey', params: 'ArrowUp' }, actions: { type: 'focusBy', params: -1 } },
        ],
      },
    },
  },
});

// Desktop navigation bar (SH §4 "Desktop navigation bar"): at most one parent's sub-list is open.
// The sub-list itself is a drill-down list (drill-down.ts); the view forwards its Escape at the
// first level as ESCAPE and its leaf choice as LEAF_CHOSEN.
import { assertEvent, assign, emit, setup } from 'xstate';
import { APP_LAUNCHER_ITEM_ID } from '../constants/navigation.ts';
import { navigationDetail, type NavigationDetail } from './links.ts';
import type { NavItem } from './nav-items.ts';

export type NavBarEvent =
  | { type: 'SELECT'; index: number }
  | { type: 'CLICK_OUTSIDE' }
  | { type: 'CLICK_BAR_SPACE' }
  | { type: 'ESCAPE' }
  | { type: 'LEAF_CHOSEN' }
  | { type: 'FOCUS_OUT' };

export type NavBarEmitted =
  | { type: 'navigatetopage'; detail: NavigationDetail }
  | { type: 'showapplauncher' };

export interface NavBarContext {
  items: NavItem[];
  openIndex: number | null;
  focusTarget: { kind: 'parent'; index: number } | null;
}

const selected = (context: NavBarContext, event: NavBarEvent) => {
  assertEvent(event, 'SELECT');
  return context.items[event.index];
};

export const navBarMachine = setup({
  types: {
    input: {} as { items: NavItem[] },
    context: {} as NavBarContext,
    events: {} as NavBarEvent,
    emitted: {} as NavBarEmitted,
  },
  guards: {
    isOpenParent: ({ context, event }) => {
      assertEvent(event, 'SELECT');
      return event.index === context.openIndex;
    },
    isParent: ({ context, event }) => (selected(context, event)?.subMenu.length ?? 0) > 0,
    isAppLauncher: ({ context, event }) => selected(context, event)?.id === APP_LAUNCHER_ITEM_ID,
    isLeaf: ({ context, event }) => selected(context, event) !== undefined,
  },
  actions: {
    openSelected: assign({
      openIndex: ({ event }) => {
        assertEvent(event, 'SELECT');
        return event.index;
      },
      focusTarget: null,
    }),
    close: assign({ openIndex: null, focusTarget: null }),
    // Only closes that come from the list hand focus back; otherwise focus is already elsewhere.
    closeToParent: assign({
      focusTarget: ({ context }) => ({ kind: 'parent' as const, index: context.openIndex! }),
      openIndex: null,
    }),
    navigate: emit(({ context, event }) => ({
      type: 'navigatetopage' as const,
      detail: navigationDetail(selected(context, event)!),
    })),
    showAppLauncher: emit({ type: 'showapplauncher' as const }),
  },
}).createMachine({
  id: 'navBar',
  context: ({ input }) => ({ items: input.items, openIndex: null, focusTarget: null }),
  initial: 'closed',
  on: {
    SELECT: [
      { guard: 'isParent', target: '.open', actions: 'openSelected' },
      { guard: 'isAppLauncher', target: '.closed', actions: ['close', 'showAppLauncher'] },
      { guard: 'isLeaf', target: '.closed', actions: ['close', 'navigate'] },
    ],
  },
  states: {
    closed: {},
    open: {
      on: {
        SELECT: [{ guard: 'isOpenParent', target: 'closed', actions: 'close' }],
        CLICK_OUTSIDE: { target: 'closed', actions: 'close' },
        CLICK_BAR_SPACE: { target: 'closed', actions: 'close' },
        FOCUS_OUT: { target: 'closed', actions: 'close' },
        ESCAPE: { target: 'closed', actions: 'closeToParent' },
        LEAF_CHOSEN: { target: 'closed', actions: 'closeToParent' },
      },
    },
  },
});

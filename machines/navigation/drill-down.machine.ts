// Drill-down list (SH §4 "Drill-down list"): a stack of opened parents, one list level shown at a
// time, with a slide between levels that lasts the named delay `slide`.
import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import {
  APP_LAUNCHER_ITEM_ID,
  DRILL_DOWN_ITEM_LIMIT,
  SLIDE_ANIMATION_MS,
  SLIDE_BACK,
  SLIDE_DRILL_IN,
} from '../constants/navigation.ts';
import { navigationDetail, type NavigationDetail } from './links.ts';
import { limitDepth, type NavItem } from './nav-items.ts';

export type DrillDownEvent =
  | { type: 'OPEN'; index: number }
  | { type: 'BACK' }
  | { type: 'ESCAPE' }
  | { type: 'CHOOSE'; index: number }
  | { type: 'CHOOSE_ALL' };

export type DrillDownEmitted =
  | { type: 'levelchange'; level: number }
  | { type: 'navigatetopage'; detail: NavigationDetail }
  | { type: 'closesubmenus' }
  | { type: 'showapplauncher' };

export type SlideDirection = typeof SLIDE_BACK | typeof SLIDE_DRILL_IN;

export interface DrillDownContext {
  items: NavItem[];
  itemLimit: number;
  /** Indexes of the opened parents, one per level below the first. */
  path: number[];
  slide: SlideDirection | null;
  focusTarget: { kind: 'item'; index: number } | { kind: 'back' } | null;
}

/** The opened parents, outermost first. */
export function openedParents(context: Pick<DrillDownContext, 'items' | 'path'>): NavItem[] {
  const parents: NavItem[] = [];
  let list = context.items;
  for (const index of context.path) {
    const parent = list[index]!;
    parents.push(parent);
    list = parent.subMenu;
  }
  return parents;
}

/** What the view shows: level (1 = first), title (the parent's label), Back, and the capped items. */
export function drillDownView(context: Pick<DrillDownContext, 'items' | 'path' | 'itemLimit'>) {
  const parent = openedParents(context).at(-1) ?? null;
  return {
    level: context.path.length + 1,
    title: parent?.label ?? null,
    showBack: parent !== null,
    parent,
    items: (parent?.subMenu ?? context.items).slice(0, context.itemLimit),
  };
}

const itemAt = (context: DrillDownContext, event: DrillDownEvent) => {
  assertEvent(event, ['OPEN', 'CHOOSE']);
  return drillDownView(context).items[event.index];
};

export const drillDownMachine = setup({
  types: {
    input: {} as { items: NavItem[]; itemLimit?: number },
    context: {} as DrillDownContext,
    events: {} as DrillDownEvent,
    emitted: {} as DrillDownEmitted,
  },
  delays: { slide: SLIDE_ANIMATION_MS },
  guards: {
    isParent: ({ context, event }) => (itemAt(context, event)?.subMenu.length ?? 0) > 0,
    isLeaf: ({ context, event }) => itemAt(context, event)?.subMenu.length === 0,
    // SH-2-107: the app launcher (in a panel or under 'More') opens the launcher, not a page.
    isAppLauncher: ({ context, event }) => itemAt(context, event)?.id === APP_LAUNCHER_ITEM_ID,
    belowFirstLevel: ({ context }) => context.path.length > 0,
  },
  actions: {
    push: assign({
      path: ({ context, event }) => {
        assertEvent(event, 'OPEN');
        return [...context.path, event.index];
      },
      slide: SLIDE_DRILL_IN,
      focusTarget: { kind: 'back' },
    }),
    pop: assign({
      path: ({ context }) => context.path.slice(0, -1),
      slide: SLIDE_BACK,
      // The parent that was opened from this level gets focus back.
      focusTarget: ({ context }) => ({ kind: 'item' as const, index: context.path.at(-1)! }),
    }),
    announceLevel: emit(({ context }) => ({ type: 'levelchange' as const, level: context.path.length + 1 })),
    navigateToItem: emit(({ context, event }) => ({
      type: 'navigatetopage' as const,
      detail: navigationDetail(itemAt(context, event)!),
    })),
    navigateToParent: emit(({ context }) => ({
      type: 'navigatetopage' as const,
      detail: navigationDetail(drillDownView(context).parent!),
    })),
    closeAll: emit({ type: 'closesubmenus' as const }),
    showAppLauncher: emit({ type: 'showapplauncher' as const }),
    backToFirstLevel: enqueueActions(({ context, enqueue }) => {
      if (context.path.length > 0) enqueue.emit({ type: 'levelchange', level: 1 });
      enqueue.assign({ path: [], slide: null, focusTarget: null });
    }),
    clearSlide: assign({ slide: null }),
  },
}).createMachine({
  id: 'drillDown',
  context: ({ input }) => ({
    items: limitDepth(input.items),
    itemLimit: input.itemLimit ?? DRILL_DOWN_ITEM_LIMIT,
    path: [],
    slide: null,
    focusTarget: null,
  }),
  initial: 'still',
  on: {
    OPEN: { guard: 'isParent', target: '.sliding', actions: ['push', 'announceLevel'] },
    BACK: { guard: 'belowFirstLevel', target: '.sliding', actions: ['pop', 'announceLevel'] },
    ESCAPE: [
      { guard: 'belowFirstLevel', target: '.sliding', actions: ['pop', 'announceLevel'] },
      { actions: 'closeAll' },
    ],
    CHOOSE: [
      // The lists close first, so focus is back on their opener when the launcher opens.
      { guard: 'isAppLauncher', target: '.still', actions: ['closeAll', 'backToFirstLevel', 'showAppLauncher'] },
      { guard: 'isLeaf', target: '.still', actions: ['navigateToItem', 'closeAll', 'backToFirstLevel'] },
    ],
    CHOOSE_ALL: { guard: 'belowFirstLevel', target: '.still', actions: ['navigateToParent', 'closeAll', 'backToFirstLevel'] },
  },
  states: {
    still: {},
    sliding: {
      after: { slide: { target: 'still', actions: 'clearSlide' } },
    },
  },
});

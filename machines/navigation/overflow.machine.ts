// Overflow into 'More' (SH §4 "Overflow"): which bar items fit, and a machine that recalculates
// on resize at most once per throttle window (named delay `throttle`), keeping the latest width.
import { assertEvent, assign, setup } from 'xstate';
import {
  MORE_ITEM_ID,
  MORE_ITEM_LABEL,
  MORE_ITEM_TYPE,
  NAV_BAR_MAX_ITEMS,
  OVERFLOW_THROTTLE_MS,
  TARGET_SELF,
} from '../constants/navigation.ts';
import type { NavItem } from './nav-items.ts';

/** How many leading items the bar shows; when some must move to 'More', its width is reserved. */
export function visibleItemCount(itemWidths: readonly number[], barWidth: number, moreWidth: number): number {
  const total = itemWidths.reduce((sum, width) => sum + width, 0);
  if (itemWidths.length <= NAV_BAR_MAX_ITEMS && total <= barWidth) return itemWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of itemWidths.slice(0, NAV_BAR_MAX_ITEMS)) {
    if (used + width > barWidth) break;
    used += width;
    count += 1;
  }
  return count;
}

export function moreItem(hidden: readonly NavItem[]): NavItem {
  return {
    id: MORE_ITEM_ID,
    label: MORE_ITEM_LABEL,
    active: hidden.some((item) => item.active),
    target: TARGET_SELF,
    href: '',
    type: MORE_ITEM_TYPE,
    isSelected: false,
    pageReference: null,
    subMenu: [...hidden],
  };
}

/** The bar's items: the first visibleCount, then 'More' holding the rest when there is a rest. */
export function withOverflow(items: readonly NavItem[], visibleCount: number): NavItem[] {
  const hidden = items.slice(visibleCount);
  return hidden.length === 0 ? [...items] : [...items.slice(0, visibleCount), moreItem(hidden)];
}

export type OverflowEvent =
  | { type: 'RESIZE'; barWidth: number }
  | { type: 'MEASURE'; itemWidths: number[]; moreWidth: number };

export interface OverflowContext {
  itemWidths: number[];
  moreWidth: number;
  /** The bar width the visible count was calculated for. */
  barWidth: number;
  /** The latest width of a resize inside the throttle window, applied when the window ends. */
  pendingWidth: number | null;
  visibleCount: number;
}

const countFor = (context: Pick<OverflowContext, 'itemWidths' | 'barWidth' | 'moreWidth'>) =>
  visibleItemCount(context.itemWidths, context.barWidth, context.moreWidth);

export const overflowMachine = setup({
  types: {
    input: {} as { itemWidths: number[]; moreWidth: number; barWidth: number },
    context: {} as OverflowContext,
    events: {} as OverflowEvent,
  },
  delays: { throttle: OVERFLOW_THROTTLE_MS },
  guards: {
    hasPending: ({ context }) => context.pendingWidth !== null,
  },
  actions: {
    applyWidth: assign(({ context, event }) => {
      assertEvent(event, 'RESIZE');
      return { barWidth: event.barWidth, visibleCount: countFor({ ...context, barWidth: event.barWidth }) };
    }),
    holdWidth: assign({
      pendingWidth: ({ event }) => {
        assertEvent(event, 'RESIZE');
        return event.barWidth;
      },
    }),
    applyPending: assign(({ context }) => {
      const barWidth = context.pendingWidth!;
      return { barWidth, pendingWidth: null, visibleCount: countFor({ ...context, barWidth }) };
    }),
    applyMeasures: assign(({ context, event }) => {
      assertEvent(event, 'MEASURE');
      const { itemWidths, moreWidth } = event;
      return { itemWidths, moreWidth, visibleCount: countFor({ ...context, itemWidths, moreWidth }) };
    }),
  },
}).createMachine({
  id: 'overflow',
  context: ({ input }) => ({ ...input, pendingWidth: null, visibleCount: countFor(input) }),
  initial: 'ready',
  on: {
    // New measurements (items loaded or relabelled) apply at once; only resizes are throttled.
    MEASURE: { actions: 'applyMeasures' },
  },
  states: {
    ready: {
      on: { RESIZE: { target: 'throttled', actions: 'applyWidth' } },
    },
    throttled: {
      on: { RESIZE: { actions: 'holdWidth' } },
      after: {
        throttle: [{ guard: 'hasPending', target: 'throttled', reenter: true, actions: 'applyPending' }, { target: 'ready' }],
      },
    },
  },
});

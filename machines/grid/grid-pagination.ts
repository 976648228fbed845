/** A grid item (CC-3-018). */
export interface GridItem {
  id: string;
  key: string;
  ariaLabel: string;
}

type PaginationMode = 'append' | 'replace';

export interface GridPage<T extends GridItem = GridItem> {
  items: T[];
  /** The item to move focus to after the page arrives, if any. */
  focusItemId: string | null;
  /** Whether the view should scroll the focused item into view. */
  scrollToFocusItem: boolean;
}

export interface PaginationOptions {
  mode: PaginationMode;
  /** Append mode only: scroll to the first new item as well as focusing it. */
  scrollToFirstNew?: boolean;
}

function uniqueById<T extends GridItem>(items: readonly T[], seen: Set<string>): T[] {
  const unique: T[] = [];
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    unique.push(item);
  }
  return unique;
}

/**
 * Applies a newly loaded page to the grid: append keeps the current items and adds only items with
 * unseen ids, focusing the first of them; replace swaps the items and moves no focus.
 */
export function applyPage<T extends GridItem>(current: readonly T[], incoming: readonly T[], options: PaginationOptions): GridPage<T> {
  if (options.mode === 'replace') {
    return { items: [...incoming], focusItemId: null, scrollToFocusItem: false };
  }
  const added = uniqueById(incoming, new Set(current.map((item) => item.id)));
  const focusItemId = added[0]?.id ?? null;
  return {
    items: [...current, ...added],
    focusItemId,
    scrollToFocusItem: focusItemId !== null && options.scrollToFirstNew === true,
  };
}

export type ImageLoad = 'priority' | 'eager' | 'lazy';

/**
 * How an item's image loads (PX-06-043): the first row (the first `eagerCount` items) at once, the
 * very first with high priority as the likely largest paint; the rest when they near the viewport.
 */
export function imageLoad(index: number, eagerCount: number): ImageLoad {
  if (index >= eagerCount) return 'lazy';
  return index === 0 ? 'priority' : 'eager';
}

import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import {
  SEARCH_ANNOUNCE_DEBOUNCE_MS,
  SEARCH_TERM_MAX_LENGTH,
  SUGGESTION_CATEGORY_ADVANCED,
} from '../constants/search-toast.ts';
import {
  advancedSearchItem,
  toSuggestionItems,
  type IdGenerator,
  type SuggestionItem,
  type SuggestionResponse,
} from './suggestion-items.ts';

export const NO_HIGHLIGHT = -1;

export interface SearchBoxInput {
  generateId: IdGenerator;
  /** Whether suggestion setup is on (CC-4-018). */
  suggestionsEnabled: boolean;
  term?: string;
}

export interface SearchBoxContext {
  generateId: IdGenerator;
  suggestionsEnabled: boolean;
  advancedId: string;
  term: string;
  focused: boolean;
  userHasTyped: boolean;
  /** Set by a search until the user types or leaves the box: suggestions and the advanced option stay hidden. */
  searched: boolean;
  suggestions: SuggestionItem[];
  /** The display items of the dropdown; the dropdown is open exactly when this is non-empty. */
  items: SuggestionItem[];
  highlightedIndex: number;
}

export type SearchBoxEvent =
  | { type: 'focus' }
  | { type: 'blur' }
  | { type: 'input'; value: string }
  | { type: 'clear' }
  | { type: 'arrowDown' }
  | { type: 'arrowUp' }
  | { type: 'enter'; isComposing?: boolean }
  | { type: 'option.click'; id: string }
  | { type: 'suggestions.loaded'; response: SuggestionResponse };

export type SearchBoxEmitted =
  | { type: 'term.announced'; term: string }
  | { type: 'suggestions.requested'; searchTerm: string }
  | { type: 'search'; term: string };

export function isDropdownOpen(context: Pick<SearchBoxContext, 'items'>): boolean {
  return context.items.length > 0;
}

export function limitTerm(value: string): string {
  return value.slice(0, SEARCH_TERM_MAX_LENGTH);
}

/** Next highlight index, cycling through `count` items; from no highlight, down goes to the first and up to the last. */
export function cycleHighlight(index: number, count: number, step: 1 | -1): number {
  if (count === 0) return NO_HIGHLIGHT;
  if (index === NO_HIGHLIGHT) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}

function markHighlight(items: SuggestionItem[], highlightedIndex: number): SuggestionItem[] {
  return items.map((item, index) => ({ ...item, highlight: index === highlightedIndex }));
}

function displayItems(context: SearchBoxContext): SuggestionItem[] {
  if (!context.focused || context.searched) return [];
  const trimmed = context.term.trim();
  const advanced =
    context.suggestionsEnabled && trimmed !== '' ? [advancedSearchItem(trimmed, context.advancedId)] : [];
  return [...advanced, ...context.suggestions];
}

/** Rebuilds the dropdown; the advanced option, when present, comes pre-highlighted (CC-4-010). */
function rebuilt(context: SearchBoxContext): Pick<SearchBoxContext, 'items' | 'highlightedIndex'> {
  const items = displayItems(context);
  const highlightedIndex = items[0]?.category === SUGGESTION_CATEGORY_ADVANCED ? 0 : NO_HIGHLIGHT;
  return { items: markHighlight(items, highlightedIndex), highlightedIndex };
}

function shouldLoadSuggestions(context: SearchBoxContext): boolean {
  return context.suggestionsEnabled && context.userHasTyped && context.term.trim() !== '';
}

const afterSearch = {
  searched: true,
  suggestions: [] as SuggestionItem[],
  items: [] as SuggestionItem[],
  highlightedIndex: NO_HIGHLIGHT,
};

export const searchBoxMachine = setup({
  types: {
    input: {} as SearchBoxInput,
    context: {} as SearchBoxContext,
    events: {} as SearchBoxEvent,
    emitted: {} as SearchBoxEmitted,
  },
  delays: {
    announceDebounce: SEARCH_ANNOUNCE_DEBOUNCE_MS,
  },
  guards: {
    isComposing: ({ event }) => {
      assertEvent(event, 'enter');
      return event.isComposing === true;
    },
    hasHighlight: ({ context }) => context.highlightedIndex !== NO_HIGHLIGHT,
    isClearingInput: ({ event }) => {
      assertEvent(event, 'input');
      return event.value === '';
    },
    isKnownOption: ({ context, event }) => {
      assertEvent(event, 'option.click');
      return context.items.some((item) => item.id === event.id);
    },
    hasSearchableTerm: ({ context }) => context.term.trim() !== '',
    canShowSuggestions: ({ context }) => context.suggestionsEnabled && context.focused && !context.searched,
  },
  actions: {
    focus: assign(({ context }) => ({ focused: true, ...rebuilt({ ...context, focused: true }) })),
    blur: assign({ focused: false, searched: false, suggestions: [], items: [], highlightedIndex: NO_HIGHLIGHT }),
    type: assign(({ context, event }) => {
      assertEvent(event, 'input');
      const term = limitTerm(event.value);
      return { term, userHasTyped: true, searched: false, ...rebuilt({ ...context, term, searched: false }) };
    }),
    clearTerm: assign(({ context }) => ({ term: '', ...rebuilt({ ...context, term: '' }) })),
    highlightNext: assign(({ context }) => {
      const highlightedIndex = cycleHighlight(context.highlightedIndex, context.items.length, 1);
      return { highlightedIndex, items: markHighlight(context.items, highlightedIndex) };
    }),
    highlightPrevious: assign(({ context }) => {
      const highlightedIndex = cycleHighlight(context.highlightedIndex, context.items.length, -1);
      return { highlightedIndex, items: markHighlight(context.items, highlightedIndex) };
    }),
    takeHighlightedValue: assign(({ context }) => ({ term: context.items[context.highlightedIndex]!.value })),
    takeClickedValue: assign(({ context, event }) => {
      assertEvent(event, 'option.click');
      return { term: context.items.find((item) => item.id === event.id)!.value };
    }),
    runSearch: emit(({ context }) => ({ type: 'search' as const, term: context.term.trim() })),
    resetAfterSearch: assign(afterSearch),
    receiveSuggestions: assign(({ context, event }) => {
      assertEvent(event, 'suggestions.loaded');
      const suggestions = toSuggestionItems(event.response, context.generateId);
      return { suggestions, ...rebuilt({ ...context, suggestions }) };
    }),
    announceTerm: emit(({ context }) => ({ type: 'term.announced' as const, term: context.term })),
    announceEmptyTerm: emit({ type: 'term.announced' as const, term: '' }),
    requestSuggestionsIfTyped: enqueueActions(({ context, enqueue }) => {
      if (shouldLoadSuggestions(context)) {
        enqueue.emit({ type: 'suggestions.requested', searchTerm: context.term });
      }
    }),
  },
}).createMachine({
  id: 'searchBox',
  context: ({ input }) => ({
    generateId: input.generateId,
    suggestionsEnabled: input.suggestionsEnabled,
    advancedId: input.generateId(),
    term: limitTerm(input.term ?? ''),
    focused: false,
    userHasTyped: false,
    searched: false,
    suggestions: [],
    items: [],
    highlightedIndex: NO_HIGHLIGHT,
  }),
  initial: 'idle',
  on: {
    focus: {
      actions: ['focus', 'requestSuggestionsIfTyped'],
    },
    blur: { actions: 'blur' },
    input: [
      { guard: 'isClearingInput', target: '.idle', actions: ['clearTerm', 'announceEmptyTerm'] },
      // Re-targeting the active debouncing state exits and re-enters it, restarting the delay.
      { target: '.debouncing', actions: 'type' },
    ],
    clear: { target: '.idle', actions: ['clearTerm', 'announceEmptyTerm'] },
    arrowDown: { actions: 'highlightNext' },
    arrowUp: { actions: 'highlightPrevious' },
    enter: [
      { guard: 'isComposing' },
      { guard: 'hasHighlight', target: '.idle', actions: ['takeHighlightedValue', 'runSearch', 'resetAfterSearch'] },
      { guard: 'hasSearchableTerm', target: '.idle', actions: ['runSearch', 'resetAfterSearch'] },
    ],
    'option.click': {
      guard: 'isKnownOption',
      target: '.idle',
      actions: ['takeClickedValue', 'runSearch', 'resetAfterSearch'],
    },
    'suggestions.loaded': { guard: 'canShowSuggestions', actions: 'receiveSuggestions' },
  },
  states: {
    idle: {},
    debouncing: {
      after: {
        announceDebounce: {
          target: 'idle',
          actions: ['announceTerm', 'requestSuggestionsIfTyped'],
        },
      },
    },
  },
});

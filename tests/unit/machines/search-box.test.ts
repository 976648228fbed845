import { SimulatedClock, createActor } from 'xstate';
import {
  NO_HIGHLIGHT,
  cycleHighlight,
  isDropdownOpen,
  limitTerm,
  searchBoxMachine,
  type SearchBoxEmitted,
  type SearchBoxInput,
} from '../../../machines/search/search-box.machine.ts';
import { SEARCH_ANNOUNCE_DEBOUNCE_MS, SEARCH_TERM_MAX_LENGTH } from '../../../machines/constants/search-toast.ts';

type Started = { getSnapshot(): { status: string }; stop(): void };
const started: Started[] = [];

// Every test also proves the box never errored, e.g. by choosing an option that is not there.
afterEach(() => {
  for (const actor of started.splice(0)) {
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  }
});

function start(input: Partial<SearchBoxInput> = {}) {
  const clock = new SimulatedClock();
  let next = 0;
  const actor = createActor(searchBoxMachine, {
    clock,
    input: { generateId: () => `id${++next}`, suggestionsEnabled: true, ...input },
  });
  const emitted: SearchBoxEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  started.push(actor);
  actor.start();
  const ctx = () => actor.getSnapshot().context;
  const texts = () => ctx().items.map((item) => item.text);
  const highlighted = () => ctx().items.filter((item) => item.highlight).map((item) => item.text);
  const load = (...values: string[]) =>
    actor.send({ type: 'suggestions.loaded', response: { recentSearchSuggestions: values.map((value) => ({ value })) } });
  const type = (value: string) => actor.send({ type: 'input', value });
  return { clock, actor, emitted, ctx, texts, highlighted, load, type };
}

/** Focused, typed "eeg", debounce done, two suggestions loaded: [search for eeg, eeg cap, eeg gel]. */
function withSuggestions(input: Partial<SearchBoxInput> = {}) {
  const s = start(input);
  s.actor.send({ type: 'focus' });
  s.type('eeg');
  s.clock.increment(SEARCH_ANNOUNCE_DEBOUNCE_MS);
  s.load('eeg cap', 'eeg gel');
  s.emitted.length = 0;
  return s;
}

describe('search box dropdown', () => {
  it('[CC-4-001][CC-2-013] the dropdown opens when there are display items', () => {
    const s = start({ suggestionsEnabled: false });
    s.actor.send({ type: 'focus' });
    expect(isDropdownOpen(s.ctx())).toBe(false);
    const t = withSuggestions();
    expect(isDropdownOpen(t.ctx())).toBe(true);
    expect(t.texts()).toEqual(['search for eeg', 'eeg cap', 'eeg gel']);
  });

  it('[CC-4-002][CC-4-003] blur closes the dropdown and clears the items', () => {
    const s = withSuggestions();
    s.actor.send({ type: 'blur' });
    expect(s.ctx().items).toEqual([]);
    expect(s.ctx().suggestions).toEqual([]);
    expect(s.ctx().highlightedIndex).toBe(NO_HIGHLIGHT);
    expect(isDropdownOpen(s.ctx())).toBe(false);
  });

  it('[CC-4-003] suggestions that arrive while not focused are not shown', () => {
    const s = start();
    s.type('eeg');
    s.load('eeg cap');
    expect(s.ctx().items).toEqual([]);
  });
});

describe('search box highlight', () => {
  it('[CC-4-004] arrow down moves the highlight forward and wraps from the last item to the first', () => {
    const s = withSuggestions();
    expect(s.highlighted()).toEqual(['search for eeg']);
    s.actor.send({ type: 'arrowDown' });
    expect(s.highlighted()).toEqual(['eeg cap']);
    expect(s.ctx().highlightedIndex).toBe(1);
    s.actor.send({ type: 'arrowDown' });
    expect(s.highlighted()).toEqual(['eeg gel']);
    s.actor.send({ type: 'arrowDown' });
    expect(s.highlighted()).toEqual(['search for eeg']);
    expect(s.ctx().highlightedIndex).toBe(0);
  });

  it('[CC-4-004] arrow up wraps from the first item to the last', () => {
    const s = withSuggestions();
    s.actor.send({ type: 'arrowUp' });
    expect(s.highlighted()).toEqual(['eeg gel']);
    expect(s.ctx().highlightedIndex).toBe(2);
    s.actor.send({ type: 'arrowUp' });
    expect(s.highlighted()).toEqual(['eeg cap']);
  });

  it('[CC-4-004] with nothing highlighted, down goes to the first item and up to the last', () => {
    expect(cycleHighlight(NO_HIGHLIGHT, 3, 1)).toBe(0);
    expect(cycleHighlight(NO_HIGHLIGHT, 3, -1)).toBe(2);
    expect(cycleHighlight(2, 3, 1)).toBe(0);
    expect(cycleHighlight(0, 3, -1)).toBe(2);
    expect(cycleHighlight(1, 3, 1)).toBe(2);
    expect(cycleHighlight(1, 3, -1)).toBe(0);
    expect(cycleHighlight(NO_HIGHLIGHT, 0, 1)).toBe(NO_HIGHLIGHT);
    expect(cycleHighlight(NO_HIGHLIGHT, 0, -1)).toBe(NO_HIGHLIGHT);
  });

  it('[CC-4-004] arrows without items leave nothing highlighted', () => {
    const s = start();
    s.actor.send({ type: 'focus' });
    s.actor.send({ type: 'arrowDown' });
    s.actor.send({ type: 'arrowUp' });
    expect(s.ctx().highlightedIndex).toBe(NO_HIGHLIGHT);
  });

  it('[CC-4-004][CC-4-018] without suggestion setup, loaded suggestions are ignored and nothing is pre-highlighted', () => {
    const s = start({ suggestionsEnabled: false });
    s.actor.send({ type: 'focus' });
    s.type('eeg');
    s.load('eeg cap');
    expect(s.ctx().items).toEqual([]);
    expect(s.ctx().highlightedIndex).toBe(NO_HIGHLIGHT);
  });
});

describe('search box enter and click', () => {
  it('[CC-4-005][CC-4-013][CC-4-014] enter picks the highlighted suggestion: the term becomes its value and it is searched', () => {
    const s = withSuggestions();
    s.actor.send({ type: 'arrowDown' });
    s.actor.send({ type: 'enter' });
    expect(s.ctx().term).toBe('eeg cap');
    expect(s.emitted).toEqual([{ type: 'search', term: 'eeg cap' }]);
  });

  it('[CC-4-005][CC-4-010] enter on the pre-highlighted advanced option searches the trimmed typed term', () => {
    const s = start();
    s.actor.send({ type: 'focus' });
    s.type('  eeg  ');
    s.actor.send({ type: 'enter' });
    expect(s.emitted).toEqual([{ type: 'search', term: 'eeg' }]);
  });

  it('[CC-4-006][CC-2-001][CC-2-002] enter with nothing highlighted runs a plain search of the trimmed typed term', () => {
    const s = start({ suggestionsEnabled: false });
    s.actor.send({ type: 'focus' });
    s.type('  cup electrodes ');
    expect(s.ctx().highlightedIndex).toBe(NO_HIGHLIGHT);
    s.actor.send({ type: 'enter' });
    expect(s.emitted).toEqual([{ type: 'search', term: 'cup electrodes' }]);
    expect(s.ctx().term).toBe('  cup electrodes ');
  });

  it('[CC-2-002] enter with a blank term runs no search', () => {
    const s = start({ suggestionsEnabled: false });
    s.actor.send({ type: 'focus' });
    s.type('   ');
    s.actor.send({ type: 'enter' });
    s.clock.increment(SEARCH_ANNOUNCE_DEBOUNCE_MS);
    expect(s.emitted).toEqual([{ type: 'term.announced', term: '   ' }]);
  });

  it('[CC-4-007] enter during text composition is ignored', () => {
    const s = withSuggestions();
    s.actor.send({ type: 'arrowDown' });
    s.actor.send({ type: 'enter', isComposing: true });
    expect(s.emitted).toEqual([]);
    expect(s.ctx().term).toBe('eeg');
    expect(s.ctx().highlightedIndex).toBe(1);
    s.actor.send({ type: 'enter', isComposing: false });
    expect(s.emitted).toEqual([{ type: 'search', term: 'eeg cap' }]);
  });

  it('[CC-4-008][CC-4-013][CC-4-014] clicking an option selects it', () => {
    const s = withSuggestions();
    const gel = s.ctx().items[2]!;
    s.actor.send({ type: 'option.click', id: gel.id });
    expect(s.ctx().term).toBe('eeg gel');
    expect(s.emitted).toEqual([{ type: 'search', term: 'eeg gel' }]);
  });

  it('[CC-4-008] clicking an id that is not a shown option does nothing', () => {
    const s = withSuggestions();
    s.actor.send({ type: 'option.click', id: 'unknown' });
    expect(s.emitted).toEqual([]);
    expect(s.texts()).toEqual(['search for eeg', 'eeg cap', 'eeg gel']);
  });

  it('[CC-4-015][CC-4-016] running the search resets suggestions and hides the advanced option until the user types again', () => {
    const s = withSuggestions();
    s.actor.send({ type: 'enter' });
    expect(s.ctx().suggestions).toEqual([]);
    expect(s.ctx().items).toEqual([]);
    expect(s.ctx().highlightedIndex).toBe(NO_HIGHLIGHT);
    expect(s.ctx().searched).toBe(true);
    s.load('late result');
    expect(s.ctx().items).toEqual([]);
    s.type('eeg c');
    expect(s.texts()).toEqual(['search for eeg c']);
  });

  it('[CC-4-014][CC-4-011] running the search cancels a pending announcement', () => {
    const s = start({ suggestionsEnabled: false });
    s.actor.send({ type: 'focus' });
    s.type('eeg');
    s.actor.send({ type: 'enter' });
    s.clock.increment(1000);
    expect(s.emitted).toEqual([{ type: 'search', term: 'eeg' }]);
  });
});

describe('search box advanced option', () => {
  it('[CC-4-009][CC-4-010][CC-3-003][CC-3-004] focused with a term and suggestions on, a pre-highlighted "search for {term}" option comes first', () => {
    const s = start({ term: 'eeg', generateId: () => 'adv' });
    s.actor.send({ type: 'focus' });
    expect(s.ctx().items).toEqual([
      {
        id: 'adv',
        text: 'search for eeg',
        title: 'search for eeg',
        value: 'eeg',
        category: 'advanced-search',
        type: 'option-inline',
        highlight: true,
        iconName: 'utility:search',
        iconAlternativeText: 'Search',
      },
    ]);
    expect(s.ctx().highlightedIndex).toBe(0);
  });

  it('[CC-4-009] no advanced option without focus, with a blank term, or with suggestions off', () => {
    const unfocused = start({ term: 'eeg' });
    expect(unfocused.ctx().items).toEqual([]);
    const blank = start({ term: '   ' });
    blank.actor.send({ type: 'focus' });
    expect(blank.ctx().items).toEqual([]);
    const off = start({ term: 'eeg', suggestionsEnabled: false });
    off.actor.send({ type: 'focus' });
    expect(off.ctx().items).toEqual([]);
  });

  it('[CC-4-009] the advanced option follows the typed term and leaves when it is cleared', () => {
    const s = start();
    s.actor.send({ type: 'focus' });
    s.type('e');
    expect(s.texts()).toEqual(['search for e']);
    s.type('ee');
    expect(s.texts()).toEqual(['search for ee']);
    s.actor.send({ type: 'clear' });
    expect(s.texts()).toEqual([]);
    expect(s.ctx().highlightedIndex).toBe(NO_HIGHLIGHT);
  });

  it('[CC-4-010] newly loaded suggestions leave the advanced option highlighted', () => {
    const s = withSuggestions();
    expect(s.ctx().highlightedIndex).toBe(0);
    expect(s.highlighted()).toEqual(['search for eeg']);
  });

  it('[CC-4-016] the advanced option stays hidden after a search while the box keeps focus', () => {
    const s = withSuggestions();
    s.actor.send({ type: 'enter' });
    s.actor.send({ type: 'focus' });
    expect(s.ctx().items).toEqual([]);
  });

  it('[CC-4-009][CC-4-016] focusing again after leaving the box brings the advanced option back', () => {
    const s = withSuggestions();
    s.actor.send({ type: 'enter' });
    s.actor.send({ type: 'blur' });
    s.actor.send({ type: 'focus' });
    expect(s.texts()).toEqual(['search for eeg']);
  });
});

describe('search box announcements and loading', () => {
  it('[CC-4-011][CC-9-027] a typed-term change is announced 200 ms after the last keystroke', () => {
    expect(SEARCH_ANNOUNCE_DEBOUNCE_MS).toBe(200);
    const s = start({ suggestionsEnabled: false });
    s.type('e');
    s.clock.increment(150);
    s.type('ee');
    s.clock.increment(199);
    expect(s.emitted).toEqual([]);
    expect(s.actor.getSnapshot().value).toBe('debouncing');
    s.clock.increment(1);
    expect(s.emitted).toEqual([{ type: 'term.announced', term: 'ee' }]);
    expect(s.actor.getSnapshot().value).toBe('idle');
    s.clock.increment(1000);
    expect(s.emitted).toHaveLength(1);
  });

  it('[CC-4-012] clearing announces an empty term at once and drops the pending announcement', () => {
    const s = start({ suggestionsEnabled: false });
    s.type('eeg');
    s.actor.send({ type: 'clear' });
    expect(s.ctx().term).toBe('');
    expect(s.emitted).toEqual([{ type: 'term.announced', term: '' }]);
    s.clock.increment(1000);
    expect(s.emitted).toEqual([{ type: 'term.announced', term: '' }]);
  });

  it('[CC-4-012] deleting the whole term counts as clearing', () => {
    const s = start({ suggestionsEnabled: false });
    s.type('e');
    s.type('');
    expect(s.emitted).toEqual([{ type: 'term.announced', term: '' }]);
    s.clock.increment(1000);
    expect(s.emitted).toHaveLength(1);
  });

  it('[CC-4-017][CC-4-018][CC-5-007] suggestions are requested with the typed term once the debounce ends', () => {
    const s = start();
    s.actor.send({ type: 'focus' });
    expect(s.emitted).toEqual([]);
    s.type('eeg');
    s.clock.increment(199);
    expect(s.emitted).toEqual([]);
    s.clock.increment(1);
    expect(s.emitted).toEqual([
      { type: 'term.announced', term: 'eeg' },
      { type: 'suggestions.requested', searchTerm: 'eeg' },
    ]);
  });

  it('[CC-4-017] focusing with a preset term before any typing requests nothing; after typing, focusing requests again', () => {
    const s = start({ term: 'eeg' });
    s.actor.send({ type: 'focus' });
    expect(s.emitted).toEqual([]);
    s.type('eeg cap');
    s.clock.increment(200);
    s.actor.send({ type: 'blur' });
    s.emitted.length = 0;
    s.actor.send({ type: 'focus' });
    expect(s.emitted).toEqual([{ type: 'suggestions.requested', searchTerm: 'eeg cap' }]);
  });

  it('[CC-4-017] a blank typed term requests no suggestions', () => {
    const s = start();
    s.type('  ');
    s.clock.increment(200);
    expect(s.emitted).toEqual([{ type: 'term.announced', term: '  ' }]);
  });

  it('[CC-4-018] with suggestion setup off, nothing is ever requested', () => {
    const s = start({ suggestionsEnabled: false });
    s.actor.send({ type: 'focus' });
    s.type('eeg');
    s.clock.increment(200);
    s.actor.send({ type: 'blur' });
    s.actor.send({ type: 'focus' });
    expect(s.emitted).toEqual([{ type: 'term.announced', term: 'eeg' }]);
  });

  it('[CC-1-002][CC-3-001][CC-3-002][CC-3-005] loaded recent searches become query-suggestion items after the advanced option', () => {
    const s = withSuggestions();
    expect(s.ctx().items.slice(1)).toEqual([
      {
        id: 'id2',
        text: 'eeg cap',
        title: 'eeg cap',
        value: 'eeg cap',
        category: 'query-suggestion',
        type: 'option-inline',
        highlight: false,
        iconName: 'utility:clock',
        iconAlternativeText: 'Recent search',
      },
      expect.objectContaining({ id: 'id3', value: 'eeg gel', highlight: false }),
    ]);
  });
});

describe('search box term length', () => {
  it('[SH-5-027][SH-9-034] the term keeps at most 255 characters', () => {
    expect(SEARCH_TERM_MAX_LENGTH).toBe(255);
    expect(limitTerm('a'.repeat(256))).toHaveLength(255);
    expect(limitTerm('a'.repeat(255))).toHaveLength(255);
    const s = start({ term: 'b'.repeat(300) });
    expect(s.ctx().term).toBe('b'.repeat(255));
    s.type('c'.repeat(256));
    expect(s.ctx().term).toBe('c'.repeat(255));
  });
});

// Model-based test of the search box: random focus/typing/keys/clicks/suggestion loads/time steps
// run against a plain model; after every step the term, the dropdown, the highlight and every
// emitted event must match it, and the dropdown invariants must hold.
import fc from 'fast-check';
import { SimulatedClock, createActor, type Actor } from 'xstate';
import { NO_HIGHLIGHT, isDropdownOpen, searchBoxMachine, type SearchBoxEmitted } from '../machines/search/search-box.machine.ts';

const DEBOUNCE = 200;
const MAX = 255;

class SearchModel {
  now = 0;
  term: string;
  focused = false;
  typed = false;
  searched = false;
  suggestions: string[] = [];
  highlight = NO_HIGHLIGHT;
  announceAt: number | null = null;
  emitted: SearchBoxEmitted[] = [];
  constructor(
    readonly enabled: boolean,
    term: string,
  ) {
    this.term = term.slice(0, MAX);
  }

  items(): string[] {
    if (!this.focused || this.searched) return [];
    const trimmed = this.term.trim();
    return [...(this.enabled && trimmed ? [`search for ${trimmed}`] : []), ...this.suggestions];
  }
  values(): string[] {
    if (!this.focused || this.searched) return [];
    const trimmed = this.term.trim();
    return [...(this.enabled && trimmed ? [trimmed] : []), ...this.suggestions];
  }
  private rehighlight(): void {
    this.highlight = this.focused && !this.searched && this.enabled && this.term.trim() ? 0 : NO_HIGHLIGHT;
  }
  private requestIfTyped(): void {
    if (this.enabled && this.typed && this.term.trim()) this.emitted.push({ type: 'suggestions.requested', searchTerm: this.term });
  }
  private search(term: string): void {
    this.term = term;
    this.emitted.push({ type: 'search', term: term.trim() });
    this.searched = true;
    this.suggestions = [];
    this.highlight = NO_HIGHLIGHT;
    this.announceAt = null;
  }

  focus(): void {
    this.focused = true;
    this.rehighlight();
    this.requestIfTyped();
  }
  blur(): void {
    this.focused = false;
    this.searched = false;
    this.suggestions = [];
    this.highlight = NO_HIGHLIGHT;
  }
  type(value: string): void {
    if (value === '') return this.clear();
    this.term = value.slice(0, MAX);
    this.typed = true;
    this.searched = false;
    this.rehighlight();
    this.announceAt = this.now + DEBOUNCE;
  }
  clear(): void {
    this.term = '';
    this.rehighlight();
    this.announceAt = null;
    this.emitted.push({ type: 'term.announced', term: '' });
  }
  arrow(step: 1 | -1): void {
    const count = this.items().length;
    if (count === 0) return;
    this.highlight = this.highlight === NO_HIGHLIGHT ? (step === 1 ? 0 : count - 1) : (this.highlight + step + count) % count;
  }
  enter(composing: boolean): void {
    if (composing) return;
    if (this.highlight !== NO_HIGHLIGHT) return this.search(this.values()[this.highlight]!);
    if (this.term.trim()) this.search(this.term);
  }
  click(index: number): void {
    const values = this.values();
    if (values.length > 0) this.search(values[index % values.length]!);
  }
  load(values: string[]): void {
    if (!this.enabled || !this.focused || this.searched) return;
    this.suggestions = values.filter((value) => value.trim() !== '');
    this.rehighlight();
  }
  announce(): void {
    this.now = this.announceAt!;
    this.announceAt = null;
    this.emitted.push({ type: 'term.announced', term: this.term });
    this.requestIfTyped();
  }
}

interface Real {
  clock: SimulatedClock;
  actor: Actor<typeof searchBoxMachine>;
  emitted: SearchBoxEmitted[];
}

function checkAgainst(model: SearchModel, real: Real): void {
  expect(real.actor.getSnapshot().status).toBe('active');
  const context = real.actor.getSnapshot().context;
  const { items, highlightedIndex } = context;
  // Invariants: the highlight points at an existing item or none; open means items; blurred means closed.
  expect(highlightedIndex === NO_HIGHLIGHT || (highlightedIndex >= 0 && highlightedIndex < items.length)).toBe(true);
  expect(items.filter((item) => item.highlight).length).toBe(highlightedIndex === NO_HIGHLIGHT ? 0 : 1);
  if (highlightedIndex !== NO_HIGHLIGHT) expect(items[highlightedIndex]!.highlight).toBe(true);
  if (isDropdownOpen(context)) expect(items.length).toBeGreaterThan(0);
  if (!context.focused) expect(isDropdownOpen(context)).toBe(false);
  expect(context.term.length).toBeLessThanOrEqual(MAX);
  expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  // The model.
  expect(context.term).toBe(model.term);
  expect(items.map((item) => item.text)).toEqual(model.items());
  expect(items.map((item) => item.value)).toEqual(model.values());
  expect(highlightedIndex).toBe(model.highlight);
  expect(real.emitted).toEqual(model.emitted);
  expect(real.actor.getSnapshot().value).toBe(model.announceAt === null ? 'idle' : 'debouncing');
}

type SearchCommand = fc.Command<SearchModel, Real>;

function command(name: string, act: (model: SearchModel, real: Real) => void): SearchCommand {
  return {
    check: () => true,
    run: (model, real) => {
      act(model, real);
      checkAgainst(model, real);
    },
    toString: () => name,
  };
}

const termArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('e', 'eeg', ' eeg cap ', 'probe tips') },
  { weight: 1, arbitrary: fc.constantFrom('', ' ') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 250, maxLength: 300 }) },
);
const valuesArb = fc.array(
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom('eeg cap', 'eeg gel', 'probe tips') }, fc.constantFrom('', '  '), fc.string({ maxLength: 6 })),
  { maxLength: 4 },
);

const focus = fc.constant(command('focus', (m, r) => (r.actor.send({ type: 'focus' }), m.focus())));
const type = termArb.map((value) =>
  command(`type(${JSON.stringify(value)})`, (m, r) => (r.actor.send({ type: 'input', value }), m.type(value))),
);
const load = valuesArb.map((values) =>
  command(`load(${JSON.stringify(values)})`, (m, r) => {
    r.actor.send({ type: 'suggestions.loaded', response: { recentSearchSuggestions: values.map((value) => ({ value })) } });
    m.load(values);
  }),
);
const arrowDown = fc.constant(command('arrowDown', (m, r) => (r.actor.send({ type: 'arrowDown' }), m.arrow(1))));
const arrowUp = fc.constant(command('arrowUp', (m, r) => (r.actor.send({ type: 'arrowUp' }), m.arrow(-1))));

// Listed more than once to weight them: the dropdown needs focus, a term and loaded suggestions
// before highlighting and choosing have anything to work on.
const commands = fc.commands(
  [
    focus,
    focus,
    fc.constant(command('blur', (m, r) => (r.actor.send({ type: 'blur' }), m.blur()))),
    type,
    type,
    fc.constant(command('clear', (m, r) => (r.actor.send({ type: 'clear' }), m.clear()))),
    arrowDown,
    arrowDown,
    arrowUp,
    arrowUp,
    fc.boolean().map((isComposing) =>
      command(`enter(composing=${isComposing})`, (m, r) => (r.actor.send({ type: 'enter', isComposing }), m.enter(isComposing))),
    ),
    fc.nat(5).map((index) =>
      command(`click(#${index})`, (m, r) => {
        const { items } = r.actor.getSnapshot().context;
        if (items.length > 0) r.actor.send({ type: 'option.click', id: items[index % items.length]!.id });
        m.click(index);
      }),
    ),
    load,
    load,
    fc.oneof(fc.constantFrom(1, 199, 200), fc.integer({ min: 0, max: 500 })).map((ms) =>
      command(`advance(${ms})`, (m, r) => {
        const target = m.now + ms;
        if (m.announceAt !== null && m.announceAt <= target) {
          // Stop a millisecond early first, so an early announcement shows.
          r.clock.set(m.announceAt - 1);
          m.now = m.announceAt - 1;
          checkAgainst(m, r);
          r.clock.set(m.announceAt);
          m.announce();
          checkAgainst(m, r);
        }
        r.clock.set(target);
        m.now = target;
      }),
    ),
  ],
  { maxCommands: 60, size: '+1' },
);

describe('search box model', () => {
  it('[CC-4-001][CC-4-002][CC-4-003][CC-4-004][CC-4-005][CC-4-006][CC-4-007][CC-4-008][CC-4-009][CC-4-010][CC-4-011][CC-4-012][CC-4-013][CC-4-014][CC-4-015][CC-4-016][CC-4-017][CC-4-018][SH-5-027] matches the model after every step; the highlight always points at an item or none and an open dropdown has items', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.oneof(fc.constant(''), termArb), fc.boolean(), commands, (enabled, initialTerm, startFocused, cmds) => {
        const clock = new SimulatedClock();
        let issued = 0;
        const actor = createActor(searchBoxMachine, {
          clock,
          input: { generateId: () => `id${++issued}`, suggestionsEnabled: enabled, term: initialTerm },
        });
        const emitted: SearchBoxEmitted[] = [];
        actor.on('*', (event) => emitted.push(event));
        actor.start();
        const model = new SearchModel(enabled, initialTerm);
        if (startFocused) {
          actor.send({ type: 'focus' });
          model.focus();
        }
        fc.modelRun(() => ({ model, real: { clock, actor, emitted } }), cmds);
        actor.stop();
      }),
    );
  });
});

import fc from 'fast-check';
import { NO_HIGHLIGHT, cycleHighlight, limitTerm } from '../machines/search/search-box.machine.ts';
import { advancedSearchText, toSuggestionItems } from '../machines/search/suggestion-items.ts';

describe('search pure properties', () => {
  it('[CC-4-004] cycling the highlight stays on an item and returns to the start after a full round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), fc.constantFrom<1 | -1>(1, -1), (count, start, step) => {
        const from = start % count;
        let index = from;
        for (let i = 0; i < count; i += 1) {
          index = cycleHighlight(index, count, step);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(count);
        }
        expect(index).toBe(from);
        expect(cycleHighlight(cycleHighlight(from, count, step), count, step === 1 ? -1 : 1)).toBe(from);
        expect(cycleHighlight(NO_HIGHLIGHT, count, step)).toBe(step === 1 ? 0 : count - 1);
      }),
    );
  });

  it('[SH-5-027][SH-9-034] a limited term is the first 255 characters of the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (value) => {
        const term = limitTerm(value);
        expect(term.length).toBe(Math.min(value.length, 255));
        expect(value.startsWith(term)).toBe(true);
      }),
    );
  });

  it('[CC-4-009] the advanced text is "search for " followed by the term, whatever it contains', () => {
    fc.assert(
      fc.property(fc.string(), (term) => {
        expect(advancedSearchText(term)).toBe(`search for ${term}`);
      }),
    );
  });

  it('[CC-3-001][CC-3-002][CC-3-005] every non-blank recent search becomes one item, in order, each with a fresh id', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string({ maxLength: 6 }), { nil: undefined })), (values) => {
        let n = 0;
        const items = toSuggestionItems({ recentSearchSuggestions: values.map((value) => ({ value })) }, () => `g${++n}`);
        const kept = values.filter((value): value is string => typeof value === 'string' && value.trim() !== '');
        expect(items.map((item) => item.value)).toEqual(kept);
        expect(items.map((item) => item.id)).toEqual(kept.map((_, i) => `g${i + 1}`));
      }),
    );
  });
});

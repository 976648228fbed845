import fc from 'fast-check';
import { applyPage, imageLoad, type GridItem } from '../machines/grid/grid-pagination.ts';
import { blockAlignment, columnWidth, gridSpacing, mediumBreakpointColumns } from '../machines/grid/grid-layout.ts';
import { BLOCK_ALIGNMENTS, GRID_SPACINGS } from '../machines/constants/search-toast.ts';

const itemArb: fc.Arbitrary<GridItem> = fc
  .constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g')
  .chain((id) => fc.record({ id: fc.constant(id), key: fc.string({ maxLength: 3 }), ariaLabel: fc.string({ maxLength: 5 }) }));
const uniqueItems = fc.uniqueArray(itemArb, { selector: (item) => item.id, maxLength: 7 });

describe('grid pagination properties', () => {
  it('[CC-4-022][CC-4-023] append keeps the current items first, adds every unseen id once, and focuses the first new one', () => {
    fc.assert(
      fc.property(uniqueItems, fc.array(itemArb, { maxLength: 8 }), fc.boolean(), (current, incoming, scroll) => {
        const page = applyPage(current, incoming, { mode: 'append', scrollToFirstNew: scroll });
        const ids = page.items.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(page.items.slice(0, current.length)).toEqual(current);
        for (const item of incoming) expect(ids).toContain(item.id);
        const seen = new Set(current.map((item) => item.id));
        const firstNew = incoming.find((item) => !seen.has(item.id));
        expect(page.focusItemId).toBe(firstNew?.id ?? null);
        expect(page.items[current.length]).toBe(firstNew);
      }),
    );
  });

  it('[CC-4-024] append scrolls exactly when asked and there is a new item to focus', () => {
    fc.assert(
      fc.property(uniqueItems, fc.array(itemArb, { maxLength: 8 }), fc.boolean(), (current, incoming, scroll) => {
        const page = applyPage(current, incoming, { mode: 'append', scrollToFirstNew: scroll });
        expect(page.scrollToFocusItem).toBe(scroll && page.focusItemId !== null);
      }),
    );
  });

  it('[CC-4-025] replace always yields exactly the incoming items', () => {
    fc.assert(
      fc.property(uniqueItems, fc.array(itemArb, { maxLength: 8 }), fc.boolean(), (current, incoming, scroll) => {
        expect(applyPage(current, incoming, { mode: 'replace', scrollToFirstNew: scroll })).toEqual({
          items: incoming,
          focusItemId: null,
          scrollToFocusItem: false,
        });
      }),
    );
  });
});

describe('grid layout properties', () => {
  it('[CC-5-026][CC-5-028][CC-5-029] spacing and alignment are always one of the listed values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...GRID_SPACINGS, ...BLOCK_ALIGNMENTS)), (value) => {
        expect(GRID_SPACINGS).toContain(gridSpacing(value));
        expect(BLOCK_ALIGNMENTS).toContain(blockAlignment(value));
      }),
    );
  });

  it('[CC-5-027] a medium column count is an integer from 1 to 6 or none', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 20 }), fc.double(), fc.string()), (value) => {
        const columns = mediumBreakpointColumns(value);
        if (columns !== undefined) {
          expect(Number.isInteger(columns)).toBe(true);
          expect(columns).toBeGreaterThanOrEqual(1);
          expect(columns).toBeLessThanOrEqual(6);
        }
      }),
    );
  });

  it('[CC-5-030][CC-5-031] a column width is always a finite number; finite numbers pass through', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constant(undefined)), (value) => {
        const width = columnWidth(value);
        expect(Number.isFinite(width)).toBe(true);
        if (typeof value === 'number' && Number.isFinite(value)) expect(width).toBe(value);
      }),
    );
  });
});

describe('grid image loading', () => {
  it('[PX-06-043] the first row loads at once, the first image with high priority; the rest lazily; no eager row means all lazy', () => {
    expect(Array.from({ length: 6 }, (_, index) => imageLoad(index, 4))).toEqual(['priority', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(imageLoad(0, 0)).toBe('lazy');
    expect(imageLoad(0, 1)).toBe('priority');
  });
});

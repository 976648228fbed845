import fc from 'fast-check';
import { applyPage, imageLoad, type GridItem } from '../machines/grid/grid-pagination.ts';

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

describe('grid image loading', () => {
  it('[PX-06-043] the first row loads at once, the first image with high priority; the rest lazily; no eager row means all lazy', () => {
    expect(Array.from({ length: 6 }, (_, index) => imageLoad(index, 4))).toEqual(['priority', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(imageLoad(0, 0)).toBe('lazy');
    expect(imageLoad(0, 1)).toBe('priority');
  });
});

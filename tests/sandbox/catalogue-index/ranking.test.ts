// Ranking (sandbox/domain/catalogue-index/ranking.ts) against a full sort: the model sorts every
// result with one comparison written from the sort rules and slices the page. It uses no ranks,
// no sort keys and no heap.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PriceColumns } from '../../../sandbox/domain/catalogue-index/prices.ts';
import { Ranking, TopResults, type SortSpec } from '../../../sandbox/domain/catalogue-index/ranking.ts';

interface Result {
  position: number;
  score: number;
}

interface World {
  products: Array<{ id: string; name: string; cents: number }>;
  results: Result[];
  sort: SortSpec;
  start: number;
  end: number;
}

// Few letters and case variants, so names and prices tie often.
const name = fc.array(fc.constantFrom('a', 'A', 'b', 'é', 'e', ' ', '1', '2'), { maxLength: 4 }).map((cs) => cs.join(''));
const sortSpec: fc.Arbitrary<SortSpec> = fc.oneof(
  fc.constant(undefined),
  fc.record({ type: fc.constantFrom<'Relevancy' | 'Standard' | 'Price'>('Relevancy', 'Standard', 'Price'), descending: fc.boolean() }),
);

const world: fc.Arbitrary<World> = fc.integer({ min: 0, max: 14 }).chain((n) =>
  fc.record({
    products: fc.uniqueArray(fc.record({ id: fc.array(fc.constantFrom('0', '1', 'a', 'B', 'b'), { minLength: 3, maxLength: 3 }).map((cs) => `01t${cs.join('')}`), name, cents: fc.constantFrom(0, 500, 1250, 99900) }), { minLength: n, maxLength: n, selector: (p) => p.id }),
    // Results in catalogue order, as matching gives them; scores as term matching gives (at most 160 per token).
    results: fc.subarray(Array.from({ length: n }, (_, i) => i)).chain((positions) =>
      fc.array(fc.integer({ min: 0, max: 320 }), { minLength: positions.length, maxLength: positions.length }).map((scores) => positions.map((position, k) => ({ position, score: scores[k]! }))),
    ),
    sort: sortSpec,
    start: fc.integer({ min: 0, max: 16 }),
    end: fc.integer({ min: 0, max: 20 }),
  }),
);

/** The order the sort rules give, as one comparison over every result. */
function modelPage({ products, results, sort, start, end }: World): number[] {
  const p = (r: Result) => products[r.position]!;
  const catalogueOrder = (a: Result, b: Result) => a.position - b.position;
  const byName = (a: Result, b: Result) => p(a).name.localeCompare(p(b).name);
  const compare = (a: Result, b: Result): number => {
    if (sort?.type === 'Price') {
      const price = (p(a).cents - p(b).cents) * (sort.descending ? -1 : 1);
      return price || p(a).id.localeCompare(p(b).id);
    }
    if (sort?.type === 'Standard') return (sort.descending ? -byName(a, b) : byName(a, b)) || catalogueOrder(a, b);
    return b.score - a.score || byName(a, b) || catalogueOrder(a, b);
  };
  return [...results].sort(compare).slice(start, Math.max(start, end)).map((r) => r.position);
}

function indexedPage(w: World, top = new TopResults(w.products.length)): number[] {
  const ranking = new Ranking(w.products);
  const n = w.products.length;
  const prices: PriceColumns = { cents: Float64Array.from(w.products, (x) => x.cents), unit: new Float64Array(n), list: new Float64Array(n), band: new Uint8Array(n) };
  const key = ranking.sortKey(w.sort, () => prices);
  return top.slice(Int32Array.from(w.results, (r) => r.position), Int32Array.from(w.results, (r) => r.score), key, w.start, w.end);
}

describe('catalogue index: ranking', () => {
  it('[PX-25-003][PX-03-020] a page of results in sort order (relevance then name, name either way, price either way) equals the same slice of a full sort', () => {
    fc.assert(
      fc.property(world, (w) => {
        expect(indexedPage(w)).toEqual(modelPage(w));
      }),
      { numRuns: 300 },
    );
  });

  it('[PX-25-003] one heap serves page after page as a fresh one does', () => {
    fc.assert(
      fc.property(world, fc.array(fc.record({ start: fc.nat(16), end: fc.nat(20) }), { maxLength: 3 }), (w, pages) => {
        const top = new TopResults(w.products.length);
        for (const page of [...pages, { start: w.start, end: w.end }]) expect(indexedPage({ ...w, ...page }, top)).toEqual(modelPage({ ...w, ...page }));
      }),
      { numRuns: 200 },
    );
  });

  it('[PX-25-003] the anchor case: a stronger match first, then names in order; a price sort breaks ties by id', () => {
    const products = [
      { id: '01t000000000003', name: 'Cap, small', cents: 51900 },
      { id: '01t000000000001', name: 'Cup electrodes', cents: 17200 },
      { id: '01t000000000002', name: 'Cap', cents: 51900 },
    ];
    const results = [{ position: 0, score: 10 }, { position: 1, score: 40 }, { position: 2, score: 10 }];
    expect(indexedPage({ products, results, sort: undefined, start: 0, end: 3 })).toEqual([1, 2, 0]);
    expect(indexedPage({ products, results, sort: { type: 'Price', descending: true }, start: 0, end: 3 })).toEqual([2, 0, 1]);
    expect(indexedPage({ products, results, sort: { type: 'Standard', descending: false }, start: 1, end: 2 })).toEqual([0]);
  });
});

// Facets (sandbox/domain/catalogue-index/facets.ts) against a plain count: for each facet, walk the
// matches in catalogue order and count the products carrying each value. The model shares nothing
// with the index (no value ids, no facet classes, no tallies).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FacetIndex, type FacetSpec } from '../../../sandbox/domain/catalogue-index/facets.ts';

/** The bands the Price facet offers, written out as the answer shows them (CC §3's price ranges). */
const BAND_LABELS = [
  { displayName: '0–50', nameOrId: '0-50' },
  { displayName: '50–100', nameOrId: '50-100' },
  { displayName: '100–250', nameOrId: '100-250' },
  { displayName: '250–500', nameOrId: '250-500' },
  { displayName: '500+', nameOrId: '500-' },
];
const OUTSIDE = BAND_LABELS.length;
const UNPRICED = OUTSIDE + 1;

interface World {
  facets: FacetSpec[];
  /** Per product, per facet name, its values (repeats allowed, as a field may list one twice). */
  values: Array<Record<string, string[]>>;
  bands: number[];
  matched: number[];
}

const facetSpecs = fc.uniqueArray(
  fc.record({ name: fc.constantFrom('Colour__c', 'Size__c', 'Latex_Free__c', 'Brand'), label: fc.string({ maxLength: 6 }), attributeType: fc.constantFrom<FacetSpec['attributeType']>('Custom', 'ProductAttribute') }),
  { selector: (f) => f.name, maxLength: 4 },
);
// Few letters and case variants, so values repeat, tie and sort in interesting ways.
const value = fc.constantFrom('a', 'A', 'b', 'B', 'ab', 'é', 'e', '10', '9', 'z z');

const world: fc.Arbitrary<World> = facetSpecs.chain((facets) =>
  fc.integer({ min: 0, max: 12 }).chain((n) =>
    fc.record({
      facets: fc.constant(facets),
      values: fc.array(fc.record(Object.fromEntries(facets.map((f) => [f.name, fc.array(value, { maxLength: 3 })]))), { minLength: n, maxLength: n }),
      bands: fc.array(fc.integer({ min: 0, max: UNPRICED }), { minLength: n, maxLength: n }),
      matched: fc.subarray(Array.from({ length: n }, (_, i) => i)),
    }),
  ),
);

/** The facets a plain count gives: the index's answer, written from the rule. */
function modelFacets({ facets, values, bands, matched }: World) {
  const answer: unknown[] = [];
  for (const facet of facets) {
    const counts = new Map<string, number>();
    for (const i of matched) for (const v of new Set(values[i]![facet.name])) counts.set(v, (counts.get(v) ?? 0) + 1);
    if (counts.size === 0) continue;
    // Map keeps first-seen order; a stable sort by localeCompare keeps it among equal values.
    const ordered = [...counts.keys()];
    if (facet.attributeType === 'Custom') ordered.sort((a, b) => a.localeCompare(b));
    answer.push({
      attributeType: facet.attributeType, displayName: facet.label, displayRank: answer.length + 1, displayType: 'MultiSelect', facetType: 'DistinctValue', nameOrId: facet.name,
      values: ordered.map((v) => ({ displayName: v, nameOrId: v, productCount: counts.get(v) })),
    });
  }
  const priced = matched.filter((i) => bands[i] !== UNPRICED);
  if (priced.length > 0) {
    answer.push({
      attributeType: 'Standard', displayName: 'Price', displayRank: answer.length + 1, displayType: 'Range', facetType: 'Range', nameOrId: 'UnitPrice',
      values: BAND_LABELS.flatMap((label, b) => {
        const productCount = matched.filter((i) => bands[i] === b).length;
        return productCount > 0 ? [{ ...label, productCount }] : [];
      }),
    });
  }
  return answer;
}

const indexOf = (w: World) => new FacetIndex(w.facets, w.values.length, (i, name) => w.values[i]![name] ?? []);
const countsOf = (index: FacetIndex, w: World) => index.counts(Int32Array.from(w.matched), () => Uint8Array.from(w.bands));

describe('catalogue index: facets', () => {
  it('[PX-25-002][PX-03-025] every facet counts the matches carrying each value (custom facets sorted, others first-seen) and the Price facet its bands, as a plain count does', () => {
    fc.assert(
      fc.property(world, (w) => {
        expect(countsOf(indexOf(w), w)).toEqual(modelFacets(w));
      }),
      { numRuns: 400 },
    );
  });

  it('[PX-25-002] one index answers search after search as a fresh one does (its scratch counts start from zero each time)', () => {
    fc.assert(
      fc.property(world, fc.array(fc.nat(), { maxLength: 3 }), (w, seeds) => {
        const index = indexOf(w);
        for (const seed of seeds) {
          const other = { ...w, matched: w.matched.filter((_, k) => (k + seed) % 2 === 0) };
          expect(countsOf(index, other)).toEqual(modelFacets(other));
        }
        expect(countsOf(index, w)).toEqual(modelFacets(w));
      }),
      { numRuns: 200 },
    );
  });

  it('[PX-25-002] the anchor case: two custom values in order with their counts, unpriced matches leave the Price facet out', () => {
    const w: World = {
      facets: [{ name: 'Latex_Free__c', label: 'Latex free', attributeType: 'Custom' }],
      values: [{ Latex_Free__c: ['yes'] }, { Latex_Free__c: ['no'] }, { Latex_Free__c: ['yes', 'yes'] }],
      bands: [UNPRICED, UNPRICED, UNPRICED],
      matched: [0, 1, 2],
    };
    expect(countsOf(indexOf(w), w)).toEqual([
      { attributeType: 'Custom', displayName: 'Latex free', displayRank: 1, displayType: 'MultiSelect', facetType: 'DistinctValue', nameOrId: 'Latex_Free__c',
        values: [{ displayName: 'no', nameOrId: 'no', productCount: 1 }, { displayName: 'yes', nameOrId: 'yes', productCount: 2 }] },
    ]);
  });
});

// Matching (sandbox/domain/catalogue-index/matching.ts, over words.ts and trigrams.ts) against a
// plain scan: each eligible product, each token looked for with String#includes in its lower-case
// name, SKUs and description, scored as PX-03-020 says. The model builds no index.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BitsPool, bitsFor, setBit } from '../../../sandbox/domain/catalogue-index/bits.ts';
import { TermMatcher } from '../../../sandbox/domain/catalogue-index/matching.ts';

interface Item {
  name: string;
  description: string;
  sku: string;
  /** Positions of its variations (a parent's children). */
  children: number[];
}

interface World {
  items: Item[];
  eligible: number[];
  tokens: string[];
  /** The term as typed: the tokens joined, or a product's SKU. */
  term: string;
  variationParents: boolean;
}

// Few letters, so tokens of one to four letters hit names, descriptions and SKUs often.
const text = (chars: string[], max: number) => fc.array(fc.constantFrom(...chars), { maxLength: max }).map((cs) => cs.join(''));
const token = text(['a', 'b', 'c', '1', '-'], 4).filter((t) => t.length > 0);

const world: fc.Arbitrary<World> = fc.integer({ min: 1, max: 10 }).chain((n) =>
  fc.record({
    items: fc.tuple(
      ...Array.from({ length: n }, (_, i) =>
        fc.record({
          name: text(['a', 'B', 'c', ' ', '1'], 9),
          description: text(['a', 'b', 'C', ' ', '-'], 9),
          sku: text(['a', 'B', '1', '-'], 6).map((s) => `${s}${i}`),
          children: fc.subarray(Array.from({ length: n }, (_, k) => k).filter((k) => k > i), { maxLength: Math.min(2, n - i - 1) }),
        }),
      ),
    ),
    eligible: fc.subarray(Array.from({ length: n }, (_, i) => i)),
    tokens: fc.array(token, { minLength: 1, maxLength: 3 }),
    skuTerm: fc.option(fc.nat(n - 1), { nil: undefined }),
    variationParents: fc.boolean(),
  }).map(({ items, eligible, tokens, skuTerm, variationParents }) => {
    const term = skuTerm === undefined ? tokens.join(' ') : items[skuTerm]!.sku.toLowerCase();
    return { items, eligible, tokens: term.split(/\s+/).filter(Boolean), term, variationParents };
  }),
);

/** PX-03-020: 100 per token in the name, 50 in a SKU, 10 in the description; 25 more when the name starts with the term and holds every token; 10,000 for an exact SKU. */
function modelMatches({ items, eligible, tokens, term, variationParents }: World) {
  const products: number[] = [];
  const scores: number[] = [];
  for (const i of eligible) {
    const item = items[i]!;
    const skus = [item.sku, ...(variationParents ? item.children.map((c) => items[c]!.sku) : [])].map((s) => s.toLowerCase());
    const name = item.name.toLowerCase();
    let score = 0;
    if (skus.includes(term)) score = 10_000;
    else {
      let everyInName = true;
      for (const t of tokens) {
        const hit = (name.includes(t) ? 100 : 0) + (skus.some((s) => s.includes(t)) ? 50 : 0) + (item.description.toLowerCase().includes(t) ? 10 : 0);
        if (hit === 0) {
          score = 0;
          break;
        }
        score += hit;
        everyInName &&= name.includes(t);
      }
      if (score > 0 && everyInName && name.startsWith(term)) score += 25;
    }
    if (score > 0) {
      products.push(i);
      scores.push(score);
    }
  }
  return { products, scores };
}

function indexedMatches(w: World) {
  const n = w.items.length;
  const matcher = new TermMatcher(
    w.items.map((item) => ({ name: item.name, description: item.description, childProductIds: item.children.map((c) => `child${c}`) })),
    w.items.map((item) => item.sku.toLowerCase()),
    w.items.map((item) => item.children),
  );
  const eligible = bitsFor(n);
  for (const i of w.eligible) setBit(eligible, i);
  // Each product its own name id; the flags say which names start with the term.
  const query = {
    term: w.term, tokens: w.tokens, variationParents: w.variationParents,
    nameId: Int32Array.from(w.items, (_, i) => i), prefixed: Uint8Array.from(w.items, (item) => (item.name.toLowerCase().startsWith(w.term) ? 1 : 0)),
  };
  const found = matcher.match(query, eligible, new BitsPool(n), { products: new Int32Array(n), scores: new Int32Array(n) });
  return { products: [...found.products], scores: [...found.scores] };
}

describe('catalogue index: matching', () => {
  it('[PX-03-020][PX-03-025] the eligible products a term matches, in catalogue order with their relevance, equal a scan with String#includes', () => {
    fc.assert(
      fc.property(world, (w) => {
        expect(indexedMatches(w)).toEqual(modelMatches(w));
      }),
      { numRuns: 400 },
    );
  });

  it('[PX-03-020] the anchor cases: an exact SKU outranks any name, a variation\'s SKU finds its parent only when grouped', () => {
    const items: Item[] = [
      { name: 'Cortexa Cap', description: 'EEG cap', sku: 'KRM-NEU-EEG-2000', children: [1] },
      { name: 'Cortexa Cap Small', description: 'Size S', sku: 'KRM-NEU-EEG-2001-S', children: [] },
    ];
    const base = { items, eligible: [0, 1], tokens: ['krm-neu-eeg-2001-s'], term: 'krm-neu-eeg-2001-s' };
    expect(indexedMatches({ ...base, variationParents: true })).toEqual({ products: [0, 1], scores: [10_000, 10_000] });
    expect(indexedMatches({ ...base, variationParents: false })).toEqual({ products: [1], scores: [10_000] });
    expect(indexedMatches({ ...base, tokens: ['cap'], term: 'cap', variationParents: false })).toEqual({ products: [0, 1], scores: [110, 100] });
  });
});

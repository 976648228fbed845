// Indexes over the catalogue, built once when it loads (it is fixed at run time), so that search and
// suggestions touch only the products a term or category can match instead of every product on
// each request. Matching keeps the semantics of a plain scan; tests/sandbox/catalogue-index.test.ts
// compares both. The parts, in sandbox/domain/catalogue-index/:
// - matching.ts: which products a term matches and how well (words.ts, trigrams.ts).
// - categories.ts: per category (with its descendants) its products; the result's category tree.
// - refinements.ts: refinements as tests of one product.
// - ranking.ts: sort orders as ranks, and one page of results in sort order.
// - facets.ts: facet values and their counts; prices.ts: prices and price bands per currency.
// - names.ts: the distinct names, for suggestions.
// Search runs synchronously, one at a time, so its scratch arrays are reused from one to the next.
import type { Category, Product } from '../../fixtures/types.ts';

import { BitsPool, bitsFor, eachBit, setBit, type Bits } from './catalogue-index/bits.ts';
import { CategoryIndex } from './catalogue-index/categories.ts';
import { FacetIndex, type FacetSpec } from './catalogue-index/facets.ts';
import { TermMatcher } from './catalogue-index/matching.ts';
import { NameIndex, type Suggestions } from './catalogue-index/names.ts';
import { PriceTable, type PriceColumns, type PriceOf } from './catalogue-index/prices.ts';
import { Ranking, TopResults, type SortSpec } from './catalogue-index/ranking.ts';
import { keepPassing, refinementTest, type Refinement, type Scored } from './catalogue-index/refinements.ts';

export type { FacetSpec } from './catalogue-index/facets.ts';
;

export interface IndexedSearch {
  term: string;
  tokens: string[];
  categoryId?: string;
  grouping: string;
  refinements: Refinement[];
  currency: string;
  sort: SortSpec;
  /** The slice of the sorted results to return. */
  start: number;
  end: number;
}

export class CatalogueIndex {
  readonly products: Product[];
  private readonly isVariation: Uint8Array;
  private readonly notVariation: Bits;
  private readonly notParent: Bits;
  private readonly fieldsOf: Array<Record<string, string | null>>;
  private readonly childPositions: number[][];
  private readonly categoryIndex: CategoryIndex;
  private readonly matcher: TermMatcher;
  private readonly names: NameIndex<Product>;
  private readonly ranking: Ranking;
  private readonly facetIndex: FacetIndex;
  private readonly prices: PriceTable;
  // Scratch: matches and their scores in catalogue order, the refined ones, the bitsets of a search, the page's heap.
  private readonly matchedScratch: Scored;
  private readonly refinedScratch: Scored;
  private readonly bitsPool: BitsPool;
  private readonly topResults: TopResults;

  constructor(products: Product[], categories: Map<string, Category>, fields: (p: Product) => Record<string, string | null>, price: PriceOf, facets: FacetSpec[], otherNames: (p: Product) => string[] = () => []) {
    this.products = products;
    const n = products.length;
    const position = new Map(products.map((p, i) => [p.id, i]));
    const skuLower = products.map((p) => p.sku.toLowerCase());
    this.childPositions = products.map((p) => (p.childProductIds ?? []).map((id) => position.get(id) ?? -1));
    this.isVariation = Uint8Array.from(products, (p) => (p.productClass === 'Variation' ? 1 : 0));
    this.notVariation = productsWhere(products, (p) => p.productClass !== 'Variation');
    this.notParent = productsWhere(products, (p) => p.productClass !== 'VariationParent');
    this.fieldsOf = products.map(fields);
    this.categoryIndex = new CategoryIndex(products, categories);
    this.matcher = new TermMatcher(products, skuLower, this.childPositions, products.map(otherNames));
    this.names = new NameIndex(products, this.isVariation, skuLower, this.matcher.skus);
    this.ranking = new Ranking(products);
    this.facetIndex = new FacetIndex(facets, n, (i, name) => this.fieldValues(i, name));
    this.prices = new PriceTable(products.map((p) => p.id), price);
    this.matchedScratch = { products: new Int32Array(n), scores: new Int32Array(n) };
    this.refinedScratch = { products: new Int32Array(n), scores: new Int32Array(n) };
    this.bitsPool = new BitsPool(n);
    this.topResults = new TopResults(n);
  }

  /** The record fields of the product at `position`, as the catalogue gives them (shared: read only). */
  fieldsAt(position: number): Readonly<Record<string, string | null>> {
    return this.fieldsOf[position]!;
  }

  /** A field's values; a variation parent carries those of its children. */
  private fieldValues(i: number, name: string): string[] {
    const values = [this.fieldsOf[i]![name], ...this.childPositions[i]!.map((c) => (c >= 0 ? this.fieldsOf[c]![name] : undefined))];
    return values.filter((v): v is string => typeof v === 'string');
  }

  search(input: IndexedSearch) {
    this.bitsPool.reset();
    const matched = this.matches(input, this.eligible(input));
    const refined = this.refine(matched, input);
    const pricesOf = () => this.prices.of(input.currency);
    return {
      total: refined.products.length,
      // Positions (see `products` and `fieldsAt`).
      page: this.topResults.slice(refined.products, refined.scores, this.ranking.sortKey(input.sort, pricesOf), input.start, input.end),
      facets: this.facetIndex.counts(matched.products, () => pricesOf().band),
      categories: this.categoryIndex.tree(refined.products, input.categoryId),
    };
  }

  /** The products a search may return: not variations (grouped) or not parents, in its category if it has one. */
  private eligible(input: IndexedSearch): Bits {
    const eligible = this.bitsPool.take(input.grouping === 'VariationParent' ? this.notVariation : this.notParent);
    if (input.categoryId) {
      const members = this.categoryIndex.members(input.categoryId);
      if (members) for (let w = 0; w < eligible.length; w += 1) eligible[w]! &= members[w]!;
      else eligible.fill(0);
    }
    return eligible;
  }

  /** The eligible products the term matches (all without one) in catalogue order, with their relevance. */
  private matches(input: IndexedSearch, eligible: Bits): Scored {
    if (input.tokens.length === 0) return this.matcher.all(eligible, this.matchedScratch);
    const query = { term: input.term, tokens: input.tokens, variationParents: input.grouping === 'VariationParent', nameId: this.names.nameId, prefixed: this.names.startingWith(input.term) };
    return this.matcher.match(query, eligible, this.bitsPool, this.matchedScratch);
  }

  /** The matches passing every refinement. */
  private refine(matched: Scored, input: IndexedSearch): Scored {
    const prices = (): PriceColumns => this.prices.of(input.currency);
    const tests = input.refinements.map((r) => refinementTest(r, prices, (i, name) => this.fieldValues(i, name)));
    return keepPassing(matched, tests, this.refinedScratch);
  }

  /** Suggestions for a typed term (trimmed, lower case; not empty): see NameIndex.suggest. */
  suggest(term: string, maxResults: number, maxProducts: number): Suggestions<Product> {
    return this.names.suggest(term, maxResults, maxProducts);
  }

  /** Products (not variations) in a category or below, in catalogue order, up to `limit`. */
  inCategoryFirst(categoryId: string, limit: number): Product[] {
    const found: Product[] = [];
    const members = this.categoryIndex.members(categoryId);
    if (members && limit > 0) {
      eachBit(members, (i) => {
        if (this.isVariation[i] === 0) found.push(this.products[i]!);
        return found.length < limit;
      });
    }
    return found;
  }
}

function productsWhere(products: readonly Product[], test: (p: Product) => boolean): Bits {
  const bits = bitsFor(products.length);
  products.forEach((p, i) => {
    if (test(p)) setBit(bits, i);
  });
  return bits;
}

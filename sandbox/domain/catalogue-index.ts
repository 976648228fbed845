// Indexes over the catalogue, built once when it loads (it is fixed at run time), so that search and
// suggestions touch only the products a term or category can match instead of every product on
// each request. Matching keeps the semantics of a plain scan (case-insensitive substring `includes`
// on name, SKU and description); tests/sandbox/catalogue-index.test.ts compares both.
//
// - Name and description: whitespace-separated words → the products having them. A token (which has
//   no whitespace) is contained in a text exactly when it is contained in one of its words, so the
//   words containing it are found in the small vocabulary and their product lists merged.
// - SKU: a trigram index over each product's SKUs (its own and its variations'); a token's rarest
//   trigram gives the candidates, each then checked for the token (unless it is that trigram).
// - Per category (with its descendants) and per product class: product sets as bitsets.
// - Facet values (own and variation children), prices and price bands per currency and sort ranks:
//   precomputed. Products with the same facet values share a class, so counting facets over tens of
//   thousands of matches costs one increment per match.
// - Suggestions work on the distinct names (a few thousand), each with its products; names in text
//   order give the names starting with a term by one binary search.
// Search runs synchronously, one at a time, so its scratch arrays are reused from one to the next.
import type { Category, Product } from '../../fixtures/types.ts';

import { BitsPool, bitsFor, eachBit, hasBit, setBit, type Bits } from './catalogue-index/bits.ts';
import { EMPTY, GRAM, SkuText, Trigrams, codeUnits } from './catalogue-index/trigrams.ts';
import { WordIndex } from './catalogue-index/words.ts';

const collator = new Intl.Collator(); // what String#localeCompare uses

export interface Refinement {
  nameOrId: string;
  type: 'DistinctValue' | 'Range';
  attributeType: string;
  values?: string[];
  min?: string | null;
  max?: string | null;
}

export interface IndexedSearch {
  term: string;
  tokens: string[];
  categoryId?: string;
  grouping: string;
  refinements: Refinement[];
  currency: string;
  sort: { type: 'Relevancy' | 'Standard' | 'Price'; descending: boolean } | undefined;
  /** The slice of the sorted results to return. */
  start: number;
  end: number;
}

export interface FacetSpec {
  name: string;
  label: string;
  attributeType: 'Custom' | 'ProductAttribute';
}

interface PriceColumns {
  /** Unit price in cents, 0 without a price (the sort key). */
  cents: Float64Array;
  unit: Float64Array;
  list: Float64Array;
  /** Index into PRICE_BANDS of the unit price; OUTSIDE_BANDS or UNPRICED otherwise. */
  band: Uint8Array;
  /** Positions in the Price sort ascending and descending (ties by id ascending either way), made on first use. */
  rankAscending?: Int32Array;
  rankDescending?: Int32Array;
}

const PRICE_BANDS: Array<[number, number | null]> = [[0, 50], [50, 100], [100, 250], [250, 500], [500, null]];
/** A unit price in no band (negative): priced all the same. */
const OUTSIDE_BANDS = PRICE_BANDS.length;
const UNPRICED = PRICE_BANDS.length + 1;

export class CatalogueIndex {
  readonly products: Product[];
  private readonly n: number;
  private readonly nameLower: string[];
  private readonly skuLower: string[];
  /** Own and child SKUs, newline-separated (no token contains whitespace). */
  private readonly familySku: SkuText;
  private readonly hasChildren: Uint8Array;
  private readonly isVariation: Uint8Array;
  private readonly notVariation: Bits;
  private readonly notParent: Bits;
  private readonly inCategory = new Map<string, Bits>();
  /** Product → index of its category id in `categoryPaths` (each path root first). */
  private readonly categoryKey: Int32Array;
  private readonly categoryPaths: string[][] = [];
  private readonly names = new WordIndex();
  /** Products with the same lower-case name share an id; their suggested term is the same. */
  private readonly nameId: Int32Array;
  // Suggestions work on distinct names (a few thousand) rather than products: the words of each name
  // (lower case), those words as suggestions cut them (without commas and parentheses), and per
  // name its products that are not variations, ascending.
  private readonly nameWords = new WordIndex();
  private readonly cutNameWords = new WordIndex();
  private readonly nameProductStart: Int32Array;
  private readonly nameProducts: Int32Array;
  /** Per name id, its words as suggestions cut them (empty ones too), as ids into `termWords`. */
  private readonly wordsOfName: Int32Array[] = [];
  private readonly termWords: string[] = [];
  private readonly descriptions = new WordIndex();
  private readonly skus: Trigrams;
  private readonly exactOwn = new Map<string, number[]>();
  private readonly exactFamily = new Map<string, number[]>();
  /** Positions in a stable sort by name (ascending, descending) and by id, as localeCompare orders them. */
  private readonly nameRank: Int32Array;
  private readonly nameRankDescending: Int32Array;
  private readonly idRank: Int32Array;
  private readonly fieldsOf: Array<Record<string, string | null>>;
  private readonly childPositions: number[][];
  private readonly priceColumns = new Map<string, PriceColumns>();
  // Facet values: a global value id per (facet, value); per facet class its products' distinct values of each facet.
  private readonly facetOfValue: number[] = [];
  private readonly valueIdsOfFacet: number[][];
  private readonly valueText: string[] = [];
  private readonly valueRank: number[] = [];
  /** Per product its facet class: the products sharing one have the same facet values in the same order. */
  private readonly facetClass: Int32Array;
  private readonly classValueStart: Int32Array;
  private readonly classValueIds: Int32Array;
  /** Per name id its lower-case name, and the ids in that text's order (code units): names starting with a term are adjacent. */
  private readonly nameText: string[] = [];
  private readonly nameIdsInTextOrder: Int32Array;
  private readonly childCategoriesOf = new Map<string | null, Category[]>();
  // Scratch: matches and their scores in catalogue order, the refined ones, matches per facet class.
  private readonly matchedScratch: Int32Array;
  private readonly scoreScratch: Int32Array;
  private readonly refinedScratch: Int32Array;
  private readonly refinedScoreScratch: Int32Array;
  private readonly classCountScratch: Int32Array;
  // The sort's heap of keys and products: it holds at most `end` results, fewer than the catalogue's products.
  private readonly heapKeyScratch: Float64Array;
  private readonly heapProductScratch: Int32Array;
  private readonly bitsPool: BitsPool;

  constructor(
    products: Product[],
    private readonly categories: Map<string, Category>,
    fields: (p: Product) => Record<string, string | null>,
    private readonly price: (productId: string, currency: string) => { unitPrice: string; listPrice: string } | undefined,
    private readonly facets: FacetSpec[],
  ) {
    this.products = products;
    const n = (this.n = products.length);
    const position = new Map(products.map((p, i) => [p.id, i]));
    this.nameLower = products.map((p) => p.name.toLowerCase());
    const nameIds = new Map<string, number>();
    const termWordIds = new Map<string, number>();
    this.nameId = Int32Array.from(this.nameLower, (name) => {
      let id = nameIds.get(name);
      if (id === undefined) {
        nameIds.set(name, (id = this.nameText.push(name) - 1));
        this.nameWords.add(id, name);
        this.cutNameWords.add(id, name.replace(/[,()]/g, ''));
        this.wordsOfName.push(Int32Array.from(name.replace(/[,()]/g, '').split(/\s+/), (word) => {
          let wordId = termWordIds.get(word);
          if (wordId === undefined) termWordIds.set(word, (wordId = this.termWords.push(word) - 1));
          return wordId;
        }));
      }
      return id;
    });
    this.skuLower = products.map((p) => p.sku.toLowerCase());
    this.childPositions = products.map((p) => (p.childProductIds ?? []).map((id) => position.get(id) ?? -1));
    this.hasChildren = Uint8Array.from(products, (p) => ((p.childProductIds ?? []).length > 0 ? 1 : 0));
    this.isVariation = Uint8Array.from(products, (p) => (p.productClass === 'Variation' ? 1 : 0));
    this.nameWords.finish(this.nameText.length);
    this.cutNameWords.finish(this.nameText.length);
    this.nameProductStart = new Int32Array(this.nameText.length + 1);
    for (let i = 0; i < n; i += 1) if (!this.isVariation[i]) this.nameProductStart[this.nameId[i]! + 1]! += 1;
    for (let id = 0; id < this.nameText.length; id += 1) this.nameProductStart[id + 1]! += this.nameProductStart[id]!;
    this.nameProducts = new Int32Array(this.nameProductStart[this.nameText.length]!);
    const filled = this.nameProductStart.slice(0, -1);
    for (let i = 0; i < n; i += 1) if (!this.isVariation[i]) this.nameProducts[filled[this.nameId[i]!]!++] = i;
    this.notVariation = bitsFor(n);
    this.notParent = bitsFor(n);
    const familySkus = products.map((p, i) => [this.skuLower[i]!, ...this.childPositions[i]!.map((c) => (c >= 0 ? this.skuLower[c]! : ''))]);
    const familySku = familySkus.map((list) => list.join('\n'));
    this.familySku = new SkuText(familySku, this.skuLower);

    const paths = new Map<string, string[]>();
    const pathOfCategory = (id: string) => {
      let path = paths.get(id);
      if (!path) {
        path = [];
        for (let c = categories.get(id); c; c = c.parentId ? categories.get(c.parentId) : undefined) path.unshift(c.id);
        paths.set(id, path);
      }
      return path;
    };
    for (const id of categories.keys()) this.inCategory.set(id, bitsFor(n));
    const keys = new Map<string, number>();
    this.categoryKey = Int32Array.from(products, (p) => {
      let key = keys.get(p.categoryId);
      if (key === undefined) keys.set(p.categoryId, (key = this.categoryPaths.push(pathOfCategory(p.categoryId)) - 1));
      return key;
    });

    products.forEach((p, i) => {
      if (p.productClass !== 'Variation') setBit(this.notVariation, i);
      if (p.productClass !== 'VariationParent') setBit(this.notParent, i);
      for (const c of this.categoryPaths[this.categoryKey[i]!]!) setBit(this.inCategory.get(c)!, i);
      this.names.add(i, this.nameLower[i]!);
      this.descriptions.add(i, p.description.toLowerCase());
      const add = (map: Map<string, number[]>, key: string) => {
        const list = map.get(key);
        if (!list) map.set(key, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      };
      add(this.exactOwn, this.skuLower[i]!);
      for (const sku of familySkus[i]!) add(this.exactFamily, sku);
    });
    this.names.finish(n);
    this.descriptions.finish(n);
    this.skus = new Trigrams(familySku);

    const byName = stableOrder(n, (a, b) => collator.compare(products[a]!.name, products[b]!.name));
    this.nameRank = ranks(byName);
    this.nameRankDescending = ranks(descendingRuns(byName, (a, b) => collator.compare(products[a]!.name, products[b]!.name)));
    this.idRank = ranks(stableOrder(n, (a, b) => collator.compare(products[a]!.id, products[b]!.id)));

    this.fieldsOf = products.map(fields);
    const valueIds = new Map<string, number>();
    const perProduct: number[][] = products.map(() => []);
    facets.forEach((facet, f) => {
      for (let i = 0; i < n; i += 1) {
        for (const value of new Set(this.fieldValues(i, facet.name))) {
          const key = `${f}\u0000${value}`;
          let id = valueIds.get(key);
          if (id === undefined) {
            id = this.valueText.push(value) - 1;
            this.facetOfValue.push(f);
            valueIds.set(key, id);
          }
          perProduct[i]!.push(id);
        }
      }
    });
    // Values sort by localeCompare within a facet; equal ones share a rank (then keep first-seen order).
    this.valueRank = new Array<number>(this.valueText.length).fill(0);
    this.valueIdsOfFacet = facets.map((_, f) => this.valueText.map((_v, id) => id).filter((id) => this.facetOfValue[id] === f));
    facets.forEach((_, f) => {
      const sorted = [...this.valueIdsOfFacet[f]!].sort((a, b) => collator.compare(this.valueText[a]!, this.valueText[b]!));
      sorted.forEach((id, k) => {
        const previous = sorted[k - 1];
        this.valueRank[id] = previous === undefined ? 0 : this.valueRank[previous]! + (collator.compare(this.valueText[previous]!, this.valueText[id]!) === 0 ? 0 : 1);
      });
    });
    const classes = new Map<string, number>();
    const classValues: number[][] = [];
    this.facetClass = Int32Array.from(perProduct, (ids) => {
      const key = ids.join(',');
      let id = classes.get(key);
      if (id === undefined) classes.set(key, (id = classValues.push(ids) - 1));
      return id;
    });
    this.classValueStart = new Int32Array(classValues.length + 1);
    classValues.forEach((ids, c) => {
      this.classValueStart[c + 1] = this.classValueStart[c]! + ids.length;
    });
    this.classValueIds = Int32Array.from(classValues.flat());

    this.nameIdsInTextOrder = stableOrder(this.nameText.length, (a, b) => (this.nameText[a]! < this.nameText[b]! ? -1 : 1));
    for (const c of categories.values()) {
      const siblings = this.childCategoriesOf.get(c.parentId) ?? [];
      siblings.push(c);
      this.childCategoriesOf.set(c.parentId, siblings);
    }
    for (const siblings of this.childCategoriesOf.values()) siblings.sort((a, b) => a.sortOrder - b.sortOrder);

    this.matchedScratch = new Int32Array(n);
    this.scoreScratch = new Int32Array(n);
    this.refinedScratch = new Int32Array(n);
    this.refinedScoreScratch = new Int32Array(n);
    this.classCountScratch = new Int32Array(classValues.length);
    this.heapKeyScratch = new Float64Array(n);
    this.heapProductScratch = new Int32Array(n);
    this.bitsPool = new BitsPool(n);
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

  private prices(currency: string): PriceColumns {
    let columns = this.priceColumns.get(currency);
    if (!columns) {
      columns = { cents: new Float64Array(this.n), unit: new Float64Array(this.n), list: new Float64Array(this.n), band: new Uint8Array(this.n) };
      for (let i = 0; i < this.n; i += 1) {
        const price = this.price(this.products[i]!.id, currency);
        columns.cents[i] = Math.round(Number(price?.unitPrice ?? '0') * 100);
        const unit = (columns.unit[i] = Number(price?.unitPrice ?? Number.NaN));
        columns.list[i] = Number(price?.listPrice ?? Number.NaN);
        const band = PRICE_BANDS.findIndex(([min, max]) => unit >= min && (max === null || unit < max));
        columns.band[i] = !Number.isFinite(unit) ? UNPRICED : band < 0 ? OUTSIDE_BANDS : band;
      }
      this.priceColumns.set(currency, columns);
    }
    return columns;
  }

  /** Positions of the products in the Price sort of `currency`. */
  private priceRank(currency: string, descending: boolean): Int32Array {
    const columns = this.prices(currency);
    const sign = descending ? -1 : 1;
    const byPrice = () => ranks(stableOrder(this.n, (a, b) => (columns.cents[a]! - columns.cents[b]!) * sign || this.idRank[a]! - this.idRank[b]!));
    return descending ? (columns.rankDescending ??= byPrice()) : (columns.rankAscending ??= byPrice());
  }

  // ------------------------------------------------------------------ search

  search(input: IndexedSearch) {
    const variationParents = input.grouping === 'VariationParent';
    const bits = this.bitsPool;
    bits.reset();
    const eligible = bits.take(variationParents ? this.notVariation : this.notParent);
    if (input.categoryId) {
      const members = this.inCategory.get(input.categoryId);
      if (members) for (let w = 0; w < eligible.length; w += 1) eligible[w]! &= members[w]!;
      else eligible.fill(0);
    }

    // Matched products in catalogue order with their relevance.
    const matchedAll = this.matchedScratch;
    const scoresAll = this.scoreScratch;
    let m = 0;
    if (input.tokens.length === 0) {
      eachBit(eligible, (i) => {
        matchedAll[m] = i;
        scoresAll[m++] = 1;
      });
    } else {
      const exact = bits.take();
      for (const i of (variationParents ? this.exactFamily : this.exactOwn).get(input.term) ?? []) if (hasBit(eligible, i)) setBit(exact, i);
      const perToken = input.tokens.map((token) => {
        const name = bits.take();
        const description = bits.take();
        this.names.mark(token, name);
        this.descriptions.mark(token, description);
        const candidates = this.skus.candidates(token);
        let sku: Bits | null = null;
        if (candidates) {
          sku = bits.take();
          for (const i of candidates) setBit(sku, i);
        }
        // A trigram's own candidates contain it: only a product's own SKUs (NoGrouping) need a look.
        return { units: codeUnits(token), name, description, sku, skuExact: token.length === GRAM };
      });
      // Products every token may match (SKU hits still unchecked) or that are an exact SKU match.
      const possible = bits.take(eligible);
      for (const t of perToken) {
        if (!t.sku) continue;
        for (let w = 0; w < possible.length; w += 1) possible[w]! &= t.name[w]! | t.description[w]! | t.sku[w]!;
      }
      for (let w = 0; w < possible.length; w += 1) possible[w]! |= exact[w]!;
      const prefixed = this.namesStartingWith(input.term);
      // The bits visited inline (not through eachBit): this loop runs over every match.
      for (let w = 0; w < possible.length; w += 1) {
        let word = possible[w]!;
        next: while (word !== 0) {
          const low = word & -word;
          word ^= low;
          const i = (w << 5) + 31 - Math.clz32(low);
          if (hasBit(exact, i)) {
            matchedAll[m] = i;
            scoresAll[m++] = 10_000;
            continue;
          }
          const ownOnly = !variationParents && this.hasChildren[i] === 1;
          let score = 0;
          let everyInName = true;
          for (const t of perToken) {
            const inName = hasBit(t.name, i);
            const inSku = t.sku ? hasBit(t.sku, i) && ((t.skuExact && !ownOnly) || this.familySku.contains(i, t.units, ownOnly)) : this.familySku.contains(i, t.units, ownOnly);
            const hit = (inName ? 100 : 0) + (inSku ? 50 : 0) + (hasBit(t.description, i) ? 10 : 0);
            if (hit === 0) continue next;
            score += hit;
            everyInName &&= inName;
          }
          matchedAll[m] = i;
          // A name starting with the term contains every token.
          scoresAll[m++] = score + (everyInName && prefixed[this.nameId[i]!] ? 25 : 0);
        }
      }
    }
    const matched = matchedAll.subarray(0, m);
    const scores = scoresAll.subarray(0, m);

    let refined = matched;
    let refinedScores = scores;
    if (input.refinements.length > 0) {
      const tests = input.refinements.map((r) => this.refinementTest(r, input.currency));
      let kept = 0;
      for (let k = 0; k < m; k += 1) {
        if (!tests.every((test) => test(matched[k]!))) continue;
        this.refinedScratch[kept] = matched[k]!;
        this.refinedScoreScratch[kept++] = scores[k]!;
      }
      refined = this.refinedScratch.subarray(0, kept);
      refinedScores = this.refinedScoreScratch.subarray(0, kept);
    }

    return {
      total: refined.length,
      // Positions (see `products` and `fieldsAt`).
      page: this.sortedSlice(refined, refinedScores, input),
      facets: this.facetCounts(matched, input.currency),
      categories: this.resultTree(refined, input.categoryId),
    };
  }

  /** Per name id, 1 when the lower-case name starts with `text`. */
  private namesStartingWith(text: string): Uint8Array {
    const flags = new Uint8Array(this.nameText.length);
    const order = this.nameIdsInTextOrder;
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.nameText[order[middle]!]! < text) low = middle + 1;
      else high = middle;
    }
    for (let k = low; k < order.length && this.nameText[order[k]!]!.startsWith(text); k += 1) flags[order[k]!] = 1;
    return flags;
  }

  /**
   * The products at [start, end) of the results in sort order, selecting only as many as needed.
   * Every sort is a total order given by one number per result, `rank - score × weight`: a rank
   * (a permutation of the catalogue) breaks ties, and relevance (weight n, more than any rank
   * difference) comes first. A score is at most 160 per token, so score × n stays far below 2^53
   * for any term a request can carry and the keys are exact. Most results are then turned away by
   * one comparison with the worst kept.
   */
  private sortedSlice(refined: Int32Array, scores: Int32Array, input: IndexedSearch): number[] {
    const sort = input.sort;
    const wanted = Math.min(input.end, refined.length);
    if (input.start >= wanted) return [];
    let rank = this.nameRank;
    let weight = this.n;
    if (sort?.type === 'Price') {
      rank = this.priceRank(input.currency, sort.descending);
      weight = 0;
    } else if (sort?.type === 'Standard') {
      rank = sort.descending ? this.nameRankDescending : this.nameRank;
      weight = 0;
    }
    // A max-heap of the best `wanted` keys seen so far (with their products), its worst on top.
    const keys = this.heapKeyScratch;
    const held = this.heapProductScratch;
    let size = 0;
    const siftDown = (key: number, product: number) => {
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= size) break;
        if (child + 1 < size && keys[child + 1]! > keys[child]!) child += 1;
        if (keys[child]! <= key) break;
        keys[at] = keys[child]!;
        held[at] = held[child]!;
        at = child;
      }
      keys[at] = key;
      held[at] = product;
    };
    for (let k = 0; k < refined.length; k += 1) {
      const i = refined[k]!;
      const key = rank[i]! - scores[k]! * weight;
      if (size < wanted) {
        let at = size++;
        while (at > 0) {
          const parent = (at - 1) >> 1;
          if (keys[parent]! >= key) break;
          keys[at] = keys[parent]!;
          held[at] = held[parent]!;
          at = parent;
        }
        keys[at] = key;
        held[at] = i;
      } else if (key < keys[0]!) {
        siftDown(key, i);
      }
    }
    const order = Array.from({ length: size }, (_, k) => k).sort((a, b) => keys[a]! - keys[b]!);
    return order.slice(input.start).map((k) => held[k]!);
  }

  /** A refinement as a test of one product, evaluated as a scan would (including its type errors on malformed input). */
  private refinementTest(r: Refinement, currency: string): (i: number) => boolean {
    if (r === null || r === undefined) {
      return () => {
        throw new TypeError('A refinement must be an object.');
      };
    }
    const min = r.min == null ? null : Number(r.min);
    const max = r.max == null ? null : Number(r.max);
    if (r.type === 'Range') {
      const prices = r.nameOrId === 'UnitPrice' || r.nameOrId === 'ListPrice' ? this.prices(currency) : undefined;
      const column = prices ? (r.nameOrId === 'UnitPrice' ? prices.unit : prices.list) : undefined;
      return (i) => {
        const value = column ? column[i]! : Number.parseFloat(this.fieldValues(i, r.nameOrId)[0] ?? '');
        if (Number.isNaN(value)) return false;
        return (min === null || value >= min) && (max === null || value <= max);
      };
    }
    const wanted = r.values ?? [];
    return (i) => {
      const values = this.fieldValues(i, r.nameOrId).map((v) => v.toLowerCase());
      return wanted.some((v) => values.includes(v.toLowerCase()));
    };
  }

  private facetCounts(matched: Int32Array, currency: string) {
    const { counts, firstSeen, bands } = this.tally(matched, currency);
    const facets: any[] = [];
    let rank = 1;
    this.facets.forEach((facet, f) => {
      const ids = this.valueIdsOfFacet[f]!.filter((id) => counts[id]! > 0);
      if (ids.length === 0) return;
      const custom = facet.attributeType === 'Custom';
      ids.sort((a, b) => (custom ? this.valueRank[a]! - this.valueRank[b]! : 0) || firstSeen[a]! - firstSeen[b]!);
      facets.push({
        attributeType: facet.attributeType, displayName: facet.label, displayRank: rank++, displayType: 'MultiSelect', facetType: 'DistinctValue', nameOrId: facet.name,
        values: ids.map((id) => ({ displayName: this.valueText[id]!, nameOrId: this.valueText[id]!, productCount: counts[id]! })),
      });
    });
    if (matched.length > bands[UNPRICED]!) {
      facets.push({
        attributeType: 'Standard', displayName: 'Price', displayRank: rank++, displayType: 'Range', facetType: 'Range', nameOrId: 'UnitPrice',
        values: PRICE_BANDS.flatMap(([min, max], b) =>
          bands[b]! > 0 ? [{ displayName: max === null ? `${min}+` : `${min}–${max}`, nameOrId: `${min}-${max ?? ''}`, productCount: bands[b]! }] : []),
      });
    }
    return facets;
  }

  /**
   * Per facet value the matches having it and the order it was first seen in (matches in catalogue
   * order, each product's values in order); matches per price band. Plain loops, apart from the
   * answer's objects, so that they stay optimised whatever the answer's shape.
   */
  private tally(matched: Int32Array, currency: string): { counts: Int32Array; firstSeen: Int32Array; bands: Int32Array } {
    // Matches per facet class, the classes in the order their first match comes.
    const perClass = this.classCountScratch;
    const classes: number[] = [];
    for (let k = 0; k < matched.length; k += 1) {
      const c = this.facetClass[matched[k]!]!;
      if (perClass[c] === 0) classes.push(c);
      perClass[c]! += 1;
    }
    // A value is first seen with the first class having it, in the order of that class's values.
    const counts = new Int32Array(this.valueText.length);
    const firstSeen = new Int32Array(this.valueText.length);
    let seen = 0;
    for (let j = 0; j < classes.length; j += 1) {
      const c = classes[j]!;
      const count = perClass[c]!;
      perClass[c] = 0;
      for (let k = this.classValueStart[c]!; k < this.classValueStart[c + 1]!; k += 1) {
        const id = this.classValueIds[k]!;
        if (counts[id] === 0) firstSeen[id] = seen++;
        counts[id]! += count;
      }
    }
    const bands = new Int32Array(UNPRICED + 1);
    if (matched.length > 0) {
      const band = this.prices(currency).band;
      for (let k = 0; k < matched.length; k += 1) bands[band[matched[k]!]!]! += 1;
    }
    return { counts, firstSeen, bands };
  }

  private resultTree(products: Int32Array, rootId?: string) {
    const perKey = new Int32Array(this.categoryPaths.length);
    for (let k = 0; k < products.length; k += 1) perKey[this.categoryKey[products[k]!]!]! += 1;
    const counts = new Map<string, number>();
    perKey.forEach((count, key) => {
      if (count > 0) for (const c of this.categoryPaths[key]!) counts.set(c, (counts.get(c) ?? 0) + count);
    });
    const children = (parentId: string | null) => (this.childCategoriesOf.get(parentId) ?? []).filter((c) => counts.has(c.id));
    const node = (c: Category | null): any => ({
      category: c ? { id: c.id, name: c.name, description: c.description } : null,
      productCount: c ? counts.get(c.id) ?? 0 : products.length,
      children: children(c?.id ?? null).map((child) => node(child)),
    });
    return node(rootId ? this.categories.get(rootId) ?? null : null);
  }

  // ------------------------------------------------------------------ suggestions

  /**
   * Suggestions for a typed term (trimmed, lower case; not empty), as a scan of the products (not
   * variations) whose name or SKU contains it gives them: the first `maxProducts` of them, and the
   * terms cut from their names around the first word starting with the term's first word, in
   * catalogue order until there are `maxResults`.
   */
  suggest(term: string, maxResults: number, maxProducts: number): { terms: string[]; products: Product[] } {
    const pieces = term.split(/\s+/).filter(Boolean);
    const names = this.nameText.length;
    // Every piece of the term lies within one word of a name that contains it.
    let named: Bits | undefined;
    for (const piece of pieces) {
      const bits = bitsFor(names);
      this.nameWords.mark(piece, bits);
      if (named) for (let w = 0; w < bits.length; w += 1) named[w]! &= bits[w]!;
      else named = bits;
    }
    let bySku: Int32Array | null = null;
    for (const piece of pieces) {
      const candidates = this.skus.candidates(piece);
      if (candidates && (!bySku || candidates.length < bySku.length)) bySku = candidates;
    }
    const skuHas = (i: number) => this.isVariation[i] === 0 && this.skuLower[i]!.includes(term);

    // The first products, ascending: each name containing the term offers its products in order
    // until one comes too late, then the products whose SKU alone contains it.
    const first: number[] = [];
    const tooLate = (i: number) => first.length === maxProducts && i > first[maxProducts - 1]!;
    const offer = (i: number) => {
      let at = first.length;
      while (at > 0 && first[at - 1]! > i) at -= 1;
      first.splice(at, 0, i);
      first.length = Math.min(first.length, maxProducts);
    };
    eachBit(named!, (id) => {
      if (!this.nameText[id]!.includes(term)) return;
      for (let k = this.nameProductStart[id]!; k < this.nameProductStart[id + 1]! && !tooLate(this.nameProducts[k]!); k += 1) offer(this.nameProducts[k]!);
    });
    const bySkuOnly = (i: number) => {
      if (skuHas(i) && !this.nameText[this.nameId[i]!]!.includes(term)) offer(i);
    };
    if (bySku) for (let k = 0; k < bySku.length && !tooLate(bySku[k]!); k += 1) bySkuOnly(bySku[k]!);
    else for (let i = 0; i < this.n && !tooLate(i); i += 1) bySkuOnly(i);
    const products = first.map((i) => this.products[i]!);

    // Terms come from the names with a (cut) word starting with the first word, in the order of
    // each name's first product whose name or SKU contains the term (as one number: product, name).
    const firstWord = pieces[0] ?? '';
    const giving = bitsFor(names);
    this.cutNameWords.mark(firstWord, giving, true);
    const byFirstProduct: number[] = [];
    eachBit(giving, (id) => {
      const end = this.nameProductStart[id + 1]!;
      let k = this.nameProductStart[id]!;
      if (!this.nameText[id]!.includes(term)) while (k < end && !skuHas(this.nameProducts[k]!)) k += 1;
      if (k < end) byFirstProduct.push(this.nameProducts[k]! * names + id);
    });
    const order = Float64Array.from(byFirstProduct).sort();
    const terms = new Set<string>();
    const windows = new Set<string>();
    for (const packed of order) {
      if (terms.size >= maxResults) break;
      const words = this.wordsOfName[packed % names]!;
      const at = words.findIndex((w) => this.termWords[w]!.startsWith(firstWord));
      // The term is the word and its neighbours; the same words make the same term.
      const window = words.subarray(Math.max(0, at - 1), at + 2);
      const key = window.join(',');
      if (!windows.has(key)) {
        windows.add(key);
        terms.add(Array.from(window, (w) => this.termWords[w]!).join(' '));
      }
    }
    return { terms: [...terms], products };
  }

  /** Products (not variations) in a category or below, in catalogue order, up to `limit`. */
  inCategoryFirst(categoryId: string, limit: number): Product[] {
    const found: Product[] = [];
    const members = this.inCategory.get(categoryId);
    if (members && limit > 0) {
      eachBit(members, (i) => {
        if (this.isVariation[i] === 0) found.push(this.products[i]!);
        return found.length < limit;
      });
    }
    return found;
  }
}

/** Positions 0..n-1 in a stable sort by `compare`. */
function stableOrder(n: number, compare: (a: number, b: number) => number): Int32Array {
  return Int32Array.from(Array.from({ length: n }, (_, i) => i).sort((a, b) => compare(a, b) || a - b));
}

/** The order a stable descending sort gives: runs of equal items reversed, each run kept in order. */
function descendingRuns(ascending: Int32Array, compare: (a: number, b: number) => number): Int32Array {
  const runs: number[][] = [];
  ascending.forEach((i, k) => {
    if (k > 0 && compare(ascending[k - 1]!, i) === 0) runs[runs.length - 1]!.push(i);
    else runs.push([i]);
  });
  return Int32Array.from(runs.reverse().flat());
}

function ranks(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  order.forEach((i, k) => {
    rank[i] = k;
  });
  return rank;
}

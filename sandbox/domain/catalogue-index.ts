// Indexes over the catalogue, built once when it loads (it is fixed at run time), so that search and
// suggestions touch only the products a term or category can match instead of every product on
// each request. Matching keeps the semantics of a plain scan (case-insensitive substring `includes`
// on name, SKU and description); tests/sandbox/catalogue-index.test.ts compares both.
//
// - Name and description: whitespace-separated words → the products having them. A token (which has
//   no whitespace) is contained in a text exactly when it is contained in one of its words, so the
//   words containing it are found in the small vocabulary and their product lists merged.
// - SKU: a trigram index over each product's SKUs (its own and its variations'); a token's rarest
//   trigram gives the candidates, each then checked with `includes`.
// - Per category (with its descendants) and per product class: product sets as bitsets.
// - Facet values (own and variation children), prices per currency and sort ranks: precomputed.
import type { Category, Product } from '../../fixtures/types.ts';

type Bits = Uint32Array;
const bitsFor = (n: number): Bits => new Uint32Array((n + 31) >>> 5);
const hasBit = (bits: Bits, i: number) => (bits[i >>> 5]! & (1 << (i & 31))) !== 0;
const setBit = (bits: Bits, i: number) => {
  bits[i >>> 5]! |= 1 << (i & 31);
};

/** Calls `visit` with each set bit in ascending order until it returns false. */
function eachBit(bits: Bits, visit: (i: number) => boolean | void): void {
  for (let w = 0; w < bits.length; w += 1) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      if (visit((w << 5) + 31 - Math.clz32(low)) === false) return;
      word ^= low;
    }
  }
}

const EMPTY = new Int32Array(0);
const collator = new Intl.Collator(); // what String#localeCompare uses

/** Trigram → ids of the strings containing it (ascending); narrows a substring search to candidates. */
class Trigrams {
  private readonly lists = new Map<string, Int32Array>();

  constructor(strings: readonly string[]) {
    const building = new Map<string, number[]>();
    strings.forEach((text, id) => {
      for (let i = 0; i + 3 <= text.length; i += 1) {
        const gram = text.slice(i, i + 3);
        const list = building.get(gram);
        if (!list) building.set(gram, [id]);
        else if (list[list.length - 1] !== id) list.push(id);
      }
    });
    for (const [gram, list] of building) this.lists.set(gram, Int32Array.from(list));
  }

  /** Ids that may contain `needle`, ascending; null when it is too short to narrow (any may). */
  candidates(needle: string): Int32Array | null {
    if (needle.length < 3) return null;
    let best: Int32Array | undefined;
    for (let i = 0; i + 3 <= needle.length; i += 1) {
      const list = this.lists.get(needle.slice(i, i + 3));
      if (!list) return EMPTY;
      if (!best || list.length < best.length) best = list;
    }
    return best!;
  }
}

/** Words of one text field → the products (positions) whose text has them. */
class WordIndex {
  private readonly words: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly lists: number[][] = [];
  private postings: Int32Array[] = [];
  private trigrams!: Trigrams;

  /** Products must be added in ascending position. */
  add(position: number, text: string): void {
    for (const word of text.split(/\s+/)) {
      if (!word) continue;
      let id = this.ids.get(word);
      if (id === undefined) {
        id = this.words.push(word) - 1;
        this.ids.set(word, id);
        this.lists.push([]);
      }
      const list = this.lists[id]!;
      if (list[list.length - 1] !== position) list.push(position);
    }
  }

  finish(): void {
    this.postings = this.lists.map((list) => Int32Array.from(list));
    this.lists.length = 0;
    this.trigrams = new Trigrams(this.words);
  }

  /** Sets the bits of the products with a word containing (or starting with) `piece`, which has no whitespace. */
  mark(piece: string, bits: Bits, prefix = false): void {
    const visit = (id: number) => {
      if (!(prefix ? this.words[id]!.startsWith(piece) : this.words[id]!.includes(piece))) return;
      for (const position of this.postings[id]!) setBit(bits, position);
    };
    const candidates = this.trigrams.candidates(piece);
    if (candidates) for (const id of candidates) visit(id);
    else for (let id = 0; id < this.words.length; id += 1) visit(id);
  }
}

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
}

const PRICE_BANDS: Array<[number, number | null]> = [[0, 50], [50, 100], [100, 250], [250, 500], [500, null]];

export class CatalogueIndex {
  readonly products: Product[];
  private readonly n: number;
  private readonly nameLower: string[];
  private readonly skuLower: string[];
  /** Own and child SKUs, newline-separated (no token contains whitespace). */
  private readonly familySku: string[];
  private readonly hasChildren: Uint8Array;
  private readonly isVariation: Uint8Array;
  private readonly notVariation: Bits;
  private readonly notParent: Bits;
  private readonly inCategory = new Map<string, Bits>();
  /** Product → index of its category id in `categoryPaths` (each path root first). */
  private readonly categoryKey: Int32Array;
  private readonly categoryPaths: string[][] = [];
  private readonly names = new WordIndex();
  /** Name words as suggestions cut them (lower case, without commas and parentheses). */
  private readonly suggestionWords = new WordIndex();
  /** Products with the same lower-case name share an id; their suggested term is the same. */
  private readonly nameId: Int32Array;
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
  // Facet values: a global value id per (facet, value); per product its distinct values of each facet.
  private readonly facetOfValue: number[] = [];
  private readonly valueText: string[] = [];
  private readonly valueRank: number[] = [];
  private readonly facetValueStart: Int32Array;
  private readonly facetValueIds: Int32Array;

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
        nameIds.set(name, (id = nameIds.size));
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
    this.notVariation = bitsFor(n);
    this.notParent = bitsFor(n);
    const familySkus = products.map((p, i) => [this.skuLower[i]!, ...this.childPositions[i]!.map((c) => (c >= 0 ? this.skuLower[c]! : ''))]);
    this.familySku = familySkus.map((list) => list.join('\n'));

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
      this.suggestionWords.add(i, this.nameLower[i]!.replace(/[,()]/g, ''));
      this.descriptions.add(i, p.description.toLowerCase());
      const add = (map: Map<string, number[]>, key: string) => {
        const list = map.get(key);
        if (!list) map.set(key, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      };
      add(this.exactOwn, this.skuLower[i]!);
      for (const sku of familySkus[i]!) add(this.exactFamily, sku);
    });
    this.names.finish();
    this.suggestionWords.finish();
    this.descriptions.finish();
    this.skus = new Trigrams(this.familySku);

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
    facets.forEach((_, f) => {
      const ids = this.valueText.map((_v, id) => id).filter((id) => this.facetOfValue[id] === f);
      const sorted = ids.sort((a, b) => collator.compare(this.valueText[a]!, this.valueText[b]!));
      sorted.forEach((id, k) => {
        const previous = sorted[k - 1];
        this.valueRank[id] = previous === undefined ? 0 : this.valueRank[previous]! + (collator.compare(this.valueText[previous]!, this.valueText[id]!) === 0 ? 0 : 1);
      });
    });
    this.facetValueStart = new Int32Array(n + 1);
    perProduct.forEach((ids, i) => {
      this.facetValueStart[i + 1] = this.facetValueStart[i]! + ids.length;
    });
    this.facetValueIds = Int32Array.from(perProduct.flat());
  }

  /** A field's values; a variation parent carries those of its children. */
  private fieldValues(i: number, name: string): string[] {
    const values = [this.fieldsOf[i]![name], ...this.childPositions[i]!.map((c) => (c >= 0 ? this.fieldsOf[c]![name] : undefined))];
    return values.filter((v): v is string => typeof v === 'string');
  }

  private prices(currency: string): PriceColumns {
    let columns = this.priceColumns.get(currency);
    if (!columns) {
      columns = { cents: new Float64Array(this.n), unit: new Float64Array(this.n), list: new Float64Array(this.n) };
      for (let i = 0; i < this.n; i += 1) {
        const price = this.price(this.products[i]!.id, currency);
        columns.cents[i] = Math.round(Number(price?.unitPrice ?? '0') * 100);
        columns.unit[i] = Number(price?.unitPrice ?? Number.NaN);
        columns.list[i] = Number(price?.listPrice ?? Number.NaN);
      }
      this.priceColumns.set(currency, columns);
    }
    return columns;
  }

  // ------------------------------------------------------------------ search

  search(input: IndexedSearch) {
    const { n } = this;
    const variationParents = input.grouping === 'VariationParent';
    const eligible = (variationParents ? this.notVariation : this.notParent).slice();
    if (input.categoryId) {
      const members = this.inCategory.get(input.categoryId) ?? bitsFor(n);
      for (let w = 0; w < eligible.length; w += 1) eligible[w]! &= members[w]!;
    }

    // Matched products in catalogue order with their relevance.
    const matched: number[] = [];
    const scores: number[] = [];
    if (input.tokens.length === 0) {
      eachBit(eligible, (i) => {
        matched.push(i);
        scores.push(1);
      });
    } else {
      const exact = bitsFor(n);
      for (const i of (variationParents ? this.exactFamily : this.exactOwn).get(input.term) ?? []) if (hasBit(eligible, i)) setBit(exact, i);
      const perToken = input.tokens.map((token) => {
        const name = bitsFor(n);
        const description = bitsFor(n);
        this.names.mark(token, name);
        this.descriptions.mark(token, description);
        const candidates = this.skus.candidates(token);
        let sku: Bits | null = null;
        if (candidates) {
          sku = bitsFor(n);
          for (const i of candidates) setBit(sku, i);
        }
        return { token, name, description, sku };
      });
      // Products every token may match (SKU hits still unchecked) or that are an exact SKU match.
      const possible = eligible.slice();
      for (const t of perToken) {
        if (!t.sku) continue;
        for (let w = 0; w < possible.length; w += 1) possible[w]! &= t.name[w]! | t.description[w]! | t.sku[w]!;
      }
      for (let w = 0; w < possible.length; w += 1) possible[w]! |= exact[w]!;
      eachBit(possible, (i) => {
        if (hasBit(exact, i)) {
          matched.push(i);
          scores.push(10_000);
          return;
        }
        const skuText = variationParents || !this.hasChildren[i] ? this.familySku[i]! : this.skuLower[i]!;
        let score = 0;
        for (const t of perToken) {
          const inSku = (!t.sku || hasBit(t.sku, i)) && skuText.includes(t.token);
          const hit = (hasBit(t.name, i) ? 100 : 0) + (inSku ? 50 : 0) + (hasBit(t.description, i) ? 10 : 0);
          if (hit === 0) return;
          score += hit;
        }
        matched.push(i);
        scores.push(score + (this.nameLower[i]!.startsWith(input.term) ? 25 : 0));
      });
    }

    let refined = matched;
    let refinedScores = scores;
    if (input.refinements.length > 0) {
      const tests = input.refinements.map((r) => this.refinementTest(r, input.currency));
      refined = [];
      refinedScores = [];
      matched.forEach((i, k) => {
        if (tests.every((test) => test(i))) {
          refined.push(i);
          refinedScores.push(scores[k]!);
        }
      });
    }

    return {
      total: refined.length,
      page: this.sortedSlice(refined, refinedScores, input).map((i) => this.products[i]!),
      facets: this.facetCounts(matched, input.currency),
      categories: this.resultTree(refined, input.categoryId),
    };
  }

  /** The products at [start, end) of the results in sort order, selecting only as many as needed. */
  private sortedSlice(refined: number[], scores: number[], input: IndexedSearch): number[] {
    const sort = input.sort;
    const primary = new Float64Array(refined.length);
    const secondary = new Int32Array(refined.length);
    const prices = sort?.type === 'Price' ? this.prices(input.currency) : undefined;
    refined.forEach((i, k) => {
      if (sort?.type === 'Price') {
        primary[k] = prices!.cents[i]! * (sort.descending ? -1 : 1);
        secondary[k] = this.idRank[i]!;
      } else if (sort?.type === 'Standard') {
        secondary[k] = sort.descending ? this.nameRankDescending[i]! : this.nameRank[i]!;
      } else {
        primary[k] = -scores[k]!;
        secondary[k] = this.nameRank[i]!;
      }
    });
    const before = (a: number, b: number) => primary[a]! - primary[b]! || secondary[a]! - secondary[b]!;
    const wanted = Math.min(input.end, refined.length);
    if (input.start >= wanted) return [];
    // A max-heap of the best `wanted` seen so far, its worst on top.
    const heap: number[] = [];
    const siftDown = (from: number) => {
      for (let at = from; ; ) {
        const left = 2 * at + 1;
        const right = left + 1;
        let worst = at;
        if (left < heap.length && before(heap[worst]!, heap[left]!) < 0) worst = left;
        if (right < heap.length && before(heap[worst]!, heap[right]!) < 0) worst = right;
        if (worst === at) return;
        [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
        at = worst;
      }
    };
    for (let k = 0; k < refined.length; k += 1) {
      if (heap.length < wanted) {
        heap.push(k);
        for (let at = heap.length - 1; at > 0; ) {
          const parent = (at - 1) >> 1;
          if (before(heap[parent]!, heap[at]!) >= 0) break;
          [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
          at = parent;
        }
      } else if (before(k, heap[0]!) < 0) {
        heap[0] = k;
        siftDown(0);
      }
    }
    return heap.sort(before).slice(input.start).map((k) => refined[k]!);
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

  private facetCounts(matched: number[], currency: string) {
    const counts = new Int32Array(this.valueText.length);
    const firstSeen = new Int32Array(this.valueText.length);
    let seen = 0;
    for (const i of matched) {
      for (let k = this.facetValueStart[i]!; k < this.facetValueStart[i + 1]!; k += 1) {
        const id = this.facetValueIds[k]!;
        if (counts[id] === 0) firstSeen[id] = seen++;
        counts[id]! += 1;
      }
    }
    const present = this.facets.map(() => [] as number[]);
    counts.forEach((count, id) => {
      if (count > 0) present[this.facetOfValue[id]!]!.push(id);
    });
    const facets: any[] = [];
    let rank = 1;
    this.facets.forEach((facet, f) => {
      const ids = present[f]!;
      if (ids.length === 0) return;
      const custom = facet.attributeType === 'Custom';
      ids.sort((a, b) => (custom ? this.valueRank[a]! - this.valueRank[b]! : 0) || firstSeen[a]! - firstSeen[b]!);
      facets.push({
        attributeType: facet.attributeType, displayName: facet.label, displayRank: rank++, displayType: 'MultiSelect', facetType: 'DistinctValue', nameOrId: facet.name,
        values: ids.map((id) => ({ displayName: this.valueText[id]!, nameOrId: this.valueText[id]!, productCount: counts[id]! })),
      });
    });
    const unit = matched.length > 0 ? this.prices(currency).unit : undefined;
    const bands = PRICE_BANDS.map(() => 0);
    let priced = 0;
    for (const i of matched) {
      const value = unit![i]!;
      if (!Number.isFinite(value)) continue;
      priced += 1;
      for (let b = 0; b < PRICE_BANDS.length; b += 1) {
        const [min, max] = PRICE_BANDS[b]!;
        if (value >= min && (max === null || value < max)) bands[b]! += 1;
      }
    }
    if (priced > 0) {
      facets.push({
        attributeType: 'Standard', displayName: 'Price', displayRank: rank++, displayType: 'Range', facetType: 'Range', nameOrId: 'UnitPrice',
        values: PRICE_BANDS.map(([min, max], b) => ({ min, max, n: bands[b]! }))
          .filter((b) => b.n > 0)
          .map((b) => ({ displayName: b.max === null ? `${b.min}+` : `${b.min}–${b.max}`, nameOrId: `${b.min}-${b.max ?? ''}`, productCount: b.n })),
      });
    }
    return facets;
  }

  private resultTree(products: number[], rootId?: string) {
    const perKey = new Int32Array(this.categoryPaths.length);
    for (const i of products) perKey[this.categoryKey[i]!]! += 1;
    const counts = new Map<string, number>();
    perKey.forEach((count, key) => {
      if (count > 0) for (const c of this.categoryPaths[key]!) counts.set(c, (counts.get(c) ?? 0) + count);
    });
    const children = (parentId: string | null) =>
      [...this.categories.values()].filter((c) => c.parentId === parentId && counts.has(c.id)).sort((a, b) => a.sortOrder - b.sortOrder);
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
    // Every piece of the term lies within one word of a name that contains it.
    let byName: Bits | undefined;
    for (const piece of pieces) {
      const bits = bitsFor(this.n);
      this.names.mark(piece, bits);
      if (byName) for (let w = 0; w < bits.length; w += 1) byName[w]! &= bits[w]!;
      else byName = bits;
    }
    let bySku: Int32Array | null = null;
    for (const piece of pieces) {
      const candidates = this.skus.candidates(piece);
      if (candidates && (!bySku || candidates.length < bySku.length)) bySku = candidates;
    }

    const products: Product[] = [];
    this.eachMatch(term, pieces.length === 1, byName!, bySku, undefined, (i) => {
      products.push(this.products[i]!);
      return products.length < maxProducts;
    });

    // Only products with a (cut) name word starting with the first word give a term.
    const first = term.split(/\s+/)[0] ?? '';
    const giving = bitsFor(this.n);
    this.suggestionWords.mark(first, giving, true);
    const starts = Uint8Array.from(this.termWords, (w) => (w.startsWith(first) ? 1 : 0));
    const terms = new Set<string>();
    const named = new Uint8Array(this.wordsOfName.length);
    const windows = new Set<string>();
    this.eachMatch(term, pieces.length === 1, byName!, bySku, giving, (i) => {
      const id = this.nameId[i]!;
      if (named[id]) return true;
      named[id] = 1;
      const words = this.wordsOfName[id]!;
      const at = words.findIndex((w) => starts[w] === 1);
      if (at < 0) return true;
      // The term is the word and its neighbours; the same words make the same term.
      const window = words.subarray(Math.max(0, at - 1), at + 2);
      const key = window.join(',');
      if (!windows.has(key)) {
        windows.add(key);
        terms.add(Array.from(window, (w) => this.termWords[w]!).join(' '));
      }
      return terms.size < maxResults;
    });
    return { terms: [...terms], products };
  }

  /**
   * Visits the products (not variations, and within `within` when given) whose name or SKU contains
   * `term`, in catalogue order, until `visit` returns false. `byName` holds every product whose name
   * may contain it (exactly those when the term is one word); `bySku` those whose SKUs may (null: any).
   */
  private eachMatch(term: string, exactByName: boolean, byName: Bits, bySku: Int32Array | null, within: Bits | undefined, visit: (i: number) => boolean): void {
    const test = (i: number) => this.isVariation[i] === 0 && (this.nameLower[i]!.includes(term) || this.skuLower[i]!.includes(term));
    if (!bySku) {
      if (within) eachBit(within, (i) => !test(i) || visit(i));
      else for (let i = 0; i < this.n; i += 1) if (test(i) && !visit(i)) return;
      return;
    }
    const names = within ? byName.map((word, w) => word & within[w]!) : byName;
    // Merge the name candidates (a bitset) and the SKU candidates (ascending).
    let k = 0;
    let stopped = false;
    const skusBelow = (limit: number) => {
      for (; !stopped && k < bySku.length && bySku[k]! < limit; k += 1) {
        const i = bySku[k]!;
        if (hasBit(names, i) || (within && !hasBit(within, i))) continue;
        if (test(i) && !visit(i)) stopped = true;
      }
    };
    eachBit(names, (i) => {
      skusBelow(i);
      if (stopped) return false;
      const matches = exactByName ? this.isVariation[i] === 0 : test(i);
      if (matches && !visit(i)) stopped = true;
      return !stopped;
    });
    skusBelow(this.n);
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

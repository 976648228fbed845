// The distinct product names (a few thousand), for suggestions and for ranking names that start
// with a term. Suggestions work on them rather than on products: the words of each name (lower
// case), those words as suggestions cut them (without commas and parentheses), and per name its
// products that are not variations, ascending. Names in text order give the names starting with a
// term by one binary search.
import { bitsFor, eachBit, type Bits } from './bits.ts';
import { stableOrder } from './ranking.ts';
import type { Trigrams } from './trigrams.ts';
import { WordIndex } from './words.ts';

export interface Suggestions<P> {
  terms: string[];
  products: P[];
}

export class NameIndex<P extends { name: string }> {
  /** Products with the same lower-case name share an id; their suggested term is the same. */
  readonly nameId: Int32Array;
  /** Per name id its lower-case name. */
  private readonly nameText: string[] = [];
  private readonly nameWords = new WordIndex();
  private readonly cutNameWords = new WordIndex();
  private readonly nameProductStart: Int32Array;
  private readonly nameProducts: Int32Array;
  /** Per name id, its words as suggestions cut them (empty ones too), as ids into `termWords`. */
  private readonly wordsOfName: Int32Array[] = [];
  private readonly termWords: string[] = [];
  /** The name ids in their text's order (code units): names starting with a term are adjacent. */
  private readonly nameIdsInTextOrder: Int32Array;

  /** `skus`: the trigrams of each product's SKUs (own and variations'); `skuLower`: each product's own SKU. */
  constructor(
    private readonly products: readonly P[],
    private readonly isVariation: Uint8Array,
    private readonly skuLower: readonly string[],
    private readonly skus: Trigrams,
  ) {
    const nameIds = new Map<string, number>();
    const termWordIds = new Map<string, number>();
    this.nameId = Int32Array.from(products, (p) => {
      const name = p.name.toLowerCase();
      let id = nameIds.get(name);
      if (id === undefined) {
        nameIds.set(name, (id = this.nameText.push(name) - 1));
        this.addName(id, name, termWordIds);
      }
      return id;
    });
    this.nameWords.finish(this.nameText.length);
    this.cutNameWords.finish(this.nameText.length);
    [this.nameProductStart, this.nameProducts] = this.productsPerName();
    this.nameIdsInTextOrder = stableOrder(this.nameText.length, (a, b) => (this.nameText[a]! < this.nameText[b]! ? -1 : 1));
  }

  private addName(id: number, name: string, termWordIds: Map<string, number>): void {
    this.nameWords.add(id, name);
    this.cutNameWords.add(id, name.replace(/[,()]/g, ''));
    this.wordsOfName.push(Int32Array.from(name.replace(/[,()]/g, '').split(/\s+/), (word) => {
      let wordId = termWordIds.get(word);
      if (wordId === undefined) termWordIds.set(word, (wordId = this.termWords.push(word) - 1));
      return wordId;
    }));
  }

  /** Per name its products that are not variations, ascending: [start per name id (and the end), products]. */
  private productsPerName(): [Int32Array, Int32Array] {
    const n = this.products.length;
    const names = this.nameText.length;
    const start = new Int32Array(names + 1);
    for (let i = 0; i < n; i += 1) if (!this.isVariation[i]) start[this.nameId[i]! + 1]! += 1;
    for (let id = 0; id < names; id += 1) start[id + 1]! += start[id]!;
    const products = new Int32Array(start[names]!);
    const filled = start.slice(0, -1);
    for (let i = 0; i < n; i += 1) if (!this.isVariation[i]) products[filled[this.nameId[i]!]!++] = i;
    return [start, products];
  }

  /** Per name id, 1 when the lower-case name starts with `text`. */
  startingWith(text: string): Uint8Array {
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
   * Suggestions for a typed term (trimmed, lower case; not empty), as a scan of the products (not
   * variations) whose name or SKU contains it gives them: the first `maxProducts` of them, and the
   * terms cut from their names around the first word starting with the term's first word, in
   * catalogue order until there are `maxResults`.
   */
  suggest(term: string, maxResults: number, maxProducts: number): Suggestions<P> {
    const pieces = term.split(/\s+/).filter(Boolean);
    // Nothing asked for is looked for: with no products wanted the scan of products (all of them
    // when no SKU narrows the term) is skipped (issue 26, part 7).
    const first = maxProducts > 0 ? this.firstProducts(term, pieces, maxProducts) : [];
    const terms = maxResults > 0 ? this.suggestedTerms(term, pieces[0] ?? '', maxResults) : [];
    return { terms, products: first.map((i) => this.products[i]!) };
  }

  private skuHas(i: number, term: string): boolean {
    return this.isVariation[i] === 0 && this.skuLower[i]!.includes(term);
  }

  /** The names having a word that contains each piece (every piece of the term lies within one word of a name that contains it). */
  private namesWithEveryPiece(pieces: string[]): Bits | undefined {
    let named: Bits | undefined;
    for (const piece of pieces) {
      const bits = bitsFor(this.nameText.length);
      this.nameWords.mark(piece, bits);
      if (named) for (let w = 0; w < bits.length; w += 1) named[w]! &= bits[w]!;
      else named = bits;
    }
    return named;
  }

  /** The fewest products whose SKUs may contain a piece, or null when no piece narrows them. */
  private skuCandidates(pieces: string[]): Int32Array | null {
    let bySku: Int32Array | null = null;
    for (const piece of pieces) {
      const candidates = this.skus.candidates(piece);
      if (candidates && (!bySku || candidates.length < bySku.length)) bySku = candidates;
    }
    return bySku;
  }

  /**
   * The first products, ascending: each name containing the term offers its products in order
   * until one comes too late, then the products whose SKU alone contains it.
   */
  private firstProducts(term: string, pieces: string[], maxProducts: number): number[] {
    const named = this.namesWithEveryPiece(pieces);
    const bySku = this.skuCandidates(pieces);
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
      if (this.skuHas(i, term) && !this.nameText[this.nameId[i]!]!.includes(term)) offer(i);
    };
    if (bySku) for (let k = 0; k < bySku.length && !tooLate(bySku[k]!); k += 1) bySkuOnly(bySku[k]!);
    else for (let i = 0; i < this.products.length && !tooLate(i); i += 1) bySkuOnly(i);
    return first;
  }

  /**
   * Terms come from the names with a (cut) word starting with the first word, in the order of each
   * name's first product whose name or SKU contains the term (as one number: product, name).
   */
  private suggestedTerms(term: string, firstWord: string, maxResults: number): string[] {
    const names = this.nameText.length;
    const giving = bitsFor(names);
    this.cutNameWords.mark(firstWord, giving, true);
    const byFirstProduct: number[] = [];
    eachBit(giving, (id) => {
      const end = this.nameProductStart[id + 1]!;
      let k = this.nameProductStart[id]!;
      if (!this.nameText[id]!.includes(term)) while (k < end && !this.skuHas(this.nameProducts[k]!, term)) k += 1;
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
    return [...terms];
  }
}

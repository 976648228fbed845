// Sort orders as ranks (a position per product in each order), and the selection of one page of
// results in sort order without sorting them all.
import type { PriceColumns } from './prices.ts';

const collator = new Intl.Collator(); // what String#localeCompare uses

export type SortSpec = { type: 'Relevancy' | 'Standard' | 'Price'; descending: boolean } | undefined;

/** Positions 0..n-1 in a stable sort by `compare`. */
export function stableOrder(n: number, compare: (a: number, b: number) => number): Int32Array {
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

/**
 * Every sort is a total order given by one number per result, `rank - score × weight`: a rank (a
 * permutation of the catalogue) breaks ties, and relevance (weight n, more than any rank
 * difference) comes first. A score is at most 160 per token, so score × n stays far below 2^53 for
 * any term a request can carry and the keys are exact.
 */
export interface SortKey {
  rank: Int32Array;
  weight: number;
}

/** The name and id orders as localeCompare gives them, and the price orders made from them. */
export class Ranking {
  private readonly n: number;
  private readonly nameRank: Int32Array;
  private readonly nameRankDescending: Int32Array;
  private readonly idRank: Int32Array;

  constructor(products: ReadonlyArray<{ id: string; name: string }>) {
    const n = (this.n = products.length);
    const byNameCompare = (a: number, b: number) => collator.compare(products[a]!.name, products[b]!.name);
    const byName = stableOrder(n, byNameCompare);
    this.nameRank = ranks(byName);
    this.nameRankDescending = ranks(descendingRuns(byName, byNameCompare));
    this.idRank = ranks(stableOrder(n, (a, b) => collator.compare(products[a]!.id, products[b]!.id)));
  }

  /** The key of a sort: relevance then name when there is none or it is Relevancy. */
  sortKey(sort: SortSpec, prices: () => PriceColumns): SortKey {
    if (sort?.type === 'Price') return { rank: this.priceRank(prices(), sort.descending), weight: 0 };
    if (sort?.type === 'Standard') return { rank: sort.descending ? this.nameRankDescending : this.nameRank, weight: 0 };
    return { rank: this.nameRank, weight: this.n };
  }

  /** Positions of the products in the Price sort of one currency. */
  private priceRank(columns: PriceColumns, descending: boolean): Int32Array {
    const sign = descending ? -1 : 1;
    const byPrice = () => ranks(stableOrder(this.n, (a, b) => (columns.cents[a]! - columns.cents[b]!) * sign || this.idRank[a]! - this.idRank[b]!));
    return descending ? (columns.rankDescending ??= byPrice()) : (columns.rankAscending ??= byPrice());
  }
}

/**
 * The best results by sort key, selecting only as many as a page needs: a max-heap of the best
 * `wanted` keys seen so far (with their products), its worst on top, so most results are turned
 * away by one comparison with the worst kept. Its arrays are reused from one search to the next.
 */
export class TopResults {
  private readonly keys: Float64Array;
  private readonly held: Int32Array;
  private size = 0;

  /** `capacity`: the most results a search can have (the catalogue's products). */
  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
    this.held = new Int32Array(capacity);
  }

  /** The products at [start, end) of `results` (with their scores) in the order of `key`. */
  slice(results: Int32Array, scores: Int32Array, key: SortKey, start: number, end: number): number[] {
    const wanted = Math.min(end, results.length);
    if (start >= wanted) return [];
    this.size = 0;
    for (let k = 0; k < results.length; k += 1) this.offer(key.rank[results[k]!]! - scores[k]! * key.weight, results[k]!, wanted);
    const order = Array.from({ length: this.size }, (_, k) => k).sort((a, b) => this.keys[a]! - this.keys[b]!);
    return order.slice(start).map((k) => this.held[k]!);
  }

  private offer(key: number, product: number, wanted: number): void {
    if (this.size < wanted) this.siftUp(key, product);
    else if (key < this.keys[0]!) this.siftDown(key, product);
  }

  private siftUp(key: number, product: number): void {
    const { keys, held } = this;
    let at = this.size++;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (keys[parent]! >= key) break;
      keys[at] = keys[parent]!;
      held[at] = held[parent]!;
      at = parent;
    }
    keys[at] = key;
    held[at] = product;
  }

  /** Replaces the worst kept by `key`. */
  private siftDown(key: number, product: number): void {
    const { keys, held, size } = this;
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
  }
}

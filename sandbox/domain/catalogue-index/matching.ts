// Which products a search term matches, and how well. Matching keeps the semantics of a plain scan
// (case-insensitive substring `includes` on name, SKU and description; the name in any of the store's
// languages, PX-88-002):
// - Name and description: word indexes (words.ts).
// - SKU: a trigram index over each product's SKUs (its own and its variations'); a token's rarest
//   trigram gives the candidates, each then checked for the token (unless it is that trigram).
// Relevance per token: 100 in the name, 50 in a SKU, 10 in the description; 25 more when the name
// starts with the term and holds every token; 10,000 for an exact SKU.
import { type Bits, type BitsPool, eachBit, hasBit, setBit } from './bits.ts';
import { GRAM, SkuText, Trigrams, codeUnits } from './trigrams.ts';
import { WordIndex } from './words.ts';
import type { Scored } from './refinements.ts';

const EXACT_SKU_SCORE = 10_000;

/** Where one token of the term may be found: bits per field (SKU hits only candidates, or null when the token is too short to narrow). */
interface TokenHits {
  units: Uint16Array;
  name: Bits;
  description: Bits;
  sku: Bits | null;
  /** The token is one trigram: its candidates are exactly the products whose SKUs (own and variations') contain it. */
  skuExact: boolean;
}

export interface TermQuery {
  term: string;
  tokens: string[];
  /** Grouping by variation parent: a product's SKUs include its variations'. */
  variationParents: boolean;
  /** Per product the id of its lower-case name, and per name id 1 when that name starts with the term. */
  nameId: Int32Array;
  prefixed: Uint8Array;
}

export class TermMatcher {
  readonly skus: Trigrams;
  private readonly names = new WordIndex();
  private readonly descriptions = new WordIndex();
  /** Own and child SKUs, newline-separated (no token contains whitespace). */
  private readonly familySku: SkuText;
  private readonly exactOwn = new Map<string, number[]>();
  private readonly exactFamily = new Map<string, number[]>();
  private readonly hasChildren: Uint8Array;

  /** `childPositions`: per product its variations' positions (-1 unknown). */
  constructor(
    products: ReadonlyArray<{ name: string; description: string; childProductIds?: string[] | null }>,
    skuLower: readonly string[],
    childPositions: readonly number[][],
    /** PX-88-002: per product its names in the store's other languages, matched as its name is. */
    otherNames: ReadonlyArray<readonly string[]> = [],
  ) {
    this.hasChildren = Uint8Array.from(products, (p) => ((p.childProductIds ?? []).length > 0 ? 1 : 0));
    const familySkus = products.map((_, i) => [skuLower[i]!, ...childPositions[i]!.map((c) => (c >= 0 ? skuLower[c]! : ''))]);
    const familySku = familySkus.map((list) => list.join('\n'));
    this.familySku = new SkuText(familySku, skuLower);
    products.forEach((p, i) => {
      this.names.add(i, p.name.toLowerCase());
      for (const name of otherNames[i] ?? []) this.names.add(i, name.toLowerCase());
      this.descriptions.add(i, p.description.toLowerCase());
      addTo(this.exactOwn, skuLower[i]!, i);
      for (const sku of familySkus[i]!) addTo(this.exactFamily, sku, i);
    });
    this.names.finish(products.length);
    this.descriptions.finish(products.length);
    this.skus = new Trigrams(familySku);
  }

  /** Every eligible product, each with relevance 1 (a search without a term). */
  all(eligible: Bits, into: Scored): Scored {
    let m = 0;
    eachBit(eligible, (i) => {
      into.products[m] = i;
      into.scores[m++] = 1;
    });
    return { products: into.products.subarray(0, m), scores: into.scores.subarray(0, m) };
  }

  /** The eligible products the term matches, in catalogue order, with their relevance. */
  match(query: TermQuery, eligible: Bits, bits: BitsPool, into: Scored): Scored {
    const exact = this.exactSkuMatches(query, eligible, bits);
    const perToken = query.tokens.map((token) => this.tokenHits(token, bits));
    const possible = possibleMatches(eligible, exact, perToken, bits);
    let m = 0;
    // The bits visited inline (not through eachBit): this loop runs over every match.
    for (let w = 0; w < possible.length; w += 1) {
      let word = possible[w]!;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const i = (w << 5) + 31 - Math.clz32(low);
        const score = hasBit(exact, i) ? EXACT_SKU_SCORE : this.score(i, perToken, query);
        if (score === 0) continue;
        into.products[m] = i;
        into.scores[m++] = score;
      }
    }
    return { products: into.products.subarray(0, m), scores: into.scores.subarray(0, m) };
  }

  /** The eligible products whose SKU (or, grouped, one of its variations') is the term. */
  private exactSkuMatches(query: TermQuery, eligible: Bits, bits: BitsPool): Bits {
    const exact = bits.take();
    for (const i of (query.variationParents ? this.exactFamily : this.exactOwn).get(query.term) ?? []) if (hasBit(eligible, i)) setBit(exact, i);
    return exact;
  }

  private tokenHits(token: string, bits: BitsPool): TokenHits {
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
  }

  /** The relevance of product i, 0 when a token is in none of its fields. */
  private score(i: number, perToken: TokenHits[], query: TermQuery): number {
    const ownOnly = !query.variationParents && this.hasChildren[i] === 1;
    let score = 0;
    let everyInName = true;
    for (const t of perToken) {
      const inName = hasBit(t.name, i);
      const inSku = t.sku ? hasBit(t.sku, i) && ((t.skuExact && !ownOnly) || this.familySku.contains(i, t.units, ownOnly)) : this.familySku.contains(i, t.units, ownOnly);
      const hit = (inName ? 100 : 0) + (inSku ? 50 : 0) + (hasBit(t.description, i) ? 10 : 0);
      if (hit === 0) return 0;
      score += hit;
      everyInName &&= inName;
    }
    // A name starting with the term contains every token.
    return score + (everyInName && query.prefixed[query.nameId[i]!] ? 25 : 0);
  }
}

/** Products every token may match (SKU hits still unchecked) or that are an exact SKU match. */
function possibleMatches(eligible: Bits, exact: Bits, perToken: TokenHits[], bits: BitsPool): Bits {
  const possible = bits.take(eligible);
  for (const t of perToken) {
    if (!t.sku) continue;
    for (let w = 0; w < possible.length; w += 1) possible[w]! &= t.name[w]! | t.description[w]! | t.sku[w]!;
  }
  for (let w = 0; w < possible.length; w += 1) possible[w]! |= exact[w]!;
  return possible;
}

function addTo(map: Map<string, number[]>, key: string, i: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [i]);
  else if (list[list.length - 1] !== i) list.push(i);
}

// Facet values and their counts over the matches. Each (facet, value) gets a global value id;
// products with the same facet values share a facet class, so counting facets over tens of
// thousands of matches costs one increment per match.
import { PRICE_BANDS, UNPRICED } from './prices.ts';

const collator = new Intl.Collator(); // what String#localeCompare uses

export interface FacetSpec {
  name: string;
  label: string;
  attributeType: 'Custom' | 'ProductAttribute';
}

interface Tally {
  /** Per value id the matches having it. */
  counts: Int32Array;
  /** Per value id the order it was first seen in (matches in catalogue order, each product's values in order). */
  firstSeen: Int32Array;
  /** Matches per price band (index into PRICE_BANDS, then OUTSIDE_BANDS and UNPRICED). */
  bands: Int32Array;
}

export class FacetIndex {
  private readonly facetOfValue: number[] = [];
  private readonly valueIdsOfFacet: number[][];
  private readonly valueText: string[] = [];
  private readonly valueRank: number[];
  /** Per product its facet class: the products sharing one have the same facet values in the same order. */
  private readonly facetClass: Int32Array;
  private readonly classValueStart: Int32Array;
  private readonly classValueIds: Int32Array;
  /** Scratch: matches per facet class, reused from one search to the next. */
  private readonly classCountScratch: Int32Array;

  /** `fieldValues(i, name)`: the values of a field of the product at position i. */
  constructor(
    private readonly facets: FacetSpec[],
    n: number,
    fieldValues: (i: number, name: string) => string[],
  ) {
    const perProduct = this.valueIdsPerProduct(n, fieldValues);
    this.valueIdsOfFacet = facets.map((_, f) => this.valueText.map((_v, id) => id).filter((id) => this.facetOfValue[id] === f));
    this.valueRank = this.rankValues();
    const classValues: number[][] = [];
    const classes = new Map<string, number>();
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
    this.classCountScratch = new Int32Array(classValues.length);
  }

  /** Per product the ids of its distinct values, facet by facet; assigns the ids in first-seen order. */
  private valueIdsPerProduct(n: number, fieldValues: (i: number, name: string) => string[]): number[][] {
    const valueIds = new Map<string, number>();
    const perProduct: number[][] = Array.from({ length: n }, () => []);
    this.facets.forEach((facet, f) => {
      for (let i = 0; i < n; i += 1) {
        for (const value of new Set(fieldValues(i, facet.name))) {
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
    return perProduct;
  }

  /** Values sort by localeCompare within a facet; equal ones share a rank (then keep first-seen order). */
  private rankValues(): number[] {
    const rank = new Array<number>(this.valueText.length).fill(0);
    this.facets.forEach((_, f) => {
      const sorted = [...this.valueIdsOfFacet[f]!].sort((a, b) => collator.compare(this.valueText[a]!, this.valueText[b]!));
      sorted.forEach((id, k) => {
        const previous = sorted[k - 1];
        rank[id] = previous === undefined ? 0 : rank[previous]! + (collator.compare(this.valueText[previous]!, this.valueText[id]!) === 0 ? 0 : 1);
      });
    });
    return rank;
  }

  /** The facets of the matches (catalogue order) as the API answers them; `band`: each product's price band. */
  counts(matched: Int32Array, band: () => Uint8Array) {
    const { counts, firstSeen, bands } = this.tally(matched, band);
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
    if (matched.length > bands[UNPRICED]!) facets.push(priceFacet(bands, rank));
    return facets;
  }

  /**
   * Per facet value the matches having it and the order it was first seen in; matches per price
   * band. Plain loops, apart from the answer's objects, so that they stay optimised whatever the
   * answer's shape.
   */
  private tally(matched: Int32Array, band: () => Uint8Array): Tally {
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
    return { counts, firstSeen, bands: bandCounts(matched, band) };
  }
}

function bandCounts(matched: Int32Array, band: () => Uint8Array): Int32Array {
  const bands = new Int32Array(UNPRICED + 1);
  if (matched.length === 0) return bands;
  const of = band();
  for (let k = 0; k < matched.length; k += 1) bands[of[matched[k]!]!]! += 1;
  return bands;
}

function priceFacet(bands: Int32Array, displayRank: number) {
  return {
    attributeType: 'Standard', displayName: 'Price', displayRank, displayType: 'Range', facetType: 'Range', nameOrId: 'UnitPrice',
    values: PRICE_BANDS.flatMap(([min, max], b) =>
      bands[b]! > 0 ? [{ displayName: max === null ? `${min}+` : `${min}–${max}`, nameOrId: `${min}-${max ?? ''}`, productCount: bands[b]! }] : []),
  };
}

// Refinements (facet values, price and field ranges) as tests of one product, and the filter of the matches by them.
import type { PriceColumns } from './prices.ts';

export interface Refinement {
  nameOrId: string;
  type: 'DistinctValue' | 'Range';
  attributeType: string;
  values?: string[];
  min?: string | null;
  max?: string | null;
}

export type ProductTest = (i: number) => boolean;

/**
 * A refinement as a test of the product at position i, evaluated as a scan would (including its
 * type errors on malformed input). `fieldValues(i, name)`: the values of a field of that product.
 */
export function refinementTest(r: Refinement, prices: () => PriceColumns, fieldValues: (i: number, name: string) => string[]): ProductTest {
  if (r === null || r === undefined) {
    return () => {
      throw new TypeError('A refinement must be an object.');
    };
  }
  if (r.type === 'Range') return rangeTest(r, prices, fieldValues);
  const wanted = r.values ?? [];
  return (i) => {
    const values = fieldValues(i, r.nameOrId).map((v) => v.toLowerCase());
    return wanted.some((v) => values.includes(v.toLowerCase()));
  };
}

function rangeTest(r: Refinement, prices: () => PriceColumns, fieldValues: (i: number, name: string) => string[]): ProductTest {
  const min = r.min == null ? null : Number(r.min);
  const max = r.max == null ? null : Number(r.max);
  const priced = r.nameOrId === 'UnitPrice' || r.nameOrId === 'ListPrice' ? prices() : undefined;
  const column = priced ? (r.nameOrId === 'UnitPrice' ? priced.unit : priced.list) : undefined;
  return (i) => {
    const value = column ? column[i]! : Number.parseFloat(fieldValues(i, r.nameOrId)[0] ?? '');
    if (Number.isNaN(value)) return false;
    return (min === null || value >= min) && (max === null || value <= max);
  };
}

/** Results with their scores. */
export interface Scored {
  products: Int32Array;
  scores: Int32Array;
}

/** The results passing every test, kept in order with their scores, written into `into` (as large as the catalogue). */
export function keepPassing(results: Scored, tests: ProductTest[], into: Scored): Scored {
  if (tests.length === 0) return results;
  let kept = 0;
  for (let k = 0; k < results.products.length; k += 1) {
    const i = results.products[k]!;
    if (!tests.every((test) => test(i))) continue;
    into.products[kept] = i;
    into.scores[kept++] = results.scores[k]!;
  }
  return { products: into.products.subarray(0, kept), scores: into.scores.subarray(0, kept) };
}

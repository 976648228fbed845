// Prices per currency as columns over the catalogue, made on first use of a currency: the sort key,
// the Range refinements' values and the price band of the Price facet.

export const PRICE_BANDS: Array<[number, number | null]> = [[0, 50], [50, 100], [100, 250], [250, 500], [500, null]];
/** A unit price in no band (negative): priced all the same. */
const OUTSIDE_BANDS = PRICE_BANDS.length;
export const UNPRICED = PRICE_BANDS.length + 1;

export type PriceOf = (productId: string, currency: string) => { unitPrice: string; listPrice: string } | undefined;

export interface PriceColumns {
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

export class PriceTable {
  private readonly columns = new Map<string, PriceColumns>();

  constructor(
    private readonly productIds: readonly string[],
    private readonly price: PriceOf,
  ) {}

  of(currency: string): PriceColumns {
    let columns = this.columns.get(currency);
    if (!columns) this.columns.set(currency, (columns = this.build(currency)));
    return columns;
  }

  private build(currency: string): PriceColumns {
    const n = this.productIds.length;
    const columns: PriceColumns = { cents: new Float64Array(n), unit: new Float64Array(n), list: new Float64Array(n), band: new Uint8Array(n) };
    for (let i = 0; i < n; i += 1) {
      const price = this.price(this.productIds[i]!, currency);
      columns.cents[i] = Math.round(Number(price?.unitPrice ?? '0') * 100);
      const unit = (columns.unit[i] = Number(price?.unitPrice ?? Number.NaN));
      columns.list[i] = Number(price?.listPrice ?? Number.NaN);
      columns.band[i] = priceBand(unit);
    }
    return columns;
  }
}

function priceBand(unit: number): number {
  const band = PRICE_BANDS.findIndex(([min, max]) => unit >= min && (max === null || unit < max));
  return !Number.isFinite(unit) ? UNPRICED : band < 0 ? OUTSIDE_BANDS : band;
}

// Prices (sandbox/domain/catalogue-index/prices.ts) against the product's price read directly: the
// sort key in cents, the unit and list prices, and the Price facet's band, per currency, made once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PriceTable } from '../../../sandbox/domain/catalogue-index/prices.ts';

type Price = { unitPrice: string; listPrice: string } | undefined;

/** The band of a unit price, written from the facet's ranges: [0,50) [50,100) [100,250) [250,500) [500,∞). */
function modelBand(unit: string | undefined): number {
  if (unit === undefined) return 6; // unpriced
  const value = Number(unit);
  if (value < 0) return 5; // outside every band
  return value < 50 ? 0 : value < 100 ? 1 : value < 250 ? 2 : value < 500 ? 3 : 4;
}

const amount = fc.oneof(fc.constantFrom('0', '49.99', '50', '99.995', '100.00', '249.5', '250', '499.99', '500', '172.00', '-1'), fc.integer({ min: 0, max: 200_000 }).map((c) => (c / 100).toFixed(2)));
const price: fc.Arbitrary<Price> = fc.option(fc.record({ unitPrice: amount, listPrice: amount }), { nil: undefined });
const prices = fc.array(fc.record({ USD: price, EUR: price }), { maxLength: 12 });

describe('catalogue index: prices', () => {
  it('[PX-25-004] per currency every product has its unit price in cents (0 without one), its unit and list prices, and its price band', () => {
    fc.assert(
      fc.property(prices, fc.constantFrom<'USD' | 'EUR'>('USD', 'EUR'), (table, currency) => {
        const ids = table.map((_, i) => `01t${String(i).padStart(12, '0')}`);
        const columns = new PriceTable(ids, (id, c) => {
          const row = table[ids.indexOf(id)]!;
          return c === 'EUR' ? row.EUR : row.USD;
        }).of(currency);
        table.forEach((row, i) => {
          const p = row[currency];
          expect(columns.cents[i]).toBe(p ? Math.round(Number(p.unitPrice) * 100) : 0);
          expect(columns.unit[i]).toBe(p ? Number(p.unitPrice) : Number.NaN);
          expect(columns.list[i]).toBe(p ? Number(p.listPrice) : Number.NaN);
          expect(columns.band[i]).toBe(modelBand(p?.unitPrice));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('[PX-25-004][PX-03-025] a currency\'s columns are made once, on first use, and a second currency reads its own prices', () => {
    const reads: string[] = [];
    const table = new PriceTable(['01t000000000001'], (_id, currency) => {
      reads.push(currency);
      return currency === 'USD' ? { unitPrice: '172.00', listPrice: '189.00' } : undefined;
    });
    expect(reads).toEqual([]);
    const usd = table.of('USD');
    expect(table.of('USD')).toBe(usd);
    expect([...usd.cents, usd.band[0]]).toEqual([17200, 2]);
    expect(table.of('EUR').band[0]).toBe(6);
    expect(reads).toEqual(['USD', 'EUR']);
  });
});

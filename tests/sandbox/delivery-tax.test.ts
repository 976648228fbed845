// PX-43-003: the products' tax of a shipment, each delivery taxed at its own address, against an
// oracle that reads the fixtures' rates as exact thousandths of a percent and rounds half up in
// integers (the sandbox multiplies a float rate; the two must agree on every amount).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import store from '../../fixtures/data/store.json' with { type: 'json' };
import type { Core } from '../../sandbox/domain/core.ts';
import { deliveriesTaxCents } from '../../sandbox/domain/orders.ts';

type Address = { country: string; region: string | null };

/** The only parts of the sandbox's Core the tax reads: the store's rates and its taxType. */
const coreWith = (taxType: 'Gross' | 'Net') => ({ store: { taxRates: store.taxRates }, settings: { taxType } }) as unknown as Core;

/** '14.975' -> 14975 thousandths of a percent, from the digits (no float). */
function milliPercent(rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
}

/** Oracle: the rate of the address's region, else its country; none without a country. */
function oracleRate(address: Address | null): number {
  if (!address) return 0;
  const exact = store.taxRates.find((r) => r.country === address.country && r.region === address.region);
  const country = store.taxRates.find((r) => r.country === address.country && r.region === null);
  const rate = exact ?? country;
  return rate ? milliPercent(rate.taxRatePercentage) : 0;
}

/** Oracle: round(a / b) half up for non-negative integers, in integers. */
const roundedQuotient = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

function oracleTax(cents: number, address: Address | null, taxType: 'Gross' | 'Net'): number {
  const milli = oracleRate(address);
  return taxType === 'Gross' ? roundedQuotient(cents * milli, 100_000 + milli) : roundedQuotient(cents * milli, 100_000);
}

// Every region and country the fixtures rate, a state they do not (WI: the country's rate), a country they do not, no address.
const ADDRESSES: Array<Address | null> = [
  ...store.taxRates.map((r) => ({ country: r.country, region: r.region })),
  { country: 'US', region: 'WI' },
  { country: 'JP', region: null },
  null,
];

const delivery = fc.record({ productCents: fc.integer({ min: 0, max: 50_000_000 }), address: fc.constantFrom(...ADDRESSES) });

describe('tax per delivery', () => {
  for (const taxType of ['Gross', 'Net'] as const) {
    it(`[PX-43-003] ${taxType}: a shipment's tax is the sum of each delivery's lines taxed at its own address, rounded per delivery`, () => {
      fc.assert(
        fc.property(fc.array(delivery, { minLength: 1, maxLength: 6 }), (deliveries) => {
          const expected = deliveries.reduce((sum, d) => sum + oracleTax(d.productCents, d.address, taxType), 0);
          expect(deliveriesTaxCents(coreWith(taxType), deliveries)).toBe(expected);
        }),
      );
    });
  }

  it('[PX-43-003] a split to Chicago (IL 10.25 %) and Milwaukee (WI: the US 7 %) taxes each part at its own rate, not both at the first address', () => {
    const gross = coreWith('Gross');
    const chicago = { country: 'US', region: 'IL' };
    const milwaukee = { country: 'US', region: 'WI' };
    // $1,038.00 to Chicago, $234.00 to Milwaukee: 96.50 + 15.31, where Chicago's rate on both would be 118.34.
    expect(deliveriesTaxCents(gross, [{ productCents: 103_800, address: chicago }, { productCents: 23_400, address: milwaukee }])).toBe(9_650 + 1_531);
    expect(deliveriesTaxCents(gross, [{ productCents: 127_200, address: chicago }])).toBe(11_826);
  });
});

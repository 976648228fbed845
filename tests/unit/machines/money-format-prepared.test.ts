// PX-51-002: a page that waits on the network for its prices makes their number format meanwhile.
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, prepareMoneyFormat } from '../../../machines/pricing/money.ts';

const RealNumberFormat = Intl.NumberFormat;
afterEach(() => {
  Intl.NumberFormat = RealNumberFormat;
});

/** Counts the number formats made from now on. */
function countFormatsMade() {
  const count = { made: 0 };
  Intl.NumberFormat = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
    count.made += 1;
    return new RealNumberFormat(...args);
  } as unknown as typeof Intl.NumberFormat;
  return count;
}

describe('the money format made ahead of the prices', () => {
  it('[PX-51-002] after prepareMoneyFormat, formatting that locale and currency makes no new number format', () => {
    const count = countFormatsMade();
    prepareMoneyFormat('NZD', 'en-NZ');
    expect(count.made).toBe(1);
    expect(formatMoney('1234.5', 'NZD', 'en-NZ')).toBe(new RealNumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(1234.5));
    expect(count.made).toBe(1);
  });

  it('[PX-51-002] a currency code the browser refuses does not fail the preparation', () => {
    expect(() => prepareMoneyFormat('not a currency', 'en-US')).not.toThrow();
  });
});

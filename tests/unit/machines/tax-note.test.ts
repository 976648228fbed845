// PX-75-003: the product page's tax text from the buyer's market and the store's tax type.
import { describe, expect, it } from 'vitest';
import { marketCountry, productTaxNote, taxAnswerCountry } from '../../../machines/catalogue/tax-note.ts';
import { taxNoteText } from '../../../src/labels/catalogue.ts';

const text = (input: Parameters<typeof productTaxNote>[0]) => {
  const note = productTaxNote(input);
  return note && taxNoteText(note);
};
const US_LINE = { ratePercentage: 7, names: ['US Sales Tax'] };

describe('product tax text', () => {
  it('[PX-75-003] Gross: the market\'s tax included, with the rate when the answer is for the market\'s country, the wording alone otherwise', () => {
    expect(text({ taxType: 'Gross', line: US_LINE, lineCountry: 'US', market: 'US' })).toBe('Price includes 7% sales tax (US Sales Tax)');
    expect(text({ taxType: 'Gross', line: { ratePercentage: 19, names: ['MwSt.'] }, lineCountry: 'DE', market: 'DE' })).toBe('Price includes 19% VAT (MwSt.)');
    expect(text({ taxType: 'Gross', line: { ratePercentage: 10, names: ['GST'] }, lineCountry: 'AU', market: 'AU' })).toBe('Price includes 10% GST');
    // A German market answered with the store's (US) rate: no US rate shown, the market's wording.
    expect(text({ taxType: 'Gross', line: US_LINE, lineCountry: 'US', market: 'DE' })).toBe('Prices include VAT');
    expect(text({ taxType: 'Gross', line: US_LINE, lineCountry: 'US', market: 'CA' })).toBe('Prices include GST/HST');
    // No tax policy (a tax-exempt account, or none for the product): no line.
    expect(text({ taxType: 'Gross', line: null, lineCountry: undefined, market: 'US' })).toBeNull();
  });

  it('[PX-75-003] Net: the tax is added at checkout, from the ship-to state in the US, the province in Canada, the address elsewhere', () => {
    expect(text({ taxType: 'Net', line: null, lineCountry: undefined, market: 'US' })).toBe('Sales tax is added at checkout, based on the ship-to state.');
    expect(text({ taxType: 'Net', line: null, lineCountry: undefined, market: 'CA' })).toBe('GST/HST is added at checkout, based on the ship-to province.');
    expect(text({ taxType: 'Net', line: null, lineCountry: undefined, market: 'FR' })).toBe('VAT is added at checkout, based on the ship-to address.');
    expect(text({ taxType: 'Net', line: null, lineCountry: undefined, market: undefined })).toBe('Tax is added at checkout, based on the ship-to address.');
  });

  it('[PX-87-003] a tax-exempt account: the guest\'s tax line gives way to the exemption, Gross and Net', () => {
    expect(text({ taxType: 'Gross', line: US_LINE, lineCountry: 'US', market: 'US', exempt: true })).toBe('Tax-exempt: the tax in this price is taken off');
    expect(text({ taxType: 'Net', line: null, lineCountry: undefined, market: 'US', exempt: true })).toBe('Tax-exempt: no tax is added at checkout');
    expect(text({ taxType: 'Gross', line: US_LINE, lineCountry: 'US', market: 'US', exempt: false })).toBe('Price includes 7% sales tax (US Sales Tax)');
  });

  it('[PX-75-003] the market is the locale\'s region; the answer\'s country is its policies\'', () => {
    expect(['en-US', 'de-DE', 'fr-CA', 'en', '', null, 'not a locale!'].map(marketCountry)).toEqual(['US', 'DE', 'CA', undefined, undefined, undefined, undefined]);
    expect(taxAnswerCountry({ taxLocaleType: 'Gross', taxesInfo: { p: { taxesInfoList: [{ taxRatePercentage: '7.00', countryIsoCode: 'US' } as never] } } }, 'p')).toBe('US');
    expect(taxAnswerCountry({ taxLocaleType: 'Gross', taxesInfo: {} }, 'p')).toBeUndefined();
  });
});

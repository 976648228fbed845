import { chooseCurrency, type CurrencySettings } from '../../../machines/locale/currency.ts';

const settings = (overrides: Partial<CurrencySettings> = {}): CurrencySettings => ({
  sessionDrivenCurrency: false,
  supportedCurrencies: ['USD', 'CAD', 'EUR'],
  defaultCurrency: 'USD',
  markets: [{ 'en-US': 'USD' }, { 'en-CA': 'CAD', 'fr-CA': 'CAD' }, { 'en-AU': 'AUD' }, { 'de-DE': 'EUR' }],
  ...overrides,
});

describe('currency choice (SH §4)', () => {
  it('[SH-4-023] none when the currency is session-driven', () => {
    expect(chooseCurrency(settings({ sessionDrivenCurrency: true }), 'fr-CA')).toBeUndefined();
    expect(chooseCurrency(settings({ sessionDrivenCurrency: true, supportedCurrencies: ['EUR'] }), 'de-DE')).toBeUndefined();
  });

  it('[SH-4-024] the only supported currency when there is just one', () => {
    expect(chooseCurrency(settings({ supportedCurrencies: ['EUR'] }), 'fr-CA')).toBe('EUR');
  });

  it('[SH-4-025] else the currency mapped from the locale when it is supported', () => {
    expect(chooseCurrency(settings(), 'fr-CA')).toBe('CAD');
    expect(chooseCurrency(settings(), 'de-DE')).toBe('EUR');
  });

  it('[SH-4-026] else the default currency: the mapped one is unsupported, or nothing is mapped', () => {
    expect(chooseCurrency(settings(), 'en-AU')).toBe('USD');
    expect(chooseCurrency(settings(), 'fr-FR')).toBe('USD');
    expect(chooseCurrency(settings({ supportedCurrencies: [] }), 'fr-CA')).toBe('USD');
    expect(chooseCurrency(settings({ defaultCurrency: null }), 'en-AU')).toBeUndefined();
  });

  it('[SH-4-025] the first market that has the locale decides', () => {
    expect(chooseCurrency(settings({ markets: [{ 'en-US': 'CAD' }, { 'en-US': 'EUR' }] }), 'en-US')).toBe('CAD');
  });
});

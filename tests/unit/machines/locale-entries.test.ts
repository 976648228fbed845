import { PICKER_DEFAULTS } from '../../../machines/constants/session-locale.ts';
import {
  flagImage,
  isPickerEnabled,
  parseCartProductCount,
  shortLocale,
  sortLocaleEntries,
  toLocaleEntries,
  type LocaleEntry,
} from '../../../machines/locale/entries.ts';

const entry = (locale: string, countryLabel: string | undefined, languageLabel: string | undefined): LocaleEntry => ({
  locale,
  countryCode: locale.split('-')[1]!,
  countryLabel,
  languageLabel,
  currencyCode: undefined,
});
const locales = (entries: LocaleEntry[]) => entries.map((e) => e.locale);

describe('picker entries', () => {
  const countries = [
    { isoCode: 'US', label: 'United States' },
    { isoCode: 'CA', label: 'Canada' },
  ];
  const names = { en: 'English', fr: 'French' };
  const markets: Record<string, string>[] = [{ 'en-US': 'USD' }, { 'en-CA': 'CAD', 'fr-CA': 'CAD' }];

  it('[SH-3-079][SH-3-080][SH-3-081][SH-3-082][SH-2-117] builds entries with the long language display', () => {
    expect(toLocaleEntries(['fr-CA', 'de-DE'], countries, names, markets, 'long')).toEqual([
      { locale: 'fr-CA', countryCode: 'CA', countryLabel: 'Canada', languageLabel: 'French', currencyCode: 'CAD' },
      { locale: 'de-DE', countryCode: 'DE', countryLabel: undefined, languageLabel: undefined, currencyCode: undefined },
    ]);
  });

  it('[SH-2-117][SH-2-120] the short language display is the upper-case language code', () => {
    expect(toLocaleEntries(['en-US', 'xx'], countries, names, markets, 'short')).toEqual([
      { locale: 'en-US', countryCode: 'US', countryLabel: 'United States', languageLabel: 'EN', currencyCode: 'USD' },
      { locale: 'xx', countryCode: '', countryLabel: undefined, languageLabel: 'XX', currencyCode: undefined },
    ]);
  });

  it('[SH-5-055][SH-2-119] sorts by country label by default order, then by language', () => {
    const sorted = sortLocaleEntries(
      [entry('fr-CA', 'Canada', 'French'), entry('en-US', 'United States', 'English'), entry('en-CA', 'Canada', 'English'), entry('de-DE', 'Germany', 'German')],
      PICKER_DEFAULTS.sort,
    );
    expect(locales(sorted)).toEqual(['en-CA', 'fr-CA', 'de-DE', 'en-US']);
  });

  it('[SH-5-055][SH-5-056][SH-2-116] sorts by language label, then by country', () => {
    const sorted = sortLocaleEntries(
      [entry('fr-CA', 'Canada', 'French'), entry('en-US', 'United States', 'English'), entry('en-CA', 'Canada', 'English'), entry('fr-FR', 'France', 'French')],
      'language',
    );
    expect(locales(sorted)).toEqual(['en-CA', 'en-US', 'fr-CA', 'fr-FR']);
  });

  it('[SH-5-055] compares locale-aware, not by code unit', () => {
    const sorted = sortLocaleEntries([entry('pl-PL', 'Polen', 'Polnisch'), entry('de-AT', 'Österreich', 'Deutsch')], 'country', 'de-DE');
    expect(locales(sorted)).toEqual(['de-AT', 'pl-PL']);
    const cased = sortLocaleEntries([entry('xx-ZA', 'Zulu', 'X'), entry('yy-AB', 'alpha', 'Y')], 'country');
    expect(locales(cased)).toEqual(['yy-AB', 'xx-ZA']);
  });

  it('[SH-5-057] entries without a label on the primary key sort last, blank counts as none', () => {
    const sorted = sortLocaleEntries(
      [entry('aa-XA', undefined, 'Afar'), entry('en-US', 'United States', 'English'), entry('bb-XB', '  ', 'Bislama'), entry('en-AU', 'Australia', 'English')],
      'country',
    );
    expect(locales(sorted)).toEqual(['en-AU', 'en-US', 'aa-XA', 'bb-XB']);
  });

  it('[SH-5-057][SH-5-056] unlabelled entries sort by the other key; unlabelled on both keep their order', () => {
    const sorted = sortLocaleEntries(
      [entry('z1-ZZ', undefined, undefined), entry('b-XB', 'Bravo', undefined), entry('a-XA', 'Bravo', 'Alpha'), entry('z2-ZZ', undefined, undefined), entry('c-XC', undefined, 'Charlie')],
      'country',
    );
    expect(locales(sorted)).toEqual(['a-XA', 'b-XB', 'c-XC', 'z1-ZZ', 'z2-ZZ']);
  });

  it('[SH-5-055] does not change its input', () => {
    const input = [entry('en-US', 'United States', 'English'), entry('en-AU', 'Australia', 'English')];
    sortLocaleEntries(input, 'country');
    expect(locales(input)).toEqual(['en-US', 'en-AU']);
  });

  it.each([
    ['US', '/flags/US.svg'],
    ['ca', '/flags/CA.svg'],
    ['De', '/flags/DE.svg'],
    ['NZ', '/flags/NZ.svg'],
  ])('[PX-77-006] the flag of %s is the drawn image %s', (code, flag) => {
    expect(flagImage(code)).toBe(flag);
  });

  it.each([[''], ['U'], ['USA'], ['U1'], [' US'], ['ÜS']])('[PX-77-006] %j has no flag', (code) => {
    expect(flagImage(code)).toBeUndefined();
  });

  it('[SH-2-115] the picker button is disabled with fewer than two locales', () => {
    expect(isPickerEnabled([])).toBe(false);
    expect(isPickerEnabled(['en-US'])).toBe(false);
    expect(isPickerEnabled(['en-US', 'en-CA'])).toBe(true);
    expect(isPickerEnabled(['en-US', 'en-CA', 'fr-CA'])).toBe(true);
  });

  it.each([
    ['3', 3],
    [7, 7],
    ['12 items', 12],
    ['4.9', 4],
    ['010', 10],
    ['0x1A', 0],
    ['-2', -2],
  ])('[SH-5-058] parses the cart product count %j as %i', (value, count) => {
    expect(parseCartProductCount(value)).toBe(count);
  });

  it.each([[undefined], [null], [''], ['abc'], [{}], [Number.NaN]])('[SH-5-059] %j falls back to 0', (value) => {
    expect(parseCartProductCount(value)).toBe(0);
  });

  it('[SH-2-119][SH-2-120] picker defaults: sorted by country with the short language display', () => {
    // The button, globe icon and heading defaults (SH-2-121..SH-2-125) are proven on the rendered picker
    // (widgets-locale-picker.test.tsx); here, what the entries are built and sorted by when nothing is set.
    const entries = toLocaleEntries(['fr-CA', 'en-US', 'en-CA'], countries, names, markets, PICKER_DEFAULTS.languageDisplayType);
    expect(entries.map((e) => e.languageLabel)).toEqual(['FR', 'EN', 'EN']);
    expect(locales(sortLocaleEntries(entries, PICKER_DEFAULTS.sort))).toEqual(['en-CA', 'fr-CA', 'en-US']);
  });
});

describe('the picker button\'s text', () => {
  it('[PX-77-007] country and language codes, one code where they are the same, never a code twice', () => {
    expect(shortLocale('en-US')).toBe('US · EN');
    expect(shortLocale('fr-CA')).toBe('CA · FR');
    expect(shortLocale('de-DE')).toBe('DE');
    expect(shortLocale('fr-FR')).toBe('FR');
    expect(shortLocale('fr')).toBe('FR');
  });
});

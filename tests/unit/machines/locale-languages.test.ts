import { describe, expect, it } from 'vitest';
import { toLocaleEntries } from '../../../machines/locale/entries.ts';
import { fallbackCountryOf, inOwnLanguage, languageNameOf, languageNamesFor, withFallbackCountries } from '../../../machines/locale/languages.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Every two-letter code, named or not: the list of names is what the module knows, not what the test says. */
const TWO_LETTER_CODES = [...LETTERS].flatMap((first) => [...LETTERS].map((second) => first + second));
const NAMED = TWO_LETTER_CODES.filter((code) => languageNameOf(code, 'en-US') !== undefined);

describe('language names and the language-to-country fallback (SH §9)', () => {
  it('[SH-9-003] about 170 languages have a name in the store language, and a code that names no language has none', () => {
    expect(NAMED.length).toBeGreaterThanOrEqual(170);
    expect(languageNameOf('de', 'en-US')).toBe('German');
    expect(languageNameOf('fr', 'en-US')).toBe('French');
    expect(languageNameOf('ja', 'en-US')).toBe('Japanese');
    expect(languageNameOf('de', 'de-DE')).toBe('Deutsch');
    expect(languageNameOf('qq', 'en-US')).toBeUndefined();
    expect(languageNameOf('not a code', 'en-US')).toBeUndefined();
    // The picker's long display reads them; a code without a name shows as itself.
    expect(languageNamesFor(['en-CA', 'fr-CA', 'de-DE', 'qq-ZZ'], 'en-US')).toEqual({ en: 'English', fr: 'French', de: 'German', qq: 'qq' });
  });

  it('[SH-9-004] a language falls back to its likely country (at least 60 of them), and a bare market locale still shows a country', () => {
    expect(fallbackCountryOf('de')).toBe('DE');
    expect(fallbackCountryOf('fr')).toBe('FR');
    expect(fallbackCountryOf('ja')).toBe('JP');
    expect(fallbackCountryOf('en')).toBe('US');
    expect(fallbackCountryOf('pt')).toBe('BR');
    expect(fallbackCountryOf('sv')).toBe('SE');
    expect(fallbackCountryOf('da')).toBe('DK');
    expect(fallbackCountryOf('not a language')).toBeUndefined();
    expect(NAMED.filter((code) => /^[A-Z]{2}$/.test(fallbackCountryOf(code) ?? '')).length).toBeGreaterThanOrEqual(60);

    const countries = [{ isoCode: 'CA', label: 'Canada' }, { isoCode: 'FR', label: 'France' }];
    const entries = withFallbackCountries(toLocaleEntries(['fr', 'en-CA', 'ja', 'zxx'], countries, { fr: 'French', en: 'English' }, [], 'long'), countries);
    expect(entries).toEqual([
      { locale: 'fr', countryCode: 'FR', countryLabel: 'France', languageLabel: 'French', currencyCode: undefined },
      { locale: 'en-CA', countryCode: 'CA', countryLabel: 'Canada', languageLabel: 'English', currencyCode: undefined },
      // A country the store has no label for shows its code; a language with no likely country, none.
      { locale: 'ja', countryCode: 'JP', countryLabel: undefined, languageLabel: undefined, currencyCode: undefined },
      { locale: 'zxx', countryCode: '', countryLabel: undefined, languageLabel: undefined, currencyCode: undefined },
    ]);
  });
});

describe('names in their own language', () => {
  const entry = (locale: string, countryLabel: string | undefined, languageLabel: string) => ({ locale, countryCode: locale.split('-')[1] ?? '', countryLabel, languageLabel, currencyCode: undefined });

  it('[PX-77-007] each entry\'s country, and in the long display its language, is named in the entry\'s language, capitalised', () => {
    expect(inOwnLanguage([entry('de-DE', 'Germany', 'German'), entry('fr-CA', 'Canada', 'French'), entry('en-US', 'United States', 'English')], 'long')).toEqual([
      entry('de-DE', 'Deutschland', 'Deutsch'),
      entry('fr-CA', 'Canada', 'Français'),
      entry('en-US', 'United States', 'English'),
    ]);
  });

  it('[PX-77-007] the short display keeps the language code; a country without the store\'s label keeps its code (PX-05-109); an unknown code keeps the store\'s label', () => {
    expect(inOwnLanguage([entry('de-DE', 'Germany', 'DE'), entry('fr-FR', undefined, 'FR'), entry('en-AA', 'Nowhere', 'EN')], 'short')).toEqual([
      entry('de-DE', 'Deutschland', 'DE'),
      entry('fr-FR', undefined, 'FR'),
      entry('en-AA', 'Nowhere', 'EN'),
    ]);
  });
});

// The picker's language names (SH-9-003) and its language-to-country fallback (SH-9-004), from the
// browser's own CLDR data (Intl) rather than a copied list: about 190 language names in the store's
// language, and a likely country for each language (de → DE, ja → JP, pt → BR). Loaded with the
// picker's panel only, never with the header's button.
import type { AddressCountry, LocaleEntry } from './entries.ts';

/** SH-9-003: the name of a language code in the display locale; undefined for a code that names no language. */
export function languageNameOf(code: string, displayLocale: string): string | undefined {
  // A browser without Intl.DisplayNames throws here too (not a constructor): no name, the code shows.
  try {
    return new Intl.DisplayNames([displayLocale], { type: 'language', fallback: 'none' }).of(code);
  } catch {
    return undefined;
  }
}

/** The language names of the locales' languages for the long display, the code where no name is known. */
export function languageNamesFor(locales: readonly string[], displayLocale: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const locale of locales) {
    const code = locale.split('-')[0]!;
    names[code] = languageNameOf(code, displayLocale) ?? code;
  }
  return names;
}

/** SH-9-004: the country a bare language falls back to (CLDR's likely subtags); undefined when none is known. */
export function fallbackCountryOf(language: string): string | undefined {
  try {
    return new Intl.Locale(language).maximize().region;
  } catch {
    return undefined;
  }
}

/**
 * SH-9-004: an entry whose locale names no country (a market locale `fr`) takes its language's fallback
 * country, so it still shows a flag and a country name; the locale itself is kept as the market gives it.
 */
export function withFallbackCountries(entries: readonly LocaleEntry[], countries: readonly AddressCountry[]): LocaleEntry[] {
  return entries.map((entry) => {
    if (entry.countryCode) return entry;
    const countryCode = fallbackCountryOf(entry.locale.split('-')[0]!) ?? '';
    return { ...entry, countryCode, countryLabel: countries.find((country) => country.isoCode === countryCode)?.label };
  });
}

// The picker's language names (SH-9-003) and its language-to-country fallback (SH-9-004), from the
// browser's own CLDR data (Intl) rather than a copied list: about 190 language names in the store's
// language, and a likely country for each language (de → DE, ja → JP, pt → BR). Loaded with the
// picker's panel only, never with the header's button.
import type { AddressCountry, LanguageDisplayType, LocaleEntry } from './entries.ts';

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

/** The name of a region code in the display locale; undefined for a code that names no region. */
function regionNameOf(code: string, displayLocale: string): string | undefined {
  try {
    return new Intl.DisplayNames([displayLocale], { type: 'region', fallback: 'none' }).of(code);
  } catch {
    return undefined;
  }
}

/** 'français' → 'Français': a name that starts a line of the picker starts with a capital in its language. */
const capitalised = (name: string, locale: string) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);

/**
 * PX-77-007: each entry's country, and in the long display its language, named in the entry's own
 * language ('Deutschland', 'Deutsch' for de-DE; 'Canada', 'Français' for fr-CA), as a buyer looks for
 * their own; the store's label stays where the browser knows no name.
 */
export function inOwnLanguage(entries: readonly LocaleEntry[], languageDisplayType: LanguageDisplayType): LocaleEntry[] {
  return entries.map((entry) => {
    const language = entry.locale.split('-')[0]!;
    // Without the store's label (its countries call failed) the code stays, as PX-05-109 says.
    const country = entry.countryCode && entry.countryLabel !== undefined ? regionNameOf(entry.countryCode, entry.locale) : undefined;
    const languageName = languageDisplayType === 'long' ? languageNameOf(language, entry.locale) : undefined;
    return {
      ...entry,
      countryLabel: country ? capitalised(country, entry.locale) : entry.countryLabel,
      languageLabel: languageName ? capitalised(languageName, entry.locale) : entry.languageLabel,
    };
  });
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

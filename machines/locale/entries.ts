// Locale entries of the country and language picker (SH §2, SH §3 "Locale entry", SH §5 "Picker sort").
import {
  CART_PRODUCT_COUNT_FALLBACK,
  PICKER_COLLATION_LOCALE,
  PICKER_MIN_LOCALES,
} from '../constants/session-locale.ts';
import type { Wire } from '../wire.ts';

export interface LocaleEntry {
  /** language-country, e.g. en-US */
  locale: string;
  countryCode: string;
  countryLabel: string | undefined;
  languageLabel: string | undefined;
  currencyCode: string | undefined;
}

export type PickerSort = 'country' | 'language';
export type LanguageDisplayType = 'short' | 'long';

/** A country of the statecountry answer (SH-7-015): its code and its label in the store's language. */
export type AddressCountry = Pick<Wire['AddressCountry'], 'isoCode' | 'label'>;

/**
 * One entry per locale: the country label from addressCountries, the language label as the
 * upper-case language code (short) or its name (long), the currency from the markets.
 */
export function toLocaleEntries(
  locales: readonly string[],
  addressCountries: readonly AddressCountry[],
  languageNames: Readonly<Record<string, string>>,
  markets: readonly Readonly<Record<string, string>>[],
  languageDisplayType: LanguageDisplayType,
): LocaleEntry[] {
  return locales.map((locale) => {
    const [language, countryCode = ''] = locale.split('-') as [string, string?];
    return {
      locale,
      countryCode,
      countryLabel: addressCountries.find((country) => country.isoCode === countryCode)?.label,
      languageLabel: languageDisplayType === 'short' ? language.toUpperCase() : languageNames[language],
      currencyCode: markets.find((market) => locale in market)?.[locale],
    };
  });
}

const LABEL_OF: Record<PickerSort, (entry: LocaleEntry) => string | undefined> = {
  country: (entry) => entry.countryLabel,
  language: (entry) => entry.languageLabel,
};
const OTHER_KEY: Record<PickerSort, PickerSort> = { country: 'language', language: 'country' };
const label = (entry: LocaleEntry, key: PickerSort) => LABEL_OF[key](entry)?.trim() || undefined;

function byLabel(key: PickerSort, collator: Intl.Collator) {
  return (a: LocaleEntry, b: LocaleEntry): number => {
    const left = label(a, key);
    const right = label(b, key);
    if (left === undefined || right === undefined) return (left === undefined ? 1 : 0) - (right === undefined ? 1 : 0);
    return collator.compare(left, right);
  };
}

/**
 * By the chosen key with locale-aware comparison, then by the other; entries without a label on
 * a key sort after those with one. Stable: equal entries keep their order.
 */
export function sortLocaleEntries(entries: readonly LocaleEntry[], sort: PickerSort, collationLocale = PICKER_COLLATION_LOCALE): LocaleEntry[] {
  const collator = new Intl.Collator(collationLocale);
  const primary = byLabel(sort, collator);
  const secondary = byLabel(OTHER_KEY[sort], collator);
  return [...entries].sort((a, b) => primary(a, b) || secondary(a, b));
}

/** PX-77-007: the button's short text, 'US · EN' for en-US; one code where the country's and the language's are the same ('DE' for de-DE), never a code twice. */
export function shortLocale(locale: string): string {
  const [language = '', country = ''] = locale.toUpperCase().split('-');
  return country && country !== language ? `${country} · ${language}` : language;
}

/** PX-77-006: the address of a two-letter country code's flag image (build/plugins/flag-images.ts); none for anything else. */
export function flagImage(countryCode: string): string | undefined {
  return /^[a-z]{2}$/i.test(countryCode) ? `/flags/${countryCode.toUpperCase()}.svg` : undefined;
}

/** The picker button is disabled with fewer than two locales (SH-2-115). */
export function isPickerEnabled(locales: readonly unknown[]): boolean {
  return locales.length >= PICKER_MIN_LOCALES;
}

/** The cart's product count as an integer, 0 when it does not parse (SH-5-058, SH-5-059). */
export function parseCartProductCount(value: unknown): number {
  const count = Number.parseInt(String(value), 10);
  return Number.isNaN(count) ? CART_PRODUCT_COUNT_FALLBACK : count;
}

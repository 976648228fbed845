import fc from 'fast-check';
import { localeChangeAddress, localisedBasePath } from '../machines/locale/address.ts';
import { chooseCurrency } from '../machines/locale/currency.ts';
import { flagImage, parseCartProductCount, sortLocaleEntries, type LocaleEntry, type PickerSort } from '../machines/locale/entries.ts';

const label = fc.option(fc.oneof(fc.constantFrom('Canada', 'canada', 'Österreich', 'Zambia', 'English', 'français', 'Deutsch', ' '), fc.string({ maxLength: 4 })), {
  nil: undefined,
});
const entries = fc.uniqueArray(
  fc.record({ locale: fc.stringMatching(/^[a-z]{2}-[A-Z]{2}$/), countryLabel: label, languageLabel: label }),
  { selector: (entry) => entry.locale, maxLength: 12 },
).map((list) => list.map((entry): LocaleEntry => ({ ...entry, countryCode: entry.locale.slice(3), currencyCode: undefined })));
const sortKey = fc.constantFrom<PickerSort>('country', 'language');
const keyOf = (entry: LocaleEntry, key: PickerSort) => (key === 'country' ? entry.countryLabel : entry.languageLabel)?.trim() || undefined;
const other = (key: PickerSort): PickerSort => (key === 'country' ? 'language' : 'country');

describe('picker sort properties', () => {
  it('[SH-5-055][SH-5-056][SH-5-057] a permutation, labelled before unlabelled, ordered by the primary then the other key, stable', () => {
    const collator = new Intl.Collator('en-US');
    fc.assert(
      fc.property(entries, sortKey, (list, key) => {
        const sorted = sortLocaleEntries(list, key);
        expect([...sorted].sort((a, b) => a.locale.localeCompare(b.locale))).toEqual([...list].sort((a, b) => a.locale.localeCompare(b.locale)));
        for (let i = 1; i < sorted.length; i += 1) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          const [pa, pb] = [keyOf(a, key), keyOf(b, key)];
          expect(pa === undefined && pb !== undefined).toBe(false);
          if (pa !== undefined && pb !== undefined) expect(collator.compare(pa, pb)).toBeLessThanOrEqual(0);
          const samePrimary = pa === pb || (pa !== undefined && pb !== undefined && collator.compare(pa, pb) === 0);
          if (samePrimary) {
            const [sa, sb] = [keyOf(a, other(key)), keyOf(b, other(key))];
            expect(sa === undefined && sb !== undefined).toBe(false);
            if (sa !== undefined && sb !== undefined) expect(collator.compare(sa, sb)).toBeLessThanOrEqual(0);
            const bothSame = sa === sb || (sa !== undefined && sb !== undefined && collator.compare(sa, sb) === 0);
            if (bothSame) expect(list.indexOf(a)).toBeLessThan(list.indexOf(b));
          }
        }
        expect(sortLocaleEntries(sorted, key)).toEqual(sorted);
      }),
    );
  });
});

describe('flag and count properties', () => {
  it('[PX-77-006] the flag of any two-letter code is its upper-case file among the drawn flags, whatever its case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{2}$/), (code) => {
        const flag = flagImage(code);
        expect(flag).toBe(`/flags/${code[0]!.toUpperCase()}${code[1]!.toUpperCase()}.svg`);
        expect(flagImage(code.toLowerCase())).toBe(flag);
      }),
    );
  });

  it('[SH-5-058][SH-5-059] the cart product count is always an integer; integers read back as themselves', () => {
    fc.assert(
      fc.property(fc.integer(), fc.anything(), (count, anything) => {
        expect(parseCartProductCount(String(count))).toBe(count);
        expect(Number.isInteger(parseCartProductCount(anything))).toBe(true);
      }),
    );
  });
});

describe('currency rule properties', () => {
  const currency = fc.constantFrom('USD', 'CAD', 'EUR', 'AUD', 'NZD');
  const locale = fc.constantFrom('en-US', 'en-CA', 'fr-CA', 'de-DE', 'fr-FR', 'en-AU', 'en-NZ');
  const settings = fc.record({
    sessionDrivenCurrency: fc.boolean(),
    supportedCurrencies: fc.uniqueArray(currency, { maxLength: 4 }),
    defaultCurrency: fc.option(currency, { nil: null }),
    markets: fc.array(fc.dictionary(locale, currency, { maxKeys: 3 }), { maxLength: 3 }),
  });

  it('[SH-4-023][SH-4-024][SH-4-025][SH-4-026] none, the only one, the mapped supported one, else the default', () => {
    fc.assert(
      fc.property(settings, locale, (given, chosenLocale) => {
        const result = chooseCurrency(given, chosenLocale);
        const mapped = given.markets.find((market) => chosenLocale in market)?.[chosenLocale];
        if (given.sessionDrivenCurrency) expect(result).toBeUndefined();
        else if (given.supportedCurrencies.length === 1) expect(result).toBe(given.supportedCurrencies[0]);
        else if (mapped !== undefined && given.supportedCurrencies.includes(mapped)) expect(result).toBe(mapped);
        else expect(result).toBe(given.defaultCurrency ?? undefined);
      }),
    );
  });
});

describe('address properties', () => {
  const known = ['en-US', 'en-CA', 'fr-CA', 'de-DE'];
  const segment = fc.stringMatching(/^[a-z]{1,6}$/);
  const base = fc.tuple(fc.array(segment, { maxLength: 2 }), fc.option(fc.constantFrom(...known), { nil: undefined })).map(
    ([segments, current]) => [...segments, ...(current ? [current] : [])].map((s) => `/${s}`).join(''),
  );
  const rest = fc.array(segment, { maxLength: 3 }).map((segments) => segments.map((s) => `/${s}`).join(''));

  it('[SH-4-077][SH-4-078] the new address is the base with the language segment set, then the same page, query and hash', () => {
    fc.assert(
      fc.property(base, rest, fc.constantFrom(...known), fc.constantFrom('', '?a=1'), fc.constantFrom('', '#x'), (site, page, locale, search, hash) => {
        const address = localeChangeAddress({ pathname: `${site}${page}`, search, hash }, site, locale, known);
        const newBase = localisedBasePath(site, locale, known);
        expect(newBase.split('/').at(-1)).toBe(locale);
        expect(address).toBe(`${newBase}${page}${search}${hash}`);
        const again = localeChangeAddress({ pathname: `${newBase}${page}`, search, hash }, newBase, 'en-US', known);
        expect(again).toBe(localeChangeAddress({ pathname: `${site}${page}`, search, hash }, site, 'en-US', known));
      }),
    );
  });
});

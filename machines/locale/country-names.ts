// PX-86-001: the address forms' countries (checkout, address book, registration) named in the page's
// language from the browser's own CLDR data (Intl.DisplayNames) and sorted as that language sorts
// (Intl.Collator: 'Österreich' among the Os in German, 'États-Unis' among the Es in French). The value
// kept and sent stays the ISO code; the given label stays where the browser knows no name.

/** A country an address form offers: its ISO code and the label shown for it. */
export interface NamedCountry {
  isoCode: string;
  label: string;
}

function displayNamesFor(locale: string): Intl.DisplayNames | undefined {
  // A browser without Intl.DisplayNames (or a locale it rejects) throws: the given labels stay.
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    return undefined;
  }
}

/** PX-86-001: the countries, each labelled in the locale's language, sorted for its reader; other fields kept. */
export function countriesNamedIn<T extends NamedCountry>(countries: readonly T[], locale: string): T[] {
  const names = displayNamesFor(locale);
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return countries
    .map((country) => {
      let name: string | undefined;
      try {
        name = names?.of(country.isoCode);
      } catch {
        // A code that is no region code (DisplayNames throws on 'ZZZ'): the given label stays.
      }
      return name ? { ...country, label: name } : country;
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}

import { describe, expect, it } from 'vitest';
import { countriesNamedIn } from '../../../machines/locale/country-names.ts';

// The store's ship-to countries as the sandbox answers them: English labels, in its own order.
const SHIP_TO = [
  { isoCode: 'US', label: 'United States', states: [{ isoCode: 'IL', label: 'Illinois' }] },
  { isoCode: 'CA', label: 'Canada', states: [] },
  { isoCode: 'DE', label: 'Germany', states: [] },
  { isoCode: 'FR', label: 'France', states: [] },
  { isoCode: 'AU', label: 'Australia', states: [] },
  { isoCode: 'NZ', label: 'New Zealand', states: [] },
  { isoCode: 'GB', label: 'United Kingdom', states: [] },
  { isoCode: 'IE', label: 'Ireland', states: [] },
  { isoCode: 'MX', label: 'Mexico', states: [] },
  { isoCode: 'AT', label: 'Austria', states: [] },
];

const shown = (locale: string) => countriesNamedIn(SHIP_TO, locale).map((country) => `${country.isoCode} ${country.label}`);

describe('address forms: countries in the page language (issue 30)', () => {
  it('[PX-86-001] en-US: English names, sorted alphabetically', () => {
    expect(shown('en-US')).toEqual([
      'AU Australia', 'AT Austria', 'CA Canada', 'FR France', 'DE Germany', 'IE Ireland', 'MX Mexico', 'NZ New Zealand', 'GB United Kingdom', 'US United States',
    ]);
  });

  it('[PX-86-001] fr-FR: French names, États-Unis sorted among the E (not after every plain letter)', () => {
    expect(shown('fr-FR')).toEqual([
      'DE Allemagne', 'AU Australie', 'AT Autriche', 'CA Canada', 'US États-Unis', 'FR France', 'IE Irlande', 'MX Mexique', 'NZ Nouvelle-Zélande', 'GB Royaume-Uni',
    ]);
  });

  it('[PX-86-001] fr-CA: French names for a Canadian reader, sorted the French way', () => {
    expect(shown('fr-CA')).toEqual([
      'DE Allemagne', 'AU Australie', 'AT Autriche', 'CA Canada', 'US États-Unis', 'FR France', 'IE Irlande', 'MX Mexique', 'NZ Nouvelle-Zélande', 'GB Royaume-Uni',
    ]);
  });

  it('[PX-86-001] de-DE: German names, Österreich sorted among the O (not after V)', () => {
    expect(shown('de-DE')).toEqual([
      'AU Australien', 'DE Deutschland', 'FR Frankreich', 'IE Irland', 'CA Kanada', 'MX Mexiko', 'NZ Neuseeland', 'AT Österreich', 'US Vereinigte Staaten', 'GB Vereinigtes Königreich',
    ]);
  });

  it('[PX-86-001] the value stays the ISO code and the regions are kept; a code the browser cannot name keeps its given label', () => {
    const named = countriesNamedIn([...SHIP_TO, { isoCode: 'XYZ', label: 'Elsewhere', states: [] }], 'de-DE');
    expect(named.find((country) => country.isoCode === 'US')).toEqual({ isoCode: 'US', label: 'Vereinigte Staaten', states: [{ isoCode: 'IL', label: 'Illinois' }] });
    expect(named.find((country) => country.isoCode === 'XYZ')?.label).toBe('Elsewhere');
    expect(named.map((country) => country.isoCode).sort()).toEqual([...SHIP_TO.map((country) => country.isoCode), 'XYZ'].sort());
    // The input is not reordered or relabelled in place.
    expect(SHIP_TO[0]!.label).toBe('United States');
  });
});

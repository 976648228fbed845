// PX-75-003: the product page's tax text from the buyer's market and the store's tax type, instead of
// one fixed line: a Gross store's price includes the market's tax (its rate when the answer is for the
// market's country); a Net store adds the tax at checkout, from the ship-to state, province or address.
// One short line: the page keeps its place while the taxes load (PX-06-042), so a longer text would move it.
import type { TaxLine, TaxesAnswer } from './product-detail.ts';

/** What a market calls its tax on sales. */
type TaxWord = 'sales tax' | 'GST/HST' | 'VAT' | 'GST' | 'tax';
/** Where the rate comes from at checkout: a state or province has rates of its own; elsewhere the address's country. */
type TaxBasis = 'state' | 'province' | 'address';

export type TaxNote =
  | { kind: 'included'; word: TaxWord; ratePercentage: number | null; names: string[] }
  | { kind: 'added'; word: TaxWord; basis: TaxBasis }
  /** PX-87-003: a signed-in buyer's tax-exempt account: a Gross price's tax is taken off (PX-87-002), a Net one adds none. */
  | { kind: 'exempt'; pricesIncludeTax: boolean };

const WORDS: Record<string, TaxWord> = { US: 'sales tax', CA: 'GST/HST', DE: 'VAT', FR: 'VAT', GB: 'VAT', AU: 'GST', NZ: 'GST' };
const BASES: Record<string, TaxBasis> = { US: 'state', CA: 'province' };

/** The market's country: the region of its locale ('de-DE' → 'DE'), or none. */
export function marketCountry(locale: string | null | undefined): string | undefined {
  try {
    return locale ? new Intl.Locale(locale).region : undefined;
  } catch {
    return undefined;
  }
}

/** The country the taxes answer's policies are for (the first that names one). */
export function taxAnswerCountry(taxes: TaxesAnswer | null | undefined, productId: string): string | undefined {
  return (taxes?.taxesInfo?.[productId]?.taxesInfoList ?? []).map((policy) => policy.countryIsoCode).find((country): country is string => typeof country === 'string' && country !== '');
}

export function productTaxNote(input: { taxType: string | undefined; line: TaxLine | null; lineCountry: string | undefined; market: string | undefined; exempt?: boolean }): TaxNote | null {
  // The catalogue reads go out as a guest's (CC-6-001, CC-6-002), so their tax is not the account's.
  if (input.exempt === true) return { kind: 'exempt', pricesIncludeTax: input.taxType !== 'Net' };
  const country = input.market ?? input.lineCountry;
  const word = (country && WORDS[country]) || 'tax';
  const basis = (country && BASES[country]) || 'address';
  if (input.taxType === 'Net') return { kind: 'added', word, basis };
  if (!input.line) return null;
  // A rate read for another country than the market's (a guest's read answers for the store's country) is not shown.
  const forMarket = input.market === undefined || input.lineCountry === undefined || input.lineCountry === input.market;
  return forMarket ? { kind: 'included', word, ratePercentage: input.line.ratePercentage, names: input.line.names } : { kind: 'included', word, ratePercentage: null, names: [] };
}

// Countries and their states or provinces for address forms and the country picker (English labels).
import { DEFAULT_PHONE_COUNTRY, phoneE164 } from '../../machines/address/phone.ts';
type Entry = { isoCode: string; label: string; states: Array<{ isoCode: string; label: string }> };

const states = (text: string) => text.split(';').map((pair) => {
  const [isoCode, label] = pair.split('=') as [string, string];
  return { isoCode, label };
});

const COUNTRIES: Entry[] = [
  { isoCode: 'US', label: 'United States', states: states('AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;DC=District of Columbia;FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;KS=Kansas;KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;MS=Mississippi;MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;NH=New Hampshire;NJ=New Jersey;NM=New Mexico;NY=New York;NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;OR=Oregon;PA=Pennsylvania;RI=Rhode Island;SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;VT=Vermont;VA=Virginia;WA=Washington;WV=West Virginia;WI=Wisconsin;WY=Wyoming') },
  { isoCode: 'CA', label: 'Canada', states: states('AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;NS=Nova Scotia;NT=Northwest Territories;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;SK=Saskatchewan;YT=Yukon') },
  { isoCode: 'DE', label: 'Germany', states: states('BW=Baden-Württemberg;BY=Bavaria;BE=Berlin;BB=Brandenburg;HB=Bremen;HH=Hamburg;HE=Hesse;MV=Mecklenburg-Western Pomerania;NI=Lower Saxony;NW=North Rhine-Westphalia;RP=Rhineland-Palatinate;SL=Saarland;SN=Saxony;ST=Saxony-Anhalt;SH=Schleswig-Holstein;TH=Thuringia') },
  { isoCode: 'FR', label: 'France', states: [] },
  { isoCode: 'AU', label: 'Australia', states: states('ACT=Australian Capital Territory;NSW=New South Wales;NT=Northern Territory;QLD=Queensland;SA=South Australia;TAS=Tasmania;VIC=Victoria;WA=Western Australia') },
  { isoCode: 'NZ', label: 'New Zealand', states: [] },
  { isoCode: 'GB', label: 'United Kingdom', states: [] },
  { isoCode: 'IE', label: 'Ireland', states: [] },
  { isoCode: 'MX', label: 'Mexico', states: [] },
  { isoCode: 'AQ', label: 'Antarctica', states: [] },
  { isoCode: 'BV', label: 'Bouvet Island', states: [] },
];

/** `countries` as the picker sends it: codes to include, or codes prefixed with ! to exclude. */
export function filterCountries(countries: string[] | undefined): Entry[] {
  if (!countries || countries.length === 0) return COUNTRIES;
  const excluded = countries.filter((c) => c.startsWith('!')).map((c) => c.slice(1));
  const included = countries.filter((c) => !c.startsWith('!'));
  return COUNTRIES.filter((c) => (included.length === 0 || included.includes(c.isoCode)) && !excluded.includes(c.isoCode));
}

/** ISO 3166-1 alpha-3 codes of the countries above, as older clients send them ("USA", v54 examples). */
const ALPHA3: Record<string, string> = { USA: 'US', CAN: 'CA', DEU: 'DE', FRA: 'FR', AUS: 'AU', NZL: 'NZ', GBR: 'GB', IRL: 'IE', MEX: 'MX', ATA: 'AQ', BVT: 'BV' };

/**
 * The alpha-2 code of a country as the platform's clients send it: an alpha-2 or alpha-3 code or the
 * English name ("US", "USA", "United States"); the value itself when unknown.
 */
function countryCodeOf(value: string): string {
  const text = value.trim();
  const upper = text.toUpperCase();
  if (COUNTRIES.some((c) => c.isoCode === upper)) return upper;
  return ALPHA3[upper] ?? COUNTRIES.find((c) => c.label.toLowerCase() === text.toLowerCase())?.isoCode ?? text;
}

/** The state code of a region sent as a code or an English name ("CA", "California"); the value itself when unknown. */
function regionCodeOf(country: string, value: string): string {
  const text = value.trim();
  const states = COUNTRIES.find((c) => c.isoCode === country)?.states ?? [];
  return states.find((s) => s.isoCode === text.toUpperCase() || s.label.toLowerCase() === text.toLowerCase())?.isoCode ?? text;
}

/**
 * An address input as the platform documents it, reduced to the fields the sandbox keeps: country
 * and region from `countryCode`/`regionCode` when sent (Checkout and Commerce Address Input, v54-v58),
 * else from `country`/`region` as code or name; `addressId` and custom address fields are dropped.
 */
export function normaliseAddressInput<T extends Record<string, any>>(input: T): Omit<T, 'countryCode' | 'regionCode' | 'addressId' | 'commerceAddressFieldInputList'> {
  const { countryCode, regionCode, addressId: _addressId, commerceAddressFieldInputList: _custom, ...rest } = input;
  const countrySent = countryCode ?? rest.country;
  const country = typeof countrySent === 'string' ? countryCodeOf(countrySent) : countrySent;
  const regionSent = regionCode ?? rest.region;
  const region = typeof regionSent === 'string' && typeof country === 'string' ? regionCodeOf(country, regionSent) : regionSent;
  // PX-68-007: a phone number in the country's national format is kept in E.164, as the storefront sends it.
  const phones = Object.fromEntries(
    (['phoneNumber', 'shipToPhoneNumber'] as const)
      .filter((field) => typeof rest[field] === 'string' && rest[field].trim() !== '')
      .map((field) => [field, phoneE164(String(rest[field]), typeof country === 'string' ? country : DEFAULT_PHONE_COUNTRY) ?? rest[field]]),
  );
  return { ...rest, ...phones, ...(country !== undefined ? { country } : {}), ...(region !== undefined ? { region } : {}) } as never;
}

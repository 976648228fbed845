// Money arithmetic of the catalogue pages. Amounts travel as decimal strings ("172.00"); sums and
// products are done in integer cents so a tier price times a quantity never picks up float noise.

const MONEY_PATTERN = /^-?\d+(?:\.\d+)?$/;

/** Cents of a decimal amount, rounded half away from zero; undefined when the text is not a number. */
export function toCents(amount: string | number | null | undefined): number | undefined {
  if (amount === null || amount === undefined) return undefined;
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(4) : '') : amount.trim();
  if (!MONEY_PATTERN.test(text)) return undefined;
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.') as [string, string?];
  // Only the first three decimals count: two for the cents, the third for rounding.
  const padded = `${fraction}000`;
  const cents = Number(whole) * 100 + Number(padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1 : 0);
  return negative ? -cents : cents;
}

/** "172.00" from 17200. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// Making a number format costs far more than using one, and a page formats many prices: one per locale and currency.
const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currencyIsoCode: string): Intl.NumberFormat {
  const key = `${locale}|${currencyIsoCode}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyIsoCode });
    currencyFormats.set(key, format);
  }
  return format;
}

/**
 * PX-51-002: makes the format of a locale and currency ahead of its first use. The first number format
 * of a page load also loads the browser's locale data (75 ms of a 4x-slowed CPU on the cart), so a page
 * that waits on the network for prices to show makes it then, not inside the render of the prices.
 */
export function prepareMoneyFormat(currencyIsoCode: string, locale = 'en-US'): void {
  try {
    currencyFormat(locale, currencyIsoCode);
  } catch {
    // A preparation only: a currency code Intl refuses must not fail the page here, before any price shows.
  }
}

/** The amount formatted for the shopper's locale and currency; the raw text when it is not a number. */
export function formatMoney(amount: string | number | null | undefined, currencyIsoCode: string, locale = 'en-US'): string {
  const cents = toCents(amount);
  if (cents === undefined) return amount === null || amount === undefined ? '' : String(amount);
  return currencyFormat(locale, currencyIsoCode).format(cents / 100);
}

/** Unit price times a whole quantity, as a decimal string. */
export function lineTotal(unitPrice: string, quantity: number): string | undefined {
  const cents = toCents(unitPrice);
  if (cents === undefined || !Number.isFinite(quantity)) return undefined;
  return fromCents(cents * quantity);
}

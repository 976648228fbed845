// Money travels as decimal strings ("172.00") and is computed in whole cents; quantities are whole
// numbers shown as "10.0".

export function toCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function qty(quantity: number): string {
  return Number.isInteger(quantity) ? `${quantity}.0` : String(quantity);
}

/** A quantity from a request ("10", "10.0"); NaN when it is not a whole number. */
export function parseQuantity(text: string | number): number {
  const value = Number(text);
  return Number.isFinite(value) && Number.isInteger(value) ? value : Number.NaN;
}


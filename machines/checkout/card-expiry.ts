// PX-08-011: a card's expiry month and year must not be in the past; a card is valid through the
// last day of its expiry month.
import { CARD_EXPIRED, CARD_EXPIRY_REQUIRED } from '../constants/checkout-flow.ts';

export function isExpiryCurrent(month: number, year: number, now: Date): boolean {
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

export function expiryProblem(month: number | undefined, year: number | undefined, now: Date): string | null {
  if (!month || !year || month < 1 || month > 12) return CARD_EXPIRY_REQUIRED;
  return isExpiryCurrent(month, year, now) ? null : CARD_EXPIRED;
}

/** The years the expiry picker offers: this year and the next 15. */
export function expiryYears(now: Date): number[] {
  return Array.from({ length: 16 }, (_, index) => now.getFullYear() + index);
}

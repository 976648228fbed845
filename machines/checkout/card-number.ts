// PX-08-010: a card number is checked before it is sent to the card-token call: digits only (spaces
// and dashes typed for grouping are dropped), a brand the store accepts, the brand's length and the
// Luhn checksum; the security code has the brand's length.
import { CARD_BRAND_UNSUPPORTED, CARD_CVV_INVALID, CARD_NUMBER_INVALID } from '../constants/checkout-flow.ts';

/** The brands of the card-token call (openapi CardType), by number prefix and lengths. */
const CARD_BRANDS = {
  Visa: { prefix: /^4/, lengths: [13, 16, 19], cvv: 3 },
  MasterCard: { prefix: /^(5[1-5]|2[2-7])/, lengths: [16], cvv: 3 },
  AmericanExpress: { prefix: /^3[47]/, lengths: [15], cvv: 4 },
  Discover: { prefix: /^6(011|5)/, lengths: [16, 19], cvv: 3 },
} as const;

export type CardBrand = keyof typeof CARD_BRANDS;

/** The digits of a typed card number, without the spaces or dashes used to group them. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The Luhn checksum: from the right, every second digit doubled (minus 9 above 9), the sum a multiple of 10. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(digits: string): CardBrand | undefined {
  return (Object.keys(CARD_BRANDS) as CardBrand[]).find((brand) => CARD_BRANDS[brand].prefix.test(digits));
}

/** The message for a typed card number, or null when it may be sent. */
export function cardNumberProblem(typed: string): string | null {
  const digits = cardDigits(typed);
  if (!/^\d{12,19}$/.test(digits)) return CARD_NUMBER_INVALID;
  const brand = cardBrandOf(digits);
  if (!brand) return CARD_BRAND_UNSUPPORTED;
  if (!(CARD_BRANDS[brand].lengths as readonly number[]).includes(digits.length) || !passesLuhn(digits)) return CARD_NUMBER_INVALID;
  return null;
}

export function cvvProblem(cvv: string, brand: CardBrand | undefined): string | null {
  const length = brand ? CARD_BRANDS[brand].cvv : 3;
  return new RegExp(`^\\d{${length}}$`).test(cvv) ? null : CARD_CVV_INVALID;
}

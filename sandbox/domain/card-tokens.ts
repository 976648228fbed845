// Card tokenisation: a card's number is checked (Luhn, brand) and kept only as a token of the session.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import type { Core } from './core.ts';
import { unprocessable } from './errors.ts';
import type { Wire } from './wire.ts';

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

const BRANDS: Record<string, RegExp> = { Visa: /^4/, MasterCard: /^(5[1-5]|2[2-7])/, AmericanExpress: /^3[47]/, Discover: /^6(011|5)/ };

export interface CardTokenRow {
  token: string;
  session_id: string;
  card_type: string;
  last_four: string;
  expiry_month: number;
  expiry_year: number;
  holder_name: string;
}

/** A card token issued to this session (tokens do not travel between sessions). */
export function findCardToken(q: Queryable, token: string, sessionId: string): Promise<CardTokenRow | undefined> {
  return q.one<CardTokenRow>('SELECT * FROM card_tokens WHERE token = $1 AND session_id = $2', [token, sessionId]);
}

export interface CardInput {
  cardHolderName: string;
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string | number;
  cardType: Wire['CardType'];
}

/** Checks a card and keeps only a token of it for the session: brand, last four digits and expiry (never the number or CVV). */
export async function tokenizeCard(core: Core, sessionId: string, card: CardInput) {
  if (!luhn(card.cardNumber)) throw unprocessable('The card number is not valid.', 'INVALID_CARD_NUMBER');
  if (!BRANDS[card.cardType]?.test(card.cardNumber)) throw unprocessable('The card number does not match the card type.', 'CARD_TYPE_MISMATCH');
  const now = new Date();
  if (card.expiryYear < now.getUTCFullYear() || (card.expiryYear === now.getUTCFullYear() && card.expiryMonth < now.getUTCMonth() + 1)) throw unprocessable('The card has expired.', 'CARD_EXPIRED');
  const cvv = String(card.cvv);
  if (cvv.length !== (card.cardType === 'AmericanExpress' ? 4 : 3)) throw unprocessable('The security code has the wrong length for this card.', 'INVALID_CVV');
  const token = `pmt_tok_${randomBytes(12).toString('hex')}`;
  const lastFour = card.cardNumber.slice(-4);
  await core.db.query('INSERT INTO card_tokens (token, session_id, card_type, last_four, expiry_month, expiry_year, holder_name) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    token, sessionId, card.cardType, lastFour, card.expiryMonth, card.expiryYear, card.cardHolderName,
  ]);
  return { token, cardType: card.cardType, lastFour, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear };
}

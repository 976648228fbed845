// PX-08-010, PX-08-011: the card form's field errors, all checked before anything is sent. Only the
// card-token call sees the number and the code; the payment call gets the token, brand and last four.
import { CARD_NAME_REQUIRED } from '../constants/checkout-flow.ts';
import { cardBrandOf, cardDigits, cardNumberProblem, cvvProblem, type CardBrand } from './card-number.ts';
import { expiryProblem } from './card-expiry.ts';

export interface CardForm {
  holderName: string;
  number: string;
  cvv: string;
  expiryMonth: number | undefined;
  expiryYear: number | undefined;
}

export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD_FORM: CardForm = { holderName: '', number: '', cvv: '', expiryMonth: undefined, expiryYear: undefined };

/** The card with one field changed as typed or chosen (the expiry selects give numbers, '' none). */
export function withCardField(card: CardForm, field: CardField, value: string): CardForm {
  const numeric = field === 'expiryMonth' || field === 'expiryYear';
  return { ...card, [field]: numeric ? (value === '' ? undefined : Number(value)) : value };
}

export function cardFormErrors(form: CardForm, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (form.holderName.trim() === '') errors.holderName = CARD_NAME_REQUIRED;
  const numberProblem = cardNumberProblem(form.number);
  if (numberProblem) errors.number = numberProblem;
  const cvv = cvvProblem(form.cvv, cardBrandOf(cardDigits(form.number)));
  if (cvv) errors.cvv = cvv;
  const expiry = expiryProblem(form.expiryMonth, form.expiryYear, now);
  if (expiry) errors.expiryMonth = expiry;
  return errors;
}

/** The body of the card-token call for a valid form. */
export function cardTokenInput(form: CardForm): { cardHolderName: string; cardNumber: string; cvv: string; expiryMonth: number; expiryYear: number; cardType: CardBrand } {
  const cardNumber = cardDigits(form.number);
  return {
    cardHolderName: form.holderName.trim(),
    cardNumber,
    cvv: form.cvv,
    expiryMonth: form.expiryMonth!,
    expiryYear: form.expiryYear!,
    cardType: cardBrandOf(cardNumber)!,
  };
}

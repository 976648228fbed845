// PX-08-014: contact details. A signed-in buyer's are prefilled from the session; a guest gives an
// e-mail address, first and last name and a phone number, each checked before anything is sent.
import { CHECKOUT_FIELD_NAMES, FIELD_REQUIRED } from '../constants/checkout-flow.ts';
import { emailProblem } from './address-form.ts';
import { phoneProblem, phoneToSend } from '../address/phone.ts';

export interface ContactForm {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const EMPTY_CONTACT_FORM: ContactForm = { firstName: '', lastName: '', email: '', phoneNumber: '' };

export function contactErrors(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  const email = form.email.trim() === '' ? FIELD_REQUIRED(CHECKOUT_FIELD_NAMES.email) : emailProblem(form.email);
  if (email) errors.email = email;
  // The checkout's contact details need both names (openapi ContactInfo).
  if (form.firstName.trim() === '') errors.firstName = FIELD_REQUIRED(CHECKOUT_FIELD_NAMES.firstName);
  if (form.lastName.trim() === '') errors.lastName = FIELD_REQUIRED(CHECKOUT_FIELD_NAMES.lastName);
  const phone = form.phoneNumber.trim() === '' ? FIELD_REQUIRED(CHECKOUT_FIELD_NAMES.phoneNumber) : phoneProblem(form.phoneNumber);
  if (phone) errors.phoneNumber = phone;
  return errors;
}

/** SH-3-058: what of a guest's contact details the session keeps (last name, e-mail, phone; SH-3-059 blanks are dropped by the session's storage). */
export function guestDetailsOf(form: ContactForm): { lastName: string; email: string; phoneNumber: string } {
  const { lastName, email, phoneNumber } = contactInfoOf(form);
  return { lastName, email, phoneNumber };
}

/** SH-3-058: a guest's contact step prefilled from the details the session keeps (no first name is kept). */
export function contactOfGuestDetails(details: { lastName?: string | null; email?: string | null; phoneNumber?: string | null } | null | undefined): ContactForm {
  return { firstName: '', lastName: details?.lastName ?? '', email: details?.email ?? '', phoneNumber: details?.phoneNumber ?? '' };
}

/** The contact details the checkout keeps (PATCH contactInfo). */
export function contactInfoOf(form: ContactForm) {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    // PX-68-007: kept in E.164 whichever way it was written.
    phoneNumber: phoneToSend(form.phoneNumber),
  };
}

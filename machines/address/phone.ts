// PX-68-007: phone numbers as people write them. A number in the national format of the address's
// country ('(312) 555-0142', '3125550142' for the United States) or with its country code is accepted
// and kept in E.164 ('+13125550142'), as the platform stores it. The parsing is libphonenumber-js's
// (with its small 'min' metadata), loaded only with the forms that import this module, never the entry.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { PHONE_INVALID } from '../constants/checkout-flow.ts';

/** The store's country when a form has none (the demo store's market). */
export const DEFAULT_PHONE_COUNTRY = 'US';

function parsed(phone: string, country: string) {
  const text = phone.trim();
  if (text === '') return undefined;
  // A two-letter code libphonenumber-js does not know still lets '+…' numbers through.
  const number = parsePhoneNumberFromString(text, /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : undefined);
  return number?.isValid() ? number : undefined;
}

/** The number in E.164, or undefined when it is no valid number for the country. */
export function phoneE164(phone: string, country: string = DEFAULT_PHONE_COUNTRY): string | undefined {
  return parsed(phone, country)?.number;
}

/** PX-68-007: the field's error, or null for a valid number (blank is the caller's to judge: optional fields stay optional). */
export function phoneProblem(phone: string, country: string = DEFAULT_PHONE_COUNTRY): string | null {
  return parsed(phone, country) ? null : PHONE_INVALID;
}

/** What is sent: E.164 when valid, else the digits as typed (the form refuses those before sending). */
export function phoneToSend(phone: string, country: string = DEFAULT_PHONE_COUNTRY): string {
  return phoneE164(phone, country) ?? phone.replace(/[\s().-]/g, '');
}

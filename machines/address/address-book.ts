// The address book of the effective account (PX-18-030, PX-18-031): billing and shipping addresses,
// the default of each type first; a form checked by country before anything is sent (the checkout's
// address rules, PX-08-013, plus the postal code's shape for the countries the store ships to); an
// edit names its addressId (CC-5-035's 'addressId is required' rule, in the API layer).
import { addressErrors, type AddressErrors, type AddressForm } from '../checkout/address-form.ts';
import type { Wire } from '../wire.ts';

export type AddressType = Wire['AccountAddress']['addressType'];

const POSTAL_CODE_INVALID = (example: string) => `Enter a postal code like ${example}.`;

/** Postal codes by country (PX-18-031): the shape and an example the message shows. */
const POSTAL_CODES: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '60661 or 60661-1234' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, example: 'M5V 3L9' },
  AU: { pattern: /^\d{4}$/, example: '2000' },
  NZ: { pattern: /^\d{4}$/, example: '6011' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'SW1A 1AA' },
};

/** PX-18-031: the postal code's shape for its country (other countries: only required). */
export function postalCodeProblem(country: string, postalCode: string): string | null {
  const rule = POSTAL_CODES[country];
  const value = postalCode.trim();
  if (!rule || value === '') return null;
  return rule.pattern.test(value) ? null : POSTAL_CODE_INVALID(rule.example);
}

/** PX-18-031: the checkout's address rules, then the postal code by country. */
export function addressBookErrors(form: AddressForm, countries: readonly string[]): AddressErrors {
  const errors = addressErrors(form, countries);
  const postal = errors.postalCode ? null : postalCodeProblem(form.country, form.postalCode);
  return postal ? { ...errors, postalCode: postal } : errors;
}

/** PX-18-030: the addresses of one type, the default first, then as listed. */
export function addressesOfType(addresses: readonly Wire['AccountAddress'][], type: AddressType): Wire['AccountAddress'][] {
  const ofType = addresses.filter((address) => address.addressType === type);
  return [...ofType.filter((address) => address.isDefault), ...ofType.filter((address) => !address.isDefault)];
}

/** An address as the form edits it. */
export function formOfAddress(address: Wire['AccountAddress']): AddressForm {
  return {
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    companyName: address.companyName ?? '',
    street: address.street,
    city: address.city,
    region: address.region ?? '',
    postalCode: address.postalCode ?? '',
    country: address.country,
    phoneNumber: address.phoneNumber ?? '',
  };
}

/** The form as the address call's body (PX-18-030: an add or an edit sends it). */
export function addressBody(form: AddressForm) {
  const optional = (key: string, value: string) => (value.trim() === '' ? {} : { [key]: value.trim() });
  return {
    street: form.street.trim(),
    city: form.city.trim(),
    postalCode: form.postalCode.trim(),
    country: form.country,
    name: [form.firstName.trim(), form.lastName.trim()].filter(Boolean).join(' '),
    ...optional('firstName', form.firstName),
    ...optional('lastName', form.lastName),
    ...optional('companyName', form.companyName),
    ...optional('region', form.region),
    ...optional('phoneNumber', form.phoneNumber.replace(/[\s().-]/g, '')),
  };
}

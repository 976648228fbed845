// PX-08-013: a new address gets field-level errors and nothing is sent until it is valid: first and
// last name, street, city, postal code, a country the store ships to, a region from the list for US,
// CA and AU, and a valid phone number for the country when one is given (PX-68-007).
import { CHECKOUT_FIELD_NAMES, EMAIL_INVALID, FIELD_REQUIRED, REGION_COUNTRIES, REGION_REQUIRED } from '../constants/checkout-flow.ts';
import { phoneProblem, phoneToSend } from '../address/phone.ts';
import { fullName, type DeliveryAddress } from '../address/address.ts';

export interface AddressForm {
  firstName: string;
  lastName: string;
  companyName: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phoneNumber: string;
}

type AddressField = keyof AddressForm;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS_FORM: AddressForm = { firstName: '', lastName: '', companyName: '', street: '', city: '', region: '', postalCode: '', country: 'US', phoneNumber: '' };

const REQUIRED: ReadonlyArray<[AddressField, string]> = (['firstName', 'lastName', 'street', 'city', 'postalCode'] as const).map((field) => [field, CHECKOUT_FIELD_NAMES[field]]);

export function needsRegion(country: string): boolean {
  return (REGION_COUNTRIES as readonly string[]).includes(country);
}

;

export function emailProblem(email: string): string | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? null : EMAIL_INVALID;
}

export function addressErrors(form: AddressForm, shippingCountries: readonly string[]): AddressErrors {
  const errors: AddressErrors = {};
  for (const [field, label] of REQUIRED) if (form[field].trim() === '') errors[field] = FIELD_REQUIRED(label);
  if (!shippingCountries.includes(form.country)) errors.country = FIELD_REQUIRED(CHECKOUT_FIELD_NAMES.country);
  if (needsRegion(form.country) && form.region.trim() === '') errors.region = REGION_REQUIRED;
  if (form.phoneNumber.trim() !== '') {
    // PX-68-007: national formats of the address's country are accepted.
    const phone = phoneProblem(form.phoneNumber, form.country);
    if (phone) errors.phoneNumber = phone;
  }
  return errors;
}

/** The form as the address rules take it (CC-5-032..CC-5-034 build the payload from it). */
export function addressOfForm(form: AddressForm): DeliveryAddress {
  const trimmed = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    firstName: trimmed(form.firstName),
    lastName: trimmed(form.lastName),
    companyName: trimmed(form.companyName),
    street: trimmed(form.street),
    city: trimmed(form.city),
    region: trimmed(form.region),
    postalCode: trimmed(form.postalCode),
    country: form.country,
    phoneNumber: form.phoneNumber.trim() === '' ? undefined : phoneToSend(form.phoneNumber, form.country),
  };
}


/**
 * A valid form as a full delivery address (CC-5-033 name, CC-3-039 shipToPhoneNumber), with the
 * required fields present; optional ones only when filled.
 */
export function newAddressPayload(form: AddressForm) {
  const address = addressOfForm(form);
  return {
    name: fullName(address.firstName, address.lastName, address.country),
    street: form.street.trim(),
    city: form.city.trim(),
    postalCode: form.postalCode.trim(),
    country: form.country,
    ...(address.firstName ? { firstName: address.firstName } : {}),
    ...(address.lastName ? { lastName: address.lastName } : {}),
    ...(address.companyName ? { companyName: address.companyName } : {}),
    ...(address.region ? { region: address.region } : {}),
    ...(address.phoneNumber ? { shipToPhoneNumber: address.phoneNumber } : {}),
  };
}

import {
  ADDRESS_BOOK_DISABLED,
  ADDRESS_ID_REQUIRED,
  LAST_NAME_FIRST_COUNTRIES,
  NORTH_AMERICAN_PHONE_PREFIX,
} from '../constants/cart-checkout.ts';
import type { Wire } from '../wire.ts';

/** A delivery address as the checkout holds it (CC-3-038). */
export interface DeliveryAddress {
  id?: string;
  addressId?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  street?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  country?: string;
  phoneNumber?: string;
}

type WireAddressInput = Wire['DeliveryAddressInput'];
type NewAddressInput = Exclude<WireAddressInput, { id: string }>;

/**
 * A delivery address in a request (the contract's DeliveryAddressInput): an address-book address by its
 * id, else the address's parts with the name built from them (CC-5-032, CC-5-033); a part the buyer left
 * empty is left out and the server answers with its error.
 */
export type DeliveryAddressPayload = Extract<WireAddressInput, { id: string }> | (Partial<NewAddressInput> & Required<Pick<NewAddressInput, 'name'>>);

/** CC-5-033, CC-5-034: first and last name, last-name-first for CN, HU, JP, KR, MO, MY, SG, TW, VN. */
export function fullName(firstName: string | undefined, lastName: string | undefined, country: string | undefined): string {
  const lastNameFirst = (LAST_NAME_FIRST_COUNTRIES as readonly (string | undefined)[]).includes(country);
  const parts = lastNameFirst ? [lastName, firstName] : [firstName, lastName];
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * CC-5-032: an address with an id sends only the id; otherwise CC-5-033 a full name is built, and
 * CC-3-039 phoneNumber is sent as shipToPhoneNumber.
 */
export function deliveryAddressPayload(address: DeliveryAddress): DeliveryAddressPayload {
  const id = address.id ?? address.addressId;
  if (id) return { id };
  const { id: _id, addressId: _addressId, phoneNumber, ...fields } = address;
  return {
    ...fields,
    name: fullName(address.firstName, address.lastName, address.country),
    ...(phoneNumber === undefined ? {} : { shipToPhoneNumber: phoneNumber }),
  };
}

/** CC-5-049, CC-9-032: a +1 number with ten digits is shown as (xxx) xxx-xxxx; others unchanged. */
export function formatPhoneNumber(phone: string): string {
  if (!phone.startsWith(NORTH_AMERICAN_PHONE_PREFIX)) return phone;
  const digits = phone.slice(NORTH_AMERICAN_PHONE_PREFIX.length).replace(/\D/g, '');
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** CC-5-035, CC-5-036: updating an address requires its id. */
export function requireAddressId(addressId: string | undefined | null): string {
  if (!addressId) throw new Error(ADDRESS_ID_REQUIRED);
  return addressId;
}

/** CC-6-008, CC-6-009, CC-8-015: the address book is closed to guests and to a page size of 0. */
export function assertAddressBookAvailable(options: { isGuest: boolean; pageSize?: number }): void {
  if (options.isGuest || options.pageSize === 0) throw new Error(ADDRESS_BOOK_DISABLED);
}

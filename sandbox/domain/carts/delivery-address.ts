// A delivery group's address: from a request (an address-book id or a full address) and as the wire shows it.
import { normaliseAddressInput } from '../../lib/countries.ts';
import type { Queryable } from '../../db/index.ts';
import { invalidInput } from '../errors.ts';
import { listAddresses } from '../accounts.ts';

export function deliveryAddressView(address: any) {
  if (!address) return null;
  return {
    id: address.id ?? null, name: address.name ?? null, firstName: address.firstName ?? null, lastName: address.lastName ?? null,
    companyName: address.companyName ?? null, street: address.street, city: address.city, region: address.region ?? null,
    postalCode: address.postalCode, country: address.country, phoneNumber: address.phoneNumber ?? address.shipToPhoneNumber ?? null,
  };
}

/** A delivery address from a request: an address-book id of the account, or a full address. */
export async function deliveryAddressFrom(q: Queryable, accountId: string | null, input: any) {
  if (input.id) {
    const address = accountId ? (await listAddresses(q, accountId)).find((a) => a.id === input.id) : undefined;
    if (!address) throw invalidInput(`Address ${input.id} is not in the address book.`, 'INVALID_ID_FIELD');
    return { ...address.doc, id: address.id };
  }
  const { shipToPhoneNumber, phoneNumber, ...rest } = normaliseAddressInput(input);
  return { ...rest, id: null, phoneNumber: shipToPhoneNumber ?? phoneNumber ?? null };
}

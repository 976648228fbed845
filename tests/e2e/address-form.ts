// The address form shared by the address book and checkout's new-address step (the labels of
// checkoutLabels' address fields): one way to fill it, so a changed label is mended in one place.
import type { Locator } from '@playwright/test';

export interface AddressEntry {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  postalCode: string;
  /** The region's code, as the select's option values are. */
  region: string;
}

/** Fills every field of the address form inside `form` (the country is left as the form starts). */
export async function fillAddressForm(form: Locator, address: AddressEntry): Promise<void> {
  await form.getByLabel('First name').fill(address.firstName);
  await form.getByLabel('Last name').fill(address.lastName);
  await form.getByLabel('Street address').fill(address.street);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('Postal code').fill(address.postalCode);
  await form.getByLabel('State, province or territory').selectOption(address.region);
}

import { describe, expect, it } from 'vitest';
import { addressBody, addressBookErrors, addressesOfType, formOfAddress, postalCodeProblem } from '../../../machines/address/address-book.ts';
import { EMPTY_ADDRESS_FORM } from '../../../machines/checkout/address-form.ts';
import type { Wire } from '../../../machines/wire.ts';

const address = (id: string, addressType: 'Billing' | 'Shipping', isDefault: boolean): Wire['AccountAddress'] => ({ addressId: id, addressType, isDefault, street: '1 Main St', city: 'Chicago', country: 'US' });

describe('address book', () => {
  it('[PX-18-030] addresses of each type, the default first', () => {
    const all = [address('1', 'Shipping', false), address('2', 'Billing', false), address('3', 'Shipping', true), address('4', 'Billing', true)];
    expect(addressesOfType(all, 'Shipping').map((entry) => entry.addressId)).toEqual(['3', '1']);
    expect(addressesOfType(all, 'Billing').map((entry) => entry.addressId)).toEqual(['4', '2']);
  });

  it('[PX-18-031] postal codes by country; other countries only need one', () => {
    expect(postalCodeProblem('US', '60661')).toBeNull();
    expect(postalCodeProblem('US', '60661-1234')).toBeNull();
    expect(postalCodeProblem('US', '6066')).toBe('Enter a postal code like 60661 or 60661-1234.');
    expect(postalCodeProblem('CA', 'm5v 3l9')).toBeNull();
    expect(postalCodeProblem('CA', '12345')).toBe('Enter a postal code like M5V 3L9.');
    expect(postalCodeProblem('AU', '2000')).toBeNull();
    expect(postalCodeProblem('DE', '1011')).toBe('Enter a postal code like 10115.');
    expect(postalCodeProblem('GB', 'SW1A 1AA')).toBeNull();
    expect(postalCodeProblem('JP', 'anything')).toBeNull();
  });

  it('[PX-18-031] the checkout rules come first (required, region for US), then the postal code shape', () => {
    const form = { ...EMPTY_ADDRESS_FORM, firstName: 'Dana', lastName: 'Okafor', street: '500 W Madison St', city: 'Chicago', postalCode: '606', country: 'US' };
    expect(addressBookErrors(form, ['US', 'CA'])).toEqual({ region: expect.any(String), postalCode: 'Enter a postal code like 60661 or 60661-1234.' });
    expect(addressBookErrors({ ...form, postalCode: '' }, ['US']).postalCode).toBe('Enter the postal code.');
    expect(addressBookErrors({ ...form, region: 'IL', postalCode: '60661' }, ['US'])).toEqual({});
    expect(addressBookErrors({ ...form, region: 'IL', postalCode: '60661' }, ['CA']).country).toBeDefined();
  });

  it('[PX-18-030] an address reads into the form and back into the call body', () => {
    const stored: Wire['AccountAddress'] = { ...address('9', 'Billing', true), firstName: 'Dana', lastName: 'Okafor', region: 'IL', postalCode: '60661', phoneNumber: '+13125550100' };
    const form = formOfAddress(stored);
    expect(addressBody({ ...form, phoneNumber: '+1 (312) 555-0100' })).toEqual({
      street: '1 Main St', city: 'Chicago', postalCode: '60661', country: 'US', name: 'Dana Okafor', firstName: 'Dana', lastName: 'Okafor', region: 'IL', phoneNumber: '+13125550100',
    });
  });
});

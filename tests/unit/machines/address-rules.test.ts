import {
  assertAddressBookAvailable,
  deliveryAddressPayload,
  formatPhoneNumber,
  fullName,
  requireAddressId,
} from '../../../machines/address/address.ts';
import { ADDRESS_BOOK_DISABLED, LAST_NAME_FIRST_COUNTRIES } from '../../../machines/constants/cart-checkout.ts';

const CHICAGO = {
  firstName: 'Dana',
  lastName: 'Okafor',
  companyName: 'Lakeshore Neurology Associates',
  street: '1420 Harbor View Drive',
  city: 'Chicago',
  region: 'IL',
  postalCode: '60611',
  country: 'US',
  phoneNumber: '+13125550142',
};

describe('delivery address payload', () => {
  it('[CC-5-032] an address with an id sends only the id', () => {
    expect(deliveryAddressPayload({ id: '8lW000000000001', ...CHICAGO })).toEqual({ id: '8lW000000000001' });
    expect(deliveryAddressPayload({ addressId: '8lW000000000002', ...CHICAGO })).toEqual({ id: '8lW000000000002' });
  });

  it('[CC-5-033][CC-3-039] otherwise the full address is sent with a built name and shipToPhoneNumber', () => {
    expect(deliveryAddressPayload(CHICAGO)).toEqual({
      name: 'Dana Okafor',
      firstName: 'Dana',
      lastName: 'Okafor',
      companyName: 'Lakeshore Neurology Associates',
      street: '1420 Harbor View Drive',
      city: 'Chicago',
      region: 'IL',
      postalCode: '60611',
      country: 'US',
      shipToPhoneNumber: '+13125550142',
    });
  });

  it('[CC-3-039] an address without a phone number sends no shipToPhoneNumber', () => {
    const { phoneNumber: _phone, ...withoutPhone } = CHICAGO;
    const payload = deliveryAddressPayload({ ...withoutPhone, id: '' });
    expect(payload).not.toHaveProperty('shipToPhoneNumber');
    expect(payload).not.toHaveProperty('phoneNumber');
    expect(payload).not.toHaveProperty('id');
    expect(payload).toMatchObject({ name: 'Dana Okafor', city: 'Chicago' });
  });

  it('[CC-5-034] the name is last-name-first for a Japanese address', () => {
    expect(deliveryAddressPayload({ ...CHICAGO, firstName: 'Haruto', lastName: 'Sato', country: 'JP' })).toMatchObject({
      name: 'Sato Haruto',
    });
  });
});

describe('fullName', () => {
  it('[CC-5-033] joins first and last name', () => {
    expect(fullName('Dana', 'Okafor', 'US')).toBe('Dana Okafor');
    expect(fullName('Dana', 'Okafor', undefined)).toBe('Dana Okafor');
  });

  it.each(['CN', 'HU', 'JP', 'KR', 'MO', 'MY', 'SG', 'TW', 'VN'])(
    '[CC-5-034] is last-name-first for %s',
    (country) => {
      expect(fullName('Ana', 'Kim', country)).toBe('Kim Ana');
    },
  );

  it('[CC-5-034] the last-name-first countries are exactly the nine listed', () => {
    expect(LAST_NAME_FIRST_COUNTRIES).toEqual(['CN', 'HU', 'JP', 'KR', 'MO', 'MY', 'SG', 'TW', 'VN']);
    for (const country of ['US', 'DE', 'FR', 'CA', 'AU', 'NZ', 'jp', 'IN']) expect(fullName('Ana', 'Kim', country)).toBe('Ana Kim');
  });

  it('[CC-5-033] skips a missing or blank part and trims the others', () => {
    expect(fullName(undefined, 'Okafor', 'US')).toBe('Okafor');
    expect(fullName('Dana', '  ', 'US')).toBe('Dana');
    expect(fullName(' Dana ', ' Okafor ', 'US')).toBe('Dana Okafor');
    expect(fullName(undefined, undefined, 'JP')).toBe('');
  });
});

describe('formatPhoneNumber', () => {
  it('[CC-5-049][CC-9-032] shows a +1 number as (xxx) xxx-xxxx', () => {
    expect(formatPhoneNumber('+13125550142')).toBe('(312) 555-0142');
    expect(formatPhoneNumber('+1 312-555-0142')).toBe('(312) 555-0142');
    expect(formatPhoneNumber('+1 (604) 555 0199')).toBe('(604) 555-0199');
  });

  it('[CC-5-049] leaves other numbers unchanged', () => {
    expect(formatPhoneNumber('+4930123456')).toBe('+4930123456');
    expect(formatPhoneNumber('+442079460958')).toBe('+442079460958');
    expect(formatPhoneNumber('3125550142')).toBe('3125550142');
    expect(formatPhoneNumber('+1312555014')).toBe('+1312555014');
    expect(formatPhoneNumber('+131255501420')).toBe('+131255501420');
    expect(formatPhoneNumber('')).toBe('');
  });
});

describe('address ids and the address book', () => {
  it('[CC-5-035][CC-5-036] updating an address requires addressId, else "addressId is required"', () => {
    expect(() => requireAddressId(undefined)).toThrow(new Error('addressId is required'));
    expect(() => requireAddressId(null)).toThrow('addressId is required');
    expect(() => requireAddressId('')).toThrow('addressId is required');
    expect(requireAddressId('8lW000000000001')).toBe('8lW000000000001');
  });

  it('[CC-6-008][CC-8-015] the address book is unavailable to guests: "CPA disabled"', () => {
    expect(ADDRESS_BOOK_DISABLED).toBe('CPA disabled');
    expect(() => assertAddressBookAvailable({ isGuest: true })).toThrow(new Error('CPA disabled'));
    expect(() => assertAddressBookAvailable({ isGuest: true, pageSize: 25 })).toThrow('CPA disabled');
  });

  it('[CC-6-009] a page size of 0 also fails with "CPA disabled"', () => {
    expect(() => assertAddressBookAvailable({ isGuest: false, pageSize: 0 })).toThrow(new Error('CPA disabled'));
  });

  it('[CC-6-008][CC-6-009] a signed-in buyer with a positive or default page size may load addresses', () => {
    expect(() => assertAddressBookAvailable({ isGuest: false })).not.toThrow();
    expect(() => assertAddressBookAvailable({ isGuest: false, pageSize: 1 })).not.toThrow();
  });
});

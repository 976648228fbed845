// PX-68-007: US numbers written as the store itself shows them are accepted and kept in E.164; an
// optional phone stays optional; +1 numbers are shown as (xxx) xxx-xxxx (CC-5-049).
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '../../../machines/address/address.ts';
import { phoneE164, phoneProblem } from '../../../machines/address/phone.ts';
import { addressErrors, addressOfForm, EMPTY_ADDRESS_FORM } from '../../../machines/checkout/address-form.ts';
import { contactErrors, contactInfoOf } from '../../../machines/checkout/contact-form.ts';
import { PHONE_INVALID } from '../../../machines/constants/checkout-flow.ts';

const SHIPS_TO = ['US', 'CA', 'DE', 'FR', 'AU', 'NZ'];
const chicago = { ...EMPTY_ADDRESS_FORM, firstName: 'Dana', lastName: 'Okafor', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' };

describe('phone numbers', () => {
  it('[PX-68-007] US national formats and international ones are accepted and kept in E.164', () => {
    for (const written of ['(312) 555-0142', '3125550142', '312-555-0142', '312.555.0142', '+1 312 555 0142', '+13125550142', '1 (312) 555-0142']) {
      expect(phoneProblem(written, 'US'), written).toBeNull();
      expect(phoneE164(written, 'US'), written).toBe('+13125550142');
    }
    // Another country's national format reads by that country.
    expect(phoneE164('030 901820', 'DE')).toBe('+4930901820');
    expect(phoneE164('(02) 9374 4000', 'AU')).toBe('+61293744000');
  });

  it('[PX-68-007] numbers that are no phone number of the country are refused with the message', () => {
    for (const written of ['555-0100', '12345', 'call me', '(312) 555-014']) expect(phoneProblem(written, 'US'), written).toBe(PHONE_INVALID);
  });

  it('[PX-68-007] the address form accepts a US number as the store shows it, sends E.164, and leaves a blank phone optional', () => {
    expect(addressErrors({ ...chicago, phoneNumber: '(312) 555-0142' }, SHIPS_TO)).toEqual({});
    expect(addressOfForm({ ...chicago, phoneNumber: '(312) 555-0142' }).phoneNumber).toBe('+13125550142');
    expect(addressErrors({ ...chicago, phoneNumber: '' }, SHIPS_TO)).toEqual({});
    expect(addressOfForm({ ...chicago, phoneNumber: '  ' }).phoneNumber).toBeUndefined();
  });

  it('[PX-68-007] the contact step accepts a US number without its country code and keeps it in E.164', () => {
    const form = { firstName: 'Ada', lastName: 'Guest', email: 'ada@clinic.example', phoneNumber: '3125550142' };
    expect(contactErrors(form)).toEqual({});
    expect(contactInfoOf(form).phoneNumber).toBe('+13125550142');
  });

  it('[PX-68-007][CC-5-049] what is stored is shown back as the specification says: (312) 555-0142', () => {
    expect(formatPhoneNumber(phoneE164('3125550142', 'US')!)).toBe('(312) 555-0142');
  });
});

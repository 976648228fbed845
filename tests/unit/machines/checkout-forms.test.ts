// Address and contact forms: field errors before anything is sent.
import { describe, expect, it } from 'vitest';
import { addressErrors, addressOfForm, EMPTY_ADDRESS_FORM } from '../../../machines/checkout/address-form.ts';
import { contactErrors, contactInfoOf, EMPTY_CONTACT_FORM } from '../../../machines/checkout/contact-form.ts';
import { deliveryAddressPayload } from '../../../machines/address/address.ts';
import { EMAIL_INVALID, PHONE_INVALID, REGION_REQUIRED } from '../../../machines/constants/checkout-flow.ts';

const SHIPS_TO = ['US', 'CA', 'DE', 'FR', 'AU', 'NZ'];
const filled = { ...EMPTY_ADDRESS_FORM, firstName: 'Sam', lastName: 'Guest', street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US', phoneNumber: '+1 (312) 555-0100' };

describe('address form', () => {
  it('[PX-08-013] an empty form names every required field; a filled one has no errors', () => {
    expect(Object.keys(addressErrors(EMPTY_ADDRESS_FORM, SHIPS_TO)).sort()).toEqual(['city', 'firstName', 'lastName', 'postalCode', 'region', 'street']);
    expect(addressErrors(filled, SHIPS_TO)).toEqual({});
  });

  it('[PX-08-013] US, CA and AU need a region; FR does not; a country the store does not ship to is refused', () => {
    for (const country of ['US', 'CA', 'AU']) expect(addressErrors({ ...filled, country, region: '' }, SHIPS_TO).region).toBe(REGION_REQUIRED);
    expect(addressErrors({ ...filled, country: 'FR', region: '' }, SHIPS_TO)).toEqual({});
    expect(addressErrors({ ...filled, country: 'GB' }, SHIPS_TO).country).toBeDefined();
    expect(addressErrors({ ...filled, phoneNumber: '555-0100' }, SHIPS_TO).phoneNumber).toBe(PHONE_INVALID);
  });

  it('[PX-08-013][CC-5-033][CC-3-039] the payload carries the full name and the phone as shipToPhoneNumber', () => {
    expect(deliveryAddressPayload(addressOfForm(filled))).toEqual({
      firstName: 'Sam', lastName: 'Guest', street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US', name: 'Sam Guest', shipToPhoneNumber: '+13125550100',
    });
  });
});

describe('contact form', () => {
  it('[PX-08-014] a guest gives e-mail, first and last name and phone, each checked', () => {
    expect(Object.keys(contactErrors(EMPTY_CONTACT_FORM)).sort()).toEqual(['email', 'firstName', 'lastName', 'phoneNumber']);
    expect(contactErrors({ firstName: 'Sam', lastName: 'Guest', email: 'sam@clinic', phoneNumber: '+13125550100' }).email).toBe(EMAIL_INVALID);
    const good = { firstName: ' Sam ', lastName: 'Guest', email: 'sam@clinic.example', phoneNumber: '+1 312 555 0100' };
    expect(contactErrors(good)).toEqual({});
    expect(contactInfoOf(good)).toEqual({ firstName: 'Sam', lastName: 'Guest', email: 'sam@clinic.example', phoneNumber: '+13125550100' });
  });
});

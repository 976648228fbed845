import { describe, expect, it } from 'vitest';
import { contactOfGuestDetails, guestDetailsOf } from '../../../machines/checkout/contact-form.ts';
import { GUEST_DETAIL_STORAGE_KEYS } from '../../../machines/constants/session-locale.ts';
import { readGuestDetails, writeGuestDetails } from '../../../machines/session/storage.ts';

function memoryStorage(items = new Map<string, string>()) {
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

describe("a guest's checkout contact details in session storage", () => {
  it('[SH-3-057][SH-3-058][SH-3-059][SH-3-060] go to the three keys (trimmed, blank ones removed, no first name) and prefill the next contact step', () => {
    const storage = memoryStorage(new Map([[GUEST_DETAIL_STORAGE_KEYS.phoneNumber, '+13125550100']]));
    writeGuestDetails(storage, guestDetailsOf({ firstName: 'Ada', lastName: ' Guest ', email: 'ada.guest@clinic.example', phoneNumber: ' ' }));
    expect(Object.fromEntries(storage.items)).toEqual({ 'guestUserDetails.lastName': 'Guest', 'guestUserDetails.email': 'ada.guest@clinic.example' });
    expect(contactOfGuestDetails(readGuestDetails(storage))).toEqual({ firstName: '', lastName: 'Guest', email: 'ada.guest@clinic.example', phoneNumber: '' });
  });

  it('[SH-3-058] a phone is kept as the checkout sends it (spaces and dashes dropped)', () => {
    expect(guestDetailsOf({ firstName: '', lastName: 'Guest', email: 'a@b.example', phoneNumber: '+1 312-555-0101' })).toEqual({ lastName: 'Guest', email: 'a@b.example', phoneNumber: '+13125550101' });
    expect(contactOfGuestDetails(undefined)).toEqual({ firstName: '', lastName: '', email: '', phoneNumber: '' });
  });
});

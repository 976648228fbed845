// The checkout draft (PX-61-001, PX-61-002) read back from any stored JSON: only the known fields of
// each part come back, never a card field, and reading what was read changes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftOf } from '../machines/checkout/checkout-draft.ts';

/** Oracle: the allowed key paths, written out by hand (not taken from the module). */
const ADDRESS_KEYS = ['city', 'companyName', 'country', 'firstName', 'lastName', 'phoneNumber', 'postalCode', 'region', 'street'];
const ALLOWED: Record<string, string[]> = {
  shippingAddress: ['address', 'choice', 'save'],
  billingAddress: ['address', 'same'],
  contactInfo: ['email', 'firstName', 'lastName', 'phoneNumber'],
  payment: ['file', 'method', 'poNumber'],
};
const CARD_KEYS = ['cardHolderName', 'cardNumber', 'cvv', 'expiryMonth', 'expiryYear', 'card'];

const anyValue = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
const loose = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), anyValue);
const stored = fc.record(
  {
    shippingAddress: fc.record({ choice: fc.oneof(fc.constant('new'), fc.string()), address: loose([...ADDRESS_KEYS, ...CARD_KEYS]), save: anyValue, card: loose(CARD_KEYS) }, { requiredKeys: [] }),
    billingAddress: fc.record({ same: anyValue, address: loose([...ADDRESS_KEYS, ...CARD_KEYS]) }, { requiredKeys: [] }),
    contactInfo: loose([...ALLOWED.contactInfo!, ...CARD_KEYS]),
    payment: fc.record({ method: fc.constantFrom('PurchaseOrder', 'CreditCard', 'Cash'), poNumber: anyValue, file: fc.oneof(fc.constant(null), fc.record({ name: fc.string(), size: fc.integer() })), card: loose(CARD_KEYS), cvv: fc.string() }, { requiredKeys: [] }),
    card: loose(CARD_KEYS),
  },
  { requiredKeys: [] },
);

describe('checkout draft from stored JSON', () => {
  it('[PX-61-001][PX-61-002] keeps only the known fields of each part (never a card field) and reading twice changes nothing', () => {
    fc.assert(
      fc.property(stored, (value) => {
        const draft = draftOf(JSON.parse(JSON.stringify(value)));
        for (const [part, fields] of Object.entries(draft)) {
          expect(Object.keys(ALLOWED)).toContain(part);
          expect(Object.keys(fields as object).sort()).toEqual(ALLOWED[part]);
          const address = (fields as { address?: object }).address;
          if (address) expect(Object.keys(address).sort()).toEqual(ADDRESS_KEYS);
        }
        expect(draftOf(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
      }),
    );
  });
});

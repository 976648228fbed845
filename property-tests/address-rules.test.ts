import fc from 'fast-check';
import { deliveryAddressPayload, formatPhoneNumber, fullName } from '../machines/address/address.ts';

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const word = fc.stringMatching(/^[A-Za-z]{1,12}$/);

describe('address properties', () => {
  it('[CC-5-049][CC-9-032] every +1 number with ten digits is shown as (xxx) xxx-xxxx of the same digits', () => {
    fc.assert(
      fc.property(digits(10), (national) => {
        const shown = formatPhoneNumber(`+1${national}`);
        expect(shown).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
        expect(shown.replace(/\D/g, '')).toBe(national);
      }),
    );
  });

  it('[CC-5-049] numbers not starting with +1 are never reformatted', () => {
    fc.assert(
      fc.property(fc.string(), (phone) => {
        fc.pre(!phone.startsWith('+1'));
        expect(formatPhoneNumber(phone)).toBe(phone);
      }),
    );
  });

  it('[CC-5-032] any address with an id sends exactly { id }', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^8lW\d{12}$/), word, word, fc.constantFrom('US', 'JP', 'DE'), (id, firstName, lastName, country) => {
        expect(deliveryAddressPayload({ id, firstName, lastName, country, phoneNumber: '+13125550142' })).toEqual({ id });
      }),
    );
  });

  it('[CC-5-033][CC-5-034] the built name holds both names, in reversed order exactly for the listed countries', () => {
    fc.assert(
      fc.property(word, word, fc.constantFrom('CN', 'HU', 'JP', 'KR', 'MO', 'MY', 'SG', 'TW', 'VN', 'US', 'CA', 'DE', 'FR', 'AU', 'NZ'), (first, last, country) => {
        const lastFirst = ['CN', 'HU', 'JP', 'KR', 'MO', 'MY', 'SG', 'TW', 'VN'].includes(country);
        expect(fullName(first, last, country)).toBe(lastFirst ? `${last} ${first}` : `${first} ${last}`);
      }),
    );
  });
});

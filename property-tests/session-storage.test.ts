import fc from 'fast-check';
import { EFFECTIVE_ACCOUNT_STORAGE_KEY, GUEST_DETAIL_STORAGE_KEYS, LOGOUT_PATH, NO_ACCOUNT_ID } from '../machines/constants/session-locale.ts';
import { logoutAddress } from '../machines/session/accounts.ts';
import { accountIdOrNone, isSignedIn } from '../machines/session/session-context.ts';
import { readEffectiveAccount, readGuestDetails, writeEffectiveAccount, writeGuestDetails, type SessionStorageLike } from '../machines/session/storage.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  const storage: SessionStorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
}

const blankOrText = fc.oneof(fc.constantFrom('', ' ', '\t', ' \n '), fc.string({ minLength: 0, maxLength: 12 }));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

describe('session storage properties', () => {
  it('[SH-3-057][SH-3-059][SH-3-060][SH-5-026] guest details: every write leaves exactly the non-blank values, each under its key', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ lastName: maybe(blankOrText), email: maybe(blankOrText), phoneNumber: maybe(blankOrText) }), { minLength: 1, maxLength: 4 }),
        (writes) => {
          const { storage, items } = memoryStorage();
          for (const details of writes) writeGuestDetails(storage, details);
          const last = writes.at(-1)!;
          const expected = Object.fromEntries(Object.entries(last).filter(([, value]) => !isBlank(value)));
          expect(readGuestDetails(storage)).toEqual(expected);
          expect([...items.keys()].sort()).toEqual(
            Object.keys(expected)
              .map((field) => GUEST_DETAIL_STORAGE_KEYS[field as keyof typeof GUEST_DETAIL_STORAGE_KEYS])
              .sort(),
          );
        },
      ),
    );
  });

  it('[SH-4-012][SH-4-013] the effective account is stored only with a non-blank id and name', () => {
    fc.assert(
      fc.property(maybe(blankOrText), maybe(blankOrText), (id, name) => {
        const { storage, items } = memoryStorage();
        writeEffectiveAccount(storage, { id: 'previous', name: 'Previous' });
        const stored = writeEffectiveAccount(storage, { id, name });
        const kept = !isBlank(id) && !isBlank(name);
        expect(stored).toEqual(kept ? { id, name } : undefined);
        expect(readEffectiveAccount(storage)).toEqual(stored);
        expect(items.has(EFFECTIVE_ACCOUNT_STORAGE_KEY)).toBe(kept);
      }),
    );
  });

  it('[SH-3-054][SH-9-047] an account id never comes back as fifteen zeros or blank', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(NO_ACCOUNT_ID), blankOrText, fc.stringMatching(/^[0-9a-zA-Z]{15}$/)), (id) => {
        const result = accountIdOrNone(id);
        if (result !== undefined) {
          expect(result).toBe(id);
          expect(result).not.toBe(NO_ACCOUNT_ID);
          expect(result.trim()).not.toBe('');
        } else {
          expect(id === NO_ACCOUNT_ID || isBlank(id)).toBe(true);
        }
      }),
    );
  });

  it('[SH-3-055] signed in exactly when guestUser is the value false', () => {
    fc.assert(
      fc.property(fc.anything(), (guestUser) => {
        expect(isSignedIn({ guestUser } as { guestUser?: boolean })).toBe(guestUser === false);
      }),
    );
  });

  it('[SH-4-015] the logout address is the base path without trailing slashes and /s, plus /webruntime/logout', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,6}$/).filter((segment) => segment !== 's'), { maxLength: 3 }), fc.boolean(), fc.nat({ max: 3 }), (segments, withS, slashes) => {
        const base = segments.map((segment) => `/${segment}`).join('');
        const site = `${base}${withS ? '/s' : ''}${'/'.repeat(slashes)}`;
        expect(logoutAddress(site)).toBe(`${base}${LOGOUT_PATH}`);
      }),
    );
  });
});

import fc from 'fast-check';
import { createActor, fromPromise, waitFor } from 'xstate';
import { toApplicationContext } from '../machines/context/application-context.ts';
import type { Wire } from '../machines/wire.ts';
import { toSessionContext } from '../machines/session/session-context.ts';
import {
  APPLICATION_CONTEXT_STORAGE_KEY,
  clearCachedApplicationContext,
  readCachedApplicationContext,
  writeCachedApplicationContext,
} from '../machines/shell/app-context-storage.ts';
import { guestCartIdToRemember, shouldReadCartSummary } from '../machines/shell/cart-summary.ts';
import { DEFAULT_LOCALE, localisedPathOf, requestFactsOf } from '../machines/shell/request-context.ts';
import { signInMachine, signInProblems, signInRequest, type SignInCredentials } from '../machines/shell/sign-in.machine.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const text = fc.oneof(fc.constant(''), fc.constant('  '), fc.constant(' buyer@demo.test '), fc.string({ maxLength: 12 }));

describe('sign-in form machine', () => {
  type Step = { kind: 'edit'; field: 'username' | 'password'; value: string } | { kind: 'submit'; refuse: boolean };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('edit' as const), field: fc.constantFrom('username' as const, 'password' as const), value: text }),
    fc.record({ kind: fc.constant('submit' as const), refuse: fc.boolean() }),
  );

  it('[PX-05-005][PX-05-006][PX-05-024] no request while a field is missing; the user name goes trimmed, the password as typed; a refusal keeps the user name, clears the password and shows the message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const sent: SignInCredentials[] = [];
        let refuse = false;
        const actor = createActor(
          signInMachine.provide({
            actors: {
              signIn: fromPromise(async ({ input }) => {
                sent.push(input);
                if (refuse) throw Object.assign(new Error('Unauthorized'), { status: 401, errors: [{ message: 'Your login attempt has failed.', type: 'INVALID_LOGIN' }] });
                return { ok: true };
              }),
            },
          }),
        ).start();
        let signedInSignals = 0;
        actor.on('signedIn', () => (signedInSignals += 1));
        for (const current of steps) {
          if (actor.getSnapshot().status === 'done') break;
          const before = actor.getSnapshot().context;
          if (current.kind === 'edit') {
            actor.send({ type: 'EDIT', field: current.field, value: current.value });
            expect(actor.getSnapshot().context[current.field]).toBe(current.value);
            continue;
          }
          refuse = current.refuse;
          const count = sent.length;
          const problems = signInProblems(before);
          actor.send({ type: 'SUBMIT' });
          if (Object.keys(problems).length > 0) {
            expect(sent.length).toBe(count);
            expect(actor.getSnapshot().context.problems).toEqual(problems);
            continue;
          }
          await waitFor(actor, (snapshot) => !snapshot.matches('submitting'));
          expect(sent.at(-1)).toEqual({ username: before.username.trim(), password: before.password });
          expect(signInRequest(before)).toEqual(sent.at(-1));
          const after = actor.getSnapshot();
          if (refuse) {
            expect(after.matches('editing')).toBe(true);
            expect(after.context.username).toBe(before.username);
            expect(after.context.password).toBe('');
            expect(after.context.failure).toEqual({ message: 'Your login attempt has failed.', status: 401 });
          } else {
            expect(after.status).toBe('done');
          }
          // The page is told to go Home exactly once, and only by a sign-in that succeeded.
          expect(signedInSignals).toBe(after.status === 'done' ? 1 : 0);
        }
        actor.stop();
      }),
    );
  });
});

describe('shell context', () => {
  it('[PX-05-007] a language-COUNTRY first segment is the locale and part of the base path; otherwise en-US at the site base path', () => {
    const locale = fc.tuple(fc.stringMatching(/^[a-z]{2}$/), fc.stringMatching(/^[A-Z]{2}$/)).map(([l, c]) => `${l}-${c}`);
    const rest = fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { maxLength: 3 }).map((parts) => parts.map((p) => `/${p}`).join(''));
    fc.assert(
      fc.property(fc.constantFrom('', '/store'), fc.option(locale, { nil: undefined }), rest, (base, loc, tail) => {
        const pathname = `${base}${loc ? `/${loc}` : ''}${tail || '/'}`;
        const result = localisedPathOf(pathname, base);
        if (loc) expect(result).toEqual({ basePath: `${base}/${loc}`, locale: loc, explicit: true });
        else expect(result).toEqual({ basePath: base, locale: DEFAULT_LOCALE, explicit: false });
      }),
    );
  });

  it('[SH-3-055][SH-4-009][SH-4-023][SH-4-024][SH-4-025][SH-4-026][SH-9-001] guest until signed in; a buyer acts for the stored effective account, else the session\'s; the currency follows the locale rule', () => {
    const localeMaps: Record<string, Wire['CurrencyIsoCode']>[] = [{ en_US: 'USD' }, { en_CA: 'CAD', fr_CA: 'CAD' }, { de_DE: 'EUR' }];
    const markets = localeMaps.map((localeCurrencyMap) => ({ localeCurrencyMap }));
    fc.assert(
      fc.property(
        fc.option(fc.boolean(), { nil: undefined }),
        fc.option(fc.constantFrom('001000000000002', '001000000000003'), { nil: undefined }),
        fc.option(fc.record({ id: fc.constant('001000000000004'), name: fc.constant('Spokane') }), { nil: undefined }),
        fc.constantFrom('en-US', 'fr-CA', 'de-DE', 'ja-JP'),
        fc.boolean(),
        (guestUser, effectiveAccountId, stored, locale, sessionDriven) => {
          const app = toApplicationContext({ markets, supportedCurrencies: ['USD', 'CAD', 'EUR'], defaultCurrency: 'USD', sessionDrivenCurrency: sessionDriven });
          const session = toSessionContext({ guestUser, effectiveAccountId });
          const facts = requestFactsOf({ app, session, effectiveAccount: stored, locale });
          expect(facts.isGuest).toBe(guestUser !== false);
          expect(facts.effectiveAccountId).toBe(guestUser === false ? (stored?.id ?? effectiveAccountId ?? null) : null);
          const expected = sessionDriven ? null : ({ 'en-US': 'USD', 'fr-CA': 'CAD', 'de-DE': 'EUR', 'ja-JP': 'USD' } as const)[locale];
          expect(facts.currencyIsoCode).toBe(expected);
        },
      ),
    );
  });

  it('[PX-05-008] the cart summary is read for a buyer always, for a guest only with guest carts on and a stored guest cart id; a guest cart with products is remembered', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.option(fc.constantFrom('', '0a6000000000009'), { nil: null }), fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constantFrom('0', '3', 'x')), (signedIn, guestCartEnabled, guestCartId, total) => {
        expect(shouldReadCartSummary({ signedIn, guestCartEnabled, guestCartId })).toBe(signedIn || (guestCartEnabled && !!guestCartId));
        const remembered = guestCartIdToRemember({ cartId: '0a6000000000009', totalProductCount: total }, signedIn);
        const count = typeof total === 'number' ? total : Number.parseInt(total, 10) || 0;
        expect(remembered).toBe(!signedIn && count > 0 ? '0a6000000000009' : undefined);
      }),
    );
  });

  it('[PX-05-002][SH-4-018][SH-4-022] the cached application context round-trips through session storage with its expiry; anything malformed reads as none; clearing removes it', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 2 ** 40 }), fc.oneof(fc.constant('{'), fc.constant('{"expiresAt":"x","value":{}}'), fc.constant('null'), fc.string()), (guestBrowsing, expiresAt, garbage) => {
        const storage = memoryStorage();
        const entry = { value: toApplicationContext({ guestBrowsingEnabled: guestBrowsing }), expiresAt };
        writeCachedApplicationContext(storage, entry);
        expect(readCachedApplicationContext(storage)).toEqual(entry);
        clearCachedApplicationContext(storage);
        expect(storage.values.has(APPLICATION_CONTEXT_STORAGE_KEY)).toBe(false);
        storage.setItem(APPLICATION_CONTEXT_STORAGE_KEY, garbage);
        expect(readCachedApplicationContext(storage)).toBeUndefined();
      }),
    );
  });
});

import fc from 'fast-check';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { APP_CONTEXT_DEFAULT_MAX_AGE_MS, APP_CONTEXT_REFRESH_WINDOW_MS } from '../machines/constants/session-locale.ts';
import {
  applicationContextMachine,
  servedApplicationContext,
  type ApplicationContextResponse,
} from '../machines/context/application-context.machine.ts';
import { expiresAtFrom, isStoreCacheFresh, maxAgeMs, needsRefetch, servable } from '../machines/context/cache.ts';

const directive = fc.constantFrom('public', 'private', 'no-transform', 'must-revalidate', 's-maxage=9', 'stale-while-revalidate=30');

describe('application-context cache properties', () => {
  it('[SH-4-018] reads max-age wherever it stands among other directives', () => {
    fc.assert(
      fc.property(fc.array(directive), fc.array(directive), fc.nat({ max: 10_000_000 }), (before, after, seconds) => {
        const header = [...before, `max-age=${seconds}`, ...after].join(', ');
        expect(maxAgeMs(header)).toBe(seconds * 1000);
      }),
    );
  });

  it('[SH-9-010] without a max-age the expiry is 300000 ms after receipt', () => {
    fc.assert(
      fc.property(fc.array(directive), fc.nat({ max: 2 ** 40 }), (directives, receivedAt) => {
        expect(expiresAtFrom(receivedAt, directives.join(', '))).toBe(receivedAt + APP_CONTEXT_DEFAULT_MAX_AGE_MS);
      }),
    );
  });

  it('[SH-4-019][SH-4-020][SH-4-021] never serves an expired or near-expiry entry, always serves a fresher one', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), fc.integer({ min: -1_000_000, max: 1_000_000 }), (expiresAt, offset) => {
        const now = expiresAt + offset;
        const entry = { value: 'ctx', expiresAt };
        const nearOrExpired = expiresAt - now <= APP_CONTEXT_REFRESH_WINDOW_MS;
        expect(needsRefetch(entry, now)).toBe(nearOrExpired);
        expect(servable(entry, now)).toBe(nearOrExpired ? undefined : 'ctx');
      }),
    );
  });

  it('[SH-9-012][SH-9-013][CC-9-030][CC-9-031] the store cache: -1 never expires, otherwise fresh exactly for the lifetime', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), fc.nat({ max: 2 ** 40 }), fc.integer({ min: -1, max: 100_000 }), (storedAt, elapsed, lifetime) => {
        const fresh = isStoreCacheFresh(storedAt, storedAt + elapsed, lifetime);
        expect(fresh).toBe(lifetime === -1 || elapsed < lifetime * 1000);
      }),
    );
  });

  type Step = { kind: 'request' } | { kind: 'wait'; ms: number } | { kind: 'respond'; maxAge: number | null; fail: boolean };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.constant({ kind: 'request' as const }),
    fc.record({ kind: fc.constant('wait' as const), ms: fc.oneof(fc.nat({ max: 400_000 }), fc.constantFrom(0, 29_999, 30_000, 270_000)) }),
    fc.record({
      kind: fc.constant('respond' as const),
      maxAge: fc.option(fc.constantFrom(0, 10, 30, 31, 60, 300, 600), { nil: null }),
      fail: fc.boolean(),
    }),
  );

  it('[SH-4-018][SH-4-021][SH-4-022] the machine serves a copy only before 30 s of its expiry, except the moment it arrives; every request is answered; a failure clears it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const clock = new SimulatedClock();
        let response: { maxAge: number | null; fail: boolean } = { maxAge: null, fail: false };
        let fetchedAt = 0;
        let fetchedMaxAgeMs = 0;
        let attempts = 0;
        const machine = applicationContextMachine.provide({
          actors: {
            fetchApplicationContext: fromPromise<ApplicationContextResponse>(async () => {
              attempts += 1;
              if (response.fail) throw new Error('fetch failed');
              fetchedAt = clock.now();
              fetchedMaxAgeMs = (response.maxAge ?? APP_CONTEXT_DEFAULT_MAX_AGE_MS / 1000) * 1000;
              return { data: { guestBrowsingEnabled: true }, maxAgeSeconds: response.maxAge === null ? undefined : response.maxAge };
            }),
          },
        });
        const actor = createActor(machine, { clock, input: {} });
        let answers = 0;
        actor.on('APPLICATION_CONTEXT_FAILED', () => (answers += 1));
        actor.on('APPLICATION_CONTEXT', () => {
          answers += 1;
          const age = clock.now() - fetchedAt;
          expect(age === 0 || age < fetchedMaxAgeMs - APP_CONTEXT_REFRESH_WINDOW_MS).toBe(true);
        });
        actor.start();
        for (const current of steps) {
          if (current.kind === 'respond') response = current;
          if (current.kind === 'wait') clock.increment(current.ms);
          if (current.kind === 'request') {
            const before = attempts;
            const answered = answers;
            actor.send({ type: 'REQUEST' });
            await waitFor(actor, (s) => !s.matches('fetching'));
            expect(answers).toBe(answered + 1);
            if (attempts > before && response.fail) {
              expect(actor.getSnapshot().value).toBe('empty');
              expect(actor.getSnapshot().context.value).toBeUndefined();
            }
          }
          const served = servedApplicationContext(actor.getSnapshot());
          if (served !== undefined) expect(clock.now() - fetchedAt).toBeLessThan(Math.max(1, fetchedMaxAgeMs - APP_CONTEXT_REFRESH_WINDOW_MS));
        }
        actor.stop();
      }),
    );
  });
});

import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  applicationContextMachine,
  servedApplicationContext,
  type ApplicationContextInput,
  type ApplicationContextResponse,
} from '../../../machines/context/application-context.machine.ts';
import { toApplicationContext, type RawApplicationContext } from '../../../machines/context/application-context.ts';
import { expiresAtFrom, isStoreCacheFresh, maxAgeMs, needsRefetch, servable, servableForMs } from '../../../machines/context/cache.ts';
import {
  APP_CONTEXT_DEFAULT_MAX_AGE_MS,
  APP_CONTEXT_REFRESH_WINDOW_MS,
  STORE_CACHE_DEFAULT_LIFETIME_S,
  STORE_CACHE_NEVER_EXPIRES,
} from '../../../machines/constants/session-locale.ts';

describe('cache lifetimes (pure)', () => {
  it('[SH-9-010][SH-9-011][SH-9-012][SH-9-013][CC-9-030][CC-9-031] the constants are 300000 ms, 30000 ms, 300 s and -1', () => {
    expect(APP_CONTEXT_DEFAULT_MAX_AGE_MS).toBe(300_000);
    expect(APP_CONTEXT_REFRESH_WINDOW_MS).toBe(30_000);
    expect(STORE_CACHE_DEFAULT_LIFETIME_S).toBe(300);
    expect(STORE_CACHE_NEVER_EXPIRES).toBe(-1);
  });

  it.each([
    ['max-age=600', 600_000],
    ['public, max-age=60', 60_000],
    ['MAX-AGE=5', 5_000],
    ['max-age="7"', 7_000],
    ['private,max-age = 9 , must-revalidate', 9_000],
    ['max-age=0', 0],
  ])('[SH-4-018] reads the max-age of %j as %i ms', (header, expected) => {
    expect(maxAgeMs(header)).toBe(expected);
  });

  it.each([['s-maxage=100'], ['x-max-age=10'], ['max-age=abc'], ['max-age=10abc'], ['no-cache'], [''], [null], [undefined]])(
    '[SH-4-018] finds no usable max-age in %j',
    (header) => {
      expect(maxAgeMs(header)).toBeUndefined();
    },
  );

  it('[SH-4-018] expiry is the receipt time plus max-age', () => {
    expect(expiresAtFrom(1_000, 'max-age=60')).toBe(61_000);
    expect(expiresAtFrom(1_000, 'max-age=0')).toBe(1_000);
  });

  it('[SH-9-010] expiry defaults to 300000 ms when no max-age is given', () => {
    expect(expiresAtFrom(1_000, null)).toBe(301_000);
    expect(expiresAtFrom(1_000, 'no-store')).toBe(301_000);
  });

  it('[SH-4-019] a missing entry needs a refetch', () => {
    expect(needsRefetch(undefined, 0)).toBe(true);
    expect(servable(undefined, 0)).toBeUndefined();
  });

  it('[SH-4-021][SH-9-011] refetches within 30 s of expiry, not before', () => {
    const entry = { value: 'ctx', expiresAt: 100_000 };
    expect(needsRefetch(entry, 69_999)).toBe(false);
    expect(needsRefetch(entry, 70_000)).toBe(true);
    expect(servable(entry, 69_999)).toBe('ctx');
    expect(servable(entry, 70_000)).toBeUndefined();
  });

  it('[SH-4-020] an expired entry needs a refetch', () => {
    const entry = { value: 'ctx', expiresAt: 100_000 };
    expect(needsRefetch(entry, 100_000)).toBe(true);
    expect(needsRefetch(entry, 500_000)).toBe(true);
    expect(servable(entry, 500_000)).toBeUndefined();
  });

  it('[SH-4-021] a fresh entry may be served until 30 s before expiry, never a negative time', () => {
    const entry = { value: 'ctx', expiresAt: 100_000 };
    expect(servableForMs(entry, 0)).toBe(70_000);
    expect(servableForMs(entry, 69_999)).toBe(1);
    expect(servableForMs(entry, 90_000)).toBe(0);
  });

  it('[SH-9-012][CC-9-030] the store cache is fresh for 300 s by default', () => {
    expect(isStoreCacheFresh(1_000, 300_999)).toBe(true);
    expect(isStoreCacheFresh(1_000, 301_000)).toBe(false);
  });

  it('[SH-9-012][CC-9-030] a configured lifetime in seconds replaces the default', () => {
    expect(isStoreCacheFresh(0, 9_999, 10)).toBe(true);
    expect(isStoreCacheFresh(0, 10_000, 10)).toBe(false);
    expect(isStoreCacheFresh(0, 0, 0)).toBe(false);
    expect(isStoreCacheFresh(0, 0, -2)).toBe(false);
  });

  it('[SH-9-013][CC-9-031] a lifetime of -1 never expires', () => {
    expect(isStoreCacheFresh(0, Number.MAX_SAFE_INTEGER, -1)).toBe(true);
  });
});

describe('application-context machine', () => {
  const body: RawApplicationContext = { guestBrowsingEnabled: true, defaultCurrency: 'USD', supportedCurrencies: ['USD'] };

  function start(responses: (ApplicationContextResponse | Error)[], input: ApplicationContextInput = {}) {
    const clock = new SimulatedClock();
    let calls = 0;
    const machine = applicationContextMachine.provide({
      actors: {
        fetchApplicationContext: fromPromise(async () => {
          const response = responses[Math.min(calls, responses.length - 1)]!;
          calls += 1;
          if (response instanceof Error) throw response;
          return response;
        }),
      },
    });
    const actor = createActor(machine, { clock, input });
    const emitted: { type: string }[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    return { actor, clock, emitted, calls: () => calls };
  }

  it('[SH-4-019] starts without a copy and fetches on the first request', async () => {
    const { actor, emitted, calls } = start([{ data: body, maxAgeSeconds: 600 }]);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(calls()).toBe(0);
    actor.send({ type: 'REQUEST' });
    expect(actor.getSnapshot().value).toBe('fetching');
    await waitFor(actor, (s) => s.matches('fresh'));
    expect(calls()).toBe(1);
    expect(servedApplicationContext(actor.getSnapshot())).toEqual(toApplicationContext(body));
    expect(emitted).toEqual([{ type: 'APPLICATION_CONTEXT', value: toApplicationContext(body) }]);
  });

  it('[SH-4-018][SH-4-021] serves the cached copy until 30 s before its max-age runs out, then refetches', async () => {
    const { actor, clock, emitted, calls } = start([{ data: body, maxAgeSeconds: 600 }]);
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('fresh'));
    clock.increment(569_999);
    actor.send({ type: 'REQUEST' });
    expect(calls()).toBe(1);
    expect(emitted).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('fresh');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('stale');
    expect(servedApplicationContext(actor.getSnapshot())).toBeUndefined();
    expect(actor.getSnapshot().context.value).toEqual(toApplicationContext(body));
    actor.send({ type: 'REQUEST' });
    expect(actor.getSnapshot().value).toBe('fetching');
    await waitFor(actor, (s) => s.matches('fresh'));
    expect(calls()).toBe(2);
  });

  it('[SH-9-010][SH-4-021] without a max-age the copy is served for 300000 − 30000 ms', async () => {
    const { actor, clock } = start([{ data: body }]);
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('fresh'));
    expect(actor.getSnapshot().context.servableForMs).toBe(270_000);
    clock.increment(269_999);
    expect(actor.getSnapshot().value).toBe('fresh');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('stale');
  });

  it('[SH-4-021] a max-age inside the refresh window is never served after the response', async () => {
    const { actor, clock } = start([{ data: body, maxAgeSeconds: 10 }]);
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('fresh'));
    expect(actor.getSnapshot().context.servableForMs).toBe(0);
    clock.increment(0);
    expect(actor.getSnapshot().value).toBe('stale');
  });

  it('[SH-4-019] a request while fetching does not start a second fetch', async () => {
    const { actor, calls } = start([{ data: body }]);
    actor.send({ type: 'REQUEST' });
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('fresh'));
    expect(calls()).toBe(1);
  });

  it('[SH-4-022] a failed refetch clears the cached copy', async () => {
    const failure = new Error('503');
    const { actor, clock, emitted } = start([{ data: body }, failure]);
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('fresh'));
    clock.increment(270_000);
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('empty'));
    expect(actor.getSnapshot().context.value).toBeUndefined();
    expect(actor.getSnapshot().context.error).toBe(failure);
    expect(emitted.at(-1)).toEqual({ type: 'APPLICATION_CONTEXT_FAILED', error: failure });
  });

  it('[SH-4-019][SH-4-022] after a failure the next request fetches again and clears the error', async () => {
    const { actor, calls } = start([new Error('down'), { data: body }]);
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('empty') && s.context.error !== undefined);
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('fresh'));
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('[SH-4-018] a fresh copy given as input is served without a fetch until 30 s before its expiry', () => {
    const value = toApplicationContext(body);
    const { actor, clock, emitted, calls } = start([{ data: body }], { cached: { value, expiresAt: 100_000 }, now: 50_000 });
    expect(actor.getSnapshot().value).toBe('fresh');
    expect(emitted).toEqual([]);
    actor.send({ type: 'REQUEST' });
    expect(emitted).toEqual([{ type: 'APPLICATION_CONTEXT', value }]);
    expect(calls()).toBe(0);
    clock.increment(19_999);
    expect(actor.getSnapshot().value).toBe('fresh');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('stale');
  });

  it('[SH-4-020][SH-4-021] a copy given as input within 30 s of expiry, or without a time, is not used', () => {
    const value = toApplicationContext(body);
    const near = start([{ data: body }], { cached: { value, expiresAt: 100_000 }, now: 70_000 });
    expect(near.actor.getSnapshot().value).toBe('empty');
    expect(near.actor.getSnapshot().context.value).toBeUndefined();
    const timeless = start([{ data: body }], { cached: { value, expiresAt: 100_000 } });
    expect(timeless.actor.getSnapshot().value).toBe('empty');
  });

  it('[SH-4-019] the fetch must be provided by the caller', async () => {
    const actor = createActor(applicationContextMachine, { input: {} }).start();
    actor.send({ type: 'REQUEST' });
    await waitFor(actor, (s) => s.matches('empty') && s.context.error !== undefined);
    expect((actor.getSnapshot().context.error as Error).message).toBe('fetchApplicationContext must be provided');
  });
});

import { createActor, fromPromise, waitFor } from 'xstate';
import { EFFECTIVE_ACCOUNT_STORAGE_KEY, GUEST_DETAIL_STORAGE_KEYS } from '../../../machines/constants/session-locale.ts';
import type { RawSessionContext } from '../../../machines/session/session-context.ts';
import { sessionMachine, type SessionEmitted } from '../../../machines/session/session.machine.ts';
import type { SessionStorageLike } from '../../../machines/session/storage.ts';

const SIGNED_IN: RawSessionContext = { guestUser: false, accountId: '001000000000002', accountName: 'Pacific Crest Health System', userId: '005000000000002' };
const GUEST: RawSessionContext = { guestUser: true, accountId: '000000000000000' };
const PORTLAND = { id: '001000000000003', name: 'Pacific Crest Neuro Clinic – Portland' };

function setup(options: { sessions?: (RawSessionContext | Error)[]; stored?: Record<string, string>; siteBasePath?: string } = {}) {
  const items = new Map(Object.entries(options.stored ?? {}));
  const log: string[] = [];
  const storage: SessionStorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      log.push(`set ${key}`);
      items.set(key, value);
    },
    removeItem: (key) => {
      log.push(`remove ${key}`);
      items.delete(key);
    },
  };
  const sessions = options.sessions ?? [SIGNED_IN];
  const requests: (string | undefined)[] = [];
  const machine = sessionMachine.provide({
    actors: {
      fetchSessionContext: fromPromise(async ({ input }: { input: { effectiveAccountId: string | undefined } }) => {
        const response = sessions[Math.min(requests.length, sessions.length - 1)]!;
        requests.push(input.effectiveAccountId);
        if (response instanceof Error) throw response;
        return response;
      }),
    },
  });
  const actor = createActor(machine, { input: { storage, siteBasePath: options.siteBasePath ?? '' } });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => {
    log.push(`emit ${event.type}`);
    emitted.push(event);
  });
  actor.start();
  return { actor, items, log, emitted, requests };
}

const ready = (actor: ReturnType<typeof setup>['actor']) => waitFor(actor, (s) => s.matches('ready'));

describe('session machine', () => {
  it('[SH-4-008][SH-3-055] loads the session context and knows whether the user is signed in', async () => {
    const { actor, requests } = setup();
    expect(actor.getSnapshot().value).toBe('loading');
    await ready(actor);
    expect(actor.getSnapshot().context.session?.signedIn).toBe(true);
    expect(actor.getSnapshot().context.session?.accountId).toBe('001000000000002');
    expect(requests).toEqual([undefined]);
  });

  it('[SH-1-018][CC-1-001] a shopper is a guest or a signed-in buyer, who may act under an effective account', async () => {
    const guest = setup({ sessions: [GUEST] });
    await ready(guest.actor);
    expect(guest.actor.getSnapshot().context.session?.signedIn).toBe(false);
    const buyer = setup({ stored: { [EFFECTIVE_ACCOUNT_STORAGE_KEY]: JSON.stringify(PORTLAND) } });
    await ready(buyer.actor);
    expect(buyer.actor.getSnapshot().context.session?.signedIn).toBe(true);
    expect(buyer.actor.getSnapshot().context.effectiveAccount).toEqual(PORTLAND);
    expect(buyer.requests).toEqual([PORTLAND.id]);
  });

  it('[SH-4-012] loads the session for the effective account held in session storage', async () => {
    const { actor, requests } = setup({ stored: { [EFFECTIVE_ACCOUNT_STORAGE_KEY]: JSON.stringify(PORTLAND) } });
    expect(actor.getSnapshot().context.effectiveAccount).toEqual(PORTLAND);
    await ready(actor);
    expect(requests).toEqual([PORTLAND.id]);
  });

  it('[SH-4-009][SH-4-010][SH-4-012] an effective account change updates id and name, stores them and refreshes the session', async () => {
    const { actor, items, requests } = setup();
    await ready(actor);
    actor.send({ type: 'EFFECTIVE_ACCOUNT_CHANGE', ...PORTLAND });
    expect(actor.getSnapshot().context.effectiveAccount).toEqual(PORTLAND);
    expect(actor.getSnapshot().context.session?.effectiveAccountId).toBe(PORTLAND.id);
    expect(JSON.parse(items.get(EFFECTIVE_ACCOUNT_STORAGE_KEY)!)).toEqual(PORTLAND);
    expect(actor.getSnapshot().value).toBe('loading');
    await ready(actor);
    expect(requests).toEqual([undefined, PORTLAND.id]);
  });

  it('[SH-4-010] a change while loading restarts the load for the new account', async () => {
    const { actor, requests } = setup();
    actor.send({ type: 'EFFECTIVE_ACCOUNT_CHANGE', ...PORTLAND });
    expect(actor.getSnapshot().context.session).toBeUndefined();
    await ready(actor);
    expect(requests).toEqual([undefined, PORTLAND.id]);
  });

  it('[SH-4-013][SH-4-010] a change to a blank id or name clears the stored account and refreshes without one', async () => {
    const { actor, items, requests } = setup({ stored: { [EFFECTIVE_ACCOUNT_STORAGE_KEY]: JSON.stringify(PORTLAND) } });
    await ready(actor);
    actor.send({ type: 'EFFECTIVE_ACCOUNT_CHANGE', id: PORTLAND.id, name: ' ' });
    expect(items.has(EFFECTIVE_ACCOUNT_STORAGE_KEY)).toBe(false);
    expect(actor.getSnapshot().context.effectiveAccount).toBeUndefined();
    expect(actor.getSnapshot().context.session?.effectiveAccountId).toBeUndefined();
    await ready(actor);
    expect(requests).toEqual([PORTLAND.id, undefined]);
    actor.send({ type: 'EFFECTIVE_ACCOUNT_CHANGE', id: null, name: null });
    expect(actor.getSnapshot().context.effectiveAccount).toBeUndefined();
  });

  it('[SH-4-011][SH-3-057] guest details are written while not signed in and show in the session', async () => {
    const { actor, items } = setup({ sessions: [GUEST] });
    await ready(actor);
    actor.send({ type: 'GUEST_DETAILS', details: { lastName: 'Okafor', email: ' ', phoneNumber: '+13125550142' } });
    expect(Object.fromEntries(items)).toEqual({
      [GUEST_DETAIL_STORAGE_KEYS.lastName]: 'Okafor',
      [GUEST_DETAIL_STORAGE_KEYS.phoneNumber]: '+13125550142',
    });
    expect(actor.getSnapshot().context.session?.guestUserDetails).toEqual({ lastName: 'Okafor', phoneNumber: '+13125550142' });
  });

  it('[SH-4-011] a guest session carries the stored guest details', async () => {
    const { actor } = setup({ sessions: [GUEST], stored: { [GUEST_DETAIL_STORAGE_KEYS.email]: 'guest@demo.test' } });
    await ready(actor);
    expect(actor.getSnapshot().context.session?.guestUserDetails).toEqual({ email: 'guest@demo.test' });
  });

  it('[SH-4-011] guest details are not written while signed in', async () => {
    const { actor, items, log } = setup({ sessions: [{ ...SIGNED_IN, guestUserDetails: null }] });
    await ready(actor);
    actor.send({ type: 'GUEST_DETAILS', details: { lastName: 'Okafor' } });
    expect(items.size).toBe(0);
    expect(log).toEqual([]);
    expect(actor.getSnapshot().context.session?.guestUserDetails).toBeUndefined();
  });

  it('[SH-4-011] before the session is known, guest details are written but no session is invented', () => {
    const { actor, items } = setup();
    actor.send({ type: 'GUEST_DETAILS', details: { email: 'buyer@demo.test' } });
    expect(items.get(GUEST_DETAIL_STORAGE_KEYS.email)).toBe('buyer@demo.test');
    expect(actor.getSnapshot().context.session).toBeUndefined();
  });

  it('[SH-4-014][SH-4-015] log out clears the effective account, then opens the logout address in the same window', async () => {
    const { actor, items, log, emitted } = setup({ siteBasePath: '/store/s', stored: { [EFFECTIVE_ACCOUNT_STORAGE_KEY]: JSON.stringify(PORTLAND) } });
    await ready(actor);
    actor.send({ type: 'LOG_OUT' });
    expect(items.has(EFFECTIVE_ACCOUNT_STORAGE_KEY)).toBe(false);
    expect(actor.getSnapshot().context.effectiveAccount).toBeUndefined();
    expect(emitted).toEqual([{ type: 'OPEN_URL', url: '/store/webruntime/logout', target: '_self' }]);
    expect(log).toEqual([`remove ${EFFECTIVE_ACCOUNT_STORAGE_KEY}`, 'emit OPEN_URL']);
  });

  it('[SH-4-016][SH-4-017][SH-2-003] selecting an account sets the effective account, then reloads to Home', async () => {
    const { actor, items, log, emitted, requests } = setup();
    await ready(actor);
    actor.send({ type: 'ACCOUNT_SELECT', ...PORTLAND });
    expect(JSON.parse(items.get(EFFECTIVE_ACCOUNT_STORAGE_KEY)!)).toEqual(PORTLAND);
    expect(actor.getSnapshot().context.effectiveAccount).toEqual(PORTLAND);
    expect(emitted).toEqual([{ type: 'RELOAD_TO_PAGE', pageName: 'Home' }]);
    expect(log).toEqual([`set ${EFFECTIVE_ACCOUNT_STORAGE_KEY}`, 'emit RELOAD_TO_PAGE']);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(requests).toHaveLength(1);
  });

  it('[SH-4-008] a failed load is kept as the error; REFRESH loads again', async () => {
    const failure = new Error('session unavailable');
    const { actor } = setup({ sessions: [failure, SIGNED_IN] });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(failure);
    actor.send({ type: 'REFRESH' });
    await ready(actor);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('[SH-4-008] the session fetch must be provided by the caller', async () => {
    const storage: SessionStorageLike = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
    const actor = createActor(sessionMachine, { input: { storage, siteBasePath: '' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect((actor.getSnapshot().context.error as Error).message).toBe('fetchSessionContext must be provided');
  });
});

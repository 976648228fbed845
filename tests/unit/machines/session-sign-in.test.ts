// PX-59-001 (PX-05-024, CC-4-032..CC-4-036): the session actor signs the buyer in through a child it
// spawns from the logic SIGN_IN carries: the sign-in call, the session read again after any read already
// under way (never by stopping it, the cause of 44c88c2's revert), `signedIn` with that session; then the
// guest cart carried over and the cart read again (`guestCartCarried`). A refusal is `signInFailed` with
// the session as it was. The calls are fakes that log what they were asked.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { guestCartPreservationMachine, type PreserveCartResult } from '../../../machines/cart/guest-cart-preservation.machine.ts';
import { DataProviderError, providerFailure } from '../../../machines/api/provider-error.ts';
import type { RawSessionContext } from '../../../machines/session/session-context.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import { signInMachine, type SignInCredentials, type SignInEmitted } from '../../../machines/session/sign-in.machine.ts';
import type { SessionStorageLike } from '../../../machines/session/storage.ts';

const GUEST: RawSessionContext = { guestUser: true, accountId: '000000000000000' };
const DANA: RawSessionContext = { guestUser: false, accountId: '001000000000001', accountName: 'Lakeshore Neurology Associates', userId: '005000000000001' };

function memory(entries: Record<string, string> = {}): SessionStorageLike & { values: Map<string, string> } {
  const values = new Map(Object.entries(entries));
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value), removeItem: (key) => void values.delete(key) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

interface Options {
  refuse?: boolean;
  firstRead?: Promise<RawSessionContext>;
  preserve?: () => Promise<PreserveCartResult>;
  refreshCart?: () => Promise<unknown>;
  guestCartId?: string;
  /** The read after the sign-in fails with this error. */
  failSecondRead?: unknown;
}

function signingIn({ refuse = false, firstRead, preserve, refreshCart, guestCartId = '0a6000000000099', failSecondRead }: Options = {}) {
  const log: string[] = [];
  let signedIn = false;
  let reads = 0;
  const local = memory(guestCartId ? { guestCartId } : {});
  const logic = signInMachine.provide({
    actors: {
      signIn: fromPromise<unknown, SignInCredentials>(async ({ input }) => {
        log.push(`signIn ${input.username}`);
        if (refuse) throw Object.assign(new Error('Your login attempt has failed.'), { status: 401 });
        signedIn = true;
      }),
      carryGuestCart: guestCartPreservationMachine.provide({
        actors: {
          preserve: fromPromise<PreserveCartResult, { cartId: string }>(async ({ input }) => {
            log.push(`preserve ${input.cartId}`);
            return preserve ? preserve() : { cartId: '0a6000000000001', preserveGuestCartNumberOfProductsWithError: 1, failedProductIds: ['01t000000000004'] };
          }),
        },
      }),
      refreshCart: fromPromise(async () => {
        log.push('refreshCart');
        return refreshCart?.();
      }),
    },
  });
  const session = createActor(
    sessionMachine.provide({
      actors: {
        fetchSessionContext: fromPromise(async ({ signal }) => {
          const read = ++reads;
          log.push(`read ${read} start`);
          signal.addEventListener('abort', () => log.push(`read ${read} aborted`));
          if (read === 2 && failSecondRead !== undefined) throw failSecondRead;
          const answer = read === 1 && firstRead ? await firstRead : signedIn ? DANA : GUEST;
          log.push(`read ${read} end`);
          return answer;
        }),
      },
    }),
    { input: { storage: memory(), siteBasePath: '' } },
  );
  session.start();
  const emitted: SignInEmitted[] = [];
  const signIn = (password = 'Demo-Buyer-1') => {
    session.send({ type: 'SIGN_IN', logic, username: 'buyer@demo.test', password, storage: { localStorage: local, sessionStorage: memory() } });
    const child = session.getSnapshot().context.signIn!;
    child.on('*', (event) => void emitted.push(event));
    return child;
  };
  return { session, signIn, log, emitted, local };
}

const told = (emitted: SignInEmitted[], type: SignInEmitted['type']) => () => emitted.some((event) => event.type === type);

describe('the sign-in in the session actor', () => {
  it('[PX-59-001][PX-05-024][CC-4-032][CC-4-034] signs in, reads the session again, tells signedIn with it, then carries the guest cart over once and reads the cart again', async () => {
    const run = signingIn();
    await waitFor(run.session, (snapshot) => snapshot.matches('ready'));
    const child = run.signIn();
    await waitFor(child, (snapshot) => snapshot.status === 'done');
    expect(run.emitted.map((event) => event.type)).toEqual(['signedIn', 'guestCartCarried']);
    expect(run.emitted[0]).toMatchObject({ session: { signedIn: true, userId: '005000000000001' } });
    // CC-8-021: one product could not be kept: the toast says so.
    expect(run.emitted[1]).toMatchObject({ type: 'guestCartCarried', toast: { variant: 'error', mode: 'dismissible', message: expect.stringContaining('1') } });
    expect(run.log).toEqual(['read 1 start', 'read 1 end', 'signIn buyer@demo.test', 'read 2 start', 'read 2 end', 'preserve 0a6000000000099', 'refreshCart']);
    // CC-4-034: the stored guest cart id is forgotten, so it is carried over once.
    expect(run.local.values.has('guestCartId')).toBe(false);
    expect(run.session.getSnapshot().context.session?.signedIn).toBe(true);
    // The credentials went to the call and are kept in neither actor.
    expect(child.getSnapshot().context.credentials).toBeUndefined();
    expect(JSON.stringify(child.getSnapshot().context.storage)).not.toContain('Demo-Buyer-1');
  });

  it('[PX-59-001][PX-05-024][PX-05-021] a sign-in sent while the first read is under way leaves that read to end, then reads the session again', async () => {
    const first = deferred<RawSessionContext>();
    const run = signingIn({ firstRead: first.promise });
    run.signIn();
    await Promise.resolve();
    // The session still counts as loading, as before the sign-in: no state in between.
    expect(run.session.getSnapshot().matches('loading')).toBe(true);
    first.resolve(GUEST);
    await waitFor(run.session, told(run.emitted, 'signedIn'));
    expect(run.log).not.toContain('read 1 aborted');
    expect(run.log.slice(0, 4)).toEqual(['read 1 start', 'signIn buyer@demo.test', 'read 1 end', 'read 2 start']);
    expect(run.session.getSnapshot().context.session?.signedIn).toBe(true);
  });

  it('[PX-59-001][PX-05-006] a refused sign-in tells signInFailed with the refusal, reads nothing again and carries no cart; the next attempt is taken', async () => {
    const run = signingIn({ refuse: true });
    await waitFor(run.session, (snapshot) => snapshot.matches('ready'));
    const child = run.signIn('wrong');
    await waitFor(child, (snapshot) => snapshot.status === 'done');
    expect(run.emitted).toEqual([{ type: 'signInFailed', error: expect.objectContaining({ status: 401 }) }]);
    expect(run.log).toEqual(['read 1 start', 'read 1 end', 'signIn buyer@demo.test']);
    expect(run.session.getSnapshot().matches('ready')).toBe(true);
    expect(run.session.getSnapshot().context.session?.signedIn).toBe(false);
    expect(run.local.values.get('guestCartId')).toBe('0a6000000000099');
    const again = run.signIn('again');
    await waitFor(again, (snapshot) => snapshot.status === 'done');
    expect(run.log.filter((line) => line.startsWith('signIn'))).toHaveLength(2);
  });

  it('[SH-8-017][CC-3-014] a failed read of the session data after the sign-in is rethrown with the provider name and the reason, url, status and statusText', async () => {
    const unavailable = Object.assign(new Error('Service Unavailable'), {
      url: 'http://store.test/services/data/v64.0/commerce/webstores/0ZE000000000001/session-context',
      status: 503,
      statusText: 'Service Unavailable',
    });
    const run = signingIn({ failSecondRead: unavailable });
    await waitFor(run.session, (snapshot) => snapshot.matches('ready'));
    const child = run.signIn();
    await waitFor(child, (snapshot) => snapshot.status === 'done');
    expect(run.emitted).toHaveLength(1);
    const failed = run.emitted[0] as Extract<SignInEmitted, { type: 'signInFailed' }>;
    expect(failed.type).toBe('signInFailed');
    expect(failed.error).toBeInstanceOf(DataProviderError);
    expect((failed.error as DataProviderError).message).toBe('sessionContext: Service Unavailable');
    expect((failed.error as DataProviderError).reason).toEqual({
      provider: 'sessionContext',
      reason: 'Service Unavailable',
      url: 'http://store.test/services/data/v64.0/commerce/webstores/0ZE000000000001/session-context',
      status: 503,
      statusText: 'Service Unavailable',
    });
    // Nothing is carried over on a session the store could not read.
    expect(run.log).not.toContain('preserve 0a6000000000099');
    // A failure that is no call keeps its words and has no call facts.
    expect(providerFailure('sessionContext', 'offline').reason).toEqual({ provider: 'sessionContext', reason: 'offline', url: undefined, status: undefined, statusText: undefined });
  });

  it('[PX-59-001][CC-4-034][CC-8-021] a failed cart read after the carrying over keeps its toast; a failed preservation is logged, forgets the id and still reads the cart', async () => {
    const failedRead = signingIn({ refreshCart: () => Promise.reject(new Error('503')) });
    const child = failedRead.signIn();
    await waitFor(child, (snapshot) => snapshot.status === 'done');
    expect(failedRead.emitted.at(-1)).toMatchObject({ type: 'guestCartCarried', toast: { variant: 'error' } });

    const errors: unknown[] = [];
    const original = console.error;
    console.error = (error: unknown) => void errors.push(error);
    try {
      const failedPreserve = signingIn({ preserve: () => Promise.reject(new Error('500')) });
      const next = failedPreserve.signIn();
      await waitFor(next, (snapshot) => snapshot.status === 'done');
      expect(failedPreserve.emitted.map((event) => event.type)).toEqual(['signedIn', 'guestCartCarried']);
      expect(failedPreserve.emitted[1]).toEqual({ type: 'guestCartCarried', toast: undefined });
      expect(failedPreserve.log.slice(-2)).toEqual(['preserve 0a6000000000099', 'refreshCart']);
      expect(failedPreserve.local.values.has('guestCartId')).toBe(false);
      expect(errors).toEqual([expect.objectContaining({ message: '500' })]);
    } finally {
      console.error = original;
    }
  });

  it('[PX-59-001][CC-4-032] with no guest cart saved in this browser nothing is preserved; the cart is still read again', async () => {
    const run = signingIn({ guestCartId: '' });
    const child = run.signIn();
    await waitFor(child, (snapshot) => snapshot.status === 'done');
    expect(run.log.some((line) => line.startsWith('preserve'))).toBe(false);
    expect(run.log.at(-1)).toBe('refreshCart');
    expect(run.emitted.at(-1)).toEqual({ type: 'guestCartCarried', toast: undefined });
  });
});

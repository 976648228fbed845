// PX-05-024: the session actor signs the buyer in: the sign-in call, the session read again after any
// read already under way (never by stopping it, the cause of 44c88c2's revert), SIGNED_IN with that
// session; then the guest cart carried over and the cart read again (GUEST_CART_CARRIED). A refusal is
// SIGN_IN_FAILED with the session as it was.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PreservationToast } from '../../../machines/cart/guest-cart-preservation.machine.ts';
import type { RawSessionContext, SessionContext } from '../../../machines/session/session-context.ts';
import { sessionMachine, type SessionEmitted, type SignInRun } from '../../../machines/session/session.machine.ts';
import { carryGuestCart, signInAndReadSession, type SignInApis } from '../../../machines/session/sign-in.ts';

const GUEST: RawSessionContext = { guestUser: true, accountId: '000000000000000' };
const DANA: RawSessionContext = { guestUser: false, accountId: '001000000000001', accountName: 'Lakeshore Neurology Associates', userId: '005000000000001' };
const TOAST: PreservationToast = { label: 'Cart', message: '1 product could not be added to your cart.', variant: 'error', mode: 'dismissible' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function signingIn({ refuse = false, firstRead }: { refuse?: boolean; firstRead?: Promise<RawSessionContext> } = {}) {
  const log: string[] = [];
  let signedIn = false;
  let reads = 0;
  const apis: SignInApis = {
    signIn: async ({ username }) => {
      log.push(`signIn ${username}`);
      if (refuse) throw Object.assign(new Error('Your login attempt has failed.'), { status: 401 });
      signedIn = true;
    },
    preserveGuestCart: async () => {
      log.push('preserve');
      return TOAST;
    },
    refreshCart: async () => void log.push('refreshCart'),
  };
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        fetchSessionContext: fromPromise(async ({ signal }) => {
          const read = ++reads;
          log.push(`read ${read} start`);
          signal.addEventListener('abort', () => log.push(`read ${read} aborted`));
          const answer = read === 1 && firstRead ? await firstRead : signedIn ? DANA : GUEST;
          log.push(`read ${read} end`);
          return answer;
        }),
        signIn: fromPromise<SessionContext | undefined, SignInRun>(({ input: { session, ...credentials } }) => signInAndReadSession(apis, credentials, session)),
        carryGuestCart: fromPromise<PreservationToast | undefined>(() => carryGuestCart(apis)),
      },
    }),
    { input: { storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }, siteBasePath: '' } },
  );
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  return { actor, log, emitted };
}

describe('sign-in in the session actor', () => {
  it('[PX-05-024][CC-4-032] signs in, reads the session again, tells SIGNED_IN with it, then carries the guest cart over and reads the cart again', async () => {
    const run = signingIn();
    await waitFor(run.actor, (snapshot) => snapshot.matches('ready'));
    run.actor.send({ type: 'SIGN_IN', username: 'buyer@demo.test', password: 'secret' });
    await waitFor(run.actor, () => run.emitted.some((event) => event.type === 'GUEST_CART_CARRIED'));
    expect(run.emitted.map((event) => event.type)).toEqual(['SIGNED_IN', 'GUEST_CART_CARRIED']);
    expect(run.emitted[0]).toMatchObject({ session: { signedIn: true, userId: '005000000000001' } });
    expect(run.emitted[1]).toEqual({ type: 'GUEST_CART_CARRIED', toast: TOAST });
    expect(run.log).toEqual(['read 1 start', 'read 1 end', 'signIn buyer@demo.test', 'read 2 start', 'read 2 end', 'preserve', 'refreshCart']);
    expect(JSON.stringify(run.actor.getSnapshot().context)).not.toContain('secret');
  });

  it('[PX-05-024][PX-05-021] a sign-in sent while the first read is under way leaves that read to end, then reads the session again', async () => {
    const first = deferred<RawSessionContext>();
    const run = signingIn({ firstRead: first.promise });
    run.actor.send({ type: 'SIGN_IN', username: 'buyer@demo.test', password: 'secret' });
    await Promise.resolve();
    // The session still counts as loading, as before the sign-in: no state in between.
    expect(run.actor.getSnapshot().matches('loading')).toBe(true);
    first.resolve(GUEST);
    await waitFor(run.actor, () => run.emitted.some((event) => event.type === 'SIGNED_IN'));
    expect(run.log).not.toContain('read 1 aborted');
    expect(run.log.slice(0, 4)).toEqual(['read 1 start', 'signIn buyer@demo.test', 'read 1 end', 'read 2 start']);
    expect(run.actor.getSnapshot().context.session?.signedIn).toBe(true);
  });

  it('[PX-05-024][PX-05-006] a refused sign-in tells SIGN_IN_FAILED with the refusal, reads nothing again and carries no cart', async () => {
    const run = signingIn({ refuse: true });
    await waitFor(run.actor, (snapshot) => snapshot.matches('ready'));
    run.actor.send({ type: 'SIGN_IN', username: 'buyer@demo.test', password: 'wrong' });
    await waitFor(run.actor, () => run.emitted.length > 0);
    expect(run.emitted).toEqual([{ type: 'SIGN_IN_FAILED', error: expect.objectContaining({ status: 401 }) }]);
    expect(run.log).toEqual(['read 1 start', 'read 1 end', 'signIn buyer@demo.test']);
    expect(run.actor.getSnapshot().matches('ready')).toBe(true);
    expect(run.actor.getSnapshot().context.session?.signedIn).toBe(false);
    // The next attempt is taken.
    run.actor.send({ type: 'SIGN_IN', username: 'buyer@demo.test', password: 'again' });
    await waitFor(run.actor, () => run.emitted.length > 1);
    expect(run.log.at(-1)).toBe('signIn buyer@demo.test');
  });

  it('[PX-05-024][CC-8-021] a failed cart read after the carrying-over keeps its toast; a failed carrying-over is told as such, the cart not read', async () => {
    const log: string[] = [];
    await expect(carryGuestCart({ preserveGuestCart: async () => TOAST, refreshCart: async () => Promise.reject(new Error('503')) })).resolves.toBe(TOAST);
    await expect(
      carryGuestCart({
        preserveGuestCart: async () => {
          log.push('preserve');
          throw new Error('500');
        },
        refreshCart: async () => void log.push('refreshCart'),
      }),
    ).rejects.toThrow('500');
    expect(log).toEqual(['preserve']);
  });
});

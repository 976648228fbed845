// A write waits for the credentialed calls on their way, and a credentialed call for a write on its way (PX-05-021).
import { afterEach, describe, expect, it } from 'vitest';
import { createStoreClient } from '../../../src/api/client.ts';
import { EARLY_RESPONSES_GLOBAL } from '../../../src/api/early-responses.ts';

const BASE = 'http://store.test';
const WEBSTORE = '/services/data/v64.0/commerce/webstores/0ZE000000000001';
const globals = globalThis as unknown as Record<string, Record<string, Promise<Response> | undefined> | undefined>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A store client over a fake network that records the order of what was sent and answered. */
function storeOverFakeNetwork(options: { holdWrites?: boolean } = {}) {
  const log: string[] = [];
  const pendingReads: Array<ReturnType<typeof deferred<Response>>> = [];
  const pendingWrites: Array<ReturnType<typeof deferred<Response>>> = [];
  const network: typeof fetch = async (input) => {
    const request = input as Request;
    const what = `${request.method} ${new URL(request.url).pathname.replace(WEBSTORE, '')}`;
    log.push(`sent ${what}`);
    if (request.method === 'GET' || options.holdWrites) {
      const answer = deferred<Response>();
      (request.method === 'GET' ? pendingReads : pendingWrites).push(answer);
      const response = await answer.promise;
      log.push(`answered ${what}`);
      return response;
    }
    log.push(`answered ${what}`);
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const client = createStoreClient({ baseUrl: BASE, fetch: network, csrfToken: () => 'token' });
  return { client, log, pendingReads, pendingWrites };
}

const json = () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
const signIn = (client: ReturnType<typeof createStoreClient>) =>
  client.POST(`${WEBSTORE}/auth/login` as never, { params: { path: { webstoreId: '0ZE000000000001' } }, body: { username: 'b', password: 'p' } } as never);
const readSession = (client: ReturnType<typeof createStoreClient>, credentials?: RequestCredentials) =>
  client.GET(`${WEBSTORE}/session-context` as never, { params: { path: { webstoreId: '0ZE000000000001' } }, ...(credentials ? { credentials } : {}) } as never);

afterEach(() => {
  delete globals[EARLY_RESPONSES_GLOBAL];
});

describe('writes after calls sent without a session cookie', () => {
  it('[PX-05-021] a sign-in is sent only once the read sent without a session cookie has answered', async () => {
    const { client, log, pendingReads } = storeOverFakeNetwork();
    const read = readSession(client);
    const write = signIn(client);
    await new Promise((r) => setTimeout(r, 20));
    expect(log).toEqual(['sent GET /session-context']);

    pendingReads[0]!.resolve(json());
    await Promise.all([read, write]);
    expect(log).toEqual(['sent GET /session-context', 'answered GET /session-context', 'sent POST /auth/login', 'answered POST /auth/login']);
  });

  it('[PX-05-021] a write waits for a read sent with a session cookie too (a sign-in replaces that session), but not for a read that carries no cookies', async () => {
    const { client, log, pendingReads } = storeOverFakeNetwork();
    const withoutCookies = readSession(client, 'omit');
    const withSession = readSession(client);
    const write = signIn(client);
    await new Promise((r) => setTimeout(r, 20));
    expect(log).toEqual(['sent GET /session-context', 'sent GET /session-context']);
    pendingReads[1]!.resolve(json());
    await write;
    expect(log).toEqual(['sent GET /session-context', 'sent GET /session-context', 'answered GET /session-context', 'sent POST /auth/login', 'answered POST /auth/login']);
    pendingReads[0]!.resolve(json());
    await Promise.all([withSession, withoutCookies]);
  });

  it('[PX-05-021] a write waits for an early read of index.html, used or not, and for a failed call as for an answered one', async () => {
    const earlyRead = deferred<Response>();
    globals[EARLY_RESPONSES_GLOBAL] = { [`include ${BASE}${WEBSTORE}/session-context`]: earlyRead.promise };
    const { client, log, pendingReads } = storeOverFakeNetwork();
    const write = signIn(client);
    await new Promise((r) => setTimeout(r, 20));
    expect(log).toEqual([]);
    earlyRead.resolve(json());
    await write;
    expect(log).toEqual(['sent POST /auth/login', 'answered POST /auth/login']);

    const failing = readSession(client).catch(() => undefined);
    const second = signIn(client);
    await new Promise((r) => setTimeout(r, 20));
    expect(log.at(-1)).toBe('sent GET /session-context');
    pendingReads[0]!.resolve(Response.error());
    await Promise.all([failing, second]);
    expect(log.slice(-2)).toEqual(['sent POST /auth/login', 'answered POST /auth/login']);
  });

  it('[PX-05-021] a credentialed read made while a sign-in is on its way is sent once the sign-in has answered, so it carries the new session; a read without cookies goes at once', async () => {
    const { client, log, pendingReads, pendingWrites } = storeOverFakeNetwork({ holdWrites: true });
    const write = signIn(client);
    await new Promise((r) => setTimeout(r, 20));
    const read = readSession(client);
    const withoutCookies = readSession(client, 'omit');
    await new Promise((r) => setTimeout(r, 20));
    expect(log).toEqual(['sent POST /auth/login', 'sent GET /session-context']);

    pendingWrites[0]!.resolve(json());
    await write;
    await new Promise((r) => setTimeout(r, 20));
    expect(log).toEqual(['sent POST /auth/login', 'sent GET /session-context', 'answered POST /auth/login', 'sent GET /session-context']);
    for (const pending of pendingReads) pending.resolve(json());
    await Promise.all([read, withoutCookies]);
  });

  it('[PX-05-021] a credentialed read made while a sign-in still waits for earlier calls waits for the sign-in too, so it never carries the session the sign-in ends', async () => {
    const { client, log, pendingReads } = storeOverFakeNetwork();
    const earlier = readSession(client);
    const write = signIn(client);
    await new Promise((r) => setTimeout(r, 20));
    const later = readSession(client);
    await new Promise((r) => setTimeout(r, 20));
    expect(log).toEqual(['sent GET /session-context']);

    pendingReads[0]!.resolve(json());
    await write;
    await new Promise((r) => setTimeout(r, 20));
    expect(log).toEqual(['sent GET /session-context', 'answered GET /session-context', 'sent POST /auth/login', 'answered POST /auth/login', 'sent GET /session-context']);
    pendingReads[1]!.resolve(json());
    await Promise.all([earlier, later]);
  });
});

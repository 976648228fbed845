// A write waits for the calls sent before the browser held a session cookie (PX-05-021).
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
function storeOverFakeNetwork(options: { sessionCookie: () => boolean }) {
  const log: string[] = [];
  const pendingReads: Array<ReturnType<typeof deferred<Response>>> = [];
  const network: typeof fetch = async (input) => {
    const request = input as Request;
    const what = `${request.method} ${new URL(request.url).pathname.replace(WEBSTORE, '')}`;
    log.push(`sent ${what}`);
    if (request.method === 'GET') {
      const answer = deferred<Response>();
      pendingReads.push(answer);
      const response = await answer.promise;
      log.push(`answered ${what}`);
      return response;
    }
    log.push(`answered ${what}`);
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  // The CSRF cookie is set and cleared with the session cookie: the client reads it to know whether there is one.
  const client = createStoreClient({ baseUrl: BASE, fetch: network, csrfToken: () => (options.sessionCookie() ? 'token' : undefined) });
  return { client, log, pendingReads };
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
    const { client, log, pendingReads } = storeOverFakeNetwork({ sessionCookie: () => false });
    const read = readSession(client);
    const write = signIn(client);
    await new Promise((r) => setTimeout(r, 20));
    expect(log).toEqual(['sent GET /session-context']);

    pendingReads[0]!.resolve(json());
    await Promise.all([read, write]);
    expect(log).toEqual(['sent GET /session-context', 'answered GET /session-context', 'sent POST /auth/login', 'answered POST /auth/login']);
  });

  it('[PX-05-021] a write does not wait for reads sent with a session cookie, nor for reads that carry no cookies', async () => {
    let held = true;
    const { client, log, pendingReads } = storeOverFakeNetwork({ sessionCookie: () => held });
    const withSession = readSession(client);
    held = false;
    const withoutCookies = readSession(client, 'omit');
    await signIn(client);
    expect(log).toEqual(['sent GET /session-context', 'sent GET /session-context', 'sent POST /auth/login', 'answered POST /auth/login']);
    for (const read of pendingReads) read.resolve(json());
    await Promise.all([withSession, withoutCookies]);
  });

  it('[PX-05-021] a write waits for an early read of index.html, used or not, and for a failed call as for an answered one', async () => {
    const earlyRead = deferred<Response>();
    globals[EARLY_RESPONSES_GLOBAL] = { [`include ${BASE}${WEBSTORE}/session-context`]: earlyRead.promise };
    const { client, log, pendingReads } = storeOverFakeNetwork({ sessionCookie: () => false });
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
});

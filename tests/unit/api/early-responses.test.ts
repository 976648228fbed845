// The typed client's use of the reads index.html starts early (PX-05-019).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_RESPONSE_MAX_PAGE_AGE_MS, EARLY_RESPONSES_GLOBAL, earlyReadsOfThisPage, fetchWithEarlyResponses, takeEarlyResponse } from '../../../src/api/early-responses.ts';

const APP_CONTEXT = 'http://store.test/services/data/v64.0/commerce/webstores/0ZE000000000001/application-context';
const globals = globalThis as unknown as Record<string, Record<string, Promise<Response> | undefined> | undefined>;

function early(entries: Record<string, Promise<Response>>) {
  globals[EARLY_RESPONSES_GLOBAL] = { ...entries };
}

/** How long ago the page started loading. */
let pageAgeMs = 1_000;

beforeEach(() => {
  pageAgeMs = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => pageAgeMs);
});

afterEach(() => {
  delete globals[EARLY_RESPONSES_GLOBAL];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('early responses', () => {
  it('[PX-05-019] answers the first identical GET from the early read, once', async () => {
    const answer = new Response('{"early":true}');
    early({ [`omit ${APP_CONTEXT}`]: Promise.resolve(answer) });
    const network = vi.fn(async () => new Response('{"network":true}'));
    vi.stubGlobal('fetch', network);

    const first = await fetchWithEarlyResponses(new Request(APP_CONTEXT, { credentials: 'omit' }));
    expect(first).toBe(answer);
    expect(network).not.toHaveBeenCalled();

    const second = await fetchWithEarlyResponses(new Request(APP_CONTEXT, { credentials: 'omit' }));
    expect(await second.json()).toEqual({ network: true });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('[PX-05-019] a request with other credentials, another address or method goes to the network', () => {
    early({ [`omit ${APP_CONTEXT}`]: Promise.resolve(new Response('{}')) });
    expect(takeEarlyResponse(new Request(APP_CONTEXT, { credentials: 'include' }))).toBeUndefined();
    expect(takeEarlyResponse(new Request(`${APP_CONTEXT}?x=1`, { credentials: 'omit' }))).toBeUndefined();
    expect(takeEarlyResponse(new Request(APP_CONTEXT, { method: 'POST', credentials: 'omit' }))).toBeUndefined();
    // Still there for the matching request.
    expect(takeEarlyResponse(new Request(APP_CONTEXT, { credentials: 'omit' }))).toBeDefined();
  });

  it('[PX-05-019] a write drops every unused early read: a session read after sign-in is never the guest answer', async () => {
    const SESSION = APP_CONTEXT.replace('application-context', 'session-context');
    early({ [`include ${SESSION}`]: Promise.resolve(new Response('{"isLoggedIn":false}')) });
    const network = vi.fn(async (request: Request) => new Response(request.method === 'POST' ? '{}' : '{"isLoggedIn":true}'));
    vi.stubGlobal('fetch', network);
    await fetchWithEarlyResponses(new Request(APP_CONTEXT.replace('application-context', 'auth/login'), { method: 'POST', credentials: 'include' }));
    const session = await fetchWithEarlyResponses(new Request(SESSION, { credentials: 'include' }));
    expect(await session.json()).toEqual({ isLoggedIn: true });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('[PX-05-019] an early read that failed is replaced by the request itself', async () => {
    early({ [`omit ${APP_CONTEXT}`]: Promise.reject(new TypeError('network down')) });
    const network = vi.fn(async () => new Response('{"network":true}'));
    vi.stubGlobal('fetch', network);
    const response = await fetchWithEarlyResponses(new Request(APP_CONTEXT, { credentials: 'omit' }));
    expect(await response.json()).toEqual({ network: true });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('[PX-05-019] an aborted request rejects even when its early read is still under way', async () => {
    early({ [`omit ${APP_CONTEXT}`]: new Promise<Response>(() => undefined) });
    const controller = new AbortController();
    const pending = fetchWithEarlyResponses(new Request(APP_CONTEXT, { credentials: 'omit', signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('[PX-05-019] once the page is older than the early reads may be, they are dropped', () => {
    early({ [`omit ${APP_CONTEXT}`]: Promise.resolve(new Response('{}')) });
    pageAgeMs = EARLY_RESPONSE_MAX_PAGE_AGE_MS + 1;
    expect(takeEarlyResponse(new Request(APP_CONTEXT, { credentials: 'omit' }))).toBeUndefined();
    pageAgeMs = 1_000;
    expect(takeEarlyResponse(new Request(APP_CONTEXT, { credentials: 'omit' }))).toBeUndefined();
  });

  it('[PX-05-019] without early reads every request goes to the network', async () => {
    const network = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', network);
    await fetchWithEarlyResponses(new Request(APP_CONTEXT));
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('[PX-05-021] every early read of the page, used or not, stays known, for writes to wait on', async () => {
    const used = Promise.resolve(new Response('{}'));
    const unused = Promise.resolve(new Response('{}'));
    const SESSION = APP_CONTEXT.replace('application-context', 'session-context');
    early({ [`include ${SESSION}`]: used, [`omit ${APP_CONTEXT}`]: unused });
    await takeEarlyResponse(new Request(SESSION, { credentials: 'include' }));
    expect(earlyReadsOfThisPage()).toEqual(expect.arrayContaining([used, unused]));
  });
});

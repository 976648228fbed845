// Until the browser holds a session cookie, each credentialed call gets a fresh guest session
// cookie back; and a sign-in replaces the session it was sent with, so a call still carrying the
// replaced session's cookie gets a fresh guest session back too. Either answer, arriving after a
// sign-in (or any write that sets the session), would replace that session with a guest one. So a
// write waits for every credentialed call on its way, the early reads of index.html included, and a
// credentialed call made while a write is on its way waits for that write (PX-05-021). Calls
// without cookies never wait.
import type { Middleware } from 'openapi-fetch';
import { earlyReadsOfThisPage } from './early-responses.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The client's first middleware: it notes a credentialed call as soon as it is made (so a call
 * made in the same tick, or while it waits, already sees it) and lets a waiting call go once those
 * it waits for have answered or failed.
 */
export function sessionCookieGate(): Middleware {
  const onTheirWay = new Map<string, { answered: Promise<void>; settle: () => void; write: boolean }>();
  const answersOf = (writesOnly: boolean) => [...onTheirWay.values()].filter((call) => call.write || !writesOnly).map((call) => call.answered);
  const note = (id: string, request: Request) => {
    let settle!: () => void;
    const answered = new Promise<void>((resolve) => (settle = resolve));
    onTheirWay.set(id, { answered, settle, write: !SAFE_METHODS.has(request.method) });
  };
  const settle = (id: string) => {
    onTheirWay.get(id)?.settle();
    onTheirWay.delete(id);
  };
  return {
    onRequest({ request, id }) {
      if (request.credentials === 'omit') return request;
      const waitFor = SAFE_METHODS.has(request.method) ? answersOf(true) : [...answersOf(false), ...earlyReadsOfThisPage()];
      // Noted at once, before its own wait: a call made while this one waits must wait for it too
      // (a read made while a sign-in waits would otherwise carry the session the sign-in ends).
      note(id, request);
      if (waitFor.length === 0) return request;
      return Promise.allSettled(waitFor).then(() => request);
    },
    onResponse({ id }) {
      settle(id);
    },
    onError({ id }) {
      settle(id);
    },
  };
}

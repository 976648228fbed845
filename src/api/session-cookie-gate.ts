// Until the browser holds a session cookie, each credentialed call gets a fresh guest session
// cookie back. One that answers after a sign-in (or any write that sets the session) would replace
// that session with a guest one, so a write first waits for every call sent without a session
// cookie, the early reads of index.html included, to answer (PX-05-021). Reads never wait.
import type { Middleware } from 'openapi-fetch';
import { earlyReadsOfThisPage } from './early-responses.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The client's first middleware: it notes a call sent without a session cookie as soon as the call
 * is made (so a write made in the same tick already sees it) and lets a write go once all have answered.
 */
export function sessionCookieGate(holdsSessionCookie: () => boolean): Middleware {
  const unanswered = new Map<string, Promise<void>>();
  const answer = new Map<string, () => void>();
  const noteIfWithoutSession = (id: string, request: Request) => {
    if (request.credentials === 'omit' || holdsSessionCookie()) return;
    unanswered.set(id, new Promise<void>((resolve) => answer.set(id, resolve)));
  };
  const answered = (id: string) => {
    answer.get(id)?.();
    answer.delete(id);
    unanswered.delete(id);
  };
  return {
    onRequest({ request, id }) {
      if (SAFE_METHODS.has(request.method)) {
        noteIfWithoutSession(id, request);
        return request;
      }
      return Promise.allSettled([...unanswered.values(), ...earlyReadsOfThisPage()]).then(() => {
        noteIfWithoutSession(id, request);
        return request;
      });
    },
    onResponse({ id }) {
      answered(id);
    },
    onError({ id }) {
      answered(id);
    },
  };
}

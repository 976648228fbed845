// Responses the page asked for before the application's code arrived. index.html starts the
// first reads of a page load (the application and session contexts, a product page's product) as
// soon as the document is parsed, while the scripts download; the typed client then uses each of
// them for the first request it makes that is exactly the same (method GET, address, credentials),
// once. Any other request, or a second one, goes to the network as usual.

/** The window property index.html fills: `${credentials} ${absolute url}` → the response promise. */
export const EARLY_RESPONSES_GLOBAL = '__earlyResponses';

/**
 * Early reads answer the page load's own first requests only: past this age of the page (ms since
 * it started loading) they are dropped, so a later read (say, of an application context whose
 * stored copy has expired) never gets an old answer.
 */
export const EARLY_RESPONSE_MAX_PAGE_AGE_MS = 30_000;

type EarlyResponses = Record<string, Promise<Response> | undefined>;

const usedEarlyReads: Promise<Response>[] = [];

const keyOf = (credentials: RequestCredentials, url: string) => `${credentials} ${url}`;

function earlyResponses(): EarlyResponses | undefined {
  // Set by index.html's early-reads script under this name, or absent.
  return Reflect.get(globalThis, EARLY_RESPONSES_GLOBAL) as EarlyResponses | undefined;
}

function abortedError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** The early response for this request, taken (so it serves one request only); undefined when there is none. */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const pending = earlyResponses();
  if (!pending) return undefined;
  if (typeof performance !== 'undefined' && performance.now() > EARLY_RESPONSE_MAX_PAGE_AGE_MS) {
    dropEarlyResponses();
    return undefined;
  }
  const key = keyOf(request.credentials, request.url);
  const early = pending[key];
  if (!early) return undefined;
  delete pending[key];
  usedEarlyReads.push(early);
  const { signal } = request;
  if (signal.aborted) return Promise.reject(abortedError(signal));
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(abortedError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    // A network failure of the early read is not this request's answer: it goes out itself.
    early
      .catch(() => fetch(request))
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Every early read of this page load, used or not: each went out before the page could know of a
 * session cookie, so a write waits for them (src/api/session-cookie-gate.ts).
 */
export function earlyReadsOfThisPage(): Promise<Response>[] {
  const pending = Object.values(earlyResponses() ?? {}).filter((early): early is Promise<Response> => early !== undefined);
  return [...usedEarlyReads, ...pending];
}

function dropEarlyResponses(): void {
  const pending = earlyResponses();
  if (pending) for (const key of Object.keys(pending)) delete pending[key];
}

/**
 * fetch that answers from an early response when one matches. A write (sign-in, say) may change
 * what any read answers, so it drops every early read not yet used.
 */
export const fetchWithEarlyResponses: typeof globalThis.fetch = (input, init) => {
  const request = input instanceof Request && init === undefined ? input : new Request(input, init);
  if (request.method !== 'GET' && request.method !== 'HEAD') dropEarlyResponses();
  return takeEarlyResponse(request) ?? fetch(request);
};

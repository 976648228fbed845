// The typed HTTP client over the generated schema. Writes carry the CSRF token the server set in
// the readable `csrf-token` cookie (double submit); cookies travel with every same-origin call.
import createClient, { type Middleware } from 'openapi-fetch';
import { readCookie } from './cookies.ts';
import { fetchWithEarlyResponses } from './early-responses.ts';
import { sessionCookieGate } from './session-cookie-gate.ts';
import type { paths } from './generated/schema.ts';

export const API_VERSION = 'v64.0';
export const DEFAULT_WEBSTORE_ID = '0ZE000000000001';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The readable cookie holding the CSRF token that writes send back (double submit). */
const CSRF_COOKIE = 'csrf-token';

export interface StoreClientOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Where the CSRF token comes from; the browser's cookies by default. */
  csrfToken?: () => string | undefined;
}

export function createStoreClient(options: StoreClientOptions = {}) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    // In the browser, the first reads of the page may already be under way (src/api/early-responses.ts).
    fetch: options.fetch ?? (typeof window === 'undefined' ? undefined : fetchWithEarlyResponses),
    credentials: 'include',
    // Every array parameter of the OpenAPI is form style without explode: one comma-joined value (PX-02-010).
    querySerializer: { array: { style: 'form', explode: false } },
  });
  const csrfToken = options.csrfToken ?? (() => (typeof document === 'undefined' ? undefined : readCookie(document.cookie, CSRF_COOKIE)));
  const csrf: Middleware = {
    onRequest({ request }) {
      const token = csrfToken();
      if (token && WRITE_METHODS.has(request.method)) request.headers.set('csrf-token', token);
      return request;
    },
  };
  // The gate goes first: a write reads its CSRF token only once the calls before it have answered (PX-05-021).
  client.use(sessionCookieGate(), csrf);
  return client;
}

export type StoreClient = ReturnType<typeof createStoreClient>;

// A fake fetch for the API layer: records every request the typed client sends and answers with the
// OpenAPI document's example for the matched operation, or with a canned response.
import { readFileSync } from 'node:fs';
import { createStoreClient } from '../../../src/api/client.ts';
import type { RequestContext } from '../../../src/api/request.ts';
import { createStoreApi } from '../../../src/api/registry.ts';

export const BASE_URL = 'http://store.test';
export const WEBSTORE_ID = '0ZE000000000001';
export const PREFIX = '/services/data/v64.0';
export const STORE = `${PREFIX}/commerce/webstores/${WEBSTORE_ID}`;
export const CSRF_TOKEN = 'csrf-token-0001';

export interface Recorded {
  method: string;
  url: URL;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  credentials: RequestCredentials;
  body?: unknown;
}

type Responder = (request: Request) => Response | Promise<Response>;

type Example = { value?: unknown; $ref?: string };
type Media = { example?: unknown; examples?: Record<string, Example> };
type Document = {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, Media> }> }>>;
  components: { responses: Record<string, { content?: Record<string, Media> }>; examples: Record<string, Example> };
};

const openapi = JSON.parse(readFileSync('openapi/.bundled/storefront.json', 'utf8')) as Document;

const operations = Object.entries(openapi.paths)
  .map(([template, item]) => ({
    template,
    item,
    params: (template.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params);

function operationFor(method: string, path: string) {
  const found = operations.find((op) => op.pattern.test(path) && op.item[method.toLowerCase()]);
  if (!found) throw new Error(`no operation for ${method} ${path}`);
  return found.item[method.toLowerCase()]!;
}

/** The first 2xx response of the operation, with its first example as body. */
export function exampleResponse(method: string, path: string): Response {
  const op = operationFor(method, path);
  const [status, declared] = Object.entries(op.responses).find(([code]) => code.startsWith('2'))!;
  const response = declared.$ref ? openapi.components.responses[declared.$ref.split('/').pop()!]! : declared;
  const media = response.content?.['application/json'];
  const named = Object.values(media?.examples ?? {})[0];
  const example = media?.example ?? (named?.$ref ? openapi.components.examples[named.$ref.split('/').pop()!]?.value : named?.value);
  if (Number(status) === 204 || example === undefined) return new Response(null, { status: Number(status) });
  return json(Number(status), example);
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function platformError(status: number, statusText: string, errors: { errorCode: string; message: string }[]): Response {
  return json(status, errors, {}, statusText);
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.clone().formData();
  const text = await request.clone().text();
  return text === '' ? undefined : JSON.parse(text);
}

export function fakeStore(context: RequestContext | (() => RequestContext) = { isGuest: false }, responder?: Responder) {
  const requests: Recorded[] = [];
  let respond: Responder = responder ?? ((request) => exampleResponse(request.method, new URL(request.url).pathname));
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.signal.aborted) throw new DOMException('This operation was aborted', 'AbortError');
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      url,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      credentials: request.credentials,
      body: await readBody(request),
    });
    const response = await respond(request);
    Object.defineProperty(response, 'url', { value: request.url });
    return response;
  };
  const client = createStoreClient({ baseUrl: BASE_URL, fetch: fetch as typeof globalThis.fetch, csrfToken: () => CSRF_TOKEN });
  const { api } = createStoreApi({ client, webstoreId: WEBSTORE_ID, context });
  return {
    api,
    client,
    requests,
    /** The only request made. */
    get last(): Recorded {
      const last = requests.at(-1);
      if (!last) throw new Error('no request was made');
      return last;
    },
    answerWith(next: Responder) {
      respond = next;
    },
  };
}

/** A signed-in buyer acting for Lakeshore Neurology Associates in USD. */
export const BUYER: RequestContext = {
  isGuest: false,
  effectiveAccountId: '001000000000001',
  currencyIsoCode: 'USD',
  taxType: 'Gross',
};

/** Runs a call that must fail validation and returns the thrown error. */
export async function rejection(call: () => unknown): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

// One guard in front of every handler (issue 18): input that the database or a handler cannot take
// is refused with a documented 4xx and the error body before any session row or handler work.
// - the URL must be valid percent-encoded UTF-8 (path segments and query pairs), without empty or dot segments;
// - no string or key (URL, JSON body, multipart field, the JSON inside a multipart part, file name)
//   may hold a NUL byte, another control character or an unpaired surrogate (PostgreSQL text
//   refuses NUL and lone surrogates);
// - JSON numbers lie in the 32-bit integer range of the store's columns, and bodies nest at most
//   MAX_BODY_DEPTH levels;
// - a body must come in a content type the operation declares (a text/plain or untyped body would
//   otherwise skip the schema validation of the JSON it pretends to be).
// Framework failures (body limits, malformed multipart, URLs over the parser's limit) are mapped to
// the same body by errorFromFramework and the raw client-error answer below.
import type { Socket } from 'node:net';
import { ApiError, type ErrorEntry } from './errors.ts';

/** JSON bodies of the API are small; uploads (multipart) have their own per-file limit. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
const INT32_MAX = 2 ** 31 - 1;
const INT32_MIN = -(2 ** 31);

const fail = (status: number, errorCode: string, message: string) => new ApiError(status, [{ errorCode, message }]);
export const invalidUrl = () => fail(400, 'INVALID_URL', 'The request URL is not valid percent-encoded UTF-8.');
const bodyTooLarge = () => fail(413, 'REQUEST_TOO_LARGE', 'The request body may be at most 1 MB.');
export const malformedMultipart = (detail: string) => fail(400, 'MALFORMED_MULTIPART', `The multipart body cannot be read: ${detail}.`);
const unsupportedContentType = (allowed: string[]) =>
  fail(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the request body as ${allowed.join(' or ')}.`);

// An unpaired high or low surrogate (a well-formed pair is allowed).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// Control characters other than tab, line feed and carriage return: C0, DEL and C1 (PX-65-001).
// PostgreSQL refuses NUL; the others are never text a buyer types and break logs, CSV and e-mail.
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** The deepest nesting of arrays and objects a body may have; the contract's deepest body nests 6 levels (PX-65-002). */
const MAX_BODY_DEPTH = 32;

function stringProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character';
  const control = CONTROL.exec(text);
  if (control) return `contains a control character (U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`;
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired surrogate (not valid Unicode)';
  return undefined;
}

/**
 * The first value of a parsed body that the store cannot take, as `where problem`: a string or key
 * with NUL, another control character or an unpaired surrogate, a number outside the 32-bit range,
 * or nesting deeper than MAX_BODY_DEPTH. Walked with a stack of its own, so no depth of nesting
 * (JSON.parse takes any) can overflow the call stack.
 */
function valueProblem(value: unknown, where = 'body'): string | undefined {
  const stack: Array<{ value: unknown; where: string; depth: number }> = [{ value, where, depth: 0 }];
  while (stack.length > 0) {
    const { value: item, where: at, depth } = stack.pop()!;
    // A body of a type no operation reads (kept as bytes) is refused by its content type, not walked.
    if (Buffer.isBuffer(item)) continue;
    if (typeof item === 'string') {
      const problem = stringProblem(item);
      if (problem) return `${at} ${problem}`;
    } else if (typeof item === 'number') {
      if (!Number.isFinite(item) || item > INT32_MAX || item < INT32_MIN) return `${at} must be between ${INT32_MIN} and ${INT32_MAX}`;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_BODY_DEPTH) return `${at} is nested deeper than ${MAX_BODY_DEPTH} levels`;
      const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item);
      // Pushed in reverse so the first field is looked at first (the message names the first problem).
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        const keyProblem = Array.isArray(item) ? undefined : stringProblem(key);
        if (keyProblem) return `${at} has a key that ${keyProblem}`;
        stack.push({ value: child, where: `${at}.${key}`, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

export function assertValue(value: unknown, where = 'body'): void {
  const problem = valueProblem(value, where);
  if (problem) throw fail(400, 'INVALID_INPUT', problem.length > 200 ? `${problem.slice(0, 200)}…` : problem);
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw invalidUrl();
  }
}

/** Decodes every path segment and query pair; refuses bad encodings, NUL and unpaired surrogates. */
export function assertUrl(path: string, rawQuery: string): void {
  // No API path has an empty segment: `/webstores//carts` is a malformed URL, not an unknown route.
  if (path.includes('//')) throw fail(400, 'INVALID_URL', 'The request URL has an empty path segment.');
  for (const segment of path.split('/')) {
    const decoded = decode(segment);
    // Nor a dot segment, sent or encoded: `webstores/../carts` is a malformed URL, not an unknown route (PX-65-004).
    if (decoded === '.' || decoded === '..') throw fail(400, 'INVALID_URL', 'The request URL has a dot segment (. or ..).');
    assertValue(decoded, 'path');
  }
  if (!rawQuery) return;
  for (const pair of rawQuery.split('&')) {
    const at = pair.indexOf('=');
    const name = decode((at < 0 ? pair : pair.slice(0, at)).replace(/\+/g, ' '));
    assertValue(name, 'query');
    if (at >= 0) assertValue(decode(pair.slice(at + 1).replace(/\+/g, ' ')), `query.${name}`);
  }
}

/** The body's media type must be one the operation declares (when a body is sent). */
export function assertContentType(declared: string[], contentType: string | undefined, hasBody: boolean): void {
  if (declared.length === 0 || !hasBody) return;
  const media = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!declared.includes(media)) throw unsupportedContentType(declared);
  if (media === 'multipart/form-data' && !/;\s*boundary=/i.test(contentType ?? '')) throw malformedMultipart('no boundary in the content type');
}

/** Every framework error as a documented status and the error body (never a 5xx for bad input). */
export function errorFromFramework(error: { code?: string; statusCode?: number; message?: string }): ApiError | undefined {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fail(413, 'FILE_TOO_LARGE', 'Files may be at most 10 MB.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return bodyTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'The content type of the request body is not supported.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return malformedMultipart('it has too many parts');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return malformedMultipart('the content type is not multipart/form-data');
    case 'FST_ERR_BAD_URL':
      return invalidUrl();
  }
  if (error.statusCode === 413) return bodyTooLarge();
  if (error.statusCode === 415) return fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'The content type of the request body is not supported.');
  // Other framework 4xx answers (malformed JSON, empty JSON body, bad content length…) are bad requests.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return fail(400, 'INVALID_INPUT', error.message || 'The request is invalid.');
  return undefined;
}

/**
 * Requests the HTTP parser refuses (a URL or headers over 16 KB, a malformed request line) never
 * reach Fastify: they are answered here with 400 and the error body, and the rest of the request is
 * read and dropped before the socket closes so the client gets the answer instead of a reset.
 */
export function answerClientError(error: { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || !socket.writable) {
    socket.destroy();
    return;
  }
  const entry: ErrorEntry =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? { errorCode: 'URL_TOO_LONG', message: 'The request URL and headers may be at most 16 KB.' }
      : { errorCode: 'MALFORMED_REQUEST', message: 'The request is not valid HTTP.' };
  const body = JSON.stringify([entry]);
  socket.on('error', () => socket.destroy());
  socket.resume();
  socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), 5_000).unref();
}

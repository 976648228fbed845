// One guard in front of every handler (issue 18): input that the database or a handler cannot take
// is refused with a documented 4xx and the error body before any session row or handler work.
// - the URL must be valid percent-encoded UTF-8 (path segments and query pairs), without empty segments;
// - no string (URL, JSON body, multipart field or file name) may hold a NUL byte or an unpaired
//   surrogate (PostgreSQL text refuses both);
// - JSON numbers lie in the 32-bit integer range of the store's columns;
// - a body must come in a content type the operation declares (a text/plain or untyped body would
//   otherwise skip the schema validation of the JSON it pretends to be).
// Framework failures (body limits, malformed multipart, URLs over the parser's limit) are mapped to
// the same body by errorFromFramework and the raw client-error answer below.
import type { Socket } from 'node:net';
import { ApiError, type ErrorEntry } from './errors.ts';

/** JSON bodies of the API are small; uploads (multipart) have their own per-file limit. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Node's default header limit: the request line (URL) and headers together. */
export const MAX_HEADER_BYTES = 16 * 1024;
const INT32_MAX = 2 ** 31 - 1;
const INT32_MIN = -(2 ** 31);

const fail = (status: number, errorCode: string, message: string) => new ApiError(status, [{ errorCode, message }]);
export const invalidUrl = () => fail(400, 'INVALID_URL', 'The request URL is not valid percent-encoded UTF-8.');
export const bodyTooLarge = () => fail(413, 'REQUEST_TOO_LARGE', 'The request body may be at most 1 MB.');
export const malformedMultipart = (detail: string) => fail(400, 'MALFORMED_MULTIPART', `The multipart body cannot be read: ${detail}.`);
export const unsupportedContentType = (allowed: string[]) =>
  fail(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the request body as ${allowed.join(' or ')}.`);

// An unpaired high or low surrogate (a well-formed pair is allowed).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function stringProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired surrogate (not valid Unicode)';
  return undefined;
}

/** The first value of a parsed body that the store cannot take, as `where problem`. */
export function valueProblem(value: unknown, where = 'body'): string | undefined {
  // A body of a type no operation reads (kept as bytes) is refused by its content type, not walked.
  if (Buffer.isBuffer(value)) return undefined;
  if (typeof value === 'string') {
    const problem = stringProblem(value);
    return problem && `${where} ${problem}`;
  }
  if (typeof value === 'number') {
    return value > INT32_MAX || value < INT32_MIN ? `${where} must be between ${INT32_MIN} and ${INT32_MAX}` : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const problem = valueProblem(value[i], `${where}.${i}`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = stringProblem(key) ? `${where} has a key that ${stringProblem(key)}` : valueProblem(item, `${where}.${key}`);
      if (problem) return problem;
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
  for (const segment of path.split('/')) assertValue(decode(segment), 'path');
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

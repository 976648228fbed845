// Failures leave the server as the platform's error body: a JSON array of { errorCode, message }.
// The domain raises DomainError (a kind, no status); this file is the one place that gives each
// kind its HTTP status. ApiError is for failures of HTTP itself (validation, CSRF, routing).
import { DomainError, type FailureKind, type Problem } from '../domain/errors.ts';

export type ErrorEntry = Problem;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly entries: ErrorEntry[],
    readonly headers: Record<string, string> = {},
  ) {
    super(entries.map((e) => e.message).join('; '));
  }
}

export const STATUS_OF: Record<FailureKind, number> = {
  'invalid-input': 400,
  'not-signed-in': 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  'unsupported-type': 415,
  unprocessable: 422,
};

export const toApiError = (error: DomainError): ApiError => new ApiError(STATUS_OF[error.kind], error.problems);

/** A thrown value as the error body, or undefined when it is not a failure the API answers with. */
export function apiErrorOf(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) return toApiError(error);
  return undefined;
}

const fail = (status: number, errorCode: string, message: string) => new ApiError(status, [{ errorCode, message }]);

export const badRequest = (message: string, errorCode = 'INVALID_INPUT') => fail(400, errorCode, message);
export const unauthorized = (message = 'Session expired or invalid', errorCode = 'INVALID_SESSION_ID') => fail(401, errorCode, message);
export const forbidden = (message = "You don't have access to this record.", errorCode = 'INSUFFICIENT_ACCESS') => fail(403, errorCode, message);
export const notFound = (message = 'The requested resource does not exist', errorCode = 'NOT_FOUND') => fail(404, errorCode, message);
export const conflict = (message: string, errorCode = 'CONFLICT') => fail(409, errorCode, message);
export const gone = (message: string, errorCode = 'GONE') => fail(410, errorCode, message);
export const payloadTooLarge = () => fail(413, 'FILE_TOO_LARGE', 'Files may be at most 10 MB.');
export const unsupportedMediaType = () => fail(415, 'UNSUPPORTED_FILE_TYPE', 'Upload a PDF, PNG or JPEG file.');
export const unprocessable = (message: string, errorCode = 'UNPROCESSABLE_ENTITY') => fail(422, errorCode, message);

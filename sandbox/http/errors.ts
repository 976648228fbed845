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

const STATUS_OF: Record<FailureKind, number> = {
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

// The domain's failures: what went wrong, in the platform's words (errorCode and message), never an
// HTTP status. http/errors.ts maps each kind to its status and the error body.

export type FailureKind =
  | 'invalid-input'
  | 'not-signed-in'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'too-large'
  | 'unsupported-type'
  | 'unprocessable';

export interface Problem {
  errorCode: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly problems: Problem[],
  ) {
    super(problems.map((p) => p.message).join('; '));
  }
}

const fail = (kind: FailureKind, errorCode: string, message: string) => new DomainError(kind, [{ errorCode, message }]);

export const invalidInput = (message: string, errorCode = 'INVALID_INPUT') => fail('invalid-input', errorCode, message);
export const notSignedIn = (message = 'Session expired or invalid', errorCode = 'INVALID_SESSION_ID') => fail('not-signed-in', errorCode, message);
export const forbidden = (message = "You don't have access to this record.", errorCode = 'INSUFFICIENT_ACCESS') => fail('forbidden', errorCode, message);
export const notFound = (message = 'The requested resource does not exist', errorCode = 'NOT_FOUND') => fail('not-found', errorCode, message);
export const conflict = (message: string, errorCode = 'CONFLICT') => fail('conflict', errorCode, message);
export const gone = (message: string, errorCode = 'GONE') => fail('gone', errorCode, message);
export const tooLarge = () => fail('too-large', 'FILE_TOO_LARGE', 'Files may be at most 10 MB.');
export const unsupportedFileType = () => fail('unsupported-type', 'UNSUPPORTED_FILE_TYPE', 'Upload a PDF, PNG or JPEG file.');
export const unprocessable = (message: string, errorCode = 'UNPROCESSABLE_ENTITY') => fail('unprocessable', errorCode, message);
/** Several problems at once (every line short of stock, every step missing before an order). */
export const unprocessableAll = (problems: Problem[]) => new DomainError('unprocessable', problems);

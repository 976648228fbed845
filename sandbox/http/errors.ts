// Failures travel as ApiError and leave the server as the platform's error body:
// a JSON array of { errorCode, message }.

export interface ErrorEntry {
  errorCode: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly entries: ErrorEntry[],
    readonly headers: Record<string, string> = {},
  ) {
    super(entries.map((e) => e.message).join('; '));
  }
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

// Error normalisation of the API layer (CC §8, SH §8): a failed call becomes an ApiError carrying
// url, status, statusText and the errors of the platform body as { message, type, arguments }.

export interface NormalisedError {
  message: string;
  type: string;
  arguments?: unknown[];
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    readonly errors: NormalisedError[],
  ) {
    super(statusText || `HTTP ${status}`);
  }
}

export const ABORT_MESSAGE = 'Aborted';

/** An aborted request raises AbortError('Aborted'). */
export function abortError(): DOMException {
  return new DOMException(ABORT_MESSAGE, 'AbortError');
}

/** The platform body is an array of { errorCode, message }; anything else yields no entries. */
export function normaliseErrorBody(body: unknown): NormalisedError[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter((entry): entry is { errorCode?: unknown; message?: unknown } => typeof entry === 'object' && entry !== null)
    .map((entry) => ({
      type: typeof entry.errorCode === 'string' ? entry.errorCode : 'UNKNOWN_ERROR',
      message: typeof entry.message === 'string' ? entry.message : '',
    }));
}

export const CART_VALIDATION_ERROR = 'CART_VALIDATION_ERROR';

/** Cart calls keep an error's message only for CART_VALIDATION_ERROR. */
export function normaliseCartErrors(errors: NormalisedError[]): NormalisedError[] {
  return errors.map((error) => (error.type === CART_VALIDATION_ERROR ? error : { ...error, message: '' }));
}

export async function toApiError(response: Response, body?: unknown): Promise<ApiError> {
  let parsed = body;
  if (parsed === undefined) {
    try {
      parsed = await response.clone().json();
    } catch {
      parsed = undefined;
    }
  }
  return new ApiError(response.url, response.status, response.statusText, normaliseErrorBody(parsed));
}

// Error normalisation of the API layer (CC §8, SH §8): a failed call becomes an ApiError carrying
// url, status, statusText and the errors of the platform body as { message, type, arguments }.
import { keepsCartErrorMessage } from '../../machines/cart/errors.ts';

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
    message: string = statusText || `HTTP ${status}`,
  ) {
    super(message);
  }

  /** The same failure under another message (SH-8-015, CC-8-002, CC-8-026). */
  withMessage(message: string): ApiError {
    return new ApiError(this.url, this.status, this.statusText, this.errors, message);
  }

  /** The same failure with other error entries (CC-8-020). */
  withErrors(errors: NormalisedError[]): ApiError {
    return new ApiError(this.url, this.status, this.statusText, errors, this.message);
  }
}

const ABORT_MESSAGE = 'Aborted';

/** An aborted request raises AbortError('Aborted'). */
export function abortError(): DOMException {
  return new DOMException(ABORT_MESSAGE, 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** The platform body is an array of { errorCode, message }; anything else yields no entries. */
export function normaliseErrorBody(body: unknown): NormalisedError[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter((entry): entry is { errorCode?: unknown; message?: unknown; arguments?: unknown } => typeof entry === 'object' && entry !== null)
    .map((entry) => ({
      type: typeof entry.errorCode === 'string' ? entry.errorCode : 'UNKNOWN_ERROR',
      message: typeof entry.message === 'string' ? entry.message : '',
      arguments: Array.isArray(entry.arguments) ? entry.arguments : [],
    }));
}

/** Cart calls keep an error's message only for CART_VALIDATION_ERROR (the rule lives in machines/cart). */
export function normaliseCartErrors(errors: NormalisedError[]): NormalisedError[] {
  return errors.map((error) => (keepsCartErrorMessage(error.type) ? error : { ...error, message: '' }));
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

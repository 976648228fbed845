import { RETRY_DELAY_MS, RETRY_MAX_RETRIES, RETRY_NEVER_STATUS } from '../../../machines/constants/cart-checkout.ts';
import { errorMessageOf, httpStatusOf } from '../../../machines/retry/http-status.ts';
import { RequestValidationError } from '../../../machines/api/validation.ts';
import { shouldRetry } from '../../../machines/retry/retry-rule.ts';

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

describe('retry constants', () => {
  it('[CC-9-009][CC-9-010][CC-8-016] up to 3 retries, 4000 ms apart, never on 409', () => {
    expect(RETRY_MAX_RETRIES).toBe(3);
    expect(RETRY_DELAY_MS).toBe(4000);
    expect(RETRY_NEVER_STATUS).toBe(409);
  });
});

describe('shouldRetry', () => {
  it('[CC-8-016] never retries a 409', () => {
    expect(shouldRetry(new HttpError(409), 0)).toBe(false);
    expect(shouldRetry({ status: 409 }, 1)).toBe(false);
  });

  it('[CC-8-017] retries a failure without an answer or a server failure while fewer than 3 retries were made', () => {
    expect(shouldRetry(new HttpError(500), 0)).toBe(true);
    expect(shouldRetry(new HttpError(503), 2)).toBe(true);
    expect(shouldRetry(new Error('network'), 2)).toBe(true);
    expect(shouldRetry(new HttpError(500), 3)).toBe(false);
    expect(shouldRetry(new Error('network'), 4)).toBe(false);
  });

  it('[PX-76-003][PX-02-008] the server\'s word on the request (a 4xx), an abort and a request refused before sending are final', () => {
    for (const status of [400, 404, 410, 422]) expect(shouldRetry(new HttpError(status), 0)).toBe(false);
    expect(shouldRetry(Object.assign(new Error('Aborted'), { name: 'AbortError' }), 0)).toBe(false);
    expect(shouldRetry(new RequestValidationError('productId required'), 0)).toBe(false);
  });
});

describe('httpStatusOf and errorMessageOf', () => {
  it('[CC-8-016] reads a numeric status from an error object, nothing otherwise', () => {
    expect(httpStatusOf(new HttpError(409))).toBe(409);
    expect(httpStatusOf({ status: 422 })).toBe(422);
    expect(httpStatusOf({ status: '409' })).toBeUndefined();
    expect(httpStatusOf({})).toBeUndefined();
    expect(httpStatusOf(null)).toBeUndefined();
    expect(httpStatusOf(undefined)).toBeUndefined();
    expect(httpStatusOf(409)).toBeUndefined();
    expect(httpStatusOf('409')).toBeUndefined();
  });

  it('[CC-8-001] keeps an Error message and stringifies anything else', () => {
    expect(errorMessageOf(new Error('Gone'))).toBe('Gone');
    expect(errorMessageOf('offline')).toBe('offline');
    expect(errorMessageOf(404)).toBe('404');
  });
});

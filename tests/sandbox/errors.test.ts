// The one mapping of the domain's failures to HTTP (sandbox/http/errors.ts): each kind of DomainError
// answers its status with the domain's problems as the platform's error body, unchanged (PX-53-007).
import { describe, expect, it } from 'vitest';
import { conflict, DomainError, forbidden, gone, invalidInput, notFound, notSignedIn, tooLarge, unprocessable, unprocessableAll, unsupportedFileType, type FailureKind } from '../../sandbox/domain/errors.ts';
import { ApiError, apiErrorOf, toApiError } from '../../sandbox/http/errors.ts';

// The statuses as the platform answers them, written out here rather than read from STATUS_OF.
const EXPECTED: Record<FailureKind, number> = {
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

describe('domain errors over HTTP (PX-53-007)', () => {
  it('[PX-53-007] every kind of domain failure answers its status with the problems as the error body', () => {
    for (const [kind, status] of Object.entries(EXPECTED) as Array<[FailureKind, number]>) {
      const problems = [{ errorCode: `CODE_${status}`, message: `A ${kind} failure.` }, { errorCode: 'SECOND', message: 'And another.' }];
      const answer = toApiError(new DomainError(kind, problems));
      expect(answer, kind).toBeInstanceOf(ApiError);
      expect(answer.status, kind).toBe(status);
      expect(answer.entries, kind).toEqual(problems);
      expect(answer.headers, kind).toEqual({});
    }
  });

  it('[PX-53-007] the domain\'s helpers answer their status and the platform\'s default codes', () => {
    const cases: Array<[DomainError, number, string]> = [
      [invalidInput('Bad.'), 400, 'INVALID_INPUT'],
      [notSignedIn(), 401, 'INVALID_SESSION_ID'],
      [forbidden(), 403, 'INSUFFICIENT_ACCESS'],
      [notFound(), 404, 'NOT_FOUND'],
      [conflict('Taken.'), 409, 'CONFLICT'],
      [gone('Gone.'), 410, 'GONE'],
      [tooLarge(), 413, 'FILE_TOO_LARGE'],
      [unsupportedFileType(), 415, 'UNSUPPORTED_FILE_TYPE'],
      [unprocessable('No.'), 422, 'UNPROCESSABLE_ENTITY'],
    ];
    for (const [error, status, errorCode] of cases) {
      const answer = toApiError(error);
      expect([answer.status, answer.entries[0]!.errorCode]).toEqual([status, errorCode]);
    }
    const many = toApiError(unprocessableAll([{ errorCode: 'A', message: 'a' }, { errorCode: 'B', message: 'b' }]));
    expect([many.status, many.entries.map((entry) => entry.errorCode)]).toEqual([422, ['A', 'B']]);
  });

  it('[PX-53-007] a thrown value is answered when it is an HTTP or domain failure, and left to the server otherwise', () => {
    const http = new ApiError(429, [{ errorCode: 'TOO_MANY', message: 'Slow down.' }], { 'Retry-After': '3' });
    expect(apiErrorOf(http)).toBe(http);
    expect(apiErrorOf(notFound())).toMatchObject({ status: 404, entries: [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }] });
    expect(apiErrorOf(new Error('bug'))).toBeUndefined();
    expect(apiErrorOf('text')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { DataProviderError, providerFailure } from '../../../machines/api/provider-error.ts';

describe('a data provider failure (CC-3-014, SH-8-017)', () => {
  it('[CC-3-014][SH-8-017] keeps a failed call\'s reason, url, status and statusText under the provider\'s name', () => {
    const failure = providerFailure('sessionContext', { message: 'Forbidden', url: 'http://store.test/session-context', status: 403, statusText: 'Forbidden' });
    expect(failure).toBeInstanceOf(Error);
    expect(failure.name).toBe('DataProviderError');
    expect(failure.message).toBe('sessionContext: Forbidden');
    expect(failure.reason).toEqual({ provider: 'sessionContext', reason: 'Forbidden', url: 'http://store.test/session-context', status: 403, statusText: 'Forbidden' });
  });

  it('[CC-3-014] takes only what a failure really carries: blank or mistyped facts are left out, and a failure with no words is named as unknown', () => {
    expect(providerFailure('sessionContext', { message: '', url: '', status: '503', statusText: 42 }).reason).toEqual({
      provider: 'sessionContext',
      reason: 'unknown failure',
      url: undefined,
      status: undefined,
      statusText: undefined,
    });
    expect(providerFailure('sessionContext', null).reason.reason).toBe('unknown failure');
    expect(providerFailure('sessionContext', 503).reason).toEqual({ provider: 'sessionContext', reason: 'unknown failure', url: undefined, status: undefined, statusText: undefined });
    expect(providerFailure('sessionContext', 'offline').reason.reason).toBe('offline');
    expect(providerFailure('sessionContext', '').reason.reason).toBe('unknown failure');
    // A string is not taken apart as if it were a failed call.
    expect(providerFailure('sessionContext', 'offline').reason.status).toBeUndefined();
    expect(new DataProviderError({ provider: 'applicationContext', reason: 'Timeout' }).message).toBe('applicationContext: Timeout');
  });
});

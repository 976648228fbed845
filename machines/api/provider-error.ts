// A data provider's failure (CC-3-014, SH-8-017): what failed to load is rethrown under the provider's
// name, with the reason and, for a failed call, its url, status and statusText. Loaded only where a
// provider's failure is rethrown (the sign-in's session read), never with the entry.

/** CC-3-014: the reason a data provider failed. */
export interface DataProviderErrorReason {
  provider: string;
  reason: string;
  url?: string;
  status?: number;
  statusText?: string;
}

export class DataProviderError extends Error {
  override readonly name = 'DataProviderError';
  constructor(readonly reason: DataProviderErrorReason) {
    super(`${reason.provider}: ${reason.reason}`);
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** SH-8-017: `error` rethrown with the name of the provider whose load failed; a failed call's url, status and statusText kept. */
export function providerFailure(provider: string, error: unknown): DataProviderError {
  const failed = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return new DataProviderError({
    provider,
    reason: text(failed.message) ?? text(error) ?? 'unknown failure',
    url: text(failed.url),
    status: typeof failed.status === 'number' ? failed.status : undefined,
    statusText: text(failed.statusText),
  });
}

import { describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../../../src/api/client.ts';
import { createStoreApi } from '../../../src/api/registry.ts';

const download = vi.hoisted(() => ({ failuresLeft: 0, attempts: 0 }));

// The search area's code, as a download that fails while `failuresLeft` lasts.
vi.mock('../../../src/api/search.ts', async (importOriginal) => {
  download.attempts += 1;
  if (download.failuresLeft > 0) {
    download.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const suggestionsAnswer = { recentSearchSuggestions: [{ value: 'electrode' }] };

function lazyApi() {
  const fetch = async () => new Response(JSON.stringify(suggestionsAnswer), { status: 200, headers: { 'content-type': 'application/json' } });
  const client = createStoreClient({ baseUrl: 'http://store.test', fetch, csrfToken: () => 'token' });
  return createStoreApi({ client, webstoreId: '0ZE000000000001', context: () => ({ isGuest: true }) }).api;
}

describe('API areas loaded on first use', () => {
  it('[PX-05-025] an area whose code failed every attempt is loaded again by the next call, which then answers', async () => {
    vi.useFakeTimers();
    try {
      download.failuresLeft = 3;
      const api = lazyApi();
      const first = api.search.suggestions({ searchTerm: 'elec' });
      // Vitest wraps a failing mock's error in its own.
      const failed = expect(first).rejects.toThrow();
      await vi.advanceTimersByTimeAsync(2000);
      await failed;
      expect(download.attempts).toBe(3);
      await expect(api.search.suggestions({ searchTerm: 'elec' })).resolves.toMatchObject(suggestionsAnswer);
      expect(download.attempts).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('[PX-78-001] an area is its module’s methods and nothing else: a method is made on first use and kept, an area is no promise, and a name its module lacks rejects', async () => {
    const api = lazyApi();
    expect(api.search.suggestions).toBe(api.search.suggestions);
    // A promise resolving to an area resolves to the area itself, not to a call of a `then` method.
    await expect(Promise.resolve(api.search)).resolves.toBe(api.search);
    const unknown = (api.search as unknown as Record<string, () => Promise<unknown>>).noSuchMethod!;
    await expect(unknown()).rejects.toThrow(TypeError);
    await expect(api.search.suggestions({ searchTerm: 'elec' })).resolves.toMatchObject(suggestionsAnswer);
  });
});

// Keeps the application-context cache entry across page loads in browser session storage, so a
// reload inside its lifetime serves the cached copy instead of refetching (SH-4-018; PX-05-002).
import type { ApplicationContext } from '../context/application-context.ts';
import type { CacheEntry } from '../context/cache.ts';
import type { SessionStorageLike } from '../session/storage.ts';

export const APPLICATION_CONTEXT_STORAGE_KEY = 'applicationContext'; // PX-05-002 (name chosen by the project)

export function readCachedApplicationContext(storage: SessionStorageLike): CacheEntry<ApplicationContext> | undefined {
  const stored = storage.getItem(APPLICATION_CONTEXT_STORAGE_KEY);
  if (stored === null) return undefined;
  try {
    const entry = JSON.parse(stored) as Partial<CacheEntry<ApplicationContext>>;
    const valid = Number.isFinite(entry.expiresAt) && typeof entry.value === 'object' && entry.value !== null;
    return valid ? (entry as CacheEntry<ApplicationContext>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedApplicationContext(storage: SessionStorageLike, entry: CacheEntry<ApplicationContext>): void {
  storage.setItem(APPLICATION_CONTEXT_STORAGE_KEY, JSON.stringify(entry));
}

/** SH-4-022: a failed fetch clears the cached copy, here as well as in memory. */
export function clearCachedApplicationContext(storage: SessionStorageLike): void {
  storage.removeItem(APPLICATION_CONTEXT_STORAGE_KEY);
}

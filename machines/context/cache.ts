// Cache lifetimes as pure functions over millisecond timestamps (SH §4, SH §9, CC §9).
import {
  APP_CONTEXT_DEFAULT_MAX_AGE_MS,
  APP_CONTEXT_REFRESH_WINDOW_MS,
  STORE_CACHE_DEFAULT_LIFETIME_S,
  STORE_CACHE_NEVER_EXPIRES,
} from '../constants/session-locale.ts';

export interface CacheEntry<T> {
  value: T;
  /** Epoch milliseconds after which the entry is expired. */
  expiresAt: number;
}

const MAX_AGE = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?\s*(?:,|$)/i;

/** The max-age directive of a Cache-Control header in milliseconds, or undefined when none is usable. */
export function maxAgeMs(cacheControl: string | null | undefined): number | undefined {
  const match = MAX_AGE.exec(String(cacheControl));
  return match ? Number(match[1]) * 1000 : undefined;
}

/** When a response received at `receivedAt` expires: its max-age, else 300000 ms (SH-9-010). */
export function expiresAtFrom(receivedAt: number, cacheControl: string | null | undefined): number {
  return receivedAt + (maxAgeMs(cacheControl) ?? APP_CONTEXT_DEFAULT_MAX_AGE_MS);
}

/** Missing, expired, or within 30 s of expiry (SH-4-019..021). */
export function needsRefetch(entry: CacheEntry<unknown> | undefined, now: number): boolean {
  return entry === undefined || entry.expiresAt - now <= APP_CONTEXT_REFRESH_WINDOW_MS;
}

/** The cached value only while it need not be refetched; never an expired or near-expiry one. */
export function servable<T>(entry: CacheEntry<T> | undefined, now: number): T | undefined {
  return entry && !needsRefetch(entry, now) ? entry.value : undefined;
}

/** How long a fresh entry may be served from `now` before it needs a refetch (never negative). */
export function servableForMs(entry: CacheEntry<unknown>, now: number): number {
  return Math.max(0, entry.expiresAt - APP_CONTEXT_REFRESH_WINDOW_MS - now);
}

/** Store cache: fresh for `lifetimeSeconds` (default 300) after `storedAt`; -1 never expires. */
export function isStoreCacheFresh(storedAt: number, now: number, lifetimeSeconds = STORE_CACHE_DEFAULT_LIFETIME_S): boolean {
  return lifetimeSeconds === STORE_CACHE_NEVER_EXPIRES || now < storedAt + lifetimeSeconds * 1000;
}

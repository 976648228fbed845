// Product prices cached per product (CC-7-014) for the store cache lifetime (CC-9-030, CC-9-031):
// moving the quantity re-prices from the cached schedule; a product seen again within the lifetime
// is not asked for again. Keyed by currency and effective account too, since both change the price.
import { isStoreCacheFresh } from '../context/cache.ts';

export interface PriceKey {
  productId: string;
  currencyIsoCode?: string | null;
  effectiveAccountId?: string | null;
}

function priceCacheKey(key: PriceKey): string {
  return [key.productId, key.currencyIsoCode ?? '', key.effectiveAccountId ?? ''].join('|');
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

export interface PriceCache<T> {
  get(key: PriceKey): T | undefined;
  set(key: PriceKey, value: T): void;
  /** The cached price, or the loaded one (stored on success; failures are not cached). */
  load(key: PriceKey, loader: () => Promise<T>): Promise<T>;
}

export function createPriceCache<T>(options: { now: () => number; lifetimeSeconds?: number }): PriceCache<T> {
  const entries = new Map<string, Entry<T>>();
  const pending = new Map<string, Promise<T>>();
  const cache: PriceCache<T> = {
    get(key) {
      const entry = entries.get(priceCacheKey(key));
      if (!entry) return undefined;
      if (isStoreCacheFresh(entry.storedAt, options.now(), options.lifetimeSeconds)) return entry.value;
      entries.delete(priceCacheKey(key));
      return undefined;
    },
    set(key, value) {
      entries.set(priceCacheKey(key), { value, storedAt: options.now() });
    },
    async load(key, loader) {
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const id = priceCacheKey(key);
      // Two components asking at once share one request.
      const running = pending.get(id);
      if (running) return running;
      const request = loader().then(
        (value) => {
          pending.delete(id);
          cache.set(key, value);
          return value;
        },
        (error: unknown) => {
          pending.delete(id);
          throw error;
        },
      );
      pending.set(id, request);
      return request;
    },
  };
  return cache;
}

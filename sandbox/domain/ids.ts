// Platform-style 15-character ids (prefix + zero-padded counter) and readable numbers (KRM-100001):
// the id counters' repository, drawn from the database so they survive a restart.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

/**
 * Draws the next value of a counter in the caller's transaction: readable numbers (orders,
 * invoices, shipments) stay gapless, and transactions that draw them queue in one order.
 */
export async function nextCounter(q: Queryable, key: string): Promise<number> {
  const row = await q.one<{ last_value: number }>(
    `INSERT INTO id_counters (prefix, last_value) VALUES ($1, 1)
     ON CONFLICT (prefix) DO UPDATE SET last_value = id_counters.last_value + 1 RETURNING last_value`,
    [key],
  );
  return Number(row!.last_value);
}

/**
 * A record id, drawn outside the caller's transaction where it has an outside (PostgreSQL): a gap
 * on rollback, as with a sequence, and no counter lock held while the transaction waits for others.
 */
export async function nextId(q: Queryable, prefix: string): Promise<string> {
  const n = await nextCounter(q.outside ?? q, prefix);
  return prefix + String(n).padStart(15 - prefix.length, '0');
}

/** `count` record ids at once, drawn as nextId draws one (a batch of new lines in one statement). */
export async function nextIds(q: Queryable, prefix: string, count: number): Promise<string[]> {
  if (count <= 0) return [];
  const row = await (q.outside ?? q).one<{ last_value: number }>(
    `INSERT INTO id_counters (prefix, last_value) VALUES ($1, $2)
     ON CONFLICT (prefix) DO UPDATE SET last_value = id_counters.last_value + EXCLUDED.last_value RETURNING last_value`,
    [prefix, count],
  );
  const first = Number(row!.last_value) - count + 1;
  return Array.from({ length: count }, (_, index) => prefix + String(first + index).padStart(15 - prefix.length, '0'));
}

/** Raises a counter to at least `value` (seeding keeps new ids clear of the fixtures'). */
export async function raiseCounter(q: Queryable, key: string, value: number): Promise<void> {
  // Outside the transaction like nextId, which would otherwise wait for this row's lock.
  await (q.outside ?? q).query(
    `INSERT INTO id_counters (prefix, last_value) VALUES ($1, $2)
     ON CONFLICT (prefix) DO UPDATE SET last_value = GREATEST(id_counters.last_value, EXCLUDED.last_value)`,
    [key, value],
  );
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

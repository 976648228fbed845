// Platform-style 15-character ids (prefix + zero-padded counter) and readable numbers
// (KRM-100001), drawn from counters in the database so they survive a restart.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

export async function nextCounter(q: Queryable, key: string): Promise<number> {
  const row = await q.one<{ last_value: number }>(
    `INSERT INTO id_counters (prefix, last_value) VALUES ($1, 1)
     ON CONFLICT (prefix) DO UPDATE SET last_value = id_counters.last_value + 1 RETURNING last_value`,
    [key],
  );
  return Number(row!.last_value);
}

export async function nextId(q: Queryable, prefix: string): Promise<string> {
  const n = await nextCounter(q, prefix);
  return prefix + String(n).padStart(15 - prefix.length, '0');
}

/** Raises a counter to at least `value` (seeding keeps new ids clear of the fixtures'). */
export async function raiseCounter(q: Queryable, key: string, value: number): Promise<void> {
  await q.query(
    `INSERT INTO id_counters (prefix, last_value) VALUES ($1, $2)
     ON CONFLICT (prefix) DO UPDATE SET last_value = GREATEST(id_counters.last_value, EXCLUDED.last_value)`,
    [key, value],
  );
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

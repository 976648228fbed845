// A browsing guest's session id has no row until the guest writes (PX-19-002); the sandbox remembers
// such an id briefly instead of asking the database on every read (issue 26, part 7). A fake database
// counts the reads and holds the rows, so the test sees exactly when the sandbox asks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../sandbox/db/index.ts';
import { lookupSession, storeGuestSession } from '../../sandbox/domain/accounts.ts';

function fakeDb() {
  const rows = new Map<string, Record<string, unknown>>();
  const db = {
    reads: 0,
    rows,
    async one(sql: string, params: unknown[] = []) {
      expect(sql).toMatch(/FROM sessions WHERE id/);
      db.reads += 1;
      return rows.get(String(params[0]));
    },
    async query(sql: string, params: unknown[] = []) {
      expect(sql).toMatch(/INSERT INTO sessions/);
      const [id, at] = params as [string, string];
      if (!rows.has(id)) rows.set(id, { id, user_id: null, effective_account_id: null, previous_session_id: null, created_at: at, last_seen_at: at, ended_at: null });
      return [];
    },
  };
  return db;
}

afterEach(() => vi.useRealTimers());

describe('guest session ids without a row (PX-67-005)', () => {
  it('[PX-67-005] an id found without a row is not asked for again within the second', async () => {
    const db = fakeDb();
    const q = db as unknown as Queryable;
    expect(await lookupSession(q, 'guest-a')).toBeUndefined();
    expect(await lookupSession(q, 'guest-a')).toBeUndefined();
    expect(await lookupSession(q, 'guest-a')).toBeUndefined();
    expect(db.reads).toBe(1);
  });

  it('[PX-67-005] storing the session forgets the miss at once: the next read finds the stored session', async () => {
    const db = fakeDb();
    const q = db as unknown as Queryable;
    expect(await lookupSession(q, 'guest-b')).toBeUndefined();
    await storeGuestSession(q, 'guest-b', Date.parse('2026-03-02T08:00:00Z'));
    const found = await lookupSession(q, 'guest-b');
    expect(found).toMatchObject({ id: 'guest-b', userId: null });
    expect(db.reads).toBe(2);
  });

  it('[PX-67-005] a row stored by another process sharing the database is found once the second has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-02T08:00:00Z'));
    const db = fakeDb();
    const q = db as unknown as Queryable;
    expect(await lookupSession(q, 'guest-c')).toBeUndefined();
    // Another process's write: the row appears without this process storing it.
    db.rows.set('guest-c', { id: 'guest-c', user_id: null, effective_account_id: null, previous_session_id: null, created_at: '2026-03-02T08:00:00Z', last_seen_at: '2026-03-02T08:00:00Z', ended_at: null });
    vi.setSystemTime(Date.parse('2026-03-02T08:00:00.500Z'));
    expect(await lookupSession(q, 'guest-c')).toBeUndefined();
    vi.setSystemTime(Date.parse('2026-03-02T08:00:01.001Z'));
    expect(await lookupSession(q, 'guest-c')).toMatchObject({ id: 'guest-c' });
    expect(db.reads).toBe(2);
  });
});

// Sessions are read on every request and kept in memory; ending a session or switching its account
// must never leave a stale copy behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../sandbox/db/index.ts';
import { migrate } from '../../sandbox/db/migrate.ts';
import { createSession, endSession, findSession, setEffectiveAccount } from '../../sandbox/domain/accounts.ts';

let db: Db;
beforeAll(async () => {
  db = await openDb();
  await migrate(db);
}, 60_000);
afterAll(() => db?.close());

describe('session reads', () => {
  it('[PX-03-010] an ended session is not found again, even after it was read', async () => {
    const session = await createSession(db, null, null);
    expect((await findSession(db, session.id))?.id).toBe(session.id);
    await endSession(db, session.id);
    expect(await findSession(db, session.id)).toBeUndefined();
  });

  it('[PX-03-010] a session read after its effective account changed carries the new account', async () => {
    const session = await createSession(db, null, '001000000000001');
    expect((await findSession(db, session.id))?.effectiveAccountId).toBe('001000000000001');
    await setEffectiveAccount(db, session.id, '001000000000002');
    expect((await findSession(db, session.id))?.effectiveAccountId).toBe('001000000000002');
  });

  it('[PX-03-010] a session read twice is the same record, and it cannot be changed in place', async () => {
    const session = await createSession(db, null, null);
    const first = await findSession(db, session.id);
    expect(await findSession(db, session.id)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('[PX-03-010] a read under way while the session ends does not keep the session alive', async () => {
    const session = await createSession(db, null, null);
    const overlapping = findSession(db, session.id);
    await endSession(db, session.id);
    await overlapping;
    expect(await findSession(db, session.id)).toBeUndefined();
  });

  it('[PX-03-010] an unknown session id is not found', async () => {
    expect(await findSession(db, 'no-such-session')).toBeUndefined();
  });
});

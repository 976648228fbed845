// Repositories that moved into sandbox/domain/ (issue 13): the id counters (domain/ids.ts, from
// lib/) and the store's documents (domain/store.ts, from app.ts's start), on the suite's database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../sandbox/db/index.ts';
import { migrate } from '../../sandbox/db/migrate.ts';
import { nextCounter, nextId, nextIds, raiseCounter } from '../../sandbox/domain/ids.ts';
import { loadStore } from '../../sandbox/domain/store.ts';

let db: Db;
beforeAll(async () => {
  // PGlite, or a schema of its own on PostgreSQL (DATABASE_URL), as the migration tests do.
  db = await openDb(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, schema: `repositories_${process.pid}` } : {});
  await migrate(db);
}, 60_000);
afterAll(async () => {
  if (process.env.DATABASE_URL) await db?.exec(`DROP SCHEMA repositories_${process.pid} CASCADE`);
  await db?.close();
});

describe('domain repositories', () => {
  it('[PX-53-008] ids are 15 characters, the prefix then a zero-padded counter; a batch follows on; a counter is only raised', async () => {
    expect(await nextId(db, '0a6')).toBe('0a6000000000001');
    expect(await nextId(db, '0a6')).toBe('0a6000000000002');
    expect(await nextIds(db, '0a6', 3)).toEqual(['0a6000000000003', '0a6000000000004', '0a6000000000005']);
    expect(await nextIds(db, '0a6', 0)).toEqual([]);
    await raiseCounter(db, '0a6', 100);
    expect(await nextId(db, '0a6')).toBe('0a6000000000101');
    await raiseCounter(db, '0a6', 50);
    expect(await nextId(db, '0a6')).toBe('0a6000000000102');
    expect(await nextId(db, 'KRM')).toBe('KRM000000000001');
    expect([await nextCounter(db, 'order-number'), await nextCounter(db, 'order-number')]).toEqual([1, 2]);
  });

  it('[PX-53-009] the store is read back from its documents, one key each', async () => {
    const webstore = { id: '0ZE000000000001', name: 'Kestrel Ridge Store' };
    await db.query('INSERT INTO store_documents (key, doc) VALUES ($1, $2), ($3, $4)', ['webstore', JSON.stringify(webstore), 'taxRates', JSON.stringify([{ country: 'US', region: null, taxRatePercentage: '7.00' }])]);
    const store = await loadStore(db);
    expect(Object.keys(store).sort()).toEqual(['taxRates', 'webstore']);
    expect(store.webstore).toEqual(webstore);
    expect(store.taxRates).toEqual([{ country: 'US', region: null, taxRatePercentage: '7.00' }]);
  });
});

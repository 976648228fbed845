// One set of migrations and one SQL for both engines (PX-03-022): embedded PGlite always, and the
// PostgreSQL server of DATABASE_URL in the PostgreSQL run (npm run test:sandbox:pg, CI's postgres
// stage), where the two catalogues and answers are compared with each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../sandbox/db/index.ts';
import { listMigrations, migrate } from '../../sandbox/db/migrate.ts';
import { nextId, nextIds } from '../../sandbox/domain/ids.ts';

const SCHEMA = `engines_${process.pid}`;
const engines: Db[] = [];

beforeAll(async () => {
  engines.push(await openDb({}));
  if (process.env.DATABASE_URL) engines.push(await openDb({ databaseUrl: process.env.DATABASE_URL, schema: SCHEMA }));
}, 60_000);
afterAll(async () => {
  for (const db of engines) {
    if (db.kind === 'postgres') await db.exec(`DROP SCHEMA ${SCHEMA} CASCADE`);
    await db.close();
  }
});

/** The tables, columns and types the migrations left in the engine's schema, and its indexes. */
async function catalogue(db: Db): Promise<string[]> {
  const columns = await db.query<{ entry: string }>(
    `SELECT table_name || '.' || column_name || ':' || data_type || ':' || is_nullable AS entry
       FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY 1`,
  );
  const indexes = await db.query<{ entry: string }>(`SELECT 'index ' || indexname AS entry FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1`);
  return [...columns, ...indexes].map((row) => row.entry);
}

describe('the two database engines', () => {
  it('[PX-03-022] the same migrations apply on each engine, each once and in order, and leave the same tables, columns and indexes', async () => {
    const versions = listMigrations().map((migration) => migration.version);
    expect(versions.length).toBeGreaterThan(5);
    const catalogues: string[][] = [];
    for (const db of engines) {
      expect(await migrate(db), db.kind).toEqual(versions);
      expect(await migrate(db), db.kind).toEqual([]);
      expect((await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY applied_at, version')).map((row) => row.version), db.kind).toEqual(versions);
      const entries = await catalogue(db);
      expect(entries, db.kind).toContain('carts.id:text:NO');
      catalogues.push(entries);
    }
    expect(engines.map((db) => db.kind)).toEqual(process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);
    for (const other of catalogues.slice(1)) expect(other).toEqual(catalogues[0]);
  }, 60_000);

  it('[PX-03-022] the same SQL answers alike on each engine: ids, JSON documents, numbers and transactions', async () => {
    const answers: unknown[] = [];
    for (const db of engines) {
      const ids = [await nextId(db, '0a6'), ...(await nextIds(db, '0a6', 2))];
      await db.query('INSERT INTO store_documents (key, doc) VALUES ($1, $2)', ['engines', JSON.stringify({ price: '172.00', tiers: [1, 10, 50] })]);
      const doc = await db.one<{ doc: unknown; tiers: number }>("SELECT doc, jsonb_array_length(doc->'tiers') AS tiers FROM store_documents WHERE key = $1", ['engines']);
      const rolledBack = await db.tx(async (q) => q.query("INSERT INTO store_documents (key, doc) VALUES ('gone', '{}')")).then(() => 'kept', () => 'failed');
      await expect(db.tx(async (q) => {
        await q.query("INSERT INTO store_documents (key, doc) VALUES ('undone', '{}')");
        throw new Error('roll back');
      })).rejects.toThrow('roll back');
      const undone = await db.query("SELECT key FROM store_documents WHERE key = 'undone'");
      answers.push({ ids, doc, rolledBack, undone });
    }
    expect(answers[0]).toEqual({ ids: ['0a6000000000001', '0a6000000000002', '0a6000000000003'], doc: { doc: { price: '172.00', tiers: [1, 10, 50] }, tiers: 3 }, rolledBack: 'kept', undone: [] });
    for (const other of answers.slice(1)) expect(other).toEqual(answers[0]);
  }, 60_000);
});

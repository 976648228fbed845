// A tiny query interface over PGlite (embedded, default) and node-postgres (DATABASE_URL), so the
// same SQL runs on both. Only what the sandbox needs: parameterised queries and transactions.
import { mkdirSync } from 'node:fs';
import type { Pool } from 'pg';

export interface Queryable {
  query<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /**
   * PostgreSQL transactions only: the pool, outside the transaction. Id counters are drawn there so
   * a counter's row lock ends with its statement instead of lasting the transaction, where two
   * transactions could each hold one lock the other waits for (PX-10-001). PGlite is one connection
   * and runs one transaction at a time, so it needs none.
   */
  outside?: Queryable;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball, to start other instances from. */
  dump?(): Promise<Blob>;
  /**
   * PX-66-001: runs `fn` while this process holds the database's lock named `name`, so that processes
   * sharing one PostgreSQL database (each its own pool) take turns: a session-level advisory lock,
   * keyed by the schema and the name, on a connection held for the time. PGlite has one process and
   * one connection, so it just runs `fn`.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool, for libraries that keep shared state in the database (rate limits). */
  readonly pool?: Pool;
}

export interface DbOptions {
  /** postgres:// URL of a real server; wins over `dataDir`. */
  databaseUrl?: string;
  /** Schema of the postgres database to work in (created when missing); `public` when absent. */
  schema?: string;
  /** Folder of a file-backed PGlite database; in memory when absent. */
  dataDir?: string;
  /** A PGlite data-folder dump to start an in-memory database from (a seeded template). */
  loadDataDir?: Blob;
}

function wrap(run: (sql: string, params?: unknown[]) => Promise<any[]>): Queryable {
  return {
    query: (sql, params) => run(sql, params),
    one: async (sql, params) => (await run(sql, params))[0],
  };
}

export async function openDb(options: DbOptions = {}): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.schema) : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  const base = wrap(async (sql, params) => (await pg.query(sql, params as any[])).rows as any[]);
  return {
    kind: 'pglite',
    ...base,
    // PGlite is one connection: its transaction holds the instance, so other queries wait for it.
    tx: (fn) => pg.transaction((t) => fn(wrap(async (sql, params) => (await t.query(sql, params as any[])).rows as any[]))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
    exclusive: (_name, fn) => fn(),
  };
}

async function openPostgres(url: string, schema?: string): Promise<Db> {
  const { default: pgModule } = await import('pg');
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  if (schema) {
    const admin = new pgModule.Client({ connectionString: url });
    await admin.connect();
    try {
      // Two processes creating one schema at once (PX-66-001): IF NOT EXISTS does not stop the loser's
      // unique violation on the catalogue, so they take turns.
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', [`create-schema:${schema}`]);
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  // Same value types as PGlite: int8 as numbers (the schema keeps them small); numeric stays text.
  pgModule.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pgModule.Pool({ connectionString: url, max: 8, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  const base = wrap(async (sql, params) => (await pool.query(sql, params as any[])).rows);
  // Its own connections, so a statement outside a transaction never waits for the main pool, whose
  // connections may all be held by transactions that wait for it.
  const outsidePool = new pgModule.Pool({ connectionString: url, max: 2, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  const outside = wrap(async (sql, params) => (await outsidePool.query(sql, params as any[])).rows);
  return {
    kind: 'postgres',
    ...base,
    tx: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ ...wrap(async (sql, params) => (await client.query(sql, params as any[])).rows), outside });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    exclusive: async (name, fn) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtext(current_schema() || $1))', [`:${name}`]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtext(current_schema() || $1))', [`:${name}`]);
        }
      } finally {
        client.release();
      }
    },
    pool,
    close: async () => {
      await Promise.all([pool.end(), outsidePool.end()]);
    },
  };
}

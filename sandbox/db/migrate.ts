// Versioned migrations: sandbox/db/migrations/NNN_name.sql, applied in order, each once, each in
// its own transaction, recorded in schema_migrations.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './index.ts';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .map((file) => /^(\d{3})_([a-z0-9_]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ version: Number(match[1]), name: match[2]!, sql: readFileSync(join(dir, match[0]), 'utf8') }))
    .sort((a, b) => a.version - b.version);
}

/** Applies the pending migrations; answers the versions applied now. */
export async function migrate(db: Db): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  const applied: number[] = [];
  for (const migration of listMigrations()) {
    if (done.has(migration.version)) continue;
    await db.exec(`BEGIN;\n${migration.sql}\n;INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, '${migration.name}');\nCOMMIT;`);
    applied.push(migration.version);
  }
  return applied;
}

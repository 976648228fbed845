// `tsx sandbox/reset.ts`: reseeds the sandbox from fixtures/. Empties the data folder (database,
// uploads, outbox) and seeds it again; with DATABASE_URL, drops and recreates the schema instead.
// It holds the folder's lock meanwhile, and refuses while a server holds it (PX-10-003).
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDb } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { loadFixtures, seed } from './db/seed.ts';
import { FileStore } from './lib/files.ts';
import { DataFolderBusyError, lockDataDir, LOCK_ENTRIES } from './lib/data-lock.ts';
import { REPO_ROOT } from './openapi.ts';

const dataDir = process.env.SANDBOX_DATA_DIR ?? join(REPO_ROOT, '.sandbox-data');
const url = process.env.DATABASE_URL;
const lock = await lockDataDir(dataDir, 'sandbox:reset').catch((error: unknown) => {
  if (!(error instanceof DataFolderBusyError)) throw error;
  console.error(`${error.message}\nStop the server, then run sandbox:reset again.`);
  process.exit(1);
});
try {
  for (const entry of readdirSync(dataDir)) if (!LOCK_ENTRIES.includes(entry)) rmSync(join(dataDir, entry), { recursive: true, force: true });
  const schema = url ? (process.env.DATABASE_SCHEMA ?? 'public') : undefined;
  const db = await openDb(url ? { databaseUrl: url, schema } : { dataDir: join(dataDir, 'db') });
  if (url) await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema};`);
  await migrate(db);
  await seed(db, loadFixtures(), new FileStore(join(dataDir, 'uploads')));
  await db.close();
  console.log(`Sandbox reseeded from fixtures/ (${url ? `schema ${schema} of DATABASE_URL` : dataDir}).`);
} finally {
  await lock.release();
}

// `tsx sandbox/server.ts`: the sandbox on 127.0.0.1:4173 (PORT overrides; empty is unset), data in .sandbox-data/
// (created and seeded on first start; SANDBOX_DATA_DIR overrides), or in PostgreSQL when
// DATABASE_URL is set. SANDBOX_FAULTS (JSON, tests only) turns on fault injection; SANDBOX_TEST_CLOCK=1
// serves the test clock (npm run sandbox:clock), never with NODE_ENV=production. SANDBOX_SETTINGS (JSON)
// overrides store settings for this run only (gifting on, say), leaving the demo store's defaults alone.
// SANDBOX_TRUST_PROXY names the load balancer whose X-Forwarded-For gives the client address (README
// "Several sandboxes behind a load balancer").
import { join } from 'node:path';
import { createSandbox } from './app.ts';
import { faultsFromEnv, portFromEnv, publicUrlFromEnv, settingsFromEnv, trustProxyFromEnv } from './config.ts';
import { REPO_ROOT } from './openapi.ts';
import { SANDBOX_REVIEWER } from './db/seed.ts';
import { DataFolderBusyError } from './lib/data-lock.ts';

export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.sandbox-data');

const sandbox = await createSandbox({
  lockHolder: 'sandbox server',
  host: process.env.HOST ?? '127.0.0.1',
  port: portFromEnv(),
  publicUrl: process.env.STORE_PUBLIC_URL ? publicUrlFromEnv() : undefined,
  dataDir: process.env.SANDBOX_DATA_DIR ?? DEFAULT_DATA_DIR,
  databaseUrl: process.env.DATABASE_URL || undefined,
  databaseSchema: process.env.DATABASE_URL ? (process.env.DATABASE_SCHEMA ?? 'public') : undefined,
  faults: faultsFromEnv(),
  settings: settingsFromEnv(),
  logger: process.env.SANDBOX_LOG === '1',
  testClock: process.env.SANDBOX_TEST_CLOCK === '1',
  trustProxy: trustProxyFromEnv(),
}).catch((error: unknown) => {
  // A second server on one data folder: say who holds it instead of a stack trace.
  if (!(error instanceof DataFolderBusyError)) throw error;
  console.error(error.message);
  process.exit(1);
});

console.log(`Kestrel Ridge Medical sandbox store: ${sandbox.url}/`);
console.log(`  e-mail links: ${sandbox.core.outbox.publicUrl}/ (STORE_PUBLIC_URL)`);
console.log(`  database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${process.env.SANDBOX_DATA_DIR ?? DEFAULT_DATA_DIR}`}`);
console.log('  demo sign-ins:');
console.log('    buyer@demo.test     / Demo-Buyer-1     (Lakeshore Neurology Associates)');
console.log('    multi@demo.test     / Demo-Multi-1     (three managed accounts)');
console.log('    approver@demo.test  / Demo-Approver-1  (approves purchase orders)');
console.log(`    ${SANDBOX_REVIEWER.username} / ${SANDBOX_REVIEWER.password}  (reviews registrations; or npm run sandbox:review)`);
console.log('    o.brooks@greatlakesclinical.example / Demo-Exempt-1  (a tax-exempt account)');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().finally(() => process.exit(0));
  });
}

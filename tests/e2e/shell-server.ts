// The end-to-end web server: the sandbox over an in-memory database (seeded fresh for each run),
// serving a front end built for this run alone (E2E_DIST_DIR), so a build elsewhere in the
// working tree cannot swap the files under a running test. Started by playwright.config.ts.
import { resolve } from 'node:path';
import { createSandbox } from '../../sandbox/app.ts';
import { portFromEnv } from '../../sandbox/config.ts';
import { checkNode } from '../../scripts/node-check.ts';

checkNode('end-to-end web server');

const sandbox = await createSandbox({
  host: '127.0.0.1',
  port: portFromEnv(process.env, 4174),
  distDir: process.env.E2E_DIST_DIR ? resolve(process.env.E2E_DIST_DIR) : undefined,
  // The standing-order specs move the clock forward (PX-16-010).
  testClock: true,
});
console.log(`End-to-end sandbox: ${sandbox.url}/ (front end from ${process.env.E2E_DIST_DIR ?? 'dist'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().finally(() => process.exit(0));
  });
}

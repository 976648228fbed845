// Bundles openapi/ into one document and generates the typed client's schema from it.
// `--check` regenerates into memory and fails when the committed file is stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The check bundles into a private temp file so it never races a test run reading the shared bundle.
const checking = process.argv.includes('--check');
const BUNDLE = checking ? join(mkdtempSync(join(tmpdir(), 'bundle-')), 'storefront.json') : 'openapi/.bundled/storefront.json';
const SCHEMA = process.env.CLIENT_SCHEMA_PATH ?? 'src/api/generated/schema.ts';
const bin = (name: string) => join('node_modules', '.bin', name);

execFileSync(bin('redocly'), ['bundle', 'openapi/storefront.yaml', '-o', BUNDLE], { stdio: 'pipe' });
const out = join(mkdtempSync(join(tmpdir(), 'schema-')), 'schema.ts');
execFileSync(bin('openapi-typescript'), [BUNDLE, '-o', out, '--default-non-nullable', 'false'], { stdio: 'pipe' });
const fresh = readFileSync(out, 'utf8');

if (checking) {
  let committed = '';
  try {
    committed = readFileSync(SCHEMA, 'utf8');
  } catch {
    /* missing counts as stale */
  }
  if (committed !== fresh) {
    console.error(`${SCHEMA} is stale: run \`npm run client:generate\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${SCHEMA} is up to date with openapi/.`);
} else {
  writeFileSync(SCHEMA, fresh);
  console.log(`wrote ${SCHEMA}`);
}

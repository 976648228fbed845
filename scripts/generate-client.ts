// Bundles openapi/ into one document and generates the typed client's schema from it.
// `--check` regenerates into memory and fails when the committed file is stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import ts from 'typescript';

// The check bundles into a private temp file so it never races a test run reading the shared bundle.
const checking = process.argv.includes('--check');
const BUNDLE = checking ? join(mkdtempSync(join(tmpdir(), 'bundle-')), 'storefront.json') : 'openapi/.bundled/storefront.json';
const SCHEMA = process.env.CLIENT_SCHEMA_PATH ?? 'src/api/generated/schema.ts';
const bin = (name: string) => join('node_modules', '.bin', name);

execFileSync(bin('redocly'), ['bundle', 'openapi/storefront.yaml', '-o', BUNDLE], { stdio: 'pipe' });
// A file (format: binary, or content of a media type other than JSON: a PDF, a multipart body's
// document) is a Blob, so the client sends one in a multipart body without a cast.
const BLOB = ts.factory.createTypeReferenceNode('Blob');
const isFile = (schema: { type?: unknown; format?: string; contentMediaType?: string }) =>
  schema.type === 'string' && (schema.format === 'binary' || (schema.contentMediaType !== undefined && schema.contentMediaType !== 'application/json'));
const fresh =
  COMMENT_HEADER +
  astToString(
    await openapiTS(pathToFileURL(resolve(BUNDLE)), {
      defaultNonNullable: false,
      silent: true,
      transform: (schema) => (isFile(schema) ? BLOB : undefined),
    }),
  );

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

// Lints one area file of openapi/ on its own: a temporary root keeps only the paths that point into it,
// so an area can be checked while the other areas are still being written.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { parse, stringify } from 'yaml';

const area = process.argv[2];
if (!area) throw new Error('usage: tsx scripts/openapi-area.ts <area>  (e.g. catalogue)');
const root = parse(readFileSync('openapi/storefront.yaml', 'utf8'));
root.paths = Object.fromEntries(
  Object.entries(root.paths as Record<string, { $ref: string }>).filter(([, item]) => item.$ref.startsWith(`paths/${area}.yaml#`)),
);
mkdirSync('openapi/.bundled', { recursive: true });
// Written beside storefront.yaml so the relative $refs resolve unchanged.
const tmp = `openapi/.area-${area}.yaml`;
writeFileSync(tmp, stringify(root));
try {
  execFileSync('node_modules/.bin/redocly', ['lint', tmp, '--format=stylish'], { stdio: 'inherit' });
} finally {
  execFileSync('rm', ['-f', tmp]);
}

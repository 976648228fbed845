// `npm start`: builds the front end when dist/ is missing or older than its sources, and the API
// reference served at /api-docs outside production (PX-63-004) when it is missing or older than openapi/,
// then runs the sandbox server in this process (so the process id a caller holds is the server's).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

const sources = ['src', 'machines', 'index.html', 'vite.config.ts', 'build', 'fixtures/public'];
const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...sources.map(newestMtime))) {
  console.log('Building the front end…');
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
const reference = 'openapi/.reference/index.html';
if (process.env.NODE_ENV !== 'production' && (existsSync(reference) ? statSync(reference).mtimeMs : 0) < Math.max(...['openapi/storefront.yaml', 'openapi/paths', 'openapi/components'].map(newestMtime))) {
  console.log('Building the API reference (/api-docs)…');
  execFileSync('npm', ['run', '--silent', 'docs'], { stdio: 'inherit' });
}
await import('../sandbox/server.ts');

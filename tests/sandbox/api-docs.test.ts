// PX-63-004: `npm run docs` builds a browsable reference of openapi/, and the sandbox serves it at
// /api-docs outside production (NODE_ENV=production turns it off, as it does the test clock).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import Fastify from 'fastify';
import { API_DOCS_NOT_BUILT, registerApiDocs } from '../../sandbox/http/api-docs.ts';
import { listOperations, loadOpenApi } from '../../contracts/openapi.ts';

const dir = mkdtempSync(join(tmpdir(), 'api-docs-'));
const apiDocsFile = join(dir, 'index.html');
let built: ReturnType<typeof spawnSync>;
let sandbox: Sandbox;
const opened: Sandbox[] = [];
const open = async () => {
  // No front end (a folder without a build): with one, a page address answers the store's index.html,
  // and whether a developer has run `npm start` (which builds dist/) must not change the answer.
  const opening = await createSandbox({ apiDocsFile, distDir: join(dir, 'no-front-end') });
  opened.push(opening);
  return opening;
};

beforeAll(async () => {
  // The npm script itself, into a folder of this test's own.
  built = spawnSync('npm', ['run', '--silent', 'docs'], { env: { ...process.env, API_DOCS_OUT: apiDocsFile }, encoding: 'utf8' });
  sandbox = await open();
}, 300_000);
afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('API reference', () => {
  it('[PX-63-004] npm run docs builds a reference of every operation that the sandbox serves at /api-docs, its inline scripts allowed by hash', async () => {
    expect(built.status, String(built.stderr)).toBe(0);
    const answer = await fetch(`${sandbox.url}/api-docs`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    const html = await answer.text();
    expect(html).toBe(readFileSync(apiDocsFile, 'utf8'));
    expect(html).toContain('<title>Kestrel Ridge Medical store API (v64.0)</title>');
    // Every operation of the document, by its summary, is in the page.
    const summaries = listOperations(loadOpenApi()).map((op) => String(op.operation.summary));
    expect(summaries.length).toBeGreaterThan(50);
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
    expect(summaries.filter((summary) => !html.includes(summary) && !html.includes(escaped(summary)))).toEqual([]);
    // The page's inline scripts (Redoc inlined, no network) run under the page's own policy.
    const csp = answer.headers.get('content-security-policy') ?? '';
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect((await fetch(`${sandbox.url}/api-docs/`)).status).toBe(200);
  });

  it('[PX-63-004] says how to build the reference when it is missing', async () => {
    const app = Fastify();
    registerApiDocs(app, join(dir, 'missing', 'index.html'));
    const answer = await app.inject({ method: 'GET', url: '/api-docs' });
    await app.close();
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toBe(API_DOCS_NOT_BUILT);
  });

  it('[PX-63-004] is not served when NODE_ENV is production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const production = await open();
    const answer = await fetch(`${production.url}/api-docs`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('Kestrel Ridge Medical store API');
  }, 120_000);
});

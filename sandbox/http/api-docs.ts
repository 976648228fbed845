// PX-63-004: the API reference for developers coding against the sandbox: the page `npm run docs`
// builds from openapi/ (Redocly's build-docs, scripts inlined so it needs no network), served at
// /api-docs outside production. The page carries its own Content-Security-Policy: its inline scripts
// are allowed by their hashes, and Redoc's search runs in a worker made from a blob.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../openapi.ts';
import { inlineScriptHashes } from './security-headers.ts';

/** Where `npm run docs` writes the reference (API_DOCS_OUT overrides it there). */
const API_DOCS_FILE = join(REPO_ROOT, 'openapi', '.reference', 'index.html');
const API_DOCS_PATH = '/api-docs';
export const API_DOCS_NOT_BUILT = 'The API reference is not built yet: run `npm run docs`, then reload.';

/** Served unless this is a production run (NODE_ENV=production), as the test clock is. */
export const apiDocsServed = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV !== 'production';

export function registerApiDocs(app: FastifyInstance, file = API_DOCS_FILE): void {
  const answer = async (_request: unknown, reply: any) => {
    // Read on each request: a developer who rebuilds the reference sees it on reload.
    if (!existsSync(file)) return reply.code(404).type('text/plain; charset=utf-8').send(API_DOCS_NOT_BUILT);
    const html = readFileSync(file, 'utf8');
    const csp = [
      "default-src 'self'",
      `script-src 'self' ${inlineScriptHashes(file).join(' ')}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "worker-src 'self' blob:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
    return reply.header('Content-Security-Policy', csp).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get(API_DOCS_PATH, answer);
  app.get(`${API_DOCS_PATH}/`, answer);
}

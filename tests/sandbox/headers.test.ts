// Security headers (PX-10-013): every answer, API and page, carries them; API answers are not stored
// by caches; source maps of the build are not served.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { signedIn } from './client.ts';

const INLINE = 'window.early = 1;';
const distDir = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
let sandbox: Sandbox;
beforeAll(async () => {
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), `<!doctype html><html><head><script>${INLINE}</script></head><body><script type="module" src="/assets/index-abcdefgh.js"></script></body></html>`);
  writeFileSync(join(distDir, 'assets', 'index-abcdefgh.js'), 'console.log(1);\n//# sourceMappingURL=index-abcdefgh.js.map');
  writeFileSync(join(distDir, 'assets', 'index-abcdefgh.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  sandbox = await createSandbox({ distDir });
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('[PX-10-013] pages and API answers carry CSP, nosniff, framing denied and no Referer', async () => {
    const page = await fetch(`${sandbox.url}/cart`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const api = await fetch(`${sandbox.url}/services/data/v64.0/commerce/webstores/0ZE000000000001/application-context`);
    for (const answer of [page, api]) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' 'sha256-" + createHash('sha256').update(INLINE).digest('base64') + "'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      // Read to the end: an answer left unread keeps its connection busy, and the sandbox's close waits for it.
      await answer.arrayBuffer();
    }
  });

  it('[PX-10-013] answers with personal data are not stored by caches', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    for (const path of ['/session-context', '/carts/current/compact-summary', '/order-summaries']) {
      expect((await dana.get(path)).headers.get('cache-control')).toBe('no-store');
    }
  });

  it('[PX-10-013] the build\'s source maps are not served', async () => {
    const script = await fetch(`${sandbox.url}/assets/index-abcdefgh.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('console.log(1);');
    const map = await fetch(`${sandbox.url}/assets/index-abcdefgh.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('"sources"');
  });
});

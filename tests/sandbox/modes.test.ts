// Opt-in modes for clients' retry and polling: async cart processing and the test-only fault mode.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';
import { Client, signedIn } from './client.ts';

describe('sandbox modes', () => {
  it('[PX-03-014][CC-4-033] in async cart mode, reads after a change answer 202 with Retry-After, then 200', async () => {
    const sandbox = await createSandbox({ asyncCartReads: 2 });
    try {
      const dana = await signedIn(sandbox.url, 'buyer');
      const add = await dana.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '1', type: 'Product' });
      expect(add.status).toBe(202);
      const first = await dana.get('/carts/current/compact-summary');
      expect(first.status).toBe(202);
      expect(first.headers.get('retry-after')).toBe('1');
      expect(first.body).toEqual({ asyncOperationStatus: 'Processing' });
      expect((await dana.get('/carts/current/cart-items')).status).toBe(202);
      expect((await dana.get('/carts/current/compact-summary')).status).toBe(200);
    } finally {
      await sandbox.close();
    }
    // The first sandbox of the file builds the seeded template (migrations and seed): slow on a busy machine.
  }, 120_000);

  it('[PX-03-019] fault mode adds latency and answers chosen operations with 500, 409 and 410', async () => {
    const sandbox = await createSandbox({ faults: { latencyMs: 150, statusByOperation: { getCartSummary: 500, addCartItem: 409, getCheckout: 410 } } });
    try {
      const dana = await signedIn(sandbox.url, 'buyer');
      const started = Date.now();
      const summary = await dana.get('/carts/current/compact-summary');
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
      expect(summary.status).toBe(500);
      expect(summary.body[0].errorCode).toBe('UNKNOWN_EXCEPTION');
      expect((await dana.post('/carts/current/cart-items', { productId: '01t000000000001', quantity: '1', type: 'Product' })).status).toBe(409);
      expect((await dana.get('/checkouts/active')).status).toBe(410);
    } finally {
      await sandbox.close();
    }
  });

  it('[PX-03-019] fault mode can hold the reads that carry a session cookie before their session is looked up', async () => {
    const sandbox = await createSandbox({ faults: { sessionReadLatencyMs: 300 } });
    try {
      const guest = new Client(sandbox.url);
      await guest.get('/application-context');
      const answers: string[] = [];
      const read = guest.get('/session-context').then((response) => {
        answers.push('read with the guest cookie');
        return response;
      });
      // A read without a cookie, sent after it, is answered first: the one with the cookie is held.
      const address = `${sandbox.url}/services/data/v64.0/commerce/webstores/0ZE000000000001/application-context`;
      expect((await fetch(address)).status).toBe(200);
      answers.push('read without a cookie');
      expect((await read).status).toBe(200);
      expect(answers).toEqual(['read without a cookie', 'read with the guest cookie']);
    } finally {
      await sandbox.close();
    }
  });

  it('[PX-03-019] fault mode can answer late only the reads that arrive without a session cookie', async () => {
    const sandbox = await createSandbox({ faults: { sessionlessReadLatencyMs: 300 } });
    try {
      const guest = new Client(sandbox.url);
      await guest.get('/application-context');
      const address = `${sandbox.url}/services/data/v64.0/commerce/webstores/0ZE000000000001/session-context`;
      const answers: string[] = [];
      const withoutCookie = fetch(address).then((response) => {
        answers.push('without a session cookie');
        return response;
      });
      expect((await guest.get('/session-context')).status).toBe(200);
      answers.push('with a session cookie');
      expect((await withoutCookie).headers.get('set-cookie')).toMatch(/^sid=/);
      expect(answers).toEqual(['with a session cookie', 'without a session cookie']);
    } finally {
      await sandbox.close();
    }
  });

  it('[PX-03-019] without fault options nothing is injected', async () => {
    const sandbox = await createSandbox();
    try {
      expect(sandbox.core.options.faults).toBeUndefined();
      expect((await (await signedIn(sandbox.url, 'buyer')).get('/carts/current/compact-summary')).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });

  it('[PX-03-023] the built front end is served at the origin with SPA fallback', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
    mkdirSync(join(distDir, 'static'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Kestrel Ridge Medical</title>');
    writeFileSync(join(distDir, 'static', 'app.js'), 'console.log(1)');
    const sandbox = await createSandbox({ distDir });
    try {
      const client = new Client(sandbox.url);
      const root = await fetch(`${sandbox.url}/`);
      expect(await root.text()).toContain('Kestrel Ridge Medical');
      const deep = await fetch(`${sandbox.url}/category/neurology/0ZG000000000001`, { headers: { accept: 'text/html' } });
      expect(deep.status).toBe(200);
      expect(await deep.text()).toContain('<title>Kestrel Ridge Medical</title>');
      expect((await fetch(`${sandbox.url}/static/app.js`)).headers.get('content-type')).toContain('javascript');
      expect((await client.get('/services/data/v64.0/no-such-thing')).status).toBe(404);
    } finally {
      await sandbox.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});

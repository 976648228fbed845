// A signed-in caller with no account to act for (the sandbox reviewer has none) gets the platform's
// missing effectiveAccountId answer on account-scoped calls. Runs on PGlite and, through
// test:sandbox:pg, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { signedIn } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
}, 120_000);
afterAll(() => sandbox?.close());

describe('a missing effective account', () => {
  it("[SH-8-005][CC-8-035] a signed-in caller with no account to act for is answered 'The effectiveAccountId param is required to be able to successfully execute this request.'", async () => {
    const reviewer = await signedIn(sandbox.url, 'reviewer');
    for (const path of ['/carts/active', '/checkouts/active']) {
      const reply = await reviewer.get(path);
      expect(reply.status, path).toBe(400);
      expect(reply.body, path).toEqual([{ errorCode: 'INVALID_INPUT', message: 'The effectiveAccountId param is required to be able to successfully execute this request.' }]);
    }
    // A buyer acts for the default account without naming it.
    const buyer = await signedIn(sandbox.url, 'buyer');
    expect((await buyer.get('/carts/active')).status).not.toBe(400);
  });
});

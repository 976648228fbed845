// The fuzz suite (issue 18): every operation of the bundled OpenAPI document, each parameter and body
// field, called as a guest and as a signed-in buyer with hostile input. Any 5xx, hang, status the
// operation does not document, or error answer that is not the [{errorCode, message}] array fails.
// Fixed seed and a bounded number of cases; the figures are printed and kept in reports/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { loadBundledDocument, REPO_ROOT } from '../../sandbox/openapi.ts';
import { Client, signedIn } from './client.ts';
import { casesFor, operationsOf, type FuzzCase, type Identity } from './fuzz/cases.ts';
import { judge, send, type Finding } from './fuzz/run.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RANDOM_CASES_PER_OPERATION = Number(process.env.FUZZ_RANDOM_CASES ?? 4);
/** Operations that end or replace the caller's session run last, so the identity holds for the rest. */
const SESSION_CHANGING = new Set(['signIn', 'signOut', 'webruntimeLogout', 'resetPassword']);
const ENGINE = process.env.DATABASE_URL ? 'postgresql' : 'pglite';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

async function clientFor(identity: Identity): Promise<Client> {
  if (identity === 'buyer') return signedIn(sandbox.url, 'buyer');
  const guest = new Client(sandbox.url);
  await guest.get('/application-context');
  return guest;
}

async function runAll(identity: Identity, cases: FuzzCase[], operations: Map<string, ReturnType<typeof operationsOf>[number]>) {
  const client = await clientFor(identity);
  const findings: Finding[] = [];
  const ordered = [...cases.filter((c) => !SESSION_CHANGING.has(c.operationId)), ...cases.filter((c) => SESSION_CHANGING.has(c.operationId))];
  // One request at a time per identity, so a fixed seed gives the same run every time (races have
  // their own tests); the two identities run side by side.
  for (const fuzzCase of ordered) {
    const answer = await send(sandbox.url, fuzzCase, client.cookieHeader(), client.csrfToken);
    for (const f of judge(operations.get(fuzzCase.operationId)!, answer)) findings.push({ ...f, operationId: fuzzCase.operationId, kind: fuzzCase.kind, identity });
  }
  return findings;
}

describe(`sandbox fuzz (${ENGINE})`, () => {
  it('[PX-12-001][PX-12-002][PX-01-005][PX-01-006][PX-65-001][PX-65-002][PX-65-003] every operation answers hostile input with a documented status and the error body, never 5xx or a hang', async () => {
    const document = loadBundledDocument();
    const operations = operationsOf(document);
    const byId = new Map(operations.map((op) => [op.operationId, op]));
    const cases = operations.flatMap((op, i) => casesFor(document, op, SEED + i * 10_000, RANDOM_CASES_PER_OPERATION));
    const findings = (await Promise.all([runAll('guest', cases, byId), runAll('buyer', cases, byId)])).flat();

    const count = (verdict: Finding['verdict']) => findings.filter((f) => f.verdict === verdict).length;
    const figures = {
      engine: ENGINE,
      seed: SEED,
      operations: operations.length,
      requests: cases.length * 2,
      '5xx': count('5xx'),
      undocumentedStatuses: count('undocumented'),
      nonConformingBodies: count('non-conforming body'),
      hangs: count('hang'),
      noAnswer: count('no answer'),
      operationsWith5xx: new Set(findings.filter((f) => f.verdict === '5xx').map((f) => f.operationId)).size,
    };
    mkdirSync(join(REPO_ROOT, 'reports'), { recursive: true });
    writeFileSync(join(REPO_ROOT, 'reports', `fuzz-${ENGINE}.json`), JSON.stringify({ figures, findings }, null, 1));
    console.log(`fuzz figures: ${JSON.stringify(figures)}`);
    // One line per distinct failure (operation, verdict, status, case kind) keeps the message readable.
    const distinct = [...new Map(findings.map((f) => [`${f.operationId} ${f.verdict} ${f.status ?? ''} ${f.kind.split(' ')[0]}`, f])).values()];
    expect(distinct.map((f) => `${f.identity} ${f.operationId} [${f.kind}] ${f.verdict} ${f.status ?? ''}: ${f.detail.slice(0, 120)}`)).toEqual([]);
    expect(figures.requests).toBeGreaterThan(operations.length * 2 * 10);
  }, 600_000);
});

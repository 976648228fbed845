import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from './live-contract.ts';
import { BUNDLE_PATH, loadOpenApi, createValidator, listOperations } from './openapi.ts';
import { freePort, startProcess } from './server-process.ts';

const doc = loadOpenApi();
const { validate } = createValidator(doc);
const operations = listOperations(doc);
let prism: ChildProcess | undefined;
let baseUrl = '';

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  prism = await startProcess('node_modules/.bin/prism', ['mock', '-h', '127.0.0.1', '-p', String(port), BUNDLE_PATH], `${baseUrl}/`);
});

afterAll(() => {
  prism?.kill();
});

describe('Prism mock of openapi/ (contract)', () => {
  // The mock is made from the document it is checked against: it proves the bundle serves (PX-01-003), not
  // the operations' rules, which the sandbox and src/api/ tests prove on the code that keeps them.
  it.each(operations.map((op) => ['[PX-01-003]', op.operationId, op]))(
    '%s %s answers with a documented, schema-valid response',
    async (_ids, _name, op) => {
      const result = await callOperation(doc, validate, baseUrl, op, { headers: { Cookie: 'sid=contract-suite', 'csrf-token': 'contract-suite' } });
      expect(result.violations).toEqual([]);
      expect(result.status).toBeLessThan(400);
    },
  );
});

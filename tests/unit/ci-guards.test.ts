// Issue 29's guards: tests that cannot pass by accident (PX-63-001, PX-63-002), the project's Node
// (PX-63-003) and the scope of mutation testing in CI (PX-63-005).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mutateGlobs, scoresByFolder, touchedFolders } from '../../scripts/mutation-scope.ts';

const tsx = 'node_modules/.bin/tsx';
const scratch = resolve('.tmp-sbx');
mkdirSync(scratch, { recursive: true });
const made: string[] = [];
const scratchDir = (prefix: string, parent = scratch) => {
  const dir = mkdtempSync(join(parent, prefix));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the trace report and claims that proved nothing', () => {
  const dir = scratchDir('trace-', tmpdir());
  const vitestReport = (tests: { fullName: string; status: string }[]) =>
    writeFileSync(join(dir, 'vitest.json'), JSON.stringify({ testResults: [{ name: `${process.cwd()}/tests/x.test.ts`, assertionResults: tests }] }));
  const e2eReport = (tests: { title: string; results: { status: string }[] }[]) =>
    writeFileSync(
      join(dir, 'e2e.json'),
      JSON.stringify({ suites: [{ title: 'x.spec.ts', file: 'x.spec.ts', specs: tests.map(({ title, results }) => ({ title, file: 'x.spec.ts', tests: [{ results }] })) }] }),
    );
  const trace = () => spawnSync(tsx, ['scripts/trace.ts'], { env: { ...process.env, TRACE_REPORTS_DIR: dir }, encoding: 'utf8' });

  it('[PX-63-001] fails for a vitest test that claims a rule and was skipped, pending or todo, naming each', () => {
    e2eReport([{ title: '[PX-63-001] an end-to-end test that passed', results: [{ status: 'passed' }] }]);
    vitestReport([{ fullName: '[PX-63-001] a unit test that passed', status: 'passed' }]);
    expect(trace().status).toBe(0);

    for (const status of ['skipped', 'pending', 'todo']) {
      vitestReport([
        { fullName: '[PX-63-001] a unit test that passed', status: 'passed' },
        { fullName: `[PX-63-002] a unit test that is ${status}`, status },
      ]);
      const run = trace();
      expect(run.status, status).toBe(1);
      expect(run.stderr).toContain(`test claims a rule but did not pass: ${status}: tests/x.test.ts: [PX-63-002] a unit test that is ${status}`);
      expect(run.stderr).not.toContain('a unit test that passed');
      expect(JSON.parse(readFileSync(join(dir, 'trace.json'), 'utf8')).claimsNotPassed).toHaveLength(1);
    }
  }, 120_000);

  it('[PX-63-001] fails for an end-to-end test that claims a rule and was skipped or has no result', () => {
    vitestReport([{ fullName: '[PX-63-001] a unit test that passed', status: 'passed' }]);
    e2eReport([{ title: '[PX-63-004] skipped at run time', results: [{ status: 'skipped' }] }]);
    const skipped = trace();
    expect(skipped.status).toBe(1);
    expect(skipped.stderr).toContain('test claims a rule but did not pass: skipped: x.spec.ts: [PX-63-004] skipped at run time');

    e2eReport([{ title: '[PX-63-004] collected, never run', results: [] }]);
    const neverRan = trace();
    expect(neverRan.status).toBe(1);
    expect(neverRan.stderr).toContain('test claims a rule but did not pass: did not run: x.spec.ts: [PX-63-004] collected, never run');
  }, 120_000);
});

describe('focused tests', () => {
  it('[PX-63-002] vitest refuses a focused test with the project configuration', () => {
    const dir = scratchDir('vitest-only-');
    writeFileSync(join(dir, 'focus.test.ts'), "import { it, expect } from 'vitest';\nit.only('focused', () => expect(1).toBe(1));\nit('other', () => expect(1).toBe(1));\n");
    // The project's configuration, narrowed to this one file (no global setup: nothing to bundle).
    writeFileSync(
      join(dir, 'vitest.config.ts'),
      `import base from '../../vitest.config.ts';\nexport default { ...base, test: { ...base.test, include: ['${dir}/*.test.ts'], globalSetup: [], setupFiles: [] } };\n`,
    );
    const run = spawnSync('node_modules/.bin/vitest', ['run', '--config', join(dir, 'vitest.config.ts'), '--root', process.cwd()], { encoding: 'utf8', env: { ...process.env, CI: '' } });
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/Unexpected \.only modifier/);
  }, 120_000);

  it('[PX-63-002] Playwright refuses a focused test with the project configuration, outside CI too', () => {
    const dir = scratchDir('pw-only-');
    writeFileSync(join(dir, 'focus.spec.ts'), "import { test, expect } from '@playwright/test';\ntest.only('focused', () => expect(1).toBe(1));\ntest('other', () => expect(1).toBe(1));\n");
    writeFileSync(join(dir, 'playwright.config.ts'), `import base from '../../playwright.config.ts';\nexport default { ...base, testDir: '${dir}', webServer: undefined, projects: [{ name: 'focus' }] };\n`);
    const run = spawnSync('node_modules/.bin/playwright', ['test', '--list', '--config', join(dir, 'playwright.config.ts')], { encoding: 'utf8', env: { ...process.env, CI: '' } });
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/forbidOnly/);
  }, 120_000);
});

describe("the project's Node", () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

  it('[PX-63-003] node_modules/.bin/node is Node 24 from the registry package, named by .nvmrc and .node-version', () => {
    expect(lock.packages['node_modules/node'].version).toMatch(/^24\./);
    expect(pkg.devDependencies.node).toMatch(/^\^24\./);
    expect(spawnSync('node_modules/.bin/node', ['--version'], { encoding: 'utf8' }).stdout.trim()).toBe(`v${lock.packages['node_modules/node'].version}`);
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe('24');
    expect(readFileSync('.node-version', 'utf8').trim()).toBe('24');
  });

  it('[PX-63-003] engines names the lowest Node that every installed package accepts', () => {
    // Each package's own floor for Node 22 (">=22.19.0", "^20.19.0 || >=22.12.0", ">=22"…) is at most ours.
    const floors = Object.entries(lock.packages as Record<string, { engines?: { node?: string } }>).flatMap(([name, entry]) => {
      const range = entry.engines?.node;
      if (!name || !range) return [];
      const for22 = range.split('||').map((part) => part.trim()).find((part) => /^>=\s*2[0-2](\.|$)|^\^22\./.test(part));
      return for22 ? [{ name, minor: for22.includes('22.') ? Number(/22\.(\d+)/.exec(for22)![1]) : 0 }] : [];
    });
    expect(floors.length).toBeGreaterThan(10);
    expect(pkg.engines.node).toBe(`>=22.${Math.max(...floors.map((f) => f.minor))}`);
  });

  it('[PX-63-003] the tests run on the Node that CI asks for', () => {
    const want = process.env.EXPECT_NODE_MAJOR;
    // Outside CI nothing is asked; CI sets it for each stage (.ci/run).
    expect(want === undefined || want === '' || process.versions.node.split('.')[0] === want).toBe(true);
  });
});

describe('mutation testing of the change', () => {
  it('[PX-63-005] mutates the machines/ folders the change touched, never constants or index files', () => {
    expect(touchedFolders(['machines/checkout/review.ts', 'machines/checkout/payment/card.ts', 'src/app.tsx', 'machines/wire.ts', 'machines/cart/index.ts', 'machines/constants/cart.ts', 'machines/cart/README.md', 'tests/unit/machines/cart.test.ts'])).toEqual(['.', 'checkout']);
    expect(touchedFolders(['src/app.tsx', 'README.md'])).toEqual([]);
    expect(mutateGlobs(['.', 'checkout'])).toEqual(['machines/*.ts', 'machines/checkout/**/*.ts', '!machines/constants/**', '!machines/**/index.ts']);
  });

  it("[PX-63-005] scores each folder and all of them as Stryker does: detected over detected plus survived and uncovered", () => {
    const mutants = (counts: Record<string, number>) => Object.entries(counts).flatMap(([status, n]) => Array.from({ length: n }, () => ({ status })));
    const root = '/repo';
    const scores = scoresByFolder(
      {
        files: {
          '/repo/machines/cart/lines.ts': { mutants: mutants({ Killed: 6, Timeout: 1, Survived: 2, NoCoverage: 1, CompileError: 3, Ignored: 4 }) },
          'machines/cart/totals.ts': { mutants: mutants({ Killed: 10 }) },
          'machines/pricing/tiers.ts': { mutants: mutants({ Survived: 1, Killed: 3 }) },
          'machines/wire.ts': { mutants: mutants({ Ignored: 2 }) },
        },
      },
      root,
    );
    // cart: 17 detected of 20; pricing: 3 of 4; wire.ts: no valid mutant; all: 20 of 24.
    expect(scores).toEqual([
      { folder: '.', detected: 0, undetected: 0, score: null },
      { folder: 'cart', detected: 17, undetected: 3, score: 85 },
      { folder: 'pricing', detected: 3, undetected: 1, score: 75 },
      { folder: 'all', detected: 20, undetected: 4, score: (100 * 20) / 24 },
    ]);
  });
});

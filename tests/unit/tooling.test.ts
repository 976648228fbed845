import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadRules, ruleIdsIn } from '../../contracts/rules/index.ts';

const tsx = 'node_modules/.bin/tsx';

describe('project tooling', () => {
  it('[PX-01-004] the committed client schema is up to date, and a stale copy is detected', () => {
    expect(spawnSync(tsx, ['scripts/generate-client.ts', '--check']).status).toBe(0);
    const stale = join(mkdtempSync(join(tmpdir(), 'stale-')), 'schema.ts');
    writeFileSync(stale, readFileSync('src/api/generated/schema.ts', 'utf8').replace('export interface paths', 'export interface pathz'));
    const result = spawnSync(tsx, ['scripts/generate-client.ts', '--check'], { env: { ...process.env, CLIENT_SCHEMA_PATH: stale } });
    expect(result.status).toBe(1);
    expect(String(result.stderr)).toContain('is stale');
  }, 180_000);

  it('[PX-01-007] the trace report fails on an unknown rule id and on a test that names none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trace-'));
    const report = (titles: string[]) =>
      writeFileSync(
        join(dir, 'vitest.json'),
        JSON.stringify({ testResults: [{ name: `${process.cwd()}/tests/x.test.ts`, assertionResults: titles.map((fullName) => ({ fullName, status: 'passed' })) }] }),
      );
    const run = () => spawnSync(tsx, ['scripts/trace.ts'], { env: { ...process.env, TRACE_REPORTS_DIR: dir } });

    report(['[PX-01-007] names a known rule']);
    expect(run().status).toBe(0);
    const trace = JSON.parse(readFileSync(join(dir, 'trace.json'), 'utf8'));
    expect(trace.rules.find((r: { id: string }) => r.id === 'PX-01-007').tests).toHaveLength(1);
    expect(readFileSync(join(dir, 'trace.html'), 'utf8')).toContain('PX-01-007');

    report(['[PX-99-999] names an unknown rule']);
    const unknown = run();
    expect(unknown.status).toBe(1);
    expect(String(unknown.stderr)).toContain('unknown rule id: PX-99-999');

    report(['names no rule']);
    expect(run().status).toBe(1);
  }, 60_000);

  it('[PX-64-001] a rule marked untestable that no test names is printed with its reason and counted as explained', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trace-'));
    writeFileSync(join(dir, 'vitest.json'), JSON.stringify({ testResults: [{ name: `${process.cwd()}/tests/x.test.ts`, assertionResults: [{ fullName: '[PX-64-001] names a known rule', status: 'passed' }] }] }));
    const result = spawnSync(tsx, ['scripts/trace.ts'], { env: { ...process.env, TRACE_REPORTS_DIR: dir } });
    expect(result.status).toBe(0);
    const untestable = loadRules().filter((r) => r.untestable);
    expect(untestable.length).toBeGreaterThan(0);
    const trace = JSON.parse(readFileSync(join(dir, 'trace.json'), 'utf8'));
    for (const rule of untestable) {
      expect(String(result.stdout)).toContain(`not testable here: ${rule.id}: ${rule.untestable}`);
      expect(trace.uncovered).not.toContain(rule.id);
    }
    expect(trace.explained.map((r: { id: string }) => r.id)).toEqual(untestable.map((r) => r.id));
    expect(trace.summary.covered + trace.summary.explained + trace.summary.uncovered).toBe(trace.summary.rules);
    expect(readFileSync(join(dir, 'trace.html'), 'utf8')).toContain(`not testable here: ${untestable[0]!.untestable}`);
  }, 120_000);

  it('[PX-73-001] a retired rule is listed apart with its reason, counted neither covered nor uncovered, and a test that names it fails the report', () => {
    const retired = loadRules().filter((r) => r.retired);
    expect(retired.map((r) => r.id)).toContain('PX-34-004');
    const dir = mkdtempSync(join(tmpdir(), 'trace-'));
    const report = (titles: string[]) =>
      writeFileSync(
        join(dir, 'vitest.json'),
        JSON.stringify({ testResults: [{ name: `${process.cwd()}/tests/x.test.ts`, assertionResults: titles.map((fullName) => ({ fullName, status: 'passed' })) }] }),
      );
    const run = () => spawnSync(tsx, ['scripts/trace.ts'], { env: { ...process.env, TRACE_REPORTS_DIR: dir } });

    report(['[PX-73-001] names a live rule']);
    const listed = run();
    expect(listed.status).toBe(0);
    const trace = JSON.parse(readFileSync(join(dir, 'trace.json'), 'utf8'));
    for (const rule of retired) {
      expect(String(listed.stdout)).toContain(`retired: ${rule.id}: ${rule.retired}`);
      expect(trace.uncovered).not.toContain(rule.id);
      expect(trace.rules.map((r: { id: string }) => r.id)).not.toContain(rule.id);
    }
    expect(trace.retired).toEqual(retired.map((r) => ({ id: r.id, retired: r.retired })));
    expect(trace.summary.retired).toBe(retired.length);
    expect(trace.summary.rules).toBe(loadRules().length - retired.length);
    expect(trace.summary.covered + trace.summary.explained + trace.summary.uncovered).toBe(trace.summary.rules);
    expect(readFileSync(join(dir, 'trace.html'), 'utf8')).toContain(`<tr class="retired"><th scope="row">${retired[0]!.id}</th>`);

    report(['[PX-73-001] names a live rule', `[${retired[0]!.id}] claims a retired rule`]);
    const claimed = run();
    expect(claimed.status).toBe(1);
    expect(String(claimed.stderr)).toContain(`test claims a retired rule: ${retired[0]!.id} in tests/x.test.ts: [${retired[0]!.id}] claims a retired rule`);
  }, 120_000);

  it('[PX-73-001] a retired rule says why in words and is not also marked untestable', () => {
    const retired = loadRules().filter((r) => r.retired !== undefined);
    expect(retired.length).toBeGreaterThan(0);
    for (const rule of retired) {
      expect(typeof rule.retired, rule.id).toBe('string');
      expect(rule.retired!.trim().length, rule.id).toBeGreaterThan(20);
      expect(rule.untestable, rule.id).toBeUndefined();
    }
  });

  it('[PX-01-007] rule ids are unique and well formed across the catalogue', () => {
    const ids = loadRules().map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => ruleIdsIn(id)[0] === id)).toBe(true);
    expect(ids.length).toBeGreaterThan(300);
  });

  // A rule lost in a move between files would leave its tests, the rules citing it and the code's comments
  // naming an id the catalogue no longer has; a rule copied into two files would load twice.
  it('[PX-01-007] a rule whose unquoted text holds a comma (read as a stray key, the text cut short) stops the catalogue from loading', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rules-'));
    const write = (rule: string) =>
      writeFileSync(join(dir, 'probe.yaml'), `document: probe\nprefix: PX\nrules:\n  - { id: PX-99-999, section: '99', heading: Probe, kind: project, rule: ${rule} }\n`);
    write("'Makes a 100,000-product catalogue.'");
    expect(loadRules(dir).map((rule) => rule.rule)).toEqual(['Makes a 100,000-product catalogue.']);
    write('Makes a 100,000-product catalogue.');
    expect(() => loadRules(dir)).toThrow(/PX-99-999 has fields no rule has \(000-product catalogue\.\)/);
  });

  it('[PX-01-007] every rule id the project names is in the catalogue, and every rule file holds rules loaded once each', () => {
    const known = new Set(loadRules().map((r) => r.id));
    // The one id tooling tests make up on purpose, to prove an unknown id fails the trace report.
    const madeUp = new Set(['PX-99-999']);
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'tests', 'property-tests', 'contracts', 'machines', 'src', 'sandbox', 'scripts', 'build', 'docs', 'README.md'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|md|yaml|html)$/.test(file) && existsSync(file));
    expect(files.length).toBeGreaterThan(500);
    const named = files.flatMap((file) => ruleIdsIn(readFileSync(file, 'utf8')).map((id) => ({ id, file })));
    expect(named.filter(({ id }) => !known.has(id) && !madeUp.has(id))).toEqual([]);
    expect(new Set(named.map(({ id }) => id)).size).toBeGreaterThan(1000);

    const dir = 'contracts/rules';
    const entries = readdirSync(dir)
      .filter((file) => file.endsWith('.yaml'))
      .flatMap((file) => {
        const text = readFileSync(`${dir}/${file}`, 'utf8');
        expect(text.startsWith('#'), `${file} says in its header what its rules are about`).toBe(true);
        const doc = parse(text) as { document?: string; rules: { id: string; document?: string }[] };
        expect(doc.rules.length, file).toBeGreaterThan(0);
        for (const rule of doc.rules) expect(rule.document ?? doc.document, `${file}: ${rule.id} names its document`).toBeTruthy();
        return doc.rules.map((rule) => rule.id);
      });
    expect(entries.length).toBe(known.size);
    expect(entries.length).toBe(loadRules().length);
  });

  it('[PX-64-001] a rule marked untestable says why in words, and only rules of the specification are so marked', () => {
    for (const rule of loadRules().filter((r) => r.untestable !== undefined)) {
      expect(typeof rule.untestable, rule.id).toBe('string');
      expect(rule.untestable!.trim().length, rule.id).toBeGreaterThan(20);
      expect(rule.id, rule.id).toMatch(/^(SH|CC)-/);
    }
  });
});

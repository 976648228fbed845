// Traceability: which tests prove which rules. Reads the test runners' JSON reports
// (reports/vitest.json, reports/e2e.json when present), writes reports/trace.json and
// reports/trace.html, and fails when a test names an unknown rule id or names no rule at all, and
// when a test that claims a rule did not pass: skipped, pending, todo, or never run (PX-63-001), since
// a claim that proved nothing must not count as coverage. Retired rules are listed apart, and a test
// that names one fails the report (PX-73-001).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadRules, ruleIdsIn, type Rule } from '../contracts/rules/index.ts';
import { checkNode } from './node-check.ts';

checkNode('trace');

interface TestRecord {
  file: string;
  title: string;
  status: string;
  ruleIds: string[];
}

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { status?: string; results: { status: string }[] }[] }[];
  suites?: PlaywrightSuite[];
}

const cwd = process.cwd() + '/';

function fromVitest(path: string): TestRecord[] {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8')) as VitestReport;
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      file: file.name.replace(cwd, ''),
      title: test.fullName,
      status: test.status,
      ruleIds: ruleIdsIn(test.fullName),
    })),
  );
}

function fromPlaywright(path: string): TestRecord[] {
  if (!existsSync(path)) return [];
  const walk = (suite: PlaywrightSuite, prefix: string[]): TestRecord[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => {
        const title = [...prefix, spec.title].join(' > ');
        // No result at all: collected but never run (an interrupted or lost shard).
        const last = test.results.at(-1)?.status ?? 'did not run';
        return { file: spec.file, title, status: last, ruleIds: ruleIdsIn(title) };
      }),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...prefix, child.title])),
  ];
  const report = JSON.parse(readFileSync(path, 'utf8')) as { suites: PlaywrightSuite[] };
  return report.suites.flatMap((suite) => walk(suite, []));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function html(rules: Rule[], byRule: Map<string, TestRecord[]>, covered: number, retiredCount: number): string {
  const rows = rules
    .map((rule) => {
      const tests = byRule.get(rule.id) ?? [];
      const state = rule.retired
        ? 'retired'
        : tests.length === 0
          ? rule.untestable
            ? 'explained'
            : 'uncovered'
          : tests.every((t) => t.status === 'passed')
            ? 'passed'
            : 'failing';
      const list = tests.map((t) => `<li>${escapeHtml(t.status)}: ${escapeHtml(t.file)} — ${escapeHtml(t.title)}</li>`).join('');
      const why =
        state === 'explained' ? `: not testable here: ${escapeHtml(rule.untestable!)}` : state === 'retired' ? `: ${escapeHtml(rule.retired!)}` : '';
      return `<tr class="${state}"><th scope="row">${rule.id}</th><td>${escapeHtml(rule.document)} §${rule.section}</td><td>${escapeHtml(rule.kind)}</td><td>${escapeHtml(rule.rule)}</td><td>${state}${why}${list ? `<ul>${list}</ul>` : ''}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rule traceability</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccd;padding:.3rem .5rem;vertical-align:top;text-align:left}
tr.uncovered td:last-child{color:#8a4b00}tr.explained td:last-child,tr.retired td:last-child{color:#555}tr.failing td:last-child{color:#b00020}tr.passed td:last-child{color:#0b6b2f}ul{margin:.2rem 0;padding-left:1.2rem}</style></head>
<body><h1>Rule traceability</h1><p>${covered} of ${rules.length - retiredCount} rules covered by at least one test; ${retiredCount} retired, listed apart.</p>
<table><thead><tr><th scope="col">Rule</th><th scope="col">Where</th><th scope="col">Kind</th><th scope="col">Rule</th><th scope="col">Tests</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}

// A retired rule no longer holds: it keeps its id (never renumbered) but is neither covered nor uncovered,
// and a test that names it proves nothing, so such a claim fails the report (PX-73-001).
const catalogue = loadRules();
const retired = catalogue.filter((r) => r.retired);
const rules = catalogue.filter((r) => !r.retired);
const known = new Set(catalogue.map((r) => r.id));
const retiredIds = new Set(retired.map((r) => r.id));
const reportsDir = process.env.TRACE_REPORTS_DIR ?? 'reports';
const tests = [...fromVitest(`${reportsDir}/vitest.json`), ...fromPlaywright(`${reportsDir}/e2e.json`)];

const byRule = new Map<string, TestRecord[]>();
for (const test of tests) for (const id of test.ruleIds) byRule.set(id, [...(byRule.get(id) ?? []), test]);

const unknown = tests.flatMap((t) => t.ruleIds.filter((id) => !known.has(id)).map((id) => `${id} in ${t.file}: ${t.title}`));
const unnamed = tests.filter((t) => t.ruleIds.length === 0).map((t) => `${t.file}: ${t.title}`);
const claimsRetired = tests.flatMap((t) => t.ruleIds.filter((id) => retiredIds.has(id)).map((id) => `${id} in ${t.file}: ${t.title}`));
const notPassed = tests.filter((t) => t.ruleIds.length > 0 && t.status !== 'passed').map((t) => `${t.status}: ${t.file}: ${t.title}`);
const covered = rules.filter((r) => byRule.has(r.id)).length;
// A rule no test names but the catalogue marks untestable (the platform's own servers) is explained, not uncovered.
const explained = rules.filter((r) => !byRule.has(r.id) && r.untestable);

mkdirSync(reportsDir, { recursive: true });
writeFileSync(
  `${reportsDir}/trace.json`,
  JSON.stringify(
    {
      summary: { rules: rules.length, covered, explained: explained.length, uncovered: rules.length - covered - explained.length, retired: retired.length, tests: tests.length },
      rules: rules.map((r) => ({ ...r, tests: (byRule.get(r.id) ?? []).map(({ file, title, status }) => ({ file, title, status })) })),
      uncovered: rules.filter((r) => !byRule.has(r.id) && !r.untestable).map((r) => r.id),
      explained: explained.map((r) => ({ id: r.id, untestable: r.untestable })),
      retired: retired.map((r) => ({ id: r.id, retired: r.retired })),
      claimsRetired,
      unknownIds: unknown,
      testsWithoutRuleIds: unnamed,
      claimsNotPassed: notPassed,
    },
    null,
    2,
  ),
);
writeFileSync(`${reportsDir}/trace.html`, html([...rules, ...retired], byRule, covered, retired.length));

const bySection = new Map<string, { total: number; covered: number }>();
for (const rule of rules) {
  const key = `${rule.id.split('-')[0]} §${rule.section}`;
  const entry = bySection.get(key) ?? { total: 0, covered: 0 };
  entry.total += 1;
  if (byRule.has(rule.id)) entry.covered += 1;
  bySection.set(key, entry);
}
console.log(`trace: ${covered}/${rules.length} rules covered by ${tests.length} tests, ${explained.length} explained as not testable here, ${retired.length} retired (${reportsDir}/trace.html, ${reportsDir}/trace.json)`);
for (const rule of explained) console.log(`  not testable here: ${rule.id}: ${rule.untestable}`);
for (const rule of retired) console.log(`  retired: ${rule.id}: ${rule.retired}`);
for (const [key, { total, covered: c }] of [...bySection].sort()) console.log(`  ${key.padEnd(8)} ${String(c).padStart(4)}/${total}`);

if (tests.length === 0) {
  console.error('trace: no test results found; run the test suites first.');
  process.exit(1);
}
if (unknown.length || unnamed.length || notPassed.length || claimsRetired.length) {
  for (const line of unknown) console.error(`unknown rule id: ${line}`);
  for (const line of claimsRetired) console.error(`test claims a retired rule: ${line}`);
  for (const line of unnamed) console.error(`test names no rule id: ${line}`);
  for (const line of notPassed) console.error(`test claims a rule but did not pass: ${line}`);
  process.exit(1);
}

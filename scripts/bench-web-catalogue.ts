// Lighthouse (mobile) on the catalogue pages: the search results and a product page (in English and
// in French), served as
// `npm start` serves them (the built front end through the sandbox, which compresses its answers
// as a production origin would). Printed figures, not a test.
//
//   node_modules/.bin/tsx scripts/bench-web-catalogue.ts [--no-build] [--dist DIR] [--runs N] [--json FILE]
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createSandbox } from '../sandbox/app.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PERFORMANCE_TARGET = 0.95;
const PAGES = [
  { name: 'search results', path: '/search?term=electrode' },
  { name: 'product', path: '/product/01t000000000001' },
  // Issue 30: a French page loads its catalogue chunk and asks the product in French; the budget is the same.
  { name: 'French product', path: '/fr-FR/product/01t000000000001' },
];

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Math.max(1, Number(option('--runs') ?? 3));
const DIST = resolve(option('--dist') ?? join(ROOT, 'dist'));


interface Scores {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
}

async function audit(url: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
    return {
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      metrics: { FCP: metric('first-contentful-paint'), LCP: metric('largest-contentful-paint'), TBT: metric('total-blocking-time'), CLS: metric('cumulative-layout-shift'), SI: metric('speed-index') },
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!args.includes('--no-build')) {
  console.log('Building the front end…');
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
}

const sandbox = await createSandbox({ port: 0, distDir: DIST });
const report: Record<string, { runs: Scores[]; performance: number; accessibility: number }> = {};
try {
  for (const page of PAGES) {
    const scores: Scores[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await audit(`${sandbox.url}${page.path}`);
      console.log(
        `${page.name} (${page.path}) run ${run}/${runs}: performance ${result.performance.toFixed(2)}  accessibility ${result.accessibility.toFixed(2)}  ` +
          Object.entries(result.metrics)
            .map(([name, value]) => `${name} ${value}`)
            .join('  '),
      );
      scores.push(result);
    }
    report[page.name] = { runs: scores, performance: median(scores.map((s) => s.performance)), accessibility: median(scores.map((s) => s.accessibility)) };
  }
  console.log('\nSummary (median, Lighthouse mobile):');
  for (const [name, result] of Object.entries(report)) {
    console.log(`  ${name.padEnd(15)} performance ${result.performance.toFixed(2)} (target ≥ ${PERFORMANCE_TARGET}: ${result.performance >= PERFORMANCE_TARGET ? 'met' : 'not met'})  accessibility ${result.accessibility.toFixed(2)}`);
  }
  const out = option('--json');
  if (out) writeFileSync(out, JSON.stringify(report, null, 2));
} finally {
  await sandbox.close();
}

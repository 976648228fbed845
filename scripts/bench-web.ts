// `npm run bench:web`: builds the front end, serves the build through the sandbox (in-memory database),
// and prints the gzip size of the JavaScript the home route loads and Lighthouse (mobile) scores
// for the home page. A script that prints figures, not a test.
//
//   node_modules/.bin/tsx scripts/bench-web.ts [--no-build] [--runs N] [--json FILE] [--path /register]
//
// --path runs Lighthouse on another page than Home (the JavaScript figures stay Home's).
//
// The sandbox compresses its answers (gzip/brotli) as a production origin would.
//
// JavaScript is counted two ways: the static graph of dist/index.html (the entry, its modulepreloads
// and their static imports: what must arrive before the page can render) and every script the
// browser fetches while loading Home until the network is idle (lazy chunks the page asks for at once
// included). Sizes are gzip level 9 of the built files, whatever the server sends.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createSandbox } from '../sandbox/app.ts';

const ROOT = new URL('..', import.meta.url).pathname;
// A build of its own, so a rebuild of dist/ elsewhere cannot change the files being measured.
const DIST = join(ROOT, '.sandbox-data', 'bench-dist');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TARGETS = { jsKb: 110, performance: 0.95, accessibility: 1 };

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Math.max(1, Number(option('--runs') ?? 3));
const pagePath = option('--path') ?? '/';

const gzipBytes = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes: number) => bytes / 1024;
const fmt = (bytes: number) => `${kb(bytes).toFixed(1)} KB`;

/** The entry script, its modulepreloads and every static import reachable from them. */
function staticGraph(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const roots = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(DIST, file), 'utf8');
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    // Static imports only (`import … from "./x.js"` and bare `import "./x.js"`), not import().
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      visit(dir + match[1]!.slice(2));
    }
  };
  roots.forEach(visit);
  return [...seen];
}

/** Every script the home page fetches until the network is idle, as dist/ paths. */
async function runtimeScripts(origin: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && response.request().resourceType() === 'script') scripts.add(url.pathname.slice(1));
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return [...scripts];
  } finally {
    await browser.close();
  }
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  metrics: Record<string, string>;
}

async function lighthouseHome(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const score = (id: string) => categories[id]?.score ?? 0;
    const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        SI: metric('speed-index'),
      },
    };
  } finally {
    await chrome.kill();
  }
}


const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!flag('--no-build')) {
  console.log('Building the front end…');
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
}

const sandbox = await createSandbox({ port: 0, distDir: DIST });
try {
  const staticFiles = staticGraph();
  const staticBytes = staticFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
  const loaded = await runtimeScripts(sandbox.url);
  const loadedBytes = loaded.reduce((sum, file) => sum + gzipBytes(file), 0);

  console.log('\nJavaScript of the home route (gzip -9):');
  console.log(`  static graph (entry + modulepreloads + static imports): ${fmt(staticBytes)} in ${staticFiles.length} files`);
  console.log(`  everything fetched while loading Home:                  ${fmt(loadedBytes)} in ${loaded.length} files`);
  for (const file of loaded.sort((a, b) => gzipBytes(b) - gzipBytes(a))) console.log(`    ${fmt(gzipBytes(file)).padStart(9)}  ${file}`);
  // Not JavaScript, but what the first paint waits for: the page with its inline stylesheet (PX-05-022).
  console.log(`  index.html, stylesheet included (gzip -9):              ${fmt(gzipBytes('index.html'))}`);

  const pageUrl = `${sandbox.url}${pagePath}`;
  const scores: LighthouseScores[] = [];
  for (let run = 1; run <= runs; run += 1) {
    console.log(`\nLighthouse (mobile) of ${pagePath}, run ${run} of ${runs}…`);
    const result = await lighthouseHome(pageUrl);
    console.log(
      `  performance ${result.performance.toFixed(2)}  accessibility ${result.accessibility.toFixed(2)}  best practices ${result.bestPractices.toFixed(2)}  SEO ${result.seo.toFixed(2)}  ` +
        Object.entries(result.metrics)
          .map(([name, value]) => `${name} ${value}`)
          .join('  '),
    );
    scores.push(result);
  }
  const performance = median(scores.map((s) => s.performance));
  const accessibility = median(scores.map((s) => s.accessibility));

  const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
  console.log('\nSummary (median of Lighthouse runs):');
  console.log(`  home JS (all fetched):   ${fmt(loadedBytes)}  target ≤ ${TARGETS.jsKb} KB  ${verdict(kb(loadedBytes) <= TARGETS.jsKb)}`);
  console.log(`  home JS (static graph):  ${fmt(staticBytes)}  target ≤ ${TARGETS.jsKb} KB  ${verdict(kb(staticBytes) <= TARGETS.jsKb)}`);
  console.log(`  page measured:           ${pagePath}`);
  console.log(`  performance:             ${performance.toFixed(2)}  target ≥ ${TARGETS.performance}  ${verdict(performance >= TARGETS.performance)}`);
  console.log(`  accessibility:           ${accessibility.toFixed(2)}  target ≥ ${TARGETS.accessibility.toFixed(2)}  ${verdict(accessibility >= TARGETS.accessibility)}`);

  const out = option('--json');
  if (out) {
    writeFileSync(
      out,
      JSON.stringify({ homeJs: { staticGzipBytes: staticBytes, fetchedGzipBytes: loadedBytes, files: loaded }, lighthouse: scores, performance, accessibility }, null, 2),
    );
  }
} finally {
  await sandbox.close();
}

// Lighthouse (mobile) on the self-service pages of issue 16, as a signed-in buyer (approver@demo.test,
// whose account has orders, invoices, a standing order and a purchase order waiting): /quick-order and
// /dashboard, served as `npm start` serves them. Printed figures, not a test; one run a page by default
// (Lighthouse is heavy on a shared machine).
//
//   node_modules/.bin/tsx scripts/bench-web-self-service.ts [--no-build] [--dist DIR] [--runs N]
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { accountPaths } from '../src/content/site.ts';
import { createSandbox } from '../sandbox/app.ts';
import { signedIn } from '../tests/sandbox/client.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PERFORMANCE_TARGET = 0.95;
const PAGES = [
  { name: 'quick order', path: accountPaths.quickOrder },
  { name: 'dashboard', path: accountPaths.dashboard },
];

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Math.max(1, Number(option('--runs') ?? 1));
const DIST = resolve(option('--dist') ?? join(ROOT, '.sandbox-data', 'bench-self-service-dist'));

async function audit(url: string, cookie: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: { Cookie: cookie } });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
    return {
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      finalUrl: finalDisplayedUrl,
      metrics: { FCP: metric('first-contentful-paint'), LCP: metric('largest-contentful-paint'), TBT: metric('total-blocking-time'), CLS: metric('cumulative-layout-shift'), SI: metric('speed-index') },
    };
  } finally {
    await chrome.kill();
  }
}

if (!args.includes('--no-build')) {
  console.log('Building the front end…');
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
}

const sandbox = await createSandbox({ port: 0, distDir: DIST });
try {
  const buyer = await signedIn(sandbox.url, 'approver');
  for (const page of PAGES) {
    for (let run = 1; run <= runs; run += 1) {
      const result = await audit(`${sandbox.url}${page.path}`, buyer.cookieHeader());
      console.log(
        `${page.name} (${page.path}) run ${run}/${runs}: performance ${result.performance.toFixed(2)} (target ≥ ${PERFORMANCE_TARGET}: ${result.performance >= PERFORMANCE_TARGET ? 'met' : 'not met'})  accessibility ${result.accessibility.toFixed(2)}  ` +
          Object.entries(result.metrics)
            .map(([name, value]) => `${name} ${value}`)
            .join('  '),
      );
    }
  }
} finally {
  await sandbox.close();
}

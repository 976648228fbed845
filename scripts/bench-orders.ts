// `npm run bench:orders`: figures for the order history (issue 15), printed, not asserted.
//  - list and filter p50/p95 over HTTP on the sandbox with 2,000 orders for one account (seeded here,
//    bench only): first page, a deep page, status, PO number, SKU, one month, all at once; the
//    invoices list. Target p95 <= 50 ms.
//  - with --lighthouse: Lighthouse mobile (its default emulation and throttling) on the order history
//    and an order's details, signed in. Needs a build (--dist, default dist/; --build makes one).
//    Target performance >= 0.95. The machine is shared: run it once.
//
//    Each run prints the diagnostics behind its score (scripts/bench/lighthouse.ts: the largest paint's
//    element and phases, layout shifts, the longest request chain, the busiest scripts) and the
//    JavaScript the page fetched (gzip -9 of the built files); --pages orders,order picks pages.
//
//   node_modules/.bin/tsx scripts/bench-orders.ts [--orders 2000] [--samples 100] [--lighthouse [--build] [--dist DIR] [--pages orders,order]]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { orders as fixtureOrders } from '../fixtures/index.ts';
import { createSandbox } from '../sandbox/app.ts';
import { insertOrder } from '../sandbox/db/seed.ts';
import { signedIn } from '../tests/sandbox/client.ts';
import { formatMetrics, launchChrome, runLighthouse } from './bench/lighthouse.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const flag = (name: string) => args.includes(name);
const ORDERS = Number(option('--orders') ?? 2000);
const SAMPLES = Number(option('--samples') ?? 100);
const ROOT = new URL('..', import.meta.url).pathname;
const DIST = resolve(option('--dist') ?? join(ROOT, 'dist'));
const ACCOUNT = '001000000000001';
const LIGHTHOUSE_PAGES: Record<string, string> = { orders: '/orders', order: '/orders/KRM-100001' };
const pages = (option('--pages') ?? Object.keys(LIGHTHOUSE_PAGES).join(',')).split(',');
const unknownPages = pages.filter((page) => !(page in LIGHTHOUSE_PAGES));
if (unknownPages.length > 0) throw new Error(`--pages: unknown ${unknownPages.join(', ')}; known: ${Object.keys(LIGHTHOUSE_PAGES).join(', ')}`);
const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** The account's fixture orders repeated with new numbers, dates, statuses and PO numbers, over three years. */
function benchOrders(count: number) {
  const templates = fixtureOrders.orders.filter((order) => order.accountId === ACCOUNT);
  const statuses = ['Delivered', 'Shipped', 'Processing', 'Created', 'Cancelled', 'Partially Shipped'];
  const newest = Date.parse('2026-10-31T12:00:00.000Z');
  return Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length]!;
    const ordered = new Date(newest - index * 13 * 3_600_000).toISOString();
    const po = `PO-BENCH-${String(index).padStart(5, '0')}`;
    return {
      ...template,
      id: `1Os${String(500_000 + index).padStart(12, '0')}`,
      orderNumber: `KRM-${500_000 + index}`,
      status: statuses[index % statuses.length]!,
      createdDate: ordered,
      orderedDate: ordered,
      purchaseOrderNumber: po,
      paymentMethod: { type: 'PurchaseOrder' as const, purchaseOrderNumber: po, purchaseOrderFileName: null },
      items: template.items.map((item, line) => ({ ...item, id: `10u${String(600_000 + index * 10 + line).padStart(12, '0')}` })),
    };
  });
}

// The sandbox serves the pages only if the build is there when it starts.
if (flag('--lighthouse') && flag('--build')) {
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
}
if (flag('--lighthouse') && !existsSync(join(DIST, 'index.html'))) throw new Error(`No build in ${DIST}: pass --build, or --dist DIR of a build.`);
const sandbox = await createSandbox({ port: 0, distDir: DIST });
try {
  const started = performance.now();
  await sandbox.core.db.tx(async (q) => {
    for (const order of benchOrders(ORDERS)) await insertOrder(q, order);
  });
  console.log(`Seeded ${ORDERS} orders for account ${ACCOUNT} in ${Math.round(performance.now() - started)} ms.`);

  const buyer = await signedIn(sandbox.url, 'buyer');
  const base = `/order-summaries?effectiveAccountId=${ACCOUNT}&pageSize=20`;
  const cases: Array<[string, string]> = [
    ['first page (newest 20)', base],
    ['page 50 (offset 980)', `${base}&pageToken=980`],
    ['status Delivered', `${base}&status=Delivered`],
    ['PO number (one match)', `${base}&searchTerm=PO-BENCH-01234`],
    ['SKU (many matches)', `${base}&searchTerm=KRM-SEN-TYM-3001`],
    ['one month', `${base}&earliestDate=2025-06-01T00:00:00.000Z&latestDate=2025-06-30T23:59:59.999Z`],
    ['all filters', `${base}&status=Shipped&searchTerm=krm-neu&earliestDate=2025-01-01T00:00:00.000Z&latestDate=2025-12-31T23:59:59.999Z`],
    ['invoices list', `/invoices?effectiveAccountId=${ACCOUNT}&pageSize=20`],
  ];
  console.log(`\nOrder history over HTTP (${SAMPLES} requests each after 10 warm-ups; target p95 <= 50 ms):`);
  for (const [name, path] of cases) {
    for (let i = 0; i < 10; i += 1) await buyer.get(path);
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const start = performance.now();
      const answer = await buyer.get(path);
      times.push(performance.now() - start);
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
      count = answer.body.count;
    }
    console.log(`  ${name.padEnd(26)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   (${count} on the page)`);
  }

  if (flag('--lighthouse')) {
    console.log('\nLighthouse, mobile, signed in (target performance >= 0.95):');
    for (const path of pages.map((page) => LIGHTHOUSE_PAGES[page]!)) {
      const chrome = await launchChrome();
      try {
        // The session cookie on every request: Lighthouse clears storage, not extra headers.
        const run = await runLighthouse(`${sandbox.url}${path}`, { port: chrome.port }, { extraHeaders: { Cookie: buyer.cookieHeader() } });
        if (run.error) console.log(`  ${path}: Lighthouse failed (${run.error}); the scores mean nothing`);
        console.log(`  ${path.padEnd(20)} performance ${run.scores.performance}   accessibility ${run.scores.accessibility}   ${formatMetrics(run)}`);
        for (const line of run.diagnostics) console.log(`    ${line}`);
        const scripts = run.scripts.map((script) => script.slice(1)).filter((file) => existsSync(join(DIST, file)));
        const total = scripts.reduce((sum, file) => sum + gzipKb(file), 0);
        console.log(`    JavaScript fetched (gzip -9): ${total.toFixed(1)} KB in ${scripts.length} files`);
        for (const file of scripts.sort((a, b) => gzipKb(b) - gzipKb(a))) console.log(`      ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`);
      } finally {
        chrome.kill();
      }
    }
  }
} finally {
  await sandbox.close();
}

// Benchmark of the catalogue's read path (issue 6): generates the 100,000-product catalogue, starts
// the sandbox seeded with it and the Prism mock, and drives search, suggestions and product detail
// at 50 concurrent connections against both in the same run, printing p50/p95 latency and
// throughput side by side. Search and suggestions rotate through a few hundred terms drawn from the
// generated catalogue, so no answer kept from an earlier request can stand in for searching.
// Printed figures, not a test.
//
//   tsx scripts/bench-api.ts [--products 100000] [--duration 10] [--connections 50] [--fixtures DIR] [--keep]
//
// --fixtures reuses an already generated catalogue folder (and its seeded database next to it).
// BENCH_API_PORT (default 4611) is the sandbox's port and the next one Prism's, so runs on a shared
// machine can keep to their own ports.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const PRISM = join(ROOT, 'node_modules/.bin/prism');
const BUNDLE = join(ROOT, 'openapi/.bundled/storefront.json');
const WEBSTORE = '/services/data/v64.0/commerce/webstores/0ZE000000000001';
const SANDBOX_PORT = Number(process.env.BENCH_API_PORT ?? 4611);
const PRISM_PORT = SANDBOX_PORT + 1;

// autocannon ships no types; the part used here.
interface AutocannonResult {
  requests: { total: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
}
type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests: Array<{ method: 'GET'; setupRequest: (request: { path: string }) => { path: string } }>;
  },
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface Args {
  products: number;
  duration: number;
  connections: number;
  fixtures?: string;
  keep: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { products: 100_000, duration: 10, connections: 50, keep: false };
  for (let i = 0; i < argv.length; i += 1) {
    const value = argv[i + 1];
    if (argv[i] === '--products') args.products = Number(value);
    else if (argv[i] === '--duration') args.duration = Number(value);
    else if (argv[i] === '--connections') args.connections = Number(value);
    else if (argv[i] === '--fixtures') args.fixtures = resolve(value!);
    else if (argv[i] === '--keep') args.keep = true;
    else continue;
    if (argv[i] !== '--keep') i += 1;
  }
  return args;
}

/** The child mode: the sandbox seeded from a fixtures folder, on a port, until stopped. */
async function serveSandbox(fixturesDir: string, dataDir: string, port: number): Promise<void> {
  const { createSandbox } = await import('../sandbox/app.ts');
  const sandbox = await createSandbox({ fixturesDir, dataDir, port, host: '127.0.0.1', logger: false });
  console.log(`READY ${sandbox.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void sandbox.close().finally(() => process.exit(0)));
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function startChild(command: string, args: string[], ready: (line: string) => boolean, label: string): Promise<ChildProcess> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let done = false;
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!done && ready(line)) {
          done = true;
          resolvePromise(child);
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      if (!done) process.stderr.write(`[${label}] ${chunk}`);
    });
    child.once('exit', (code) => {
      if (!done) reject(new Error(`${label} exited with ${code} before it was ready`));
    });
  });
}

async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A browser-like session: the sandbox's session and CSRF cookies, kept across requests. */
async function sessionCookie(base: string): Promise<string> {
  const response = await fetch(`${base}${WEBSTORE}/application-context`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

function cycle<T>(values: readonly T[]): () => T {
  let index = 0;
  return () => values[index++ % values.length]!;
}

/** Search and suggestion terms drawn from the generated catalogue itself. */
interface Vocabulary {
  searchTerms: string[];
  suggestionTerms: string[];
}

interface Operation {
  name: string;
  paths: (products: number, vocabulary: Vocabulary) => () => string;
}

/**
 * A few hundred realistic terms from the benchmarked catalogue: name words, two-word phrases,
 * brands, exact SKUs and SKU prefixes for search; the first letters of name words and SKU prefixes
 * for suggestions. Many distinct terms keep the figures about searching, not about one answer the
 * server might have kept from the previous request.
 */
function vocabularyOf(fixturesDir: string): Vocabulary {
  const { products } = JSON.parse(readFileSync(join(fixturesDir, 'catalogue.json'), 'utf8')) as { products: Array<{ name: string; sku: string; productClass: string }> };
  let state = 20261122;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const browsable = products.filter((p) => p.productClass !== 'Variation');
  const nameWords = (p: { name: string }) => p.name.replace(/[,()]/g, '').split(/\s+/).filter((w) => /^[a-z][a-z-]{2,}$/i.test(w));
  const search = new Set<string>();
  const suggestions = new Set<string>();
  while (search.size < 300) {
    const product = pick(browsable);
    const words = nameWords(product);
    const at = Math.floor(random() * words.length);
    const kind = random();
    if (words.length === 0) continue;
    if (kind < 0.35) search.add(words[at]!.toLowerCase());
    else if (kind < 0.6 && at + 1 < words.length) search.add(`${words[at]} ${words[at + 1]}`.toLowerCase());
    else if (kind < 0.75) search.add(words[0]!);
    else if (kind < 0.9) search.add(product.sku);
    else search.add(product.sku.split('-').slice(0, 3).join('-'));
  }
  while (suggestions.size < 200) {
    const product = pick(browsable);
    const words = nameWords(product);
    if (words.length === 0) continue;
    if (random() < 0.8) suggestions.add(pick(words).slice(0, 3 + Math.floor(random() * 3)).toLowerCase());
    else suggestions.add(product.sku.slice(0, 7));
  }
  return { searchTerms: [...search], suggestionTerms: [...suggestions] };
}

// Cheapest first, and the server drained between runs, so a backlog of slow answers left by one
// operation never lands on the next one's figures.
const OPERATIONS: Operation[] = [
  {
    name: 'product detail',
    paths: (products) => {
      const ids = Array.from({ length: 64 }, (_, i) => `01t${String(i < 5 ? i + 1 : 1 + Math.floor(((i * 7919) % products) || 1)).padStart(12, '0')}`);
      return cycle(ids.map((id) => `${WEBSTORE}/products/${id}`));
    },
  },
  {
    name: 'suggestions',
    paths: (_products, vocabulary) => cycle(vocabulary.suggestionTerms.map((term) => `${WEBSTORE}/search/suggestions?searchTerm=${encodeURIComponent(term)}`)),
  },
  {
    name: 'search',
    paths: (_products, vocabulary) => cycle(vocabulary.searchTerms.map((term) => `${WEBSTORE}/search/products?searchTerm=${encodeURIComponent(term)}&pageSize=20`)),
  },
];

interface Measured {
  requests: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function measure(base: string, operation: Operation, args: Args, vocabulary: Vocabulary, headers: Record<string, string>): Promise<Measured> {
  const next = operation.paths(args.products, vocabulary);
  const latencies: number[] = [];
  let failures = 0;
  return new Promise((resolvePromise, reject) => {
    const instance = autocannon(
      { url: base, connections: args.connections, duration: args.duration, headers, requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }] },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolvePromise({
          requests: result.requests.total,
          throughput: result.requests.total / result.duration,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          failures: failures + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) failures += 1;
    });
  });
}

/** Waits until the server answers a cheap read quickly again (its queue of earlier requests is drained). */
async function drain(base: string, headers: Record<string, string>): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const started = performance.now();
    try {
      await fetch(`${base}${WEBSTORE}/products/01t000000000001`, { headers }).then((r) => r.arrayBuffer());
      if (performance.now() - started < 250) return;
    } catch {
      // still busy
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The median of a few requests one at a time: the latency without load. */
async function unloaded(base: string, operation: Operation, args: Args, vocabulary: Vocabulary, headers: Record<string, string>): Promise<number> {
  const next = operation.paths(args.products, vocabulary);
  const times: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const started = performance.now();
    await fetch(`${base}${next()}`, { headers }).then((r) => r.arrayBuffer());
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[3]!;
}

function row(cells: Array<string | number>, widths: number[]): string {
  return cells.map((cell, i) => String(cell).padStart(widths[i]!)).join('  ');
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const work = args.fixtures ? dirname(args.fixtures) : mkdtempSync(join(tmpdir(), 'bench-api-'));
  const fixturesDir = args.fixtures ?? join(work, 'fixtures');
  const dataDir = join(work, 'sandbox-data');
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  /**
   * Stops the servers and waits until they have exited: the sandbox closes its PGlite database on
   * SIGTERM, and removing the data folder while it still writes failed with ENOTEMPTY. One that has
   * not exited after 30 s is killed.
   */
  const stopAndWait = async () => {
    const exited = children.map((child) =>
      child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((done) => child.once('exit', () => done())));
    stop();
    const timer = setTimeout(() => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL')), 30_000);
    await Promise.all(exited);
    clearTimeout(timer);
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });

  try {
    if (!args.fixtures) {
      const started = performance.now();
      mkdirSync(fixturesDir, { recursive: true });
      const generated = spawnSync(TSX, ['fixtures/generate.ts', '--products', String(args.products), '--out', fixturesDir], { cwd: ROOT, stdio: 'inherit' });
      if (generated.status !== 0) throw new Error('fixture generation failed');
      console.log(`catalogue of ${args.products.toLocaleString('en-US')} products generated in ${seconds(started)} (${fixturesDir})`);
    }
    if (!existsSync(BUNDLE)) {
      const bundled = spawnSync(join(ROOT, 'node_modules/.bin/redocly'), ['bundle', 'openapi/storefront.yaml', '-o', BUNDLE], { cwd: ROOT, stdio: 'inherit' });
      if (bundled.status !== 0) throw new Error('openapi bundle failed');
    }

    const vocabulary = vocabularyOf(fixturesDir);
    console.log(`${vocabulary.searchTerms.length} search and ${vocabulary.suggestionTerms.length} suggestion terms from the catalogue, e.g. ${[...vocabulary.searchTerms.slice(0, 4), ...vocabulary.suggestionTerms.slice(0, 3)].map((t) => `'${t}'`).join(', ')}`);

    const seeding = performance.now();
    const sandbox = await startChild(TSX, [fileURLToPath(import.meta.url), '--serve-sandbox', fixturesDir, dataDir, String(SANDBOX_PORT)], (line) => line.startsWith('READY '), 'sandbox');
    children.push(sandbox);
    console.log(`sandbox seeded and listening in ${seconds(seeding)} (PGlite in ${dataDir})`);

    const prism = spawn(PRISM, ['mock', '-h', '127.0.0.1', '-p', String(PRISM_PORT), BUNDLE], { cwd: ROOT, stdio: 'ignore' });
    children.push(prism);
    await waitForUrl(`http://127.0.0.1:${PRISM_PORT}${WEBSTORE}/application-context`, 60_000);

    const targets: Array<{ name: string; base: string; headers: Record<string, string> }> = [
      { name: 'sandbox (100k)', base: `http://127.0.0.1:${SANDBOX_PORT}`, headers: { cookie: await sessionCookie(`http://127.0.0.1:${SANDBOX_PORT}`) } },
      { name: 'prism mock', base: `http://127.0.0.1:${PRISM_PORT}`, headers: {} },
    ];

    // Warm both servers (JIT, caches) before measuring.
    for (const target of targets) {
      for (const operation of OPERATIONS) {
        const next = operation.paths(args.products, vocabulary);
        for (let i = 0; i < 5; i += 1) await fetch(`${target.base}${next()}`, { headers: target.headers }).then((r) => r.arrayBuffer());
      }
    }

    console.log(`\n${args.connections} connections, ${args.duration} s per operation and server; latency in ms ('alone': one request at a time)\n`);
    const widths = [16, 16, 10, 9, 9, 8, 8, 8, 9];
    console.log(row(['operation', 'server', 'alone p50', 'requests', 'req/s', 'p50', 'p95', 'p99', 'failures'], widths));
    const results: Array<{ operation: string; target: string; measured: Measured }> = [];
    for (const operation of OPERATIONS) {
      for (const target of targets) {
        await drain(target.base, target.headers);
        const alone = await unloaded(target.base, operation, args, vocabulary, target.headers);
        const measured = await measure(target.base, operation, args, vocabulary, target.headers);
        results.push({ operation: operation.name, target: target.name, measured });
        console.log(
          row(
            [operation.name, target.name, alone.toFixed(1), measured.requests, measured.throughput.toFixed(0), measured.p50.toFixed(1), measured.p95.toFixed(1), measured.p99.toFixed(1), measured.failures],
            widths,
          ),
        );
      }
    }

    const measuredOf = (operation: string, target: 'sandbox' | 'prism') => results.find((r) => r.operation === operation && r.target.startsWith(target))!.measured;
    const sandboxOf = (operation: string) => measuredOf(operation, 'sandbox');
    // Issue 26, part 7: throughput relative to Prism measured in the same run, so a busy machine
    // slows both; latencies as measured.
    const ratio = sandboxOf('product detail').throughput / measuredOf('product detail', 'prism').throughput;
    console.log(`\ntargets (sandbox, ${args.connections} connections):`);
    console.log(`  product detail ${sandboxOf('product detail').throughput.toFixed(0)} req/s = ${ratio.toFixed(2)}× Prism's ${measuredOf('product detail', 'prism').throughput.toFixed(0)} (target ≥ 4×): ${ratio >= 4 ? 'met' : 'not met'}`);
    console.log(`  suggestions p95 ${sandboxOf('suggestions').p95.toFixed(1)} ms (target ≤ 15 ms): ${sandboxOf('suggestions').p95 <= 15 ? 'met' : 'not met'}`);
    console.log(`  search p95 ${sandboxOf('search').p95.toFixed(1)} ms (target ≤ 40 ms): ${sandboxOf('search').p95 <= 40 ? 'met' : 'not met'}`);
  } finally {
    await stopAndWait();
    if (!args.keep && !args.fixtures) rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    else console.log(`kept ${work}`);
  }
}

if (process.argv[2] === '--serve-sandbox') {
  await serveSandbox(resolve(process.argv[3]!), resolve(process.argv[4]!), Number(process.argv[5]));
} else {
  await main();
}

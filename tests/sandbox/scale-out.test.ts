// Several sandbox processes over one PostgreSQL database behave as one store (issue 26, part 5).
// In the PostgreSQL run (`npm run test:sandbox:pg`), two real server processes start at once on one
// empty schema, behind a small round-robin balancer; buyers, checkouts, the scheduler's clock and
// failed sign-ins are split between them and the results counted in the database. On PGlite the data
// folder is one process's, so there the test shows a second process is refused.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyFromEnv } from '../../sandbox/config.ts';
import { openDb, type Db } from '../../sandbox/db/index.ts';
import { listMigrations, migrate } from '../../sandbox/db/migrate.ts';
import { loadFixtures, seed } from '../../sandbox/db/seed.ts';
import { FileStore } from '../../sandbox/lib/files.ts';
import { Client, DEMO, WEBSTORE, readyCheckout, untilReady, type Reply } from './client.ts';

const DATABASE_URL = process.env.DATABASE_URL;
/** Printed before they are checked, so a failure still shows them. */
const figures = (scenario: string, values: Record<string, unknown>) => console.log(`scale-out figures: ${JSON.stringify({ scenario, ...values })}`);

interface RunningServer {
  child: ChildProcess;
  url: string;
  stderr: () => string;
}

/** Starts `tsx sandbox/server.ts` on a free port; answers once it listens (or it ended, with its code). */
function startServer(env: Record<string, string>): Promise<RunningServer & { exit: Promise<number | null> }> {
  const child = spawn('node_modules/.bin/tsx', ['sandbox/server.ts'], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time: ${err}`)), 200_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /sandbox store: (http:\/\/[\d.]+:\d+)\//.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url, stderr: () => err, exit });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => void (err += chunk.toString()));
    void exit.then((code) => {
      clearTimeout(timer);
      resolve({ child, url: '', stderr: () => err, exit: Promise.resolve(code) });
    });
  });
}

async function stopServer(server: { child: ChildProcess } | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const ended = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await ended;
}

describe('several processes behind a load balancer', () => {
  it('[PX-66-007] SANDBOX_TRUST_PROXY names the balancers whose X-Forwarded-For gives the client address; unset, nobody\'s', () => {
    expect(trustProxyFromEnv({})).toBe(false);
    expect(trustProxyFromEnv({ SANDBOX_TRUST_PROXY: '' })).toBe(false);
    expect(trustProxyFromEnv({ SANDBOX_TRUST_PROXY: 'false' })).toBe(false);
    expect(trustProxyFromEnv({ SANDBOX_TRUST_PROXY: 'true' })).toBe(true);
    expect(trustProxyFromEnv({ SANDBOX_TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ' })).toBe('10.0.0.0/8, 127.0.0.1');
  });
});

if (DATABASE_URL) {
  const schema = `scale_out_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-scale-'));
  const servers: RunningServer[] = [];
  let db: Db;
  let balancer: Server;
  let balancerUrl = '';
  /** Answers per process: the balancer sends each request to the next one, or to the one `x-upstream` names. */
  const served = [0, 0];
  let next = 0;

  beforeAll(async () => {
    // PX-66-001: both at once, on a schema nobody created yet, sharing one data folder.
    // PX-66-007: the client address is the one the balancer (on loopback) forwards.
    const env = { DATABASE_URL, DATABASE_SCHEMA: schema, SANDBOX_DATA_DIR: dataDir, SANDBOX_TEST_CLOCK: '1', SANDBOX_TRUST_PROXY: '127.0.0.1' };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    for (const server of servers) if (!server.url) throw new Error(`a server ended at start: ${server.stderr()}`);
    db = await openDb({ databaseUrl: DATABASE_URL, schema });
    balancer = createServer((req, res) => {
      const named = req.headers['x-upstream'];
      const index = named === 'a' ? 0 : named === 'b' ? 1 : next++ % 2;
      served[index] = (served[index] ?? 0) + 1;
      const upstream = new URL(servers[index]!.url);
      const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode!, { ...answer.headers, 'x-served-by': index === 0 ? 'a' : 'b' });
        answer.pipe(res);
      });
      forward.on('error', (error) => {
        res.writeHead(502);
        res.end(String(error));
      });
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
    const address = balancer.address();
    balancerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 300_000);

  afterAll(async () => {
    await new Promise((resolve) => (balancer ? balancer.close(resolve) : resolve(undefined)));
    await Promise.all(servers.map(stopServer));
    if (db) {
      await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const on = (which: 'a' | 'b') => ({ 'x-upstream': which });
  const signIn = async (who: keyof typeof DEMO) => {
    const client = new Client(balancerUrl);
    const reply = await client.signIn(DEMO[who][0], DEMO[who][1]);
    expect(reply.status).toBe(200);
    return client;
  };
  const clock = async (which: 'a' | 'b', days?: number) => {
    const server = servers[which === 'a' ? 0 : 1]!;
    const response = await fetch(`${server.url}/sandbox/clock`, days === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ days }) });
    expect(response.status).toBe(200);
    return (await response.json()) as { today: string; advancedDays: number; placedOrderNumbers?: string[] };
  };
  const count = async (sql: string, params: unknown[] = []) => (await db.one<{ n: number }>(sql, params))!.n;

  describe('two sandbox processes over one PostgreSQL database', () => {
    it('[PX-66-001][PX-66-005] started at once on an empty schema, they migrate and seed it once, and share one data folder without a lock', async () => {
      // The oracle: the same fixtures seeded once by one process into an in-memory database.
      const reference = await openDb();
      const referenceFiles = mkdtempSync(join(tmpdir(), 'sandbox-scale-ref-'));
      await migrate(reference);
      await seed(reference, loadFixtures(), new FileStore(referenceFiles));
      const tally = async (q: Db) => Object.fromEntries(await Promise.all(
        ['schema_migrations', 'products', 'users', 'accounts', 'orders', 'standing_orders', 'carts', 'wishlists', 'coupons'].map(async (table) =>
          [table, (await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n] as const),
      ));
      const counters = async (q: Db) => (await q.query<{ prefix: string; last_value: number }>('SELECT prefix, last_value FROM id_counters ORDER BY prefix'))
        .map((r) => `${r.prefix}=${Number(r.last_value)}`);
      const [shared, expected, sharedCounters, expectedCounters] = [await tally(db), await tally(reference), await counters(db), await counters(reference)];
      await reference.close();
      rmSync(referenceFiles, { recursive: true, force: true });
      figures('start', { processes: servers.length, shared, expected });
      expect(new Set(servers.map((s) => s.url)).size).toBe(2);
      expect(shared.schema_migrations).toBe(listMigrations().length);
      expect(shared).toEqual(expected);
      expect(sharedCounters).toEqual(expectedCounters);
      expect(existsSync(join(dataDir, '.lock'))).toBe(false);
      for (const server of servers) expect((await fetch(`${server.url}${WEBSTORE}/application-context`)).status).toBe(200);
    }, 180_000);

    it('[PX-66-005] a session and its CSRF token made by one process work in the other; signed out through one, the other refuses it at once', async () => {
      const dana = new Client(balancerUrl);
      await dana.request('GET', '/application-context', undefined, on('a'));
      expect((await dana.request('POST', '/auth/login', { username: DEMO.buyer[0], password: DEMO.buyer[1] }, on('a'))).status).toBe(200);
      // A write on B carries the token A issued; A reads what B wrote.
      const made = await dana.request('POST', '/wishlists', { name: 'Made through process B' }, on('b'));
      expect(made.status).toBe(201);
      const read = await dana.request<{ summaries: Array<{ name: string }> }>('GET', '/wishlists', undefined, on('a'));
      expect(read.body.summaries.map((w) => w.name)).toContain('Made through process B');
      // A forged token is refused by either.
      const forged = await fetch(`${servers[1]!.url}${WEBSTORE}/wishlists`, {
        method: 'POST', headers: { cookie: dana.cookieHeader(), 'csrf-token': 'forged', 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Forged' }),
      });
      expect(forged.status).toBe(403);
      const cookies = dana.cookieHeader();
      expect((await dana.request('GET', '/order-summaries', undefined, on('a'))).status).toBe(200);
      expect((await dana.request('POST', '/auth/logout', undefined, on('b'))).status).toBeLessThan(400);
      // A served this session a moment ago; the old cookie is refused there now.
      const replay = await fetch(`${servers[0]!.url}${WEBSTORE}/order-summaries`, { headers: { cookie: cookies } });
      figures('session', { replayStatusOnA: replay.status });
      expect(replay.status).toBe(401);
    });

    it('[PX-66-006] buyers checking out through both processes at once get one order per checkout; a key repeated to the other process answers that order', async () => {
      const ADDRESS = { name: 'Sam Guest', firstName: 'Sam', lastName: 'Guest', street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US', shipToPhoneNumber: '+13125550100' };
      const productId = '01t000000000003';
      const onHandBefore = await count('SELECT on_hand AS n FROM inventory WHERE product_id = $1', [productId]);
      const buyers = await Promise.all([
        ...Array.from({ length: 6 }, async () => {
          const guest = new Client(balancerUrl);
          await guest.get('/application-context');
          return { client: guest, guest: true };
        }),
        ...(['buyer', 'multi'] as const).map(async (who) => {
          const client = await signIn(who);
          await client.delete('/checkouts/active');
          await client.delete('/carts/current');
          return { client, guest: false };
        }),
      ]);
      const placed = await Promise.all(buyers.map(async ({ client, guest }, index) => {
        const checkoutId = await readyCheckout(client, ADDRESS, productId);
        if (guest) {
          await client.patch(`/checkouts/${checkoutId}`, { contactInfo: { firstName: 'Sam', lastName: `Guest ${index}`, email: `guest${index}@clinic.example`, phoneNumber: '+13125550100' } });
          await untilReady(() => client.get(`/checkouts/${checkoutId}`));
        }
        const token = await client.post('/payments/token', {
          billingAddress: { street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US' },
          cardPaymentMethod: { cardHolderName: 'Sam Guest', cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvv: '123', cardType: 'Visa' },
        });
        expect(token.status).toBe(201);
        expect((await client.post(`/checkouts/${checkoutId}/payments`, { paymentToken: token.body.token, requestType: 'Auth' })).body.salesforceResultCode).toBe('Success');
        const key = `scale-out-order-${index}`;
        // A double click whose two requests the balancer sends to different processes.
        const [first, second] = await Promise.all([
          client.request('POST', `/checkouts/${checkoutId}/orders`, undefined, { 'Idempotency-Key': key, ...on('a') }),
          client.request('POST', `/checkouts/${checkoutId}/orders`, undefined, { 'Idempotency-Key': key, ...on('b') }),
        ]);
        const other = await client.request('POST', `/checkouts/${checkoutId}/orders`, undefined, { 'Idempotency-Key': `${key}-other` });
        return { checkoutId, replies: [first, second] as Reply[], other };
      }));
      const checkoutIds = placed.map((p) => p.checkoutId);
      const ordersPerCheckout = await db.query<{ checkout_id: string; n: number }>('SELECT checkout_id, count(*)::int AS n FROM orders WHERE checkout_id = ANY($1) GROUP BY checkout_id', [checkoutIds]);
      const onHandAfter = await count('SELECT on_hand AS n FROM inventory WHERE product_id = $1', [productId]);
      figures('checkouts', {
        buyers: buyers.length, servedByA: served[0], servedByB: served[1],
        statuses: placed.map((p) => p.replies.map((r) => r.status)), otherKey: placed.map((p) => p.other.status),
        orders: ordersPerCheckout.reduce((n, r) => n + r.n, 0), unitsTaken: onHandBefore - onHandAfter,
      });
      for (const { replies, other } of placed) {
        expect(replies.map((r) => r.status)).toEqual([201, 201]);
        expect(replies[0]!.body.orderReferenceNumber).toBe(replies[1]!.body.orderReferenceNumber);
        expect(other.status).toBe(409);
      }
      expect(ordersPerCheckout.map((r) => r.n)).toEqual(Array(buyers.length).fill(1));
      expect(new Set(placed.map((p) => p.replies[0]!.body.orderReferenceNumber)).size).toBe(buyers.length);
      expect(onHandBefore - onHandAfter).toBe(2 * buyers.length);
      expect(served[0]).toBeGreaterThan(20);
      expect(served[1]).toBeGreaterThan(20);
    }, 120_000);

    it('[PX-66-002][PX-66-004] with the clock moved through both processes at once, each standing-order occurrence is placed once', async () => {
      const riley = await signIn('multi');
      const start = await clock('a');
      expect((await clock('b')).today).toBe(start.today);
      const first = new Date(Date.parse(`${start.today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
      const created = await Promise.all(Array.from({ length: 4 }, (_, i) => riley.post('/recurring-orders', {
        productId: '01t000000000007', quantity: '2', unitOfMeasure: 'Each', frequency: { interval: 2, unit: 'Weeks' },
        startDate: first, firstShipmentDate: first, shipToAddressId: '8lW000000000004', paymentMethod: { type: 'PurchaseOrder', poNumber: `PO-SCALE-${i}` },
      })));
      expect(created.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      const ids = created.map((r) => r.body.recurringOrderId as string);
      const ordersOf = async () => db.query<{ id: string; n: number }>(
        `SELECT s.id, (SELECT count(*)::int FROM orders o WHERE o.doc->>'standingOrderId' = s.id) AS n FROM standing_orders s WHERE s.id = ANY($1) ORDER BY s.id`, [ids]);

      // 1 day through A and 2 through B at once: 3 days on the one clock, the first occurrences due.
      const firstRound = await Promise.all([clock('a', 1), clock('b', 2)]);
      const afterFirst = await ordersOf();
      const todays = [(await clock('a')).today, (await clock('b')).today];
      // 7 and 7 days at once: the second occurrences (every 2 weeks) due.
      const secondRound = await Promise.all([clock('a', 7), clock('b', 7)]);
      const afterSecond = await ordersOf();
      const placedNumbers = [...firstRound, ...secondRound].flatMap((r) => r.placedOrderNumbers ?? []);
      figures('scheduler', {
        standingOrders: ids.length, todays, placedByA: [firstRound[0].placedOrderNumbers?.length, secondRound[0].placedOrderNumbers?.length],
        placedByB: [firstRound[1].placedOrderNumbers?.length, secondRound[1].placedOrderNumbers?.length],
        ordersPerStandingOrder: afterSecond.map((r) => r.n),
      });
      expect(todays).toEqual([first, first]);
      expect(afterFirst.map((r) => r.n)).toEqual([1, 1, 1, 1]);
      expect(afterSecond.map((r) => r.n)).toEqual([2, 2, 2, 2]);
      expect(new Set(placedNumbers).size).toBe(placedNumbers.length);
      const read = await riley.get(`/recurring-orders/${ids[0]}`);
      expect(read.body.scheduledShipments.filter((s: { status: string }) => s.status === 'Shipped')).toHaveLength(2);
      expect(read.body.quantityShipped).toBe('4.0');
    }, 120_000);

    it('[PX-66-003][PX-66-007] failed sign-ins through both processes add up to one lock-out, which both enforce; so do per-client operation limits', async () => {
      const [username, password] = DEMO.approver;
      const stranger = new Client(balancerUrl);
      await stranger.get('/application-context');
      const failures: Array<{ status: number; by: string | null }> = [];
      for (let i = 0; i < 5; i++) {
        const reply = await stranger.post('/auth/login', { username, password: 'Not-The-Password-1' });
        failures.push({ status: reply.status, by: reply.headers.get('x-served-by') });
      }
      const onA = await stranger.request('POST', '/auth/login', { username, password }, on('a'));
      const onB = await stranger.request('POST', '/auth/login', { username, password }, on('b'));
      const resets: number[] = [];
      for (let i = 0; i < 10; i++) resets.push((await stranger.post('/auth/forgot-password', { username: `nobody${i}@clinic.example` })).status);
      const resetOnA = await stranger.request('POST', '/auth/forgot-password', { username: 'nobody@clinic.example' }, on('a'));
      const resetOnB = await stranger.request('POST', '/auth/forgot-password', { username: 'nobody@clinic.example' }, on('b'));
      // PX-66-007: another client behind the balancer (its address forwarded) is not the one locked out.
      const otherClient = await new Client(balancerUrl).request('POST', '/auth/login', { username, password }, { ...on('b'), 'x-forwarded-for': '198.51.100.7' });
      figures('limits', {
        failures: failures.map((f) => `${f.status}@${f.by}`), rightPasswordAfter: [onA.status, onB.status],
        resets, eleventhReset: [resetOnA.status, resetOnB.status], otherClientSignIn: otherClient.status,
      });
      expect(failures.every((f) => f.status !== 429 && f.status >= 400)).toBe(true);
      expect(new Set(failures.map((f) => f.by))).toEqual(new Set(['a', 'b']));
      for (const locked of [onA, onB]) {
        expect(locked.status).toBe(429);
        expect(locked.body[0].errorCode).toBe('LOGIN_RATE_LIMITED');
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(resets).toEqual(Array(10).fill(202));
      expect([resetOnA.status, resetOnB.status]).toEqual([429, 429]);
      expect(otherClient.status).toBe(200);
    }, 60_000);
  });
} else {
  describe('a PGlite data folder', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-scale-pglite-'));
    const started: Array<{ child: ChildProcess }> = [];
    afterAll(async () => {
      await Promise.all(started.map(stopServer));
      rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('[PX-66-005][PX-10-003] is one process\'s: a second server process on it is refused, naming the first', async () => {
      const env = { DATABASE_URL: '', SANDBOX_DATA_DIR: dataDir };
      const first = await startServer(env);
      started.push(first);
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const second = await startServer(env);
      started.push(second);
      const code = await second.exit;
      figures('pglite', { secondExit: code });
      expect(second.url).toBe('');
      expect(code).toBe(1);
      // The process named is the server's own (tsx runs it as its child), at the first one's address.
      expect(second.stderr()).toMatch(new RegExp(`is in use by process \\d+ \\(sandbox server at ${first.url.replace(/\./g, '\\.')}`));
      expect((await fetch(`${first.url}${WEBSTORE}/application-context`)).status).toBe(200);
    }, 300_000);
  });
}

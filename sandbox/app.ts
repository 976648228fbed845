// The sandbox server: Fastify serving the API of openapi/ (routed and validated by the document,
// one handler per operationId) over PGlite or PostgreSQL, plus the built front end and the
// fixture images at the same origin.
import { existsSync, mkdtempSync, rmSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { OpenAPIBackend } from 'openapi-backend';
import { API_PREFIX, publicUrlFromEnv, testClockAllowed, type SandboxOptions } from './config.ts';
import { openDb, type Db } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { DEFAULT_FIXTURES_DIR, isSeeded, loadFixtures, seed } from './db/seed.ts';
import { Catalogue, type SortRule } from './domain/catalogue.ts';
import { findUser } from './domain/accounts.ts';
import { loadStore } from './domain/store.ts';
import { loadSessionKey, sessionOfRequest } from './domain/sessions.ts';
import { ApiError, apiErrorOf, toApiError } from './http/errors.ts';
import { invalidInput, notFound } from './domain/errors.ts';
import { placeDueStandingOrders } from './domain/standing-order-scheduler.ts';
import { moveReservationsBack } from './domain/inventory.ts';
import { purchaseOrderFileFor } from './domain/approvals.ts';
import type { Core } from './domain/core.ts';
import { createJsonPartValidator, createRouter, loadBundledDocument, REPO_ROOT } from './openapi.ts';
import { FileStore, MAX_UPLOAD_BYTES } from './lib/files.ts';
import { answerClientError, errorFromFramework, invalidUrl, MAX_JSON_BODY_BYTES } from './http/input-guard.ts';
import { Outbox } from './lib/outbox.ts';
import { Clock } from './lib/clock.ts';
import { lockDataDir, type DataLock } from './lib/data-lock.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { apiDocsServed, registerApiDocs } from './http/api-docs.ts';
import { sendError } from './http/send-error.ts';
import { setSessionCookies } from './http/session-cookies.ts';
import { dispatch, registerOperations } from './http/dispatch.ts';
import { injectLatency } from './hooks/inject-fault.ts';
import { matchOperation } from './hooks/match-operation.ts';
import { resumeGuestSession } from './hooks/resume-guest-session.ts';
import { checkAccess } from './hooks/check-access.ts';
import { checkCsrf } from './hooks/check-csrf.ts';
import { limitRate } from './hooks/limit-rate.ts';
import { checkContentType } from './hooks/check-content-type.ts';
import { parseMultipart } from './hooks/parse-multipart.ts';
import { keepJsonText, parseJsonBody } from './hooks/parse-json-body.ts';
import { databaseLimitStore, DEFAULT_LOOKUP_LIMITS, DEFAULT_OPERATION_LIMITS, DEFAULT_SESSION_LIMITS, DEFAULT_SIGN_IN_LIMITS, LookupGuard, memoryLimitStore, operationLimiter, SignInGuard } from './http/limits.ts';

export interface Sandbox {
  app: FastifyInstance;
  url: string;
  core: Core;
  close(): Promise<void>;
}

/** Seeded in-memory databases start from one dump per process (fixtures dir → dump and files). */
const templates = new Map<string, Promise<{ dump: Blob; filesDir: string }>>();

function memoryTemplate(fixturesDir: string) {
  let template = templates.get(fixturesDir);
  if (!template) {
    template = (async () => {
      const filesDir = mkdtempSync(join(tmpdir(), 'sandbox-template-'));
      process.once('exit', () => rmSync(filesDir, { recursive: true, force: true }));
      const db = await openDb();
      await migrate(db);
      await seed(db, loadFixtures(fixturesDir), new FileStore(filesDir));
      const dump = await db.dump!();
      await db.close();
      return { dump, filesDir };
    })();
    templates.set(fixturesDir, template);
  }
  return template;
}

async function openDatabase(options: SandboxOptions, dataDir: string, fixturesDir: string): Promise<{ db: Db; dropSchema?: string }> {
  const files = new FileStore(join(dataDir, 'uploads'));
  if (options.databaseUrl) {
    const schema = options.databaseSchema ?? `sandbox_${randomBytes(6).toString('hex')}`;
    const db = await openDb({ databaseUrl: options.databaseUrl, schema });
    // PX-66-001: processes starting at once on an empty database migrate and seed it once, in turn.
    await db.exclusive('migrate-and-seed', async () => {
      await migrate(db);
      if (!(await isSeeded(db))) await seed(db, loadFixtures(fixturesDir), files);
    });
    return { db, dropSchema: options.databaseSchema ? undefined : schema };
  }
  if (options.dataDir) {
    const db = await openDb({ dataDir: join(dataDir, 'db') });
    await migrate(db);
    if (!(await isSeeded(db))) await seed(db, loadFixtures(fixturesDir), files);
    return { db };
  }
  const template = await memoryTemplate(fixturesDir);
  cpSync(template.filesDir, join(dataDir, 'uploads'), { recursive: true });
  const db = await openDb({ loadDataDir: template.dump });
  await migrate(db);
  return { db };
}

export async function createCore(given: SandboxOptions = {}): Promise<{ core: Core; cleanup: () => Promise<void>; lock?: DataLock }> {
  // DATABASE_URL puts every sandbox (tests included) on that PostgreSQL server.
  const options = { ...given, databaseUrl: given.databaseUrl ?? (process.env.DATABASE_URL || undefined) };
  const fixturesDir = options.fixturesDir ?? DEFAULT_FIXTURES_DIR;
  const ephemeral = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sandbox-'));
  // A PGlite data folder is one process's (PX-10-003): a second one stops here, told who holds it. Over
  // PostgreSQL the database is the store every process shares, and so may the folder of uploads and
  // outgoing mail be (PX-66-005): no lock.
  const lock = options.dataDir && !options.databaseUrl ? await lockDataDir(dataDir, options.lockHolder ?? 'sandbox server') : undefined;
  const { db, dropSchema } = await openDatabase(options, dataDir, fixturesDir).catch(async (error) => {
    await lock?.release();
    throw error;
  });
  const store = await loadStore(db);
  const settings = { ...store.settings, ...options.settings };
  const core: Core = {
    db,
    catalogue: await Catalogue.load(db),
    store,
    settings,
    sortRules: store.sortRules as SortRule[],
    files: new FileStore(join(dataDir, 'uploads')),
    outbox: new Outbox(join(dataDir, 'outbox'), options.publicUrl ?? publicUrlFromEnv()),
    options,
    sessions: { key: await loadSessionKey(db), limits: { ...DEFAULT_SESSION_LIMITS, ...options.limits?.sessions }, now: options.sessionClock ?? Date.now },
    cartReadsPending: new Map(),
    // PX-66-004: over PostgreSQL every process reads one clock from the database.
    clock: new Clock(Date.now, db.kind === 'postgres' ? db : undefined),
  };
  await core.clock.sync();
  const cleanup = async () => {
    if (dropSchema) await db.exec(`DROP SCHEMA ${dropSchema} CASCADE`);
    await db.close();
    await lock?.release();
    if (ephemeral) rmSync(dataDir, { recursive: true, force: true });
  };
  return { core, cleanup, lock };
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const { core, cleanup, lock } = await createCore(options);
  const testClock = testClockAllowed(options);
  // PX-66-004: another process may have moved the shared test clock; read it before answering. Only
  // with the test clock (otherwise nothing moves it) and only over PostgreSQL (PGlite is one process).
  const clockMoves = testClock && core.db.kind === 'postgres';
  const document = loadBundledDocument();
  const api: OpenAPIBackend = await createRouter(document);
  const jsonParts = createJsonPartValidator(document);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Uploads (multipart) are limited per file by the multipart plugin; every other body by this.
    bodyLimit: MAX_JSON_BODY_BYTES,
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, _request, reply: any) => void reply.status(400).type('application/json').send(JSON.stringify((errorFromFramework(error) ?? invalidUrl()).entries)),
  });
  // Bodies of any content type are read (up to the limit) so the content-type hook answers a type the
  // operation does not declare with 415 and the error body, the same way for every operation.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // Compressed answers (gzip/brotli) as a production origin would send them; it matters for page speed.
  await app.register(compress, { threshold: 1024 });
  await registerSecurityHeaders(app, join(options.distDir ?? join(REPO_ROOT, 'dist'), 'index.html'));
  await app.register(cookie);
  // Per-client limits of the operations anyone may call (PX-10-009), applied by operation in a hook,
  // of failed sign-ins (PX-10-010) and of failed account lookups (PX-65-011): shared by every process
  // of a PostgreSQL database (PX-66-003).
  const limitStore = core.db.pool ? databaseLimitStore(core.db.pool, core.db) : memoryLimitStore();
  const limitOperation = operationLimiter({ ...DEFAULT_OPERATION_LIMITS, ...options.limits?.operations }, limitStore);
  const securityLog = options.securityLog ?? ((line: string) => console.warn(`[sandbox security] ${line}`));
  const signInGuard = new SignInGuard({ ...DEFAULT_SIGN_IN_LIMITS, ...options.limits?.signIn }, securityLog, limitStore);
  const lookupGuard = new LookupGuard({ ...DEFAULT_LOOKUP_LIMITS, ...options.limits?.lookups }, securityLog, limitStore);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 20, fieldSize: 1024 * 1024 } });
  const parseBody = keepJsonText(app);
  app.setErrorHandler((error: any, request, reply) => {
    const known = apiErrorOf(error);
    // A refusal by an API hook still hands a new visitor its session cookies.
    if (known && request.apiCall?.freshSession) setSessionCookies(request, reply, core.sessions, request.apiCall.session);
    if (known) return sendError(reply, known);
    const mapped = errorFromFramework(error);
    if (mapped) return sendError(reply, mapped);
    app.log.error(error);
    return sendError(reply, new ApiError(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'An unexpected error occurred.' }]));
  });

  registerOperations(api);
  app.decorateRequest('apiCall', null);
  // In this order because each step needs the one before and refuses as early as it can: no work
  // (session lookup, body parsing) for a URL that names nothing, and who may call before the body is
  // read (PX-65-006), so a refused caller never learns how its body would have been judged.
  const apiHooks = [
    injectLatency(core, options.faults, clockMoves),
    matchOperation(api),
    resumeGuestSession(core, options.faults),
    checkAccess(core, document),
    checkCsrf(core),
    limitRate(limitOperation),
    checkContentType,
    parseMultipart,
    parseJsonBody(parseBody),
  ];
  const answerApiCall = dispatch({ core, api, jsonParts, faults: options.faults, signInGuard, lookupGuard });
  for (const prefix of [API_PREFIX, '/webruntime']) {
    app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: `${prefix}/*`, preHandler: apiHooks, handler: answerApiCall });
  }

  // PX-16-009: due standing orders become orders. Occurrences that fell due before the first server of
  // this database started (the fixtures' history) are left as they are; a moved clock runs the
  // scheduler at once.
  const schedulerSince = await core.clock.schedulerSince();
  // One run at a time: a run started while another works waits for it; so does a run of another
  // process over the same PostgreSQL database (PX-66-002: an advisory lock, and the clock read again
  // under it), and each occurrence is marked under its standing order's row lock, so it is placed once.
  let schedulerRun: Promise<string[]> = Promise.resolve([]);
  const runScheduler = () =>
    (schedulerRun = schedulerRun.then(
      () => core.db.exclusive('standing-order-scheduler', async () => {
        await core.clock.sync();
        return (await placeDueStandingOrders(core, schedulerSince)).map((order) => order.orderNumber);
      }),
      () => [],
    ).catch((error: unknown) => {
      app.log.error(error);
      return [];
    }));
  const intervalMs = options.schedulerIntervalMs ?? 60_000;
  const schedulerTimer = intervalMs > 0 ? setInterval(runScheduler, intervalMs) : undefined;
  schedulerTimer?.unref();

  // PX-16-010: the test clock, outside the API, only when asked for and never in production.
  if (testClock) {
    const clockView = () => ({ now: core.clock.now().toISOString(), today: core.clock.today(), advancedDays: core.clock.advancedDays });
    app.get('/sandbox/clock', async () => {
      await core.clock.sync();
      return clockView();
    });
    app.post('/sandbox/clock', async (request, reply) => {
      const parsed = await parseBody(request).catch(() => undefined);
      const { days, reset } = (parsed ?? {}) as { days?: unknown; reset?: unknown };
      if (reset === true) {
        await core.clock.sync();
        const movedNow = core.clock.now();
        await moveReservationsBack(core.db, movedNow, await core.clock.reset());
        return { ...clockView(), placedOrderNumbers: [] };
      }
      if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 3660) {
        return sendError(reply, toApiError(invalidInput('Send { days } (a whole number from 1 to 3660) to move the clock forward, or { reset: true }.')));
      }
      await core.clock.advanceDays(days);
      return { ...clockView(), placedOrderNumbers: await runScheduler() };
    });
  }

  // PX-63-004: the API reference, outside the API and never in production.
  if (apiDocsServed()) registerApiDocs(app, options.apiDocsFile);

  // Uploaded purchase-order files, for the approvers of the account (outside the API and the web root).
  app.get('/sandbox/files/:fileId', async (request, reply) => {
    const { session } = await sessionOfRequest(core.db, core.sessions, request.cookies.sid, request.cookies['csrf-token']);
    const user = session.userId ? await findUser(core.db, session.userId) : undefined;
    const { fileId } = request.params as { fileId: string };
    const file = user ? await purchaseOrderFileFor(core.db, user, fileId) : undefined;
    if (!file) return sendError(reply, toApiError(notFound()));
    return reply.type(file.content_type).header('Content-Disposition', `attachment; filename="${file.original_name}"`).send(core.files.read(file.stored_name));
  });

  const assetDirs = [join(REPO_ROOT, 'fixtures', 'images'), join(REPO_ROOT, 'fixtures', 'public', 'assets')].filter((d) => existsSync(d));
  if (assetDirs.length > 0) await app.register(fastifyStatic, { root: assetDirs, prefix: '/assets/', decorateReply: false, index: false });
  const distDir = options.distDir ?? join(REPO_ROOT, 'dist');
  const hasDist = existsSync(join(distDir, 'index.html'));
  // Built files whose names carry a content hash never change: browsers keep them for a year without
  // asking again. The page itself (index.html, also served for every page address) is revalidated on
  // each visit; other files (unhashed images) for an hour.
  const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.(?:js|css)$/;
  const cacheControlOf = (path: string) =>
    HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600';
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: 'index.html',
      cacheControl: false,
      setHeaders: (reply, path) => void reply.header('Cache-Control', cacheControlOf(path)),
      // Source maps stay on the build machine (PX-10-013).
      allowedPath: (pathName) => !pathName.endsWith('.map'),
    });
  }
  const wantsPage = (request: FastifyRequest) =>
    request.method === 'GET' && !request.url.startsWith('/services/') && !request.url.startsWith('/assets/') && (request.headers.accept ?? '').includes('text/html');
  // Every page address answers with the front end's index.html; a route of its own (not the
  // not-found handler) so the answer is compressed like any other.
  if (hasDist) {
    app.get('/*', (request, reply) => (wantsPage(request) ? (reply as any).sendFile('index.html', distDir) : sendError(reply, toApiError(notFound()))));
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasDist && wantsPage(request)) return (reply as any).sendFile('index.html', distDir);
    return sendError(reply, toApiError(notFound()));
  });

  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  const url = typeof address === 'object' && address ? `http://${options.host ?? '127.0.0.1'}:${address.port}` : '';
  lock?.describe({ url });
  // PX-68-003: without a configured public address, e-mail links point at this server.
  if (!options.publicUrl) core.outbox.publicUrl = url;
  return {
    app,
    url,
    core,
    close: async () => {
      clearInterval(schedulerTimer);
      await app.close();
      await schedulerRun;
      await cleanup();
    },
  };
}

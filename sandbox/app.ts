// The sandbox server: Fastify serving the API of openapi/ (routed and validated by the document,
// one handler per operationId) over PGlite or PostgreSQL, plus the built front end and the
// fixture images at the same origin.
import { existsSync, mkdtempSync, rmSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { OpenAPIBackend, Context as OpenApiContext } from 'openapi-backend';
import { API_PREFIX, publicUrlFromEnv, testClockAllowed, type SandboxOptions } from './config.ts';
import { openDb, type Db } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { DEFAULT_FIXTURES_DIR, isSeeded, loadFixtures, seed } from './db/seed.ts';
import { Catalogue, type SortRule } from './domain/catalogue.ts';
import { findUser, storeGuestSession, type SessionRecord } from './domain/accounts.ts';
import { loadStore } from './domain/store.ts';
import { csrfTokenOf, isCsrfTokenOf, loadSessionKey, sessionOfRequest, type SessionPolicy } from './domain/sessions.ts';
import { ApiError, apiErrorOf, toApiError } from './http/errors.ts';
import { forbidden, invalidInput, notFound, notSignedIn, tooLarge } from './domain/errors.ts';
import { placeDueStandingOrders } from './domain/standing-orders.ts';
import { moveReservationsBack } from './domain/inventory.ts';
import { purchaseOrderFileFor } from './domain/approvals.ts';
import type { Answer, ParsedCall, UploadedFile } from './http/context.ts';
import type { Core } from './domain/core.ts';
import { handlers, CSRF_EXEMPT } from './handlers/index.ts';
import { accessCheck } from './http/access.ts';
import { createJsonPartValidator, createRouter, loadBundledDocument, REPO_ROOT, validationErrors } from './openapi.ts';
import { FileStore, MAX_UPLOAD_BYTES } from './lib/files.ts';
import { answerClientError, assertContentType, assertUrl, assertValue, errorFromFramework, invalidUrl, malformedMultipart, MAX_JSON_BODY_BYTES } from './http/input-guard.ts';
import { Outbox } from './lib/outbox.ts';
import { Clock } from './lib/clock.ts';
import { lockDataDir, type DataLock } from './lib/data-lock.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { apiDocsServed, registerApiDocs } from './http/api-docs.ts';
import { databaseLimitStore, DEFAULT_LOOKUP_LIMITS, DEFAULT_OPERATION_LIMITS, DEFAULT_SESSION_LIMITS, DEFAULT_SIGN_IN_LIMITS, LookupGuard, memoryLimitStore, operationLimiter, SignInGuard } from './http/limits.ts';

/** A JSON body as read, parsed in dispatch once the caller may call the operation. */
class JsonText {
  constructor(readonly text: string) {}
}

export interface Sandbox {
  app: FastifyInstance;
  url: string;
  core: Core;
  close(): Promise<void>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes that do not make a guest's session hold anything: they replace or end it. */
const SESSION_REPLACING = new Set(['signIn', 'signOut']);

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

function cookieOptions(request: FastifyRequest, httpOnly: boolean) {
  const secure = request.headers['x-forwarded-proto'] === 'https' || request.protocol === 'https';
  return { path: '/', httpOnly, sameSite: 'lax' as const, secure };
}

function setSessionCookies(request: FastifyRequest, reply: FastifyReply, policy: SessionPolicy, session: SessionRecord | null) {
  if (session) {
    reply.setCookie('sid', session.id, cookieOptions(request, true));
    reply.setCookie('csrf-token', csrfTokenOf(policy, session.id), cookieOptions(request, false));
  } else {
    reply.clearCookie('sid', cookieOptions(request, true));
    reply.clearCookie('csrf-token', cookieOptions(request, false));
  }
}

function sendError(reply: FastifyReply, error: ApiError) {
  return reply.status(error.status).headers(error.headers).type('application/json').send(JSON.stringify(error.entries));
}

async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; raw: Record<string, string>; files: Record<string, UploadedFile> }> {
  const fields: Record<string, unknown> = {};
  const raw: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    await readParts(request, fields, raw, files);
  } catch (error) {
    // The store's own refusals (a file over the limit: 413 FILE_TOO_LARGE, PX-65-007) pass as they are.
    const known = apiErrorOf(error);
    if (known) throw known;
    // Truncated bodies, wrong boundaries, bad part headers and part limits are the sender's fault.
    throw errorFromFramework(error as any) ?? malformedMultipart(String((error as Error).message ?? 'unreadable').replace(/\.$/, ''));
  }
  // A JSON part's text holds escapes (`\u0000`): its parsed value is checked, first so the message names the field (PX-65-001).
  for (const [name, value] of Object.entries(fields)) assertValue(value, name);
  for (const [name, value] of Object.entries(raw)) assertValue(value, name);
  for (const [name, file] of Object.entries(files)) assertValue(file.filename, `${name} file name`);
  return { fields, raw, files };
}

async function readParts(request: FastifyRequest, fields: Record<string, unknown>, raw: Record<string, string>, files: Record<string, UploadedFile>): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'file' && part.mimetype === 'application/json') {
      // A JSON part sent as a Blob arrives as a file; it is a form field all the same.
      const text = (await part.toBuffer()).toString('utf8');
      raw[part.fieldname] = text;
      try {
        fields[part.fieldname] = JSON.parse(text);
      } catch {
        fields[part.fieldname] = text;
      }
    } else if (part.type === 'file') {
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch {
        throw tooLarge();
      }
      files[part.fieldname] = { filename: part.filename, bytes, truncated: part.file.truncated };
    } else {
      const value = String(part.value);
      raw[part.fieldname] = value;
      let parsed: unknown = value;
      if (part.mimetype === 'application/json' || /^\s*[{[]/.test(value)) {
        try {
          parsed = JSON.parse(value);
        } catch {
          parsed = value;
        }
      }
      fields[part.fieldname] = parsed;
    }
  }
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
  // Bodies of any content type are read (up to the limit) so the guard in dispatch answers a type the
  // operation does not declare with 415 and the error body, the same way for every operation.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // Compressed answers (gzip/brotli) as a production origin would send them; it matters for page speed.
  await app.register(compress, { threshold: 1024 });
  await registerSecurityHeaders(app, join(options.distDir ?? join(REPO_ROOT, 'dist'), 'index.html'));
  await app.register(cookie);
  // Per-client limits of the operations anyone may call (PX-10-009), applied by operation in dispatch,
  // of failed sign-ins (PX-10-010) and of failed account lookups (PX-65-011): shared by every process
  // of a PostgreSQL database (PX-66-003).
  const limitStore = core.db.pool ? databaseLimitStore(core.db.pool, core.db) : memoryLimitStore();
  const limitOperation = operationLimiter({ ...DEFAULT_OPERATION_LIMITS, ...options.limits?.operations }, limitStore);
  const securityLog = options.securityLog ?? ((line: string) => console.warn(`[sandbox security] ${line}`));
  const signInGuard = new SignInGuard({ ...DEFAULT_SIGN_IN_LIMITS, ...options.limits?.signIn }, securityLog, limitStore);
  const lookupGuard = new LookupGuard({ ...DEFAULT_LOOKUP_LIMITS, ...options.limits?.lookups }, securityLog, limitStore);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 20, fieldSize: 1024 * 1024 } });
  // The platform's own clients send body-less writes (PUT carts/current, POST orders) with
  // Content-Type application/json and no body; Fastify's parser would answer 400 (PX-09-004).
  // The text is kept as read and parsed in dispatch, after the access step (PX-65-006): a caller who
  // may not call the operation is told so, not that its JSON is malformed.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body === '' ? undefined : new JsonText(body as string)));
  const parseBody = (request: FastifyRequest): Promise<unknown> =>
    request.body instanceof JsonText
      ? new Promise((resolve, reject) => defaultJson(request, (request.body as JsonText).text, (error, value) => (error ? reject(error) : resolve(value))))
      : Promise.resolve(request.body);
  const checkAccess = accessCheck(document);
  app.setErrorHandler((error: any, _request, reply) => {
    const known = apiErrorOf(error);
    if (known) return sendError(reply, known);
    const mapped = errorFromFramework(error);
    if (mapped) return sendError(reply, mapped);
    app.log.error(error);
    return sendError(reply, new ApiError(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'An unexpected error occurred.' }]));
  });

  const dispatch = async (request: FastifyRequest, reply: FastifyReply) => {
    const faults = options.faults;
    if (clockMoves) await core.clock.sync();
    if (faults?.latencyMs) await new Promise((r) => setTimeout(r, faults.latencyMs));
    const [path, rawQuery = ''] = request.url.split('?') as [string, string?];
    // The pipeline: the URL guard, routing, the session, who may call (access, CSRF, rate limits),
    // then the body (content type, guard, parsing, validation) and the handler.
    assertUrl(path, rawQuery);
    const operation = api.router.matchOperation({ method: request.method, path, headers: request.headers as Record<string, string>, query: rawQuery });

    if (request.cookies.sid && faults?.sessionReadLatencyMs && SAFE_METHODS.has(request.method)) {
      await new Promise((r) => setTimeout(r, faults.sessionReadLatencyMs));
    }
    const caller = await sessionOfRequest(core.db, core.sessions, request.cookies.sid, request.cookies['csrf-token']);
    const { session } = caller;
    const freshSession = !caller.carried;
    if (freshSession && faults?.sessionlessReadLatencyMs && SAFE_METHODS.has(request.method)) {
      await new Promise((r) => setTimeout(r, faults.sessionlessReadLatencyMs));
    }
    const user = session.userId ? (await findUser(core.db, session.userId)) ?? null : null;
    // A refusal before the handler still hands a new visitor its session cookies.
    const refuse = (error: unknown) => {
      const known = apiErrorOf(error);
      if (!known) throw error;
      if (freshSession) setSessionCookies(request, reply, core.sessions, session);
      return sendError(reply, known);
    };

    let body: unknown;
    let multipartBody: Awaited<ReturnType<typeof readMultipart>> | undefined;
    const isMultipart = request.isMultipart();
    try {
      if (operation?.operationId) {
        const operationId = operation.operationId;
        checkAccess(operation, { user, settings: core.settings });
        if (!SAFE_METHODS.has(request.method) && !CSRF_EXEMPT.has(operationId)) {
          const header = request.headers['csrf-token'];
          // Signed double submit (PX-03-006, PX-19-002): the header repeats the cookie, and both are the session id's token.
          if (freshSession || typeof header !== 'string' || header !== request.cookies['csrf-token'] || !isCsrfTokenOf(core.sessions, session.id, header)) {
            throw forbidden('The CSRF token is missing or does not match.', 'INVALID_CSRF_TOKEN');
          }
        }
        await limitOperation(operationId, request.ip);
      }
      const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
      assertContentType(Object.keys(operation?.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : {}), request.headers['content-type'], hasBody);
      if (isMultipart) multipartBody = await readMultipart(request);
      else {
        body = await parseBody(request).catch((error) => {
          throw errorFromFramework(error) ?? error;
        });
        assertValue(body);
      }
    } catch (error) {
      return refuse(error);
    }
    const { fields, raw, files } = multipartBody ?? { fields: undefined, raw: {}, files: {} };
    // Multipart parts are validated as sent (text, file names); JSON parts again against their contentSchema below.
    const validationBody = isMultipart ? { ...raw, ...Object.fromEntries(Object.entries(files).map(([k, f]) => [k, f.filename || 'file'])) } : body;

    const run = async (c: OpenApiContext): Promise<Answer> => {
        const operationId = c.operation?.operationId;
        if (!operationId || !c.operation) throw notFound('No such operation.', 'NOT_FOUND');
        if (c.validation?.valid === false) throw new ApiError(400, validationErrors(operationId, c.validation.errors as any));
        // One store: another well-formed webstore id names nothing, as on the platform (404, PX-65-004);
        // its 18-character form is the same id.
        const { webstoreId } = c.request.params as Record<string, string | undefined>;
        if (webstoreId !== undefined && webstoreId.slice(0, 15) !== core.store.webstore.id) throw notFound(`Webstore ${webstoreId} was not found.`, 'NOT_FOUND');
        if (isMultipart) {
          const partErrors = jsonParts.validate(operationId, fields!);
          if (partErrors.length > 0) throw new ApiError(400, partErrors);
        }
        // A guest's session is stored with its first write (PX-19-002); reads store nothing.
        if (!caller.stored && !SAFE_METHODS.has(request.method) && !CSRF_EXEMPT.has(operationId) && !SESSION_REPLACING.has(operationId)) {
          await storeGuestSession(core.db, session.id, core.sessions.now());
        }
        const forced = faults?.statusByOperation?.[operationId];
        if (forced) {
          const code = forced === 500 ? 'UNKNOWN_EXCEPTION' : forced === 409 ? 'CONFLICT' : 'GONE';
          throw new ApiError(forced, [{ errorCode: code, message: `Fault injected: ${forced} for ${operationId}.` }]);
        }
        // The boundary of the typed handlers: the router matched this operation and validated its
        // parameters and body against the document, which is what the handler's types say.
        const handler = (handlers as Partial<Record<string, (call: ParsedCall) => Promise<Answer>>>)[operationId];
        if (!handler) throw new ApiError(501, [{ errorCode: 'NOT_IMPLEMENTED', message: `${operationId} is not implemented by the sandbox.` }]);
        return handler({
          core,
          operationId,
          params: c.request.params as Record<string, string>,
          query: (c.request.query ?? {}) as Record<string, any>,
          body: isMultipart ? fields : body,
          headers: request.headers,
          files,
          session,
          user,
          clientAddress: request.ip,
          signInGuard,
          lookupGuard,
        });
      };
    const answer = await api.handleRequest(
      { method: request.method, path, query: rawQuery, headers: request.headers as Record<string, string>, body: validationBody as any },
      { run, signedIn: user !== null },
    ).catch((error: unknown) => {
      const known = apiErrorOf(error);
      if (known) return { error: known } as const;
      throw error;
    });

    if (freshSession && !(answer && 'session' in answer)) setSessionCookies(request, reply, core.sessions, session);
    if ('error' in answer) return sendError(reply, answer.error);
    if (answer.session !== undefined) setSessionCookies(request, reply, core.sessions, answer.session);
    reply.status(answer.status).headers(answer.headers ?? {});
    if (answer.redirect) return reply.redirect(answer.redirect, answer.status);
    if (answer.raw) return reply.type(answer.raw.contentType).send(answer.raw.data);
    if (answer.body === undefined) return reply.send();
    return reply.type('application/json').send(JSON.stringify(answer.body));
  };

  type Extra = { run: (c: OpenApiContext) => Promise<Answer>; signedIn: boolean };
  for (const operation of api.getOperations()) api.register(operation.operationId!, (c: OpenApiContext, extra: Extra) => extra.run(c));
  api.register({
    validationFail: (c: OpenApiContext, extra: Extra) => extra.run(c),
    notFound: () => {
      throw notFound('No operation of the API matches this request.');
    },
    methodNotAllowed: () => {
      throw notFound('No operation of the API matches this method and path.');
    },
    // Operations that name only the session cookie need a signed-in buyer (guests have a session too).
    unauthorizedHandler: () => {
      throw notSignedIn('Sign in to continue.');
    },
  });
  api.registerSecurityHandler('sessionCookie', (_c: OpenApiContext, extra: Extra) => extra.signedIn);

  for (const prefix of [API_PREFIX, '/webruntime']) {
    app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: `${prefix}/*`, handler: dispatch });
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

// Options of one sandbox instance. Everything has a safe default; faults are off unless asked for.
import type { ApplicationContextSettings } from '../fixtures/types.ts';
import type { SessionLimits, SignInLimits, Window } from './http/limits.ts';

export interface FaultOptions {
  /** Added to every API answer. */
  latencyMs?: number;
  /** Added to the answers of reads that arrive without a session cookie (a slow first read of a visit). */
  sessionlessReadLatencyMs?: number;
  /**
   * Added before the session of a read that carries a session cookie is looked up: a read sent with a
   * guest cookie just before a sign-in is handled after it, when that session has ended.
   */
  sessionReadLatencyMs?: number;
  /** Answer these operations with this status (500, 409 or 410) and the error body. */
  statusByOperation?: Record<string, 500 | 409 | 410>;
  /** Checkouts expire this many seconds after they start (then reads answer 410). */
  checkoutTtlSeconds?: number;
}

export interface SandboxOptions {
  /** Store-setting overrides (guest browsing, guest cart, guest checkout, taxType...). */
  settings?: Partial<ApplicationContextSettings>;
  /** postgres:// URL; when set, the sandbox works in its own schema of that database. Absent: DATABASE_URL; empty: PGlite. */
  databaseUrl?: string;
  /** Postgres schema; a fresh random one (dropped on close) when absent. */
  databaseSchema?: string;
  /**
   * PX-68-003: the store's public address, which e-mail links start with; the server's own address
   * once it listens when absent (server.ts passes STORE_PUBLIC_URL).
   */
  publicUrl?: string;
  /** Folder for a file-backed database, uploads and the outbox; in memory with a temp folder when absent. */
  dataDir?: string;
  /** What this process is, as the data folder's lock names it to a second process (default `sandbox server`). */
  lockHolder?: string;
  /** Folder of the fixture JSON files. */
  fixturesDir?: string;
  /** The API reference `npm run docs` builds, served at /api-docs outside production (PX-63-004). */
  apiDocsFile?: string;
  /** Built front end served at the origin root with SPA fallback. */
  distDir?: string;
  host?: string;
  port?: number;
  /** Async cart mode: after a cart write, this many reads of the cart answer 202 / Processing. */
  asyncCartReads?: number;
  /** Checkout reads answer 202 until this long after a start or change. */
  checkoutProcessingMs?: number;
  faults?: FaultOptions;
  /** Request limits (README "Sandbox safety and limits"); defaults in sandbox/http/limits.ts. */
  limits?: { operations?: Record<string, Window>; signIn?: Partial<SignInLimits>; sessions?: Partial<SessionLimits>; lookups?: Partial<Window> };
  /** The clock of session lifetimes, in ms since the epoch (tests move it; Date.now when absent). */
  sessionClock?: () => number;
  /** Behind a reverse proxy: the client address comes from X-Forwarded-For (off by default); see trustProxyFromEnv. */
  trustProxy?: boolean | string;
  /** Where security events (sign-in lock-outs) are logged; stderr when absent. */
  securityLog?: (line: string) => void;
  /** Log requests (off in tests). */
  logger?: boolean;
  /**
   * PX-16-010: serve `GET/POST /sandbox/clock`, which moves the sandbox clock forward. Off unless asked
   * for (tests, `SANDBOX_TEST_CLOCK=1`); refused when NODE_ENV is production.
   */
  testClock?: boolean;
  /** PX-16-009: how often the scheduler places due standing orders (default 60 s; 0: only when the clock moves). */
  schedulerIntervalMs?: number;
}

/** Whether the test clock may be served: asked for, and never in a production-like run. */
export function testClockAllowed(options: Pick<SandboxOptions, 'testClock'>, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!options.testClock) return false;
  if (env.NODE_ENV === 'production') throw new Error('The sandbox test clock (SANDBOX_TEST_CLOCK) cannot be used when NODE_ENV=production.');
  return true;
}

/** Where the standalone store listens unless PORT names another port. */
export const DEFAULT_PORT = 4173;

/**
 * PX-59-004: the port from PORT, the default when it is unset or empty (`PORT=` in a shell or an .env
 * file), since an empty value read as a number is 0, a random free port the caller never learns.
 * Anything else that is not a port (a word, a fraction, beyond 65535) is refused rather than guessed.
 */
export function portFromEnv(env: NodeJS.ProcessEnv = process.env, fallback = DEFAULT_PORT): number {
  const raw = env.PORT?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new Error(`PORT must be a port number from 0 to 65535, or empty for ${fallback}; got '${env.PORT}'.`);
  return port;
}

/**
 * PX-68-003: the store's one public address, which every link in an e-mail starts with: STORE_PUBLIC_URL,
 * else the address `npm start` prints (http://HOST:PORT, 127.0.0.1:4173 by default).
 */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.STORE_PUBLIC_URL?.trim();
  if (named) {
    const url = new URL(named);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`STORE_PUBLIC_URL must be an http or https address; got '${named}'.`);
    return url.href.replace(/\/$/, '');
  }
  return `http://${env.HOST?.trim() || '127.0.0.1'}:${portFromEnv(env)}`;
}

export const DEFAULT_WEBSTORE_ID = '0ZE000000000001';
export const API_PREFIX = '/services/data/v64.0';
/** A webstore's resources (`…/commerce/webstores/{webstoreId}`): the one place the sandbox writes this path. */
export const webstorePath = (webstoreId: string) => `${API_PREFIX}/commerce/webstores/${webstoreId}`;

/**
 * Store-setting overrides from SANDBOX_SETTINGS (JSON, merged over the store's settings key by key, as
 * the tests' `settings` option is): a run of the store with, say, gifting on
 * (`{"giftingConfig":{"isGiftingEnabled":true,"isGiftMessageEnabled":true,"isGiftWrapEnabled":true}}`)
 * without changing the demo store's defaults.
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ApplicationContextSettings> | undefined {
  const raw = env.SANDBOX_SETTINGS;
  if (!raw) return undefined;
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('SANDBOX_SETTINGS must be a JSON object of store settings.');
  return parsed as Partial<ApplicationContextSettings>;
}

/**
 * PX-66-007: which proxies the client address is taken from (X-Forwarded-For) by SANDBOX_TRUST_PROXY:
 * unset, empty or `false`, none (the connection's address counts); `true`, any; otherwise the balancers'
 * addresses or CIDR ranges, comma-separated (Fastify's trustProxy).
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): boolean | string {
  const raw = env.SANDBOX_TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** Fault options from SANDBOX_FAULTS (JSON), for test runs of the standalone server only. */
export function faultsFromEnv(env: NodeJS.ProcessEnv = process.env): FaultOptions | undefined {
  const raw = env.SANDBOX_FAULTS;
  if (!raw) return undefined;
  return JSON.parse(raw) as FaultOptions;
}

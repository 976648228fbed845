// Request limits of the sandbox (README "Sandbox safety and limits"):
// - per-client limits of the operations anyone may call without signing in (registration, its
//   account lookup, activity tracking, password-reset requests) (PX-10-009);
// - session lifetimes, idle and absolute (PX-19-001);
// - failed sign-ins per account and per client address (PX-10-010), and failed registration account
//   lookups per client address (PX-65-011).
// Counted with rate-limiter-flexible: in memory for PGlite (one process), in the database over
// PostgreSQL (its Postgres store), so that every process sharing the database counts the same
// attempts (PX-66-003).
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Queryable } from '../db/index.ts';
import { ApiError } from './errors.ts';
import type { SessionLimits } from '../domain/sessions.ts';

export type { SessionLimits };

export interface Window {
  max: number;
  windowSeconds: number;
}

/** Per client address, per operation (PX-10-009). */
export const DEFAULT_OPERATION_LIMITS: Record<string, Window> = {
  submitRegistration: { max: 20, windowSeconds: 3600 },
  lookupRegistrationAccount: { max: 30, windowSeconds: 60 },
  trackActivity: { max: 600, windowSeconds: 60 },
  requestPasswordReset: { max: 10, windowSeconds: 900 },
};

/** Failed sign-ins (PX-10-010). */
export interface SignInLimits {
  /** Failures in a row of one account from one address before that pair waits; the wait doubles with each lock-out. */
  perAccountAndAddress: number;
  firstLockSeconds: number;
  longestLockSeconds: number;
  /** Failures of one account from addresses that never signed in to it, per window, before such addresses wait. */
  perAccount: Window;
  /** Failures from one address over all accounts, per window, before the address waits. */
  perAddress: Window;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccountAndAddress: 5,
  firstLockSeconds: 60,
  longestLockSeconds: 900,
  perAccount: { max: 20, windowSeconds: 900 },
  perAddress: { max: 50, windowSeconds: 3600 },
};

/** Failed registration account lookups per client address (PX-65-011). */
export const DEFAULT_LOOKUP_LIMITS: Window = { max: 10, windowSeconds: 900 };

/** Session lifetimes (PX-19-001). */
export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  idleSeconds: 2 * 3600,
  absoluteSeconds: 12 * 3600,
  touchSeconds: 60,
};

const tooManyRequests = (seconds: number, message: string, errorCode = 'TOO_MANY_REQUESTS') =>
  new ApiError(429, [{ errorCode, message }], { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });

/** Where limits count: one process's memory, or a store every process shares. */
export interface LimitStore {
  limiter(options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract;
  /** Addresses each account signed in from (bounded): they skip the account-wide wait. */
  known: KnownAddresses;
}

interface KnownAddresses {
  has(username: string, address: string): Promise<boolean>;
  add(username: string, address: string): Promise<void>;
}

/** At most this many accounts, each with at most this many addresses, are remembered. */
const KNOWN_ACCOUNTS = 10_000;
const KNOWN_ADDRESSES = 20;

/** One process's limits (PGlite, whose database one process holds; unit tests). */
export function memoryLimitStore(): LimitStore {
  const known = new Map<string, Set<string>>();
  return {
    limiter: (options) => new RateLimiterMemory(options),
    known: {
      has: async (username, address) => known.get(username)?.has(address) ?? false,
      add: async (username, address) => {
        let addresses = known.get(username);
        if (!addresses) {
          if (known.size >= KNOWN_ACCOUNTS) known.delete(known.keys().next().value!);
          known.set(username, (addresses = new Set()));
        }
        if (addresses.size < KNOWN_ADDRESSES) addresses.add(address);
      },
    },
  };
}

/**
 * PX-66-003: limits every process over one PostgreSQL database shares: rate-limiter-flexible's
 * Postgres store on the rate_limits table (made by migration 066) and the sign_in_addresses table.
 */
export function databaseLimitStore(pool: Pool, q: Queryable): LimitStore {
  return {
    limiter: (options) => new RateLimiterPostgres({ ...options, storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true }),
    known: {
      has: async (username, address) => (await q.one('SELECT 1 FROM sign_in_addresses WHERE username = $1 AND address = $2', [username, address])) !== undefined,
      add: async (username, address) => {
        await q.query(
          `INSERT INTO sign_in_addresses (username, address) SELECT $1, $2
           WHERE (SELECT count(*) FROM sign_in_addresses WHERE username = $1) < $3 ON CONFLICT DO NOTHING`, [username, address, KNOWN_ADDRESSES]);
      },
    },
  };
}

/** Checks (and counts) a request of a client address against its operation's limit; throws 429 with Retry-After over it. */
export function operationLimiter(limits: Record<string, Window>, store: LimitStore = memoryLimitStore()) {
  const checks = new Map(
    Object.entries(limits).map(([operationId, w]) => [operationId, store.limiter({ keyPrefix: `operation-${operationId}`, points: w.max, duration: w.windowSeconds })]),
  );
  return async (operationId: string, address: string): Promise<void> => {
    const check = checks.get(operationId);
    if (!check) return;
    try {
      await check.consume(address);
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      const seconds = Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
      throw tooManyRequests(seconds, `Too many requests from your address; try again in ${seconds} seconds.`);
    }
  };
}

/**
 * Registration account lookups, limited like sign-ins (PX-65-011): unknown numbers are failures
 * counted per client address, and an address with too many waits before it may look up again, so
 * account numbers cannot be guessed at the rate the per-operation limit allows. Found numbers do not count.
 */
export class LookupGuard {
  private readonly failures: RateLimiterAbstract;

  constructor(private readonly limits: Window, private readonly log: (line: string) => void, store: LimitStore = memoryLimitStore()) {
    // Shared by every process over one PostgreSQL database, like the sign-in limits (PX-66-003).
    this.failures = store.limiter({ keyPrefix: 'registration-lookup', points: limits.max, duration: limits.windowSeconds });
  }

  /** Throws 429 while the address waits. */
  async check(address: string): Promise<void> {
    const res = await this.failures.get(address);
    if (res && res.consumedPoints >= this.limits.max) {
      const seconds = res.msBeforeNext / 1000;
      throw tooManyRequests(seconds, `Too many account numbers were not found. Try again in ${minutes(seconds)} minute${minutes(seconds) === 1 ? '' : 's'}.`, 'LOOKUP_RATE_LIMITED');
    }
  }

  async failed(address: string): Promise<void> {
    const res = await this.failures.consume(address).then((r) => r, (r: RateLimiterRes) => r);
    if (res.consumedPoints === this.limits.max) this.log(`registration lookup locked: address=${address} for ${Math.ceil(res.msBeforeNext / 1000)}s after ${res.consumedPoints} unknown account numbers`);
  }
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const signInLockedMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes(seconds)} minute${minutes(seconds) === 1 ? '' : 's'}, or reset your password.`;

/**
 * Failed sign-ins. A pair (account, address) waits after a few failures in a row, longer each time
 * (growing delay, capped); an account waits for addresses that never signed in to it once strangers
 * have failed many times, so a stranger cannot lock out its buyer, who signs in from an address
 * they used before; an address waits after many failures over any accounts. Waits end by
 * themselves: no lock-out is permanent. Each lock-out is logged.
 */
export class SignInGuard {
  private readonly pair: RateLimiterAbstract;
  private readonly lockouts: RateLimiterAbstract;
  private readonly account: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;

  constructor(private readonly limits: SignInLimits, private readonly log: (line: string) => void, private readonly store: LimitStore = memoryLimitStore()) {
    // Consecutive failures of a pair: the count lasts until the longest wait has passed.
    this.pair = store.limiter({ keyPrefix: 'sign-in-pair', points: limits.perAccountAndAddress, duration: limits.longestLockSeconds });
    this.lockouts = store.limiter({ keyPrefix: 'sign-in-lockouts', points: 1_000, duration: 24 * 3600 });
    this.account = store.limiter({ keyPrefix: 'sign-in-account', points: limits.perAccount.max, duration: limits.perAccount.windowSeconds });
    this.address = store.limiter({ keyPrefix: 'sign-in-address', points: limits.perAddress.max, duration: limits.perAddress.windowSeconds });
  }

  /** Throws 429 while the account, the address or the pair waits. */
  async check(username: string, address: string): Promise<void> {
    const pairKey = `${username}|${address}`;
    const [pair, byAddress, known] = await Promise.all([this.pair.get(pairKey), this.address.get(address), this.store.known.has(username, address)]);
    const waits = [pair, byAddress, known ? null : await this.account.get(username)];
    const limited = [
      [waits[0], this.limits.perAccountAndAddress],
      [waits[1], this.limits.perAddress.max],
      [waits[2], this.limits.perAccount.max],
    ] as const;
    const longest = Math.max(0, ...limited.filter(([res, max]) => res && res.consumedPoints >= max).map(([res]) => (res as RateLimiterRes).msBeforeNext / 1000));
    if (longest > 0) throw tooManyRequests(longest, signInLockedMessage(longest), 'LOGIN_RATE_LIMITED');
  }

  async failed(username: string, address: string): Promise<void> {
    const pairKey = `${username}|${address}`;
    const consume = async (limiter: RateLimiterAbstract, key: string) => limiter.consume(key).then((r) => r, (r: RateLimiterRes) => r);
    const [pair, account, addressRes] = await Promise.all([
      consume(this.pair, pairKey),
      consume(this.account, username),
      consume(this.address, address),
    ]);
    if (pair.consumedPoints === this.limits.perAccountAndAddress) {
      // Growing delay: each lock-out of the pair within a day waits twice as long as the one before.
      const times = (await consume(this.lockouts, pairKey)).consumedPoints;
      const seconds = Math.min(this.limits.longestLockSeconds, this.limits.firstLockSeconds * 2 ** (times - 1));
      await this.pair.block(pairKey, seconds);
      this.log(`sign-in locked: account=${username} address=${address} for ${seconds}s after ${this.limits.perAccountAndAddress} failures in a row (lock-out ${times} today)`);
    }
    if (account.consumedPoints === this.limits.perAccount.max) {
      this.log(`sign-in locked: account=${username} for addresses it never signed in from, ${Math.ceil(account.msBeforeNext / 1000)}s after ${account.consumedPoints} failures`);
    }
    if (addressRes.consumedPoints === this.limits.perAddress.max) {
      this.log(`sign-in locked: address=${address} for ${Math.ceil(addressRes.msBeforeNext / 1000)}s after ${addressRes.consumedPoints} failures over all accounts`);
    }
  }

  async succeeded(username: string, address: string): Promise<void> {
    await this.pair.delete(`${username}|${address}`);
    await this.store.known.add(username, address);
  }
}

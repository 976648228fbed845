// Request limits of the sandbox (README "Sandbox safety and limits"):
// - per-client limits of the operations anyone may call without signing in (registration, its
//   account lookup, activity tracking, password-reset requests), with @fastify/rate-limit;
// - session lifetimes, idle and absolute (PX-19-001);
// - failed sign-ins per account and per client address, with rate-limiter-flexible (PX-10-010).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
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

/** Session lifetimes (PX-19-001). */
export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  idleSeconds: 2 * 3600,
  absoluteSeconds: 12 * 3600,
  touchSeconds: 60,
};

export const tooManyRequests = (seconds: number, message: string, errorCode = 'TOO_MANY_REQUESTS') =>
  new ApiError(429, [{ errorCode, message }], { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });

/** Checks (and counts) a request against its operation's limit; throws 429 with Retry-After over it. */
export function operationLimiter(app: FastifyInstance, limits: Record<string, Window>) {
  const checks = new Map(
    Object.entries(limits).map(([operationId, w]) => [
      operationId,
      app.createRateLimit({ max: w.max, timeWindow: w.windowSeconds * 1000, keyGenerator: (request: FastifyRequest) => `${operationId}|${request.ip}` }),
    ]),
  );
  return async (operationId: string, request: FastifyRequest): Promise<void> => {
    const check = checks.get(operationId);
    if (!check) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds, `Too many requests from your address; try again in ${result.ttlInSeconds} seconds.`);
  };
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
export const signInLockedMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes(seconds)} minute${minutes(seconds) === 1 ? '' : 's'}, or reset your password.`;

/**
 * Failed sign-ins. A pair (account, address) waits after a few failures in a row, longer each time
 * (growing delay, capped); an account waits for addresses that never signed in to it once strangers
 * have failed many times, so a stranger cannot lock out its buyer, who signs in from an address
 * they used before; an address waits after many failures over any accounts. Waits end by
 * themselves: no lock-out is permanent. Each lock-out is logged.
 */
export class SignInGuard {
  private readonly pair: RateLimiterMemory;
  private readonly lockouts: RateLimiterMemory;
  private readonly account: RateLimiterMemory;
  private readonly address: RateLimiterMemory;
  /** Addresses each account signed in from (bounded): they skip the account-wide wait. */
  private readonly known = new Map<string, Set<string>>();

  constructor(private readonly limits: SignInLimits, private readonly log: (line: string) => void) {
    // Consecutive failures of a pair: the count lasts until the longest wait has passed.
    this.pair = new RateLimiterMemory({ keyPrefix: 'pair', points: limits.perAccountAndAddress, duration: limits.longestLockSeconds });
    this.lockouts = new RateLimiterMemory({ keyPrefix: 'lockouts', points: 1_000, duration: 24 * 3600 });
    this.account = new RateLimiterMemory({ keyPrefix: 'account', points: limits.perAccount.max, duration: limits.perAccount.windowSeconds });
    this.address = new RateLimiterMemory({ keyPrefix: 'address', points: limits.perAddress.max, duration: limits.perAddress.windowSeconds });
  }

  private isKnown(username: string, address: string) {
    return this.known.get(username)?.has(address) ?? false;
  }

  /** Throws 429 while the account, the address or the pair waits. */
  async check(username: string, address: string): Promise<void> {
    const pairKey = `${username}|${address}`;
    const waits = await Promise.all([
      this.pair.get(pairKey),
      this.address.get(address),
      this.isKnown(username, address) ? null : this.account.get(username),
    ]);
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
    const consume = async (limiter: RateLimiterMemory, key: string) => limiter.consume(key).then((r) => r, (r: RateLimiterRes) => r);
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
    let addresses = this.known.get(username);
    if (!addresses) {
      if (this.known.size >= 10_000) this.known.delete(this.known.keys().next().value!);
      this.known.set(username, (addresses = new Set()));
    }
    if (addresses.size < 20) addresses.add(address);
  }
}

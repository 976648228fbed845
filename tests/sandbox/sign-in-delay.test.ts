// The growing delay of failed sign-ins (PX-10-010) on a clock the test moves: 5 failures in a row for
// an account from one address make that pair wait 1 minute, each later lock-out twice as long, up to 15.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SIGN_IN_LIMITS, SignInGuard } from '../../sandbox/http/limits.ts';
import { ApiError } from '../../sandbox/http/errors.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-02T08:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The wait the guard asks for now, in seconds (0 when it lets the attempt through). */
async function waitAsked(guard: SignInGuard, username: string, address: string): Promise<number> {
  try {
    await guard.check(username, address);
    return 0;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    return Number((error as ApiError).headers['Retry-After']);
  }
}

describe('failed sign-ins wait longer each time', () => {
  it('[PX-10-010] lock-outs of one account and address wait 1, 2, 4, 8, then 15 and 15 minutes, each ending by itself', async () => {
    const log: string[] = [];
    const guard = new SignInGuard(DEFAULT_SIGN_IN_LIMITS, (line) => log.push(line));
    const expectedMinutes = [1, 2, 4, 8, 15, 15];
    for (const minutes of expectedMinutes) {
      for (let i = 0; i < 4; i++) {
        await guard.failed('buyer@demo.test', '203.0.113.9');
        expect(await waitAsked(guard, 'buyer@demo.test', '203.0.113.9')).toBe(0);
      }
      await guard.failed('buyer@demo.test', '203.0.113.9');
      expect(await waitAsked(guard, 'buyer@demo.test', '203.0.113.9')).toBe(minutes * 60);
      // Just before the wait ends the pair still waits; once it has passed, it may try again.
      vi.advanceTimersByTime(minutes * 60_000 - 1_000);
      expect(await waitAsked(guard, 'buyer@demo.test', '203.0.113.9')).toBeGreaterThan(0);
      vi.advanceTimersByTime(1_000);
      expect(await waitAsked(guard, 'buyer@demo.test', '203.0.113.9')).toBe(0);
    }
    expect(log.filter((l) => l.startsWith('sign-in locked: account=buyer@demo.test address=203.0.113.9')).map((l) => /for (\d+)s/.exec(l)![1])).toEqual(
      expectedMinutes.map((m) => String(m * 60)),
    );
  });

  it('[PX-10-010] a success clears the failures in a row; another address of the account is not held up', async () => {
    const guard = new SignInGuard(DEFAULT_SIGN_IN_LIMITS, () => {});
    for (let i = 0; i < 4; i++) await guard.failed('buyer@demo.test', '203.0.113.9');
    await guard.succeeded('buyer@demo.test', '203.0.113.9');
    for (let i = 0; i < 4; i++) await guard.failed('buyer@demo.test', '203.0.113.9');
    expect(await waitAsked(guard, 'buyer@demo.test', '203.0.113.9')).toBe(0);
    await guard.failed('buyer@demo.test', '203.0.113.9');
    expect(await waitAsked(guard, 'buyer@demo.test', '203.0.113.9')).toBe(60);
    expect(await waitAsked(guard, 'buyer@demo.test', '198.51.100.7')).toBe(0);
  });
});

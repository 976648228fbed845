import { ApiError } from '../../../src/api/errors.ts';
import { retryable } from '../../../src/api/retry.ts';
import { BUYER, fakeStore, json, platformError } from './harness.ts';

function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

describe('retryable actions', () => {
  it('[CC-8-017][CC-8-018][CC-9-009][CC-9-010] retries a failing call 3 times, 4000 ms apart, then throws the last error', async () => {
    const store = fakeStore(BUYER, () => platformError(503, 'Service Unavailable', [{ errorCode: 'SERVER_UNAVAILABLE', message: 'Try again' }]));
    const { delays, sleep } = recordingSleep();
    const error = await retryable(() => store.api.cart.summary(), { sleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(store.requests).toHaveLength(4);
    expect(delays).toEqual([4000, 4000, 4000]);
  });

  it('[CC-8-017] resolves as soon as a retry succeeds', async () => {
    let calls = 0;
    const store = fakeStore(BUYER, () => (++calls < 3 ? platformError(500, 'Server Error', []) : json(200, { cartId: '0a6000000000001' })));
    const { delays, sleep } = recordingSleep();
    const summary = await retryable(() => store.api.cart.summary(), { sleep });
    expect(summary.data).toEqual({ cartId: '0a6000000000001' });
    expect(store.requests).toHaveLength(3);
    expect(delays).toEqual([4000, 4000]);
  });

  it('[CC-8-016] never retries an HTTP 409', async () => {
    const store = fakeStore(BUYER, () => platformError(409, 'Conflict', [{ errorCode: 'CONFLICT', message: 'Checkout in progress' }]));
    const { delays, sleep } = recordingSleep();
    const error = await retryable(() => store.api.cart.deleteCart(), { sleep }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(409);
    expect(store.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('[PX-02-008] never retries a validation failure or an abort', async () => {
    const store = fakeStore(BUYER);
    const { delays, sleep } = recordingSleep();
    const invalid = await retryable(() => store.api.catalogue.product(''), { sleep }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(TypeError);
    const controller = new AbortController();
    controller.abort();
    const aborted = await retryable(() => store.api.cart.summary({ signal: controller.signal }), { sleep }).catch((e: unknown) => e);
    expect(aborted).toMatchObject({ name: 'AbortError', message: 'Aborted' });
    expect(store.requests).toHaveLength(0);
    expect(delays).toEqual([]);
  });

  it('[CC-8-017] retries a network failure', async () => {
    let calls = 0;
    const store = fakeStore(BUYER, () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('fetch failed')) : json(200, { cartId: '0a6000000000001' });
    });
    const { delays, sleep } = recordingSleep();
    await retryable(() => store.api.cart.summary(), { sleep });
    expect(store.requests).toHaveLength(2);
    expect(delays).toEqual([4000]);
  });

  it('[CC-8-018] waits with a real timer by default', async () => {
    vi.useFakeTimers();
    try {
      let attempts = 0;
      const pending = retryable(async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('temporary');
        return 'ok';
      });
      await vi.advanceTimersByTimeAsync(3999);
      expect(attempts).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toBe('ok');
      expect(attempts).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

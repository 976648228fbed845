import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { RETRY_DELAY_MS, RETRY_MAX_RETRIES, RETRY_NEVER_STATUS } from '../../../machines/constants/cart-checkout.ts';
import { errorMessageOf, httpStatusOf } from '../../../machines/retry/http-status.ts';
import { retryable, retryableActionMachine, shouldRetry } from '../../../machines/retry/retryable.machine.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** A scripted rejection with a value that is not an Error. */
class Rejection {
  constructor(readonly reason: unknown) {}
}

/** An action stub answering from a script: an Error or a Rejection rejects, anything else resolves. */
function scripted(answers: unknown[]) {
  const calls: { input: unknown; at: number }[] = [];
  const clock = new SimulatedClock();
  const action = fromPromise<unknown, unknown>(async ({ input }) => {
    calls.push({ input, at: clock.now() });
    const answer = answers[calls.length - 1];
    if (answer instanceof Error) throw answer;
    if (answer instanceof Rejection) throw answer.reason;
    return answer;
  });
  return { action, calls, clock };
}

describe('retry constants', () => {
  it('[CC-9-009][CC-9-010][CC-8-016] up to 3 retries, 4000 ms apart, never on 409', () => {
    expect(RETRY_MAX_RETRIES).toBe(3);
    expect(RETRY_DELAY_MS).toBe(4000);
    expect(RETRY_NEVER_STATUS).toBe(409);
  });
});

describe('shouldRetry', () => {
  it('[CC-8-016] never retries a 409', () => {
    expect(shouldRetry(new HttpError(409), 0)).toBe(false);
    expect(shouldRetry({ status: 409 }, 1)).toBe(false);
  });

  it('[CC-8-017] retries other failures while fewer than 3 retries were made', () => {
    expect(shouldRetry(new HttpError(500), 0)).toBe(true);
    expect(shouldRetry(new HttpError(410), 2)).toBe(true);
    expect(shouldRetry(new Error('network'), 2)).toBe(true);
    expect(shouldRetry(new HttpError(500), 3)).toBe(false);
    expect(shouldRetry(new Error('network'), 4)).toBe(false);
  });
});

describe('httpStatusOf and errorMessageOf', () => {
  it('[CC-8-016] reads a numeric status from an error object, nothing otherwise', () => {
    expect(httpStatusOf(new HttpError(409))).toBe(409);
    expect(httpStatusOf({ status: 422 })).toBe(422);
    expect(httpStatusOf({ status: '409' })).toBeUndefined();
    expect(httpStatusOf({})).toBeUndefined();
    expect(httpStatusOf(null)).toBeUndefined();
    expect(httpStatusOf(undefined)).toBeUndefined();
    expect(httpStatusOf(409)).toBeUndefined();
    expect(httpStatusOf('409')).toBeUndefined();
  });

  it('[CC-8-001] keeps an Error message and stringifies anything else', () => {
    expect(errorMessageOf(new Error('Gone'))).toBe('Gone');
    expect(errorMessageOf('offline')).toBe('offline');
    expect(errorMessageOf(404)).toBe('404');
  });
});

describe('retryableActionMachine', () => {
  it('[CC-8-017] a first success is not retried and passes the input through', async () => {
    const { action, calls, clock } = scripted([{ cartId: '0a6000000000001' }]);
    const actor = createActor(retryable(action), { input: { productId: '01t000000000001' }, clock }).start();
    await flush();
    expect(calls).toEqual([{ input: { productId: '01t000000000001' }, at: 0 }]);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().output).toEqual({ ok: true, output: { cartId: '0a6000000000001' }, retries: 0 });
  });

  it('[CC-8-017][CC-8-018][CC-9-010] retries after exactly 4000 ms and succeeds on the third attempt', async () => {
    const { action, calls, clock } = scripted([new HttpError(500), new HttpError(503), 'done']);
    const actor = createActor(retryable(action), { input: 'x', clock }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(3999);
    await flush();
    expect(calls).toHaveLength(1);
    clock.increment(1);
    await flush();
    expect(calls).toHaveLength(2);
    clock.increment(4000);
    await flush();
    expect(calls.map((call) => call.at)).toEqual([0, 4000, 8000]);
    expect(actor.getSnapshot().output).toEqual({ ok: true, output: 'done', retries: 2 });
  });

  it('[CC-8-017][CC-8-018][CC-9-009] gives up after 3 retries (4 attempts) with the last error', async () => {
    const last = new HttpError(502);
    const { action, calls, clock } = scripted([new HttpError(500), new Error('offline'), new HttpError(503), last, 'never']);
    const actor = createActor(retryable(action), { input: 1, clock }).start();
    await flush();
    for (let i = 0; i < 10; i += 1) {
      clock.increment(4000);
      await flush();
    }
    expect(calls.map((call) => call.at)).toEqual([0, 4000, 8000, 12000]);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().output).toEqual({ ok: false, error: last, retries: 3 });
  });

  it('[CC-8-016] a 409 is not retried', async () => {
    const conflict = new HttpError(409);
    const { action, calls, clock } = scripted([conflict, 'never']);
    const actor = createActor(retryable(action), { input: 1, clock }).start();
    await flush();
    clock.increment(60_000);
    await flush();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().output).toEqual({ ok: false, error: conflict, retries: 0 });
  });

  it('[CC-8-016][CC-8-017] a 409 on a retry stops retrying', async () => {
    const conflict = { status: 409 };
    const { action, calls, clock } = scripted([new HttpError(500), new Rejection(conflict), 'never']);
    const actor = createActor(retryable(action), { input: 1, clock }).start();
    await flush();
    clock.increment(4000);
    await flush();
    clock.increment(60_000);
    await flush();
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().output).toEqual({ ok: false, error: conflict, retries: 1 });
  });

  it('[CC-8-017] a void success after failures still counts as success', async () => {
    const { action, clock } = scripted([new Error('offline'), undefined]);
    const actor = createActor(retryable(action), { input: 1, clock }).start();
    await flush();
    clock.increment(4000);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ ok: true, output: undefined, retries: 1 });
  });

  it('[CC-8-017] without a provided action it fails after its retries', async () => {
    expect(retryableActionMachine.id).toBe('retryable');
    const clock = new SimulatedClock();
    const actor = createActor(retryableActionMachine, { input: 1, clock }).start();
    for (let i = 0; i < 4; i += 1) {
      await flush();
      clock.increment(4000);
    }
    await flush();
    const output = actor.getSnapshot().output;
    expect(output).toMatchObject({ ok: false, retries: 3 });
    expect(errorMessageOf(output?.ok === false ? output.error : undefined)).toBe('retryable: provide the action actor');
  });
});

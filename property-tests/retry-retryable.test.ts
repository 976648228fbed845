import fc from 'fast-check';
import { createActor, fromPromise, SimulatedClock, type Actor } from 'xstate';
import { retryable } from '../machines/retry/retryable.machine.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

interface PendingCall {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Model {
  phase: 'running' | 'waiting' | 'succeeded' | 'failed';
  retries: number;
  waitLeft: number;
  calls: number;
  lastStatus?: number;
}
interface Real {
  actor: Actor<ReturnType<typeof retryable>>;
  clock: SimulatedClock;
  calls: PendingCall[];
}

function checkInvariants(model: Model, real: Real): void {
  const snapshot = real.actor.getSnapshot();
  expect(snapshot.value).toBe(model.phase);
  expect(snapshot.context.retries).toBe(model.retries);
  expect(real.calls).toHaveLength(model.calls);
  expect(snapshot.context.retries).toBeLessThanOrEqual(3);
  expect(real.calls.length).toBeLessThanOrEqual(4);
  if (model.phase === 'waiting') expect(model.lastStatus).not.toBe(409);
  if (model.phase === 'failed') expect(snapshot.output).toMatchObject({ ok: false, retries: model.retries });
  if (model.phase === 'succeeded') expect(snapshot.output).toMatchObject({ ok: true, retries: model.retries });
}

class Fail implements fc.AsyncCommand<Model, Real> {
  constructor(readonly status: number | undefined) {}
  check = (model: Readonly<Model>) => model.phase === 'running';
  async run(model: Model, real: Real): Promise<void> {
    real.calls[model.calls - 1]!.reject(this.status === undefined ? new Error('offline') : { status: this.status });
    await flush();
    model.lastStatus = this.status;
    if (this.status !== 409 && model.retries < 3) {
      model.phase = 'waiting';
      model.waitLeft = 4000;
    } else {
      model.phase = 'failed';
    }
    checkInvariants(model, real);
  }
  toString = () => `fail(${this.status})`;
}

class Succeed implements fc.AsyncCommand<Model, Real> {
  check = (model: Readonly<Model>) => model.phase === 'running';
  async run(model: Model, real: Real): Promise<void> {
    real.calls[model.calls - 1]!.resolve('ok');
    await flush();
    model.phase = 'succeeded';
    checkInvariants(model, real);
  }
  toString = () => 'succeed';
}

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    real.clock.increment(this.ms);
    await flush();
    if (model.phase === 'waiting') {
      if (this.ms >= model.waitLeft) {
        model.phase = 'running';
        model.retries += 1;
        model.calls += 1;
      } else {
        model.waitLeft -= this.ms;
      }
    }
    checkInvariants(model, real);
  }
  toString = () => `advance(${this.ms})`;
}

describe('retryable action (model-based, SimulatedClock)', () => {
  it('[CC-8-016][CC-8-017][CC-8-018][CC-9-009][CC-9-010] retries wait exactly 4000 ms, never follow a 409 and number at most 3', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          [
            fc.oneof(
              { weight: 6, arbitrary: fc.constantFrom(undefined, 500, 503, 410, 422).map((status) => new Fail(status)) },
              { weight: 1, arbitrary: fc.constant(new Fail(409)) },
              { weight: 1, arbitrary: fc.constant(new Succeed()) },
              {
                weight: 5,
                arbitrary: fc
                  .oneof(fc.constantFrom(3999, 4000, 1), fc.integer({ min: 0, max: 10_000 }))
                  .map((ms) => new Advance(ms)),
              },
            ),
          ],
          { maxCommands: 40, size: 'max' },
        ),
        async (commands) => {
          const calls: PendingCall[] = [];
          const action = fromPromise<unknown, unknown>(
            () => new Promise((resolve, reject) => calls.push({ resolve, reject })),
          );
          const clock = new SimulatedClock();
          const actor = createActor(retryable(action), { input: 'input', clock }).start();
          await fc.asyncModelRun(
            () => ({ model: { phase: 'running', retries: 0, waitLeft: 0, calls: 1 } as Model, real: { actor, clock, calls } }),
            commands,
          );
          actor.stop();
        },
      ),
    );
  });
});

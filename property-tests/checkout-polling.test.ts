import fc from 'fast-check';
import { createActor, fromPromise, SimulatedClock, type Actor } from 'xstate';
import {
  checkoutPollingMachine,
  pollingDelay,
  type CheckoutReadResult,
  type PollingReadInput,
} from '../machines/checkout/polling.machine.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

type ReadInput = PollingReadInput<{ checkoutId: string }>;
interface PendingRead {
  input: ReadInput;
  resolve: (result: CheckoutReadResult) => void;
  reject: (error: unknown) => void;
}

interface Model {
  phase: 'waiting' | 'reading' | 'ready' | 'failed';
  attempt: number;
  waitLeft: number;
  reads: number;
  error?: string;
}
interface Real {
  actor: Actor<typeof checkoutPollingMachine>;
  clock: SimulatedClock;
  reads: PendingRead[];
}

function startWaiting(model: Model): void {
  model.waitLeft = pollingDelay(model.attempt);
  if (model.waitLeft === 0) {
    model.phase = 'reading';
    model.reads += 1;
  } else {
    model.phase = 'waiting';
  }
}

function checkInvariants(model: Model, real: Real): void {
  const snapshot = real.actor.getSnapshot();
  expect(snapshot.value).toBe(model.phase);
  expect(snapshot.context.attempt).toBe(model.attempt);
  expect(real.reads).toHaveLength(model.reads);
  expect(real.reads.length).toBeLessThanOrEqual(14);
  expect(snapshot.context.attempt).toBeLessThanOrEqual(14);
  real.reads.forEach((read, index) => expect(read.input.attempt).toBe(index + 1));
  if (model.phase === 'failed') expect(snapshot.output).toMatchObject({ ready: false, error: model.error });
  if (model.phase === 'ready') expect(snapshot.output).toMatchObject({ ready: true, attempts: model.attempt });
}

class Answer implements fc.AsyncCommand<Model, Real> {
  constructor(readonly status: number) {}
  check = (model: Readonly<Model>) => model.phase === 'reading';
  async run(model: Model, real: Real): Promise<void> {
    real.reads[model.reads - 1]!.resolve({ status: this.status });
    await flush();
    if (this.status === 200 || this.status === 422) {
      model.phase = 'ready';
    } else if (model.attempt < 14) {
      model.attempt += 1;
      startWaiting(model);
    } else {
      model.phase = 'failed';
      model.error = 'async maximum wait exceeded';
    }
    checkInvariants(model, real);
  }
  toString = () => `answer(${this.status})`;
}

/** A 202, then exactly the scheduled wait: one millisecond short of it must not read yet. */
class AnswerNotReadyAndWait implements fc.AsyncCommand<Model, Real> {
  check = (model: Readonly<Model>) => model.phase === 'reading';
  async run(model: Model, real: Real): Promise<void> {
    await new Answer(202).run(model, real);
    if (model.phase !== 'waiting') return;
    await new Advance(model.waitLeft - 1).run(model, real);
    await new Advance(1).run(model, real);
  }
  toString = () => 'answer(202)+wait';
}

class FailRead implements fc.AsyncCommand<Model, Real> {
  check = (model: Readonly<Model>) => model.phase === 'reading';
  async run(model: Model, real: Real): Promise<void> {
    real.reads[model.reads - 1]!.reject(new Error('Service Unavailable'));
    await flush();
    model.phase = 'failed';
    model.error = 'Service Unavailable';
    checkInvariants(model, real);
  }
  toString = () => 'fail';
}

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    real.clock.increment(this.ms);
    await flush();
    if (model.phase === 'waiting') {
      if (this.ms >= model.waitLeft) {
        model.phase = 'reading';
        model.reads += 1;
      } else {
        model.waitLeft -= this.ms;
      }
    }
    checkInvariants(model, real);
  }
  toString = () => `advance(${this.ms})`;
}

describe('checkout polling (model-based, SimulatedClock)', () => {
  it('[CC-4-041][CC-4-042][CC-4-043][CC-4-044][CC-4-045][CC-9-008] reads follow the delay schedule, stop when ready and never exceed 14 attempts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          [
            fc.oneof(
              { weight: 10, arbitrary: fc.constant(new AnswerNotReadyAndWait()) },
              { weight: 3, arbitrary: fc.constant(new Answer(202)) },
              { weight: 1, arbitrary: fc.constantFrom(200, 422).map((status) => new Answer(status)) },
              { weight: 1, arbitrary: fc.constant(new FailRead()) },
              {
                weight: 5,
                arbitrary: fc
                  .oneof(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 60_000 }))
                  .map((ms) => new Advance(ms)),
              },
            ),
          ],
          { maxCommands: 80, size: 'max' },
        ),
        async (commands) => {
          const reads: PendingRead[] = [];
          const read = fromPromise<CheckoutReadResult, ReadInput>(
            ({ input }) => new Promise((resolve, reject) => reads.push({ input, resolve, reject })),
          );
          const clock = new SimulatedClock();
          const actor = createActor(checkoutPollingMachine.provide({ actors: { read } }), {
            input: { checkoutId: '2z9000000000001' },
            clock,
          }).start();
          await fc.asyncModelRun(
            () => ({ model: { phase: 'reading', attempt: 1, waitLeft: 0, reads: 1 } as Model, real: { actor, clock, reads } }),
            commands,
          );
          actor.stop();
        },
      ),
    );
  });

  it('[CC-4-042][CC-4-043][CC-4-044][CC-4-045] the delay grows with the attempt and any attempt over 14 fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 13 }), (attempt) => {
        expect(pollingDelay(attempt + 1)).toBeGreaterThanOrEqual(pollingDelay(attempt));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 15, max: 1000 }), (attempt) => {
        expect(() => pollingDelay(attempt)).toThrow('async maximum wait exceeded');
      }),
    );
  });
});

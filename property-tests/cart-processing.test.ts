import fc from 'fast-check';
import { createActor, type Actor } from 'xstate';
import { cartProcessingMachine } from '../machines/cart/processing.machine.ts';

interface Model {
  pending: number;
  shadow: boolean;
}
type Real = Actor<typeof cartProcessingMachine>;

function checkInvariants(model: Model, real: Real): void {
  const snapshot = real.getSnapshot();
  expect(snapshot.context.pending).toBe(model.pending);
  expect(snapshot.context.pending).toBeGreaterThanOrEqual(0);
  expect(snapshot.context.shadow).toBe(model.shadow);
  expect(snapshot.value).toBe(model.pending > 0 || model.shadow ? 'processing' : 'idle');
}

class StartOperation implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real): void {
    real.send({ type: 'OPERATION.START' });
    model.pending += 1;
    checkInvariants(model, real);
  }
  toString = () => 'start';
}

class EndOperation implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real): void {
    const wasIdle = real.getSnapshot().value === 'idle';
    real.send({ type: 'OPERATION.END' });
    model.pending = Math.max(0, model.pending - 1);
    checkInvariants(model, real);
    // Processing only ends once the counter is back at 0 (and the shadow flag is off).
    if (!wasIdle && real.getSnapshot().value === 'idle') expect(real.getSnapshot().context.pending).toBe(0);
  }
  toString = () => 'end';
}

class SetShadow implements fc.Command<Model, Real> {
  constructor(readonly active: boolean) {}
  check = () => true;
  run(model: Model, real: Real): void {
    real.send({ type: 'SHADOW.SET', active: this.active });
    model.shadow = this.active;
    checkInvariants(model, real);
    if (!this.active && real.getSnapshot().value === 'idle') expect(model.pending).toBe(0);
  }
  toString = () => `shadow(${this.active})`;
}

describe('cart processing counter (model-based)', () => {
  it('[CC-4-028][CC-4-029] processing equals counter > 0 or shadow, the counter never goes negative and processing ends only at 0', () => {
    fc.assert(
      fc.property(
        fc.commands(
          [
            fc.constant(new StartOperation()),
            fc.constant(new EndOperation()),
            fc.boolean().map((active) => new SetShadow(active)),
          ],
          { maxCommands: 60 },
        ),
        (commands) => {
          const real = createActor(cartProcessingMachine).start();
          fc.modelRun(() => ({ model: { pending: 0, shadow: false }, real }), commands);
          real.stop();
        },
      ),
    );
  });
});

// Model-based test of the checkout step flow: random complete/open/reload sequences run against a
// model kept as step indexes; after every command the machine's current and completed steps match it.
import fc from 'fast-check';
import { createActor, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { checkoutStepsMachine, restoreFlow, type CheckoutStep } from '../machines/checkout/steps.machine.ts';

const STEPS: CheckoutStep[] = ['shippingAddress', 'shippingOptions', 'contactInfo', 'billingAddress', 'payment', 'review'];
const REVIEW = STEPS.length - 1;

class FlowModel {
  done = new Set<number>();
  current = 0;
  /** The lowest index not done, counting review as open only when all the others are done. */
  frontier(): number {
    for (let index = 0; index < REVIEW; index += 1) if (!this.done.has(index)) return index;
    return REVIEW;
  }
}

type Real = { actor: Actor<typeof checkoutStepsMachine> };

const check = (model: FlowModel, real: Real) => {
  const { context } = real.actor.getSnapshot();
  expect(context.current).toBe(STEPS[model.current]);
  expect([...context.completed].sort()).toEqual([...model.done].map((index) => STEPS[index]).sort());
};

class Complete implements fc.Command<FlowModel, Real> {
  constructor(readonly index: number) {}
  check = () => true;
  run(model: FlowModel, real: Real) {
    // Only the open step can be completed, and review is placed, not completed.
    if (this.index === model.current && this.index !== REVIEW) {
      model.done.add(this.index);
      model.current = model.frontier();
    }
    real.actor.send({ type: 'STEP.COMPLETE', step: STEPS[this.index]! });
    check(model, real);
  }
  toString = () => `complete(${STEPS[this.index]})`;
}

class Open implements fc.Command<FlowModel, Real> {
  constructor(readonly index: number) {}
  check = () => true;
  run(model: FlowModel, real: Real) {
    if (model.done.has(this.index) || this.index === model.frontier()) model.current = this.index;
    real.actor.send({ type: 'STEP.OPEN', step: STEPS[this.index]! });
    check(model, real);
  }
  toString = () => `open(${STEPS[this.index]})`;
}

/** A reload: the stored flow (as the page stores it) starts a fresh machine. */
class Reload implements fc.Command<FlowModel, Real> {
  check = () => true;
  run(model: FlowModel, real: Real) {
    const { current, completed } = real.actor.getSnapshot().context;
    real.actor.stop();
    real.actor = createActor(checkoutStepsMachine, { input: { restored: JSON.parse(JSON.stringify({ current, completed })) } }).start();
    check(model, real);
  }
  toString = () => 'reload';
}

const commands = [
  fc.integer({ min: 0, max: REVIEW }).map((index) => new Complete(index)),
  fc.integer({ min: 0, max: REVIEW }).map((index) => new Open(index)),
  fc.constant(new Reload()),
];

describe('checkout step flow', () => {
  it('[PX-08-020][PX-08-021] steps complete in order, completed steps stay completed and open, review needs all others, and a reload keeps the flow', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60 }), (cmds) => {
        const real: Real = { actor: createActor(checkoutStepsMachine, { input: {} }).start() };
        fc.modelRun(() => ({ model: new FlowModel(), real }), cmds);
        real.actor.stop();
      }),
    );
  });

  it('[PX-08-021] any stored value restores to a flow the buyer may be in', () => {
    fc.assert(
      fc.property(fc.anything(), fc.record({ current: fc.oneof(fc.constantFrom(...STEPS), fc.string()), completed: fc.array(fc.oneof(fc.constantFrom(...STEPS), fc.string())) }), (junk, shaped) => {
        for (const stored of [junk, shaped]) {
          const flow = restoreFlow(stored);
          const done = new Set(flow.completed.map((step) => STEPS.indexOf(step)));
          expect(done.has(-1)).toBe(false);
          expect(done.has(REVIEW)).toBe(false);
          const index = STEPS.indexOf(flow.current);
          // The current step is done, or it is the first not done (review only after all the others).
          const frontier = [0, 1, 2, 3, 4].find((step) => !done.has(step)) ?? REVIEW;
          expect(done.has(index) || index === frontier).toBe(true);
        }
      }),
    );
  });
});

import fc from 'fast-check';
import { createActor, SimulatedClock, type Actor, type AnyActor } from 'xstate';
import { mobileNavMachine } from '../machines/navigation/mobile-nav.machine.ts';
import { modalMachine } from '../machines/navigation/modal.machine.ts';
import { overflowMachine, visibleItemCount } from '../machines/navigation/overflow.machine.ts';

type Check<M, R> = (model: M, real: R) => void;
function stepper<M extends object, R extends { emitted: unknown[] }>(check: Check<M, R>) {
  return (name: string, send: (real: R) => void, expect_: (model: M) => unknown[]): fc.Command<M, R> => ({
    check: () => true,
    toString: () => name,
    run(model, real) {
      real.emitted.length = 0;
      send(real);
      expect(real.emitted).toEqual(expect_(model));
      check(model, real);
    },
  });
}
function started<A extends AnyActor>(actor: A) {
  const emitted: unknown[] = [];
  actor.on('*', (event: unknown) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('mobile navigation (model-based)', () => {
  interface Model { open: boolean; hasTrigger: boolean; focusTrigger: boolean }
  interface Real { actor: Actor<typeof mobileNavMachine>; emitted: unknown[] }
  const step = stepper<Model, Real>((model, real) => {
    const snapshot = real.actor.getSnapshot();
    expect(snapshot.matches('open')).toBe(model.open);
    expect(snapshot.context.focusTarget).toEqual(model.focusTrigger ? { kind: 'trigger' } : null);
  });
  const close = (m: Model) => {
    if (!m.open) return [];
    m.open = false;
    m.focusTrigger = m.hasTrigger;
    return m.hasTrigger ? [] : [{ type: 'closemobile' }];
  };
  const commandArb = fc.oneof(
    fc.constant(
      step('TOGGLE', (r) => r.actor.send({ type: 'TOGGLE' }), (m) => {
        if (m.open) return close(m);
        Object.assign(m, { open: true, focusTrigger: false });
        return [];
      }),
    ),
    fc.constant(step('CLOSE', (r) => r.actor.send({ type: 'CLOSE' }), close)),
  );

  it('[SH-4-060][SH-4-061][SH-4-062] random toggles and closes follow the model', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.commands([commandArb], { maxCommands: 30, size: 'large' }), (hasTrigger, commands) => {
        fc.modelRun(
          () => ({
            model: { open: false, hasTrigger, focusTrigger: false },
            real: started(createActor(mobileNavMachine, { input: { hasTrigger } })),
          }),
          commands,
        );
      }),
    );
  });
});

describe('modal (model-based)', () => {
  interface Model { open: boolean; disabled: boolean }
  interface Real { actor: Actor<typeof modalMachine>; emitted: unknown[] }
  const step = stepper<Model, Real>((model, real) => {
    const snapshot = real.actor.getSnapshot();
    expect(snapshot.matches('open')).toBe(model.open);
    expect(snapshot.context.closeDisabled).toBe(model.disabled);
  });
  const requestClose = (m: Model) => {
    if (!m.open) return [];
    if (m.disabled) return [{ type: 'warning', message: 'close blocked while disabled' }];
    m.open = false;
    return [{ type: 'close' }];
  };
  const keyArb = fc.record({
    key: fc.constantFrom('Escape', 'Enter', 'Tab'),
    ctrlKey: fc.boolean(),
    metaKey: fc.boolean(),
    shiftKey: fc.boolean(),
  });
  const commandArb = fc.oneof(
    fc.constant(step('CLOSE', (r) => r.actor.send({ type: 'CLOSE' }), requestClose)),
    fc.constant(
      step('OPEN', (r) => r.actor.send({ type: 'OPEN' }), (m) => {
        m.open = true;
        return [];
      }),
    ),
    fc.boolean().map((disabled) =>
      step(`SET_CLOSE_DISABLED ${disabled}`, (r) => r.actor.send({ type: 'SET_CLOSE_DISABLED', disabled }), (m) => {
        m.disabled = disabled;
        return [];
      }),
    ),
    keyArb.map((key) =>
      step(`KEYDOWN ${JSON.stringify(key)}`, (r) => r.actor.send({ type: 'KEYDOWN', ...key }), (m) =>
        key.key === 'Escape' && !key.ctrlKey && !key.metaKey && !key.shiftKey ? requestClose(m) : [],
      ),
    ),
  );

  it('[SH-4-082][SH-4-083][SH-4-084][SH-4-085][SH-8-022] random close requests, keys and busy toggles follow the model', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.commands([commandArb], { maxCommands: 30, size: 'large' }), (closeDisabled, commands) => {
        fc.modelRun(
          () => ({
            model: { open: true, disabled: closeDisabled },
            real: started(createActor(modalMachine, { input: { label: 'Switch account', closeDisabled } })),
          }),
          commands,
        );
      }),
    );
  });
});

describe('overflow recalculation (model-based)', () => {
  interface Model {
    widths: number[];
    moreWidth: number;
    applied: number;
    pending: number | null;
    windowStart: number | null;
    now: number;
    recalculations: number[];
  }
  interface Real { actor: Actor<typeof overflowMachine>; clock: SimulatedClock; emitted: unknown[] }
  const step = stepper<Model, Real>((model, real) => {
    const snapshot = real.actor.getSnapshot();
    expect(snapshot.context.visibleCount).toBe(visibleItemCount(model.widths, model.applied, model.moreWidth));
    expect(snapshot.matches('throttled')).toBe(model.windowStart !== null);
    expect(snapshot.context.pendingWidth).toBe(model.pending);
    expect(snapshot.context.barWidth).toBe(model.applied);
    // Resizes are applied at most once per 100 ms window.
    const resizes = model.recalculations;
    for (let i = 1; i < resizes.length; i += 1) expect(resizes[i]! - resizes[i - 1]!).toBeGreaterThanOrEqual(100);
  });
  const apply = (m: Model, width: number) => {
    Object.assign(m, { applied: width, pending: null, windowStart: m.now });
    m.recalculations.push(m.now);
  };
  const commandArb = fc.oneof(
    fc.integer({ min: 0, max: 900 }).map((barWidth) =>
      step(`RESIZE ${barWidth}`, (r) => r.actor.send({ type: 'RESIZE', barWidth }), (m) => {
        if (m.windowStart === null) apply(m, barWidth);
        else m.pending = barWidth;
        return [];
      }),
    ),
    fc.integer({ min: 0, max: 150 }).map((ms) =>
      step(`TICK ${ms}`, (r) => r.clock.increment(ms), (m) => {
        m.now += ms;
        if (m.windowStart !== null && m.now - m.windowStart >= 100) {
          if (m.pending !== null) apply(m, m.pending);
          else m.windowStart = null;
        }
        return [];
      }),
    ),
    fc.tuple(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 24 }), fc.integer({ min: 0, max: 120 })).map(([widths, moreWidth]) =>
      step(`MEASURE ${widths} ${moreWidth}`, (r) => r.actor.send({ type: 'MEASURE', itemWidths: widths, moreWidth }), (m) => {
        Object.assign(m, { widths, moreWidth });
        return [];
      }),
    ),
  );

  it('[SH-4-063][SH-4-064][SH-4-065] random resizes, ticks and measurements follow the throttle model', () => {
    fc.assert(
      fc.property(fc.commands([commandArb], { maxCommands: 40, size: 'large' }), (commands) => {
        fc.modelRun(() => {
          const clock = new SimulatedClock();
          const input = { itemWidths: [120, 90, 150], moreWidth: 60, barWidth: 400 };
          const { actor, emitted } = started(createActor(overflowMachine, { input, clock }));
          const model: Model = { widths: input.itemWidths, moreWidth: 60, applied: 400, pending: null, windowStart: null, now: 0, recalculations: [] };
          return { model, real: { actor, clock, emitted } };
        }, commands);
      }),
    );
  });

  it('[SH-4-063][SH-2-105][SH-9-018] the visible items fit the bar (More reserved when some are hidden) and never exceed 20', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 30 }), fc.nat(3000), fc.nat(150), (widths, bar, more) => {
        const count = visibleItemCount(widths, bar, more);
        const used = widths.slice(0, count).reduce((a, b) => a + b, 0);
        expect(count).toBeLessThanOrEqual(Math.min(20, widths.length));
        if (count > 0) expect(used + (count < widths.length ? more : 0)).toBeLessThanOrEqual(bar);
        // Maximal: one more item would not fit (unless the 20-item cap stops it).
        if (count < widths.length && count < 20) expect(used + more + widths[count]!).toBeGreaterThan(bar);
      }),
    );
  });
});

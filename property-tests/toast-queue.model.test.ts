// Model-based test of the toast queue: random show/close/advance sequences run against a simple
// timeline model; after every step the shown toasts, their phases and the queue must match it.
import fc from 'fast-check';
import { SimulatedClock, createActor, type Actor } from 'xstate';
import { toastQueueMachine } from '../machines/toast/toast-queue.machine.ts';
import type { ToastConfig } from '../machines/toast/toast-config.ts';

const AUTO_CLOSE = 4800;
const AUTO_CLOSE_LINK = 9600;
const FADE = 400;

interface ModelToast {
  id: string;
  timeout: number | null;
  shownAt: number;
  removeAt: number | null;
}

class ToastModel {
  now = 0;
  shown: ModelToast[] = [];
  queued: Omit<ModelToast, 'shownAt' | 'removeAt'>[] = [];
  issued = 0;
  constructor(readonly max: number) {}

  show(config: ToastConfig, valid: boolean): void {
    if (!valid) return;
    const links = (config.labelLinks?.length ?? 0) + (config.messageLinks?.length ?? 0) > 0;
    const mode = config.mode ?? (config.variant === 'success' && !links ? 'dismissible' : 'sticky');
    this.issued += 1;
    this.queued.push({ id: `t${this.issued}`, timeout: mode === 'sticky' ? null : links ? AUTO_CLOSE_LINK : AUTO_CLOSE });
    this.fill();
  }

  close(id: string): void {
    const toast = this.shown.find((candidate) => candidate.id === id);
    if (toast && toast.removeAt === null) toast.removeAt = this.now + FADE;
    this.queued = this.queued.filter((candidate) => candidate.id !== id);
  }

  phase(toast: ModelToast): string {
    const fadingFrom = toast.removeAt !== null ? toast.removeAt - FADE : toast.timeout === null ? Infinity : toast.shownAt + toast.timeout;
    return this.now >= fadingFrom ? 'fading' : 'visible';
  }

  /** The next moment something changes: a timeout starting a fade, or a fade ending. */
  nextChange(): number {
    return Math.min(
      ...this.shown.map((toast) => {
        if (toast.removeAt !== null) return toast.removeAt;
        return toast.timeout === null ? Infinity : toast.shownAt + toast.timeout;
      }),
    );
  }

  /** Applies every change due at `time` (the clock stands exactly there). */
  settleAt(time: number): void {
    this.now = time;
    for (const toast of this.shown) {
      if (toast.removeAt === null && toast.timeout !== null && toast.shownAt + toast.timeout === time) toast.removeAt = time + FADE;
    }
    this.shown = this.shown.filter((toast) => toast.removeAt !== time);
    this.fill();
  }

  private fill(): void {
    while (this.shown.length < this.max && this.queued.length > 0) {
      this.shown.push({ ...this.queued.shift()!, shownAt: this.now, removeAt: null });
    }
  }

  view() {
    return { shown: this.shown.map((toast) => `${toast.id}:${this.phase(toast)}`), queued: this.queued.map((toast) => toast.id) };
  }
}

interface Real {
  clock: SimulatedClock;
  actor: Actor<typeof toastQueueMachine>;
}

function realView(real: Real) {
  const { shown, queued } = real.actor.getSnapshot().context;
  return { shown: shown.map((toast) => `${toast.id}:${toast.phase}`), queued: queued.map((toast) => toast.id) };
}

function checkAgainst(model: ToastModel, real: Real): void {
  expect(real.actor.getSnapshot().status).toBe('active');
  const context = real.actor.getSnapshot().context;
  expect(context.shown.length).toBeLessThanOrEqual(model.max);
  if (context.queued.length > 0) expect(context.shown.length).toBe(model.max);
  expect(realView(real)).toEqual(model.view());
}

type ToastCommand = fc.Command<ToastModel, Real>;

class ShowCommand implements ToastCommand {
  constructor(
    readonly config: ToastConfig,
    readonly valid: boolean,
  ) {}
  check = () => true;
  run(model: ToastModel, real: Real): void {
    real.actor.send({ type: 'toast.show', config: this.valid ? this.config : { ...this.config, label: '' }, toastClass: 'ToastClass' });
    model.show(this.config, this.valid);
    checkAgainst(model, real);
  }
  toString = () => `show(${JSON.stringify(this.config)}, valid=${this.valid})`;
}

class CloseCommand implements ToastCommand {
  constructor(readonly pick: number) {}
  check = () => true;
  run(model: ToastModel, real: Real): void {
    const id = `t${(this.pick % (model.issued + 1)) + 1}`;
    real.actor.send({ type: 'toast.close', id });
    model.close(id);
    checkAgainst(model, real);
  }
  toString = () => `close(#${this.pick})`;
}

class AdvanceCommand implements ToastCommand {
  constructor(readonly ms: number) {}
  check = () => true;
  run(model: ToastModel, real: Real): void {
    const target = model.now + this.ms;
    // Step onto every predicted change and the millisecond before it, so early or late timers show.
    for (let next = model.nextChange(); next <= target; next = model.nextChange()) {
      if (next - 1 > model.now) {
        real.clock.set(next - 1);
        model.now = next - 1;
        checkAgainst(model, real);
      }
      real.clock.set(next);
      model.settleAt(next);
      checkAgainst(model, real);
    }
    real.clock.set(target);
    model.now = target;
    checkAgainst(model, real);
  }
  toString = () => `advance(${this.ms})`;
}

const link = { url: '/cart', label: 'View cart' };
const configArb: fc.Arbitrary<ToastConfig> = fc.record(
  {
    label: fc.constantFrom('Saved', 'Added to cart', 'Something went wrong'),
    variant: fc.constantFrom('info', 'success', 'warning', 'error'),
    mode: fc.constantFrom('dismissible', 'sticky'),
    labelLinks: fc.constantFrom([], [link]),
    messageLinks: fc.constantFrom([], [link]),
  },
  { requiredKeys: ['label'] },
);

const commands = fc.commands(
  [
    fc.tuple(configArb, fc.boolean()).map(([config, valid]) => new ShowCommand(config, valid)),
    fc.nat(20).map((pick) => new CloseCommand(pick)),
    fc.oneof(fc.constantFrom(1, 399, 400, 4799, 4800, 9600), fc.integer({ min: 0, max: 12_000 })).map((ms) => new AdvanceCommand(ms)),
  ],
  { maxCommands: 40 },
);

describe('toast queue model', () => {
  it('[CC-4-055][CC-4-056][CC-4-057][CC-4-058][CC-5-047][CC-9-011][CC-9-012][CC-9-013][CC-9-014][CC-9-015] never shows more than max, queues the rest in order and times each toast exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), commands, (max, cmds) => {
        const clock = new SimulatedClock();
        let issued = 0;
        const actor = createActor(toastQueueMachine, { clock, input: { generateId: () => `t${++issued}`, maxToasts: max } });
        actor.start();
        fc.modelRun(() => ({ model: new ToastModel(max), real: { clock, actor } }), cmds);
        actor.stop();
      }),
    );
  });
});

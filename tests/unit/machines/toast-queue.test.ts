import { SimulatedClock, createActor } from 'xstate';
import { toastQueueMachine, type ToastQueueInput } from '../../../machines/toast/toast-queue.machine.ts';
import type { ToastConfig } from '../../../machines/toast/toast-config.ts';

const link = { url: '/cart', label: 'View cart' };
const success: ToastConfig = { label: 'Saved', variant: 'success' };
const sticky: ToastConfig = { label: 'Heads up' };

type Started = { getSnapshot(): { status: string }; stop(): void };
const started: Started[] = [];
function track<T extends Started>(actor: T): T {
  started.push(actor);
  return actor;
}

// Every test also proves the queue never errored, e.g. by sending to a toast that is not there.
afterEach(() => {
  for (const actor of started.splice(0)) {
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  }
});

function start(input: Partial<ToastQueueInput> = {}) {
  const clock = new SimulatedClock();
  let next = 0;
  const actor = createActor(toastQueueMachine, {
    clock,
    input: { generateId: () => `t${++next}`, ...input },
  });
  const rejected: string[][] = [];
  actor.on('toast.rejected', (event) => rejected.push(event.warnings));
  track(actor).start();
  const show = (config: ToastConfig | null | undefined, toastClass: unknown = 'ToastClass') =>
    actor.send({ type: 'toast.show', config, toastClass });
  const shown = () => actor.getSnapshot().context.shown.map((toast) => `${toast.id}:${toast.phase}`);
  const queued = () => actor.getSnapshot().context.queued.map((toast) => toast.id);
  return { clock, actor, rejected, show, shown, queued };
}

describe('toast queue', () => {
  it('[CC-4-055][CC-4-056][CC-5-048] new toasts queue behind the 3 shown by default', () => {
    const q = start();
    for (let i = 0; i < 5; i += 1) q.show(sticky);
    expect(q.shown()).toEqual(['t1:visible', 't2:visible', 't3:visible']);
    expect(q.queued()).toEqual(['t4', 't5']);
  });

  it('[CC-4-055][CC-5-047] a configured max of 1 shows one toast at a time; 0 counts as 1', () => {
    const q = start({ maxToasts: 0 });
    q.show(sticky);
    q.show(sticky);
    expect(q.shown()).toEqual(['t1:visible']);
    expect(q.queued()).toEqual(['t2']);
    expect(q.actor.getSnapshot().context.maxShown).toBe(1);
  });

  it('[CC-4-057][CC-9-011][CC-9-015] a dismissible toast is visible until 4800 ms, fades, and is removed 400 ms later', () => {
    const q = start();
    q.show(success);
    q.clock.increment(4799);
    expect(q.shown()).toEqual(['t1:visible']);
    q.clock.increment(1);
    expect(q.shown()).toEqual(['t1:fading']);
    q.clock.increment(399);
    expect(q.shown()).toEqual(['t1:fading']);
    q.clock.increment(1);
    expect(q.shown()).toEqual([]);
  });

  it('[CC-9-012] a dismissible toast with a label link fades at 9600 ms, not before', () => {
    const q = start();
    q.show({ label: 'Added', variant: 'success', mode: 'dismissible', labelLinks: [link] });
    q.clock.increment(9599);
    expect(q.shown()).toEqual(['t1:visible']);
    q.clock.increment(1);
    expect(q.shown()).toEqual(['t1:fading']);
    q.clock.increment(400);
    expect(q.shown()).toEqual([]);
  });

  it('[CC-9-012] a dismissible toast with a message link fades at 9600 ms', () => {
    const q = start();
    q.show({ label: 'Added', mode: 'dismissible', messageLinks: [link] });
    q.clock.increment(9599);
    expect(q.shown()).toEqual(['t1:visible']);
    q.clock.increment(1);
    expect(q.shown()).toEqual(['t1:fading']);
  });

  it('[CC-4-058][CC-9-014] a sticky toast has no timeout and stays until closed', () => {
    const q = start();
    q.show(sticky);
    q.clock.increment(1_000_000);
    expect(q.shown()).toEqual(['t1:visible']);
    q.actor.send({ type: 'toast.close', id: 't1' });
    expect(q.shown()).toEqual(['t1:fading']);
    q.clock.increment(399);
    expect(q.shown()).toEqual(['t1:fading']);
    q.clock.increment(1);
    expect(q.shown()).toEqual([]);
  });

  it('[CC-4-057][CC-9-015] closing a dismissible toast early fades it at once; its timeout no longer applies', () => {
    const q = start();
    q.show(success);
    q.clock.increment(1000);
    q.actor.send({ type: 'toast.close', id: 't1' });
    expect(q.shown()).toEqual(['t1:fading']);
    q.clock.increment(400);
    expect(q.shown()).toEqual([]);
  });

  it('[CC-4-057] closing a fading toast does not restart its fade', () => {
    const q = start();
    q.show(sticky);
    q.actor.send({ type: 'toast.close', id: 't1' });
    q.clock.increment(300);
    q.actor.send({ type: 'toast.close', id: 't1' });
    q.clock.increment(100);
    expect(q.shown()).toEqual([]);
  });

  it('[CC-4-055][CC-4-056] a removed toast makes room for the oldest queued one, whose timeout starts when shown', () => {
    const q = start();
    q.show(sticky);
    q.show(sticky);
    q.show(sticky);
    q.show(success);
    q.show(sticky);
    q.clock.increment(10_000);
    expect(q.queued()).toEqual(['t4', 't5']);
    q.actor.send({ type: 'toast.close', id: 't2' });
    q.clock.increment(400);
    expect(q.shown()).toEqual(['t1:visible', 't3:visible', 't4:visible']);
    expect(q.queued()).toEqual(['t5']);
    q.clock.increment(4799);
    expect(q.shown()).toEqual(['t1:visible', 't3:visible', 't4:visible']);
    q.clock.increment(1);
    expect(q.shown()).toEqual(['t1:visible', 't3:visible', 't4:fading']);
    q.clock.increment(400);
    expect(q.shown()).toEqual(['t1:visible', 't3:visible', 't5:visible']);
    expect(q.queued()).toEqual([]);
  });

  it('[CC-4-055] closing a queued toast drops it from the queue', () => {
    const q = start({ maxToasts: 1 });
    q.show(sticky);
    q.show(sticky);
    q.show(sticky);
    q.actor.send({ type: 'toast.close', id: 't2' });
    expect(q.queued()).toEqual(['t3']);
    expect(q.shown()).toEqual(['t1:visible']);
  });

  it('[CC-4-055] closing an unknown id changes nothing', () => {
    const q = start();
    q.show(sticky);
    q.actor.send({ type: 'toast.close', id: 'nope' });
    expect(q.shown()).toEqual(['t1:visible']);
    expect(q.queued()).toEqual([]);
  });

  it('[CC-3-049][CC-5-043][CC-9-013] a shown toast carries its normalised fields', () => {
    const q = start();
    q.show({ label: 'Saved', message: 'Your list was saved.', variant: 'success' });
    const [toast] = q.actor.getSnapshot().context.shown;
    expect(toast).toMatchObject({
      id: 't1',
      label: 'Saved',
      message: 'Your list was saved.',
      labelLinks: [],
      messageLinks: [],
      variant: 'success',
      mode: 'dismissible',
      phase: 'visible',
    });
  });

  it('[CC-5-041][CC-8-027][CC-8-028][CC-8-029] an incomplete toast is not queued and its console error texts are emitted', () => {
    const q = start();
    q.show(undefined);
    q.show({ label: 'x' }, null);
    q.show({ message: 'no label' });
    expect(q.rejected).toEqual([['missing config'], ['missing toast class'], ['missing required property label']]);
    expect(q.shown()).toEqual([]);
    expect(q.queued()).toEqual([]);
  });

  it('[CC-5-045][CC-5-046] the container position is kept when valid and top-center otherwise', () => {
    expect(start({ position: 'bottom-right' }).actor.getSnapshot().context.position).toBe('bottom-right');
    expect(start({ position: 'centre' }).actor.getSnapshot().context.position).toBe('top-center');
    expect(start().actor.getSnapshot().context.position).toBe('top-center');
  });
});

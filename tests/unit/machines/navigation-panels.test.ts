import { createActor, SimulatedClock } from 'xstate';
import {
  MODAL_BODY_MIN_HEIGHT_PX,
  MODAL_BOTTOM_PADDING_PX,
  MODAL_RESIZE_DEBOUNCE_MS,
  MODAL_TOP_PADDING_PX,
} from '../../../machines/constants/navigation.ts';
import { mobileNavMachine } from '../../../machines/navigation/mobile-nav.machine.ts';
import { isCloseKey, modalMachine, modalSize, modalWarnings } from '../../../machines/navigation/modal.machine.ts';
import { overflowMachine } from '../../../machines/navigation/overflow.machine.ts';

function collect<A extends { on: (type: '*', handler: (event: unknown) => void) => unknown; start: () => unknown }>(actor: A) {
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return emitted;
}

describe('mobile navigation', () => {
  const start = (hasTrigger: boolean) => {
    const actor = createActor(mobileNavMachine, { input: { hasTrigger } });
    const emitted = collect(actor);
    const state = () => ({ open: actor.getSnapshot().matches('open'), focus: actor.getSnapshot().context.focusTarget });
    return { actor, emitted, state };
  };

  it('[SH-4-060][SH-2-094] the hamburger toggles the panel', () => {
    const { actor, state } = start(true);
    expect(state()).toEqual({ open: false, focus: null });
    actor.send({ type: 'TOGGLE' });
    expect(state()).toEqual({ open: true, focus: null });
    actor.send({ type: 'TOGGLE' });
    expect(state().open).toBe(false);
  });

  it('[SH-4-061] closing returns focus to the trigger', () => {
    const { actor, emitted, state } = start(true);
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CLOSE' });
    expect(state()).toEqual({ open: false, focus: { kind: 'trigger' } });
    expect(emitted).toEqual([]);
    actor.send({ type: 'TOGGLE' });
    expect(state()).toEqual({ open: true, focus: null });
    actor.send({ type: 'TOGGLE' });
    expect(state()).toEqual({ open: false, focus: { kind: 'trigger' } });
  });

  it('[SH-4-062][SH-7-026] closing emits closemobile when there is no trigger', () => {
    const { actor, emitted, state } = start(false);
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CLOSE' });
    expect(state()).toEqual({ open: false, focus: null });
    expect(emitted).toEqual([{ type: 'closemobile' }]);
  });

  it('[SH-4-061][SH-4-062] CLOSE while closed does nothing', () => {
    const { actor, emitted, state } = start(false);
    actor.send({ type: 'CLOSE' });
    expect(state()).toEqual({ open: false, focus: null });
    expect(emitted).toEqual([]);
  });
});

describe('modal', () => {
  const start = (input: { label: string | null | undefined; size?: unknown; closeDisabled?: boolean }) => {
    const actor = createActor(modalMachine, { input });
    const emitted = collect(actor);
    const open = () => actor.getSnapshot().matches('open');
    return { actor, emitted, open };
  };
  const escape = { type: 'KEYDOWN' as const, key: 'Escape' };

  it('[SH-4-080][SH-4-081][SH-5-031] sizes are small, medium, large and full; default and fallback medium', () => {
    for (const size of ['small', 'medium', 'large', 'full']) expect(modalSize(size)).toBe(size);
    for (const other of [undefined, null, '', 'x-large', 'Large', 2]) expect(modalSize(other)).toBe('medium');
    expect(start({ label: 'Switch account' }).actor.getSnapshot().context.size).toBe('medium');
    expect(start({ label: 'Switch account', size: 'full' }).actor.getSnapshot().context.size).toBe('full');
  });

  it('[SH-8-021] a modal without a label returns the label-required warning', () => {
    expect(modalWarnings('Switch account')).toEqual([]);
    for (const blank of ['', '  ', null, undefined]) expect(modalWarnings(blank)).toEqual(['modal label required']);
    expect(start({ label: '' }).actor.getSnapshot().context.warnings).toEqual(['modal label required']);
    expect(start({ label: 'Confirm' }).actor.getSnapshot().context.warnings).toEqual([]);
  });

  it('[SH-4-083] Escape closes the modal', () => {
    const { actor, emitted, open } = start({ label: 'Confirm' });
    expect(open()).toBe(true);
    actor.send(escape);
    expect(open()).toBe(false);
    expect(emitted).toEqual([{ type: 'close' }]);
  });

  it('[SH-4-084] Escape with Ctrl, Meta or Shift held does not close', () => {
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
      const { actor, emitted, open } = start({ label: 'Confirm' });
      actor.send({ ...escape, [modifier]: true });
      expect(open()).toBe(true);
      expect(emitted).toEqual([]);
    }
    expect(isCloseKey({ key: 'Escape', ctrlKey: false, metaKey: false, shiftKey: false })).toBe(true);
    expect(isCloseKey({ key: 'Enter' })).toBe(false);
  });

  it('[SH-4-083] other keys do not close', () => {
    const { actor, emitted, open } = start({ label: 'Confirm' });
    actor.send({ type: 'KEYDOWN', key: 'Enter' });
    actor.send({ type: 'KEYDOWN', key: 'Esc' });
    expect(open()).toBe(true);
    expect(emitted).toEqual([]);
  });

  it('[SH-4-082][SH-4-085][SH-8-022] while closing is disabled, Escape and the close button are blocked with a warning', () => {
    const { actor, emitted, open } = start({ label: 'Placing order', closeDisabled: true });
    actor.send(escape);
    actor.send({ type: 'CLOSE' });
    actor.send({ ...escape, shiftKey: true });
    expect(open()).toBe(true);
    expect(emitted).toEqual([
      { type: 'warning', message: 'close blocked while disabled' },
      { type: 'warning', message: 'close blocked while disabled' },
    ]);
  });

  it('[SH-4-082] closing can be disabled while busy and enabled again', () => {
    const { actor, emitted, open } = start({ label: 'Placing order' });
    actor.send({ type: 'SET_CLOSE_DISABLED', disabled: true });
    actor.send({ type: 'CLOSE' });
    expect(open()).toBe(true);
    actor.send({ type: 'SET_CLOSE_DISABLED', disabled: false });
    actor.send({ type: 'CLOSE' });
    expect(open()).toBe(false);
    expect(emitted).toEqual([{ type: 'warning', message: 'close blocked while disabled' }, { type: 'close' }]);
  });

  it('[SH-9-042] window resizes are debounced by 300 ms before the modal lays out again', () => {
    const clock = new SimulatedClock();
    const actor = createActor(modalMachine, { input: { label: 'Confirm' }, clock });
    const emitted = collect(actor);
    actor.send({ type: 'WINDOW_RESIZE' });
    clock.increment(200);
    actor.send({ type: 'WINDOW_RESIZE' });
    clock.increment(299);
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(emitted).toEqual([{ type: 'relayout' }]);
    expect(actor.getSnapshot().matches({ open: 'steady' })).toBe(true);
    actor.send({ type: 'WINDOW_RESIZE' });
    actor.send({ type: 'CLOSE' });
    clock.increment(300);
    expect(emitted).toEqual([{ type: 'relayout' }, { type: 'close' }]);
  });

  it('[SH-9-043][SH-9-044][SH-9-045] modal body at least 80px tall; padding 48 top, 80 bottom', () => {
    expect([MODAL_BODY_MIN_HEIGHT_PX, MODAL_TOP_PADDING_PX, MODAL_BOTTOM_PADDING_PX, MODAL_RESIZE_DEBOUNCE_MS]).toEqual([80, 48, 80, 300]);
  });

  it('[SH-4-083] a closed modal can be opened again and ignores close requests', () => {
    const { actor, emitted, open } = start({ label: 'Confirm' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'CLOSE' });
    actor.send(escape);
    expect(emitted).toEqual([{ type: 'close' }]);
    actor.send({ type: 'OPEN' });
    expect(open()).toBe(true);
  });
});

describe('overflow recalculation', () => {
  const start = () => {
    const clock = new SimulatedClock();
    const actor = createActor(overflowMachine, { input: { itemWidths: [100, 100, 100, 100], moreWidth: 60, barWidth: 400 }, clock });
    actor.start();
    const visible = () => actor.getSnapshot().context.visibleCount;
    return { actor, clock, visible };
  };

  it('[SH-4-063] the initial count fits the initial width', () => {
    expect(start().visible()).toBe(4);
  });

  it('[SH-4-064] a resize recalculates at once', () => {
    const { actor, visible } = start();
    actor.send({ type: 'RESIZE', barWidth: 270 });
    expect(visible()).toBe(2);
  });

  it('[SH-4-065][SH-9-022] further resizes within 100 ms are held, then the latest one applies', () => {
    const { actor, clock, visible } = start();
    actor.send({ type: 'RESIZE', barWidth: 270 });
    actor.send({ type: 'RESIZE', barWidth: 170 });
    actor.send({ type: 'RESIZE', barWidth: 370 });
    clock.increment(99);
    expect(visible()).toBe(2);
    clock.increment(1);
    expect(visible()).toBe(3);
    actor.send({ type: 'RESIZE', barWidth: 170 });
    expect(visible()).toBe(3);
    clock.increment(100);
    expect(visible()).toBe(1);
    clock.increment(100);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'RESIZE', barWidth: 400 });
    expect(visible()).toBe(4);
  });

  it('[SH-4-065] after a quiet window the machine is ready for an immediate recalculation', () => {
    const { actor, clock, visible } = start();
    actor.send({ type: 'RESIZE', barWidth: 270 });
    clock.increment(100);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'RESIZE', barWidth: 170 });
    expect(visible()).toBe(1);
  });

  it('[SH-4-063] new measurements apply at once, even inside the throttle window', () => {
    const { actor, visible } = start();
    actor.send({ type: 'RESIZE', barWidth: 270 });
    actor.send({ type: 'MEASURE', itemWidths: [50, 50, 50, 50], moreWidth: 60 });
    expect(visible()).toBe(4);
    expect(actor.getSnapshot().context).toMatchObject({ itemWidths: [50, 50, 50, 50], moreWidth: 60 });
    actor.send({ type: 'MEASURE', itemWidths: [100, 100, 100, 100], moreWidth: 80 });
    expect(visible()).toBe(1);
  });
});

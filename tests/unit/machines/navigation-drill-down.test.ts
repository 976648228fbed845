import { createActor, SimulatedClock } from 'xstate';
import { drillDownMachine, drillDownView, openedParents } from '../../../machines/navigation/drill-down.machine.ts';
import { toNavItems, type NavItem, type ReceivedNavItem } from '../../../machines/navigation/nav-items.ts';

const link = (label: string, actionValue: string, subMenu: ReceivedNavItem[] = []): ReceivedNavItem => ({
  actionType: 'InternalLink', actionValue, label, subMenu,
});
const tree = toNavItems([
  link('Home', '/'),
  link('Neurology', '/category/neurology/0ZG000000000001', [
    link('Neurodiagnostics', '/category/neurodiagnostics/0ZG000000000011', [
      link('EEG Electrodes & Caps', '/category/eeg-electrodes-caps/0ZG000000000111'),
    ]),
    link('Neuromonitoring', '/category/neuromonitoring/0ZG000000000012'),
  ]),
  link('Sensory', '/category/sensory/0ZG000000000002', [
    link('Audiology', '/category/audiology/0ZG000000000021', [
      link('Tympanometry Supplies', '/category/tympanometry-supplies/0ZG000000000211'),
    ]),
  ]),
]);
// ids: Home 1, Neurology 2, Neurodiagnostics 3, EEG 4, Neuromonitoring 5, Sensory 6, Audiology 7, Tympanometry 8

const detail = (menuItemId: string, href: string) => ({
  type: 'navigatetopage',
  detail: { menuItemId, type: 'InternalLink', href, target: '_self', pageReference: null },
});

function start(items: NavItem[] = tree, itemLimit?: number) {
  const clock = new SimulatedClock();
  const actor = createActor(drillDownMachine, { input: itemLimit === undefined ? { items } : { items, itemLimit }, clock });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => {
    const { context } = actor.getSnapshot();
    const shown = drillDownView(context);
    return { level: shown.level, title: shown.title, showBack: shown.showBack, labels: shown.items.map((i) => i.label) };
  };
  const context = () => actor.getSnapshot().context;
  return { actor, emitted, view, context, clock };
}

describe('drill-down list', () => {
  it('[SH-2-087][SH-4-046][SH-4-047][SH-4-048] opening a parent pushes a level, shows Back and titles it with the parent', () => {
    const { actor, view } = start();
    expect(view()).toEqual({ level: 1, title: null, showBack: false, labels: ['Home', 'Neurology', 'Sensory'] });
    actor.send({ type: 'OPEN', index: 1 });
    expect(view()).toEqual({ level: 2, title: 'Neurology', showBack: true, labels: ['Neurodiagnostics', 'Neuromonitoring'] });
    actor.send({ type: 'OPEN', index: 0 });
    expect(view()).toEqual({ level: 3, title: 'Neurodiagnostics', showBack: true, labels: ['EEG Electrodes & Caps'] });
  });

  it('[SH-4-046] opening a leaf or a missing index pushes nothing', () => {
    const { actor, emitted, view } = start();
    actor.send({ type: 'OPEN', index: 0 });
    actor.send({ type: 'OPEN', index: 3 });
    expect(view().level).toBe(1);
    expect(emitted).toEqual([]);
  });

  it('[SH-4-049][SH-4-050] Back pops one level and focuses the previously opened parent', () => {
    const { actor, view, context } = start();
    actor.send({ type: 'OPEN', index: 2 });
    actor.send({ type: 'OPEN', index: 0 });
    actor.send({ type: 'BACK' });
    expect(view()).toEqual({ level: 2, title: 'Sensory', showBack: true, labels: ['Audiology'] });
    expect(context().focusTarget).toEqual({ kind: 'item', index: 0 });
    actor.send({ type: 'BACK' });
    expect(view().level).toBe(1);
    expect(context().focusTarget).toEqual({ kind: 'item', index: 2 });
  });

  it('[SH-4-047] after drilling in, focus goes to the Back button', () => {
    const { actor, context } = start();
    actor.send({ type: 'OPEN', index: 1 });
    expect(context().focusTarget).toEqual({ kind: 'back' });
  });

  it('[SH-4-049] Back at the first level does nothing', () => {
    const { actor, emitted, view, context } = start();
    actor.send({ type: 'BACK' });
    expect(view().level).toBe(1);
    expect(context()).toMatchObject({ slide: null, focusTarget: null });
    expect(emitted).toEqual([]);
  });

  it('[SH-4-051] Escape goes back one level when there is one', () => {
    const { actor, emitted, view, context } = start();
    actor.send({ type: 'OPEN', index: 1 });
    actor.send({ type: 'ESCAPE' });
    expect(view().level).toBe(1);
    expect(context().focusTarget).toEqual({ kind: 'item', index: 1 });
    expect(emitted).toEqual([
      { type: 'levelchange', level: 2 },
      { type: 'levelchange', level: 1 },
    ]);
  });

  it('[SH-4-051][SH-4-058] Escape after a finished slide slides back left to right for 0.2 s', () => {
    const { actor, context, clock } = start();
    actor.send({ type: 'OPEN', index: 1 });
    clock.increment(200);
    actor.send({ type: 'ESCAPE' });
    expect(context().slide).toBe('left-to-right');
    expect(actor.getSnapshot().matches('sliding')).toBe(true);
    clock.increment(200);
    expect(context().slide).toBeNull();
  });

  it('[SH-4-052] Escape at the first level closes the list', () => {
    const { actor, emitted, view } = start();
    actor.send({ type: 'ESCAPE' });
    expect(view().level).toBe(1);
    expect(emitted).toEqual([{ type: 'closesubmenus' }]);
  });

  it('[SH-4-053][SH-4-054][SH-4-055][SH-4-056] choosing a leaf fires navigation, closes everything and resets to level 1', () => {
    const { actor, emitted, view, context } = start();
    actor.send({ type: 'OPEN', index: 1 });
    actor.send({ type: 'OPEN', index: 0 });
    emitted.length = 0;
    actor.send({ type: 'CHOOSE', index: 0 });
    expect(emitted).toEqual([
      detail('4', '/category/eeg-electrodes-caps/0ZG000000000111'),
      { type: 'closesubmenus' },
      { type: 'levelchange', level: 1 },
    ]);
    expect(view().level).toBe(1);
    expect(context()).toMatchObject({ path: [], slide: null, focusTarget: null });
    expect(actor.getSnapshot().matches('still')).toBe(true);
  });

  it('[SH-4-053][SH-4-054][SH-4-056] choosing a leaf at the first level emits no level change', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'CHOOSE', index: 0 });
    expect(emitted).toEqual([detail('1', '/'), { type: 'closesubmenus' }]);
  });

  it('[SH-4-053] choosing a parent or a missing index does nothing', () => {
    const { actor, emitted, view } = start();
    actor.send({ type: 'CHOOSE', index: 1 });
    actor.send({ type: 'CHOOSE', index: 7 });
    expect(view().level).toBe(1);
    expect(emitted).toEqual([]);
  });

  it("[SH-4-053][SH-4-054][SH-4-055] the 'All {category}' link navigates to the parent, closes and resets", () => {
    const { actor, emitted, view } = start();
    actor.send({ type: 'OPEN', index: 2 });
    actor.send({ type: 'OPEN', index: 0 });
    emitted.length = 0;
    actor.send({ type: 'CHOOSE_ALL' });
    expect(emitted).toEqual([
      detail('7', '/category/audiology/0ZG000000000021'),
      { type: 'closesubmenus' },
      { type: 'levelchange', level: 1 },
    ]);
    expect(view().level).toBe(1);
  });

  it("[SH-4-053] there is no 'All {category}' link at the first level", () => {
    const { actor, emitted } = start();
    actor.send({ type: 'CHOOSE_ALL' });
    expect(emitted).toEqual([]);
  });

  it('[SH-4-056] levelchange carries the level on each change', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'OPEN', index: 1 });
    actor.send({ type: 'OPEN', index: 0 });
    actor.send({ type: 'BACK' });
    expect(emitted).toEqual([
      { type: 'levelchange', level: 2 },
      { type: 'levelchange', level: 3 },
      { type: 'levelchange', level: 2 },
    ]);
  });

  it('[SH-4-057][SH-4-059][SH-4-058] the slide runs right to left on drill-in, left to right on back, for 0.2 s', () => {
    const { actor, context, clock } = start();
    actor.send({ type: 'OPEN', index: 1 });
    expect(context().slide).toBe('right-to-left');
    expect(actor.getSnapshot().matches('sliding')).toBe(true);
    clock.increment(199);
    expect(context().slide).toBe('right-to-left');
    clock.increment(1);
    expect(context().slide).toBeNull();
    expect(actor.getSnapshot().matches('still')).toBe(true);
    actor.send({ type: 'BACK' });
    expect(context().slide).toBe('left-to-right');
    clock.increment(200);
    expect(context().slide).toBeNull();
  });

  it('[SH-4-057] a level change during a slide restarts its 0.2 s', () => {
    const { actor, context, clock } = start();
    actor.send({ type: 'OPEN', index: 1 });
    clock.increment(150);
    actor.send({ type: 'OPEN', index: 0 });
    clock.increment(150);
    expect(context().slide).toBe('right-to-left');
    clock.increment(50);
    expect(context().slide).toBeNull();
  });

  it('[SH-5-029][SH-5-030][SH-9-021] nesting stops at level 5; deeper levels are ignored', () => {
    const deep = (depth: number): NavItem[] =>
      depth === 0 ? [] : [{ ...tree[0]!, id: `d${depth}`, label: `Level ${depth}`, subMenu: deep(depth - 1) }];
    const { actor, view, emitted } = start(deep(8));
    for (let i = 0; i < 7; i += 1) actor.send({ type: 'OPEN', index: 0 });
    expect(view().level).toBe(5);
    expect(view()).toEqual({ level: 5, title: 'Level 5', showBack: true, labels: ['Level 4'] });
    expect(emitted.filter((e) => (e as { type: string }).type === 'levelchange')).toHaveLength(4);
  });

  it('[SH-9-019] the list shows at most 500 items by default', () => {
    const many = Array.from({ length: 501 }, (_, i) => ({ ...tree[0]!, id: String(i), label: `Item ${i}` }));
    const { actor, view, emitted } = start(many);
    expect(view().labels).toHaveLength(500);
    expect(view().labels.at(-1)).toBe('Item 499');
    actor.send({ type: 'CHOOSE', index: 500 });
    expect(emitted).toEqual([]);
  });

  it('[SH-9-020] an itemLimit setting overrides the cap', () => {
    const { view } = start(tree, 2);
    expect(view().labels).toEqual(['Home', 'Neurology']);
  });

  it('[SH-4-048] openedParents lists the opened parents outermost first', () => {
    expect(openedParents({ items: tree, path: [1, 0] }).map((p) => p.label)).toEqual(['Neurology', 'Neurodiagnostics']);
    expect(openedParents({ items: tree, path: [] })).toEqual([]);
  });
});

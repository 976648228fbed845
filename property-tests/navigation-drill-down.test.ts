import fc from 'fast-check';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { drillDownMachine, drillDownView } from '../machines/navigation/drill-down.machine.ts';
import { navigationDetail } from '../machines/navigation/links.ts';
import type { NavItem } from '../machines/navigation/nav-items.ts';

// Trees up to 7 levels deep, built without the 5-level cut so the machine has to apply it.
type Unnumbered = Omit<NavItem, 'id' | 'subMenu'> & { subMenu: Unnumbered[] };
const fieldsArb = fc.record({
  label: fc.constantFrom('Neurology', 'Sensory', 'EEG', 'Audiology'),
  active: fc.boolean(),
  target: fc.constantFrom('_self' as const, '_blank' as const),
  href: fc.constantFrom('', '/category/neurology/0ZG000000000001', 'https://www.kestrelridge.example'),
  type: fc.constantFrom('InternalLink', 'ExternalLink'),
  isSelected: fc.constant(false),
  pageReference: fc.constant(null),
});
const leafArb: fc.Arbitrary<Unnumbered> = fieldsArb.map((fields) => ({ ...fields, subMenu: [] }));
// A list with one parent chain `depth` levels deep among leaves; up to 8 levels, so the machine
// has to cut below the fifth.
const levelArb = (depth: number): fc.Arbitrary<Unnumbered[]> =>
  depth === 0
    ? fc.array(leafArb, { minLength: 1, maxLength: 3 })
    : fc
        .tuple(fc.array(leafArb, { maxLength: 2 }), fieldsArb, levelArb(depth - 1), fc.array(leafArb, { maxLength: 1 }))
        .map(([before, parent, children, after]) => [...before, { ...parent, subMenu: children }, ...after]);
const treeArb = fc.integer({ min: 0, max: 7 }).chain(levelArb);

function withIds(items: Unnumbered[]): NavItem[] {
  let sequence = 0;
  const number = (list: Unnumbered[]): NavItem[] =>
    list.map((item) => ({ ...item, id: String(++sequence), subMenu: number(item.subMenu) }));
  return number(items);
}

interface Model {
  items: NavItem[];
  limit: number;
  path: number[];
  now: number;
  slideStart: number;
  slide: 'left-to-right' | 'right-to-left' | null;
  focus: { kind: 'item'; index: number } | { kind: 'back' } | null;
}
interface Real {
  actor: Actor<typeof drillDownMachine>;
  clock: SimulatedClock;
  emitted: unknown[];
}

const level = (m: Model) => m.path.length + 1;
const children = (item: NavItem, itemLevel: number) => (itemLevel < 5 ? item.subMenu : []);
const parents = (m: Model) => {
  const found: NavItem[] = [];
  let list = m.items;
  m.path.forEach((index) => {
    found.push(list[index]!);
    list = list[index]!.subMenu;
  });
  return found;
};
const shown = (m: Model) => (parents(m).at(-1)?.subMenu ?? m.items).slice(0, m.limit);

function step(name: string, send: (real: Real) => void, expect_: (model: Model) => unknown[]): fc.Command<Model, Real> {
  return {
    check: () => true,
    toString: () => name,
    run(model, real) {
      real.emitted.length = 0;
      send(real);
      const expected = expect_(model);
      const snapshot = real.actor.getSnapshot();
      const view = drillDownView(snapshot.context);
      expect(real.emitted).toEqual(expected);
      expect(snapshot.context.path).toEqual(model.path);
      expect(view.level).toBeGreaterThanOrEqual(1);
      expect(view.level).toBeLessThanOrEqual(5);
      expect(view.title).toBe(parents(model).at(-1)?.label ?? null);
      expect(view.items.map((i) => i.id)).toEqual(shown(model).map((i) => i.id));
      expect(snapshot.context.slide).toBe(model.slide);
      expect(snapshot.matches('sliding')).toBe(model.slide !== null);
      expect(snapshot.context.focusTarget).toEqual(model.focus);
      // The focus target always exists in what is shown.
      if (model.focus?.kind === 'item') expect(model.focus.index).toBeLessThan(shown(model).length);
      if (model.focus?.kind === 'back') expect(level(model)).toBeGreaterThan(1);
    },
  };
}

const pop = (m: Model) => {
  const index = m.path.pop()!;
  Object.assign(m, { slide: 'left-to-right', slideStart: m.now, focus: { kind: 'item', index } });
  return [{ type: 'levelchange', level: level(m) }];
};
const finish = (m: Model, target: NavItem) => {
  const events: unknown[] = [{ type: 'navigatetopage', detail: navigationDetail(target) }, { type: 'closesubmenus' }];
  if (m.path.length > 0) events.push({ type: 'levelchange', level: 1 });
  Object.assign(m, { path: [], slide: null, focus: null });
  return events;
};

const openArb = fc.integer({ min: -1, max: 3 }).map((index) =>
  step(`OPEN ${index}`, (r) => r.actor.send({ type: 'OPEN', index }), (m) => {
    const item = shown(m)[index];
    if (!item || children(item, level(m)).length === 0) return [];
    m.path.push(index);
    Object.assign(m, { slide: 'right-to-left', slideStart: m.now, focus: { kind: 'back' } });
    return [{ type: 'levelchange', level: level(m) }];
  }),
);

const commandArb = fc.oneof(
  // Opening is weighted up so that sequences reach the deepest levels.
  { weight: 4, arbitrary: openArb },
  fc.constant(step('BACK', (r) => r.actor.send({ type: 'BACK' }), (m) => (m.path.length > 0 ? pop(m) : []))),
  fc.constant(
    step('ESCAPE', (r) => r.actor.send({ type: 'ESCAPE' }), (m) => (m.path.length > 0 ? pop(m) : [{ type: 'closesubmenus' }])),
  ),
  fc.integer({ min: -1, max: 3 }).map((index) =>
    step(`CHOOSE ${index}`, (r) => r.actor.send({ type: 'CHOOSE', index }), (m) => {
      const item = shown(m)[index];
      return item && children(item, level(m)).length === 0 ? finish(m, item) : [];
    }),
  ),
  fc.constant(
    step('CHOOSE_ALL', (r) => r.actor.send({ type: 'CHOOSE_ALL' }), (m) => (m.path.length > 0 ? finish(m, parents(m).at(-1)!) : [])),
  ),
  fc.oneof(fc.constantFrom(199, 200), fc.integer({ min: 0, max: 250 })).map((ms) =>
    step(`TICK ${ms}`, (r) => r.clock.increment(ms), (m) => {
      m.now += ms;
      if (m.slide !== null && m.now - m.slideStart >= 200) m.slide = null;
      return [];
    }),
  ),
);

describe('drill-down list (model-based)', () => {
  it('[SH-4-046][SH-4-048][SH-4-049][SH-4-050][SH-4-051][SH-4-052][SH-4-053][SH-4-054][SH-4-055][SH-4-056][SH-4-057][SH-4-058][SH-4-059][SH-5-030][SH-9-020] random event sequences follow the model; level stays within 1 to 5', () => {
    fc.assert(
      fc.property(
        treeArb.map(withIds),
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
        fc.commands([commandArb], { maxCommands: 50, size: 'large' }),
        (items, itemLimit, commands) => {
          fc.modelRun(() => {
            const clock = new SimulatedClock();
            const actor = createActor(drillDownMachine, { input: { items, itemLimit }, clock });
            const emitted: unknown[] = [];
            actor.on('*', (event) => emitted.push(event));
            actor.start();
            const model: Model = { items, limit: itemLimit ?? 500, path: [], now: 0, slideStart: 0, slide: null, focus: null };
            return { model, real: { actor, clock, emitted } };
          }, commands);
        },
      ),
    );
  });
});

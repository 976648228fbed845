import fc from 'fast-check';
import { createActor, type Actor } from 'xstate';
import { navigationDetail } from '../machines/navigation/links.ts';
import { navBarMachine } from '../machines/navigation/nav-bar.machine.ts';
import { toNavItems, withAppLauncher, type NavItem, type ReceivedNavItem } from '../machines/navigation/nav-items.ts';

const receivedArb: fc.Arbitrary<ReceivedNavItem[]> = fc.array(
  fc.record({
    actionType: fc.constantFrom('InternalLink', 'ExternalLink', 'SystemLink'),
    actionValue: fc.constantFrom('/', '/category/neurology/0ZG000000000001', 'https://www.kestrelridge.example'),
    label: fc.constantFrom('Home', 'Neurology', 'Sensory'),
    target: fc.constantFrom('NewWindow', 'CurrentWindow'),
    subMenu: fc.array(fc.record({ actionType: fc.constant('InternalLink'), label: fc.constant('EEG') }), { maxLength: 2 }),
  }),
  { maxLength: 6 },
);
const barArb = fc.tuple(receivedArb, fc.boolean()).map(([received, launcher]) => withAppLauncher(toNavItems(received), launcher, 'App Launcher'));

interface Model {
  items: NavItem[];
  openIndex: number | null;
  focus: { kind: 'parent'; index: number } | null;
}
interface Real {
  actor: Actor<typeof navBarMachine>;
  emitted: unknown[];
}

const isParent = (item: NavItem | undefined) => (item?.subMenu.length ?? 0) > 0;

function step(name: string, send: (real: Real) => void, expect_: (model: Model) => unknown[]): fc.Command<Model, Real> {
  return {
    check: () => true,
    toString: () => name,
    run(model, real) {
      real.emitted.length = 0;
      send(real);
      const expected = expect_(model);
      const snapshot = real.actor.getSnapshot();
      expect(real.emitted).toEqual(expected);
      expect(snapshot.context.openIndex).toBe(model.openIndex);
      expect(snapshot.matches('open')).toBe(model.openIndex !== null);
      expect(snapshot.context.focusTarget).toEqual(model.focus);
      // Never more than one open sub-list, and only a parent's; focus goes only to existing parents.
      if (model.openIndex !== null) expect(isParent(model.items[model.openIndex])).toBe(true);
      if (model.focus !== null) expect(isParent(model.items[model.focus.index])).toBe(true);
    },
  };
}

const close = (m: Model, toParent: boolean) => {
  if (m.openIndex === null) return [];
  m.focus = toParent ? { kind: 'parent', index: m.openIndex } : null;
  m.openIndex = null;
  return [];
};

const commandArb = fc.oneof(
  fc.integer({ min: -1, max: 7 }).map((index) =>
    step(`SELECT ${index}`, (r) => r.actor.send({ type: 'SELECT', index }), (m) => {
      const item = m.items[index];
      if (item === undefined) return [];
      m.focus = null;
      if (isParent(item)) {
        m.openIndex = m.openIndex === index ? null : index;
        return [];
      }
      m.openIndex = null;
      return item.id === 'app-launcher-item' ? [{ type: 'showapplauncher' }] : [{ type: 'navigatetopage', detail: navigationDetail(item) }];
    }),
  ),
  fc.constantFrom('CLICK_OUTSIDE', 'CLICK_BAR_SPACE', 'FOCUS_OUT').map((type) =>
    step(type, (r) => r.actor.send({ type }), (m) => close(m, false)),
  ),
  fc.constantFrom('ESCAPE', 'LEAF_CHOSEN').map((type) => step(type, (r) => r.actor.send({ type }), (m) => close(m, true))),
);

describe('desktop navigation bar (model-based)', () => {
  it('[SH-4-037][SH-4-038][SH-4-039][SH-4-040][SH-4-041][SH-4-042][SH-4-043][SH-4-044][SH-4-045] random event sequences follow the model; at most one sub-list is open', () => {
    fc.assert(
      fc.property(barArb, fc.commands([commandArb], { maxCommands: 40, size: 'large' }), (items, commands) => {
        fc.modelRun(() => {
          const actor = createActor(navBarMachine, { input: { items } });
          const emitted: unknown[] = [];
          actor.on('*', (event) => emitted.push(event));
          actor.start();
          return { model: { items, openIndex: null, focus: null }, real: { actor, emitted } };
        }, commands);
      }),
    );
  });
});

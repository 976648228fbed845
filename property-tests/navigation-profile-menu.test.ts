import fc from 'fast-check';
import { createActor, type Actor } from 'xstate';
import {
  isProfileMenuShown,
  profileItemSelection,
  toProfileMenuItems,
  type ConfiguredProfileItem,
  type ProfileMenuItem,
} from '../machines/navigation/profile-items.ts';
import { profileMenuMachine } from '../machines/navigation/profile-menu.machine.ts';

const configuredArb: fc.Arbitrary<ConfiguredProfileItem[]> = fc
  .array(
    fc.record({
      label: fc.constantFrom('My Account', 'Orders', 'Switch Account', 'Kestrel Ridge'),
      actionType: fc.constantFrom('InternalLink', 'ExternalLink', 'Modal', 'DataSourceDriven', 'MenuLabel', 'Event'),
      actionValue: fc.option(fc.constantFrom('', '  ', '/myprofile', 'c:account:switcher', 'https://www.kestrelridge.example'), { nil: undefined }),
      target: fc.constantFrom('NewWindow', 'CurrentWindow', null),
    }),
    { maxLength: 6 },
  )
  .map((items) => items.map((item, index) => ({ ...item, id: `p${index}` })));

describe('profile menu items (properties)', () => {
  it('[SH-2-079][SH-2-080][SH-2-081][SH-2-082] kept items are the usable ones in order, log-out last with its label', () => {
    fc.assert(
      fc.property(configuredArb, fc.string(), (configured, logoutLabel) => {
        const items = toProfileMenuItems(configured, logoutLabel);
        const usable = configured.filter(
          (c) => c.actionType !== 'DataSourceDriven' && c.actionType !== 'MenuLabel' && (c.actionValue ?? '').trim() !== '',
        );
        expect(items.map((i) => i.id)).toEqual([...usable.map((c) => c.id), 'logout']);
        expect(items.at(-1)).toMatchObject({ kind: 'logout', label: logoutLabel, href: '#' });
        expect(items.filter((i) => i.kind === 'logout')).toHaveLength(1);
      }),
    );
  });

  it('[SH-2-078][SH-2-083][SH-2-084] non-link items use "#" and raise navigate with their id; modal names hold no ":"', () => {
    fc.assert(
      fc.property(configuredArb, (configured) => {
        for (const item of toProfileMenuItems(configured, 'Log Out')) {
          const isLink = item.kind === 'internal' || item.kind === 'external';
          expect(item.href === '#').toBe(!isLink);
          expect(profileItemSelection(item).type).toBe(isLink ? 'followlink' : 'navigate');
          if (item.kind === 'modal') expect(item.modalName).not.toContain(':');
        }
      }),
    );
  });

  it('[SH-2-074] the menu is shown exactly when items are configured', () => {
    fc.assert(
      fc.property(configuredArb, (configured) => {
        expect(isProfileMenuShown(configured)).toBe(configured.length > 0);
      }),
    );
  });
});

interface Model {
  open: boolean;
  focus: number | null;
  items: ProfileMenuItem[];
}
interface Real {
  actor: Actor<typeof profileMenuMachine>;
  emitted: unknown[];
}

const opened = { type: 'menutoggle', isMenuOpen: true };
const closed = { type: 'menutoggle', isMenuOpen: false };

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
      expect(snapshot.matches('open')).toBe(model.open);
      expect(snapshot.context.focusTarget).toEqual(model.focus === null ? null : { kind: 'item', index: model.focus });
      // The focus target always names an existing item, and only while open.
      if (model.open) expect(model.focus).toBeLessThan(model.items.length);
      else expect(model.focus).toBeNull();
    },
  };
}

const open = (m: Model) => {
  if (m.open || m.items.length === 0) return [];
  m.open = true;
  m.focus = 0;
  return [opened];
};
const close = (m: Model, before: unknown[] = []) => {
  if (!m.open) return [];
  m.open = false;
  m.focus = null;
  return [...before, closed];
};

const commandArb = fc.oneof(
  fc.constant(step('TOGGLE', (r) => r.actor.send({ type: 'TOGGLE' }), (m) => (m.open ? close(m) : open(m)))),
  fc.integer({ min: -1, max: 7 }).map((index) =>
    step(
      `ITEM_CLICK ${index}`,
      (r) => r.actor.send({ type: 'ITEM_CLICK', index }),
      (m) => (index >= 0 && index < m.items.length ? close(m, [profileItemSelection(m.items[index]!)]) : []),
    ),
  ),
  fc.constantFrom('Escape', 'Tab', 'Enter', 'ArrowUp', 'ArrowDown', 'a').map((key) =>
    step(`KEYDOWN ${key}`, (r) => r.actor.send({ type: 'KEYDOWN', key }), (m) => {
      const n = m.items.length;
      if (!m.open) return key === 'ArrowUp' || key === 'ArrowDown' ? open(m) : [];
      if (key === 'Escape' || key === 'Tab') return close(m);
      if (key === 'Enter') return close(m, [profileItemSelection(m.items[m.focus!]!)]);
      if (key === 'ArrowDown') m.focus = (m.focus! + 1) % n;
      if (key === 'ArrowUp') m.focus = (m.focus! - 1 + n) % n;
      return [];
    }),
  ),
  fc.constant(step('FOCUS_OUT', (r) => r.actor.send({ type: 'FOCUS_OUT' }), (m) => close(m))),
);

describe('profile menu machine (model-based)', () => {
  it('[SH-4-027][SH-4-028][SH-4-029][SH-4-030][SH-4-031][SH-4-032][SH-4-033][SH-4-034][SH-4-035][SH-4-036] random event sequences follow the model', () => {
    const itemsArb = fc.oneof(fc.constant([] as ProfileMenuItem[]), configuredArb.map((c) => toProfileMenuItems(c, 'Log Out')));
    fc.assert(
      fc.property(itemsArb, fc.commands([commandArb], { maxCommands: 40, size: 'large' }), (items, commands) => {
        fc.modelRun(() => {
          const actor = createActor(profileMenuMachine, { input: { items } });
          const emitted: unknown[] = [];
          actor.on('*', (event) => emitted.push(event));
          actor.start();
          return { model: { open: false, focus: null, items }, real: { actor, emitted } };
        }, commands);
      }),
    );
  });
});

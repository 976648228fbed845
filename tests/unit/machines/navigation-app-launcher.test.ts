import { createActor } from 'xstate';
import { drillDownMachine } from '../../../machines/navigation/drill-down.machine.ts';
import { navBarMachine } from '../../../machines/navigation/nav-bar.machine.ts';
import { toNavItems, withAppLauncher } from '../../../machines/navigation/nav-items.ts';
import { withOverflow } from '../../../machines/navigation/overflow.machine.ts';

const items = withAppLauncher(
  toNavItems([
    { actionType: 'InternalLink', actionValue: '/aboutus', label: 'About us' },
    { actionType: 'InternalLink', actionValue: '/category/neurology/0ZG000000000001', label: 'Neurology', subMenu: [{ actionType: 'InternalLink', actionValue: '/x', label: 'X' }] },
  ]),
  true,
  'Kestrel Ridge apps',
);

function collect<T extends { on: (type: '*', listener: (event: unknown) => void) => unknown }>(actor: T) {
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  return emitted;
}

describe('app launcher in the lists', () => {
  it('[SH-2-107][SH-7-026] choosing the app launcher in a drill-down list (panel or More) closes the lists, then asks for the launcher; no page is opened', () => {
    const actor = createActor(drillDownMachine, { input: { items } });
    const emitted = collect(actor);
    actor.start();
    actor.send({ type: 'CHOOSE', index: 0 });
    expect(emitted).toEqual([{ type: 'closesubmenus' }, { type: 'showapplauncher' }]);
    expect(actor.getSnapshot().context.path).toEqual([]);
  });

  it('[SH-2-107][SH-2-105] when the launcher overflows into More it is still the launcher there', () => {
    const shown = withOverflow(items, 0);
    const more = shown[0]!;
    expect(more.subMenu[0]!.id).toBe('app-launcher-item');
    const actor = createActor(drillDownMachine, { input: { items: more.subMenu } });
    const emitted = collect(actor);
    actor.start();
    actor.send({ type: 'CHOOSE', index: 0 });
    expect(emitted).toContainEqual({ type: 'showapplauncher' });
    expect(emitted.some((event) => (event as { type: string }).type === 'navigatetopage')).toBe(false);
  });

  it('[SH-2-107][SH-2-108] on the bar the launcher leads and selecting it emits showapplauncher; other leaves still navigate', () => {
    const actor = createActor(navBarMachine, { input: { items } });
    const emitted = collect(actor);
    actor.start();
    actor.send({ type: 'SELECT', index: 0 });
    expect(emitted).toEqual([{ type: 'showapplauncher' }]);
    actor.send({ type: 'SELECT', index: 1 });
    expect(emitted.at(-1)).toMatchObject({ type: 'navigatetopage', detail: { href: '/aboutus' } });
  });
});

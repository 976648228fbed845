import { createActor } from 'xstate';
import { navBarMachine } from '../../../machines/navigation/nav-bar.machine.ts';
import { toNavItems, withAppLauncher, type ReceivedNavItem } from '../../../machines/navigation/nav-items.ts';

const link = (label: string, actionValue: string, subMenu: ReceivedNavItem[] = []): ReceivedNavItem => ({
  actionType: 'InternalLink', actionValue, label, subMenu,
});
const items = withAppLauncher(
  toNavItems([
    link('Home', '/'),
    link('Neurology', '/category/neurology/0ZG000000000001', [link('Neurodiagnostics', '/category/neurodiagnostics/0ZG000000000011')]),
    link('Sensory', '/category/sensory/0ZG000000000002', [link('Audiology', '/category/audiology/0ZG000000000021')]),
  ]),
  true,
  'App Launcher',
);
// 0 app launcher, 1 Home, 2 Neurology (parent), 3 Sensory (parent)

function start() {
  const actor = createActor(navBarMachine, { input: { items } });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const state = () => {
    const snapshot = actor.getSnapshot();
    return { open: snapshot.matches('open'), openIndex: snapshot.context.openIndex, focus: snapshot.context.focusTarget };
  };
  return { actor, emitted, state };
}

const closedState = { open: false, openIndex: null, focus: null };

describe('desktop navigation bar', () => {
  it('[SH-4-037] selecting a parent opens its sub-list', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'SELECT', index: 2 });
    expect(state()).toEqual({ open: true, openIndex: 2, focus: null });
    expect(emitted).toEqual([]);
  });

  it('[SH-4-038] selecting another parent deselects the open one', () => {
    const { actor, state } = start();
    actor.send({ type: 'SELECT', index: 2 });
    actor.send({ type: 'SELECT', index: 3 });
    expect(state()).toEqual({ open: true, openIndex: 3, focus: null });
  });

  it('[SH-4-039] selecting the open parent again closes its sub-list', () => {
    const { actor, state } = start();
    actor.send({ type: 'SELECT', index: 3 });
    actor.send({ type: 'SELECT', index: 3 });
    expect(state()).toEqual(closedState);
  });

  it('[SH-4-040] clicking outside closes the sub-list', () => {
    const { actor, state } = start();
    actor.send({ type: 'SELECT', index: 2 });
    actor.send({ type: 'CLICK_OUTSIDE' });
    expect(state()).toEqual(closedState);
  });

  it('[SH-4-041] clicking empty bar space closes the sub-list', () => {
    const { actor, state } = start();
    actor.send({ type: 'SELECT', index: 2 });
    actor.send({ type: 'CLICK_BAR_SPACE' });
    expect(state()).toEqual(closedState);
  });

  it('[SH-4-042][SH-4-044] Escape closes the sub-list and focus returns to its parent', () => {
    const { actor, state } = start();
    actor.send({ type: 'SELECT', index: 3 });
    actor.send({ type: 'ESCAPE' });
    expect(state()).toEqual({ open: false, openIndex: null, focus: { kind: 'parent', index: 3 } });
  });

  it('[SH-4-043][SH-4-044] choosing a leaf in the list closes it and focus returns to its parent', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'SELECT', index: 2 });
    actor.send({ type: 'LEAF_CHOSEN' });
    expect(state()).toEqual({ open: false, openIndex: null, focus: { kind: 'parent', index: 2 } });
    expect(emitted).toEqual([]);
  });

  it('[SH-4-045] moving focus out of the list closes it without taking focus back', () => {
    const { actor, state } = start();
    actor.send({ type: 'SELECT', index: 2 });
    actor.send({ type: 'FOCUS_OUT' });
    expect(state()).toEqual(closedState);
  });

  it('[SH-4-044] reopening a parent clears the returned focus', () => {
    const { actor, state } = start();
    actor.send({ type: 'SELECT', index: 2 });
    actor.send({ type: 'ESCAPE' });
    actor.send({ type: 'SELECT', index: 3 });
    expect(state()).toEqual({ open: true, openIndex: 3, focus: null });
  });

  it('[SH-4-040][SH-4-041][SH-4-042][SH-4-043][SH-4-045] closing events do nothing while no sub-list is open', () => {
    const { actor, emitted, state } = start();
    for (const type of ['CLICK_OUTSIDE', 'CLICK_BAR_SPACE', 'ESCAPE', 'LEAF_CHOSEN', 'FOCUS_OUT'] as const) actor.send({ type });
    expect(state()).toEqual(closedState);
    expect(emitted).toEqual([]);
  });

  it('[SH-4-043][SH-3-077] selecting a top-level leaf fires navigation with the item detail and closes any open sub-list', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'SELECT', index: 2 });
    actor.send({ type: 'SELECT', index: 1 });
    expect(state()).toEqual(closedState);
    expect(emitted).toEqual([
      { type: 'navigatetopage', detail: { menuItemId: '1', type: 'InternalLink', href: '/', target: '_self', pageReference: null } },
    ]);
  });

  it('[SH-2-107][SH-7-026] selecting the app-launcher item emits showapplauncher and closes the sub-list', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'SELECT', index: 3 });
    actor.send({ type: 'SELECT', index: 0 });
    expect(state()).toEqual(closedState);
    expect(emitted).toEqual([{ type: 'showapplauncher' }]);
  });

  it('[SH-4-037] selecting an index outside the bar changes nothing', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'SELECT', index: 2 });
    actor.send({ type: 'SELECT', index: 9 });
    actor.send({ type: 'SELECT', index: -1 });
    expect(state()).toEqual({ open: true, openIndex: 2, focus: null });
    expect(emitted).toEqual([]);
  });
});

// Type-ahead in the profile menu (SH-9-037): characters typed within 700 ms of each other are one
// search; a longer pause starts a new one.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ProfileMenuItem } from '../../../machines/navigation/profile-items.ts';
import { profileMenuMachine } from '../../../machines/navigation/profile-menu.machine.ts';
import { bufferKey, EMPTY_KEY_BUFFER, typeaheadIndex } from '../../../machines/navigation/typeahead.ts';

const item = (id: string, label: string): ProfileMenuItem => ({ id, label, kind: 'internal', href: `/${id}`, target: '_self', rel: null });
const items = [item('a', 'My Account'), item('o', 'Orders'), item('r', 'Recurring Orders'), item('m', 'My Lists'), item('q', 'Quick Order')];

function openMenu() {
  const actor = createActor(profileMenuMachine, { input: { items } }).start();
  actor.send({ type: 'TOGGLE' });
  const focused = () => actor.getSnapshot().context.focusTarget?.index;
  return { actor, focused, type: (char: string, at: number) => actor.send({ type: 'TYPE', char, at }) };
}

describe('key buffer', () => {
  it('[SH-9-037] a character within 700 ms of the last one adds to the search; after more than 700 ms it starts a new one', () => {
    const first = bufferKey(EMPTY_KEY_BUFFER, 'm', 1000);
    expect(first).toEqual({ text: 'm', at: 1000 });
    expect(bufferKey(first, 'y', 1700)).toEqual({ text: 'my', at: 1700 });
    expect(bufferKey(first, 'y', 1701)).toEqual({ text: 'y', at: 1701 });
  });

  it('[SH-9-037] the first item starting with the search, case-insensitive; one letter moves on from the focused item', () => {
    const labels = items.map(({ label }) => label);
    expect(typeaheadIndex(labels, 'q', 0)).toBe(4);
    expect(typeaheadIndex(labels, 'm', 0)).toBe(3);
    expect(typeaheadIndex(labels, 'm', 3)).toBe(0);
    expect(typeaheadIndex(labels, 'my a', 0)).toBe(0);
    expect(typeaheadIndex(labels, 'x', 0)).toBeUndefined();
  });
});

describe('profile menu type-ahead', () => {
  it('[SH-9-037] "or" typed 700 ms apart stays on Orders; with 701 ms between them "r" is a new search and reaches Recurring Orders', () => {
    const quick = openMenu();
    quick.type('o', 10_000);
    expect(quick.focused()).toBe(1);
    quick.type('r', 10_700);
    expect(quick.focused()).toBe(1);

    const slow = openMenu();
    slow.type('o', 10_000);
    expect(slow.focused()).toBe(1);
    slow.type('r', 10_701);
    expect(slow.focused()).toBe(2);
    slow.type('d', 11_500);
    expect(slow.focused()).toBe(2);
  });

  it('[SH-9-037] "my l" typed in one go reaches My Lists past My Account; closing the menu empties the buffer', () => {
    const menu = openMenu();
    for (const [index, char] of [...'my l'].entries()) menu.type(char, 5_000 + index * 100);
    expect(menu.focused()).toBe(3);
    menu.actor.send({ type: 'KEYDOWN', key: 'Escape' });
    menu.actor.send({ type: 'TOGGLE' });
    expect(menu.actor.getSnapshot().context.keyBuffer.text).toBe('');
    menu.type('q', 5_500);
    expect(menu.focused()).toBe(4);
  });
});

import { createActor } from 'xstate';
import {
  PROFILE_MENU_MAX_HEIGHT,
  PROFILE_MENU_OFFSET_PX,
} from '../../../machines/constants/navigation.ts';
import {
  isProfileMenuShown,
  profileItemSelection,
  toProfileMenuItems,
  type ConfiguredProfileItem,
  type ProfileMenuItem,
} from '../../../machines/navigation/profile-items.ts';
import { profileMenuMachine } from '../../../machines/navigation/profile-menu.machine.ts';

const configured: ConfiguredProfileItem[] = [
  { id: 'p1', label: 'My Account', actionType: 'InternalLink', actionValue: '/myprofile' },
  { id: 'p2', label: 'Reports', actionType: 'DataSourceDriven', actionValue: 'reports' },
  { id: 'p3', label: 'Kestrel Ridge', actionType: 'ExternalLink', actionValue: 'https://www.kestrelridge.example', target: 'NewWindow' },
  { id: 'p4', label: 'Account tools', actionType: 'MenuLabel', actionValue: 'tools' },
  { id: 'p5', label: 'Switch Account', actionType: 'Modal', actionValue: 'c:accountSwitcher:modal' },
  { id: 'p6', label: 'Wishlist', actionType: 'InternalLink', actionValue: '/mylists' },
];

const myAccount: ProfileMenuItem = { id: 'p1', label: 'My Account', kind: 'internal', href: '/myprofile', target: '_self', rel: null };
const website: ProfileMenuItem = {
  id: 'p3', label: 'Kestrel Ridge', kind: 'external', href: 'https://www.kestrelridge.example', target: '_blank', rel: 'noreferrer',
};
const switchAccount: ProfileMenuItem = {
  id: 'p5', label: 'Switch Account', kind: 'modal', href: '#', target: '_self', rel: null, modalName: 'c/accountSwitcher/modal',
};
const wishlist: ProfileMenuItem = { id: 'p6', label: 'Wishlist', kind: 'internal', href: '/mylists', target: '_self', rel: null };
const logout: ProfileMenuItem = { id: 'logout', label: 'Log Out', kind: 'logout', href: '#', target: '_self', rel: null };

describe('profile menu items', () => {
  it('[SH-2-075][SH-2-079][SH-2-081][SH-3-069] maps the configured items in order and appends log-out last', () => {
    expect(toProfileMenuItems(configured, 'Log Out')).toEqual([myAccount, website, switchAccount, wishlist, logout]);
  });

  it('[PX-18-001] an approvers-only item is kept for approvers alone, in its place', () => {
    const withReview: ConfiguredProfileItem[] = [
      configured[0]!,
      { id: 'review', label: 'Review', actionType: 'InternalLink', actionValue: '/approvals', audience: 'approvers' },
      configured[5]!,
    ];
    const review: ProfileMenuItem = { id: 'review', label: 'Review', kind: 'internal', href: '/approvals', target: '_self', rel: null };
    expect(toProfileMenuItems(withReview, 'Log Out', { approver: true })).toEqual([myAccount, review, wishlist, logout]);
    expect(toProfileMenuItems(withReview, 'Log Out', { approver: false })).toEqual([myAccount, wishlist, logout]);
    expect(toProfileMenuItems(withReview, 'Log Out')).toEqual([myAccount, wishlist, logout]);
  });

  it('[PX-69-001] the store\'s menu gives staff (signed in without a buyer account) the registrations to review and none of the buyer pages; buyers never see it', async () => {
    const { defaultProfileMenuItems } = await import('../../../src/components/profile-menu/menu-items.ts');
    const { isStaffSession } = await import('../../../machines/session/staff-session.ts');
    const reviewer = { guestUser: false, accountId: undefined };
    const buyer = { guestUser: false, accountId: '001000000000001' };
    expect(isStaffSession(reviewer)).toBe(true);
    expect(isStaffSession(buyer)).toBe(false);
    expect(isStaffSession({ guestUser: true, accountId: undefined })).toBe(false);
    const hrefs = (staff: boolean) => toProfileMenuItems(defaultProfileMenuItems, 'Log out', { approver: false, staff }).map((item) => item.href);
    expect(hrefs(true)).toContain('/registrations');
    for (const buyerPage of ['/mylists', '/quick-order', '/orders', '/invoices', '/standing-orders']) expect(hrefs(true)).not.toContain(buyerPage);
    expect(hrefs(true)).toContain('/dashboard');
    expect(hrefs(false)).not.toContain('/registrations');
    expect(hrefs(false)).toEqual(expect.arrayContaining(['/mylists', '/quick-order', '/orders', '/invoices', '/standing-orders', '/dashboard']));
  });

  it('[SH-2-079] drops DataSourceDriven and MenuLabel items even with an action value', () => {
    const items = toProfileMenuItems(
      [
        { id: 'a', label: 'A', actionType: 'DataSourceDriven', actionValue: '/a' },
        { id: 'b', label: 'B', actionType: 'MenuLabel', actionValue: '/b' },
        { id: 'c', label: 'C', actionType: 'InternalLink', actionValue: '/c' },
      ],
      'Log Out',
    );
    expect(items.map((item) => item.id)).toEqual(['c', 'logout']);
  });

  it('[SH-2-080] drops items whose action value is missing, null, empty or blank', () => {
    const items = toProfileMenuItems(
      [
        { id: 'a', label: 'A', actionType: 'InternalLink' },
        { id: 'b', label: 'B', actionType: 'InternalLink', actionValue: null },
        { id: 'c', label: 'C', actionType: 'InternalLink', actionValue: '' },
        { id: 'd', label: 'D', actionType: 'Modal', actionValue: '   ' },
        { id: 'e', label: 'E', actionType: 'InternalLink', actionValue: ' /e' },
      ],
      'Log Out',
    );
    expect(items.map((item) => item.id)).toEqual(['e', 'logout']);
    expect(items[0]!.href).toBe(' /e');
  });

  it('[SH-2-078] a modal item names its dialog with every ":" replaced by "/"', () => {
    const [modal] = toProfileMenuItems([{ id: 'm', label: 'Switch', actionType: 'Modal', actionValue: 'c:switcher' }], 'Log Out');
    expect(modal).toEqual({ id: 'm', label: 'Switch', kind: 'modal', href: '#', target: '_self', rel: null, modalName: 'c/switcher' });
    expect(toProfileMenuItems([{ id: 'n', label: 'N', actionType: 'Modal', actionValue: 'a:b:c' }], 'x')[0]!.modalName).toBe('a/b/c');
  });

  it('[SH-2-081][SH-2-082] the log-out item is always last and carries the configured label', () => {
    expect(toProfileMenuItems([], 'Sign out of Kestrel Ridge')).toEqual([{ ...logout, label: 'Sign out of Kestrel Ridge' }]);
    expect(toProfileMenuItems(configured, 'Abmelden').at(-1)).toEqual({ ...logout, label: 'Abmelden' });
  });

  it('[SH-2-076] an internal link targets its value in the same window', () => {
    expect(toProfileMenuItems([configured[0]!], 'x')[0]).toEqual(myAccount);
  });

  it('[SH-2-077] an external link opens without referrer in a new window for NewWindow, else in the same one', () => {
    const external = (target?: string | null) =>
      toProfileMenuItems([{ id: 'x', label: 'X', actionType: 'ExternalLink', actionValue: 'https://www.kestrelridge.example', target }], 'L')[0];
    expect(external('NewWindow')).toEqual({ ...website, id: 'x', label: 'X' });
    expect(external('CurrentWindow')).toEqual({ ...website, id: 'x', label: 'X', target: '_self' });
    expect(external(undefined)).toEqual({ ...website, id: 'x', label: 'X', target: '_self' });
  });

  it('[SH-2-083] non-link items (modal, log-out, other actions) use "#" as target', () => {
    const items = toProfileMenuItems([{ id: 'e', label: 'Event', actionType: 'Event', actionValue: 'reorder' }, configured[4]!], 'Log Out');
    expect(items).toEqual([
      { id: 'e', label: 'Event', kind: 'action', href: '#', target: '_self', rel: null },
      switchAccount,
      logout,
    ]);
  });

  it('[SH-2-084][SH-2-076][SH-2-077] selecting a non-link item raises navigate with its id; links are followed', () => {
    expect(profileItemSelection(switchAccount)).toEqual({ type: 'navigate', itemId: 'p5' });
    expect(profileItemSelection(logout)).toEqual({ type: 'navigate', itemId: 'logout' });
    expect(profileItemSelection({ id: 'e', label: 'E', kind: 'action', href: '#', target: '_self', rel: null })).toEqual({
      type: 'navigate',
      itemId: 'e',
    });
    expect(profileItemSelection(myAccount)).toEqual({ type: 'followlink', href: '/myprofile', target: '_self', rel: null });
    expect(profileItemSelection(website)).toEqual({
      type: 'followlink', href: 'https://www.kestrelridge.example', target: '_blank', rel: 'noreferrer',
    });
  });

  it('[SH-2-074] the menu is shown only when at least one item is configured', () => {
    expect(isProfileMenuShown([])).toBe(false);
    expect(isProfileMenuShown([configured[0]!])).toBe(true);
  });

  it('[SH-2-085][SH-2-086] the dropdown sits 40px below the trigger and is at most 80vh tall', () => {
    expect(PROFILE_MENU_OFFSET_PX).toBe(40);
    expect(PROFILE_MENU_MAX_HEIGHT).toBe('80vh');
  });
});

const items = [myAccount, website, switchAccount, logout];

function start(menuItems: ProfileMenuItem[] = items) {
  const actor = createActor(profileMenuMachine, { input: { items: menuItems } });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const key = (k: string) => actor.send({ type: 'KEYDOWN', key: k });
  const state = () => ({ open: actor.getSnapshot().matches('open'), focus: actor.getSnapshot().context.focusTarget });
  return { actor, emitted, key, state };
}

const opened = { type: 'menutoggle', isMenuOpen: true };
const closed = { type: 'menutoggle', isMenuOpen: false };

describe('profile menu machine', () => {
  it('[SH-4-027][SH-2-073] the trigger toggles the dropdown of configured items between closed and open', () => {
    const { actor, emitted, state } = start();
    expect(state()).toEqual({ open: false, focus: null });
    actor.send({ type: 'TOGGLE' });
    expect(state().open).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(state()).toEqual({ open: false, focus: null });
    expect(emitted).toEqual([opened, closed]);
  });

  it('[SH-4-028][SH-4-029] opening focuses the first item and emits menutoggle with isMenuOpen true', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'TOGGLE' });
    expect(state()).toEqual({ open: true, focus: { kind: 'item', index: 0 } });
    expect(emitted).toEqual([opened]);
  });

  it('[SH-2-074][SH-4-027] a menu without items does not open, by trigger or arrows', () => {
    const { actor, emitted, key, state } = start([]);
    actor.send({ type: 'TOGGLE' });
    key('ArrowDown');
    key('ArrowUp');
    expect(state()).toEqual({ open: false, focus: null });
    expect(emitted).toEqual([]);
  });

  it('[SH-4-030][SH-2-084] clicking an item selects it and closes the menu', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'ITEM_CLICK', index: 2 });
    expect(state()).toEqual({ open: false, focus: null });
    expect(emitted).toEqual([opened, { type: 'navigate', itemId: 'p5' }, closed]);
  });

  it('[SH-4-030] a click outside the item range changes nothing', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'TOGGLE' });
    for (const index of [-1, 4, 1.5]) actor.send({ type: 'ITEM_CLICK', index });
    expect(state()).toEqual({ open: true, focus: { kind: 'item', index: 0 } });
    expect(emitted).toEqual([opened]);
  });

  it('[SH-4-030] a click while closed does nothing', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'ITEM_CLICK', index: 0 });
    expect(emitted).toEqual([]);
  });

  it('[SH-4-031] Escape closes the menu', () => {
    const { actor, emitted, key, state } = start();
    actor.send({ type: 'TOGGLE' });
    key('Escape');
    expect(state()).toEqual({ open: false, focus: null });
    expect(emitted).toEqual([opened, closed]);
  });

  it('[SH-4-032] Tab closes the menu', () => {
    const { actor, emitted, key, state } = start();
    actor.send({ type: 'TOGGLE' });
    key('Tab');
    expect(state()).toEqual({ open: false, focus: null });
    expect(emitted).toEqual([opened, closed]);
  });

  it('[SH-4-033] focus leaving the menu closes it', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'FOCUS_OUT' });
    expect(state()).toEqual({ open: false, focus: null });
    expect(emitted).toEqual([opened, closed]);
  });

  it('[SH-4-034] Enter on the focused item navigates and closes', () => {
    const { actor, emitted, key, state } = start();
    actor.send({ type: 'TOGGLE' });
    key('ArrowDown');
    key('Enter');
    expect(state()).toEqual({ open: false, focus: null });
    expect(emitted).toEqual([
      opened,
      { type: 'followlink', href: 'https://www.kestrelridge.example', target: '_blank', rel: 'noreferrer' },
      closed,
    ]);
  });

  it('[SH-4-034] Enter on the first item right after opening selects it', () => {
    const { actor, emitted, key } = start();
    actor.send({ type: 'TOGGLE' });
    key('Enter');
    expect(emitted).toEqual([opened, { type: 'followlink', href: '/myprofile', target: '_self', rel: null }, closed]);
  });

  it('[SH-4-035] Down and Up move focus with wrap-around', () => {
    const { actor, key, state } = start();
    actor.send({ type: 'TOGGLE' });
    const focusAfter = (k: string) => {
      key(k);
      return state().focus;
    };
    expect(focusAfter('ArrowUp')).toEqual({ kind: 'item', index: 3 });
    expect(focusAfter('ArrowUp')).toEqual({ kind: 'item', index: 2 });
    expect(focusAfter('ArrowDown')).toEqual({ kind: 'item', index: 3 });
    expect(focusAfter('ArrowDown')).toEqual({ kind: 'item', index: 0 });
    expect(focusAfter('ArrowDown')).toEqual({ kind: 'item', index: 1 });
    expect(state().open).toBe(true);
  });

  it('[PX-18-001] items learnt while open join the menu, which stays open on the same item', () => {
    const { actor, key, state } = start([myAccount, website, logout]);
    actor.send({ type: 'TOGGLE' });
    key('ArrowDown');
    expect(state().focus).toEqual({ kind: 'item', index: 1 });
    actor.send({ type: 'ITEMS', items: [myAccount, switchAccount, website, logout] });
    expect(state()).toEqual({ open: true, focus: { kind: 'item', index: 2 } });
    expect(actor.getSnapshot().context.items).toHaveLength(4);
    actor.send({ type: 'ITEMS', items: [logout] });
    expect(state().focus).toEqual({ kind: 'item', index: 0 });
  });

  it('[SH-4-035] other keys leave an open menu as it is', () => {
    const { actor, emitted, key, state } = start();
    actor.send({ type: 'TOGGLE' });
    key('ArrowDown');
    for (const k of ['a', 'ArrowLeft', 'Home', ' ']) key(k);
    expect(state()).toEqual({ open: true, focus: { kind: 'item', index: 1 } });
    expect(emitted).toEqual([opened]);
  });

  it('[SH-4-036][SH-4-028][SH-4-029] from closed, ArrowDown and ArrowUp open the menu on the first item', () => {
    for (const k of ['ArrowDown', 'ArrowUp']) {
      const { emitted, key, state } = start();
      key(k);
      expect(state()).toEqual({ open: true, focus: { kind: 'item', index: 0 } });
      expect(emitted).toEqual([opened]);
    }
  });

  it('[SH-4-036] from closed, other keys do not open the menu', () => {
    const { emitted, key, state } = start();
    for (const k of ['Enter', 'Escape', 'Tab', 'ArrowLeft', 'a']) key(k);
    expect(state()).toEqual({ open: false, focus: null });
    expect(emitted).toEqual([]);
  });

  it('[SH-4-031][SH-4-032][SH-4-033] closing events while closed emit nothing', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'FOCUS_OUT' });
    expect(emitted).toEqual([]);
  });
});

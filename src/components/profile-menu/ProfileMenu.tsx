// The header's profile menu (SH §2, SH §4 "Profile menu"): the store says who is signed in, the
// profile-menu machine runs the dropdown, and this component performs what the machine emits.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { toProfileMenuItems, isProfileMenuShown, type ProfileMenuItem } from '../../../machines/navigation/profile-items.ts';
import { approvalCountText } from '../../../machines/approvals/approver.ts';
import { profileMenuMachine } from '../../../machines/navigation/profile-menu.machine.ts';
import { isStaffSession } from '../../../machines/session/staff-session.ts';
import { useSession } from '../../app/store/parts.tsx';
import { useModal, type ModalOptions } from '../modal/ModalProvider.tsx';
import { useWidgetEnvironment } from '../widgets/environment.tsx';
import { accountSwitcherDialog } from './AccountSwitcher.tsx';
import { ProfileMenuUi, type ProfileMenuUiProps } from './ProfileMenuUi.tsx';
import { defaultProfileMenuItems } from './menu-items.ts';
import { ACCOUNT_SWITCHER_DIALOG, defaultProfileMenuSettings, LOGIN_HREF, type ProfileMenuSettings } from './settings.ts';
import { useApprover, usePendingApprovals } from './useApprover.ts';
import { useManagedAccountCount } from './useManagedAccountCount.ts';
import { approvalLabels } from '../../labels/approvals.ts';

/** The dialogs a Modal item may name (SH-2-078). */
const dialogs: Record<string, () => ModalOptions> = {
  [ACCOUNT_SWITCHER_DIALOG]: accountSwitcherDialog,
};

export interface ProfileMenuProps {
  /** Overrides of the store's profile menu settings. */
  settings?: Partial<ProfileMenuSettings>;
}

export function ProfileMenu({ settings: overrides }: ProfileMenuProps = {}) {
  const settings = useMemo(() => ({ ...defaultProfileMenuSettings, menuItems: defaultProfileMenuItems, ...overrides }), [overrides]);
  const approver = useApprover();
  const pending = usePendingApprovals();
  const staff = isStaffSession(useSession().session);
  // PX-75-005: the buyer's accounts are read when the menu first opens, not with the first screen.
  const [opened, setOpened] = useState(false);
  const managedAccounts = useManagedAccountCount(opened && !staff);
  const items = useMemo(
    () => toProfileMenuItems(settings.menuItems, settings.logoutLabel, { approver, staff, managedAccounts }),
    [settings, approver, staff, managedAccounts],
  );
  // PX-16-006: the approver sees how many purchase orders wait on the review item.
  const counts = useMemo(
    () => (pending ? { approvals: { value: approvalCountText(pending), spoken: approvalLabels.waiting(pending) } } : undefined),
    [pending],
  );
  // New settings start a new machine; items that change with the buyer (PX-18-001) are sent to it.
  return <BoundProfileMenu key={JSON.stringify(settings)} settings={settings} items={items} counts={counts} onOpened={setOpened} />;
}

/** Let the browser open modified clicks (new tab, new window) of real links itself. */
const isModifiedClick = (event: MouseEvent) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

function BoundProfileMenu({ settings, items, counts, onOpened }: { settings: ProfileMenuSettings; items: ProfileMenuItem[]; counts?: ProfileMenuUiProps['counts']; onOpened(opened: true): void }) {
  const session = useSession();
  const navigate = useNavigate();
  const modal = useModal();
  const environment = useWidgetEnvironment();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const actor = useActorRef(profileMenuMachine, { input: { items } });
  useEffect(() => actor.send({ type: 'ITEMS', items }), [actor, items]);
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const focusIndex = useSelector(actor, (snapshot) => snapshot.context.focusTarget?.index ?? null);
  useEffect(() => {
    if (open) onOpened(true);
  }, [open, onOpened]);

  // The latest session and helpers for the machine's handlers, which subscribe once.
  const latest = useRef({ session, navigate, modal, environment });
  latest.current = { session, navigate, modal, environment };

  useEffect(() => {
    const follow = actor.on('followlink', ({ href, target, rel }) => {
      const { navigate, environment } = latest.current;
      triggerRef.current?.focus();
      // SH-2-076: internal links navigate in the app; SH-2-077: external ones open without referrer.
      if (rel === null) navigate(href);
      else environment.openWithoutReferrer(href, target);
    });
    const select = actor.on('navigate', ({ itemId }) => {
      const { session, modal } = latest.current;
      const item = items.find((candidate) => candidate.id === itemId);
      // The dialog returns focus to the trigger, the one element of the menu left once it closes.
      triggerRef.current?.focus();
      if (item?.kind === 'logout') session.signOut(); // SH-4-014, SH-4-015
      else if (item?.kind === 'modal' && item.modalName && dialogs[item.modalName]) modal.open(dialogs[item.modalName]!());
      else {
        // SH-2-084: other non-link items raise navigate with the item id for the page to handle.
        triggerRef.current?.dispatchEvent(new CustomEvent('navigate', { bubbles: true, detail: { itemId } }));
      }
    });
    return () => {
      follow.unsubscribe();
      select.unsubscribe();
    };
  }, [actor, items]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const { key } = event;
    const onItem = (event.target as HTMLElement).getAttribute('role') === 'menuitem';
    // SH-9-037: letters typed in the open menu move focus to the item they start.
    if (onItem && key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      actor.send({ type: 'TYPE', char: key, at: performance.now() });
      return;
    }
    if (key === 'ArrowDown' || key === 'ArrowUp') event.preventDefault();
    else if (key === 'Enter' || key === 'Escape') {
      // Enter on the trigger is its click (TOGGLE); on an item it selects that item.
      if (key === 'Enter' && !onItem) return;
      if (!actor.getSnapshot().matches('open')) return;
      event.preventDefault();
    } else if (key !== 'Tab') return;
    const wasOpen = actor.getSnapshot().matches('open');
    actor.send({ type: 'KEYDOWN', key });
    if (wasOpen && key === 'Escape') triggerRef.current?.focus();
  };

  const onItemClick = (index: number, event: MouseEvent<HTMLAnchorElement>) => {
    const item = items[index];
    if (item && (item.kind === 'internal' || item.kind === 'external') && isModifiedClick(event)) return;
    event.preventDefault();
    actor.send({ type: 'ITEM_CLICK', index });
  };

  const firstName = session.session?.profile?.firstName ?? undefined;
  const companyName = session.effectiveAccount?.name ?? session.session?.accountName ?? undefined;

  if (session.sessionStatus === 'loading' && !session.session) return <span className="krm-profile krm-profile--pending" />;

  return (
    <ProfileMenuUi
      settings={settings}
      loginHref={LOGIN_HREF}
      signedIn={session.isSignedIn}
      firstName={firstName}
      companyName={companyName}
      items={items}
      hasMenu={isProfileMenuShown(settings.menuItems ?? [])}
      open={open}
      focusIndex={focusIndex}
      triggerRef={triggerRef}
      onToggle={() => actor.send({ type: 'TOGGLE' })}
      onKeyDown={onKeyDown}
      onItemClick={onItemClick}
      onFocusOut={() => actor.send({ type: 'FOCUS_OUT' })}
      counts={counts}
    />
  );
}

// Profile-menu items: from the configured items to the ones the dropdown shows (SH §2 "Profile menu").
import {
  LOGOUT_ITEM_ID,
  MODAL_NAME_SEPARATOR_FROM,
  MODAL_NAME_SEPARATOR_TO,
  NEW_WINDOW_TARGET,
  NON_LINK_TARGET,
  NO_REFERRER_REL,
  PROFILE_MENU_DROPPED_ACTION_TYPES,
  TARGET_BLANK,
  TARGET_SELF,
} from '../constants/navigation.ts';
import type { LinkTarget } from './nav-items.ts';

export interface ConfiguredProfileItem {
  id: string;
  label: string;
  actionType: string;
  actionValue?: string | null;
  /** Only read for external links: NewWindow opens a new window, anything else the same one. */
  target?: string | null;
  /**
   * PX-18-001: an item only purchase-order approvers of the effective account see; PX-69-001: one that
   * needs a buyer account ('buyers'), or one for store staff, signed in without one ('staff').
   */
  audience?: 'approvers' | 'buyers' | 'staff' | 'multiAccount';
}

/** What the menu knows of the user for items with an audience (PX-18-001, PX-69-001). */
export interface ProfileMenuViewer {
  approver: boolean;
  /** Signed in without a buyer account: store staff such as the registration reviewer. */
  staff?: boolean;
  /** PX-75-005: how many accounts the buyer may act for; undefined until known. */
  managedAccounts?: number;
}

type ProfileItemKind = 'internal' | 'external' | 'modal' | 'logout' | 'action';

export interface ProfileMenuItem {
  id: string;
  label: string;
  kind: ProfileItemKind;
  href: string;
  target: LinkTarget;
  rel: typeof NO_REFERRER_REL | null;
  /** Only for modal items: the dialog component to open. */
  modalName?: string;
}

type ValuedItem = ConfiguredProfileItem & { actionValue: string };
const hasActionValue = (item: ConfiguredProfileItem): item is ValuedItem => (item.actionValue ?? '').trim() !== '';
const isDropped = (item: ConfiguredProfileItem) =>
  (PROFILE_MENU_DROPPED_ACTION_TYPES as readonly string[]).includes(item.actionType);

function toProfileItem(item: ValuedItem): ProfileMenuItem {
  const { id, label, actionType, actionValue } = item;
  switch (actionType) {
    case 'InternalLink':
      return { id, label, kind: 'internal', href: actionValue, target: TARGET_SELF, rel: null };
    case 'ExternalLink':
      return {
        id,
        label,
        kind: 'external',
        href: actionValue,
        target: item.target === NEW_WINDOW_TARGET ? TARGET_BLANK : TARGET_SELF,
        rel: NO_REFERRER_REL,
      };
    case 'Modal':
      return {
        id,
        label,
        kind: 'modal',
        href: NON_LINK_TARGET,
        target: TARGET_SELF,
        rel: null,
        modalName: actionValue.replaceAll(MODAL_NAME_SEPARATOR_FROM, MODAL_NAME_SEPARATOR_TO),
      };
    default:
      return { id, label, kind: 'action', href: NON_LINK_TARGET, target: TARGET_SELF, rel: null };
  }
}

/** PX-75-005: 'Switch account' needs another account to switch to; a count not known yet counts as none. */
export const offersAccountSwitch = (managedAccounts: number | undefined): boolean => (managedAccounts ?? 0) > 1;

/** PX-18-001: approvers-only items for approvers alone; PX-69-001: buyers' items not for staff, staff items for staff alone. */
const isForViewer = (viewer: ProfileMenuViewer) => (item: ConfiguredProfileItem) => {
  switch (item.audience) {
    case 'approvers':
      return viewer.approver;
    case 'buyers':
      return viewer.staff !== true;
    case 'staff':
      return viewer.staff === true;
    // PX-75-005: switching needs another account to switch to; unknown counts as not.
    case 'multiAccount':
      return viewer.staff !== true && offersAccountSwitch(viewer.managedAccounts);
    default:
      return true;
  }
};

/**
 * Drops DataSourceDriven, MenuLabel and value-less items and the items not meant for this buyer
 * (PX-18-001), then appends log-out with the given label.
 */
export function toProfileMenuItems(
  configured: readonly ConfiguredProfileItem[],
  logoutLabel: string,
  viewer: ProfileMenuViewer = { approver: false },
): ProfileMenuItem[] {
  const kept = configured
    .filter((item) => !isDropped(item))
    .filter(isForViewer(viewer))
    .filter(hasActionValue)
    .map(toProfileItem);
  const logout: ProfileMenuItem = {
    id: LOGOUT_ITEM_ID,
    label: logoutLabel,
    kind: 'logout',
    href: NON_LINK_TARGET,
    target: TARGET_SELF,
    rel: null,
  };
  return [...kept, logout];
}

/** The menu is shown only when the settings configure at least one item. */
export function isProfileMenuShown(configured: readonly ConfiguredProfileItem[]): boolean {
  return configured.length > 0;
}

export type ProfileItemSelection =
  | { type: 'followlink'; href: string; target: LinkTarget; rel: ProfileMenuItem['rel'] }
  | { type: 'navigate'; itemId: string };

/** Links are followed; every other item raises navigate with its id. */
export function profileItemSelection(item: ProfileMenuItem): ProfileItemSelection {
  return item.kind === 'internal' || item.kind === 'external'
    ? { type: 'followlink', href: item.href, target: item.target, rel: item.rel }
    : { type: 'navigate', itemId: item.id };
}

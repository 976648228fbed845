// Navigation menu items: from the received shape to the one the bar, the drill-down list and the
// overflow work on (SH §3 "Navigation menu item").
import {
  ALL_CATEGORY_LABEL,
  APP_LAUNCHER_ITEM_ID,
  APP_LAUNCHER_ITEM_TYPE,
  DEFAULT_NAV_ALIGNMENT,
  NAV_ALIGNMENTS,
  NAV_DROPPED_ACTION_TYPES,
  NAV_MAX_DEPTH,
  NEW_WINDOW_TARGET,
  OPENS_IN_NEW_TAB_LABEL,
  TARGET_BLANK,
  TARGET_SELF,
} from '../constants/navigation.ts';
import type { OpenValues, Wire } from '../wire.ts';

/** A page reference of a menu item (the contract's PageReference, SH §2); an attribute may also be absent. */
export type PageReference = Pick<Wire['PageReference'], 'type'> & {
  attributes?: Partial<NonNullable<Wire['PageReference']['attributes']>>;
  state?: Partial<NonNullable<Wire['PageReference']['state']>>;
};

/** A menu item as the navigation call answers it (the contract's NavigationMenuItem); its sub-menu and page reference read tolerantly. */
export type ReceivedNavItem = OpenValues<Pick<Wire['NavigationMenuItem'], 'actionType' | 'actionValue' | 'active' | 'label' | 'target'>, 'actionType' | 'target'> & {
  subMenu?: ReceivedNavItem[] | null;
  pageReference?: PageReference | null;
};

export type LinkTarget = typeof TARGET_BLANK | typeof TARGET_SELF;

export interface NavItem {
  id: string;
  label: string;
  active: boolean;
  target: LinkTarget;
  href: string;
  type: string;
  isSelected: boolean;
  pageReference: PageReference | null;
  ariaLabel?: string;
  subMenu: NavItem[];
}

export type NavAlignment = (typeof NAV_ALIGNMENTS)[number];

const isDropped = (item: ReceivedNavItem) =>
  (NAV_DROPPED_ACTION_TYPES as readonly string[]).includes(item.actionType);

/** Maps received items: drops SystemLink and Modal, numbers ids depth-first from '1', keeps 5 levels. */
export function toNavItems(received: readonly ReceivedNavItem[]): NavItem[] {
  let sequence = 0;
  const map = (items: readonly ReceivedNavItem[], level: number): NavItem[] =>
    items.filter((item) => !isDropped(item)).map((item) => {
      const id = String(++sequence);
      const newWindow = item.target === NEW_WINDOW_TARGET;
      return {
        id,
        label: item.label,
        active: item.active === true,
        target: newWindow ? TARGET_BLANK : TARGET_SELF,
        href: item.actionValue ?? '',
        type: item.actionType,
        isSelected: false,
        pageReference: item.pageReference ?? null,
        ...(newWindow ? { ariaLabel: OPENS_IN_NEW_TAB_LABEL.replace('{0}', () => item.label) } : {}),
        subMenu: level < NAV_MAX_DEPTH ? map(item.subMenu ?? [], level + 1) : [],
      };
    });
  return map(received, 1);
}

/** Cuts sub-menus below the fifth level, for item trees that did not come through toNavItems. */
export function limitDepth<T extends { subMenu: T[] }>(items: readonly T[], level = 1): T[] {
  return items.map((item) => ({
    ...item,
    subMenu: level < NAV_MAX_DEPTH ? limitDepth(item.subMenu, level + 1) : [],
  }));
}

export function navAlignment(value: unknown): NavAlignment {
  return (NAV_ALIGNMENTS as readonly unknown[]).includes(value) ? (value as NavAlignment) : DEFAULT_NAV_ALIGNMENT;
}

export function allCategoryLabel(category: string): string {
  return ALL_CATEGORY_LABEL.replace('{category}', () => category);
}

/** A menu item of the store's own (not from the platform's menu): no page reference, no submenu. */
function storeItem(id: string, label: string, type: string, href: string): NavItem {
  return { id, label, active: false, target: TARGET_SELF, href, type, isSelected: false, pageReference: null, subMenu: [] };
}

function appLauncherItem(label: string): NavItem {
  return storeItem(APP_LAUNCHER_ITEM_ID, label, APP_LAUNCHER_ITEM_TYPE, '');
}

/** The app launcher leads the bar, and only when the launcher option is on. */
export function withAppLauncher(items: readonly NavItem[], launcherOn: boolean, label: string): NavItem[] {
  return launcherOn ? [appLauncherItem(label), ...items] : [...items];
}

export const GUEST_CART_ITEM_ID = 'guest-cart-item';

/**
 * PX-68-002: the guest header has the country picker in the cart slot (SH §2), so while guests may
 * keep a cart the menu ends with a link to it, from where checkout goes on.
 */
export function withGuestCart(items: readonly NavItem[], facts: { isSignedIn: boolean; guestCartEnabled: boolean }, label: string, cartPath: string): NavItem[] {
  if (facts.isSignedIn || !facts.guestCartEnabled) return [...items];
  return [...items, storeItem(GUEST_CART_ITEM_ID, label, 'InternalLink', cartPath)];
}

export interface NavigationSettings {
  showHomeLink: boolean;
  showBackLabel: boolean;
  alignment: NavAlignment;
  navigationMenuEditor: ReceivedNavItem[];
}

/** Builder settings as the menu uses them: flags on only when true, alignment normalised, items a list. */
export function navigationSettings(raw: Partial<Record<keyof NavigationSettings, unknown>>): NavigationSettings {
  return {
    showHomeLink: raw.showHomeLink === true,
    showBackLabel: raw.showBackLabel === true,
    alignment: navAlignment(raw.alignment),
    navigationMenuEditor: Array.isArray(raw.navigationMenuEditor) ? (raw.navigationMenuEditor as ReceivedNavItem[]) : [],
  };
}

// Builder settings of the navigation menu (SH-2-103) and this store's values for them.
import { navigationSettings, type NavigationSettings } from '../../../machines/navigation/nav-items.ts';

/** The community whose navigation menu the header shows (docs/CONVENTIONS.md). */
export const COMMUNITY_ID = '0DB000000000001';
export const NAVIGATION_LINK_SET = 'Default_Navigation';

export interface NavigationMenuSettings extends Omit<NavigationSettings, 'navigationMenuEditor'> {
  /** SH-9-020: overrides the drill-down cap of 500 items. */
  itemLimit?: number;
  /** SH-2-108: the launcher option; the app-launcher item leads the menu only when it is on. */
  showAppLauncher: boolean;
}

const builder = navigationSettings({ showHomeLink: false, showBackLabel: true, alignment: 'left' });

export const defaultNavigationSettings: NavigationMenuSettings = {
  showHomeLink: builder.showHomeLink,
  showBackLabel: builder.showBackLabel,
  alignment: builder.alignment,
  // This store shows no app launcher; a store that links the maker's other apps turns it on.
  showAppLauncher: false,
};

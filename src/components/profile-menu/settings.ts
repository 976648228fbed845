// Profile menu settings (SH §3 "Profile menu settings") and this store's values for them.
import type { ConfiguredProfileItem } from '../../../machines/navigation/profile-items.ts';
import { LOGIN_PATH } from '../../content/site.ts';
import { widgetLabels } from '../../labels/widgets.ts';
import { textAlignment, type TextAlignment } from '../../../machines/layout/text-settings.ts';

export type { TextAlignment };
type IconStyle = 'user' | 'company';

export interface LoginLinkDecoration {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
}

export interface ProfileMenuSettings {
  /** SH-2-068 */
  loginButtonText: string;
  /** SH-2-069 */
  loginLinkColor: string;
  loginLinkHoverColor: string;
  /** SH-2-070 */
  loginLinkDecoration: LoginLinkDecoration;
  loginTextAlignment: TextAlignment;
  textAlignment: TextAlignment;
  /** SH-2-071 */
  iconStyle: IconStyle;
  /** SH-2-072: the first name in the trigger. */
  showNameInTrigger: boolean;
  /** SH-2-072: the company (effective account) name in the trigger. */
  includeCompanyName: boolean;
  /** The menu's items; when absent, the store's own (menu-items.ts, loaded with the menu, not with Home). */
  menuItems?: ConfiguredProfileItem[];
  /** SH-2-082 */
  logoutLabel: string;
}

/** The dialog a Modal item opens, by the name the item gives ('c:accountSwitcher' → 'c/accountSwitcher'). */
export const ACCOUNT_SWITCHER_DIALOG = 'c/accountSwitcher';

export const LOGIN_HREF = LOGIN_PATH; // SH-2-067: the named page Login

export const defaultProfileMenuSettings: ProfileMenuSettings = {
  // Read when shown (PX-89-002): a French or German catalogue translates the label after this module loads.
  get loginButtonText() {
    return widgetLabels.profileMenu.login;
  },
  loginLinkColor: '#1f5f8b',
  loginLinkHoverColor: '#174a6d',
  loginLinkDecoration: { bold: true, italic: false, underline: false, strike: false },
  loginTextAlignment: 'right',
  textAlignment: 'left',
  iconStyle: 'user',
  showNameInTrigger: true,
  includeCompanyName: true,
  get logoutLabel() {
    return widgetLabels.profileMenu.logout;
  },
};

// SH-5-054: left, center or right; anything else falls back to left.
export { textAlignment };

/** The CSS of the login link's decoration options (SH-2-070). */
export function decorationStyle(decoration: LoginLinkDecoration) {
  const lines = [decoration.underline ? 'underline' : '', decoration.strike ? 'line-through' : ''].filter(Boolean);
  return {
    fontWeight: decoration.bold ? 700 : 400,
    fontStyle: decoration.italic ? 'italic' : 'normal',
    textDecorationLine: lines.length > 0 ? lines.join(' ') : 'none',
  } as const;
}

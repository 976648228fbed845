// The navigation menu's adapter: its one read, answered as the menu's items (toNavItems). A file of
// its own so it loads with the menu's code (the shell's parts), not with any page's adapters.
import { toNavItems, type NavItem } from '../../../machines/navigation/nav-items.ts';
import type { StoreApi } from '../registry.ts';

/** SH §2 "Navigation menu": the link set's items; showHomeLink asks the call to put the Home item first. */
export async function readNavigationMenu(api: StoreApi, query: { communityId: string; linkSet: string; showHomeLink: boolean }, signal: AbortSignal): Promise<NavItem[]> {
  const data = await api.navigation.navigationMenuItems(query.communityId, { navigationLinkSetDeveloperName: query.linkSet, addHomeMenuItem: query.showHomeLink }, signal);
  return toNavItems(data.menuItems ?? []);
}

// The store's profile menu items (SH §3 "Profile menu settings"), apart from the other settings so that
// they load with the menu itself: a guest's Home shows only the login link.
import type { ConfiguredProfileItem } from '../../../machines/navigation/profile-items.ts';
import { accountPaths, footerPaths } from '../../content/site.ts';
import { widgetLabels } from '../../labels/widgets.ts';

// The self-service pages (issues 15, 16) after the first two; purchase-order review only for approvers (PX-18-001);
// staff, signed in without a buyer account, get the registrations to review instead of the buyer's pages (PX-69-001);
// 'Switch account' only for a buyer with more than one account (PX-75-005).
export const defaultProfileMenuItems: ConfiguredProfileItem[] = [
  { id: 'my-account', label: widgetLabels.profileMenu.myAccount, actionType: 'InternalLink', actionValue: footerPaths.account },
  { id: 'wishlists', label: widgetLabels.profileMenu.wishlist, actionType: 'InternalLink', actionValue: footerPaths.wishlist, audience: 'buyers' },
  { id: 'dashboard', label: widgetLabels.profileMenu.dashboard, actionType: 'InternalLink', actionValue: accountPaths.dashboard },
  { id: 'quick-order', label: widgetLabels.profileMenu.quickOrder, actionType: 'InternalLink', actionValue: accountPaths.quickOrder, audience: 'buyers' },
  { id: 'orders', label: widgetLabels.profileMenu.orders, actionType: 'InternalLink', actionValue: accountPaths.orders, audience: 'buyers' },
  { id: 'invoices', label: widgetLabels.profileMenu.invoices, actionType: 'InternalLink', actionValue: accountPaths.invoices, audience: 'buyers' },
  {
    id: 'approvals',
    label: widgetLabels.profileMenu.approvals,
    actionType: 'InternalLink',
    actionValue: accountPaths.approvals,
    audience: 'approvers',
  },
  {
    id: 'registrations',
    label: widgetLabels.profileMenu.registrations,
    actionType: 'InternalLink',
    actionValue: accountPaths.registrationReview,
    audience: 'staff',
  },
  { id: 'standing-orders', label: widgetLabels.profileMenu.standingOrders, actionType: 'InternalLink', actionValue: accountPaths.standingOrders, audience: 'buyers' },
  { id: 'switch-account', label: widgetLabels.profileMenu.switchAccount, actionType: 'Modal', actionValue: 'c:accountSwitcher', audience: 'multiAccount' },
  {
    id: 'public-website',
    label: widgetLabels.profileMenu.publicWebsite,
    actionType: 'ExternalLink',
    actionValue: 'https://www.kestrelridge.example',
    target: 'NewWindow',
  },
];

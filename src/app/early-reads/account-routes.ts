// The account pages' route preloads (PX-05-022): per page, the modules its first screen waits for
// beyond the entry, which index.html asks for while the entry downloads (vite.config.ts merges this
// list into its own; build/plugins/index-html-scripts.ts turns modules into files). An explicit list,
// one line a page: its page module, the API areas of its first reads (src/api/registry.ts loads an
// area on its first call, a step after the page's code) and, on the pages only a signed-in buyer
// sees (src/app/signed-in-pages.ts), the promo banner, which the first screen waits for (PX-27-001),
// and the cart area, whose code the cart actor asks for as soon as the session says who is signed in,
// before the first screen is painted (PX-28-003).
import { accountPaths, WISHLIST_PATH } from '../../content/site.ts';

export const PROMO_BANNER_MODULE = 'src/components/promo-banner/PromoBanner.tsx';
export const CART_AREA = 'src/api/cart.ts';
const ORDERS_AREA = 'src/api/orders.ts';
const RECURRING_AREA = 'src/api/recurring.ts';
/** What every signed-in page's first screen brings beside its own (PX-27-001, PX-28-003). */
const SIGNED_IN_FIRST_SCREEN = [CART_AREA, PROMO_BANNER_MODULE];

export const ACCOUNT_ROUTE_MODULES: Record<string, string[]> = {
  [accountPaths.orders]: ['src/orders/OrdersPage.tsx', ORDERS_AREA, ...SIGNED_IN_FIRST_SCREEN],
  [`${accountPaths.orders}/*`]: ['src/orders/OrderPage.tsx', ORDERS_AREA, ...SIGNED_IN_FIRST_SCREEN],
  [accountPaths.invoices]: ['src/invoices/InvoicesPage.tsx', ORDERS_AREA, ...SIGNED_IN_FIRST_SCREEN],
  [accountPaths.approvals]: ['src/approvals/ApprovalsPage.tsx', ORDERS_AREA, ...SIGNED_IN_FIRST_SCREEN],
  [`${accountPaths.approvals}/*`]: ['src/approvals/ApprovalPage.tsx', ORDERS_AREA, ...SIGNED_IN_FIRST_SCREEN],
  [accountPaths.standingOrders]: ['src/standing-orders/StandingOrdersPage.tsx', RECURRING_AREA, ...SIGNED_IN_FIRST_SCREEN],
  [`${accountPaths.standingOrders}/*`]: ['src/standing-orders/StandingOrderPage.tsx', RECURRING_AREA, ...SIGNED_IN_FIRST_SCREEN],
  [accountPaths.dashboard]: ['src/dashboard/DashboardPage.tsx', ORDERS_AREA, RECURRING_AREA, ...SIGNED_IN_FIRST_SCREEN],
  [accountPaths.quickOrder]: ['src/quick-order/QuickOrderPage.tsx', ...SIGNED_IN_FIRST_SCREEN],
  [WISHLIST_PATH]: ['src/lists/ListsPage.tsx', 'src/api/wishlists.ts', ...SIGNED_IN_FIRST_SCREEN],
  [accountPaths.addresses]: ['src/account/AddressBookPage.tsx', 'src/api/addresses.ts', ...SIGNED_IN_FIRST_SCREEN],
  // A guest's page: no banner.
  [accountPaths.register]: ['src/registration/RegisterPage.tsx'],
};

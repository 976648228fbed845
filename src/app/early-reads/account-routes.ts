// The account pages' route preloads (PX-05-022): per page, the modules its first screen waits for
// beyond the entry, which index.html asks for while the entry downloads (vite.config.ts merges this
// list into its own; build/plugins/index-html-scripts.ts turns modules into files). An explicit list,
// one line a page: its page module, the API areas of its first reads (src/api/registry.ts loads an
// area on its first call, a step after the page's code) and, on the pages only a signed-in buyer
// sees (src/app/signed-in-pages.ts), the promo banner, which the first screen waits for (PX-27-001).
import { accountPaths, WISHLIST_PATH } from '../../content/site.ts';

export const PROMO_BANNER_MODULE = 'src/components/promo-banner/PromoBanner.tsx';
const ORDERS_AREA = 'src/api/orders.ts';
const RECURRING_AREA = 'src/api/recurring.ts';

export const ACCOUNT_ROUTE_MODULES: Record<string, string[]> = {
  [accountPaths.orders]: ['src/orders/OrdersPage.tsx', ORDERS_AREA, PROMO_BANNER_MODULE],
  [`${accountPaths.orders}/*`]: ['src/orders/OrderPage.tsx', ORDERS_AREA, PROMO_BANNER_MODULE],
  [accountPaths.invoices]: ['src/invoices/InvoicesPage.tsx', ORDERS_AREA, PROMO_BANNER_MODULE],
  [accountPaths.approvals]: ['src/approvals/ApprovalsPage.tsx', ORDERS_AREA, PROMO_BANNER_MODULE],
  [`${accountPaths.approvals}/*`]: ['src/approvals/ApprovalPage.tsx', ORDERS_AREA, PROMO_BANNER_MODULE],
  [accountPaths.standingOrders]: ['src/standing-orders/StandingOrdersPage.tsx', RECURRING_AREA, PROMO_BANNER_MODULE],
  [`${accountPaths.standingOrders}/*`]: ['src/standing-orders/StandingOrderPage.tsx', RECURRING_AREA, PROMO_BANNER_MODULE],
  [accountPaths.dashboard]: ['src/dashboard/DashboardPage.tsx', ORDERS_AREA, RECURRING_AREA, PROMO_BANNER_MODULE],
  [accountPaths.quickOrder]: ['src/quick-order/QuickOrderPage.tsx', PROMO_BANNER_MODULE],
  [WISHLIST_PATH]: ['src/lists/ListsPage.tsx', 'src/api/wishlists.ts', PROMO_BANNER_MODULE],
  [accountPaths.addresses]: ['src/account/AddressBookPage.tsx', 'src/api/addresses.ts', PROMO_BANNER_MODULE],
  // A guest's page: no banner.
  [accountPaths.register]: ['src/registration/RegisterPage.tsx'],
};

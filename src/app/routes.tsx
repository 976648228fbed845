// The route table. Home is part of the first load; every other page loads on demand so the home
// route stays lean. Footer pages: SH-2-020..SH-2-028; Login: SH-2-004; /mylists and /myprofile:
// SH-2-015, SH-2-016; catalogue pages belong to the catalogue's own modules.
import { Route, Routes } from 'react-router';
import { Layout } from '../components/layout/Layout.tsx';
import { HomePage } from '../shell/HomePage.tsx';
import { lazyShellPart } from './after-first-paint.ts';
import { PartSlot } from '../components/layout/PartSlot.tsx';
import { lazyCode, routeCode } from './load-code.ts';
import { localisedPathOf } from '../../machines/shell/request-context.ts';
import { routeCovers } from './route-covers.ts';
import { SITE_BASE_PATH } from './site-media.ts';
import { accountPaths } from '../content/site.ts';

const LoginPage = lazyCode(() => import('../shell/LoginPage.tsx'));
const ForgotPasswordPage = lazyCode(() => import('../shell/ForgotPasswordPage.tsx'));
const ContactPage = lazyCode(() => import('../shell/ContactPage.tsx'));
const ContentRoute = lazyCode(() => import('../shell/ContentRoute.tsx'));
const MyListsPage = lazyCode(() => import('../lists/ListsPage.tsx'));
const MyProfilePage = lazyCode(() => import('../shell/MyProfilePage.tsx'));
const NotFoundPage = lazyCode(() => import('../shell/NotFoundPage.tsx'));
// The catalogue's pages (its own modules).
const SearchPage = lazyCode(() => import('../catalogue/listing/SearchPage.tsx').then((module) => ({ default: module.SearchPage })));
const CategoryPage = lazyCode(() => import('../catalogue/listing/CategoryPage.tsx').then((module) => ({ default: module.CategoryPage })));
const ProductPage = lazyCode(() => import('../catalogue/product/ProductPage.tsx').then((module) => ({ default: module.ProductPage })));
// Cart and checkout, each its own page family (issue 14).
const CartPage = lazyCode(() => import('../cart/CartPage.tsx'));
const CheckoutPage = lazyCode(() => import('../checkout/CheckoutPage.tsx'));
const ConfirmationPage = lazyCode(() => import('../checkout/ConfirmationPage.tsx'));
// Registration, its review and the first password (issue 16).
const RegisterPage = routeCode(() => import('../registration/RegisterPage.tsx'));
const RegisterThanksPage = lazyCode(() => import('../registration/RegisterThanksPage.tsx'));
const ReviewListPage = lazyCode(() => import('../registration/ReviewListPage.tsx'));
const ReviewItemPage = lazyCode(() => import('../registration/ReviewItemPage.tsx'));
const SetPasswordPage = lazyCode(() => import('../registration/SetPasswordPage.tsx'));
const QuickOrderPage = routeCode(() => import('../quick-order/QuickOrderPage.tsx'));
const DashboardPage = routeCode(() => import('../dashboard/DashboardPage.tsx'));
// Purchase-order review and standing orders (issue 15).
const ApprovalsPage = lazyCode(() => import('../approvals/ApprovalsPage.tsx'));
const ApprovalPage = lazyCode(() => import('../approvals/ApprovalPage.tsx'));
// After the order (issue 15): order history, order details, invoices.
const OrdersPage = lazyCode(() => import('../orders/OrdersPage.tsx'));
const OrderPage = lazyCode(() => import('../orders/OrderPage.tsx'));
const InvoicesPage = lazyCode(() => import('../invoices/InvoicesPage.tsx'));
const StandingOrdersPage = lazyCode(() => import('../standing-orders/StandingOrdersPage.tsx'));
const StandingOrderPage = lazyCode(() => import('../standing-orders/StandingOrderPage.tsx'));
const AddressBookPage = lazyCode(() => import('../account/AddressBookPage.tsx'));
/**
 * PX-38-001: the pages whose code is imported as the entry starts when the address is theirs (index.html
 * has preloaded it, src/app/early-reads/account-routes.ts), so their first screen renders without the
 * loading view in between. An explicit list, one line a page.
 */
export const FIRST_SCREEN_ROUTE_CODE: ReadonlyArray<readonly [string, RouteCodeLike]> = [
  [accountPaths.register, RegisterPage],
  [accountPaths.quickOrder, QuickOrderPage],
  [accountPaths.dashboard, DashboardPage],
];
type RouteCodeLike = { preload: () => Promise<unknown> };

/** Imports the code of the page at `pathname` (the window's, locale segment and base path left out) if the list has it. */
export function preloadFirstScreenCode(pathname: string): void {
  const { basePath } = localisedPathOf(pathname, SITE_BASE_PATH);
  const path = pathname.slice(basePath.length) || '/';
  // A failed download is the page's to report when it renders (PX-05-025); nothing to do here.
  FIRST_SCREEN_ROUTE_CODE.find(([route]) => routeCovers(route, path))?.[1].preload().catch(() => undefined);
}

// The dialog host and toast container show nothing until a dialog or toast exists: they come with the shell's other parts.
const AppOverlays = lazyShellPart('AppOverlays');

const overlays = (
  <PartSlot>
    <AppOverlays />
  </PartSlot>
);

/** The editorial pages, each rendered from src/content by its path. */
const CONTENT_PATHS = [
  '/aboutus',
  '/faqs',
  '/privacy',
  '/terms',
  '/shipping-returns',
  '/store-policies',
  '/payment-methods',
  '/customer-service',
] as const;

/** Every shell route's path (the catalogue's are listed by its pages). */
export const SHELL_PATHS = ['/', '/login', '/forgot-password', '/contactus', ...CONTENT_PATHS, '/mylists', '/myprofile'] as const;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout overlays={overlays} />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="contactus" element={<ContactPage />} />
        {CONTENT_PATHS.map((path) => (
          <Route key={path} path={path.slice(1)} element={<ContentRoute path={path} />} />
        ))}
        <Route path="mylists" element={<MyListsPage />} />
        <Route path="myprofile" element={<MyProfilePage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="category/:urlName/:categoryId" element={<CategoryPage />} />
        <Route path="product/:productId" element={<ProductPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="order-confirmation/:orderNumber" element={<ConfirmationPage />} />
        <Route path={accountPaths.register.slice(1)} element={<RegisterPage />} />
        <Route path={accountPaths.registerThanks.slice(1)} element={<RegisterThanksPage />} />
        <Route path={accountPaths.quickOrder.slice(1)} element={<QuickOrderPage />} />
        <Route path={accountPaths.dashboard.slice(1)} element={<DashboardPage />} />
        <Route path={accountPaths.approvals.slice(1)} element={<ApprovalsPage />} />
        <Route path={`${accountPaths.approvals.slice(1)}/:approvalId`} element={<ApprovalPage />} />
        <Route path={accountPaths.orders.slice(1)} element={<OrdersPage />} />
        {/* accountPaths.order(n) */}
        <Route path={`${accountPaths.orders.slice(1)}/:orderNumber`} element={<OrderPage />} />
        <Route path={accountPaths.invoices.slice(1)} element={<InvoicesPage />} />
        <Route path={accountPaths.registrationReview.slice(1)} element={<ReviewListPage />} />
        <Route path={`${accountPaths.registrationReview.slice(1)}/:registrationId`} element={<ReviewItemPage />} />
        <Route path={accountPaths.setPassword.slice(1)} element={<SetPasswordPage />} />
        <Route path={accountPaths.standingOrders.slice(1)} element={<StandingOrdersPage />} />
        <Route path={`${accountPaths.standingOrders.slice(1)}/:recurringOrderId`} element={<StandingOrderPage />} />
        <Route path={accountPaths.addresses.slice(1)} element={<AddressBookPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

// The build's chunk groups and page chunks (read by vite.config.ts): explicit lists of modules, by
// path, never patterns (issue 13), each with the reason it exists.
import { resolve, sep } from 'node:path';
import type { Rolldown } from 'vite';
import { pageFamilies } from './page-families.ts';

// The page families whose code comes as one file each (PX-05-022), by the modules they start from:
// what every page loads after its first paint (the shell's parts, the API client, the context and
// navigation calls), then the catalogue's pages; what the catalogue's families share is `catalogue`.
export const PAGE_FAMILIES = {
  shell: ['src/app/shell-parts.ts', 'src/api/client.ts', 'src/api/context.ts', 'src/api/navigation.ts'],
  listing: ['src/catalogue/listing/SearchPage.tsx', 'src/catalogue/listing/CategoryPage.tsx'],
  product: ['src/catalogue/product/ProductPage.tsx'],
  catalogue: ['src/api/catalogue.ts', 'src/api/search.ts', 'src/api/personalisation.ts'],
};
// The parts any page may load at once beside the shell's: what they import stays out of the catalogue's files.
export const EVERY_PAGE = ['src/components/consent/ConsentBanner.tsx', 'src/components/cart-badge/CartBadge.tsx', 'src/components/promo-banner/PromoBanner.tsx'];
// Pages of other families that reuse a catalogue page's parts: those parts get a file of their own
// (the cart's standing-order offer would otherwise load the whole product page's file with the cart).
// PX-52-001: the checkout takes the gate, the page title and money from the catalogue's modules; without
// it here they sit in the catalogue's shared file, which each checkout step's first screen would then
// download whole, one request more.
export const REUSED = { chunk: 'reused-catalogue-parts', by: ['src/cart/CartStandingOrder.tsx', 'src/checkout/CheckoutPage.tsx'] };

// What the entry imports beside React, in one file rather than five (PX-05-022): the cart actor
// brings xstate into the entry, with the JSX runtime and the constants it shares with the shell,
// and the labels' translation registry, which every labels module (the shell's and the pages') uses.
// What the order pages share (history, details, invoices and the pages that reuse their parts), in one
// file: the details' view loading after the first screen (PX-37-001) would otherwise split the download
// helpers off into a file of their own, one more request before the order history's first paint.
export const ORDER_PAGES_SHARED = ['machines/constants/orders.ts', 'src/labels/orders.ts', 'src/orders/AccountGate.tsx', 'src/orders/ListPartsUi.tsx', 'src/orders/download.ts'];
export const ENTRY_LIBRARIES = ['node_modules/react/index.js', 'node_modules/react/cjs/react.production.js', 'machines/retry/http-status.ts', 'node_modules/react/jsx-runtime.js', 'node_modules/react/cjs/react-jsx-runtime.production.js', 'machines/constants/cart-checkout.ts', 'machines/constants/search-toast.ts', 'src/app/load-code.ts', 'machines/layout/constants.ts', 'src/i18n/translate.ts'];
// Vite's helper behind every dynamic import with preloads.
const PRELOAD_HELPER = '\0vite/preload-helper.js';
// The address form with the fields and rules it is made of, in one file: the address book, the order
// pages and the checkout's address steps (each step form a file of its own, PX-40-003) load it whole
// rather than in four pieces.
export const ADDRESS_FORM = ['src/checkout/steps/AddressFormUi.tsx', 'src/checkout/FieldUi.tsx', 'machines/checkout/address-form.ts', 'machines/address/address.ts'];
// Likewise what the cart page and the checkout share, the coupon form included (the review step's
// file would otherwise split it from the rest) and the money format made ahead (PX-56-001: a file of its
// own would add a name to the entry's preload lists).
export const CART_TOTALS = ['src/cart/CouponFormUi.tsx', 'src/components/totals/TotalsUi.tsx', 'src/cart/useMoneyFormatAhead.ts', 'machines/cart/totals.ts', 'machines/totals/totals-rows.ts', 'src/analytics/checkout-payloads.ts'];

/** The chunk groups, strongest first where two could claim a module. */
export function chunkGroups(root: string): Rolldown.CodeSplittingGroup[] {
  const path = (file: string) => resolve(root, file);
  const set = (files: string[]) => new Set(files.map(path));
  const entryLibraries = set(ENTRY_LIBRARIES);
  const xstate = path('node_modules/xstate') + sep;
  const orderPages = set(ORDER_PAGES_SHARED);
  const addressForm = set(ADDRESS_FORM);
  const cartTotals = set(CART_TOTALS);
  return [
    { name: 'entry-libs', priority: 2, test: (id) => entryLibraries.has(id) || id.startsWith(xstate) || id === PRELOAD_HELPER },
    { name: pageFamilies(root, PAGE_FAMILIES, 'catalogue', EVERY_PAGE, REUSED), debugName: 'page-families', priority: 1 },
    { name: 'order-pages', priority: 1, test: (id) => orderPages.has(id) },
    { name: 'AddressFormUi', test: (id) => addressForm.has(id) },
    { name: 'cart-totals', test: (id) => cartTotals.has(id) },
  ];
}

/**
 * PX-53-001: every page module the route table (src/app/routes.tsx) imports on demand, one line a page:
 * opening one fetches its file's imports with it (build/plugins/page-preloads.ts). A new page goes here
 * too; tests/unit/build/module-lists.test.ts fails when this list and the route table differ or a
 * listed module is missing.
 */
export const ROUTE_PAGES = [
  'src/shell/LoginPage.tsx',
  'src/shell/ForgotPasswordPage.tsx',
  'src/shell/ContactPage.tsx',
  'src/shell/ContentRoute.tsx',
  'src/lists/ListsPage.tsx',
  'src/shell/MyProfilePage.tsx',
  'src/shell/NotFoundPage.tsx',
  'src/catalogue/listing/SearchPage.tsx',
  'src/catalogue/listing/CategoryPage.tsx',
  'src/catalogue/product/ProductPage.tsx',
  'src/cart/CartPage.tsx',
  'src/checkout/CheckoutPage.tsx',
  'src/checkout/ConfirmationPage.tsx',
  'src/registration/RegisterPage.tsx',
  'src/registration/RegisterThanksPage.tsx',
  'src/registration/ReviewListPage.tsx',
  'src/registration/ReviewItemPage.tsx',
  'src/registration/SetPasswordPage.tsx',
  'src/quick-order/QuickOrderPage.tsx',
  'src/dashboard/DashboardPage.tsx',
  'src/approvals/ApprovalsPage.tsx',
  'src/approvals/ApprovalPage.tsx',
  'src/orders/OrdersPage.tsx',
  'src/orders/OrderPage.tsx',
  'src/invoices/InvoicesPage.tsx',
  'src/standing-orders/StandingOrdersPage.tsx',
  'src/standing-orders/StandingOrderPage.tsx',
  'src/account/AddressBookPage.tsx',
];

/**
 * The parts of a page that load after its first screen (PX-37-001: the order details' view, asked for
 * with the order's read); like a page, each has its files fetched together, so it arrives in one round
 * trip instead of one per level of its imports.
 */
export const AFTER_FIRST_SCREEN_PARTS = [
  'src/orders/OrderView.tsx',
  // PX-52-003: the checkout's step forms (PX-40-003); each imports the steps' shared frame (StepFormUi)
  // and its own parts (the address form, the card fields), which would otherwise come one round trip after the form.
  'src/checkout/steps/ShippingAddressStepUi.tsx',
  'src/checkout/steps/DeliveryStepUi.tsx',
  'src/checkout/steps/ContactStepUi.tsx',
  'src/checkout/steps/BillingStepUi.tsx',
  'src/checkout/steps/PaymentStepUi.tsx',
  'src/checkout/steps/ReviewStepUi.tsx',
];

/**
 * The route's page whose imports are fetched as they run, not with it: listing the editorial pages'
 * (ContentRoute: the not-found page and a shared file) would add to the entry's preload table, which
 * every load of Home pays for under its JavaScript budget (130 KB gzip).
 */
export const PAGES_FETCHING_IMPORTS_AS_THEY_RUN = ['src/shell/ContentRoute.tsx'];

/** The modules whose files have their imports fetched with them (build/plugins/page-preloads.ts). */
export const PRELOADED_PAGE_MODULES = [...ROUTE_PAGES.filter((module) => !PAGES_FETCHING_IMPORTS_AS_THEY_RUN.includes(module)), ...AFTER_FIRST_SCREEN_PARTS];

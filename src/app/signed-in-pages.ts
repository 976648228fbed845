// The pages only a signed-in buyer uses (the account pages), by route: an address, or `/x/*` for
// the addresses below it. On these the first screen waits for the session (PX-27-001,
// src/components/layout/Layout.tsx), and index.html preloads the promo banner's code with the page's
// (src/app/early-reads/account-routes.ts).
import { accountPaths, CART_PATH, WISHLIST_PATH } from '../content/site.ts';
import { routeCovers } from './route-covers.ts';

export const SIGNED_IN_PAGES: readonly string[] = [
  accountPaths.orders,
  `${accountPaths.orders}/*`,
  accountPaths.invoices,
  accountPaths.approvals,
  `${accountPaths.approvals}/*`,
  accountPaths.standingOrders,
  `${accountPaths.standingOrders}/*`,
  accountPaths.dashboard,
  accountPaths.quickOrder,
  WISHLIST_PATH,
  accountPaths.addresses,
];

export function isSignedInPage(path: string): boolean {
  return SIGNED_IN_PAGES.some((route) => routeCovers(route, path));
}

/**
 * PX-22-003: the cart and the checkout. Guests use them too, but their content waits for the session
 * read all the same (CatalogueGate), so their first screen waiting for it (PX-27-001) costs their
 * content nothing and keeps a signed-in buyer's promo banner from pushing the page down once shown.
 */
export const CART_AND_CHECKOUT_PAGES: readonly string[] = [CART_PATH, '/checkout'];

/** The pages whose first screen waits for the session read and the promo banner's code (PX-27-001, PX-22-003). */
export const SESSION_FIRST_SCREEN_PAGES: readonly string[] = [...SIGNED_IN_PAGES, ...CART_AND_CHECKOUT_PAGES];

export function firstScreenWaitsForSession(path: string): boolean {
  return SESSION_FIRST_SCREEN_PAGES.some((route) => routeCovers(route, path));
}

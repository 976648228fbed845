// The account pages' route preloads and the pages only a signed-in buyer uses (PX-05-022, PX-27-001).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTE_MODULES, CART_AREA, PROMO_BANNER_MODULE } from '../../../src/app/early-reads/account-routes.ts';
import { isSignedInPage, SIGNED_IN_PAGES } from '../../../src/app/signed-in-pages.ts';
import { accountPaths } from '../../../src/content/site.ts';

describe('account pages', () => {
  it('[PX-05-022] every account route preloads modules that exist, its page first', () => {
    for (const [route, modules] of Object.entries(ACCOUNT_ROUTE_MODULES)) {
      expect(modules[0], route).toMatch(/^src\/[a-z-]+\/[A-Za-z]+Page\.tsx$/);
      for (const module of modules) expect(existsSync(new URL(`../../../${module}`, import.meta.url)), `${route}: ${module}`).toBe(true);
    }
  });

  it('[PX-27-001] each page only a signed-in buyer uses preloads the promo banner; the registration page (a guest\'s) does not', () => {
    for (const route of SIGNED_IN_PAGES) expect(ACCOUNT_ROUTE_MODULES[route], route).toContain(PROMO_BANNER_MODULE);
    expect(ACCOUNT_ROUTE_MODULES[accountPaths.register]).not.toContain(PROMO_BANNER_MODULE);
  });

  it('[PX-28-003] each page only a signed-in buyer uses preloads the cart area\'s code; the registration page does not', () => {
    for (const route of SIGNED_IN_PAGES) expect(ACCOUNT_ROUTE_MODULES[route], route).toContain(CART_AREA);
    expect(ACCOUNT_ROUTE_MODULES[accountPaths.register]).not.toContain(CART_AREA);
  });

  it('[PX-27-001] which addresses are signed-in pages: an account page and the addresses below a `/*` route, not Home, the catalogue or registration', () => {
    for (const path of ['/orders', '/orders/', '/orders/KRM-100001', '/dashboard', '/quick-order', '/approvals/a0P000000000001', '/mylists', '/myprofile/addresses']) expect(isSignedInPage(path), path).toBe(true);
    for (const path of ['/', '/ordersx', '/product/01t000000000001', '/search', '/register', '/login', '/myprofile', '/cart']) expect(isSignedInPage(path), path).toBe(false);
  });
});

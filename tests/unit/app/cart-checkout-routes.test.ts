// The cart's and checkout's route preloads (src/app/early-reads/cart-checkout-routes.ts), as index.html's
// early-reads script applies them (src/app/early-reads/early-reads.ts).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CART_CHECKOUT_ROUTE_MODULES } from '../../../src/app/early-reads/cart-checkout-routes.ts';
import { startEarlyReads, type EarlyWindow } from '../../../src/app/early-reads/early-reads.ts';
import { CART_PATH } from '../../../src/content/site.ts';

const ROOT = new URL('../../../', import.meta.url);
const PROMO_BANNER = 'src/components/promo-banner/PromoBanner.tsx';

/** The modulepreloads index.html's script adds on `path`, with each module standing for its file. */
function preloadedOn(path: string): string[] {
  const links: Array<Partial<HTMLLinkElement>> = [];
  const win: EarlyWindow = {
    location: { origin: 'https://store.test', pathname: path, search: '' },
    sessionStorage: { getItem: () => null },
    document: { head: { appendChild: <T extends Node>(node: T) => (links.push(node as Partial<HTMLLinkElement>), node) }, createElement: () => ({}) as HTMLLinkElement, readyState: 'complete', body: null, addEventListener: () => undefined },
    fetch: async () => Response.json({}),
  };
  startEarlyReads(win, { webstorePath: '/webstore', search: ['/search?q=', ''], preloads: Object.entries(CART_CHECKOUT_ROUTE_MODULES), sessionFirstScreens: [] });
  return links.filter((link) => link.rel === 'modulepreload').map((link) => String(link.href).slice(1));
}

describe('cart and checkout route preloads', () => {
  it('[PX-22-001][PX-05-022] every module listed exists', () => {
    for (const modules of Object.values(CART_CHECKOUT_ROUTE_MODULES)) for (const module of modules) expect(existsSync(new URL(module, ROOT)), module).toBe(true);
  });

  it('[PX-22-001] the cart page asks for its page, the cart area and the promo banner, and nothing of the checkout', () => {
    const files = preloadedOn(CART_PATH);
    expect(files).toEqual(expect.arrayContaining(['src/cart/CartPage.tsx', 'src/api/cart.ts', 'src/api/context.ts', PROMO_BANNER]));
    expect(files.filter((file) => file.includes('checkout'))).toEqual([]);
  });

  it('[PX-22-001] the checkout asks for its page, the area of each first read (cart, checkout, addresses, context) and the promo banner', () => {
    expect(preloadedOn('/checkout')).toEqual(
      expect.arrayContaining(['src/checkout/CheckoutPage.tsx', 'src/api/cart.ts', 'src/api/checkout.ts', 'src/api/addresses.ts', 'src/api/context.ts', PROMO_BANNER]),
    );
    expect(preloadedOn('/checkout/')).toEqual(preloadedOn('/checkout'));
    expect(preloadedOn('/order-confirmation/KRM-100001')).toEqual([]);
  });
});

import { resolve, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageFamilies } from './build/page-families.ts';
import { bootLogo } from './build/plugins/boot-logo.ts';
import { indexHtmlScripts } from './build/plugins/index-html-scripts.ts';
import { inlineStylesheet } from './build/plugins/inline-stylesheet.ts';
import { leanReactRouter } from './build/plugins/lean-react-router.ts';
import { ACCOUNT_ROUTE_MODULES } from './src/app/early-reads/account-routes.ts';
import { CART_CHECKOUT_ROUTE_MODULES } from './src/app/early-reads/cart-checkout-routes.ts';

const root = import.meta.dirname;
const path = (file: string) => resolve(root, file);

// The API lives at the same origin in production (the sandbox serves both); in development the
// dev server forwards API calls to the Prism mock (dev:mock) or a running sandbox (API_TARGET).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4010';
const proxy = {
  '/services': { target: apiTarget, changeOrigin: true },
  '/webruntime': { target: apiTarget, changeOrigin: true },
};

// Per route, the modules its first content waits for beyond the entry: its page and the API areas
// of its first requests (index.html preloads their files). Home needs nothing more than the entry.
const CONTEXT_AREAS = ['src/api/context.ts', 'src/api/client.ts'];
const ROUTE_MODULES = {
  '/search': ['src/catalogue/listing/SearchPage.tsx', 'src/api/search.ts', 'src/api/catalogue.ts', ...CONTEXT_AREAS],
  '/category/*': ['src/catalogue/listing/CategoryPage.tsx', 'src/api/catalogue.ts', 'src/api/search.ts', ...CONTEXT_AREAS],
  '/product/*': ['src/catalogue/product/ProductPage.tsx', 'src/api/catalogue.ts', ...CONTEXT_AREAS],
  ...CART_CHECKOUT_ROUTE_MODULES,
  ...ACCOUNT_ROUTE_MODULES,
};

// The page families whose code comes as one file each (PX-05-022), by the modules they start from:
// what every page loads after its first paint (the shell's parts, the API client, the context and
// navigation calls), then the catalogue's pages; what the catalogue's families share is `catalogue`.
const PAGE_FAMILIES = {
  shell: ['src/app/shell-parts.ts', 'src/api/client.ts', 'src/api/context.ts', 'src/api/navigation.ts'],
  listing: ['src/catalogue/listing/SearchPage.tsx', 'src/catalogue/listing/CategoryPage.tsx'],
  product: ['src/catalogue/product/ProductPage.tsx'],
  catalogue: ['src/api/catalogue.ts', 'src/api/search.ts', 'src/api/personalisation.ts'],
};
// The parts any page may load at once beside the shell's: what they import stays out of the catalogue's files.
const EVERY_PAGE = ['src/components/consent/ConsentBanner.tsx', 'src/components/cart-badge/CartBadge.tsx', 'src/components/promo-banner/PromoBanner.tsx'];
// Pages of other families that reuse a catalogue page's parts: those parts get a file of their own
// (the cart's standing-order offer would otherwise load the whole product page's file with the cart).
const REUSED = { chunk: 'reused-catalogue-parts', by: ['src/cart/CartStandingOrder.tsx'] };

// What the entry imports beside React, in one file rather than five (PX-05-022): the cart actor
// brings xstate into the entry, with the JSX runtime and the constants it shares with the shell.
// What the order pages share (history, details, invoices and the pages that reuse their parts), in one
// file: the details' view loading after the first screen (PX-37-001) would otherwise split the download
// helpers off into a file of their own, one more request before the order history's first paint.
const ORDER_PAGES_SHARED = new Set(['machines/constants/orders.ts', 'src/labels/orders.ts', 'src/orders/AccountGate.tsx', 'src/orders/ListPartsUi.tsx', 'src/orders/download.ts'].map(path));
const ENTRY_LIBRARIES = new Set(['node_modules/react/index.js', 'node_modules/react/cjs/react.production.js', 'machines/retry/http-status.ts', 'node_modules/react/jsx-runtime.js', 'node_modules/react/cjs/react-jsx-runtime.production.js', 'machines/constants/cart-checkout.ts', 'machines/constants/search-toast.ts', 'src/app/load-code.ts', 'machines/layout/constants.ts'].map(path));
const XSTATE = path('node_modules/xstate') + sep;
// Vite's helper behind every dynamic import with preloads.
const PRELOAD_HELPER = '\0vite/preload-helper.js';
// The address form with the fields and rules it is made of, one file as before the checkout's step
// forms became files of their own (PX-40-003): the address book, the order pages and the checkout's
// address steps load it whole rather than in four pieces.
const ADDRESS_FORM = new Set(['src/checkout/steps/AddressFormUi.tsx', 'src/checkout/FieldUi.tsx', 'machines/checkout/address-form.ts', 'machines/address/address.ts'].map(path));
// Likewise what the cart page and the checkout share, the coupon form included (the review step's
// file would otherwise split it from the rest).
const CART_TOTALS = new Set(['src/cart/CouponFormUi.tsx', 'src/cart/TotalsUi.tsx', 'machines/cart/totals.ts', 'src/analytics/checkout-payloads.ts'].map(path));

export default defineConfig({
  plugins: [react(), bootLogo(), indexHtmlScripts(ROUTE_MODULES), inlineStylesheet(), leanReactRouter()],
  publicDir: 'fixtures/public',
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4174, strictPort: true, proxy },
  resolve: {
    alias: [
      { find: 'react-router', replacement: path('node_modules/react-router/dist/production/index.mjs') },
      { find: 'use-sync-external-store/shim/with-selector.js', replacement: 'use-sync-external-store/with-selector.js' },
      { find: 'use-sync-external-store/shim/with-selector', replacement: 'use-sync-external-store/with-selector.js' },
      { find: 'use-sync-external-store/shim/index.js', replacement: path('src/app/use-sync-external-store.ts') },
      { find: 'use-sync-external-store/shim', replacement: path('src/app/use-sync-external-store.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    // One stylesheet, which inlineStylesheet writes into index.html (PX-05-022).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group holds the modules it names, not what they import.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'entry-libs', priority: 2, test: (id) => ENTRY_LIBRARIES.has(id) || id.startsWith(XSTATE) || id === PRELOAD_HELPER },
            { name: pageFamilies(root, PAGE_FAMILIES, 'catalogue', EVERY_PAGE, REUSED), debugName: 'page-families', priority: 1 },
            { name: 'order-pages', priority: 1, test: (id) => ORDER_PAGES_SHARED.has(id) },
            { name: 'AddressFormUi', test: (id) => ADDRESS_FORM.has(id) },
            { name: 'cart-totals', test: (id) => CART_TOTALS.has(id) },
          ],
        },
      },
    },
    sourcemap: true,
    modulePreload: {
      // Every browser the store supports knows modulepreload; the polyfill would only add to the entry.
      polyfill: false,
      // A page's files are fetched together when the page is opened; the widgets, footer, overlays
      // and API areas (loaded after the first paint or on first use) fetch their own imports as
      // they run. This keeps the entry's preload table short.
      resolveDependencies: (filename, deps, { hostType }) => (hostType === 'html' || isPageChunk(filename) ? deps : []),
    },
  },
});

/**
 * The parts of a page that load after its first screen (PX-37-001: the order details' view, asked for
 * with the order's read); like a page, each has its files fetched together, so it arrives in one round
 * trip instead of one per level of its imports.
 */
const AFTER_FIRST_SCREEN_PARTS = ['OrderView'];

/** The files a page's own code starts from (its module's name ends in Page, or a catalogue family). */
function isPageChunk(filename: string): boolean {
  // assets/<name>-<8-character hash>.js
  const name = filename.slice(filename.lastIndexOf('/') + 1, -'-12345678.js'.length);
  return name.endsWith('Page') || name === 'listing' || name === 'product' || AFTER_FIRST_SCREEN_PARTS.includes(name);
}

import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups, PRELOADED_PAGE_MODULES } from './build/chunk-groups.ts';
import { bootLogo } from './build/plugins/boot-logo.ts';
import { indexHtmlScripts } from './build/plugins/index-html-scripts.ts';
import { inlineStylesheet } from './build/plugins/inline-stylesheet.ts';
import { leanReactRouter } from './build/plugins/lean-react-router.ts';
import { catalogueChunkName, messageCatalogues } from './build/plugins/message-catalogues.ts';
import { flagImages } from './build/plugins/flag-images.ts';
import { pagePreloads } from './build/plugins/page-preloads.ts';
import { paintFirst } from './build/plugins/paint-first.ts';
import { ACCOUNT_ROUTE_MODULES } from './src/app/early-reads/account-routes.ts';
import { CATALOGUE_ROUTE_MODULES } from './src/app/early-reads/catalogue-routes.ts';
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

// Per route, the modules its first content waits for beyond the entry (index.html preloads their files).
const ROUTE_MODULES = { ...CATALOGUE_ROUTE_MODULES, ...CART_CHECKOUT_ROUTE_MODULES, ...ACCOUNT_ROUTE_MODULES };
// The files whose imports are fetched with them: the route table's pages and the parts loading after a first screen.
const pages = pagePreloads(root, PRELOADED_PAGE_MODULES);

export default defineConfig({
  plugins: [messageCatalogues(), flagImages(), react(), bootLogo(), indexHtmlScripts(ROUTE_MODULES), inlineStylesheet(), leanReactRouter(), paintFirst(), pages.plugin],
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
        // A language's catalogue chunks carry their language in their name ('labels-fr-shell-….js').
        chunkFileNames: (chunk) => `assets/${catalogueChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
        codeSplitting: {
          // A group holds the modules it names, not what they import.
          includeDependenciesRecursively: false,
          groups: chunkGroups(root),
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
      resolveDependencies: (filename, deps, { hostType }) => (hostType === 'html' ? deps : pages.preloadsOf(filename, deps)),
    },
  },
});

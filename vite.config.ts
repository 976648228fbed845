import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { EFFECTIVE_ACCOUNT_STORAGE_KEY } from './machines/constants/session-locale.ts';
import { APPLICATION_CONTEXT_STORAGE_KEY } from './machines/shell/app-context-storage.ts';
import { API_VERSION, DEFAULT_WEBSTORE_ID } from './src/api/client.ts';
import { EARLY_CARD_IMAGE_SCRIPT, EARLY_GALLERY_IMAGE_SCRIPT, EARLY_SEARCH_TERM, earlyImageSourcesScript, earlySearchAddress } from './src/api/early-reads.ts';
import { EARLY_RESPONSES_GLOBAL } from './src/api/early-responses.ts';
import { MEDIA_OPTIONS } from './src/app/site-media.ts';
import { SEARCH_TERM_MAX_LENGTH } from './machines/constants/search-toast.ts';
import { TERM_PARAM } from './machines/catalogue/url-state.ts';
import { CARD_IMAGE, GALLERY_IMAGE } from './machines/media/media-path.ts';

// The API lives at the same origin in production (the sandbox serves both); in development the
// dev server forwards API calls to the Prism mock (dev:mock) or a running sandbox (API_TARGET).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4010';
const proxy = {
  '/services': { target: apiTarget, changeOrigin: true },
  '/webruntime': { target: apiTarget, changeOrigin: true },
};

// The modules a page's first content waits for beyond the entry: its page module and the API areas
// its first requests use. Home needs nothing more than the entry, so it is not listed.
const CONTEXT_AREAS = ['src/api/context.ts', 'src/api/client.ts'];
const ROUTE_MODULES: Array<[pattern: string, modules: string[]]> = [
  ['^/search(/|$)', ['src/catalogue/listing/SearchPage.tsx', 'src/api/search.ts', 'src/api/catalogue.ts', ...CONTEXT_AREAS]],
  ['^/category/', ['src/catalogue/listing/CategoryPage.tsx', 'src/api/catalogue.ts', 'src/api/search.ts', ...CONTEXT_AREAS]],
  ['^/product/', ['src/catalogue/product/ProductPage.tsx', 'src/api/catalogue.ts', ...CONTEXT_AREAS]],
  ['^/cart/?$', ['src/cart/CartPage.tsx', 'src/api/cart.ts', ...CONTEXT_AREAS]],
  ['^/checkout/?$', ['src/checkout/CheckoutPage.tsx', 'src/api/cart.ts', 'src/api/checkout.ts', ...CONTEXT_AREAS]],
];

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  /** Every module in the chunk (a group's chunk has no facade module). */
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
}

/** The page's path without its locale prefix (/en-US/...), as the inline scripts read it. */
const PAGE_PATH = "location.pathname.replace(/^\\/[a-z]{2,3}-[A-Z]{2}(?=\\/|$)/,'')";

/**
 * The first reads of a page load, started by index.html while the scripts download; the typed
 * client answers the same requests from them (src/api/early-responses.ts). As the application
 * makes them for a visitor who has not picked an effective account: the application context (always
 * as a guest, SH-7-004; not when a stored copy may still be served), the session context, and on a product page the product as a guest sees it
 * (CC-6-001), on a search page for a term alone that search (its address built by the typed client,
 * src/api/early-reads.ts). When the application's request turns out different (a signed-in buyer),
 * it goes out itself and the early one is unused. When the product or search read answers, the
 * image the page shows first is preloaded with high priority (PX-06-044), so it has arrived by the
 * time the page renders it.
 */
function earlyReadsScript(searchAddress: string): string {
  const webstore = `/services/data/${API_VERSION}/commerce/webstores/${DEFAULT_WEBSTORE_ID}`;
  if (!searchAddress.startsWith(`${webstore}/`)) throw new Error(`early reads: unexpected search address ${searchAddress}`);
  const [termBefore, termAfter] = searchAddress.slice(webstore.length).split(EARLY_SEARCH_TERM) as [string, string];
  const preload =
    `pre=function(r,pick,w,f,z){r.then(function(a){return a.ok?a.clone().json():null}).then(function(d){var u=d&&pick(d);if(!u)return;` +
    `var s=(${earlyImageSourcesScript(MEDIA_OPTIONS)})(u,w,f),l=document.createElement('link');l.rel='preload';l.as='image';l.fetchPriority='high';l.href=s[0];` +
    `if(s[1]){l.imageSrcset=s[1];if(z)l.imageSizes=z}document.head.appendChild(l)})['catch'](function(){})}`;
  return (
    `<script>(function(w){try{var e=w[${JSON.stringify(EARLY_RESPONSES_GLOBAL)}]={},b=location.origin+${JSON.stringify(webstore)};` +
    `var get=function(path,credentials){var u=b+path;return e[credentials+' '+u]=fetch(u,{credentials:credentials})};` +
    // PX-05-002: a stored copy that may still be served is used without a request.
    `var c=null;try{c=JSON.parse(sessionStorage.getItem(${JSON.stringify(APPLICATION_CONTEXT_STORAGE_KEY)}))}catch(x){}` +
    `if(!(c&&c.expiresAt>Date.now()))get('/application-context','omit');` +
    `if(!sessionStorage.getItem(${JSON.stringify(EFFECTIVE_ACCOUNT_STORAGE_KEY)})){get('/session-context','include');` +
    `var p=${PAGE_PATH},m=/^\\/product\\/([A-Za-z0-9]{15,18})\\/?$/.exec(p),q=new URLSearchParams(location.search),v=q.get('variant'),t=q.get(${JSON.stringify(TERM_PARAM)}),` +
    preload +
    `;if(m)pre(get('/products/'+encodeURIComponent(v||m[1]),'omit'),${EARLY_GALLERY_IMAGE_SCRIPT},${GALLERY_IMAGE.width},${GALLERY_IMAGE.layout === 'fill'},${JSON.stringify(GALLERY_IMAGE.sizes ?? '')});` +
    // The search for a term alone, as the listing asks for it (anything else in the address changes the query).
    `else if(/^\\/search\\/?$/.test(p)&&t&&t===t.trim()&&t.length<=${SEARCH_TERM_MAX_LENGTH}&&q.toString()===new URLSearchParams([[${JSON.stringify(TERM_PARAM)},t]]).toString())` +
    `pre(get(${JSON.stringify(termBefore)}+encodeURIComponent(t)+${JSON.stringify(termAfter)},'omit'),${EARLY_CARD_IMAGE_SCRIPT},${CARD_IMAGE.width},${CARD_IMAGE.layout === 'fill'},${JSON.stringify(CARD_IMAGE.sizes ?? '')})}}catch(x){}})(window)</script>`
  );
}

/**
 * Route preloads: a small script at the top of index.html asks, for the page being opened, for the
 * chunks (and their styles) that the page's content needs, so they download alongside the entry
 * instead of one after another once it has run. The page's own code still loads them the usual way;
 * the browser answers from the preload.
 */
function routePreloads(): Plugin {
  let root = process.cwd();
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is never => item.type === 'chunk') as unknown as BuiltChunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      // Whatever the entry already loads statically is on its way anyway.
      const inEntry = new Set<string>();
      const walkEntry = (file: string) => {
        if (inEntry.has(file)) return;
        inEntry.add(file);
        byFile.get(file)?.imports.forEach(walkEntry);
      };
      walkEntry(entry.fileName);

      const table = ROUTE_MODULES.map(([pattern, modules]) => {
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || inEntry.has(file)) return;
          const chunk = byFile.get(file);
          if (!chunk) return;
          files.add(file);
          chunk.imports.forEach(visit);
        };
        for (const module of modules) {
          const id = resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id || candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`route-preloads: no chunk for ${module}`);
          visit(chunk.fileName);
        }
        return [pattern, [...files]];
      });

      const script =
        `<script>(function(t){var p=${PAGE_PATH};` +
        `for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(f){var l=document.createElement('link');` +
        `l.rel='modulepreload';l.crossOrigin='';l.href='/'+f;document.head.appendChild(l)});break}` +
        `})(${JSON.stringify(table)})</script>`;
      const html = join(options.dir ?? resolve(root, 'dist'), 'index.html');
      // First in the head, so the reads and downloads start before anything else is parsed.
      const early = earlyReadsScript(await earlySearchAddress());
      writeFileSync(html, readFileSync(html, 'utf8').replace('<title>', `${early}\n    ${script}\n    <title>`));
    },
  };
}

/**
 * index.html's placeholder shows the store logo where the header will: inlined, so it paints as
 * soon as the document and its stylesheet have arrived, before any script has run.
 */
function bootLogo(): Plugin {
  return {
    name: 'boot-logo',
    transformIndexHtml(html, context) {
      const root = context.server?.config.root ?? process.cwd();
      const svg = readFileSync(resolve(root, 'fixtures/public/assets/kestrel-ridge-logo.svg'), 'utf8')
        .trim()
        .replace(/<title[^>]*>.*?<\/title>/s, '')
        .replace(/\s(?:role|aria-labelledby|width|height)="[^"]*"/g, '')
        // The emblem sits at the image's start: a narrower box keeps that part, at full height.
        .replace('<svg ', '<svg class="boot-shell__logo" focusable="false" preserveAspectRatio="xMinYMid slice" ');
      return html.replace(/<!-- boot-logo:[^>]*-->/, svg);
    },
  };
}

/**
 * The modules every page loads just after its first paint: the API client and its request rules,
 * the context and navigation calls, the footer, and the header's places (search box, navigation,
 * account, country) whose widgets load on first use or where they show.
 */
const SHELL_AFTER_PAINT = [
  /\/node_modules\/openapi-fetch\//,
  /\/src\/api\/(?:client|request|errors|early-responses|context|navigation)\.ts$/,
  /\/machines\/api\//,
  /\/src\/components\/footer\//,
  /\/src\/content\/footer\.ts$/,
  /\/machines\/layout\/footer-links\.ts$/,
  /\/src\/components\/profile-menu\/(?:AccountPlace|LoginLink|settings)\.tsx?$/,
  /\/src\/components\/locale-picker\/(?:LocalePickerPlace|LocalePickerButton|settings)\.tsx?$/,
  /\/src\/components\/widgets\/icons\.tsx$/,
  /\/src\/labels\/widgets\.ts$/,
  // The navigation without its bar and panel, which load where and when they show.
  /\/src\/components\/navigation\/(?:NavigationMenu|MobileNav|MobileNavTriggerUi|settings)\.tsx?$/,
  /\/machines\/navigation\/(?:nav-items|mobile-nav)\.ts$/,
  // The search box without its behaviour, which loads on first use.
  /\/src\/components\/search\/SearchInput(?:Ui)?\.tsx$/,
  /\/src\/labels\/search\.ts$/,
  /\/src\/app\/(?:AppOverlays\.tsx|shell-parts\.ts)$/,
  /\/src\/api\/session-cookie-gate\.ts$/,
  /\/machines\/constants\/api\.ts$/,
  /\/machines\/cart\/errors\.ts$/,
  // The toast container; the dialog host loads when a dialog first opens.
  /\/src\/components\/toast\/ToastContainer\.tsx$/,
];

// The catalogue's code by page family (PX-05-022): what the search, category and product pages share,
// then what only the listing pages (search, category) and only the product page use, so that each
// page's first view needs two files of its own and no code of the other family.
const LISTING_PAGES = [
  /\/src\/catalogue\/listing\//,
  /\/machines\/catalogue\/(?:listing\.machine|listing-loader|category-loader)\.ts$/,
];
const PRODUCT_PAGE = [
  /\/src\/catalogue\/product\//,
  /\/machines\/catalogue\/(?:product-loader|product-purchase\.machine|related-products|standing-order-setup|cart-feedback)\.ts$/,
  /\/machines\/pricing\/(?:quantity-rule|tier-pricing|price-cache)\.ts$/,
];
const CATALOGUE_PAGES = [
  /\/src\/components\/layout\/usePageTitle\.ts$/,
  /\/src\/components\/sign-in\/SignInPrompt\.tsx$/,
  /\/src\/catalogue\//,
  /\/src\/labels\/catalogue\.ts$/,
  // The search calls and activity tracking are the header search box's too.
  /\/src\/analytics\/tracking\.ts$/,
  /\/src\/api\/(?:catalogue|personalisation|search)\.ts$/,
  /\/machines\/catalogue\//,
  /\/machines\/(?:pricing|media|grid|activity)\//,
];

const ENTRY_LIBRARIES = [
  /\/node_modules\/xstate\//,
  /\/node_modules\/react\/(?:jsx-runtime\.js|cjs\/react-jsx-runtime\.production\.js)$/,
  /\/machines\/constants\/(?:cart-checkout|search-toast)\.ts$/,
];

/** The files a page's own code starts from: its dependencies are fetched along with it. */
const PAGE_CHUNK = /(^|\/)(?:[A-Z][A-Za-z]*Page|listing|product)-[\w-]+\.js$/;

/**
 * The store's one stylesheet (about 11 KB compressed) goes inside index.html, so the first paint
 * waits for no other request: one round trip less before anything shows on a slow connection.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has linked the stylesheet; the file is then left out of the build.
      order: 'post',
      handler(html, { bundle }) {
        const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
        if (links.length !== 1) throw new Error(`inline-stylesheet: expected one stylesheet, found ${links.length}`);
        const [link, file] = links[0] as unknown as [string, string];
        const stylesheet = bundle?.[file];
        if (stylesheet?.type !== 'asset') throw new Error(`inline-stylesheet: ${file} is not in the build`);
        delete bundle![file];
        return html.replace(link, `<style>${String(stylesheet.source).trim()}</style>`);
      },
    },
  };
}

/** react-router's production build, one module holding every export. */
const REACT_ROUTER_BUILD = /\/node_modules\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/;

/**
 * Lets the bundler drop the parts of react-router the store does not use (data routers, framework
 * mode, Form, NavLink, …): its build assigns `X.displayName` at the top level and creates contexts and
 * forwardRef components without a pure annotation, and either keeps each such object, and all it
 * refers to, in the bundle. Display names are read only by React's developer tools.
 */
function leanReactRouter(): Plugin {
  return {
    name: 'lean-react-router',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_BUILD.test(id)) return null;
      const lean = code
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2');
      // Every line stays where it was, so the package's own source map still holds.
      return { code: lean, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), bootLogo(), routePreloads(), inlineStylesheet(), leanReactRouter()],
  publicDir: 'fixtures/public',
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4174, strictPort: true, proxy },
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') },
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: resolve(import.meta.dirname, 'src/app/use-sync-external-store.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    // One stylesheet, which inlineStylesheet writes into index.html (PX-05-022).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group holds the modules it names, not what they import (the entry's libraries).
          includeDependenciesRecursively: false,
          // One chunk for what every page loads right after its first paint, compressed together
          // rather than as a dozen small files, and the catalogue's code by page family.
          groups: [
            // What the entry imports beside React, in one file rather than five (PX-05-022): the
            // cart actor brought xstate into the entry, and the constants it shares with the shell.
            { name: 'entry-libs', priority: 3, test: (id: string) => ENTRY_LIBRARIES.some((pattern) => pattern.test(id)) },
            { name: 'shell', test: (id: string) => SHELL_AFTER_PAINT.some((pattern) => pattern.test(id)) },
            { name: 'listing', priority: 2, test: (id: string) => LISTING_PAGES.some((pattern) => pattern.test(id)) },
            { name: 'product', priority: 2, test: (id: string) => PRODUCT_PAGE.some((pattern) => pattern.test(id)) },
            { name: 'catalogue', priority: 1, test: (id: string) => CATALOGUE_PAGES.some((pattern) => pattern.test(id)) },
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
      resolveDependencies: (filename, deps, { hostType }) => (hostType === 'html' || PAGE_CHUNK.test(filename) ? deps : []),
    },
  },
});

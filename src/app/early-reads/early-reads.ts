// The first reads of a page load (PX-05-019), started by a script inside index.html while the
// application's scripts download; the typed client answers the same requests from them
// (src/api/early-responses.ts). As the application makes them: the application context (always as
// a guest, SH-7-004; not when a stored copy may still be served, PX-05-002), the session context
// (with the stored effective account when there is one, PX-28-001), on the pages whose first screen
// waits for the session the personalisation configuration (PX-28-002), and, for a visitor who has
// not picked an effective account, on a product page the product as a guest sees it (CC-6-001), on
// a search page for a term alone that search. When the application's request turns out different
// (a signed-in buyer), it goes out itself and the early one is unused. When the
// product or search read answers, the image the page shows first is preloaded with high priority
// (PX-06-044), so it has arrived by the time the page renders it. The same script asks, for the page
// being opened, for the code its content needs (route preloads), so it downloads alongside the entry.
// On the pages whose first screen waits for the session, a signed-in buyer's promo banners are painted
// from the session read into index.html's placeholder (./boot-banner.ts, PX-41-001), which shows only
// then, banners and bar together, so the banners move nothing (PX-50-001).
//
// build/plugins/index-html-scripts.ts compiles this module (through ./index-html.ts) into that script.
import { SEARCH_TERM_MAX_LENGTH } from '../../../machines/constants/search-toast.ts';
import { galleryImages, type ProductDetailData } from '../../../machines/catalogue/product-detail.ts';
import { TERM_PARAM } from '../../../machines/catalogue/url-state.ts';
import { CARD_IMAGE, GALLERY_IMAGE, imageSources, type ImageGeometry } from '../../../machines/media/media-path.ts';
import { readEffectiveAccount } from '../../../machines/session/storage.ts';
import { APPLICATION_CONTEXT_STORAGE_KEY } from '../../../machines/shell/app-context-storage.ts';
import { EARLY_RESPONSES_GLOBAL } from '../../api/early-responses.ts';
import { routeCovers } from '../route-covers.ts';
import { MEDIA_OPTIONS } from '../site-media.ts';
import { CONTENT_SHOWN_GLOBAL } from '../boot-picture.ts';
import { showBootShell, type BootBannerConfig, type BootShellWindow } from './boot-banner.ts';
import { showBootPicture, type BootPictureDocument } from './boot-picture.ts';
import { CATALOGUE_GLOBAL, languageOf, type CatalogueWindow } from '../../i18n/catalogue-global.ts';
import { catalogueLanguageOf } from '../../../machines/shell/request-context.ts';

/** What the build knows: the webstore's path, the search read's address around its term, the route preloads. */
export interface EarlyReadsConfig {
  webstorePath: string;
  /** The search read's path below the webstore path, before and after the encoded term. */
  search: readonly [before: string, after: string];
  /** Per route (`/cart`, or `/product/*` for the addresses below it), the files its content needs. */
  preloads: ReadonlyArray<readonly [route: string, files: readonly string[]]>;
  /** The routes whose first screen waits for the session read (SESSION_FIRST_SCREEN_PAGES, PX-27-001). */
  sessionFirstScreens: readonly string[];
  /** The promo banners' markup for index.html's placeholder (PX-41-001); the build always gives it. */
  bootBanner?: BootBannerConfig;
  /** The application's entry file (PX-55-001); the build always gives it. */
  entry?: string;
  /** Per language other than English, its label catalogue's file (PX-77-001); the build always gives them. */
  catalogues?: Readonly<Record<string, string>>;
}

/** The parts of the window the script uses (a fake in the unit tests). */
export interface EarlyWindow extends Omit<BootShellWindow, 'document'>, CatalogueWindow {
  location: Pick<Location, 'origin' | 'pathname' | 'search'>;
  sessionStorage: Pick<Storage, 'getItem'>;
  document: BootPictureDocument & BootShellWindow['document'] & { head: Pick<HTMLHeadElement, 'appendChild'>; createElement(tag: 'link'): HTMLLinkElement };
  /** Loads a module (the window's own `import()`; a fake in the unit tests). */
  importModule?(url: string): Promise<unknown>;
  fetch(url: string, init: RequestInit): Promise<Response>;
  [EARLY_RESPONSES_GLOBAL]?: Record<string, Promise<Response>>;
  [CONTENT_SHOWN_GLOBAL]?: boolean;
}

const LOCALE_SEGMENT = /^\/([a-z]{2,3}-[A-Z]{2})(?=\/|$)/;

/** The page's path without its locale prefix (/en-US/...). */
export function pagePath(pathname: string): string {
  return pathname.replace(LOCALE_SEGMENT, '');
}

const PRODUCT_PAGE = /^\/product\/([A-Za-z0-9]{15,18})\/?$/;

function storedContextIsFresh(storage: EarlyWindow['sessionStorage']): boolean {
  try {
    const stored = JSON.parse(storage.getItem(APPLICATION_CONTEXT_STORAGE_KEY) ?? 'null') as { expiresAt?: number } | null;
    return Boolean(stored && (stored.expiresAt ?? 0) > Date.now());
  } catch {
    return false;
  }
}

/** The term of a search page whose address holds that term alone, as the listing asks for it; else null. */
export function searchTermAlone(path: string, search: string): string | null {
  if (path !== '/search' && path !== '/search/') return null;
  const query = new URLSearchParams(search);
  const term = query.get(TERM_PARAM);
  if (!term || term !== term.trim() || term.length > SEARCH_TERM_MAX_LENGTH) return null;
  return query.toString() === new URLSearchParams([[TERM_PARAM, term]]).toString() ? term : null;
}

function preloadImage(win: EarlyWindow, url: string | null | undefined, geometry: ImageGeometry) {
  if (!url) return null;
  const sources = imageSources(url, geometry, MEDIA_OPTIONS);
  const link = win.document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.fetchPriority = 'high';
  link.href = sources.src;
  if (sources.srcSet) {
    link.imageSrcset = sources.srcSet;
    if (sources.sizes) link.imageSizes = sources.sizes;
  }
  win.document.head.appendChild(link);
  return sources;
}

function preloadFirstImage<T>(win: EarlyWindow, read: Promise<Response>, pick: (answer: T) => string | null | undefined, geometry: ImageGeometry, shown?: (answer: T, sources: ReturnType<typeof imageSources>) => void) {
  read
    .then((response) => (response.ok ? (response.clone().json() as Promise<T>) : null))
    .then((answer) => {
      const sources = answer && preloadImage(win, pick(answer), geometry);
      if (answer && sources) shown?.(answer, sources);
    })
    .catch(() => undefined);
}

/** The first card's image of a search answer (productCard in machines/catalogue/search-results.ts). */
const firstCardImage = (answer: { productsPage?: { products?: Array<{ defaultImage?: { url?: string } | null }> } }) =>
  answer.productsPage?.products?.[0]?.defaultImage?.url;

function preloadModule(win: EarlyWindow, file: string, priority?: 'low'): void {
  const link = win.document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  if (priority) link.fetchPriority = priority;
  link.href = `/${file}`;
  win.document.head.appendChild(link);
}

/** Asks for the files the page's content needs (its route preloads, PX-05-022). */
function preloadRouteCode(win: EarlyWindow, config: EarlyReadsConfig, path: string): void {
  for (const [route, files] of config.preloads) {
    if (!routeCovers(route, path)) continue;
    for (const file of files) preloadModule(win, file);
    break;
  }
}

/**
 * PX-77-001, PX-77-003: the document's language is the address's locale, and a French or German page starts
 * loading its catalogue now, alongside the entry, which waits for it before the first render.
 */
function startLanguage(win: EarlyWindow, config: EarlyReadsConfig): void {
  const locale = LOCALE_SEGMENT.exec(win.location.pathname)?.[1];
  if (!locale) return;
  win.document.documentElement?.setAttribute('lang', locale);
  const file = config.catalogues?.[languageOf(locale)];
  if (file) win[CATALOGUE_GLOBAL] = (win.importModule ?? ((url) => import(/* @vite-ignore */ url)))(`/${file}`);
}

export function startEarlyReads(win: EarlyWindow, config: EarlyReadsConfig): void {
  startLanguage(win, config);
  const path = pagePath(win.location.pathname);
  const sessionFirstScreen = config.sessionFirstScreens.some((route) => routeCovers(route, path));
  startReads(win, config, path, sessionFirstScreen);
  // PX-55-001: the entry downloads from now on, after the page's code and reads. Where the placeholder
  // waits for the session read (PX-50-001), that paint needs none of the entry (evaluated after it,
  // PX-44-001), so it is asked for with low priority: the session read, which releases the paint, and
  // the page's code, which the first render needs as much as the entry, go first; the browser then
  // treats the entry as the deferred script it is, not as one the paint waits for.
  if (config.entry) preloadModule(win, config.entry, sessionFirstScreen ? 'low' : undefined);
}

function startReads(win: EarlyWindow, config: EarlyReadsConfig, path: string, sessionFirstScreen: boolean): void {
  // PX-52-002: where the first screen waits for the session read, the reads are asked for before the
  // page's code: over HTTP/1.1's six connections a small read asked for after some sixteen files waits
  // for them, and with it the signed-in buyer's promo banner it paints (the screen's largest paint).
  if (!sessionFirstScreen) preloadRouteCode(win, config, path);

  const reads: Record<string, Promise<Response>> = (win[EARLY_RESPONSES_GLOBAL] = {});
  const base = win.location.origin + config.webstorePath;
  const get = (address: string, credentials: RequestCredentials) => {
    const url = base + address;
    return (reads[`${credentials} ${url}`] = win.fetch(url, { credentials }));
  };
  if (!storedContextIsFresh(win.sessionStorage)) get('/application-context', 'omit');
  // PX-28-001: the session is read for the stored effective account, as the session machine reads it
  // (readEffectiveAccount), so a buyer acting for an account gets the early read too.
  const account = readEffectiveAccount(win.sessionStorage);
  const session = get(account ? `/session-context?effectiveAccountId=${encodeURIComponent(account.id)}` : '/session-context', 'include');
  if (sessionFirstScreen) {
    // PX-28-002: there the first screen comes after the entry has run, and a read the entry starts
    // (StoreProvider's, at its first commit) would add a round trip to it; read now, it overlaps the download.
    get('/ai/configuration', 'include');
    // PX-50-001: the placeholder shows once that read has answered, with the buyer's banners (PX-41-001).
    if (config.bootBanner) void showBootShell(win, session, config.bootBanner);
    preloadRouteCode(win, config, path);
  }
  // A buyer acting for an account sees the catalogue as that account: the guest reads below would go unused.
  if (account) return;

  // PX-79-003: on a French or German page the app asks for the catalogue text in its language, last
  // in the query (src/api/request.ts languageQuery); the early reads ask for exactly that.
  const locale = LOCALE_SEGMENT.exec(win.location.pathname)?.[1];
  const language = locale && catalogueLanguageOf(locale);
  const text = language ? `language=${encodeURIComponent(language)}` : '';
  const product = PRODUCT_PAGE.exec(path);
  if (product) {
    const id = new URLSearchParams(win.location.search).get('variant') || product[1]!;
    preloadFirstImage<ProductDetailData>(
      win,
      get(`/products/${encodeURIComponent(id)}${text && `?${text}`}`, 'omit'),
      (detail) => galleryImages({ ...detail, fields: detail.fields ?? {} })[0]?.url,
      GALLERY_IMAGE,
      // PX-39-001: and shown at once where the page will show it.
      (detail, sources) => showBootPicture(win, { sources, width: GALLERY_IMAGE.width, height: GALLERY_IMAGE.height }, detail.primaryProductCategoryPath?.path),
    );
    return;
  }
  const term = searchTermAlone(path, win.location.search);
  if (term !== null) preloadFirstImage(win, get(config.search[0] + encodeURIComponent(term) + config.search[1] + (text && `&${text}`), 'omit'), firstCardImage, CARD_IMAGE);
}

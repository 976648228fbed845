// index.html's early reads (src/app/early-reads/early-reads.ts) against a fake window: the reads a
// page load starts (PX-05-019, PX-05-002, SH-7-004, CC-6-001), the image they preload (PX-06-044),
// the route preloads, all as the application then asks for them.
import { describe, expect, it } from 'vitest';
import { EFFECTIVE_ACCOUNT_STORAGE_KEY } from '../../../machines/constants/session-locale.ts';
import { galleryImages, type ProductDetailData } from '../../../machines/catalogue/product-detail.ts';
import { toProductCard, type SearchProduct } from '../../../machines/catalogue/search-results.ts';
import { CARD_IMAGE, GALLERY_IMAGE, imageSources } from '../../../machines/media/media-path.ts';
import { APPLICATION_CONTEXT_STORAGE_KEY } from '../../../machines/shell/app-context-storage.ts';
import { EARLY_RESPONSES_GLOBAL } from '../../../src/api/early-responses.ts';
import { CATALOGUE_GLOBAL } from '../../../src/i18n/catalogue-global.ts';
import { pagePath, searchTermAlone, startEarlyReads, type EarlyReadsConfig, type EarlyWindow } from '../../../src/app/early-reads/early-reads.ts';
import { MEDIA_OPTIONS } from '../../../src/app/site-media.ts';

const ORIGIN = 'https://store.test';
const WEBSTORE = '/services/data/v64.0/commerce/webstores/0ZE000000000001';
const CONFIG: EarlyReadsConfig = {
  webstorePath: WEBSTORE,
  search: ['/search/products?searchTerm=', '&page=0'],
  preloads: [
    ['/search', ['assets/listing.js', 'assets/catalogue.js']],
    ['/product/*', ['assets/product.js']],
    ['/cart', ['assets/CartPage.js']],
  ],
  sessionFirstScreens: ['/orders', '/orders/*', '/cart'],
};

interface Page {
  win: EarlyWindow;
  requests: Array<{ url: string; credentials: RequestCredentials | undefined }>;
  links: Array<Partial<HTMLLinkElement>>;
}

function page(address: string, { storage = {}, answer = {} }: { storage?: Record<string, string>; answer?: unknown } = {}): Page {
  const url = new URL(address, ORIGIN);
  const requests: Page['requests'] = [];
  const links: Page['links'] = [];
  const win: EarlyWindow = {
    location: { origin: url.origin, pathname: url.pathname, search: url.search },
    sessionStorage: { getItem: (key) => storage[key] ?? null },
    document: { head: { appendChild: <T extends Node>(node: T) => (links.push(node as Partial<HTMLLinkElement>), node) }, createElement: () => ({}) as HTMLLinkElement, readyState: 'complete', body: null, addEventListener: () => undefined },
    fetch: async (requested, init) => {
      requests.push({ url: requested, credentials: init.credentials });
      return Response.json(answer);
    },
  };
  return { win, requests, links };
}

/** Lets the read's answer and the preload that follows it settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloadsOf = (links: Page['links']) => links.filter((link) => link.rel === 'preload');

describe('early reads', () => {
  it('[PX-77-003][PX-77-001] the document takes the address’s locale as its language, and a French or German page starts loading its language’s catalogue, which an English page never does', () => {
    const loading = (address: string) => {
      const { win } = page(address);
      const lang: string[] = [];
      const imported: string[] = [];
      win.document.documentElement = { setAttribute: (name: string, value: string) => name === 'lang' && lang.push(value), removeAttribute: () => undefined };
      win.importModule = (url) => (imported.push(url), Promise.resolve({}));
      startEarlyReads(win, { ...CONFIG, catalogues: { fr: 'assets/labels-fr-AbCd.js', de: 'assets/labels-de-AbCd.js' } });
      return { lang, imported, pending: win[CATALOGUE_GLOBAL] };
    };
    expect(loading('/fr-CA/product/01t000000000001')).toEqual({ lang: ['fr-CA'], imported: ['/assets/labels-fr-AbCd.js'], pending: expect.any(Promise) });
    expect(loading('/de-DE/')).toEqual({ lang: ['de-DE'], imported: ['/assets/labels-de-AbCd.js'], pending: expect.any(Promise) });
    expect(loading('/en-GB/cart')).toEqual({ lang: ['en-GB'], imported: [], pending: undefined });
    expect(loading('/product/01t000000000001')).toEqual({ lang: [], imported: [], pending: undefined });
  });

  it('[PX-05-019][SH-7-004][CC-6-001] a product page reads the application context as a guest, the session with its cookie and the product as a guest sees it, each kept for the typed client', async () => {
    const { win, requests } = page('/product/01t000000000001');
    startEarlyReads(win, CONFIG);
    expect(requests).toEqual([
      { url: `${ORIGIN}${WEBSTORE}/application-context`, credentials: 'omit' },
      { url: `${ORIGIN}${WEBSTORE}/session-context`, credentials: 'include' },
      { url: `${ORIGIN}${WEBSTORE}/products/01t000000000001`, credentials: 'omit' },
    ]);
    expect(Object.keys(win[EARLY_RESPONSES_GLOBAL] ?? {})).toEqual(requests.map(({ url, credentials }) => `${credentials} ${url}`));
    await settled();
  });

  it('[PX-05-019] a variant in the address is the product read; a locale prefix is not part of the page', () => {
    const { win, requests } = page('/en-US/product/01t000000000001?variant=01t000000000002');
    startEarlyReads(win, CONFIG);
    expect(requests.at(-1)?.url).toBe(`${ORIGIN}${WEBSTORE}/products/01t000000000002`);
    expect(pagePath('/en-US/product/x')).toBe('/product/x');
    expect(pagePath('/product/en-US')).toBe('/product/en-US');
  });

  it('[PX-05-002] a stored application context that may still be served is not read again', () => {
    const fresh = JSON.stringify({ expiresAt: Date.now() + 60_000 });
    const stale = JSON.stringify({ expiresAt: Date.now() - 1 });
    for (const [stored, reads] of [[fresh, false], [stale, true], ['not json', true]] as const) {
      const { win, requests } = page('/', { storage: { [APPLICATION_CONTEXT_STORAGE_KEY]: stored } });
      startEarlyReads(win, CONFIG);
      expect(requests.some(({ url }) => url.endsWith('/application-context')), stored).toBe(reads);
    }
  });

  it('[PX-28-001] a buyer acting for a stored effective account gets the early session read of that account, and no guest product read', () => {
    const stored = JSON.stringify({ id: '001000000000003', name: 'Pacific Crest Neuro Clinic – Portland' });
    const { win, requests } = page('/product/01t000000000001', { storage: { [EFFECTIVE_ACCOUNT_STORAGE_KEY]: stored } });
    startEarlyReads(win, CONFIG);
    expect(requests).toEqual([
      { url: `${ORIGIN}${WEBSTORE}/application-context`, credentials: 'omit' },
      { url: `${ORIGIN}${WEBSTORE}/session-context?effectiveAccountId=001000000000003`, credentials: 'include' },
    ]);
    expect(Object.keys(win[EARLY_RESPONSES_GLOBAL] ?? {})).toEqual(requests.map(({ url, credentials }) => `${credentials} ${url}`));
  });

  it('[PX-28-001] a stored effective account the session would not use (unreadable, a blank id or name) leaves the session read without an account', () => {
    for (const stored of ['001000000000001', 'not json', JSON.stringify({ id: ' ', name: 'A' }), JSON.stringify({ id: '001000000000001', name: '' })]) {
      const { win, requests } = page('/search?term=electrode', { storage: { [EFFECTIVE_ACCOUNT_STORAGE_KEY]: stored } });
      startEarlyReads(win, CONFIG);
      expect(requests.map(({ url }) => url.slice(ORIGIN.length + WEBSTORE.length)), stored).toEqual(['/application-context', '/session-context', '/search/products?searchTerm=electrode&page=0']);
    }
  });

  it('[PX-28-002] the pages whose first screen waits for the session read the personalisation configuration early too; Home and the catalogue do not', () => {
    const reads = (address: string) => {
      const { win, requests } = page(address);
      startEarlyReads(win, CONFIG);
      return requests.filter(({ url }) => url === `${ORIGIN}${WEBSTORE}/ai/configuration`);
    };
    for (const address of ['/orders', '/orders/KRM-100001', '/en-US/cart']) expect(reads(address), address).toEqual([{ url: `${ORIGIN}${WEBSTORE}/ai/configuration`, credentials: 'include' }]);
    for (const address of ['/', '/product/01t000000000001', '/search?term=x', '/ordersx']) expect(reads(address), address).toEqual([]);
  });

  it('[PX-05-019] the search page for a term alone is read early; a search address with more than a term is not', () => {
    const { win, requests } = page('/search?term=a%26b%20c');
    startEarlyReads(win, CONFIG);
    expect(requests.at(-1)?.url).toBe(`${ORIGIN}${WEBSTORE}/search/products?searchTerm=${encodeURIComponent('a&b c')}&page=0`);
    expect(searchTermAlone('/search', '?term=electrode')).toBe('electrode');
    for (const search of ['?term=electrode&page=2', '?term=%20electrode', '?term=', `?term=${'x'.repeat(256)}`, '?q=electrode']) {
      expect(searchTermAlone('/search', search), search).toBeNull();
    }
    expect(searchTermAlone('/category/x/0ZG1', '?term=electrode')).toBeNull();
  });

  it('[PX-06-044] the product preload is the first gallery image, with the address and candidates the image element gets, at high priority', async () => {
    const item = (url: string, sortOrder: number, mediaType: 'Image' | 'Document' = 'Image') => ({ url, sortOrder, mediaType });
    const details: Array<Partial<ProductDetailData>> = [
      { defaultImage: { url: '/assets/default.svg' } },
      { defaultImage: { url: '/assets/default.svg' }, mediaGroups: [{ developerName: 'productDetailImage', mediaItems: [item('/assets/b.svg', 2), item('/assets/a.svg', 1)] }] },
      { defaultImage: { url: '/assets/default.svg' }, mediaGroups: [{ developerName: 'productListImage', usageType: 'Listing', mediaItems: [item('/assets/l.svg', 0)] }, { developerName: 'other', usageType: 'Standard', mediaItems: [item('/assets/doc.pdf', 0, 'Document'), item('/cms/delivery/media/MC1', 3)] }] },
      { defaultImage: { url: '/assets/default.svg' }, mediaGroups: [{ developerName: 'productDetailImage', mediaItems: [item('', 0)] }] },
      { mediaGroups: [] },
    ];
    for (const detail of details) {
      const { win, links } = page('/product/01t000000000001', { answer: detail });
      startEarlyReads(win, CONFIG);
      await settled();
      const first = galleryImages({ fields: {}, ...detail } as ProductDetailData)[0]?.url;
      if (!first) {
        expect(preloadsOf(links)).toEqual([]);
        continue;
      }
      const expected = imageSources(first, GALLERY_IMAGE, MEDIA_OPTIONS);
      expect(preloadsOf(links)).toEqual([{ rel: 'preload', as: 'image', fetchPriority: 'high', href: expected.src, ...(expected.srcSet ? { imageSrcset: expected.srcSet, imageSizes: expected.sizes } : {}) }]);
    }
  });

  it('[PX-06-044] the search preload is the first card image; none when it has none or the read fails', async () => {
    const product: SearchProduct = { id: '01t000000000001', name: 'A', defaultImage: { url: '/assets/a.svg' } };
    for (const [answer, expected] of [
      [{ productsPage: { products: [product] } }, toProductCard(product).imageUrl],
      [{ productsPage: { products: [{ ...product, defaultImage: null }] } }, null],
      [{ productsPage: { products: [] } }, null],
    ] as const) {
      const { win, links } = page('/search?term=electrode', { answer });
      startEarlyReads(win, CONFIG);
      await settled();
      expect(preloadsOf(links).map((link) => link.href)).toEqual(expected ? [imageSources(expected, CARD_IMAGE, MEDIA_OPTIONS).src] : []);
    }
    const failing = page('/search?term=electrode');
    failing.win.fetch = async () => new Response('{}', { status: 503 });
    startEarlyReads(failing.win, CONFIG);
    await settled();
    expect(preloadsOf(failing.links)).toEqual([]);
  });

  it('[PX-05-022] the page being opened asks at once for the files its content needs, and only its own', () => {
    const files = (address: string) => {
      const { win, links } = page(address);
      startEarlyReads(win, CONFIG);
      return links.filter((link) => link.rel === 'modulepreload').map((link) => link.href);
    };
    expect(files('/search?term=x')).toEqual(['/assets/listing.js', '/assets/catalogue.js']);
    expect(files('/product/01t000000000001')).toEqual(['/assets/product.js']);
    expect(files('/cart/')).toEqual(['/assets/CartPage.js']);
    expect(files('/')).toEqual([]);
    expect(files('/cartography')).toEqual([]);
  });

  it("[PX-52-002] where the first screen waits for the session, its reads are asked for before the page's code; elsewhere the code comes first, as before", () => {
    const order = (address: string) => {
      const { win } = page(address);
      const asked: string[] = [];
      const { fetch } = win;
      win.fetch = (url, init) => (asked.push(`read ${new URL(url).pathname.replace(WEBSTORE, '')}`), fetch(url, init));
      win.document.head.appendChild = <T extends Node>(node: T) => (asked.push(`code ${(node as Partial<HTMLLinkElement>).href}`), node);
      startEarlyReads(win, CONFIG);
      return asked;
    };
    expect(order('/cart')).toEqual(['read /application-context', 'read /session-context', 'read /ai/configuration', 'code /assets/CartPage.js']);
    expect(order('/search?term=x').slice(0, 3)).toEqual(['code /assets/listing.js', 'code /assets/catalogue.js', 'read /application-context']);
  });

  it('[PX-55-001] the entry is preloaded after the page\'s code and reads, with low priority where the placeholder waits for the session read', () => {
    const config: EarlyReadsConfig = { ...CONFIG, entry: 'assets/index-AbCd1234.js' };
    const asked = (address: string, storage: Record<string, string> = {}) => {
      const { win } = page(address, { storage });
      const log: string[] = [];
      const { fetch } = win;
      win.fetch = (url, init) => (log.push(`read ${new URL(url).pathname.replace(WEBSTORE, '')}`), fetch(url, init));
      win.document.head.appendChild = <T extends Node>(node: T) => {
        const link = node as Partial<HTMLLinkElement>;
        log.push(`${link.rel} ${link.href}${link.fetchPriority ? ` ${link.fetchPriority}` : ''}`);
        return node;
      };
      startEarlyReads(win, config);
      return log;
    };
    const entry = 'modulepreload /assets/index-AbCd1234.js';
    expect(asked('/')).toEqual(['read /application-context', 'read /session-context', entry]);
    expect(asked('/search?term=x')).toEqual(['modulepreload /assets/listing.js', 'modulepreload /assets/catalogue.js', 'read /application-context', 'read /session-context', 'read /search/products', entry]);
    expect(asked('/product/01t000000000001')).toEqual(['modulepreload /assets/product.js', 'read /application-context', 'read /session-context', 'read /products/01t000000000001', entry]);
    // A buyer acting for an account skips the guest reads, not the entry.
    expect(asked('/product/01t000000000001', { [EFFECTIVE_ACCOUNT_STORAGE_KEY]: JSON.stringify({ id: '001000000000003', name: 'Portland' }) }).at(-1)).toBe(entry);
    expect(asked('/cart')).toEqual(['read /application-context', 'read /session-context', 'read /ai/configuration', 'modulepreload /assets/CartPage.js', `${entry} low`]);
    for (const address of ['/orders', '/orders/1Os000000000001']) expect(asked(address).at(-1), address).toBe(`${entry} low`);
  });

  it('[PX-42-001][PX-05-022] the orders list with a trailing slash preloads the list\'s code only, an order below it the detail\'s', () => {
    const config: EarlyReadsConfig = { ...CONFIG, preloads: [['/orders', ['assets/OrdersPage.js']], ['/orders/*', ['assets/OrderPage.js']]] };
    const files = (address: string) => {
      const { win, links } = page(address);
      startEarlyReads(win, config);
      return links.filter((link) => link.rel === 'modulepreload').map((link) => link.href);
    };
    expect(files('/orders/')).toEqual(['/assets/OrdersPage.js']);
    expect(files('/orders/1Os000000000001')).toEqual(['/assets/OrderPage.js']);
    expect(files('/product')).toEqual([]);
  });
});

// What index.html's early reads (PX-05-019, vite.config.ts) need to know of the application to
// ask exactly what it will ask: the address of the search page's first read, and the address of the
// image a product or search page shows first, so that image can be preloaded (PX-06-044) as soon
// as the early read answers, before the scripts have run. Each part is built from the
// application's own code or checked against it (tests/unit/api/early-reads.test.ts).
import { listingQuery } from '../../machines/catalogue/search-results.ts';
import { decodeListing, TERM_PARAM } from '../../machines/catalogue/url-state.ts';
import {
  CDN_FORMAT,
  CDN_IMAGE_PREFIX,
  IMAGE_DENSITIES,
  IMAGE_WIDTH_DESKTOP,
  IMAGE_WIDTH_MOBILE,
  IMAGE_WIDTH_TABLET,
  MIN_IMAGE_DIMENSION,
  normaliseBasePath,
  SITE_MEDIA_PREFIX,
  type MediaOptions,
} from '../../machines/media/media-path.ts';
import { createStoreClient, DEFAULT_WEBSTORE_ID } from './client.ts';
import { GUEST_CONTEXT } from './request.ts';
import { createSearchApi } from './search.ts';

/** Stands for the term in the search address: encodeURIComponent leaves it as it is. */
export const EARLY_SEARCH_TERM = '__early_search_term__';

const CAPTURE_ORIGIN = 'http://early-read.invalid';

/**
 * The path and query of the search page's first read for a term (EARLY_SEARCH_TERM in its place),
 * as the listing asks for `?term=…` and a guest sees it: the typed client builds it here itself.
 */
export async function earlySearchAddress(): Promise<string> {
  let address: string | undefined;
  const client = createStoreClient({
    baseUrl: CAPTURE_ORIGIN,
    fetch: async (input) => {
      address = (input as Request).url.slice(CAPTURE_ORIGIN.length);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    },
  });
  const search = createSearchApi({ client, webstoreId: DEFAULT_WEBSTORE_ID, context: GUEST_CONTEXT });
  await search.search(listingQuery(decodeListing(`?${TERM_PARAM}=${EARLY_SEARCH_TERM}`)));
  if (!address?.includes(`=${EARLY_SEARCH_TERM}`)) throw new Error('early reads: the search address holds no term');
  return address;
}

/**
 * JavaScript (ES5, for index.html) of `function(url, width, fill)` → [src, srcset]: the address and
 * source set an image element of that width gets from the media path rules (imageSources in
 * machines/media/media-path.ts), with these media options fixed in.
 */
export function earlyImageSourcesScript(options: MediaOptions): string {
  const base = JSON.stringify(normaliseBasePath(options.siteBasePath));
  const widths = JSON.stringify([IMAGE_WIDTH_MOBILE, IMAGE_WIDTH_TABLET, IMAGE_WIDTH_DESKTOP]);
  return (
    `function(u,w,f){var B=${base},at=function(d){return u===d||u.indexOf(d+'/')===0||u.indexOf(d+'?')===0},` +
    `p=B!==''&&at(B)?u:at('/cms')||at('/img')?B+${JSON.stringify(SITE_MEDIA_PREFIX)}+u:at('/assets')||at('/file-asset')||at('/file-asset-public')?B+u:u;` +
    (options.optimiser === 'cdn'
      ? `if(/^data:/i.test(p.replace(/^\\s+/,'')))return[p,''];` +
        `var o=function(x){return B+${JSON.stringify(CDN_IMAGE_PREFIX + CDN_FORMAT)}+',width='+Math.max(${MIN_IMAGE_DIMENSION},Math.ceil(x))+'/'+p.replace(/^\\//,'')};` +
        `return[o(w),(f?${widths}.map(function(x){return o(x)+' '+Math.max(${MIN_IMAGE_DIMENSION},Math.ceil(x))+'w'})` +
        `:${JSON.stringify(IMAGE_DENSITIES)}.map(function(d){return o(w*d)+' '+d+'x'})).join(', ')]}`
      : `return[p,'']}`)
  );
}

/** JavaScript of `function(product)` → the URL of the product page's first gallery image (galleryImages in machines/catalogue/product-detail.ts). */
export const EARLY_GALLERY_IMAGE_SCRIPT =
  `function(d){var g=d.mediaGroups||[],h=null,i;for(i=0;i<g.length&&!h;i++)if(g[i].developerName==='productDetailImage')h=g[i];` +
  `for(i=0;i<g.length&&!h;i++)if(g[i].usageType==='Standard')h=g[i];` +
  `var m=((h&&h.mediaItems)||[]).filter(function(x){return (x.mediaType||'Image')==='Image'&&x.url}).sort(function(a,b){return (a.sortOrder||0)-(b.sortOrder||0)});` +
  `return m.length?m[0].url:d.defaultImage&&d.defaultImage.url}`;

/** JavaScript of `function(searchResults)` → the URL of the first card's image (productCard in machines/catalogue/search-results.ts). */
export const EARLY_CARD_IMAGE_SCRIPT = `function(d){var p=d.productsPage&&d.productsPage.products&&d.productsPage.products[0];return p&&p.defaultImage&&p.defaultImage.url}`;

// PX-79-003: on a French or German page the catalogue reads ask for the page's language, through one
// request rule, and index.html's early reads ask for exactly the same; English pages send none.
import { describe, expect, it } from 'vitest';
import { listingQuery } from '../../../machines/catalogue/search-results.ts';
import { decodeListing } from '../../../machines/catalogue/url-state.ts';
import { catalogueLanguageOf, localisedPathOf, requestFactsOf } from '../../../machines/shell/request-context.ts';
import { createCatalogueApi } from '../../../src/api/catalogue.ts';
import { createStoreClient, DEFAULT_WEBSTORE_ID } from '../../../src/api/client.ts';
import { EARLY_SEARCH_TERM, earlySearchAddress } from '../../../src/api/early-reads.ts';
import { GUEST_CONTEXT, type RequestContext } from '../../../src/api/request.ts';
import { createSearchApi } from '../../../src/api/search.ts';
import { startEarlyReads, type EarlyWindow } from '../../../src/app/early-reads/early-reads.ts';

const ORIGIN = 'http://store.test';
const WEBSTORE_PATH = `/services/data/v64.0/commerce/webstores/${DEFAULT_WEBSTORE_ID}`;
const PRODUCT = '01t000000000001';

function capturing() {
  const urls: string[] = [];
  const client = createStoreClient({
    baseUrl: ORIGIN,
    fetch: async (input) => {
      urls.push((input as Request).url);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, urls };
}

/** The guest context of a page at this address, as StoreProvider builds it (locale from the address). */
const pageContext = (pathname: string): RequestContext =>
  ({ ...GUEST_CONTEXT, language: requestFactsOf({ app: undefined, session: undefined, effectiveAccount: undefined, locale: localisedPathOf(pathname, '').locale }).language });

async function earlyReadsOf(pathname: string, search = ''): Promise<string[]> {
  const sent: string[] = [];
  const template = await earlySearchAddress();
  const [before, after] = template.split(EARLY_SEARCH_TERM) as [string, string];
  const win: EarlyWindow = {
    location: { origin: ORIGIN, pathname, search },
    sessionStorage: { getItem: () => null },
    document: { head: { appendChild: <T extends Node>(node: T) => node }, createElement: () => ({}) as HTMLLinkElement, readyState: 'complete', body: null, addEventListener: () => undefined },
    fetch: async (url) => {
      sent.push(url);
      return new Response('{}');
    },
  };
  startEarlyReads(win, { webstorePath: WEBSTORE_PATH, search: [before.slice(WEBSTORE_PATH.length), after], preloads: [], sessionFirstScreens: [] });
  return sent;
}

describe('the catalogue reads ask for the page language', () => {
  it.each([['en-US', null], ['en-CA', null], ['en-AU', null], ['fr-CA', 'fr_CA'], ['fr-FR', 'fr_FR'], ['de-DE', 'de_DE']])('[PX-79-003] locale %s asks for language %s', (locale, language) => {
    expect(catalogueLanguageOf(locale)).toBe(language);
  });

  it('[PX-79-003] French product, category and search reads carry language=fr_FR; English ones carry no language', async () => {
    for (const [pathname, language] of [['/fr-FR/product/x', 'fr_FR'], ['/de-DE/category/x', 'de_DE'], ['/product/x', null], ['/en-US/product/x', null]] as const) {
      const { client, urls } = capturing();
      const context = pageContext(pathname);
      const catalogue = createCatalogueApi({ client, webstoreId: DEFAULT_WEBSTORE_ID, context });
      await catalogue.product(PRODUCT);
      await catalogue.category('0ZG000000000111');
      await catalogue.categoryPath('0ZG000000000111');
      await catalogue.categoryChildren();
      await catalogue.categoryMenuItems();
      await catalogue.products({ ids: [PRODUCT] });
      await createSearchApi({ client, webstoreId: DEFAULT_WEBSTORE_ID, context }).search({ searchTerm: 'eeg' });
      await catalogue.productPrices([PRODUCT]).catch(() => undefined);
      const [priceRead] = urls.splice(7);
      expect(urls).toHaveLength(7);
      for (const url of urls) expect(new URL(url).searchParams.get('language'), url).toBe(language);
      // Prices carry no catalogue text: no language there.
      expect(new URL(priceRead!).searchParams.has('language')).toBe(false);
    }
  });

  it.each([['/fr-FR'], ['/de-DE'], ['/fr-CA'], [''], ['/en-US']])('[PX-79-003] the early product read of %s/product/<id> is the request the product page makes', async (prefix) => {
    const { client, urls } = capturing();
    await createCatalogueApi({ client, webstoreId: DEFAULT_WEBSTORE_ID, context: pageContext(`${prefix}/product/${PRODUCT}`) }).product(PRODUCT);
    const early = await earlyReadsOf(`${prefix}/product/${PRODUCT}`);
    expect(early).toContain(urls[0]);
    expect(urls[0]!.includes('language=')).toBe(prefix !== '' && prefix !== '/en-US');
  });

  it.each([['/fr-FR'], ['/de-DE'], [''], ['/en-US']])('[PX-79-003] the early search read of %s/search?term=… is the request the listing makes', async (prefix) => {
    const { client, urls } = capturing();
    const term = 'électrode 5%';
    const search = `?${new URLSearchParams({ term })}`;
    await createSearchApi({ client, webstoreId: DEFAULT_WEBSTORE_ID, context: pageContext(`${prefix}/search`) }).search(listingQuery(decodeListing(search)));
    const early = await earlyReadsOf(`${prefix}/search`, search);
    expect(early).toContain(urls[0]);
  });
});

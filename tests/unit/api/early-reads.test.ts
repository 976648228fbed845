// What index.html's early reads ask for is what the application then asks for (PX-05-019,
// PX-06-044): the search address, and the image a product or search page shows first.
import { describe, expect, it } from 'vitest';
import { galleryImages, type ProductDetailData } from '../../../machines/catalogue/product-detail.ts';
import { listingQuery, toProductCard, type SearchProduct } from '../../../machines/catalogue/search-results.ts';
import { decodeListing } from '../../../machines/catalogue/url-state.ts';
import { CARD_IMAGE, GALLERY_IMAGE, imageSources, type ImageGeometry, type MediaOptions } from '../../../machines/media/media-path.ts';
import { createStoreClient, DEFAULT_WEBSTORE_ID } from '../../../src/api/client.ts';
import { EARLY_CARD_IMAGE_SCRIPT, EARLY_GALLERY_IMAGE_SCRIPT, EARLY_SEARCH_TERM, earlyImageSourcesScript, earlySearchAddress } from '../../../src/api/early-reads.ts';
import { GUEST_CONTEXT } from '../../../src/api/request.ts';
import { createSearchApi } from '../../../src/api/search.ts';

const ORIGIN = 'http://store.test';

/** The address the listing's first search goes to for this page address, as a guest. */
async function listingSearchAddress(search: string): Promise<string> {
  let url = '';
  const client = createStoreClient({
    baseUrl: ORIGIN,
    fetch: async (input) => {
      url = (input as Request).url;
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    },
  });
  await createSearchApi({ client, webstoreId: DEFAULT_WEBSTORE_ID, context: GUEST_CONTEXT }).search(listingQuery(decodeListing(search)));
  return url.slice(ORIGIN.length);
}

const run = <T>(source: string) => new Function(`return (${source})`)() as T;

describe('early reads', () => {
  it.each([['electrode'], ['EEG cap 10/20'], ['a&b=c?d#e'], ['électrode 5%'], ['KRM-NEU-EEG-1001']])(
    '[PX-05-019] the search read of ?term=%s is the address the listing asks for',
    async (term) => {
      const template = await earlySearchAddress();
      const early = template.replace(EARLY_SEARCH_TERM, encodeURIComponent(term));
      expect(early).toBe(await listingSearchAddress(`?${new URLSearchParams({ term })}`));
    },
  );

  const urls = ['/assets/a.svg', '/cms/delivery/media/MC1', '/img/p.png?v=2', '/file-asset/x', '/file-asset-public/y', '/store/cms/z', '/other/q.png', 'https://cdn.example/p.png', '//cdn.example/p.png', 'data:image/png;base64,AAAA', '/assetsx/no.png'];
  const optionSets: MediaOptions[] = [
    { siteBasePath: '', optimiser: 'none' },
    { siteBasePath: '/store/', optimiser: 'none' },
    { siteBasePath: '', optimiser: 'cdn' },
    { siteBasePath: 'store', optimiser: 'cdn' },
  ];
  const geometries: ImageGeometry[] = [GALLERY_IMAGE, CARD_IMAGE, { width: 60, height: 40, layout: 'fixed' }];

  it('[PX-06-044][SH-7-020][SH-7-021][SH-7-022][SH-7-023][SH-7-024][CC-9-021][CC-9-022][CC-9-023] the preload asks for the address and candidates the image element gets', () => {
    for (const options of optionSets) {
      const sources = run<(url: string, width: number, fill: boolean) => [string, string]>(earlyImageSourcesScript(options));
      for (const url of urls) {
        for (const geometry of geometries) {
          const expected = imageSources(url, geometry, options);
          expect(sources(url, geometry.width, geometry.layout === 'fill'), `${url} ${JSON.stringify(options)} ${geometry.width}`).toEqual([expected.src, expected.srcSet ?? '']);
        }
      }
    }
  });

  it('[PX-06-044] the product preload is the first gallery image: detail images by sort order, else the default image', () => {
    const first = run<(detail: unknown) => string | undefined>(EARLY_GALLERY_IMAGE_SCRIPT);
    const item = (url: string, sortOrder: number, mediaType = 'Image') => ({ url, sortOrder, mediaType });
    const details: Array<Partial<ProductDetailData>> = [
      { defaultImage: { url: '/assets/default.svg' } },
      { defaultImage: { url: '/assets/default.svg' }, mediaGroups: [{ developerName: 'productDetailImage', mediaItems: [item('/assets/b.svg', 2), item('/assets/a.svg', 1)] }] },
      { defaultImage: { url: '/assets/default.svg' }, mediaGroups: [{ developerName: 'productListImage', usageType: 'Listing', mediaItems: [item('/assets/l.svg', 0)] }, { developerName: 'other', usageType: 'Standard', mediaItems: [item('/assets/doc.pdf', 0, 'Document'), item('/assets/s.svg', 3)] }] },
      { defaultImage: { url: '/assets/default.svg' }, mediaGroups: [{ developerName: 'productDetailImage', mediaItems: [item('', 0)] }] },
      { mediaGroups: [] },
    ];
    for (const detail of details) {
      expect(first(detail)).toBe(galleryImages({ fields: {}, ...detail } as ProductDetailData)[0]?.url);
    }
  });

  it('[PX-06-044] the search preload is the first card image', () => {
    const first = run<(answer: unknown) => string | undefined>(EARLY_CARD_IMAGE_SCRIPT);
    const product: SearchProduct = { id: '01t000000000001', name: 'A', defaultImage: { url: '/assets/a.svg' } };
    expect(first({ productsPage: { products: [product] } })).toBe(toProductCard(product).imageUrl);
    expect(first({ productsPage: { products: [{ ...product, defaultImage: null }] } })).toBeFalsy();
    expect(first({ productsPage: { products: [] } })).toBeFalsy();
  });
});

// Media paths, source sets and content images: examples at the edges of the rules (base-path
// forms, folder boundaries, malformed source-set entries, content replies without an image).
import {
  BAD_SRCSET_WARNING,
  CONTENT_MEDIA_PATH,
  IMAGE_FETCH_WARNING,
  SITE_MEDIA_PREFIX,
  imageUrl,
  mediaPath,
  validSrcSet,
} from '../machines/media/media-path.ts';
import { altTextOf, fallbackImage, resolveImage } from '../machines/media/image-data.ts';

const none = { siteBasePath: '', optimiser: 'none' as const };

describe('media paths at the edges', () => {
  it('[SH-7-020][SH-7-021] the base path is normalised: trimmed, without trailing slashes, with a leading slash', () => {
    for (const base of ['/shop', ' /shop ', '/shop//', 'shop', 'shop/']) {
      expect(mediaPath('/cms/a.svg', base)).toBe(`/shop${SITE_MEDIA_PREFIX}/cms/a.svg`);
      expect(mediaPath('/assets/a.svg', base)).toBe('/shop/assets/a.svg');
    }
    expect(mediaPath('/img/a.svg', '  ')).toBe(`${SITE_MEDIA_PREFIX}/img/a.svg`);
  });

  it('[SH-7-020][SH-7-021] a folder is matched as a whole segment, alone or followed by a query', () => {
    expect(mediaPath('/img', '/shop')).toBe(`/shop${SITE_MEDIA_PREFIX}/img`);
    expect(mediaPath('/img?id=7', '/shop')).toBe(`/shop${SITE_MEDIA_PREFIX}/img?id=7`);
    expect(mediaPath('/cms?id=7', '')).toBe(`${SITE_MEDIA_PREFIX}/cms?id=7`);
    expect(mediaPath('/assets?v=2', '/shop')).toBe('/shop/assets?v=2');
    expect(mediaPath('/imgs/a.svg', '/shop')).toBe('/imgs/a.svg');
    expect(mediaPath('/img/data:a.svg', '')).toBe(`${SITE_MEDIA_PREFIX}/img/data:a.svg`);
  });

  it('[SH-7-020][SH-7-025] a path already under the site base path is not prefixed again', () => {
    expect(mediaPath('/shop/cms/a.svg', '/shop')).toBe('/shop/cms/a.svg');
    expect(mediaPath('/shop/assets/a.svg', '/shop/')).toBe('/shop/assets/a.svg');
    expect(mediaPath('/file-asset-public/a.svg', '/shop')).toBe('/shop/file-asset-public/a.svg');
    expect(mediaPath('/img/a.svg', '/img')).toBe('/img/a.svg');
    expect(mediaPath('/assets/a.svg', '/assets/')).toBe('/assets/a.svg');
  });

  it('[SH-5-025][SH-7-020] protocol-relative, absolute, relative and data: addresses are left as they are', () => {
    for (const url of ['//cdn.kestrelridge.example/cms/a.svg', 'https://www.kestrelridge.example/img/a.svg', 'img/a.svg', 'data:image/svg+xml,<svg/>', ' data:image/svg+xml,<svg/>']) {
      expect(mediaPath(url, '/shop')).toBe(url);
    }
  });

  it('[SH-5-025][SH-7-022] a data: URL, even with leading blanks, is not sent through the CDN optimiser', () => {
    const cdn = { siteBasePath: '', optimiser: 'cdn' as const };
    expect(imageUrl(' data:image/png;base64,AAAA', 300, cdn)).toBe(' data:image/png;base64,AAAA');
    expect(imageUrl('DATA:image/png;base64,AAAA', 300, cdn)).toBe('DATA:image/png;base64,AAAA');
    expect(imageUrl('/img/data:a.svg', 300, cdn)).toBe(`/cdn-cgi/image/format=auto,width=300/sfsites/c/img/data:a.svg`);
  });

  it('[SH-7-022][PX-06-026] only the leading slash of the path is dropped in the CDN address', () => {
    const cdn = { siteBasePath: '/shop', optimiser: 'cdn' as const };
    expect(imageUrl('https://www.kestrelridge.example/a.svg', 640, cdn)).toBe('/shop/cdn-cgi/image/format=auto,width=640/https://www.kestrelridge.example/a.svg');
    expect(imageUrl('images/a.svg', 640, cdn)).toBe('/shop/cdn-cgi/image/format=auto,width=640/images/a.svg');
  });
});

describe('source-set entries at the edges', () => {
  it('[SH-5-025] a data: source set, even with leading blanks, is returned as is (its commas are not separators)', () => {
    const srcset = '  data:image/svg+xml,<svg a="1, 2"/>';
    expect(validSrcSet(srcset)).toBe(srcset);
  });

  it('[SH-5-021][SH-5-022] blanks around an entry and trailing commas are dropped; commas inside a URL stay', () => {
    expect(validSrcSet('  /assets/a.svg 1x,  /assets/b.svg 2x  ')).toBe('/assets/a.svg 1x, /assets/b.svg 2x');
    expect(validSrcSet(['/assets/a.svg 640w,,', '/assets/a,b.svg 960w'])).toBe('/assets/a.svg 640w, /assets/a,b.svg 960w');
    expect(validSrcSet(['/assets/a.svg   2x'])).toBe('/assets/a.svg 2x');
  });

  it('[SH-5-021] blank entries are left out without a warning', () => {
    const warnings: string[] = [];
    expect(validSrcSet(['/assets/a.svg 1x', '', '   ', '/assets/b.svg 2x'], (m) => warnings.push(m))).toBe('/assets/a.svg 1x, /assets/b.svg 2x');
    expect(warnings).toEqual([]);
  });

  it('[SH-5-021][SH-5-022] entries with an invalid URL, an unknown descriptor or more than one descriptor are skipped', () => {
    expect(validSrcSet(['https://[bad 1x', '/assets/a.svg 10px', '/assets/b.svg 1x 2x', '/assets/c.svg 2q', '/assets/d.svg 3.5x'])).toBe('/assets/d.svg 3.5x');
    expect(validSrcSet(['http://'])).toBe('');
  });

  it('[SH-5-025] a data: URL entry in a list is kept whole, blanks and all', () => {
    const entry = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="1"/>';
    expect(validSrcSet([entry, '/assets/a.svg 1x'])).toBe(`${entry}, /assets/a.svg 1x`);
  });

  it('[SH-5-023][SH-5-024] each skipped entry names itself in the warning', () => {
    const warnings: string[] = [];
    validSrcSet(['/img/null.png 2x'], (m) => warnings.push(m));
    expect(warnings).toEqual([BAD_SRCSET_WARNING.replace('{0}', '/img/null.png 2x')]);
  });
});

describe('content images at the edges', () => {
  const key = 'MC0000000000000000000000000001';

  it('[CC-3-020] the alt text is blank when nothing provides one, also when the component overrides without its own', () => {
    expect(altTextOf({ overrideAltText: true, altText: 'info alt' }, 'content alt')).toBe('');
    expect(altTextOf({})).toBe('');
    expect(altTextOf({}, null)).toBe('');
    expect(altTextOf({ altText: 'info alt' }, null)).toBe('info alt');
    expect(altTextOf({ altText: 'info alt' }, 'content alt')).toBe('content alt');
  });

  it('[CC-8-024][CC-8-025] an image with neither URL nor content key has no image', async () => {
    expect(fallbackImage({ altText: 'x' }, none)).toBeUndefined();
    const reader = { content: async () => Promise.reject(new Error('never')) };
    expect(await resolveImage({ altText: 'x' }, { reader, siteId: '0DM000000000001', options: none })).toBeUndefined();
  });

  it('[CC-1-011][CC-8-023] an image without a content key is not read and does not warn', async () => {
    const calls: unknown[] = [];
    const warnings: string[] = [];
    const reader = { content: async (...args: unknown[]) => { calls.push(args); return {}; } };
    const image = await resolveImage({ url: '/assets/a.svg' }, { reader, siteId: '0DM000000000001', options: none, warn: (m) => warnings.push(m) });
    expect(image?.RawUrl).toBe('/assets/a.svg');
    expect(calls).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('[CC-8-023][CC-8-024][CC-8-025] a reply without an image source, or with a blank one, warns and falls back', async () => {
    for (const reply of [{}, { contentNodes: null }, { contentNodes: {} }, { contentNodes: { source: null } }, { contentNodes: { source: { url: '' } } }]) {
      const warnings: string[] = [];
      const reader = { content: async () => reply };
      const image = await resolveImage({ contentKey: key }, { reader, siteId: '0DM000000000001', options: none, warn: (m) => warnings.push(m) });
      expect(warnings).toEqual([IMAGE_FETCH_WARNING]);
      expect(image?.RawUrl).toBe(CONTENT_MEDIA_PATH.replace('{0}', key));
    }
  });

  it('[CC-3-021] a content image without alt text takes the alt text of the image info', async () => {
    const warnings: string[] = [];
    const reader = { content: async () => ({ contentNodes: { source: { url: '/cms/media/a.svg' } } }) };
    const image = await resolveImage({ contentKey: key, altText: 'info alt' }, { reader, siteId: '0DM000000000001', options: none, warn: (m) => warnings.push(m) });
    expect(image).toEqual({ Url: `${SITE_MEDIA_PREFIX}/cms/media/a.svg`, RawUrl: '/cms/media/a.svg', AltText: 'info alt', ContentKey: key, SrcSet: undefined });
    expect(warnings).toEqual([]);
  });

  it('[CC-8-023] a cancelled read is passed on, without a warning or a fallback', async () => {
    const warnings: string[] = [];
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const reader = { content: async () => Promise.reject(abort) };
    await expect(resolveImage({ contentKey: key, url: '/assets/a.svg' }, { reader, siteId: '0DM000000000001', options: none, warn: (m) => warnings.push(m) })).rejects.toBe(abort);
    expect(warnings).toEqual([]);
  });

  it('[CC-8-023][CC-8-024] a read failing with no error value at all still warns and falls back', async () => {
    const warnings: string[] = [];
    const reader = { content: async () => Promise.reject(null) };
    const image = await resolveImage({ contentKey: key, url: '/assets/a.svg' }, { reader, siteId: '0DM000000000001', options: none, warn: (m) => warnings.push(m) });
    expect(warnings).toEqual([IMAGE_FETCH_WARNING]);
    expect(image?.RawUrl).toBe('/assets/a.svg');
  });
});

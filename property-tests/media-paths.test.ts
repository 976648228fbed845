// Media paths, optimiser addresses and source sets.
import fc from 'fast-check';
import {
  BAD_SRCSET_WARNING,
  IMAGE_DENSITIES,
  IMAGE_FETCH_WARNING,
  IMAGE_WIDTH_DESKTOP,
  IMAGE_WIDTH_MOBILE,
  IMAGE_WIDTH_TABLET,
  densitySrcSet,
  imageUrl,
  mediaPath,
  optimisedWidth,
  validSrcSet,
  widthSrcSet,
} from '../machines/media/media-path.ts';
import { resolveImage } from '../machines/media/image-data.ts';

const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/).filter((s) => !/null|undefined/.test(s));
const basePath = fc.oneof(fc.constant(''), segment.map((s) => `/${s}`), segment.map((s) => `/${s}/`));
const folder = fc.constantFrom('/cms', '/img', '/assets', '/other', '/file-asset');
const mediaUrl = fc.tuple(folder, fc.array(segment, { minLength: 1, maxLength: 3 })).map(([start, parts]) => `${start}/${parts.join('/')}.svg`);

describe('media path properties', () => {
  it('[SH-7-020][SH-7-021] cms and img paths get the base path and /sfsites/c, asset paths the base path, others stay', () => {
    fc.assert(
      fc.property(basePath, mediaUrl, (base, url) => {
        const trimmed = base.replace(/\/+$/, '');
        const path = mediaPath(url, base);
        if (url.startsWith('/cms/') || url.startsWith('/img/')) expect(path).toBe(`${trimmed}/sfsites/c${url}`);
        else if (url.startsWith('/assets/') || url.startsWith('/file-asset/')) expect(path).toBe(`${trimmed}${url}`);
        else expect(path).toBe(url);
      }),
    );
  });

  it('[SH-5-025] data: URLs and absolute URLs are left as they are', () => {
    fc.assert(
      fc.property(basePath, fc.oneof(fc.string().map((s) => `data:image/svg+xml,${s}`), fc.webUrl()), fc.integer({ min: 0, max: 3000 }), (base, url, width) => {
        expect(mediaPath(url, base)).toBe(url);
        if (url.startsWith('data:')) {
          expect(imageUrl(url, width, { siteBasePath: base, optimiser: 'cdn' })).toBe(url);
          expect(validSrcSet(url)).toBe(url);
        }
      }),
    );
  });

  it('[SH-7-022][SH-7-023][PX-06-026] the CDN optimiser address has format=auto and a width of at least 100', () => {
    fc.assert(
      fc.property(basePath, mediaUrl, fc.oneof(fc.integer({ min: -50, max: 4000 }), fc.double({ min: 0, max: 99 })), (base, url, width) => {
        const address = imageUrl(url, width, { siteBasePath: base, optimiser: 'cdn' });
        const match = /^(.*)\/cdn-cgi\/image\/format=auto,width=(\d+)\/(.+)$/.exec(address);
        expect(match).not.toBeNull();
        expect(match![1]).toBe(base.replace(/\/+$/, ''));
        expect(Number(match![2])).toBeGreaterThanOrEqual(100);
        expect(`/${match![3]}`).toBe(mediaPath(url, base));
        expect(optimisedWidth(width)).toBe(Number(match![2]));
      }),
    );
  });

  it('[SH-7-024][CC-9-021][CC-9-022][CC-9-023][PX-06-026] candidates: widths 640, 960, 1920; densities 1x and 2x; none without an optimiser', () => {
    fc.assert(
      fc.property(basePath, mediaUrl, fc.integer({ min: 1, max: 1200 }), (base, url, display) => {
        const cdn = { siteBasePath: base, optimiser: 'cdn' as const };
        const widths = widthSrcSet(url, cdn)!.split(', ').map((entry) => entry.split(' ')[1]);
        expect(widths).toEqual([`${IMAGE_WIDTH_MOBILE}w`, `${IMAGE_WIDTH_TABLET}w`, `${IMAGE_WIDTH_DESKTOP}w`]);
        const densities = densitySrcSet(url, display, cdn)!.split(', ');
        expect(densities.map((entry) => entry.split(' ')[1])).toEqual(IMAGE_DENSITIES.map((d) => `${d}x`));
        expect(densities[1]).toContain(`width=${optimisedWidth(display * 2)}/`);
        const none = { siteBasePath: base, optimiser: 'none' as const };
        expect(widthSrcSet(url, none)).toBeUndefined();
        expect(densitySrcSet(url, display, none)).toBeUndefined();
        expect(imageUrl(url, display, none)).toBe(mediaPath(url, base));
      }),
    );
  });

  it('[SH-5-021][SH-5-022][SH-5-023][SH-5-024] a source set keeps valid entries, skips null/undefined/NaN ones with the warning', () => {
    const good = fc.tuple(mediaUrl, fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 4000 }).map((w) => ` ${w}w`), fc.constantFrom(' 1x', ' 2x', ' 1.5x'))).map(([url, d]) => `${url}${d}`);
    const bad = fc.tuple(fc.constantFrom('null', 'undefined', 'NaN'), fc.constantFrom('', ' 640w', ' 2x')).map(([token, d]) => `/img/${token}.png${d}`);
    const badDescriptor = mediaUrl.map((url) => `${url} NaNw`);
    fc.assert(
      fc.property(fc.array(fc.oneof(good.map((e) => ({ e, ok: true })), bad.map((e) => ({ e, ok: false })), badDescriptor.map((e) => ({ e, ok: false })))), (entries) => {
        const warnings: string[] = [];
        const result = validSrcSet(entries.map((entry) => entry.e).join(', '), (message) => warnings.push(message));
        expect(result).toBe(entries.filter((entry) => entry.ok).map((entry) => entry.e).join(', '));
        expect(warnings).toEqual(entries.filter((entry) => !entry.ok).map((entry) => BAD_SRCSET_WARNING.replace('{0}', entry.e)));
      }),
    );
  });

  it('[SH-5-023] list entries that are null or undefined are skipped', () => {
    const warnings: string[] = [];
    expect(validSrcSet(['/assets/a.svg 1x', null, undefined, '/assets/b.svg 2x'], (m) => warnings.push(m))).toBe('/assets/a.svg 1x, /assets/b.svg 2x');
    expect(warnings).toEqual(['Bad srcset null. Skipping image.', 'Bad srcset undefined. Skipping image.']);
  });
});

describe('images through content delivery', () => {
  const options = { siteBasePath: '', optimiser: 'none' as const };

  it('[CC-1-011][CC-3-021] an image with a content key is read from the site content: Url, RawUrl, AltText, ContentKey, SrcSet', async () => {
    const calls: unknown[] = [];
    const reader = {
      content: async (...args: unknown[]) => {
        calls.push(args.slice(0, 3));
        return { contentKey: 'MC00000000000000000000000009', contentNodes: { source: { url: '/assets/category-eeg-electrodes-caps.svg' }, altText: { value: 'EEG Electrodes & Caps' } } };
      },
    };
    const image = await resolveImage({ contentKey: 'MC00000000000000000000000009', url: '/assets/old.svg' }, { reader, siteId: '0DM000000000001', options });
    expect(calls).toEqual([['0DM000000000001', 'MC00000000000000000000000009', { includeContentBody: true }]]);
    expect(image).toEqual({ Url: '/assets/category-eeg-electrodes-caps.svg', RawUrl: '/assets/category-eeg-electrodes-caps.svg', AltText: 'EEG Electrodes & Caps', ContentKey: 'MC00000000000000000000000009', SrcSet: undefined });
  });

  it('[CC-8-023][CC-8-024][CC-8-025] a failed read warns and falls back to the original URL, else to the media path of the key', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(mediaUrl, { nil: undefined }), fc.stringMatching(/^MC[0-9]{28}$/), basePath, async (url, contentKey, base) => {
        const warnings: string[] = [];
        const reader = { content: async () => Promise.reject(new Error('Not Found')) };
        const image = await resolveImage({ contentKey, url, altText: 'x' }, { reader, siteId: '0DM000000000001', options: { siteBasePath: base, optimiser: 'none' }, warn: (m) => warnings.push(m) });
        expect(warnings).toEqual([IMAGE_FETCH_WARNING]);
        const raw = url ?? `/cms/delivery/media/${contentKey}`;
        expect(image).toMatchObject({ RawUrl: raw, Url: mediaPath(raw, base), ContentKey: contentKey, AltText: 'x' });
      }),
    );
  });

  it('[CC-3-020] the override alt text wins when asked for; an image without a key is not read', async () => {
    const reader = { content: async () => Promise.reject(new Error('never')) };
    const image = await resolveImage({ url: '/assets/a.svg', altText: 'content alt', overrideAltText: true, imageAltText: 'own alt' }, { reader, siteId: '0DM000000000001', options });
    expect(image?.AltText).toBe('own alt');
  });
});

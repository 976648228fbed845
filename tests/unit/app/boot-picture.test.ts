// @vitest-environment jsdom
// index.html's early copy of the product page's main image (src/app/early-reads/boot-picture.ts,
// PX-39-001) and its release once the page shows its content (src/app/boot-picture.ts, PX-39-002).
// Its place and size against the page's own image, at three widths, are checked in a browser:
// tests/e2e/catalogue-early-reads.spec.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EFFECTIVE_ACCOUNT_STORAGE_KEY } from '../../../machines/constants/session-locale.ts';
import type { ProductDetailData } from '../../../machines/catalogue/product-detail.ts';
import { BOOT_PICTURE_ID, CONTENT_SHOWN_GLOBAL, releaseBootPicture } from '../../../src/app/boot-picture.ts';
import { startEarlyReads, type EarlyReadsConfig, type EarlyWindow } from '../../../src/app/early-reads/early-reads.ts';

const ORIGIN = 'https://store.test';
const CONFIG: EarlyReadsConfig = { webstorePath: '/services/data/v64.0/commerce/webstores/0ZE000000000001', search: ['/search/products?searchTerm=', ''], preloads: [], sessionFirstScreens: [] };
const IMAGE = '/assets/category-eeg-electrodes-caps.svg';
const DETAIL: Partial<ProductDetailData> = {
  id: '01t000000000001',
  fields: { Name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)' },
  defaultImage: { url: IMAGE },
  mediaGroups: [{ developerName: 'productDetailImage', mediaItems: [{ url: IMAGE, sortOrder: 0, mediaType: 'Image' }] }],
  primaryProductCategoryPath: {
    path: [
      { id: '0ZG000000000001', name: 'Neurology' },
      { id: '0ZG000000000011', name: 'Neurodiagnostics' },
      { id: '0ZG000000000111', name: 'EEG Electrodes & Caps' },
    ],
  },
};

function earlyWindow(address: string, { answer = DETAIL as unknown, status = 200, storage = {} as Record<string, string> } = {}): EarlyWindow {
  const url = new URL(address, ORIGIN);
  return {
    location: { origin: url.origin, pathname: url.pathname, search: url.search },
    sessionStorage: { getItem: (key) => storage[key] ?? null },
    document,
    fetch: async () => Response.json(answer, { status }),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const picture = () => document.getElementById(BOOT_PICTURE_ID);

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete window[CONTENT_SHOWN_GLOBAL];
  vi.restoreAllMocks();
});

describe('the early copy of the product page main image', () => {
  it('[PX-39-001] once the product read answers, the main image shows in a copy of the page layout: header room, page container, invisible breadcrumbs, gallery frame; the same address and candidates as the preload; hidden from assistive technology', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    startEarlyReads(earlyWindow('/product/01t000000000001'), CONFIG);
    await settled();

    const copy = picture();
    expect(copy).not.toBeNull();
    // After #root, so the application's first render (which replaces #root's children) leaves it.
    expect(document.body.lastElementChild).toBe(copy);
    expect(copy!.getAttribute('aria-hidden')).toBe('true');
    expect(copy!.classList.contains('boot-picture')).toBe(true);
    expect(copy!.firstElementChild!.className).toBe('boot-picture__header');

    const crumbs = copy!.querySelector('.page-container.catalogue-page > .product > .breadcrumbs.boot-picture__crumbs');
    expect([...crumbs!.querySelectorAll('.breadcrumbs__list > .breadcrumbs__item > a')].map((text) => text.textContent)).toEqual(['Home', 'Neurology', 'Neurodiagnostics', 'EEG Electrodes & Caps']);
    // Texts that hold the breadcrumbs' place: no address, nothing to focus.
    expect(crumbs!.querySelectorAll('[href], [tabindex], button, input')).toHaveLength(0);

    const image = copy!.querySelector<HTMLImageElement>('.product > .product__top > .product__media > .gallery > .gallery__main > img.catalogue-image');
    // The preload as the early reads make it (PX-06-044; jsdom reflects only some of its properties).
    const preload = [...document.head.querySelectorAll('link')].find((link) => link.rel === 'preload' && link.as === 'image');
    expect(image).not.toBeNull();
    expect(preload).not.toBeNull();
    expect(image!.getAttribute('src')).toBe(preload!.getAttribute('href'));
    expect(image!.getAttribute('src')).toContain(IMAGE);
    expect(image!.getAttribute('srcset')).toBe(preload!.imageSrcset || null);
    expect(image!.getAttribute('sizes')).toBe(preload!.imageSrcset ? preload!.imageSizes : null);
    expect([image!.getAttribute('width'), image!.getAttribute('height'), image!.getAttribute('alt')]).toEqual(['640', '480', '']);
    // The buying column's room, so the gallery takes the column it takes on the page.
    expect(copy!.querySelector('.product__top > .product__summary')).not.toBeNull();
  });

  it('[PX-39-001] no copy without a gallery image, after a failed read, for a buyer acting for a stored account, on another page, or once the page already shows its content', async () => {
    const cases: Array<[string, EarlyWindow]> = [
      ['no image', earlyWindow('/product/01t000000000001', { answer: { ...DETAIL, defaultImage: null, mediaGroups: [] } })],
      ['failed read', earlyWindow('/product/01t000000000001', { answer: [{ errorCode: 'NOT_FOUND', message: 'x' }], status: 404 })],
      ['stored account', earlyWindow('/product/01t000000000001', { storage: { [EFFECTIVE_ACCOUNT_STORAGE_KEY]: JSON.stringify({ id: '001000000000001', name: 'Lakeshore Neurology Associates' }) } })],
      ['search page', earlyWindow('/search?term=electrode', { answer: { productsPage: { products: [{ id: '01t000000000001', defaultImage: { url: IMAGE } }] } } })],
      ['content shown', { ...earlyWindow('/product/01t000000000001'), [CONTENT_SHOWN_GLOBAL]: true }],
    ];
    for (const [name, win] of cases) {
      startEarlyReads(win, CONFIG);
      await settled();
      expect(picture(), name).toBeNull();
    }
  });

  it('[PX-39-001] a read that answers while the document is still parsed waits for the body', async () => {
    const listeners: Array<() => void> = [];
    const win = earlyWindow('/product/01t000000000001');
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.spyOn(document, 'addEventListener').mockImplementation(((type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') listeners.push(listener);
    }) as typeof document.addEventListener);
    startEarlyReads(win, CONFIG);
    await settled();
    expect(picture()).toBeNull();
    expect(listeners).toHaveLength(1);
    listeners[0]!();
    expect(picture()).not.toBeNull();
  });
});

describe('the copy gives way to the page', () => {
  async function withCopy() {
    startEarlyReads(earlyWindow('/product/01t000000000001'), CONFIG);
    await settled();
    return picture()!.querySelector('img')!.getAttribute('src')!;
  }

  it('[PX-39-002] the page shows its image: the copy stays until that image is decoded, then goes', async () => {
    const src = await withCopy();
    const own = document.createElement('img');
    own.setAttribute('src', src);
    let decoded: () => void = () => undefined;
    own.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    document.body.prepend(own);

    releaseBootPicture();
    await settled();
    expect(picture()).not.toBeNull();
    decoded();
    await settled();
    expect(picture()).toBeNull();
    expect(window[CONTENT_SHOWN_GLOBAL]).toBe(true);
  });

  it('[PX-39-002] the page shows something else (a failure, another page, another image): the copy goes at once; a later read adds none', async () => {
    await withCopy();
    const other = document.createElement('img');
    other.setAttribute('src', '/assets/other.svg');
    other.decode = () => new Promise<void>(() => undefined);
    document.body.prepend(other);
    releaseBootPicture();
    expect(picture()).toBeNull();

    // The flag the release leaves is what a late early read checks.
    startEarlyReads({ ...earlyWindow('/product/01t000000000001'), [CONTENT_SHOWN_GLOBAL]: window[CONTENT_SHOWN_GLOBAL] }, CONFIG);
    await settled();
    expect(picture()).toBeNull();
  });

  it('[PX-39-002] an image that cannot be decoded does not keep the copy', async () => {
    const src = await withCopy();
    const own = document.createElement('img');
    own.setAttribute('src', src);
    own.decode = () => Promise.reject(new Error('EncodingError'));
    document.body.prepend(own);
    releaseBootPicture();
    await settled();
    expect(picture()).toBeNull();
  });
});

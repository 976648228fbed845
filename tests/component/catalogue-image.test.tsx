// @vitest-environment jsdom
// Product images (gallery, cards, related products) come with the product as URLs (CC §3 image
// data, the product's media groups); the catalogue image turns such a URL into what the element
// asks for by the media path rules, with explicit dimensions and lazy loading below the fold.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_IMAGE, GALLERY_IMAGE, GALLERY_THUMB_IMAGE, type MediaOptions } from '../../machines/media/media-path.ts';
import { CatalogueImage } from '../../src/catalogue/CatalogueImage.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CDN: MediaOptions = { siteBasePath: '/store', optimiser: 'cdn' };
const attributes = (image: Element, names: string[]) => Object.fromEntries(names.map((name) => [name, image.getAttribute(name)]));

describe('catalogue image', () => {
  it('[SH-7-020][SH-7-021][SH-7-022][CC-9-021][CC-9-022][CC-9-023][CC-9-025][CC-9-026][PX-06-026] the main product image: under the base path, through the CDN optimiser, widths 640, 960 and 1920 with its sizes, half the screen from the tablet query 47.9375em', () => {
    const { container } = render(<CatalogueImage src="/img/products/p1.png" alt="Probe" geometry={GALLERY_IMAGE} priority options={CDN} />);
    const at = (width: number) => `/store/cdn-cgi/image/format=auto,width=${width}/store/sfsites/c/img/products/p1.png`;
    expect(attributes(container.querySelector('img')!, ['src', 'srcset', 'sizes', 'width', 'height', 'loading', 'fetchpriority'])).toEqual({
      src: at(640),
      srcset: `${at(640)} 640w, ${at(960)} 960w, ${at(1920)} 1920w`,
      sizes: '(min-width: 64em) 40vw, (min-width: 47.9375em) 50vw, 100vw',
      width: '640',
      height: '480',
      loading: 'eager',
      fetchpriority: 'high',
    });
  });

  it('[SH-7-023][SH-9-038][SH-7-024][SH-7-025][PX-06-026] a thumbnail is offered at 1x and 2x its width, never under 100 wide; lazy by default', () => {
    const { container } = render(<CatalogueImage src="/assets/p1.svg" alt="" geometry={GALLERY_THUMB_IMAGE} options={CDN} />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('srcset')).toBe('/store/cdn-cgi/image/format=auto,width=100/store/assets/p1.svg 1x, /store/cdn-cgi/image/format=auto,width=192/store/assets/p1.svg 2x');
    expect(attributes(image, ['width', 'height', 'loading', 'fetchpriority', 'sizes'])).toEqual({ width: '96', height: '72', loading: 'lazy', fetchpriority: null, sizes: null });
  });

  it('[CC-9-024] the fallback address is the density-1 candidate: the image at its own width, not twice it', () => {
    const { container } = render(<CatalogueImage src="/assets/p1.svg" alt="" geometry={CARD_IMAGE} options={CDN} />);
    const image = container.querySelector('img')!;
    const candidates = Object.fromEntries(image.getAttribute('srcset')!.split(', ').map((candidate) => candidate.split(' ').reverse()));
    expect(image.getAttribute('src')).toBe(candidates['1x']);
    expect(image.getAttribute('src')).toBe('/store/cdn-cgi/image/format=auto,width=160/store/assets/p1.svg');
    expect(candidates['2x']).toBe('/store/cdn-cgi/image/format=auto,width=320/store/assets/p1.svg');
  });

  it('[SH-7-020][SH-5-025][PX-06-026] without an optimiser one address is used; a data: URL is left as it is', () => {
    const none: MediaOptions = { siteBasePath: '/store', optimiser: 'none' };
    const { container } = render(
      <>
        <CatalogueImage src="/cms/delivery/media/MC1" alt="" geometry={CARD_IMAGE} eager options={none} />
        <CatalogueImage src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" geometry={CARD_IMAGE} options={CDN} />
      </>,
    );
    const [card, data] = [...container.querySelectorAll('img')];
    expect(attributes(card!, ['src', 'srcset', 'loading', 'width', 'height'])).toEqual({ src: '/store/sfsites/c/cms/delivery/media/MC1', srcset: null, loading: 'eager', width: '160', height: '120' });
    expect(attributes(data!, ['src', 'srcset'])).toEqual({ src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', srcset: null });
  });

  it('[PX-06-042] without an image the place is kept at the image\'s proportions', () => {
    const { container } = render(<CatalogueImage src={null} alt="" geometry={GALLERY_IMAGE} />);
    const placeholder = container.querySelector('.catalogue-image--placeholder') as HTMLElement;
    expect(placeholder.style.aspectRatio).toBe('640 / 480');
  });
});

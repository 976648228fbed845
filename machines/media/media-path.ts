// Media paths and source sets (SH-7-020..SH-7-025, SH-5-021..SH-5-025, CC-9-021..CC-9-026): where
// an image is fetched from, and which widths and densities the browser may choose between.

export const IMAGE_WIDTH_MOBILE = 640; // CC-9-021
export const IMAGE_WIDTH_TABLET = 960; // CC-9-022
export const IMAGE_WIDTH_DESKTOP = 1920; // CC-9-023
const IMAGE_DENSITY_DEFAULT = 1; // CC-9-024
export const IMAGE_DENSITIES = [1, 2] as const; // SH-7-024
const MIN_IMAGE_DIMENSION = 100; // SH-7-023, SH-9-038
const CDN_IMAGE_PREFIX = '/cdn-cgi/image/'; // SH-7-022
const CDN_FORMAT = 'format=auto'; // SH-7-022
export const SITE_MEDIA_PREFIX = '/sfsites/c'; // SH-7-021
export const BAD_SRCSET_WARNING = 'Bad srcset {0}. Skipping image.'; // SH-5-024
export const IMAGE_FETCH_WARNING = 'failed to fetch image with contentKey and SiteId'; // CC-8-023
/** Media path of a content key when the content call fails and there is no original URL (CC-8-025). */
export const CONTENT_MEDIA_PATH = '/cms/delivery/media/{0}'; // CC-8-025
/** Media query of each image width (CC-9-025, CC-9-026). */
const IMAGE_MEDIA_QUERIES = {
  tablet: '(min-width: 47.9375em)',
  desktop: '(min-width: 64em)',
} as const;

/** How a catalogue image is laid out: 'fill' spans its column (width candidates), 'fixed' is shown at its width (density candidates). */
export interface ImageGeometry {
  width: number;
  height: number;
  layout: 'fill' | 'fixed';
  /** For 'fill': the display width the browser chooses a width candidate by. */
  sizes?: string;
}

/**
 * The product page's main image: the column on desktop (CC-9-026), half the screen on a tablet, where
 * the page has two columns (CC-9-025), the screen's width below.
 */
export const GALLERY_IMAGE: ImageGeometry = { width: 640, height: 480, layout: 'fill', sizes: `${IMAGE_MEDIA_QUERIES.desktop} 40vw, ${IMAGE_MEDIA_QUERIES.tablet} 50vw, 100vw` };
export const GALLERY_THUMB_IMAGE: ImageGeometry = { width: 96, height: 72, layout: 'fixed' };
/** A category page's header image. */
export const CATEGORY_HEADER_IMAGE: ImageGeometry = { width: 160, height: 120, layout: 'fixed' };
/** A product card's image in listings and related products. */
export const CARD_IMAGE: ImageGeometry = { width: 160, height: 120, layout: 'fixed' };

/** 'cdn': an edge image optimiser answers /cdn-cgi/image/; 'none': images are served as stored. */
export type ImageOptimiser = 'cdn' | 'none';

export interface MediaOptions {
  /** The site base path, '' when the store is served at the origin root. */
  siteBasePath: string;
  optimiser: ImageOptimiser;
}

function isDataUrl(url: string): boolean {
  return /^data:/i.test(url.trim());
}

/** The site base path as media paths use it: no trailing slash, a leading one unless empty. */
function normaliseBasePath(basePath: string): string {
  const trimmed = basePath.trim().replace(/\/+$/, '');
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function isUnder(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`) || path.startsWith(`${folder}?`);
}

/**
 * The address of a media path: /cms and /img paths get the site base path plus /sfsites/c, asset
 * paths the site base path; data: and absolute URLs, and other paths, are left as they are.
 */
export function mediaPath(url: string, siteBasePath: string): string {
  // data:, absolute and protocol-relative URLs never match a folder below (all start with one '/').
  const base = normaliseBasePath(siteBasePath);
  if (base !== '' && isUnder(url, base)) return url;
  if (isUnder(url, '/cms') || isUnder(url, '/img')) return `${base}${SITE_MEDIA_PREFIX}${url}`;
  if (isUnder(url, '/assets') || isUnder(url, '/file-asset') || isUnder(url, '/file-asset-public')) return `${base}${url}`;
  return url;
}

/** An optimiser width: a whole number of at least 100. */
export function optimisedWidth(width: number): number {
  return Math.max(MIN_IMAGE_DIMENSION, Math.ceil(Number.isFinite(width) ? width : MIN_IMAGE_DIMENSION));
}

/** The address of the image at a width: through /cdn-cgi/image/ with format=auto for the CDN optimiser. */
export function imageUrl(url: string, width: number, options: MediaOptions): string {
  const path = mediaPath(url, options.siteBasePath);
  if (options.optimiser !== 'cdn' || isDataUrl(path)) return path;
  const base = normaliseBasePath(options.siteBasePath);
  const source = path.replace(/^\//, '');
  return `${base}${CDN_IMAGE_PREFIX}${CDN_FORMAT},width=${optimisedWidth(width)}/${source}`;
}

/** Density candidates for an image shown `displayWidth` CSS pixels wide: 1x and 2x (only with an optimiser). */
export function densitySrcSet(url: string, displayWidth: number, options: MediaOptions): string | undefined {
  if (options.optimiser !== 'cdn' || isDataUrl(url)) return undefined;
  return IMAGE_DENSITIES.map((density) => `${imageUrl(url, displayWidth * density, options)} ${density}x`).join(', ');
}

/** Width candidates 640, 960 and 1920 for images that fill the layout (only with an optimiser). */
export function widthSrcSet(url: string, options: MediaOptions, widths: readonly number[] = [IMAGE_WIDTH_MOBILE, IMAGE_WIDTH_TABLET, IMAGE_WIDTH_DESKTOP]): string | undefined {
  if (options.optimiser !== 'cdn' || isDataUrl(url)) return undefined;
  return widths.map((width) => `${imageUrl(url, width, options)} ${optimisedWidth(width)}w`).join(', ');
}

const DESCRIPTOR = /^(?:\d+w|\d+(?:\.\d+)?x)$/;
// A stray null, undefined or NaN from string building, alone or glued to a w/x descriptor ("NaNw").
const BAD_TOKEN = /(?<![A-Za-z])(?:null|undefined|NaN)(?![a-vyzA-Z])/;

/** A URL token: never blank nor holding whitespace, as it is split from a trimmed, non-empty entry. */
function isValidUrl(url: string): boolean {
  try {
    new URL(url, 'http://origin.invalid');
    return true;
  } catch {
    return false;
  }
}

/**
 * A source set with only acceptable entries: a valid URL with an optional width or density
 * descriptor. Entries mentioning null, undefined or NaN are skipped with the warning; a data: URL
 * is returned as is (its commas are not separators).
 */
export function validSrcSet(srcset: string | readonly (string | null | undefined)[], warn: (message: string) => void = () => {}): string {
  if (typeof srcset === 'string' && isDataUrl(srcset)) return srcset;
  const entries = typeof srcset === 'string' ? srcset.split(/,\s+/) : srcset.map((entry) => String(entry));
  const accepted: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim().replace(/,+$/, '');
    if (entry === '') continue;
    if (BAD_TOKEN.test(entry)) {
      warn(BAD_SRCSET_WARNING.replace('{0}', () => entry));
      continue;
    }
    if (isDataUrl(entry)) {
      accepted.push(entry);
      continue;
    }
    const [url, descriptor, ...rest] = entry.split(/\s+/) as [string, ...string[]];
    if (rest.length > 0 || !isValidUrl(url) || (descriptor !== undefined && !DESCRIPTOR.test(descriptor))) continue;
    accepted.push(descriptor === undefined ? url : `${url} ${descriptor}`);
  }
  return accepted.join(', ');
}

/** What the image element of an image of this geometry is given: its address, its candidates and, for 'fill', its sizes. */
export function imageSources(url: string, geometry: ImageGeometry, options: MediaOptions, warn?: (message: string) => void): { src: string; srcSet?: string; sizes?: string } {
  const candidates = geometry.layout === 'fill' ? widthSrcSet(url, options) : densitySrcSet(url, geometry.width, options);
  const srcSet = candidates ? validSrcSet(candidates, warn) : '';
  // The fallback address is the density-1 candidate (CC-9-024): browsers without srcset get 1x.
  const src = imageUrl(url, geometry.width * IMAGE_DENSITY_DEFAULT, options);
  if (srcSet === '') return { src };
  return { src, srcSet, ...(geometry.layout === 'fill' && geometry.sizes ? { sizes: geometry.sizes } : {}) };
}

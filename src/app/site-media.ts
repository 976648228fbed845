// Where this store is served and how its media are addressed (SH-7-020..SH-7-022): read by the
// application, the catalogue's images and index.html's early image preload (src/app/early-reads/), so
// all of them ask for the same addresses.
import type { ImageOptimiser, MediaOptions } from '../../machines/media/media-path.ts';

/** The site base path of the store (served at the origin root; docs/CONVENTIONS.md). */
export const SITE_BASE_PATH = '';

/** The sandbox and the preview serve images as stored; a CDN deployment switches this to 'cdn'. */
const IMAGE_OPTIMISER: ImageOptimiser = 'none';

export const MEDIA_OPTIONS: MediaOptions = { siteBasePath: SITE_BASE_PATH, optimiser: IMAGE_OPTIMISER };

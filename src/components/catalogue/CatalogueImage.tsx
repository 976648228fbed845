// An image of the catalogue with its address from the media path rules (SH-7-020..SH-7-024),
// a validated source set (SH-5-021..SH-5-025), explicit dimensions so nothing shifts while it
// loads, and lazy loading unless it is above the fold.
import { densitySrcSet, imageUrl, validSrcSet, widthSrcSet, type ImageOptimiser, type MediaOptions } from '../../../machines/media/media-path.ts';
import { SITE_BASE_PATH } from '../../app/StoreProvider.tsx';

/** The sandbox and the preview serve images as stored; a CDN deployment switches this to 'cdn'. */
export const IMAGE_OPTIMISER: ImageOptimiser = 'none';

export const MEDIA_OPTIONS: MediaOptions = { siteBasePath: SITE_BASE_PATH, optimiser: IMAGE_OPTIMISER };

export interface CatalogueImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The likely largest paint: load at once with high priority. */
  priority?: boolean;
  /** Above the fold but not the first: load at once, without raising its priority over the first. */
  eager?: boolean;
  /** 'fill': the image spans its column (width candidates); 'fixed': shown at `width` (density candidates). */
  layout?: 'fill' | 'fixed';
  sizes?: string;
  className?: string;
  options?: MediaOptions;
}

export function CatalogueImage({ src, alt, width, height, priority = false, eager = false, layout = 'fixed', sizes, className, options = MEDIA_OPTIONS }: CatalogueImageProps) {
  if (!src) {
    return <span className={`catalogue-image catalogue-image--placeholder ${className ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }} aria-hidden="true" />;
  }
  const candidates = layout === 'fill' ? widthSrcSet(src, options) : densitySrcSet(src, width, options);
  const srcSet = candidates ? validSrcSet(candidates, (message) => console.warn(message)) : undefined;
  return (
    <img
      className={`catalogue-image ${className ?? ''}`}
      src={imageUrl(src, width, options)}
      srcSet={srcSet || undefined}
      sizes={srcSet && layout === 'fill' ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

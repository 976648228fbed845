// An image of the catalogue with its address from the media path rules (SH-7-020..SH-7-024),
// a validated source set (SH-5-021..SH-5-025), explicit dimensions so nothing shifts while it
// loads, and lazy loading unless it is above the fold.
import { imageSources, type ImageGeometry, type MediaOptions } from '../../machines/media/media-path.ts';
import { MEDIA_OPTIONS } from '../app/site-media.ts';

export interface CatalogueImageProps {
  src: string | null | undefined;
  alt: string;
  /** Its size and layout (machines/media/media-path.ts): the width and height are set on the element. */
  geometry: ImageGeometry;
  /** The likely largest paint: load at once with high priority. */
  priority?: boolean;
  /** Above the fold but not the first: load at once, without raising its priority over the first. */
  eager?: boolean;
  className?: string;
  options?: MediaOptions;
}

export function CatalogueImage({ src, alt, geometry, priority = false, eager = false, className, options = MEDIA_OPTIONS }: CatalogueImageProps) {
  const { width, height } = geometry;
  if (!src) {
    return <span className={`catalogue-image catalogue-image--placeholder ${className ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }} aria-hidden="true" />;
  }
  const sources = imageSources(src, geometry, options, (message) => console.warn(message));
  return (
    <img
      className={`catalogue-image ${className ?? ''}`}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

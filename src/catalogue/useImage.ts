// An image through content delivery (CC-1-011): read by its content key from the site's managed
// content when it has one, else from its own URL; failures fall back (CC-8-023..CC-8-025).
import { resolveImage, type ImageData, type ImageInfo } from '../../machines/media/image-data.ts';
import { useApi } from '../app/store/parts.tsx';
import { MEDIA_OPTIONS } from '../app/site-media.ts';
import { useResource } from '../components/layout/useResource.ts';

/** The store's site (docs/CONVENTIONS.md); content delivery reads the site's managed content. */
const SITE_ID = '0DM000000000001';

export function useImage(info: ImageInfo | null): ImageData | undefined {
  const api = useApi();
  const resource = useResource(info, (key, signal) =>
    key ? resolveImage(key, { reader: api.content, siteId: SITE_ID, options: MEDIA_OPTIONS }, signal) : Promise.resolve(undefined),
  );
  return resource.data;
}

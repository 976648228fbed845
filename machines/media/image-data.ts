// Images through content delivery (CC-1-011, CC-3-020, CC-3-021, CC-8-023..CC-8-025): an image
// named by a content key is read from the site's managed content; when that read fails the image
// falls back to its original URL, else to the media path of the content key.
import type { Tolerant, Wire } from '../wire.ts';
import { CONTENT_MEDIA_PATH, IMAGE_FETCH_WARNING, mediaPath, widthSrcSet, type MediaOptions } from './media-path.ts';

/** Image info as a component receives it (CC-3-020). */
export interface ImageInfo {
  contentKey?: string | null;
  url?: string | null;
  altText?: string | null;
  overrideAltText?: boolean;
  imageAltText?: string | null;
  bgPosition?: string | null;
  bgSizeOrRepeat?: string | null;
}

/** Image data as it is rendered (CC-3-021). */
export interface ImageData {
  Url: string;
  RawUrl: string;
  AltText: string;
  ContentKey: string | null;
  SrcSet: string | undefined;
}

type WireContentNodes = NonNullable<Wire['ManagedContent']['contentNodes']>;

/**
 * The managed content item of an image, as the content-delivery call answers it (the contract's
 * ManagedContent), read tolerantly: any field or node may be absent or null.
 */
type ManagedImageContent = Tolerant<Pick<Wire['ManagedContent'], 'contentKey' | 'title'>> & {
  contentNodes?: { source?: Tolerant<Wire['ContentMediaNode']> | null; altText?: Tolerant<Wire['ContentTextNode']> | null; title?: Tolerant<WireContentNodes['title']> | null } | null;
};

/** The alt text: the component's own when it overrides, else the content's, else the info's. */
export function altTextOf(info: ImageInfo, contentAltText?: string | null): string {
  if (info.overrideAltText) return info.imageAltText ?? '';
  return contentAltText ?? info.altText ?? '';
}

function imageData(rawUrl: string, info: ImageInfo, options: MediaOptions, contentAltText?: string | null): ImageData {
  return {
    Url: mediaPath(rawUrl, options.siteBasePath),
    RawUrl: rawUrl,
    AltText: altTextOf(info, contentAltText),
    ContentKey: info.contentKey ?? null,
    SrcSet: widthSrcSet(rawUrl, options),
  };
}

/** CC-8-024, CC-8-025: the original URL, else the media path built from the content key. */
export function fallbackImage(info: ImageInfo, options: MediaOptions): ImageData | undefined {
  if (info.url) return imageData(info.url, info, options);
  if (info.contentKey) return imageData(CONTENT_MEDIA_PATH.replace('{0}', () => info.contentKey!), info, options);
  return undefined;
}

export interface ContentReader {
  content(channelOrSiteId: string, contentKeyOrId: string, options?: { includeContentBody?: boolean }, signal?: AbortSignal): Promise<unknown>;
}

/**
 * The image of an image info: read from content delivery when it names a content key, else its URL.
 * A failed read warns 'failed to fetch image with contentKey and SiteId' and falls back.
 */
export async function resolveImage(
  info: ImageInfo,
  source: { reader: ContentReader; siteId: string; options: MediaOptions; warn?: (message: string) => void },
  signal?: AbortSignal,
): Promise<ImageData | undefined> {
  if (!info.contentKey) return fallbackImage(info, source.options);
  try {
    const content = (await source.reader.content(source.siteId, info.contentKey, { includeContentBody: true }, signal)) as ManagedImageContent;
    const url = content.contentNodes?.source?.url;
    if (!url) throw new Error('content has no image source');
    return imageData(url, info, source.options, content.contentNodes?.altText?.value ?? null);
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
    (source.warn ?? console.warn)(IMAGE_FETCH_WARNING);
    return fallbackImage(info, source.options);
  }
}

// PX-39-002: index.html's copy of the product page's main image (src/app/early-reads/boot-picture.ts,
// PX-39-001) stays while the page shows its loading view and goes once the page shows its content.
// By then the page's own image is in the same place: the copy goes when that image is decoded, so no
// frame shows neither. Whatever else the page shows (a failure, another page after a click) replaces it too.

/** The copy's element id (index.html's early reads add it after #root). */
export const BOOT_PICTURE_ID = 'boot-picture';
/** Set once the page has shown its content: an early read answering after that adds no copy. */
export const CONTENT_SHOWN_GLOBAL = '__pageContentShown';

declare global {
  interface Window {
    [CONTENT_SHOWN_GLOBAL]?: boolean;
  }
}

export function releaseBootPicture(): void {
  window[CONTENT_SHOWN_GLOBAL] = true;
  const picture = document.getElementById(BOOT_PICTURE_ID);
  if (!picture) return;
  const copy = picture.querySelector('img');
  const own = copy && [...document.images].find((image) => image !== copy && image.getAttribute('src') === copy.getAttribute('src'));
  if (!own) return picture.remove();
  void own
    .decode()
    .catch(() => undefined)
    .then(() => picture.remove());
}

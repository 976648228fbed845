// PX-39-001: the product page's main image, shown by index.html's early reads as soon as it arrives,
// before the application has run, at the place and size the page gives it. Without it the largest
// paint would wait for all of the page's code to run although the image has long arrived (Lighthouse's
// render delay). It is a copy of the page's layout down to the image, with
// the same classes (the stylesheet is inlined in index.html): the header's room, the page container,
// the breadcrumbs (kept invisible: they only hold the image's place, and their text wraps as the
// page's do) and the gallery's frame. It sits outside #root, so the application's first render does
// not remove it; src/app/boot-picture.ts removes it once the page shows its content (PX-39-002).
import { breadcrumbs, type CategoryPathEntry } from '../../../machines/catalogue/breadcrumbs.ts';
import type { imageSources } from '../../../machines/media/media-path.ts';
import { breadcrumbLabels } from '../../labels/breadcrumbs.ts';
import { BOOT_PICTURE_ID, CONTENT_SHOWN_GLOBAL } from '../boot-picture.ts';

/** The parts of the document the picture needs (jsdom in the unit tests). */
export interface BootPictureDocument {
  readyState: DocumentReadyState;
  body: Pick<HTMLElement, 'appendChild'> | null;
  createElement(tag: string): HTMLElement;
  addEventListener(type: 'DOMContentLoaded', listener: () => void): void;
}

export interface BootPictureWindow {
  document: BootPictureDocument;
  [CONTENT_SHOWN_GLOBAL]?: boolean;
}

/** One element with its classes and children. */
function element(doc: BootPictureDocument, tag: string, className: string, ...children: HTMLElement[]): HTMLElement {
  const made = doc.createElement(tag);
  if (className) made.className = className;
  for (const child of children) made.appendChild(child);
  return made;
}

/** The breadcrumbs as the page lays them out (src/catalogue/BreadcrumbsUi.tsx): texts only, no links. */
function crumbsOf(doc: BootPictureDocument, path: readonly CategoryPathEntry[] | null | undefined): HTMLElement | null {
  const crumbs = breadcrumbs(path);
  // The product page shows no breadcrumbs without a category path (ProductDetailUi).
  if (crumbs.length === 0) return null;
  const items = [breadcrumbLabels.home, ...crumbs.map((crumb) => crumb.label)].map((label) => {
    // An anchor without an address: the page's links' box (`.breadcrumbs__item a`), neither focusable nor a link.
    const text = doc.createElement('a');
    text.textContent = label;
    return element(doc, 'li', 'breadcrumbs__item', text);
  });
  return element(doc, 'div', 'breadcrumbs boot-picture__crumbs', element(doc, 'ol', 'breadcrumbs__list', ...items));
}

export interface BootPictureImage {
  sources: ReturnType<typeof imageSources>;
  width: number;
  height: number;
}

/**
 * Shows the image where the product page will (PX-39-001), unless the application already shows the
 * page's content (a read that answered late): then the page's own image is there.
 */
export function showBootPicture(win: BootPictureWindow, image: BootPictureImage, categoryPath: readonly CategoryPathEntry[] | null | undefined): void {
  const doc = win.document;
  const show = () => {
    if (win[CONTENT_SHOWN_GLOBAL] || !doc.body) return;
    const img = doc.createElement('img') as HTMLImageElement;
    img.className = 'catalogue-image';
    img.alt = '';
    img.width = image.width;
    img.height = image.height;
    // The same address, candidates and sizes as the page's image and the preload: one request.
    if (image.sources.srcSet) img.srcset = image.sources.srcSet;
    if (image.sources.sizes) img.sizes = image.sources.sizes;
    img.src = image.sources.src;
    img.fetchPriority = 'high';
    const gallery = element(doc, 'div', 'gallery', element(doc, 'div', 'gallery__main', img));
    const top = element(doc, 'div', 'product__top', element(doc, 'div', 'product__media', gallery), element(doc, 'div', 'product__summary'));
    const crumbs = crumbsOf(doc, categoryPath);
    const product = element(doc, 'div', 'product', ...(crumbs ? [crumbs] : []), top);
    const picture = element(doc, 'div', 'boot-picture', element(doc, 'div', 'boot-picture__header'), element(doc, 'div', 'page-container catalogue-page', product));
    picture.id = BOOT_PICTURE_ID;
    picture.setAttribute('aria-hidden', 'true');
    doc.body.appendChild(picture);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', show);
  else show();
}

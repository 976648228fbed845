// PX-41-001: on the pages whose first screen waits for the session (PX-27-001, PX-22-003), the
// signed-in buyer's promo banners are the largest thing on that screen, and the application can only
// render them once its entry, the page's code and the session read are all in. index.html's early
// session read knows who is signed in as soon as it answers: this part of the early script then puts
// the banners the buyer sees (visiblePromoBanners, the rule the application applies) into index.html's
// placeholder, above its header bar, where the application's layout puts them. Their markup is the
// banner component's own, rendered at build (build/plugins/boot-banner.ts), so text and markup have
// one source; the application's layout replaces the placeholder in the commit that shows its own.
import { readDismissedBanners } from '../../../machines/layout/dismissed-banners.ts';
import { visiblePromoBanners, type PromoBanner } from '../../../machines/layout/promo-banners.ts';
import { isSignedIn, type RawSessionContext } from '../../../machines/session/session-context.ts';
import { BOOT_SHELL_SELECTOR, ENTRY_WAITS_FOR_SHELL_MS, BOOT_SHELL_SHOWN_GLOBAL, BOOT_SHELL_WAITS_ATTRIBUTE } from '../boot-shell.ts';

/** What the build renders from the banner component: the region around the banners and each banner. */
export interface BootBannerConfig {
  /** The store's banners (visiblePromoBanners picks the buyer's). */
  banners: readonly PromoBanner[];
  /** The region's opening and closing tags. */
  region: readonly [open: string, close: string];
  /** Each banner's markup, by banner id. */
  items: Readonly<Record<string, string>>;
}

/** The markup of the banners a session's buyer sees; null for a guest or a buyer who sees none. */
export function bootBannerMarkup(config: BootBannerConfig, session: RawSessionContext | null, dismissed?: ReadonlySet<string>): string | null {
  if (!isSignedIn(session)) return null;
  const visible = visiblePromoBanners(config.banners, session?.buyerGroups, dismissed);
  const items = visible.map((banner) => config.items[banner.id]);
  // A banner the build did not render: show none rather than a different list than the application.
  if (visible.length === 0 || items.some((item) => item === undefined)) return null;
  return config.region[0] + items.join('') + config.region[1];
}

export interface BootBannerDocument {
  querySelector(selector: string): Pick<Element, 'insertAdjacentHTML'> | null;
}

/** When the early session read answers for a signed-in buyer, paints the buyer's banners at the placeholder's top; settles once it has acted. */
export function showBootBanner(document: Partial<BootBannerDocument>, sessionRead: Promise<Response>, config: BootBannerConfig, dismissed?: ReadonlySet<string>): Promise<void> {
  return sessionRead
    .then((response) => (response.ok ? (response.clone().json() as Promise<RawSessionContext>) : null))
    .then((session) => {
      const markup = bootBannerMarkup(config, session, dismissed);
      // Once the application's layout is in, the placeholder is gone and the layout shows the banners.
      if (markup) document.querySelector?.(BOOT_SHELL_SELECTOR)?.insertAdjacentHTML('afterbegin', markup);
    })
    .catch(() => undefined);
}

/** The parts of the window showBootShell uses (a fake in the unit tests). */
export interface BootShellWindow {
  document: Partial<BootBannerDocument> & { documentElement?: Pick<Element, 'setAttribute' | 'removeAttribute'> | null };
  /** Always there in a browser; a fake window without it lets the entry wait for the placeholder alone. */
  setTimeout?(callback: () => void, ms: number): unknown;
  [BOOT_SHELL_SHOWN_GLOBAL]?: Promise<void>;
  /** Where the banners dismissed this session are kept (PX-70-009). */
  sessionStorage?: Pick<Storage, 'getItem'>;
}

/**
 * PX-50-001: the placeholder waits, unpainted, for the early session read, then shows its bar in the
 * same step that puts the buyer's banners above it (PX-41-001): painted together, the bar is never
 * moved down by them (that would be a layout shift, of the banners' height, on every signed-in page). A
 * guest, a failed read or a buyer who sees no banner get the bar alone at that moment; the first
 * screen waits for that read anyway (PX-27-001). The entry's start (build/plugins/paint-first.ts)
 * waits for the placeholder too, but no longer than ENTRY_WAITS_FOR_SHELL_MS: that promise is left
 * on the window. Returns the placeholder's: settled once it is shown.
 */
export function showBootShell(win: BootShellWindow, sessionRead: Promise<Response>, config: BootBannerConfig): Promise<void> {
  const root = win.document.documentElement;
  root?.setAttribute(BOOT_SHELL_WAITS_ATTRIBUTE, '');
  // Banners and bar in one task: the bar is shown in the microtask after the banners' insertion.
  const shown = showBootBanner(win.document, sessionRead, config, readDismissedBanners(win.sessionStorage)).then(() => root?.removeAttribute(BOOT_SHELL_WAITS_ATTRIBUTE));
  const waited = new Promise<void>((resolve) => win.setTimeout?.(resolve, ENTRY_WAITS_FOR_SHELL_MS));
  win[BOOT_SHELL_SHOWN_GLOBAL] = Promise.race([shown, waited]);
  return shown;
}

// index.html's placeholder (the header's bar and, from the early script, a signed-in buyer's promo
// banners: PX-41-001) sits outside the application's root, so the application's renders leave it in
// place until its layout is committed, which removes it in the same commit (PX-41-002): the browser
// never paints a frame with both or with neither.

export const BOOT_SHELL_SELECTOR = 'body > .boot-shell';

export function documentBootShell(): Element | null {
  return typeof document === 'undefined' ? null : document.querySelector(BOOT_SHELL_SELECTOR);
}

/**
 * PX-50-001: on the pages whose first screen waits for the session, index.html's early script keeps
 * the placeholder unpainted (this attribute on the document's root element, styles.css) until the
 * early session read has answered, and then shows it with the buyer's promo banners in one step, so
 * the banners never push the header's bar down after it has been painted.
 */
export const BOOT_SHELL_WAITS_ATTRIBUTE = 'data-boot-shell-waits';

/** PX-50-001: the promise, on the window, that the entry's start waits for (build/plugins/paint-first.ts): the placeholder shown, or ENTRY_WAITS_FOR_SHELL_MS. */
export const BOOT_SHELL_SHOWN_GLOBAL = '__bootShellShown';

/**
 * PX-50-001: how long the entry's start waits for the placeholder to be shown. The session read
 * usually answers well before the entry has downloaded; a slower one (the first screen waits for it
 * anyway, PX-27-001) no longer holds the entry back once this has passed.
 */
export const ENTRY_WAITS_FOR_SHELL_MS = 1000;

// index.html's placeholder (the header's bar and, from the early script, a signed-in buyer's promo
// banners: PX-41-001) sits outside the application's root, so the application's renders leave it in
// place until its layout is committed, which removes it in the same commit (PX-41-002): the browser
// never paints a frame with both or with neither.

export const BOOT_SHELL_SELECTOR = 'body > .boot-shell';

export function documentBootShell(): Element | null {
  return typeof document === 'undefined' ? null : document.querySelector(BOOT_SHELL_SELECTOR);
}

// Layout, header and footer values of the shell document (SH §2, §6, §9) and the values the
// project chose where the specification leaves them open (PX-05-…), each next to its rule id.

// Breakpoints (em of a 16px root)
export const SMALL_MAX_EM = 47.9375; // SH-2-095, SH-9-014
export const LARGE_MIN_EM = 64.0625; // SH-2-097, SH-9-016
export const ROOT_FONT_SIZE_PX = 16;
export const SMALL_MEDIA_QUERY = `(max-width: ${SMALL_MAX_EM}em)`; // SH-2-095
export const LARGE_MEDIA_QUERY = `(min-width: ${LARGE_MIN_EM}em)`; // SH-2-097

// Header
export const DEFAULT_HEADER_VARIANT = 'desktop'; // SH-2-035
// A debounce whose length the specification does not give waits this long (SH-9-036).
const DEBOUNCE_DEFAULT_MS = 150; // SH-9-036
// 'A short delay' (SH-2-036) of quiet before the header follows the form factor: a debounce the
// specification gives no length for, so the default one (SH-9-036, PX-05-001).
export const HEADER_VARIANT_CHANGE_DELAY_MS = DEBOUNCE_DEFAULT_MS;
export const LOGO_DEFAULT_WIDTH_PX = 250; // SH-2-048
export const LOGO_MAX_HEIGHT_PX = { mobile: 25, tablet: 45, desktop: 75 } as const; // SH-2-049, SH-2-050, SH-2-051

// Footer
export const CARD_LOGO_SIZE_PX = 40; // SH-2-058

// Code loaded on demand: asked for again after these waits before it counts as failed (PX-05-025).
export const CODE_LOAD_RETRY_DELAYS_MS = [500, 1500] as const;

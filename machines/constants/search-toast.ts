// Search box, menu publish status, grid, toast and consent constants, verbatim from the
// specification, each next to the rule id it comes from.

// --- Search box ---
export const SEARCH_TERM_MAX_LENGTH = 255; // SH-5-027, SH-9-034
export const SEARCH_ANNOUNCE_DEBOUNCE_MS = 200; // CC-4-011, CC-9-027
export const ADVANCED_SEARCH_TEXT_TEMPLATE = 'search for {term}'; // CC-4-009
export const SUGGESTION_CATEGORY_QUERY = 'query-suggestion'; // CC-3-003
export const SUGGESTION_CATEGORY_ADVANCED = 'advanced-search'; // CC-3-003
export const SUGGESTION_TYPE = 'option-inline'; // CC-3-004
// The icons are not named by the specification; they follow the category:name form of SH-5.
export const SUGGESTION_ICON_RECENT = 'utility:clock'; // CC-3-001
export const SUGGESTION_ICON_ADVANCED = 'utility:search'; // CC-3-001
export const SUGGESTION_ICON_TEXT_RECENT = 'Recent search'; // CC-3-001
export const SUGGESTION_ICON_TEXT_ADVANCED = 'Search'; // CC-3-001

// --- Menu publish status ---
export const MENU_PUBLISH_STATUS_PREVIEW = 'Draft'; // CC-4-020
export const MENU_PUBLISH_STATUS_DEFAULT = 'Live'; // CC-4-021

// --- Toast ---
export const TOAST_VARIANTS = ['info', 'success', 'warning', 'error'] as const; // CC-5-042
export const TOAST_VARIANT_DEFAULT = 'info'; // CC-5-043
export const TOAST_MODES = ['dismissible', 'sticky'] as const; // CC-5-044
export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const; // CC-5-045
export const TOAST_POSITION_DEFAULT = 'top-center'; // CC-5-046
export const MAX_TOASTS_MIN = 1; // CC-5-047
export const MAX_TOASTS_DEFAULT = 3; // CC-4-056, CC-5-048, CC-9-016
export const TOAST_AUTO_CLOSE_MS = 4800; // CC-9-011
export const TOAST_AUTO_CLOSE_WITH_LINK_MS = 9600; // CC-9-012
export const TOAST_FADE_MS = 400; // CC-9-015 (0.4 s)
export const TOAST_SMALL_SCREEN_MAX_PX = 480; // CC-9-017
export const OVERLAY_Z_INDEX_START = 9000; // CC-9-018
export const TOAST_Z_INDEX = 10000; // CC-9-019
export const Z_INDEX_INCREMENT = 2; // CC-9-020
export const TOAST_ERROR_MISSING_CONFIG = 'missing config'; // CC-8-027
export const TOAST_ERROR_MISSING_CLASS = 'missing toast class'; // CC-8-028
export const TOAST_ERROR_MISSING_LABEL = 'missing required property label'; // CC-8-029

// --- Consent ---
export const CONSENT_CATEGORIES = ['essential', 'preferences', 'statistics', 'marketing'] as const; // CC-3-019
export const RECOMMENDATIONS_CONSENT_CATEGORY = 'statistics'; // CC-4-026
// Essential cookies keep the store working, so the banner always has them on.
export const CONSENT_ESSENTIAL_CATEGORY = 'essential'; // CC-3-019, PX-06-023

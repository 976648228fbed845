// Navigation, profile menu and modal: every message, limit and timing of the specification,
// each next to the rule id it comes from.

// Profile menu
export const PROFILE_MENU_DROPPED_ACTION_TYPES = ['DataSourceDriven', 'MenuLabel'] as const; // SH-2-079
export const NON_LINK_TARGET = '#'; // SH-2-083
export const MODAL_NAME_SEPARATOR_FROM = ':'; // SH-2-078
export const MODAL_NAME_SEPARATOR_TO = '/'; // SH-2-078
export const LOGOUT_ITEM_ID = 'logout'; // SH-2-081 (id chosen by the project; the label is configurable, SH-2-082)
export const NO_REFERRER_REL = 'noreferrer'; // SH-2-077
export const PROFILE_MENU_OFFSET_PX = 40; // SH-2-085
export const PROFILE_MENU_MAX_HEIGHT = '80vh'; // SH-2-086

// Navigation items
export const NAV_DROPPED_ACTION_TYPES = ['SystemLink', 'Modal'] as const; // SH-3-074
export const NEW_WINDOW_TARGET = 'NewWindow'; // SH-3-075
export const TARGET_BLANK = '_blank'; // SH-3-075
export const TARGET_SELF = '_self'; // SH-3-076
// The 'opens in new tab' label; {0} is replaced by the item label (exact wording not shown). SH-3-073
export const OPENS_IN_NEW_TAB_LABEL = '{0} (opens in new tab)';
export const EXTERNAL_WINDOW_FEATURES = 'noopener,noreferrer'; // SH-2-100
export const NAV_ALIGNMENTS = ['left', 'center', 'right'] as const; // SH-2-089
export const DEFAULT_NAV_ALIGNMENT = 'left'; // SH-2-090, SH-5-031
export const MORE_ITEM_ID = 'more-item'; // SH-2-104
export const MORE_ITEM_TYPE = 'MoreMenu'; // SH-2-104
export const MORE_ITEM_LABEL = 'More'; // SH-2-091
export const APP_LAUNCHER_ITEM_ID = 'app-launcher-item'; // SH-2-107
export const APP_LAUNCHER_ITEM_TYPE = 'AppLauncher'; // SH-2-107 (type name chosen by the project)
export const ALL_CATEGORY_LABEL = 'All {category}'; // SH-4-053

// Limits and timings
export const NAV_BAR_MAX_ITEMS = 20; // SH-9-018
export const DRILL_DOWN_ITEM_LIMIT = 500; // SH-9-019 (itemLimit overrides, SH-9-020)
export const NAV_MAX_DEPTH = 5; // SH-5-029, SH-5-030, SH-9-021
export const OVERFLOW_THROTTLE_MS = 100; // SH-4-065, SH-9-022
export const SLIDE_ANIMATION_MS = 200; // SH-4-057, SH-9-030
export const SLIDE_BACK = 'left-to-right'; // SH-4-058
export const SLIDE_DRILL_IN = 'right-to-left'; // SH-4-059

// Layout values the view applies
export const LIST_Z_INDEX = 500; // SH-9-027
export const MOBILE_Z_INDEX = 10000; // SH-9-028

// Links
export const MAILTO_PREFIX = 'mailto:'; // SH-5-018
export const TEL_PREFIX = 'tel:'; // SH-5-018
export const SITE_RELATIVE_PREFIX = '/'; // SH-5-016
export const FRAGMENT_PREFIX = '#'; // SH-5-017
// Object names whose record pages may use urlName or urlPath instead of a record id (SH-2-130,
// SH-2-131, SH-2-134); the platform's API names, which the specification does not spell out.
export const URL_NAME_RECORD_OBJECTS = ['Knowledge__kav', 'Product2'] as const; // SH-2-130
export const URL_PATH_RECORD_OBJECTS = ['DataCategory', 'ProductCategory'] as const; // SH-2-131
export const URL_NAME_RELATIONSHIP_OBJECTS = ['Knowledge__kav'] as const; // SH-2-134

// Modal
// Type-ahead in menus: typed characters add up to one search until this long a pause (SH-9-037).
export const KEY_BUFFER_TIMEOUT_MS = 700; // SH-9-037
// Focus trap of the modal, the picker, the mobile navigation and the mini cart (console-only, SH §8)
export const FOCUS_TRAP_ID_REQUIRED = 'The focus trap requires an id'; // SH-8-019
export const NO_FOCUSABLE_ELEMENTS = 'No focusable elements found.'; // SH-8-020
export const MODAL_SIZES = ['small', 'medium', 'large', 'full'] as const; // SH-4-080
export const DEFAULT_MODAL_SIZE = 'medium'; // SH-4-081
export const MODAL_LABEL_REQUIRED = 'modal label required'; // SH-8-021 (wording of the specification)
export const MODAL_CLOSE_BLOCKED = 'close blocked while disabled'; // SH-8-022 (wording of the specification)
export const MODAL_ESCAPE_KEY = 'Escape'; // SH-4-083
export const MODAL_RESIZE_DEBOUNCE_MS = 300; // SH-9-042
export const MODAL_BODY_MIN_HEIGHT_PX = 80; // SH-9-043
export const MODAL_TOP_PADDING_PX = 48; // SH-9-044
export const MODAL_BOTTOM_PADDING_PX = 80; // SH-9-045

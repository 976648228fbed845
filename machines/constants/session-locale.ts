// Session, accounts, application context, locale picker, registration and standing orders: every
// message, limit and timing of the specification, each next to the rule id it comes from.

// Application context and store caches
export const APP_CONTEXT_DEFAULT_MAX_AGE_MS = 300_000; // SH-9-010
export const APP_CONTEXT_REFRESH_WINDOW_MS = 30_000; // SH-4-021, SH-9-011
export const STORE_CACHE_DEFAULT_LIFETIME_S = 300; // SH-9-012, CC-9-030
export const STORE_CACHE_NEVER_EXPIRES = -1; // SH-9-013, CC-9-031

// Session and accounts
export const NO_ACCOUNT_ID = '000000000000000'; // SH-3-054, SH-9-047
// Key names are not shown in the specification; chosen by the project. SH-3-057, SH-9-049
export const GUEST_DETAIL_STORAGE_KEYS = {
  lastName: 'guestUserDetails.lastName',
  email: 'guestUserDetails.email',
  phoneNumber: 'guestUserDetails.phoneNumber',
} as const;
export const EFFECTIVE_ACCOUNT_STORAGE_KEY = 'effectiveAccount'; // SH-4-012, SH-9-048 (name chosen by the project)
export const EFFECTIVE_ACCOUNT_ID_REQUIRED = 'effective account id required'; // SH-5-015
/** What the platform answers a signed-in caller with no account to act for, shown as it comes. */
export const EFFECTIVE_ACCOUNT_PARAM_REQUIRED =
  'The effectiveAccountId param is required to be able to successfully execute this request.'; // SH-8-005, CC-8-035
export const LOGOUT_PATH = '/webruntime/logout'; // SH-4-015
export const SITE_PATH_SUFFIX = '/s'; // SH-4-015: the logout address uses the base path without it
export const SAME_WINDOW_TARGET = '_self'; // SH-4-015
export const HOME_PAGE_NAME = 'Home'; // SH-2-003, SH-4-017

// Country and language picker
export const PICKER_MIN_LOCALES = 2; // SH-2-115
export const PICKER_DEFAULTS = {
  sort: 'country', // SH-2-119
  languageDisplayType: 'short', // SH-2-120
  buttonStyle: 'primary', // SH-2-121
  buttonSize: 'small', // SH-2-122
  showGlobeIcon: false, // SH-2-123
  headingText: 'Select Your Location', // SH-2-124
  headingSize: 'large', // SH-2-125
  headingLevel: 'h2', // SH-2-125
  headingAlignment: 'center', // SH-2-125
} as const;
export const CART_PRODUCT_COUNT_FALLBACK = 0; // SH-5-059
export const PICKER_COLLATION_LOCALE = 'en-US'; // SH-5-055, SH-9-001
// Wording chosen by the project; the specification only says a warning is logged. SH-4-076, SH-8-018
export const CART_DELETE_FAILED_WARNING = 'Cart delete failed during locale change; continuing.';

// Registration (SH §5)
export const MSG_CHECK_ALL_TABS = 'Please Check all the Tabs'; // SH-5-001
export const MSG_RESALE_LICENSE_REQUIRED = 'Resale License File is required, Please Upload'; // SH-5-002
export const MSG_TAX_EXEMPT_FILE_REQUIRED = 'Tax Exempt file is required, Please Upload'; // SH-5-003
export const MSG_FIELD_REQUIRED = '{field} is required field'; // SH-5-004
export const MSG_ENTER_ACCOUNT_NUMBER = 'Please Enter the Account number'; // SH-5-005
export const MSG_SELECT_YES_OR_NO = 'Please Select Yes or No.'; // SH-5-006
export const MSG_UPDATE_INVALID_ENTRIES = 'Please update the invalid form entries and try again.'; // SH-5-007
export const MSG_UPDATE_INVALID_ENTRIES_ON_TAB = 'Please update the invalid form entries on Tab {n}'; // SH-5-008
export const MSG_COMPLETE_ALL_TABS = 'Please Complete the all the Tabs and try again'; // SH-5-009
export const MSG_INVOICE_EMAIL_REQUIRED = 'Please provide email address for invoices'; // SH-5-010
export const MSG_PURCHASE_ORDER_FILE_REQUIRED = 'Please upload a Purchase Order file'; // SH-5-011
export const MSG_NO_ACCOUNT_FOUND = 'No Account Found with Account#'; // SH-5-012

// Standing orders
export const MSG_SCHEDULED_ORDER_CANCELLED = 'Scheduled Order has been Cancelled'; // SH-4-005
// Limits of the designed standing-order endpoints (openapi/components/ext-orders.yaml: Frequency,
// DelayRecurringOrderRequest); SH-3-025 and SH-1-014 name the features, not the limits.
export const FREQUENCY_INTERVAL_MIN = 1;
export const FREQUENCY_INTERVAL_MAX = 52;
export const DELAY_DAYS_MIN = 1;
export const DELAY_DAYS_MAX = 90;
export const DAYS_PER_WEEK = 7;

// Error catalogue
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong ..., Please Contact us'; // SH-8-001

// API layer: the validation messages, defaults and request-shaping values of the specification,
// verbatim, each next to the rule id it comes from. The retry count and delay, the address-book,
// delivery-group and checkout messages live in cart-checkout.ts and are reused from there.

// --- Paths ---
export const ACTIVE_CHECKOUT = 'active'; // CC-7-068
export const CURRENT_ACCOUNT = 'current'; // CC-7-078, CC-7-079, CC-7-080

// --- Headers and request shaping ---
/** The X-HighScale header's value (its name is fixed by the typed client). */
export const HIGH_SCALE_HEADER_VALUE = 'true'; // CC-7-007, CC-7-050
export const GUEST_CREDENTIALS = 'omit'; // CC-6-001, CC-6-002, SH-7-004
export const TAX_TYPE_NET = 'Net'; // CC-5-014
export const CLONE_TARGET_TYPE = 'PayNowReadOnly'; // CC-7-064
export const SITE_ID_PREFIX = '0DM'; // CC-5-018
export const CHANNEL_ID_PREFIX = '0ap'; // CC-5-019
export const STATE_COUNTRY_EXCLUDE_PREFIX = '!'; // SH-7-013, SH-7-014
export const SUGGESTIONS_INCLUDE_PRODUCTS_DEFAULT = false; // CC-7-023
export const SUGGESTIONS_INCLUDE_TERMS_DEFAULT = true; // CC-7-024
export const LIST_SORT_ORDER_DEFAULT = 'CreatedDateDesc'; // CC-9-029, SH-9-046, CC-3-028
export const CART_LIST_PRODUCT_FIELDS = ['*']; // CC-3-029

// --- Validation messages (type errors thrown before any request, CC-8-003) ---
export const PRODUCT_ID_REQUIRED_MESSAGE =
  "The 'productId' option is required to successfully be able to execute this request."; // CC-5-001, CC-8-004
export const CATEGORY_ID_REQUIRED_MESSAGE =
  "The 'categoryId' option is required to successfully be able to execute this request."; // CC-5-002, CC-8-005
export const SEARCH_TERM_REQUIRED_MESSAGE =
  "A non-null 'searchTerm' option is required to successfully be able to execute this request."; // CC-5-007, CC-8-006
export const PRODUCT_IDS_REQUIRED_MESSAGE = 'A list of product IDs is required.'; // CC-5-008, CC-8-007
export const IDS_OR_SKUS_REQUIRED_MESSAGE = "Either the 'ids' or the 'skus' option is required, but not both."; // CC-5-003, CC-5-004, PX-02-003
export const SEARCH_QUERY_OBJECT_MESSAGE = "The 'searchQuery' option must be a plain object."; // CC-5-005, PX-02-004
export const SEARCH_QUERY_TERM_OR_CATEGORY_MESSAGE =
  "The 'searchQuery' option needs a 'categoryId' or a 'searchTerm'."; // CC-5-006, PX-02-004
export const CONTENT_PREFIX_INVALID_MESSAGE = 'Enter a valid prefix for channelOrSiteId.'; // CC-5-020
export const EFFECTIVE_ACCOUNT_ID_REQUIRED_MESSAGE = 'effective account id required'; // SH-5-014, SH-5-015
/** Any other required option or path id; {0} is its name (the wording of CC-8-004 generalised). */
export const OPTION_REQUIRED_TEMPLATE =
  "The '{0}' option is required to successfully be able to execute this request."; // CC-5-017, PX-02-005

// --- Errors and warnings ---
export const GIFT_WRAP_FAILED_TEMPLATE = 'Failed to fetch gift wrap details: {0}'; // CC-8-002 ({0} is the HTTP status)
export const RECOMMENDER_REQUIRED_WARNING =
  "The 'recommender' option must be a non-empty string; no recommendations were requested."; // CC-5-015, CC-5-016, PX-02-009

/** PX-19-005: pages of a bundle's or set's children read for the product page at most (100 children a page). */
export const MAX_PRODUCT_CHILD_PAGES = 10;
/** PX-19-005: children asked for per page (the Product Children resource's largest page). */
export const PRODUCT_CHILDREN_PAGE_SIZE = 100;

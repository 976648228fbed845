// Cart, cart badge, guest-cart preservation, checkout, polling, retry, delivery-group and address
// constants, verbatim from the specification, each next to the rule id it comes from.

// --- Cart ---
export const CART_ASYNC_STATUS_PROCESSING = 'Processing'; // CC-3-023, CC-4-030
export const DEFAULT_CART_NAME = 'current'; // CC-4-040
export const CART_PAGE_SIZE = 25; // CC-9-001
export const CART_PAGE_NUMBER = 1; // CC-9-002
/** The lines the cart page renders with its first screen; the rest follow in a background render. */
export const CART_FIRST_SCREEN_LINES = 8; // PX-51-001
export const DEFAULT_INVENTORY_RESERVATION_SECONDS = 14400; // CC-9-004
export const CART_VALIDATION_ERROR_CODE = 'CART_VALIDATION_ERROR'; // CC-8-020
export const INSUFFICIENT_INVENTORY = 'INSUFFICIENT_INVENTORY'; // CC-5-040, CC-8-013
/** The cart message type of an inventory integration problem (openapi CartMessage.type). */
export const CART_MESSAGE_TYPE_INVENTORY = 'Inventory'; // CC-5-040
export const CART_ADD_FAILED_MESSAGE = 'Sorry! Failed to add Items to the cart.'; // CC-8-030, SH-8-002
export const CART_ADD_SUCCESS_MESSAGE = 'Items has been added to the cart Successfully.'; // CC-8-031, SH-8-009
export const CART_ADDED_LABEL = 'Added to cart'; // CC-8-032, SH-8-010
export const VIEW_CART_LINK_LABEL = 'View cart'; // PX-68-001: the guest's way to the cart from the add-to-cart toast

// --- Delivery groups ---
export const DELIVERY_GROUP_LIMIT = 20; // CC-9-003
export const ARRANGE_ITEMS_ACCEPTED_STATUS = 202; // CC-4-037
export const ARRANGE_ITEMS_PROCESSING = 'Processing'; // CC-4-037
export const ARRANGE_ITEMS_COMPLETED = 'Completed'; // CC-4-038
export const DELIVERY_GROUP_ID_REQUIRED = 'deliveryGroupId required'; // CC-5-038

// --- Cart badge ---
export const CART_BADGE_MAX_COUNT = 999; // CC-9-006, SH-9-006
/** The badge text beyond the cap; the specification names only a 'maximum count' label. */
export const CART_BADGE_MAXIMUM_TEXT = '999+'; // CC-9-007, SH-9-007

// --- Guest cart preservation ---
/** Local-storage key of the guest cart id; the specification does not show its name. */
export const GUEST_CART_ID_STORAGE_KEY = 'guestCartId'; // CC-9-028
/** Session-storage key of a payment link id; the specification does not show its name. */
export const PAYMENT_LINK_ID_SESSION_KEY = 'paymentLinkId'; // CC-4-033
export const CART_PRESERVE_ERROR_TITLE = 'Something went wrong'; // CC-8-033, SH-8-003
export const CART_PRESERVE_ERROR_MESSAGE =
  '{0} items are no longer in your cart. Review your cart and re-add items if necessary.'; // CC-8-034, SH-8-004

// --- Checkout ---
export const CHECKOUT_READY_STATUSES = [200, 422] as const; // CC-3-034, CC-4-041
export const CHECKOUT_RESTART_STATUSES = [410, 422] as const; // CC-4-046
export const NULL_CHECKOUTID = 'NULL_CHECKOUTID'; // CC-5-039, CC-8-014
/** Session-storage keys of the checkout-analytics state; the specification does not show their names. */
export const CHECKOUT_BEGIN_ID_SESSION_KEY = 'checkoutBeginId'; // CC-4-053, SH-9-048
export const CHECKOUT_LAYOUT_TYPE_SESSION_KEY = 'checkoutLayoutType'; // CC-4-054, SH-9-048

// --- Polling ---
export const POLLING_MAX_ATTEMPT = 14; // CC-4-045, CC-9-008
export const POLLING_NO_WAIT_LAST_ATTEMPT = 4; // CC-4-042
export const POLLING_LINEAR_LAST_ATTEMPT = 8; // CC-4-043
export const POLLING_LINEAR_STEP_MS = 100; // CC-4-043
export const POLLING_EXPONENTIAL_BASE_MS = 750; // CC-4-044
export const POLLING_MAX_WAIT_EXCEEDED = 'async maximum wait exceeded'; // CC-4-045

// --- Retryable actions ---
export const RETRY_MAX_RETRIES = 3; // CC-8-017, CC-9-009
export const RETRY_DELAY_MS = 4000; // CC-8-018, CC-9-010
export const RETRY_NEVER_STATUS = 409; // CC-8-016

// --- Addresses ---
export const ADDRESS_ID_REQUIRED = 'addressId is required'; // CC-5-036
export const ADDRESS_BOOK_DISABLED = 'CPA disabled'; // CC-6-008, CC-6-009, CC-8-015
export const LAST_NAME_FIRST_COUNTRIES = ['CN', 'HU', 'JP', 'KR', 'MO', 'MY', 'SG', 'TW', 'VN'] as const; // CC-5-034
export const NORTH_AMERICAN_PHONE_PREFIX = '+1'; // CC-5-049, CC-9-032

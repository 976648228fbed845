// Checkout-page messages and limits of the project's own rules (PX-08-nnn), each next to its rule id.
// The specification's own checkout constants are in cart-checkout.ts.

// --- Steps (named by the analytics events of CC §7) ---
export const CHECKOUT_STEPS = ['shippingAddress', 'shippingOptions', 'contactInfo', 'billingAddress', 'payment', 'review'] as const; // PX-08-020
/** Session-storage key of the step flow (current step and completed steps) per checkout. */
export const CHECKOUT_FLOW_SESSION_KEY = 'checkoutFlow'; // PX-08-021
/** Session-storage key prefix of a checkout's draft (the entries not yet sent), followed by the checkout id. */
export const CHECKOUT_DRAFT_SESSION_KEY = 'checkoutDraft'; // PX-61-001
/** Key of the checkout step in a browser history entry's state. */
export const CHECKOUT_HISTORY_STATE_KEY = 'checkoutStep'; // PX-61-005
/** Session-storage key of the order attempt's idempotency key. */
export const ORDER_ATTEMPT_SESSION_KEY = 'orderAttempt'; // PX-08-001

// --- Card checks (before the card-token call) ---
export const CARD_NUMBER_INVALID = 'Enter a valid card number.'; // PX-08-010
export const CARD_BRAND_UNSUPPORTED = 'This card type is not accepted. Use Visa, Mastercard, American Express or Discover.'; // PX-08-010
export const CARD_EXPIRED = 'The card has expired. Check the expiry month and year.'; // PX-08-011
export const CARD_CVV_INVALID = 'Enter the 3-digit security code (4 digits for American Express).'; // PX-08-010
export const CARD_NAME_REQUIRED = 'Enter the name on the card.'; // PX-08-010
export const CARD_EXPIRY_REQUIRED = 'Choose the expiry month and year.'; // PX-08-011

// --- Purchase order ---
export const PO_FILE_MAX_BYTES = 10 * 1024 * 1024; // PX-08-012
export const PO_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const; // PX-08-012
export const PO_FILE_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg'] as const; // PX-08-012
export const PO_FILE_WRONG_TYPE = 'The purchase order file must be a PDF, PNG or JPEG.'; // PX-08-012
export const PO_FILE_TOO_LARGE = 'The purchase order file must be 10 MB or smaller.'; // PX-08-012
export const PO_FILE_REQUIRED = 'Please upload a Purchase Order file'; // PX-08-006
export const PO_NUMBER_REQUIRED = 'Enter the purchase order number.'; // PX-08-012

// --- Address and contact forms ---
export const FIELD_REQUIRED = (label: string) => `Enter the ${label}.`; // PX-08-013
/** The fields' names as FIELD_REQUIRED says them (one place, so a French or German page can name them too). */
export const CHECKOUT_FIELD_NAMES = {
  firstName: 'first name',
  lastName: 'last name',
  street: 'street address',
  city: 'city',
  postalCode: 'postal code',
  country: 'country',
  email: 'e-mail address',
  phoneNumber: 'phone number',
} as const; // PX-08-013
export const REGION_REQUIRED = 'Choose the state, province or territory.'; // PX-08-013
export const EMAIL_INVALID = 'Enter an e-mail address like name@example.com.'; // PX-08-014
export const PHONE_INVALID = 'Enter a valid phone number, like (312) 555-0142, or with its country code, like +44 20 7946 0958.'; // PX-08-014, PX-68-007
/** Countries whose addresses need a region picked from a list. */
export const REGION_COUNTRIES = ['US', 'CA', 'AU'] as const; // PX-08-013

// --- Place order ---
export const TERMS_REQUIRED = 'Accept the terms and conditions to place the order.'; // PX-08-015

// --- Cart page ---
/** A quantity change goes out once the buyer pauses this long (or at once on Enter). */
export const QUANTITY_CHANGE_DEBOUNCE_MS = 600; // PX-08-031
/** How long a removed line can be brought back. */
export const UNDO_REMOVE_MS = 8000; // PX-08-032
export const CART_LINE_REMOVED = '{0} was removed from your cart.'; // PX-14-001
export const UNDO_LABEL = 'Undo'; // PX-14-001
export const SPLIT_NEEDS_BOTH = 'Send at least one item to each address, or ship everything to one address.'; // PX-14-002
export const CART_CHANGE_FAILED = 'The quantity could not be changed. It is back to what it was.'; // PX-08-031
/** PX-68-011: the server's refusal of a guest's purchase-order payment (403, ErrorList). */
export const GUEST_PURCHASE_ORDER_REFUSED = 'Purchase order is a payment for signed-in buyers of an account. Pay by card, or sign in to pay by purchase order.';
export const GUEST_PURCHASE_ORDER_ERROR_CODE = 'PURCHASE_ORDER_NOT_ALLOWED';

// --- Internal codes of the checkout page's actions (CC §8 "Internal codes"); never shown as they are ---
export const INTERNAL_ERROR = 'INTERNAL_ERROR'; // CC-8-008: a checkout action dispatched without a payload
export const SESSION_NOT_LOADED = 'SESSION_NOT_LOADED'; // CC-8-012: checkout data read before the checkout loaded

// --- Order fields of the delivery step: SH §3's 'shipping instructions' and 'attention to' (PX-76-001) ---
/** The contract's limit of both fields (the order summary's and the delivery group's maxLength). */
export const ORDER_NOTE_MAX_LENGTH = 255; // PX-76-001
export const SHIPPING_INSTRUCTIONS_TOO_LONG = 'Shipping instructions can be at most 255 characters.'; // PX-76-001
export const ATTENTION_TO_TOO_LONG = 'Attention to can be at most 255 characters.'; // PX-76-001
/** The cart's custom field (Checkout Input customFields, WebCart) that carries 'attention to' to the order. */
export const ATTENTION_TO_FIELD = 'AttentionTo__c'; // PX-76-001

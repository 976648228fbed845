// The specification's verbatim messages (machines/constants/) as labels, for French and German pages
// (issue 30). The machines keep English, the single source; the catalogues translate these labels like
// any other (PX-77-002), and src/i18n/spec-message-index.ts indexes them by their English text, so a
// view shows a machine's message in the page's language with localMessage (src/i18n/translate.ts).
// No page loads this module: the build replaces the index by its value. Codes, statuses, storage keys,
// console-only warnings and the API's developer errors stay out: a buyer never reads them.
import {
  MSG_ALREADY_DECIDED,
  MSG_DECLINE_COMMENT_REQUIRED,
  MSG_NOT_AN_APPROVER,
} from '../../machines/constants/approvals-standing-orders.ts';
import {
  CART_ADD_FAILED_MESSAGE,
  CART_ADD_SUCCESS_MESSAGE,
  CART_ADDED_LABEL,
  CART_PRESERVE_ERROR_MESSAGE,
  CART_PRESERVE_ERROR_TITLE,
  VIEW_CART_LINK_LABEL,
} from '../../machines/constants/cart-checkout.ts';
import { GIFT_WRAP_FAILED_TEMPLATE } from '../../machines/constants/api.ts';
import {
  ATTENTION_TO_TOO_LONG,
  CARD_BRAND_UNSUPPORTED,
  CARD_CVV_INVALID,
  CARD_EXPIRED,
  CARD_EXPIRY_REQUIRED,
  CARD_NAME_REQUIRED,
  CARD_NUMBER_INVALID,
  CART_CHANGE_FAILED,
  CART_LINE_REMOVED,
  CHECKOUT_FIELD_NAMES,
  EMAIL_INVALID,
  FIELD_REQUIRED,
  GUEST_PURCHASE_ORDER_REFUSED,
  PHONE_INVALID,
  PO_FILE_REQUIRED,
  PO_FILE_TOO_LARGE,
  PO_FILE_WRONG_TYPE,
  PO_NUMBER_REQUIRED,
  REGION_REQUIRED,
  SHIPPING_INSTRUCTIONS_TOO_LONG,
  SPLIT_NEEDS_BOTH,
  TERMS_REQUIRED,
  UNDO_LABEL,
} from '../../machines/constants/checkout-flow.ts';
import {
  GIFT_GROUP_UNKNOWN,
  GIFT_MESSAGE_DISABLED,
  GIFT_MESSAGE_TOO_LONG,
  GIFT_TO_NAME_TOO_LONG,
  GIFT_WRAP_DISABLED,
  GIFT_WRAP_UNKNOWN,
  GIFTING_DISABLED,
} from '../../machines/constants/gifting.ts';
import { ALL_CATEGORY_LABEL, MORE_ITEM_LABEL, OPENS_IN_NEW_TAB_LABEL } from '../../machines/constants/navigation.ts';
import { NO_INVOICES_MESSAGE, NO_ORDER_INVOICES_MESSAGE, NO_SHIPMENTS_MESSAGE } from '../../machines/constants/orders.ts';
import {
  MSG_DOCUMENT_TOO_LARGE,
  MSG_DOCUMENT_TYPE,
  MSG_LOOKUP_FAILED,
  MSG_PASSWORD_COMMON,
  MSG_REGISTRATION_COUNTRY,
  MSG_REGISTRATION_EMAIL,
  MSG_REGISTRATION_TOO_LONG,
  MSG_REGISTRATION_WEBSITE,
  MSG_SUBMIT_OFFLINE,
  PASSWORD_RULES,
  REGISTRATION_FIELD_NAMES,
} from '../../machines/constants/registration.ts';
import {
  ADVANCED_SEARCH_TEXT_TEMPLATE,
  SUGGESTION_ICON_TEXT_ADVANCED,
  SUGGESTION_ICON_TEXT_RECENT,
} from '../../machines/constants/search-toast.ts';
import { QUICK_ORDER_MESSAGES, WISHLIST_ADD_FAILED_LABEL, WISHLIST_ADDED_LABEL } from '../../machines/constants/self-service.ts';
import {
  EFFECTIVE_ACCOUNT_PARAM_REQUIRED,
  MSG_CHECK_ALL_TABS,
  MSG_COMPLETE_ALL_TABS,
  MSG_ENTER_ACCOUNT_NUMBER,
  MSG_FIELD_REQUIRED,
  MSG_INVOICE_EMAIL_REQUIRED,
  MSG_NO_ACCOUNT_FOUND,
  MSG_PURCHASE_ORDER_FILE_REQUIRED,
  MSG_RESALE_LICENSE_REQUIRED,
  MSG_SCHEDULED_ORDER_CANCELLED,
  MSG_SELECT_YES_OR_NO,
  MSG_TAX_EXEMPT_FILE_REQUIRED,
  MSG_UPDATE_INVALID_ENTRIES,
  MSG_UPDATE_INVALID_ENTRIES_ON_TAB,
  PICKER_DEFAULTS,
  SOMETHING_WENT_WRONG_MESSAGE,
} from '../../machines/constants/session-locale.ts';
import { translatable } from '../i18n/translate.ts';

/** A template constant as a message function: its placeholder ('{0}', '{field}') filled with the argument. */
const filled = (template: string, placeholder: string) => (value: string) => template.replace(placeholder, () => value);

/** Every user-facing constant of machines/constants, by its name; templates as functions of their placeholders. */
export const specMessages = {
  // Cart and checkout (CC §8, SH §8, PX-08, PX-14, PX-68, PX-76)
  CART_ADD_FAILED_MESSAGE,
  CART_ADD_SUCCESS_MESSAGE,
  CART_ADDED_LABEL,
  VIEW_CART_LINK_LABEL,
  CART_PRESERVE_ERROR_TITLE,
  CART_PRESERVE_ERROR_MESSAGE: filled(CART_PRESERVE_ERROR_MESSAGE, '{0}'),
  CART_LINE_REMOVED: filled(CART_LINE_REMOVED, '{0}'),
  UNDO_LABEL,
  SPLIT_NEEDS_BOTH,
  CART_CHANGE_FAILED,
  GUEST_PURCHASE_ORDER_REFUSED,
  CARD_NUMBER_INVALID,
  CARD_BRAND_UNSUPPORTED,
  CARD_EXPIRED,
  CARD_CVV_INVALID,
  CARD_NAME_REQUIRED,
  CARD_EXPIRY_REQUIRED,
  PO_FILE_WRONG_TYPE,
  PO_FILE_TOO_LARGE,
  PO_FILE_REQUIRED,
  PO_NUMBER_REQUIRED,
  FIELD_REQUIRED,
  // The field names FIELD_REQUIRED and MSG_FIELD_REQUIRED fill in, translated with them.
  CHECKOUT_FIELD_NAMES: { ...CHECKOUT_FIELD_NAMES },
  REGION_REQUIRED,
  EMAIL_INVALID,
  PHONE_INVALID,
  TERMS_REQUIRED,
  SHIPPING_INSTRUCTIONS_TOO_LONG,
  ATTENTION_TO_TOO_LONG,
  // Gifting (CC-8-002, PX-20, PX-31)
  GIFT_WRAP_FAILED_TEMPLATE: filled(GIFT_WRAP_FAILED_TEMPLATE, '{0}'),
  GIFT_MESSAGE_TOO_LONG,
  GIFTING_DISABLED,
  GIFT_MESSAGE_DISABLED,
  GIFT_WRAP_DISABLED,
  GIFT_WRAP_UNKNOWN,
  GIFT_TO_NAME_TOO_LONG,
  GIFT_GROUP_UNKNOWN,
  // Approvals, standing orders, orders and invoices (PX-16, SH-4-005, SH §8)
  MSG_DECLINE_COMMENT_REQUIRED,
  MSG_NOT_AN_APPROVER,
  MSG_ALREADY_DECIDED,
  MSG_SCHEDULED_ORDER_CANCELLED,
  NO_INVOICES_MESSAGE,
  NO_ORDER_INVOICES_MESSAGE,
  NO_SHIPMENTS_MESSAGE,
  // Navigation, search and the picker (SH §2, §3, §4, CC §3, CC §4)
  OPENS_IN_NEW_TAB_LABEL: filled(OPENS_IN_NEW_TAB_LABEL, '{0}'),
  MORE_ITEM_LABEL,
  ALL_CATEGORY_LABEL: filled(ALL_CATEGORY_LABEL, '{category}'),
  ADVANCED_SEARCH_TEXT_TEMPLATE: filled(ADVANCED_SEARCH_TEXT_TEMPLATE, '{term}'),
  SUGGESTION_ICON_TEXT_RECENT,
  SUGGESTION_ICON_TEXT_ADVANCED,
  PICKER_HEADING_TEXT: PICKER_DEFAULTS.headingText,
  // Registration and passwords (SH §5, PX-17, PX-65, PX-69)
  MSG_CHECK_ALL_TABS,
  MSG_RESALE_LICENSE_REQUIRED,
  MSG_TAX_EXEMPT_FILE_REQUIRED,
  MSG_FIELD_REQUIRED: filled(MSG_FIELD_REQUIRED, '{field}'),
  REGISTRATION_FIELD_NAMES: { ...REGISTRATION_FIELD_NAMES },
  MSG_ENTER_ACCOUNT_NUMBER,
  MSG_SELECT_YES_OR_NO,
  MSG_UPDATE_INVALID_ENTRIES,
  MSG_UPDATE_INVALID_ENTRIES_ON_TAB: filled(MSG_UPDATE_INVALID_ENTRIES_ON_TAB, '{n}'),
  MSG_COMPLETE_ALL_TABS,
  MSG_INVOICE_EMAIL_REQUIRED,
  MSG_PURCHASE_ORDER_FILE_REQUIRED,
  MSG_NO_ACCOUNT_FOUND,
  MSG_DOCUMENT_TYPE,
  MSG_DOCUMENT_TOO_LARGE,
  MSG_SUBMIT_OFFLINE,
  MSG_LOOKUP_FAILED,
  PASSWORD_RULES: [...PASSWORD_RULES],
  MSG_PASSWORD_COMMON,
  MSG_REGISTRATION_TOO_LONG: filled(MSG_REGISTRATION_TOO_LONG, '{max}'),
  MSG_REGISTRATION_EMAIL,
  MSG_REGISTRATION_WEBSITE,
  MSG_REGISTRATION_COUNTRY,
  // Quick order and wishlists (PX-18, PX-42, PX-70); `merged` takes the line numbers already joined,
  // as an ICU message takes no list.
  QUICK_ORDER_MESSAGES: {
    ...QUICK_ORDER_MESSAGES,
    merged: (lineNumbers: string) => QUICK_ORDER_MESSAGES.merged([lineNumbers] as unknown as readonly number[]),
  },
  WISHLIST_ADDED_LABEL,
  WISHLIST_ADD_FAILED_LABEL,
  // The error catalogue (SH §8)
  SOMETHING_WENT_WRONG_MESSAGE,
  EFFECTIVE_ACCOUNT_PARAM_REQUIRED,
};

translatable({ specMessages });

// Store-wide settings of the shell: the logo, the named pages' paths and the footer's configurable
// link paths (SH-2-060). The footer's own settings are in footer.ts.
import type { LogoSettings } from '../../machines/layout/header-slots.ts';
import { headerLabels } from '../labels/shell.ts';

// The alternative texts are read when the logo renders, not when this module loads: a French or
// German page's catalogue may translate the labels after that (src/i18n/translate.ts).
export const storeLogo: LogoSettings = {
  imageUrl: '/assets/kestrel-ridge-logo.svg',
  get altText() {
    return headerLabels.logo.large;
  },
  logoWidth: 250,
  // On phones only the emblem shows, so the header's controls keep their room.
  small: {
    get altText() {
      return headerLabels.logo.small;
    },
    width: 30,
    markOnly: true,
  },
  medium: {
    get altText() {
      return headerLabels.logo.medium;
    },
    width: 200,
  },
  large: {
    get altText() {
      return headerLabels.logo.large;
    },
    width: 250,
  },
};

/** The logo image's intrinsic size, so the browser reserves its box before it loads. */
export const LOGO_INTRINSIC = { width: 240, height: 48 } as const;

/** Paths joined to the site origin (SH-2-060). */
export const footerPaths = {
  contact: '/contactus',
  wishlist: '/mylists',
  account: '/myprofile',
  aboutUs: '/aboutus',
  faqs: '/faqs',
  customerService: '/customer-service',
  storePolicies: '/store-policies',
  shippingReturns: '/shipping-returns',
  paymentMethods: '/payment-methods',
} as const;

/** Where the wishlist shortcut goes: the named page Wishlist (CC-2-003, CC-2-004). */
export const WISHLIST_PATH = '/mylists';
export const CART_PATH = '/cart';
/**
 * The after-order and self-service pages (issues 15 and 16). The specification names these screens
 * but not their addresses; these are ours, written once here for routes, menus and links.
 */
export const accountPaths = {
  orders: '/orders',
  order: (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}`,
  invoices: '/invoices',
  approvals: '/approvals',
  approval: (approvalId: string) => `/approvals/${encodeURIComponent(approvalId)}`,
  standingOrders: '/standing-orders',
  standingOrder: (id: string) => `/standing-orders/${encodeURIComponent(id)}`,
  quickOrder: '/quick-order',
  dashboard: '/dashboard',
  addresses: '/myprofile/addresses',
  register: '/register',
  registerThanks: '/register/thank-you',
  registrationReview: '/registrations',
  registrationReviewItem: (id: string) => `/registrations/${encodeURIComponent(id)}`,
  setPassword: '/set-password',
} as const;

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

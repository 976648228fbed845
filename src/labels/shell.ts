// UI labels of the shell's parts every page shows (header, footer, layout) and of Home. The
// specification's own messages live in machines/constants/; these are the project's wording. The
// shell's other pages, which load on demand, have theirs in ./shell-pages.ts: the entry carries
// every label of the modules it imports (a module is never split between files).

export const layoutLabels = {
  skipToContent: 'Skip to main content',
  loadingPage: 'Loading page…',
  pageFailed: {
    title: 'This page could not be shown',
    reload: 'Load the page again',
  },
} as const;

export const headerLabels = {
  header: {
    region: 'Site header',
  },
  logo: {
    small: 'Kestrel Ridge Medical home',
    medium: 'Kestrel Ridge Medical — home',
    large: 'Kestrel Ridge Medical, neurology and sensory supplies — home',
  },
  wishlist: {
    assistive: 'Your wishlists',
  },
  cartBadge: {
    empty: 'Cart, empty',
    one: 'Cart, 1 item',
    many: (count: number) => `Cart, ${count} items`,
    maximum: (text: string) => `Cart, more than ${text.replace('+', '')} items`,
    loading: 'Cart, loading',
  },
  assistant: {
    assistive: 'Ask the shopper assistant',
  },
} as const;

export const footerLabels = {
  region: 'Site footer',
  bannerLogoAlt: 'Kestrel Ridge Medical — visit our public website',
  customerService: 'Customer Service',
  storePolicy: 'Store Policy',
  helpfulLinks: 'Helpful Links',
  paymentMethods: 'Payment Methods',
  contact: 'Contact us',
  customerServicePage: 'Customer service',
  wishlist: 'Wishlist',
  account: 'Your account',
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  storePolicies: 'Store policies',
  shippingReturns: 'Shipping and returns',
  aboutUs: 'About us',
  faqs: 'FAQs',
  paymentMethodsPage: 'Payment options',
  opensInNewTab: '(opens in new tab)',
  copyright: (year: number, company: string) => `© ${year} ${company}. `,
  allRightsReserved: 'All rights reserved.',
  fictional: 'Kestrel Ridge Medical is a fictional company; this store is a demonstration.',
  cookiePreferences: 'Cookie preferences',
} as const;

export const homeLabels = {
  title: 'Neurology and sensory supplies for clinics',
  intro: 'Order EEG, EMG, sleep, audiology and vestibular supplies for your practice, at your account’s negotiated prices.',
  shopNeurology: 'Shop neurology',
  shopSensory: 'Shop sensory',
  linesTitle: 'Our business lines',
  whyTitle: 'Why clinics order here',
  storeStatusLoading: 'Loading store settings…',
  storeStatusUnavailable: 'Store settings are unavailable right now.',
  storeStatus: (currency: string, guestBrowsing: boolean) =>
    `Prices in ${currency}. ${guestBrowsing ? 'Browse the catalogue as a guest or sign in for your account prices.' : 'Sign in to browse the catalogue.'}`,
  accountStatus: (currency: string, account: string) => `Prices in ${currency} for ${account}.`,
  welcomeBack: (name: string) => `Welcome back, ${name}.`,
} as const;

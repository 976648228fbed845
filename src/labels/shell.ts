// UI labels of the shell (header, footer, layout, sign-in and account pages). The specification's
// own messages live in machines/constants/; these are the project's wording. One export per area
// so each page's bundle carries only its own labels.

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
  promo: {
    region: 'Account notices',
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

export const signInLabels = {
  title: 'Sign in',
  intro: 'Sign in with the user name and password of your business account to see your prices, cart and orders.',
  username: 'User name (e-mail)',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  required: { username: 'Enter your user name.', password: 'Enter your password.' },
  failed: 'Sign-in failed. Check your user name and password and try again.',
  forgot: 'Forgot your password?',
  register: 'New to Kestrel Ridge Medical?',
  registerLink: 'Apply for a business account',
  alreadySignedIn: (name: string) => `You are signed in as ${name}.`,
  continueShopping: 'Continue to the home page',
} as const;

export const forgotPasswordLabels = {
  title: 'Reset your password',
  intro: 'Enter the user name of your account. If it exists, we send a link to set a new password to its e-mail address.',
  username: 'User name (e-mail)',
  submit: 'Send reset link',
  submitting: 'Sending…',
  required: 'Enter your user name.',
  sent: 'If an account with that user name exists, an e-mail with a link to reset the password is on its way. The link works once, for 24 hours.',
  failed: 'We could not send the reset link right now. Please try again in a moment.',
  backToSignIn: 'Back to sign in',
} as const;

export const notFoundLabels = {
  title: 'Page not found',
  body: 'The page you asked for does not exist or has moved.',
  home: 'Return to the home page',
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

export const infoLabels = {
  updated: (date: string) => `Last updated ${date}`,
  onThisPage: 'On this page',
} as const;

export const contactLabels = {
  phone: 'Phone',
  email: 'E-mail',
  hours: 'Hours',
  serviceLink: 'How customer service can help',
} as const;

export const SIGN_OUT_LABEL = 'Sign out';

export const accountLabels = {
  title: 'Your account',
  signInPrompt: 'Sign in to see your account details.',
  loading: 'Loading…',
  failed: 'This information is unavailable right now. Please try again later.',
  name: 'Name',
  userName: 'User name',
  email: 'E-mail',
  company: 'Company',
  actingFor: 'Acting for account',
  buyerGroups: 'Buyer groups',
  none: 'None',
  signIn: 'Sign in',
} as const;

/** Every shell label in one object (tests and tools). */
export const shellLabels = {
  ...layoutLabels,
  ...headerLabels,
  footer: footerLabels,
  signIn: signInLabels,
  forgotPassword: forgotPasswordLabels,
  signOut: SIGN_OUT_LABEL,
  account: accountLabels,
  notFound: notFoundLabels,
  home: homeLabels,
  info: infoLabels,
  contact: contactLabels,
} as const;

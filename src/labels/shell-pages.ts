// The texts of the shell's pages that load on demand (sign-in, forgotten password, contact, editorial
// pages, not found, the account page): kept apart from src/labels/shell.ts, whose labels the entry
// imports, so that the home page's code does not carry them.
import { translatable } from '../i18n/translate.ts';

/**
 * The sign-in prompt of the catalogue's gate (src/catalogue/CatalogueGate.tsx), which the cart and the
 * checkout show too: here, beside the sign-in texts, so those pages need none of the catalogue's labels
 * (PX-52-001).
 */
export const catalogueGateLabels = {
  guestBrowsingOff: 'Please sign in to browse the catalogue.',
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

translatable({ catalogueGateLabels, signInLabels, forgotPasswordLabels, notFoundLabels, infoLabels, contactLabels, accountLabels });

// Texts of the registration, review and set-password pages. The specification's messages (SH §5)
// and the project's registration messages live in machines/constants/.
import type { PaymentTerms, Question, RegistrationTab, Statement, TextField } from '../../machines/registration/form.ts';
import { MSG_PASSWORD_COMMON } from '../../machines/constants/registration.ts';
import { translatable } from '../i18n/translate.ts';

export const SITE_NAME = 'Kestrel Ridge Medical';

export const TAB_TITLES: Record<RegistrationTab, string> = {
  basicInformation: 'Basic information',
  businessInformation: 'Business information',
  addresses: 'Addresses',
  taxInformation: 'Tax information',
  resellerInformation: 'Reseller information',
  authorization: 'Authorization',
  accountDetails: 'Account details',
};

export const FIELD_LABELS: Record<TextField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  jobTitle: 'Job title',
  email: 'Email (your user name)',
  phone: 'Phone',
  mobile: 'Mobile',
  fax: 'Fax',
  accountName: 'Account name',
  businessName: 'Business name',
  doingBusinessAs: 'Doing business as',
  companyEmail: 'Company email',
  website: 'Website',
  paymentTerms: 'Payment terms',
  apName: 'Accounts payable name',
  apEmail: 'Accounts payable email',
  apPhone: 'Accounts payable phone',
  apFax: 'Accounts payable fax',
  invoiceEmail: 'Email address for invoices',
  companyStreet: 'Street',
  companyCity: 'City',
  companyProvince: 'State or province',
  companyPostalCode: 'Postal code',
  companyCountry: 'Country',
  billToStreet: 'Street',
  billToCity: 'City',
  billToProvince: 'State or province',
  billToPostalCode: 'Postal code',
  billToCountry: 'Country',
  shipToStreet: 'Street',
  shipToCity: 'City',
  shipToProvince: 'State or province',
  shipToPostalCode: 'Postal code',
  shipToCountry: 'Country',
  taxIdentificationNumber: 'Tax identification number',
  productsWanted: 'Products wanted',
  marketSoldTo: 'Market sold to',
  accountNumber: 'Account number',
};

export const QUESTION_LABELS: Record<Question, string> = {
  ediInvoicingByEmail: 'Would you like EDI invoicing by email?',
  salesTaxExempt: 'Is your business exempt from sales tax?',
  purchaseForResale: 'Do you purchase for resale?',
  shipOutsideCountry: 'Do you ship outside your country?',
  existingCustomer: 'Are you already a customer with an account number?',
};

export const STATEMENT_LABELS: Record<Statement, string> = {
  informationAccurate: 'I certify that the information in this application is complete and accurate.',
  creditCheck: 'I authorize Kestrel Ridge Medical to verify the references given and to run a credit check for this account.',
  termsAndConditions: 'I accept the terms and conditions of sale of Kestrel Ridge Medical on behalf of the business named above.',
};

export const ADDRESS_TITLES = { company: 'Company address', billTo: 'Bill-to address', shipTo: 'Ship-to address' } as const;

/** The countries the form offers (ISO codes, as the account and addresses keep them). */
export const COUNTRY_OPTIONS: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'MX', name: 'Mexico' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
];

/** How each payment term reads (the value sent stays the term itself, machines/registration/form.ts). */
export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  'Net 30': 'Net 30',
  'Net 45': 'Net 45',
  'Net 60': 'Net 60',
  Prepaid: 'Prepaid',
};

export const registrationLabels = {
  title: 'Apply for a business account',
  intro:
    'Tell us about your business. We review every application before the account can be used; once approved you receive an e-mail with your user name and how to set your password. Your entries and documents are kept on this device until you submit.',
  loading: 'Loading your saved application…',
  steps: 'Application steps',
  stepOf: (n: number, total: number) => `Tab ${n} of ${total}`,
  completed: '(completed)',
  current: '(current)',
  required: '(required)',
  yes: 'Yes',
  no: 'No',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit application',
  submitting: 'Submitting…',
  lookingUp: 'Checking the account number…',
  copyCompany: 'Same as company address',
  chooseCountry: 'Choose a country',
  choosePaymentTerms: 'Choose payment terms',
  accountsPayable: 'Accounts payable',
  invoicing: 'Invoicing',
  contact: 'Your details',
  company: 'Company',
  countries: 'Countries you ship to',
  taxExemptFile: 'Tax-exemption certificate',
  resaleLicenseFile: 'Resale licence',
  documentHint: 'PDF, PNG or JPEG, at most 10 MB.',
  attach: 'Choose file',
  remove: (name: string) => `Remove ${name}`,
  removeShort: 'Remove',
  attached: 'Attached:',
  statements: 'Please confirm each statement',
  accountNumberHint: 'Your customer account number, as printed on your invoices.',
} as const;

export const registerThanksLabels = {
  title: 'Thank you for your application',
  body: 'We have received your application for a business account. Our team reviews it before the account can be used.',
  approved: 'When it is approved, you receive an e-mail with your user name and a link to set your password (the link works once and expires).',
  declined: 'If we cannot accommodate your request, we let you know by e-mail.',
  home: 'Continue browsing the store',
} as const;

export const reviewLabels = {
  title: 'Registrations to review',
  empty: 'No registrations are waiting for review.',
  forbidden: 'These pages are for registration reviewers. Sign in with a reviewer account to review registrations.',
  signIn: 'Sign in',
  failed: 'The registrations could not be loaded. Please try again.',
  retry: 'Try again',
  submitted: 'Submitted',
  open: (name: string) => `Review ${name}`,
  back: 'Back to registrations',
  details: 'Application',
  documents: 'Documents',
  noDocuments: 'No documents were attached.',
  approve: 'Approve',
  approving: 'Approving…',
  decline: 'Decline',
  declining: 'Declining…',
  reason: 'Reason for declining (sent to the applicant)',
  reasonRequired: 'Reason is required field',
  approvedNotice: 'Approved. The applicant has been sent an e-mail with the user name and a link to set the password.',
  declinedNotice: 'Declined. The applicant has been notified by e-mail.',
  status: 'Status',
  view: (name: string) => `View ${name}`,
  // PX-33-001: names the document, so it is not read as the page's own failure to load.
  documentFailed: (name: string) => `${name} could not be opened. Please try again.`,
  // PX-24-020: a decision that failed without the store's words (the connection dropped) is not a failed read.
  decisionFailed: 'Your decision could not be sent. Please try again.',
} as const;

/** What a password field's problem says (the set-password page and My account's change). */
export const passwordProblemLabels = {
  required: 'Enter your current password.',
  weak: 'Choose a password that meets every rule above.',
  common: MSG_PASSWORD_COMMON,
  mismatch: 'The two passwords do not match.',
  unchanged: 'Choose a new password that differs from your current one.',
} as const;

/** PX-70-005: how each password rule reads once the buyer has typed, beside its mark. */
export const passwordRuleStateLabels = { met: 'met', unmet: 'not met yet' } as const;

export const setPasswordLabels = {
  title: 'Set your password',
  intro: 'Choose the password for your store account. The link in your e-mail works once.',
  rules: 'Your password must have:',
  password: 'New password',
  confirm: 'Confirm the new password',
  show: 'Show passwords',
  submit: 'Set password',
  submitting: 'Setting…',
  problems: passwordProblemLabels,
  missingToken: 'This page opens from the link in your e-mail. Use the link, or request a new one.',
  requestNew: 'Request a new link',
  done: 'Your password is set. Sign in with your user name and the new password.',
  signIn: 'Sign in',
  failed: 'We could not set the password just now. Please try again.',
} as const;

translatable({
  TAB_TITLES,
  FIELD_LABELS,
  QUESTION_LABELS,
  STATEMENT_LABELS,
  ADDRESS_TITLES,
  COUNTRY_OPTIONS,
  PAYMENT_TERMS_LABELS,
  registrationLabels,
  registerThanksLabels,
  reviewLabels,
  passwordProblemLabels,
  passwordRuleStateLabels,
  setPasswordLabels,
});

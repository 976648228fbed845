// Registration limits and the project's own messages (issue 16, PX-17-xxx); the specification's
// registration messages (SH §5) stay in session-locale.ts.

/** PX-17-002: the document types the store accepts, with the extensions the file picker offers. */
export const REGISTRATION_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const REGISTRATION_DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
/** PX-17-002: at most 10 MB (the sandbox's upload limit). */
export const REGISTRATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MSG_DOCUMENT_TYPE = 'Upload the document as a PDF, PNG or JPEG file.'; // PX-17-002
export const MSG_DOCUMENT_TOO_LARGE = 'The document is larger than 10 MB. Upload a smaller file.'; // PX-17-002

/** PX-17-003: the store could not be reached; nothing is lost. */
export const MSG_SUBMIT_OFFLINE =
  'We could not reach the store, so your registration was not sent. Your entries and documents are kept on this device: check your connection and select Submit again.'; // PX-17-003
/** PX-17-004: the account-number lookup failed for another reason than an unknown number. */
export const MSG_LOOKUP_FAILED = 'We could not check the account number just now. Your entries are kept: select Submit again in a moment.'; // PX-17-004

/** PX-17-006: the password rules the set-password page shows (the sandbox's isStrongPassword). */
export const PASSWORD_RULES = [
  'At least 8 characters',
  'At least one letter',
  'At least one number',
  'Not the same as your user name',
] as const;
export const PASSWORD_MIN_LENGTH = 8;
/** PX-65-009, PX-65-010: the specification has no message for a refused password; this one says why and what to do. */
export const MSG_PASSWORD_COMMON = 'This password is too common and easy to guess. Choose a password that others are unlikely to use.';

/** PX-69-007: the contract's limits of a registration field, said in the field. */
export const MSG_REGISTRATION_TOO_LONG = 'Use at most {max} characters.'; // PX-69-007
export const MSG_REGISTRATION_EMAIL = 'Enter an e-mail address such as name@clinic.example.'; // PX-69-007
export const MSG_REGISTRATION_WEBSITE = 'Enter a web address such as www.clinic.example.'; // PX-69-007
export const MSG_REGISTRATION_COUNTRY = 'Choose a country from the list.'; // PX-69-007

/** SH-5-004: the fields' names MSG_FIELD_REQUIRED says ('{field} is required field'). */
export const REGISTRATION_FIELD_NAMES = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  accountName: 'Account Name',
  businessName: 'Business Name',
  apName: 'Accounts Payable Name',
  apEmail: 'Accounts Payable Email',
  apPhone: 'Accounts Payable Phone',
  companyStreet: 'Company Street',
  companyCity: 'Company City',
  companyPostalCode: 'Company Postal Code',
  companyCountry: 'Company Country',
  billToStreet: 'Bill To Street',
  billToCity: 'Bill To City',
  billToPostalCode: 'Bill To Postal Code',
  billToCountry: 'Bill To Country',
  shipToStreet: 'Ship To Street',
  shipToCity: 'Ship To City',
  shipToPostalCode: 'Ship To Postal Code',
  shipToCountry: 'Ship To Country',
  shipToCountries: 'Countries Shipped To',
  informationAccurate: 'Information Accurate',
  creditCheck: 'Credit Check',
  termsAndConditions: 'Terms and Conditions',
} as const;

// The registration form (SH §2, SH §3 "Registration / account", SH §5): tabs, the draft, per-tab
// validation with the exact messages, and the body of the submission.
import {
  MSG_ENTER_ACCOUNT_NUMBER,
  MSG_FIELD_REQUIRED,
  MSG_INVOICE_EMAIL_REQUIRED,
  MSG_PURCHASE_ORDER_FILE_REQUIRED,
  MSG_RESALE_LICENSE_REQUIRED,
  MSG_SELECT_YES_OR_NO,
  MSG_TAX_EXEMPT_FILE_REQUIRED,
} from '../constants/session-locale.ts';

export const REGISTRATION_TABS = [
  'basicInformation',
  'businessInformation',
  'addresses',
  'taxInformation',
  'resellerInformation',
  'authorization',
  'accountDetails',
] as const;
export type RegistrationTab = (typeof REGISTRATION_TABS)[number];

const ADDRESS_KINDS = ['company', 'billTo', 'shipTo'] as const;
const ADDRESS_PARTS = ['Street', 'City', 'Province', 'PostalCode', 'Country'] as const;
type AddressField = `${(typeof ADDRESS_KINDS)[number]}${(typeof ADDRESS_PARTS)[number]}`;

export const TEXT_FIELDS = [
  'firstName', 'lastName', 'jobTitle', 'email', 'phone', 'mobile', 'fax',
  'accountName', 'businessName', 'doingBusinessAs', 'companyEmail', 'website', 'paymentTerms',
  'apName', 'apEmail', 'apPhone', 'apFax', 'invoiceEmail',
  ...ADDRESS_KINDS.flatMap((kind) => ADDRESS_PARTS.map((part): AddressField => `${kind}${part}`)),
  'taxIdentificationNumber', 'productsWanted', 'marketSoldTo', 'accountNumber',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number] | AddressField;

export const QUESTIONS = ['ediInvoicingByEmail', 'salesTaxExempt', 'purchaseForResale', 'shipOutsideCountry', 'existingCustomer'] as const;
export type Question = (typeof QUESTIONS)[number];

export const STATEMENTS = ['informationAccurate', 'creditCheck', 'termsAndConditions'] as const;
export type Statement = (typeof STATEMENTS)[number];

export type FileKind = 'taxExemptFile' | 'resaleLicenseFile';
export interface FileRef {
  name: string;
  size: number;
  type: string;
}

export interface RegistrationDraft {
  text: Partial<Record<TextField, string>>;
  answers: Partial<Record<Question, boolean>>;
  files: Partial<Record<FileKind, FileRef>>;
  shipToCountries: string[];
  statements: Partial<Record<Statement, boolean>>;
}

export const emptyDraft = (): RegistrationDraft => ({ text: {}, answers: {}, files: {}, shipToCountries: [], statements: {} });

/** Field errors by field name (text field, question, file, 'shipToCountries' or statement). */
export type FieldErrors = Record<string, string>;

const LABELS: Record<string, string> = {
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
};

export const requiredMessage = (field: string): string => MSG_FIELD_REQUIRED.replace('{field}', LABELS[field] ?? field);

const blank = (value: string | undefined) => (value ?? '').trim() === '';

type Check = (draft: RegistrationDraft) => FieldErrors;

const required = (...fields: TextField[]): Check => (draft) =>
  Object.fromEntries(fields.filter((field) => blank(draft.text[field])).map((field) => [field, requiredMessage(field)]));

const answered = (question: Question): Check => (draft) =>
  draft.answers[question] === undefined ? { [question]: MSG_SELECT_YES_OR_NO } : {};

/** When `question` is answered yes, `missing` reports what else it needs. */
const whenYes = (question: Question, field: string, missing: (draft: RegistrationDraft) => boolean, message: string): Check => (draft) =>
  draft.answers[question] === true && missing(draft) ? { [field]: message } : {};

const TAB_CHECKS: Record<RegistrationTab, Check[]> = {
  basicInformation: [required('firstName', 'lastName', 'email', 'phone')],
  businessInformation: [
    required('accountName', 'businessName', 'apName', 'apEmail', 'apPhone'),
    (draft): FieldErrors => (blank(draft.text.invoiceEmail) ? { invoiceEmail: MSG_INVOICE_EMAIL_REQUIRED } : {}),
    answered('ediInvoicingByEmail'),
  ],
  addresses: ADDRESS_KINDS.map((kind) => required(`${kind}Street`, `${kind}City`, `${kind}PostalCode`, `${kind}Country`)),
  taxInformation: [
    answered('salesTaxExempt'),
    whenYes('salesTaxExempt', 'taxExemptFile', (draft) => !draft.files.taxExemptFile, MSG_TAX_EXEMPT_FILE_REQUIRED),
  ],
  resellerInformation: [
    answered('purchaseForResale'),
    whenYes('purchaseForResale', 'resaleLicenseFile', (draft) => !draft.files.resaleLicenseFile, MSG_RESALE_LICENSE_REQUIRED),
    answered('shipOutsideCountry'),
    whenYes('shipOutsideCountry', 'shipToCountries', (draft) => draft.shipToCountries.length === 0, requiredMessage('shipToCountries')),
  ],
  authorization: [
    (draft) => Object.fromEntries(STATEMENTS.filter((statement) => draft.statements[statement] !== true).map((s) => [s, requiredMessage(s)])),
  ],
  accountDetails: [
    answered('existingCustomer'),
    whenYes('existingCustomer', 'accountNumber', (draft) => blank(draft.text.accountNumber), MSG_ENTER_ACCOUNT_NUMBER),
  ],
};

export function validateTab(tab: RegistrationTab, draft: RegistrationDraft): FieldErrors {
  return Object.assign({}, ...TAB_CHECKS[tab].map((check) => check(draft))) as FieldErrors;
}

/** Index of the first tab with invalid entries, or -1 when every tab is valid. */
export function firstInvalidTab(draft: RegistrationDraft): number {
  return REGISTRATION_TABS.findIndex((tab) => Object.keys(validateTab(tab, draft)).length > 0);
}

/** 'Please upload a Purchase Order file' when no purchase-order file is given (SH-5-011). */
export function purchaseOrderFileError(file: FileRef | undefined): string | undefined {
  return file ? undefined : MSG_PURCHASE_ORDER_FILE_REQUIRED;
}

// ------------------------------------------------------------------ submission body

const optional = (value: string | undefined): string | null => (blank(value) ? null : value!.trim());
const text = (value: string | undefined): string => (value ?? '').trim();

const address = (draft: RegistrationDraft, kind: (typeof ADDRESS_KINDS)[number]) => ({
  street: text(draft.text[`${kind}Street`]),
  city: text(draft.text[`${kind}City`]),
  province: optional(draft.text[`${kind}Province`]),
  postalCode: text(draft.text[`${kind}PostalCode`]),
  country: text(draft.text[`${kind}Country`]),
});

/** The `registration` JSON part of the submission (RegistrationInput); call it on a valid draft. */
export function toRegistrationInput(draft: RegistrationDraft) {
  const t = draft.text;
  return {
    existingCustomer: draft.answers.existingCustomer === true,
    accountNumber: draft.answers.existingCustomer === true ? optional(t.accountNumber) : null,
    accountName: text(t.accountName),
    businessName: text(t.businessName),
    doingBusinessAs: optional(t.doingBusinessAs),
    companyAddress: address(draft, 'company'),
    phone: text(t.phone),
    fax: optional(t.fax),
    mobile: optional(t.mobile),
    email: text(t.email),
    companyEmail: optional(t.companyEmail),
    website: optional(t.website),
    contact: { firstName: text(t.firstName), lastName: text(t.lastName), jobTitle: optional(t.jobTitle) },
    billToAddress: address(draft, 'billTo'),
    shipToAddress: address(draft, 'shipTo'),
    taxIdentificationNumber: optional(t.taxIdentificationNumber),
    paymentTerms: optional(t.paymentTerms),
    accountsPayable: { name: text(t.apName), email: text(t.apEmail), phone: text(t.apPhone), fax: optional(t.apFax) },
    invoiceEmail: text(t.invoiceEmail),
    ediInvoicingByEmail: draft.answers.ediInvoicingByEmail === true,
    purchaseForResale: draft.answers.purchaseForResale === true,
    productsWanted: optional(t.productsWanted),
    marketSoldTo: optional(t.marketSoldTo),
    shipOutsideCountry: draft.answers.shipOutsideCountry === true,
    shipToCountries: draft.answers.shipOutsideCountry === true ? [...draft.shipToCountries] : [],
    salesTaxExempt: draft.answers.salesTaxExempt === true,
    authorizationStatementsAccepted: STATEMENTS.filter((statement) => draft.statements[statement] === true),
  };
}
export type RegistrationInput = ReturnType<typeof toRegistrationInput>;

/** The file parts that go with the submission: only those the answers require. */
export function registrationFiles(draft: RegistrationDraft): Partial<Record<FileKind, FileRef>> {
  return {
    ...(draft.answers.salesTaxExempt === true && draft.files.taxExemptFile ? { taxExemptFile: draft.files.taxExemptFile } : {}),
    ...(draft.answers.purchaseForResale === true && draft.files.resaleLicenseFile ? { resaleLicenseFile: draft.files.resaleLicenseFile } : {}),
  };
}

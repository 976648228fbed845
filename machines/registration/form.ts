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
import { MSG_REGISTRATION_COUNTRY, MSG_REGISTRATION_EMAIL, MSG_REGISTRATION_TOO_LONG, MSG_REGISTRATION_WEBSITE, REGISTRATION_FIELD_NAMES } from '../constants/registration.ts';
// The server checks the body with ajv-formats' full formats: the tabs use the very same checks (PX-69-007).
import { fullFormats } from 'ajv-formats/dist/formats.js';

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

/** The payment terms an applicant may ask for: the values the account keeps (their words are labels). */
export const PAYMENT_TERMS = ['Net 30', 'Net 45', 'Net 60', 'Prepaid'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

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


export const requiredMessage = (field: string): string => MSG_FIELD_REQUIRED.replace('{field}', (REGISTRATION_FIELD_NAMES as Record<string, string>)[field] ?? field);

const blank = (value: string | undefined) => (value ?? '').trim() === '';

type Check = (draft: RegistrationDraft) => FieldErrors;

const required = (...fields: TextField[]): Check => (draft) =>
  Object.fromEntries(fields.filter((field) => blank(draft.text[field])).map((field) => [field, requiredMessage(field)]));

const answered = (question: Question): Check => (draft) =>
  draft.answers[question] === undefined ? { [question]: MSG_SELECT_YES_OR_NO } : {};

/** When `question` is answered yes, `missing` reports what else it needs. */
const whenYes = (question: Question, field: string, missing: (draft: RegistrationDraft) => boolean, message: string): Check => (draft) =>
  draft.answers[question] === true && missing(draft) ? { [field]: message } : {};

/**
 * PX-69-007: what the contract's RegistrationInput asks of each text field beyond being given (its
 * maxLength, format and pattern), by the field's path in the body. tests/unit/machines/registration-contract.test.ts
 * holds this table to the contract, so it cannot drift from what the server checks.
 */
export const CONTRACT_FIELDS: Record<TextField, { path: string; maxLength: number; format?: 'email' | 'uri'; country?: true }> = {
  firstName: { path: 'contact.firstName', maxLength: 40 },
  lastName: { path: 'contact.lastName', maxLength: 80 },
  jobTitle: { path: 'contact.jobTitle', maxLength: 128 },
  email: { path: 'email', maxLength: 80, format: 'email' },
  phone: { path: 'phone', maxLength: 40 },
  mobile: { path: 'mobile', maxLength: 40 },
  fax: { path: 'fax', maxLength: 40 },
  accountName: { path: 'accountName', maxLength: 255 },
  businessName: { path: 'businessName', maxLength: 255 },
  doingBusinessAs: { path: 'doingBusinessAs', maxLength: 255 },
  companyEmail: { path: 'companyEmail', maxLength: 80, format: 'email' },
  website: { path: 'website', maxLength: 255, format: 'uri' },
  paymentTerms: { path: 'paymentTerms', maxLength: 40 },
  apName: { path: 'accountsPayable.name', maxLength: 120 },
  apEmail: { path: 'accountsPayable.email', maxLength: 80, format: 'email' },
  apPhone: { path: 'accountsPayable.phone', maxLength: 40 },
  apFax: { path: 'accountsPayable.fax', maxLength: 40 },
  invoiceEmail: { path: 'invoiceEmail', maxLength: 80, format: 'email' },
  ...(Object.fromEntries(
    ADDRESS_KINDS.flatMap((kind) => {
      const body = `${kind === 'company' ? 'companyAddress' : `${kind}Address`}`;
      return [
        [`${kind}Street`, { path: `${body}.street`, maxLength: 255 }],
        [`${kind}City`, { path: `${body}.city`, maxLength: 40 }],
        [`${kind}Province`, { path: `${body}.province`, maxLength: 80 }],
        [`${kind}PostalCode`, { path: `${body}.postalCode`, maxLength: 20 }],
        [`${kind}Country`, { path: `${body}.country`, maxLength: 2, country: true }],
      ];
    }),
  ) as Record<AddressField, { path: string; maxLength: number; country?: true }>),
  taxIdentificationNumber: { path: 'taxIdentificationNumber', maxLength: 40 },
  productsWanted: { path: 'productsWanted', maxLength: 1000 },
  marketSoldTo: { path: 'marketSoldTo', maxLength: 255 },
  accountNumber: { path: 'accountNumber', maxLength: 40 },
};

/** The text fields each tab shows (PX-69-008: a refusal naming one of them opens its tab). */
export const TAB_FIELDS: Record<RegistrationTab, readonly TextField[]> = {
  basicInformation: ['firstName', 'lastName', 'jobTitle', 'email', 'phone', 'mobile', 'fax'],
  businessInformation: ['accountName', 'businessName', 'doingBusinessAs', 'companyEmail', 'website', 'paymentTerms', 'apName', 'apEmail', 'apPhone', 'apFax', 'invoiceEmail'],
  addresses: ADDRESS_KINDS.flatMap((kind) => ADDRESS_PARTS.map((part): AddressField => `${kind}${part}`)),
  taxInformation: ['taxIdentificationNumber'],
  resellerInformation: ['productsWanted', 'marketSoldTo'],
  authorization: [],
  accountDetails: ['accountNumber'],
};

const passesFormat = (format: 'email' | 'uri', value: string): boolean => {
  const check = fullFormats[format] as RegExp | ((value: string) => boolean);
  return typeof check === 'function' ? check(value) : check.test(value);
};

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** PX-69-007: a website typed without a scheme (www.clinic.example) is sent as https://www.clinic.example. */
const websiteWithScheme = (value: string): string => (HAS_SCHEME.test(value) ? value : `https://${value}`);

/** The value the body carries for a field (trimmed; the website with its scheme). */
const sentValue = (field: TextField, value: string): string => (field === 'website' ? websiteWithScheme(value.trim()) : value.trim());

/** PX-69-007: a given field's value as the contract checks it in the body: length, format, country code. */
function contractProblem(field: TextField, value: string | undefined): string | undefined {
  if (blank(value)) return undefined;
  const rule = CONTRACT_FIELDS[field];
  const sent = sentValue(field, value!);
  if (rule.country) return /^[A-Z]{2}$/.test(sent) ? undefined : MSG_REGISTRATION_COUNTRY;
  if ([...sent].length > rule.maxLength) return MSG_REGISTRATION_TOO_LONG.replace('{max}', String(rule.maxLength));
  if (rule.format && !passesFormat(rule.format, sent)) return rule.format === 'uri' ? MSG_REGISTRATION_WEBSITE : MSG_REGISTRATION_EMAIL;
  return undefined;
}

const contractChecks = (tab: RegistrationTab): Check => (draft) =>
  Object.fromEntries(
    TAB_FIELDS[tab]
      // The account number is sent only for an existing customer.
      .filter((field) => field !== 'accountNumber' || draft.answers.existingCustomer === true)
      .map((field) => [field, contractProblem(field, draft.text[field])] as const)
      .filter((entry): entry is readonly [TextField, string] => entry[1] !== undefined),
  );

/**
 * PX-69-008: the fields a refusal of the server names ('registration.website must match format "uri"'),
 * with the store's message; entries that name no field are left for the banner.
 */
export function refusedFields(messages: readonly string[]): Partial<Record<TextField, string>> {
  const byPath = new Map(Object.entries(CONTRACT_FIELDS).map(([field, rule]) => [`registration.${rule.path}`, field as TextField]));
  const found: Partial<Record<TextField, string>> = {};
  for (const message of messages) {
    const path = /^(registration(?:\.[A-Za-z]+)+)\b/.exec(message)?.[1];
    const field = path ? byPath.get(path) : undefined;
    if (field && found[field] === undefined) found[field] = message;
  }
  return found;
}

/** The tab a text field is on. */
export const tabOfField = (field: TextField): RegistrationTab => REGISTRATION_TABS.find((tab) => TAB_FIELDS[tab].includes(field))!;

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
  // A field that is required and missing keeps that message; the contract's checks add the rest.
  return Object.assign({}, contractChecks(tab)(draft), ...TAB_CHECKS[tab].map((check) => check(draft))) as FieldErrors;
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
    website: blank(t.website) ? null : websiteWithScheme(t.website!.trim()),
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

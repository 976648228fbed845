// Registration review: approving creates (or links) the account and the store user and e-mails the
// credentials; declining e-mails a notification. Shared by the reviewer endpoints and review.ts.
import { footerPaths } from '../../src/content/site.ts';
import type { Queryable } from '../db/index.ts';
import type { Core } from './core.ts';
import { DomainError, conflict, invalidInput, notFound, tooLarge, unsupportedFileType, type Problem } from './errors.ts';
import { FileTooLargeError, UnsupportedFileError, type FileType } from '../lib/files.ts';
import { nextId } from './ids.ts';
import { findUser, findUserByName } from './accounts.ts';
import { sendPasswordLink } from './credentials.ts';
import { DEFAULT_MAIL_LOCALE, mailLanguageOf, mailWords } from './mail-language.ts';

export interface RegistrationRow {
  id: string;
  status: 'Submitted' | 'Approved' | 'Declined';
  submitted_at: Date;
  reviewed_at: Date | null;
  decline_reason: string | null;
  account_id: string | null;
  user_id: string | null;
  files: Array<{ part: RegistrationFilePart; name: string; contentType: FileType; size: number; storedName: string }>;
  details: any;
  /** PX-86-002: the locale of the page it was submitted from; its e-mails are in that language. */
  locale: string;
}

export function registrationView(r: RegistrationRow) {
  return {
    registrationId: r.id, status: r.status, submittedDate: new Date(r.submitted_at).toISOString(), reviewedDate: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
    declineReason: r.decline_reason, accountId: r.account_id, userId: r.user_id,
    files: r.files.map(({ part, name, contentType, size }) => ({ part, name, contentType, size })), details: r.details,
  };
}

const FILE_PARTS = [
  { part: 'resaleLicenseFile', flag: 'purchaseForResale', message: 'Resale License File is required, Please Upload' },
  { part: 'taxExemptFile', flag: 'salesTaxExempt', message: 'Tax Exempt file is required, Please Upload' },
] as const;
type RegistrationFilePart = (typeof FILE_PARTS)[number]['part'];

export interface RegistrationUpload {
  filename: string;
  bytes: Buffer;
  truncated: boolean;
}

/** Checks a submitted registration (every problem at once) and stores it with its files. */
export async function submitRegistration(core: Core, details: any, files: Record<string, RegistrationUpload | undefined>, locale?: string) {
  const problems: Problem[] = [];
  if (details.existingCustomer && !details.accountNumber?.trim()) problems.push({ errorCode: 'REQUIRED_FIELD_MISSING', message: 'Please Enter the Account number' });
  else if (details.existingCustomer && !(await core.db.one('SELECT id FROM accounts WHERE account_number = $1', [details.accountNumber.trim()]))) {
    problems.push({ errorCode: 'ACCOUNT_NOT_FOUND', message: 'No Account Found with Account#' });
  }
  if (!details.invoiceEmail?.trim()) problems.push({ errorCode: 'REQUIRED_FIELD_MISSING', message: 'Please provide email address for invoices' });
  if (details.shipOutsideCountry && !(details.shipToCountries?.length > 0)) problems.push({ errorCode: 'REQUIRED_FIELD_MISSING', message: 'Ship To Countries is required field' });
  const accepted = new Set(details.authorizationStatementsAccepted ?? []);
  if (!['informationAccurate', 'creditCheck', 'termsAndConditions'].every((s) => accepted.has(s))) problems.push({ errorCode: 'REQUIRED_FIELD_MISSING', message: 'Please accept every authorization statement.' });
  for (const f of FILE_PARTS) if (details[f.flag] && !files[f.part]) problems.push({ errorCode: 'REQUIRED_FILE_MISSING', message: f.message });
  if (problems.length > 0) throw new DomainError('invalid-input', problems);

  const checked: Array<ReturnType<typeof core.files.check> & { part: RegistrationFilePart }> = [];
  for (const f of FILE_PARTS) {
    const upload = files[f.part];
    if (!upload || !details[f.flag]) continue;
    if (upload.truncated) throw tooLarge();
    try {
      checked.push({ ...core.files.check(upload.bytes, upload.filename), part: f.part });
    } catch (error) {
      if (error instanceof FileTooLargeError) throw tooLarge();
      if (error instanceof UnsupportedFileError) throw unsupportedFileType();
      throw error;
    }
  }
  // The files reach the disk with the record that owns them, and leave it if that write fails (PX-10-009).
  return core.files.keepWith((write) => core.db.tx(async (q) => {
    const id = await nextId(q, 'a0G');
    const saved = checked.map((c) => ({ part: c.part, ...write(c) }));
    return (await q.one<{ id: string; submitted_at: Date }>(`INSERT INTO registrations (id, status, submitted_at, files, details, locale) VALUES ($1, 'Submitted', now(), $2, $3, $4) RETURNING id, submitted_at`, [id, JSON.stringify(saved), JSON.stringify(details), locale?.replace('_', '-') ?? DEFAULT_MAIL_LOCALE]))!;
  }));
}

/** Whether an existing customer's account number can be used for a registration (PX-10-011: never the account's name or address). */
export async function lookupAccount(q: Queryable, accountNumber: string) {
  const number = accountNumber.trim();
  if (!number) throw invalidInput('Please Enter the Account number', 'REQUIRED_FIELD_MISSING');
  if (!(await q.one('SELECT id FROM accounts WHERE account_number = $1', [number]))) throw notFound('No Account Found with Account#', 'ACCOUNT_NOT_FOUND');
  return { accountNumber: number, usable: true as const };
}

/** Registrations in one review state, oldest first. */
export async function listRegistrations(q: Queryable, status: RegistrationRow['status'] = 'Submitted'): Promise<RegistrationRow[]> {
  return q.query<RegistrationRow>('SELECT * FROM registrations WHERE status = $1 ORDER BY submitted_at, id', [status]);
}

export async function findRegistration(q: Queryable, id: string, lock = false): Promise<RegistrationRow> {
  const row = await q.one<RegistrationRow>(`SELECT * FROM registrations WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!row) throw notFound(`Registration ${id} was not found.`);
  return row;
}

const alreadyReviewed = () => conflict('This registration has already been reviewed.', 'ALREADY_REVIEWED');

export async function approveRegistration(core: Core, id: string): Promise<RegistrationRow> {
  return core.db.tx(async (q) => {
    const r = await findRegistration(q, id, true);
    if (r.status !== 'Submitted') throw alreadyReviewed();
    const d = r.details;
    const username = String(d.email).trim().toLowerCase();
    if (await findUserByName(q, username)) throw conflict(`A user named ${username} already exists.`, 'DUPLICATE_USERNAME');
    let accountId: string;
    if (d.existingCustomer) {
      const existing = await q.one<{ id: string }>('SELECT id FROM accounts WHERE account_number = $1', [String(d.accountNumber).trim()]);
      if (!existing) throw conflict('No Account Found with Account#', 'ACCOUNT_NOT_FOUND');
      accountId = existing.id;
    } else {
      accountId = await nextId(q, '001');
      const accountNumber = `KR-${10000 + Number(accountId.slice(3))}`;
      const address = async (a: any, type: 'Shipping' | 'Billing') => {
        const addressId = await nextId(q, '8lW');
        const doc = { id: addressId, accountId, addressType: type, name: d.businessName, firstName: d.contact.firstName, lastName: d.contact.lastName, companyName: d.businessName, street: a.street, city: a.city, region: a.province ?? null, postalCode: a.postalCode, country: a.country, phoneNumber: d.phone, isDefault: true };
        return { addressId, doc };
      };
      const ship = await address(d.shipToAddress, 'Shipping');
      const bill = await address(d.billToAddress, 'Billing');
      const country = d.companyAddress.country;
      const market = core.store.markets.find((m) => m.country === country)?.locales[0];
      await q.query('INSERT INTO accounts (id, account_number, name, doc) VALUES ($1, $2, $3, $4)', [accountId, accountNumber, d.accountName, JSON.stringify({
        id: accountId, accountNumber, name: d.accountName, type: d.purchaseForResale ? 'Distributor' : 'Clinic', parentAccountId: null, businessLines: ['Neurology', 'Sensory'],
        country, currencyIsoCode: market?.currencyCode ?? core.settings.defaultCurrency, locale: market?.locale ?? 'en-US', phone: d.phone, email: d.companyEmail ?? d.email,
        website: d.website ?? '', taxIdentificationNumber: d.taxIdentificationNumber ?? '', paymentTerms: d.paymentTerms ?? 'Net 30', invoiceEmail: d.invoiceEmail,
        ediInvoicing: d.ediInvoicingByEmail, purchaseForResale: d.purchaseForResale, salesTaxExempt: d.salesTaxExempt, buyerGroupIds: [],
        billingAddressId: bill.addressId, defaultShippingAddressId: ship.addressId, createdDate: new Date().toISOString(),
      })]);
      for (const a of [ship, bill]) await q.query('INSERT INTO addresses (id, account_id, address_type, is_default, doc) VALUES ($1, $2, $3, true, $4)', [a.addressId, accountId, a.doc.addressType, JSON.stringify(a.doc)]);
    }
    const userId = await nextId(q, '005');
    await q.query('INSERT INTO users (id, username, password_hash, doc) VALUES ($1, $2, NULL, $3)', [userId, username, JSON.stringify({
      id: userId, username, email: username, firstName: d.contact.firstName, lastName: d.contact.lastName, title: d.contact.jobTitle ?? '', roles: ['buyer'],
      defaultAccountId: accountId, managedAccountIds: [accountId], approverForAccountIds: [], buyerGroupIds: [], locale: 'en-US', phone: d.mobile ?? d.phone,
    })]);
    await q.query(`UPDATE registrations SET status = 'Approved', reviewed_at = now(), account_id = $2, user_id = $3 WHERE id = $1`, [id, accountId, userId]);
    const user = (await findUser(q, userId))!;
    await sendPasswordLink(core, q, user, { purpose: 'welcome', accountName: d.accountName }, r.locale);
    return findRegistration(q, id);
  });
}

export async function declineRegistration(core: Core, id: string, reason: string): Promise<RegistrationRow> {
  return core.db.tx(async (q) => {
    const r = await findRegistration(q, id, true);
    if (r.status !== 'Submitted') throw alreadyReviewed();
    await q.query(`UPDATE registrations SET status = 'Declined', reviewed_at = now(), decline_reason = $2 WHERE id = $1`, [id, reason]);
    // PX-86-002: in the language of the page the registration was submitted from.
    const t = mailWords(r.locale);
    await core.outbox.send({
      to: r.details.email,
      subject: t('registration.subject'),
      language: mailLanguageOf(r.locale),
      blocks: [
        t('registration.hello', { firstName: r.details.contact.firstName }),
        t('registration.declined', { accountName: r.details.accountName }),
        t('registration.reason', { reason }),
        t('registration.questions', { email: core.store.webstore.supportEmail }),
        // PX-68-003: the store's contact page, as an absolute address.
        { link: { label: t('registration.contactLink'), path: footerPaths.contact } },
        t('mail.customerService'),
      ],
    });
    return findRegistration(q, id);
  });
}

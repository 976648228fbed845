// Registration review: approving creates (or links) the account and the store user and e-mails the
// credentials; declining e-mails a notification. Shared by the reviewer endpoints and review.ts.
import type { Queryable } from '../db/index.ts';
import type { Core } from './core.ts';
import { conflict, notFound } from './errors.ts';
import { nextId } from '../lib/ids.ts';
import { findUser, findUserByName } from './accounts.ts';
import { sendPasswordLink } from '../handlers/auth.ts';

export interface RegistrationRow {
  id: string;
  status: 'Submitted' | 'Approved' | 'Declined';
  submitted_at: Date;
  reviewed_at: Date | null;
  decline_reason: string | null;
  account_id: string | null;
  user_id: string | null;
  files: Array<{ part: string; name: string; contentType: string; size: number; storedName: string }>;
  details: any;
}

export function registrationView(r: RegistrationRow) {
  return {
    registrationId: r.id, status: r.status, submittedDate: new Date(r.submitted_at).toISOString(), reviewedDate: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
    declineReason: r.decline_reason, accountId: r.account_id, userId: r.user_id,
    files: r.files.map(({ part, name, contentType, size }) => ({ part, name, contentType, size })), details: r.details,
  };
}

/** Whether an existing customer's account number can be used for a registration. */
export async function accountNumberExists(q: Queryable, accountNumber: string): Promise<boolean> {
  return !!(await q.one('SELECT id FROM accounts WHERE account_number = $1', [accountNumber]));
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
    await sendPasswordLink(core, q, user, 'welcome', `Your registration for ${d.accountName} has been approved. You can now sign in to the Kestrel Ridge Medical store with the user name below once you have set your password.`);
    return findRegistration(q, id);
  });
}

export async function declineRegistration(core: Core, id: string, reason: string): Promise<RegistrationRow> {
  return core.db.tx(async (q) => {
    const r = await findRegistration(q, id, true);
    if (r.status !== 'Submitted') throw alreadyReviewed();
    await q.query(`UPDATE registrations SET status = 'Declined', reviewed_at = now(), decline_reason = $2 WHERE id = $1`, [id, reason]);
    core.outbox.send({
      to: r.details.email,
      subject: 'Your Kestrel Ridge Medical registration',
      text: [
        `Hello ${r.details.contact.firstName},`,
        '',
        `Thank you for applying for a store account for ${r.details.accountName}. We are sorry, but we cannot accommodate your request at this time.`,
        '',
        `Reason: ${reason}`,
        '',
        `If you have questions, contact us at ${core.store.webstore.supportEmail}.`,
        'Kestrel Ridge Medical customer service',
      ].join('\n'),
    });
    return findRegistration(q, id);
  });
}

// What the review pages show of a registration (PX-17-005): its details as labelled rows, from the
// Registration wire type, in the order of the form's tabs.
import type { Wire } from '../../machines/wire.ts';
import { COUNTRY_OPTIONS, FIELD_LABELS, QUESTION_LABELS } from '../labels/registration.ts';

export type RegistrationRecord = Wire['Registration'];
type Details = RegistrationRecord['details'];
type Address = Details['companyAddress'];

const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');
const country = (code: string) => COUNTRY_OPTIONS.find((c) => c.code === code)?.name ?? code;
const address = (a: Address | null | undefined) =>
  a ? [a.street, [a.city, a.province, a.postalCode].filter(Boolean).join(' '), country(a.country)].filter(Boolean).join(', ') : '';

export const applicantName = (r: RegistrationRecord) => `${r.details.contact.firstName} ${r.details.contact.lastName}`;

/** Label and value of each detail, blank values left out. */
export function detailRows(r: RegistrationRecord): Array<[string, string]> {
  const d = r.details;
  const rows: Array<[string, string | null | undefined]> = [
    ['Name', applicantName(r)],
    [FIELD_LABELS.jobTitle, d.contact.jobTitle],
    [FIELD_LABELS.email, d.email],
    [FIELD_LABELS.phone, d.phone],
    [FIELD_LABELS.mobile, d.mobile],
    [FIELD_LABELS.fax, d.fax],
    [FIELD_LABELS.accountName, d.accountName],
    [FIELD_LABELS.businessName, d.businessName],
    [FIELD_LABELS.doingBusinessAs, d.doingBusinessAs],
    [FIELD_LABELS.companyEmail, d.companyEmail],
    [FIELD_LABELS.website, d.website],
    [FIELD_LABELS.paymentTerms, d.paymentTerms],
    [FIELD_LABELS.apName, d.accountsPayable?.name],
    [FIELD_LABELS.apEmail, d.accountsPayable?.email],
    [FIELD_LABELS.apPhone, d.accountsPayable?.phone],
    [FIELD_LABELS.apFax, d.accountsPayable?.fax],
    [FIELD_LABELS.invoiceEmail, d.invoiceEmail],
    [QUESTION_LABELS.ediInvoicingByEmail, yesNo(d.ediInvoicingByEmail)],
    ['Company address', address(d.companyAddress)],
    ['Bill-to address', address(d.billToAddress)],
    ['Ship-to address', address(d.shipToAddress)],
    [FIELD_LABELS.taxIdentificationNumber, d.taxIdentificationNumber],
    [QUESTION_LABELS.salesTaxExempt, yesNo(d.salesTaxExempt)],
    [QUESTION_LABELS.purchaseForResale, yesNo(d.purchaseForResale)],
    [FIELD_LABELS.productsWanted, d.productsWanted],
    [FIELD_LABELS.marketSoldTo, d.marketSoldTo],
    [QUESTION_LABELS.shipOutsideCountry, yesNo(d.shipOutsideCountry)],
    ['Countries shipped to', (d.shipToCountries ?? []).map(country).join(', ')],
    ['Authorization statements accepted', String((d.authorizationStatementsAccepted ?? []).length)],
    [QUESTION_LABELS.existingCustomer, yesNo(d.existingCustomer)],
    [FIELD_LABELS.accountNumber, d.accountNumber],
  ];
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '');
}

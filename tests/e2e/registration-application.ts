// A registration as the registration form submits it, for the specs that fill a review queue:
// straight into a sandbox of their own, or through the store's API (not a spec).
import { expect, type Page } from '@playwright/test';
import { submitRegistration } from '../../sandbox/domain/registrations.ts';
import type { Sandbox } from '../../sandbox/app.ts';

export const TAX = 'il-sales-tax-exemption-certificate.pdf';
export const LICENCE = 'il-resellers-permit.pdf';
const pdfText = (text: string) => `%PDF-1.4\n% ${text}\n%%EOF\n`;
const pdf = (text: string) => ({ bytes: Buffer.from(pdfText(text)), truncated: false });
const address = { street: '415 Sheridan Road', city: 'Evanston', province: 'IL', postalCode: '60202', country: 'US' };

/** An application with both documents, as the registration form submits it. */
const application = (accountName: string, email: string) => ({
  existingCustomer: false, accountNumber: null, accountName, businessName: `${accountName} PLLC`, doingBusinessAs: null,
  companyAddress: address, phone: '+18475550126', fax: null, mobile: null, email, companyEmail: null, website: null,
  contact: { firstName: 'Maja', lastName: 'Lindqvist', jobTitle: 'Office Manager' }, billToAddress: address, shipToAddress: address,
  taxIdentificationNumber: '36-4827716', paymentTerms: null, accountsPayable: { name: 'Erik Lindqvist', email: 'ap@northshore.example', phone: '+18475550100', fax: null },
  invoiceEmail: 'invoices@northshore.example', ediInvoicingByEmail: false, purchaseForResale: true, productsWanted: 'Tympanometry probe tips', marketSoldTo: 'Clinics',
  shipOutsideCountry: false, shipToCountries: [], salesTaxExempt: true, authorizationStatementsAccepted: ['informationAccurate', 'creditCheck', 'termsAndConditions'],
});

/** Submits an application with both documents straight to the sandbox's database; answers its id. */
export async function seedRegistration(sandbox: Sandbox, accountName: string, email: string): Promise<string> {
  const { id } = await submitRegistration(sandbox.core, application(accountName, email), {
    taxExemptFile: { filename: TAX, ...pdf('tax exemption') },
    resaleLicenseFile: { filename: LICENCE, ...pdf('resale licence') },
  });
  return id;
}

/** Submits an application with both documents as the registration form does (multipart, no session needed); answers its id. */
export async function submitRegistrationThroughApi(page: Page, accountName: string, email: string): Promise<string> {
  const answer = await page.evaluate(
    async ({ registration, files }) => {
      const body = new FormData();
      body.append('registration', new Blob([JSON.stringify(registration)], { type: 'application/json' }));
      for (const { part, filename, text } of files) body.append(part, new Blob([text], { type: 'application/pdf' }), filename);
      const response = await fetch('/services/data/v64.0/commerce/webstores/0ZE000000000001/registrations', { method: 'POST', body });
      return { status: response.status, body: (await response.json()) as { registrationId?: string } };
    },
    { registration: application(accountName, email), files: [
        { part: 'taxExemptFile', filename: TAX, text: pdfText('tax exemption') },
        { part: 'resaleLicenseFile', filename: LICENCE, text: pdfText('resale licence') },
      ],
    },
  );
  expect(answer.status).toBe(201);
  return answer.body.registrationId!;
}

// The registration part of issue 16's "done means": a newcomer applies with documents (a reload
// half-way keeps the draft and the files), the reviewer approves, the e-mail's link sets the
// password, and the new user signs in and buys for the new account. axe on every page and every
// tab, at every width. It runs on a sandbox of its own so it can read that sandbox's outbox.
import { expect, test, type Page } from '@playwright/test';
import { cartWith, continueTo, PDF, stepHeading } from './checkout-helpers.ts';
import { ownSandbox } from './own-sandbox.ts';
import { expectAxeClean, signIn } from './shell-helpers.ts';

const EMAIL = 'priya.raman@glcsmedical.example';
const TAX_CERTIFICATE = { name: 'wi-sales-tax-exemption-certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% tax exemption\n%%EOF\n') };
// A 1×1 PNG.
const RESALE_LICENCE = {
  name: 'wi-sellers-permit.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};

const own = ownSandbox();

const tabHeading = (page: Page, n: number, title: string) => page.getByRole('heading', { level: 2, name: `Tab ${n} of 7 ${title}` });

async function next(page: Page, n: number, title: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(tabHeading(page, n, title)).toBeFocused();
  await expectAxeClean(page);
}

const group = (page: Page, name: string | RegExp) => page.getByRole('group', { name });
const answer = (page: Page, question: RegExp, value: 'Yes' | 'No') => group(page, question).getByRole('radio', { name: value }).check();

async function fillAddress(page: Page, name: string) {
  const address = group(page, name);
  await address.getByLabel(/^Street/).fill('2250 North Water Street');
  await address.getByLabel(/^City/).fill('Milwaukee');
  await address.getByLabel(/^State or province/).fill('WI');
  await address.getByLabel(/^Postal code/).fill('53202');
  await address.getByLabel(/^Country/).selectOption('US');
}

test('[SH-2-006][SH-2-007][SH-6-001][SH-4-001][SH-4-002][SH-1-016][PX-17-001][PX-17-002][PX-17-005][PX-17-006][CC-7-045][SH-5-004][SH-5-003] a newcomer applies with documents, is approved, sets a password and buys', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const page = await own.page(browser, testInfo);
  // SH-6-001: a guest finds the application from the sign-in page.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Apply for a business account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a business account' })).toBeVisible();
  await expect(tabHeading(page, 1, 'Basic information')).toBeVisible();
  await expectAxeClean(page);

  // Tab 1, with the messages of an empty tab first.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('registration-banner')).toHaveText('Please update the invalid form entries and try again.');
  await expect(page.getByText('First Name is required field')).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel(/^First name/).fill('Priya');
  await page.getByLabel(/^Last name/).fill('Raman');
  await page.getByLabel(/^Job title/).fill('Purchasing Manager');
  await page.getByLabel(/^Email \(your user name\)/).fill(EMAIL);
  await page.getByLabel(/^Phone/).fill('+14145550187');
  await next(page, 2, 'Business information');

  await page.getByLabel(/^Account name/).fill('Great Lakes Clinical Supply');
  await page.getByLabel(/^Business name/).fill('Great Lakes Clinical Supply LLC');
  await page.getByLabel(/^Accounts payable name/).fill('Thomas Brandt');
  await page.getByLabel(/^Accounts payable email/).fill('ap@glcsmedical.example');
  await page.getByLabel(/^Accounts payable phone/).fill('+14145550190');
  await page.getByLabel(/^Email address for invoices/).fill('invoices@glcsmedical.example');
  await answer(page, /EDI invoicing/, 'Yes');
  await next(page, 3, 'Addresses');

  await fillAddress(page, 'Company address');
  await group(page, 'Bill-to address').getByRole('button', { name: 'Same as company address' }).click();
  await group(page, 'Ship-to address').getByRole('button', { name: 'Same as company address' }).click();
  await expect(group(page, 'Ship-to address').getByLabel(/^Postal code/)).toHaveValue('53202');
  await next(page, 4, 'Tax information');

  await page.getByLabel(/^Tax identification number/).fill('39-4827716');
  await answer(page, /exempt from sales tax/, 'Yes');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Tax Exempt file is required, Please Upload')).toBeVisible();
  await page.getByLabel(/^Tax-exemption certificate/).setInputFiles(TAX_CERTIFICATE);
  await expect(page.getByTestId('taxExemptFile-attached')).toContainText(`${TAX_CERTIFICATE.name} (`);
  await expectAxeClean(page);
  await next(page, 5, 'Reseller information');

  await answer(page, /purchase for resale/, 'Yes');
  await page.getByLabel(/^Resale licence/).setInputFiles(RESALE_LICENCE);
  await expect(page.getByTestId('resaleLicenseFile-attached')).toContainText(`${RESALE_LICENCE.name} (`);
  await page.getByLabel(/^Products wanted/).fill('EEG cup electrodes');
  await answer(page, /ship outside your country/, 'Yes');
  await group(page, /Countries you ship to/).getByRole('checkbox', { name: 'Canada' }).check();
  await expectAxeClean(page);

  // PX-17-001: a reload half-way keeps the entries, the tab reached and both documents.
  await page.reload();
  await expect(tabHeading(page, 5, 'Reseller information')).toBeVisible();
  await expect(page.getByTestId('resaleLicenseFile-attached')).toContainText(RESALE_LICENCE.name);
  await expect(group(page, /Countries you ship to/).getByRole('checkbox', { name: 'Canada' })).toBeChecked();
  await page.getByRole('button', { name: /Tax information/ }).click();
  await expect(page.getByTestId('taxExemptFile-attached')).toContainText(TAX_CERTIFICATE.name);
  await page.getByRole('button', { name: /Basic information/ }).click();
  await expect(page.getByLabel(/^First name/)).toHaveValue('Priya');
  await page.getByRole('button', { name: /Reseller information/ }).click();
  await next(page, 6, 'Authorization');

  for (const statement of [/complete and accurate/, /credit check/, /terms and conditions/]) await page.getByRole('checkbox', { name: statement }).check();
  await next(page, 7, 'Account details');
  await answer(page, /already a customer/, 'No');
  await expectAxeClean(page);

  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenInteractions: string[] }).seenInteractions = seen;
    document.addEventListener('experience_interaction', (event) => seen.push((event as CustomEvent<{ name: string }>).detail.name));
  });
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your application' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seenInteractions: string[] }).seenInteractions)).toEqual(['user-register']);
  await expectAxeClean(page);
  // Submitted: the kept draft is gone, the form starts empty.
  await page.goto('/register');
  await expect(tabHeading(page, 1, 'Basic information')).toBeVisible();
  await expect(page.getByLabel(/^First name/)).toHaveValue('');

  // The maker's reviewer approves, after reading the documents.
  const reviewer = await own.page(browser, testInfo);
  await reviewer.goto('/registrations');
  await expect(reviewer.getByTestId('review-forbidden')).toBeVisible();
  await signIn(reviewer, { username: 'reviewer@demo.test', password: 'Demo-Reviewer-1' });
  await reviewer.goto('/registrations');
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Registrations to review' })).toBeVisible();
  await expectAxeClean(reviewer);
  await reviewer.getByRole('link', { name: 'Review Great Lakes Clinical Supply' }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Great Lakes Clinical Supply' })).toBeVisible();
  await expect(reviewer.getByText(`${RESALE_LICENCE.name} (`)).toBeVisible();
  await expect(reviewer.getByText(`${TAX_CERTIFICATE.name} (`)).toBeVisible();
  await expectAxeClean(reviewer);
  const download = reviewer.waitForEvent('download');
  await reviewer.getByRole('button', { name: `View ${TAX_CERTIFICATE.name}` }).click();
  expect((await download).suggestedFilename()).toBe(TAX_CERTIFICATE.name);
  await reviewer.getByRole('button', { name: 'Approve' }).click();
  await expect(reviewer.getByTestId('registration-status')).toHaveText('Approved');
  await expectAxeClean(reviewer);

  // SH-1-016: the e-mail names the user and carries the one-time set-password link.
  const mail = own.sandbox.core.outbox.list().find((m) => m.text.includes(`To: ${EMAIL}`))!;
  expect(mail.text).toContain(`User name: ${EMAIL}`);
  const link = /\/set-password\?token=[\w-]+/.exec(mail.text)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expect(page.getByText('At least 8 characters')).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel('New password', { exact: true }).fill('Water-Street-2250');
  await page.getByLabel('Confirm the new password').fill('Water-Street-2250');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is set' })).toBeVisible();
  await expectAxeClean(page);

  // The new user signs in and buys for the new account by purchase order.
  await signIn(page, { username: EMAIL, password: 'Water-Street-2250' });
  await cartWith(page, [['01t000000000003', 1]]);
  await page.goto('/checkout');
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  await expect(page.getByText('2250 North Water Street').first()).toBeVisible();
  await continueTo(page, 'Delivery method', false);
  await continueTo(page, 'Contact details', false);
  await continueTo(page, 'Billing address', false);
  await continueTo(page, 'Payment', false);
  await page.getByLabel('PO number').fill('PO-GLCS-1');
  await page.getByLabel(/Purchase order document/).setInputFiles(PDF);
  await continueTo(page, 'Review and place order', false);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  // The link works once (PX-10-012).
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Water-Street-9999');
  await page.getByLabel('Confirm the new password').fill('Water-Street-9999');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This password link has expired. Request a new one.' })).toBeVisible();
  await reviewer.context().close();
  await page.context().close();
});

// The registration review page when things fail (issue 16 follow-up), by keyboard: a document that
// cannot be fetched is named and the page keeps working; a decline the store refuses keeps the typed
// reason and says why; declining again reaches the applicant. Reload and Back keep the page; axe with
// every message shown, at every width. A sandbox of its own, seeded directly, so it reads the outbox.
import { expect, test } from '@playwright/test';
import { tabTo } from './keyboard.ts';
import { ownSandbox } from './own-sandbox.ts';
import { LICENCE, seedRegistration, TAX } from './registration-application.ts';
import { expectAxeClean, signIn } from './shell-helpers.ts';

const own = ownSandbox();

test('[PX-33-001][PX-24-020][PX-17-005][SH-4-003] by keyboard, a reviewer meets a document that cannot be opened and a refused decline, keeps the reason and declines; the applicant is told', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const accountName = `Northshore Neurology ${testInfo.project.name}`;
  const email = `maja.${testInfo.project.name}@northshore.example`;
  const reason = 'We supply clinics in the United States only through our distributor.';
  const id = await seedRegistration(own.sandbox, accountName, email);

  const page = await own.page(browser, testInfo);
  await signIn(page, { username: 'reviewer@demo.test', password: 'Demo-Reviewer-1' });
  await page.goto('/registrations');
  const link = page.getByRole('link', { name: `Review ${accountName}` });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: accountName });
  await expect(heading).toBeVisible();

  // PX-33-001: the tax certificate cannot be fetched once; the message names it, the rest works.
  await page.route(`**/registrations/${id}/files/taxExemptFile`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify([{ errorCode: 'INTERNAL_ERROR', message: 'The file store did not answer.' }]) }), { times: 1 });
  await tabTo(page, page.getByRole('button', { name: `View ${TAX}` }));
  await page.keyboard.press('Enter');
  const documentFailed = page.getByRole('alert').filter({ hasText: `${TAX} could not be opened. Please try again.` });
  await expect(documentFailed).toBeVisible();
  await expect(page.getByText('The registrations could not be loaded. Please try again.')).toHaveCount(0);
  await expect(page.getByText('invoices@northshore.example')).toBeVisible();
  await expectAxeClean(page);
  const licence = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: `View ${LICENCE}` }));
  await page.keyboard.press('Enter');
  expect((await licence).suggestedFilename()).toBe(LICENCE);

  // Reload and Back keep the page (the message belonged to that one try).
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(documentFailed).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrations to review' })).toBeVisible();
  await page.goForward();
  await expect(heading).toBeVisible();

  // A decline with no reason takes the reviewer to the reason; the store refuses the first one sent.
  const decline = page.getByRole('button', { name: 'Decline' });
  await tabTo(page, decline);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Reason is required field')).toBeVisible();
  const reasonField = page.getByLabel(/Reason for declining/);
  await expect(reasonField).toBeFocused();
  await page.keyboard.type(reason);
  await page.route(`**/registrations/${id}/actions/decline`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify([{ errorCode: 'SERVICE_UNAVAILABLE', message: 'The review service is busy. Try again in a minute.' }]) }), { times: 1 });
  await tabTo(page, decline);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'The review service is busy. Try again in a minute.' })).toBeVisible();
  await expect(reasonField).toHaveValue(reason);
  await expect(page.getByTestId('registration-status')).toHaveText('Submitted');
  await expectAxeClean(page);

  // Declining again is sent with the kept reason; the applicant is told, and the documents still open (by mouse).
  await tabTo(page, decline);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('registration-status')).toHaveText('Declined');
  await expect(page.getByRole('status').filter({ hasText: 'Declined. The applicant has been notified by e-mail.' })).toBeVisible();
  const mail = own.sandbox.core.outbox.list().find((message) => message.text.includes(`To: ${email}`));
  expect(mail?.text).toContain('cannot accommodate your request');
  expect(mail?.text).toContain(`Reason: ${reason}`);
  const tax = page.waitForEvent('download');
  await page.getByRole('button', { name: `View ${TAX}` }).click();
  expect((await tax).suggestedFilename()).toBe(TAX);
  await expectAxeClean(page);
  await page.context().close();
});

// My account's password change (PX-24-010..PX-24-012), at every width with axe: the rules shown, a
// wrong current password refused with a focused message, then a change that signs the user out of
// another browser and keeps this one signed in; the new password signs in. It changes the password
// of reviewer@demo.test, whom no other spec signs in as on the shared sandbox (the registration
// spec runs a sandbox of its own), and changes it back at the end, even on failure, for the next width.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api } from './checkout-helpers.ts';
import { expectAxeClean, signIn } from './shell-helpers.ts';

const REVIEWER = { username: 'reviewer@demo.test', password: 'Demo-Reviewer-1' } as const;
const NEW_PASSWORD = 'Lakeshore-Review-7';
const WEBSTORE = '/services/data/v64.0/commerce/webstores/0ZE000000000001';

/** Puts the seeded password back through the API (a cookie jar of its own), whatever the page's state. */
async function restorePassword(request: APIRequestContext) {
  await request.get(`${WEBSTORE}/application-context`);
  const signedIn = await request.post(`${WEBSTORE}/auth/login`, { data: { username: REVIEWER.username, password: NEW_PASSWORD } });
  // 401: the change never went through, the seeded password is still in place.
  if (signedIn.status() === 401) return;
  expect(signedIn.status()).toBe(200);
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrf-token')!.value;
  const back = await request.post(`${WEBSTORE}/auth/change-password`, { headers: { 'csrf-token': decodeURIComponent(csrf) }, data: { currentPassword: NEW_PASSWORD, newPassword: REVIEWER.password } });
  expect(back.status()).toBe(200);
}

async function isSignedIn(page: Page) {
  const context = await api(page, 'GET', '/session-context');
  return (context.body as { guestUser: boolean }).guestUser === false;
}

test('[PX-24-010][PX-24-011][PX-24-012] a signed-in user changes the password on My account; other sessions end, this one stays', async ({ page, browser, request }, testInfo) => {
  // Two browsers signed in and four axe runs: more than the default minute on a loaded machine.
  test.setTimeout(150_000);
  const other = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  const elsewhere = await other.newPage();
  try {
    await signIn(elsewhere, REVIEWER);
    await signIn(page, REVIEWER);
    await page.goto('/myprofile');
    const section = page.getByRole('region', { name: 'Password' });
    await expect(section.getByRole('listitem')).toHaveText(['At least 8 characters', 'At least one letter', 'At least one number', 'Not the same as your user name']);
    await expectAxeClean(page);

    // Nothing is sent with a field in error.
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText('Enter your current password.')).toBeVisible();
    await expectAxeClean(page);

    // A wrong current password, typed by keyboard: the store's message, focused; the new one kept.
    await section.getByLabel('Current password').fill('Not-The-Password-1');
    await section.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await section.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await section.getByLabel('Confirm the new password').press('Enter');
    const alert = section.locator('.form-alert');
    await expect(alert).toHaveText('Your current password is not correct.');
    await expect(alert).toBeFocused();
    await expect(section.getByLabel('Current password')).toHaveValue('');
    await expect(section.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
    await expectAxeClean(page);

    await section.getByLabel('Current password').fill(REVIEWER.password);
    await section.getByRole('button', { name: 'Change password' }).click();
    const notice = section.getByTestId('password-changed');
    await expect(notice).toContainText('Your password is changed. You stay signed in here.');
    await expect(notice).toContainText(/You were signed out on (one other device or browser|\d+ other devices or browsers)\./);
    await expectAxeClean(page);

    // This browser is still signed in, also after a reload; the other one is not.
    await page.reload();
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-user', 'signedIn');
    expect(await isSignedIn(page)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
    await elsewhere.reload();
    await expect(elsewhere.getByTestId('site-header')).not.toHaveAttribute('data-user', 'signedIn');

    // The new password signs in elsewhere.
    await signIn(elsewhere, { username: REVIEWER.username, password: NEW_PASSWORD });
  } finally {
    // Back to the seeded password for the next width (and any later spec), even after a failure.
    await other.close();
    await restorePassword(request);
  }
});

// Signing in and out against the sandbox, and the promo banner by buyer group.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { resolve } from 'node:path';
import { createSandbox } from '../../sandbox/app.ts';
import type { FaultOptions } from '../../sandbox/config.ts';
import { storedConsentState } from './consent-state.ts';
import { E2E_DIST_DIR } from './e2e-run.ts';
import { DEMO, freshPage, settled, signIn } from './shell-helpers.ts';

const TARIFF = /2\.3% tariff surcharge applies to all new orders/;
/** How late the race tests' sandboxes answer the reads they hold. */
const LATE_GUEST_READ_MS = 2_000;

test('[SH-6-002][SH-6-005][SH-6-006][SH-2-045][PX-05-006] a guest sees the sign-in link and no cart; signing in shows the signed-in header', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/');
  await settled(page);
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-user', 'guest');
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header.getByLabel(/^Cart,/)).toHaveCount(0);
  await expect(page.getByTestId('promo-banners')).toHaveCount(0);

  await signIn(page, DEMO.buyer);
  // The demo store's mini cart is on (PX-08-007): the badge is a button that opens it.
  await expect(header.getByRole('button', { name: /^Cart,/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByText('Welcome back, Dana.')).toBeVisible();
  await page.context().close();
});

test('[PX-05-024][PX-05-006][PX-06-006] the buyer is on their way Home when the header first shows them signed in, so a search typed at once is kept and made', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('User name (e-mail)').fill(DEMO.buyer.username);
  await page.getByLabel('Password').fill(DEMO.buyer.password);
  // The address at the end of the step (the task) in which the header's signed-in render is
  // committed: before the buyer can see it, or do anything.
  const addressWhenShownSignedIn = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const header = document.querySelector('[data-testid="site-header"]')!;
        new MutationObserver(() => {
          if (header.getAttribute('data-user') === 'signedIn') setTimeout(() => resolve(window.location.pathname));
        }).observe(header, { attributes: true, attributeFilter: ['data-user'] });
      }),
  );
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-user', 'signedIn');
  expect(await addressWhenShownSignedIn).toBe('/');
  await header.getByRole('combobox', { name: 'Search products' }).click();
  await page.keyboard.type('KRM-NEU-EEG-1001');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Products matching KRM-NEU-EEG-1001' }).getByRole('article').first()).toContainText('Exact SKU match');
  await page.context().close();
});

test('[PX-05-006] a wrong password shows the platform message and stays on the sign-in page', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/login');
  await page.getByLabel('User name (e-mail)').fill(DEMO.buyer.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('sign-in-error')).toHaveText(/Your login attempt has failed/);
  await expect(page).toHaveURL(/\/login$/);
  await page.context().close();
});

test('[SH-4-014][SH-4-015][SH-7-018][SH-7-019] signing out clears the effective account and leaves through /webruntime/logout to the guest store', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await signIn(page, DEMO.multi);
  await page.goto('/myprofile');
  await settled(page);
  const logout = page.waitForRequest((request) => new URL(request.url()).pathname === '/webruntime/logout');
  await page.getByTestId('sign-out').click();
  await logout;
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-user', 'guest');
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('effectiveAccount'))).toBeNull();
  await page.goto('/myprofile');
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  await page.context().close();
});

test('[SH-6-011][SH-6-012][SH-2-037] multi@demo.test (Neuro Global USA Buyers) sees the tariff notice above the header', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await signIn(page, DEMO.multi);
  const notices = page.getByRole('region', { name: 'Account notices' });
  await expect(notices).toBeVisible();
  await expect(notices.getByTestId('promo-banner')).toHaveCount(1);
  await expect(notices).toContainText(TARIFF);
  const noticeBox = (await notices.boundingBox())!;
  const headerBox = (await page.getByTestId('site-header').boundingBox())!;
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(headerBox.y + 1);
  await page.context().close();
});

test('[SH-6-013] buyer@demo.test, whose account is in Neuro USA Market, sees the second copy', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await signIn(page, DEMO.buyer);
  await expect(page.getByRole('region', { name: 'Account notices' })).toContainText(TARIFF);
  await page.context().close();
});

/**
 * Signs in on a sandbox of its own, over this run's build, with `faults`, as a buyer who submits as
 * soon as the form is filled in (after `before`), then checks the sign-in survives a reload.
 */
async function signInSurvivesReload(browser: Browser, testInfo: TestInfo, faults: FaultOptions, before: (page: Page) => Promise<void> = async () => undefined) {
  const sandbox = await createSandbox({ host: '127.0.0.1', port: 0, distDir: resolve(E2E_DIST_DIR), faults });
  try {
    const context = await browser.newContext({ baseURL: sandbox.url, viewport: testInfo.project.use.viewport ?? undefined, storageState: storedConsentState(sandbox.url) });
    const page = await context.newPage();
    await before(page);
    await page.goto('/login');
    await page.getByLabel('User name (e-mail)').fill(DEMO.buyer.username);
    await page.getByLabel('Password').fill(DEMO.buyer.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-user', 'signedIn', { timeout: 4 * LATE_GUEST_READ_MS });
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(header).toHaveAttribute('data-user', 'signedIn', { timeout: 4 * LATE_GUEST_READ_MS });
    await context.close();
  } finally {
    await sandbox.close();
  }
}

test('[PX-05-021][PX-05-006] a read sent before the first session cookie and answered after the sign-in does not sign the buyer out', async ({ browser }, testInfo) => {
  // Reads without a session cookie answer late: each brings a fresh guest session cookie, after the
  // sign-in has been sent.
  await signInSurvivesReload(browser, testInfo, { sessionlessReadLatencyMs: LATE_GUEST_READ_MS });
});

// The race does not depend on the width; one layout is enough for a test that waits seconds by design.
test('[PX-05-021][PX-05-006] a read sent with the guest session cookie and handled after the sign-in does not sign the buyer out @large', async ({ browser }, testInfo) => {
  // Reads carrying a session cookie are handled late: the login page's reads, sent with the guest
  // cookie, reach the server after a sign-in sent at once would have ended that session, and would
  // each bring back a fresh guest session cookie.
  await signInSurvivesReload(browser, testInfo, { sessionReadLatencyMs: LATE_GUEST_READ_MS }, async (page) => {
    await page.goto('/faqs');
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'sid')).toBe(true);
  });
});

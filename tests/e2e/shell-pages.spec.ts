// Every shell page at 375, 800 and 1280 px: rendered inside the layout, axe-clean with no rule
// disabled, and a full-page screenshot kept as a test artefact.
import { expect, test } from '@playwright/test';
import { DEMO, expectAxeClean, freshPage, screenshot, settled, signIn } from './shell-helpers.ts';

const GUEST_PAGES: readonly [path: string, name: string, heading: RegExp][] = [
  ['/', 'home', /Neurology and sensory supplies for clinics/],
  ['/login', 'login', /^Sign in$/],
  ['/forgot-password', 'forgot-password', /Reset your password/],
  ['/contactus', 'contact-us', /Contact us/],
  ['/aboutus', 'about-us', /About Kestrel Ridge Medical/],
  ['/faqs', 'faqs', /Frequently asked questions/],
  ['/privacy', 'privacy', /Privacy policy/],
  ['/terms', 'terms', /Terms and conditions of sale/],
  ['/shipping-returns', 'shipping-returns', /Shipping and returns/],
  ['/store-policies', 'store-policies', /Store policies/],
  ['/payment-methods', 'payment-methods', /Payment options/],
  ['/customer-service', 'customer-service', /Customer service/],
  ['/mylists', 'my-lists-guest', /Your wishlists/],
  ['/myprofile', 'my-profile-guest', /Your account/],
  ['/no-such-page', 'not-found', /Page not found/],
];

for (const [path, name, heading] of GUEST_PAGES) {
  test(`[PX-05-010][PX-05-011][SH-2-029] ${path} as a guest renders in the layout, is axe-clean and is captured`, async ({ browser }, testInfo) => {
    const page = await freshPage(browser, testInfo);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await settled(page);
    await screenshot(page, testInfo, name);
    await expectAxeClean(page);
    await page.context().close();
  });
}

test('[PX-59-002][PX-17-005] a registration\'s review page as a guest has its h1 beside the reviewers-only message, and is axe-clean', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/registrations/a0G000000000999');
  await expect(page.getByRole('main').getByText('These pages are for registration reviewers.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application');
  await settled(page);
  await expectAxeClean(page);
  await page.context().close();
});

const SIGNED_IN_PAGES: readonly [path: string, name: string, heading: RegExp][] = [
  ['/', 'home-signed-in', /Neurology and sensory supplies for clinics/],
  ['/myprofile', 'my-profile', /Your account/],
  ['/mylists', 'my-lists', /Your wishlists/],
  ['/login', 'login-signed-in', /^Sign in$/],
];

test('[PX-05-010][PX-05-012][SH-2-044] the signed-in pages are axe-clean and captured', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await signIn(page, DEMO.multi);
  for (const [path, name, heading] of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await settled(page);
    if (path === '/mylists') await expect(page.getByTestId('wishlists').or(page.getByText('You have no wishlists yet.'))).toBeVisible();
    await screenshot(page, testInfo, name);
    await expectAxeClean(page);
  }
  await page.context().close();
});

// A checkout that never gets ready (acceptance audit of issue 14, Start): the server keeps answering
// 202 (Processing), the storefront polls with the delays of CC §4 and gives up after 14 attempts with
// a clear message and 'Try again'; once the server is ready again, 'Try again' goes on to the checkout
// with the cart kept. The browser's clock is driven by the test, so the ~96 s of waits pass at once.
import { expect, test } from '@playwright/test';
import { POLLING_MAX_ATTEMPT } from '../../machines/constants/cart-checkout.ts';
import { api, cartWith } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

test('[PX-34-005][CC-4-045][PX-14-005] a checkout still processing after the last poll shows a clear message with Try again, which then reaches the checkout with the cart kept', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  // Video otoscope tips, which no other spec buys or counts: the checkout may reserve them.
  await cartWith(page, [['01t000000000013', 2]]);
  // Every read of the checkout answers 202 until the server is "ready" again.
  let ready = false;
  let processingReads = 0;
  await page.route(/\/checkouts\/[0-9A-Za-z]{15}(\?.*)?$/, (route) => {
    if (route.request().method() !== 'GET' || ready) return route.continue();
    processingReads += 1;
    return route.fulfill({ status: 202, json: {} });
  });
  await page.clock.install();
  await page.goto('/checkout');
  const alert = page.getByRole('alert').filter({ hasText: 'Your checkout is taking longer than usual to get ready. Your cart is kept: try again in a moment.' });
  // Each turn moves the page's clock past the next polling delay, then lets the read's answer arrive.
  await expect(async () => {
    await page.clock.runFor(5_000);
    await expect(alert).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 45_000 });
  // No raw machine text reaches the buyer; the polls stopped at the limit.
  await expect(page.getByText('async maximum wait exceeded')).toHaveCount(0);
  expect(processingReads).toBe(POLLING_MAX_ATTEMPT);
  await expect(alert.getByRole('link', { name: 'Back to cart' })).toBeVisible();
  await expectAxeClean(page);
  const summary = (await api(page, 'GET', '/carts/current/compact-summary')).body as { totalProductCount: string };
  expect(Number(summary.totalProductCount)).toBe(2);

  ready = true;
  await alert.getByRole('button', { name: 'Try again' }).click();
  // The checkout the first attempt started is joined where it stands on the server (PX-70-011): a step is open.
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(page.locator('.checkout-step--open').getByRole('button', { name: 'Continue' })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(Number(((await api(page, 'GET', '/carts/current/compact-summary')).body as { totalProductCount: string }).totalProductCount)).toBe(2);
  await expect(alert).toHaveCount(0);
});

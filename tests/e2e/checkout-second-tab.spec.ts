// A second tab on /checkout (issue 25, minor; PX-70-011): the buyer went through the first steps in one
// tab, then opens the checkout in another (a new tab keeps no step flow of its own): it opens at the
// step the server's checkout stands at, with the steps before it done, not at the first step.
import { expect, test } from '@playwright/test';
import { cartWith, continueTo, stepHeading } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

/** Video otoscope tips (stock 1,125), bought by no spec that counts stock. */
const UNCOUNTED_PRODUCT = '01t000000000013';

test('[PX-70-011] a second tab opens the checkout at the step the server holds', async ({ page, context }, testInfo) => {
  await signIn(page, DEMO.buyer);
  await cartWith(page, [[UNCOUNTED_PRODUCT, 2]]);
  await page.goto('/checkout');
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  await continueTo(page, 'Delivery method', false);
  await continueTo(page, 'Contact details', false);
  await continueTo(page, 'Billing address', false);

  const second = await context.newPage();
  await second.goto('/checkout');
  await expect(second.locator('.checkout-step--open')).toContainText('Billing address');
  await expect(second.locator('.checkout-step--open').getByRole('button', { name: 'Continue' })).toBeVisible();
  // The steps before it show as done, each with its Change button.
  for (const done of ['shipping address', 'delivery method', 'contact details']) await expect(second.getByRole('button', { name: `Change ${done}` })).toBeVisible();
  await expect(second.getByText('Ground — $18.00')).toBeVisible();
  await second.screenshot({ path: testInfo.outputPath(`second-tab-${testInfo.project.name}.png`), fullPage: true });
  await expectAxeClean(second);
  await second.close();
  await cartWith(page, []);
});

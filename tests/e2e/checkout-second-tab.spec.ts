// A second tab on /checkout (issue 25, minor; PX-70-011): the buyer went through the first steps in one
// tab, then opens the checkout in another (a new tab keeps no step flow of its own): it opens at the
// step the server's checkout stands at, with the steps before it done, not at the first step.
import { expect, test, type Page } from '@playwright/test';
import { api, cartWith, continueTo, stepHeading } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

/** Video otoscope tips (stock 1,125), bought by no spec that counts stock. */
const UNCOUNTED_PRODUCT = '01t000000000013';

/** The demo buyer with one line, through the first three steps to the billing address (axe there when asked). */
async function buyerAtBillingStep(page: Page, axe: boolean): Promise<void> {
  await signIn(page, DEMO.buyer);
  await cartWith(page, [[UNCOUNTED_PRODUCT, 2]]);
  await page.goto('/checkout');
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  await continueTo(page, 'Delivery method', false);
  await continueTo(page, 'Contact details', false);
  await continueTo(page, 'Billing address', axe);
}

test('[PX-70-011] a second tab opens the checkout at the step the server holds', async ({ page, context }, testInfo) => {
  await buyerAtBillingStep(page, false);

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

test('[PX-70-013] the billing step offers the account\'s bill-to address, chosen first, and the order bills it', async ({ page }) => {
  await buyerAtBillingStep(page, true);
  const billTo = page.getByRole('radio', { name: /PO Box 60611-2290/ });
  await expect(billTo).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Same as the shipping address' })).not.toBeChecked();
  await continueTo(page, 'Payment', false);
  await expect(page.getByText(/PO Box 60611-2290/).first()).toBeVisible();
  await page.getByLabel('PO number').fill('PO-BILL-TO-1');
  await continueTo(page, 'Review and place order', false);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  const orders = await api(page, 'GET', `/order-summaries?effectiveAccountId=001000000000001&pageSize=5`);
  const placed = (orders.body as { orderSummaries: Array<{ orderNumber: string; orderSummaryId: string }> }).orderSummaries.find((order) => order.orderNumber === orderNumber)!;
  const details = await api(page, 'GET', `/order-summaries/${placed.orderSummaryId}?effectiveAccountId=001000000000001`);
  expect(JSON.stringify(details.body)).toContain('PO Box 60611-2290');
});

// The "done means": a buyer places one order by purchase order with a PDF and one by card,
// a guest does the same, each sees the confirmation; axe on every step, at every width.
import { expect, test } from '@playwright/test';
import { api, cartWith, continueTo, PDF, stepHeading } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

test('[PX-08-001][PX-08-020][PX-08-012][PX-08-005][PX-08-015][CC-4-048][CC-2-008] a buyer places an order by purchase order with a PDF and sees the confirmation', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000003', 2]]);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  await expectAxeClean(page);
  // The account's default address is chosen first.
  await expect(page.getByRole('radio').first()).toBeChecked();
  await continueTo(page, 'Delivery method');
  await continueTo(page, 'Contact details');
  await expect(page.getByLabel('E-mail')).toHaveValue('buyer@demo.test');
  await continueTo(page, 'Billing address');
  await continueTo(page, 'Payment');
  await page.getByLabel('PO number').fill('PO-LNA-7001');
  await page.getByLabel(/Purchase order document/).setInputFiles(PDF);
  await expect(page.getByText(`${PDF.name} (`)).toBeVisible();
  await continueTo(page, 'Review and place order');
  await expect(page.getByText('Purchase order PO-LNA-7001 (PO-LNA-7001.pdf)').first()).toBeVisible();
  // Without the terms nothing is sent.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Accept the terms and conditions to place the order.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = await page.getByTestId('order-number').textContent();
  expect(orderNumber).toMatch(/^KRM-\d{6}$/);
  await expect(page.getByText('Purchase order PO-LNA-7001')).toBeVisible();
  await expect(page.getByText(`Document: ${PDF.name}`)).toBeVisible();
  await expectAxeClean(page);
  const orders = (await api(page, 'GET', '/order-summaries')).body as { orderSummaries: Array<{ orderNumber: string }> };
  expect(orders.orderSummaries.filter((order) => order.orderNumber === orderNumber)).toHaveLength(1);
});

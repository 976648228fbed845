// PX-75-004: the buyer of a tax-exempt account (o.brooks@greatlakesclinical.example) sees no tax on the
// cart and at checkout, and the tax row says the account is tax-exempt; PX-75-003: the product page's
// tax text is the market's, not a fixed line.
import { expect, test } from '@playwright/test';
import { cartWith, stepHeading } from './checkout-helpers.ts';
import { expectAxeClean, signIn } from './shell-helpers.ts';

const EXEMPT = { username: 'o.brooks@greatlakesclinical.example', password: 'Demo-Exempt-1' };

test('[PX-75-004] a tax-exempt account: the cart and the checkout show tax $0.00 as "Tax (tax-exempt account)"', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, EXEMPT);
  // Not the product whose exact stock the catalogue specs read: this test leaves its checkout open.
  await cartWith(page, [['01t000000000005', 10]]);
  await page.goto('/cart');
  const taxRow = (scope: ReturnType<typeof page.getByTestId>) => scope.getByTestId('tax-line');
  await expect(taxRow(page.getByTestId('totals').first())).toHaveText(/Tax \(tax-exempt account\)\s*\$0\.00/);
  await expectAxeClean(page);
  await page.goto('/checkout');
  await expect(stepHeading(page, 'Shipping address').or(stepHeading(page, 'Delivery method')).first()).toBeVisible();
  await expect(taxRow(page.getByTestId('totals').first())).toHaveText(/Tax \(tax-exempt account\)\s*\$0\.00/);
  await expectAxeClean(page);
});

test('[PX-75-003] the product page says the tax of the buyer\'s market: a German market does not show the US rate', async ({ page }) => {
  await page.goto('/product/01t000000000001');
  await expect(page.getByText('Price includes 7% sales tax (US Sales Tax)')).toBeVisible();
  await page.goto('/de-DE/product/01t000000000001');
  // The German market's own words for VAT (the page is in German at /de-DE/).
  await expect(page.locator('.price__tax')).toHaveText(/MwSt\./);
  await expect(page.locator('.price__tax')).not.toContainText('7%');
});

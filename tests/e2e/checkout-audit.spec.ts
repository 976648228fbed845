// Issue 25, the specification audit's checkout items: SH §3's order fields entered at checkout
// (PX-76-001) and the purchase-order document an account requires (PX-76-002, SH-5-011).
import { expect, test } from '@playwright/test';
import { cartWith, continueTo, expectOneOrder, PDF, stepHeading } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

test('[PX-76-001] shipping instructions and attention to are entered on the delivery step, reviewed, and shown on the confirmation and the order details', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000003', 2]]);
  await page.goto('/checkout');
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  await continueTo(page, 'Delivery method', false);
  await page.getByLabel('Shipping instructions (optional)').fill('Deliver to the sleep lab reception, Suite 200.');
  await page.getByLabel('Attention to (optional)').fill('Sleep lab coordinator');
  await expectAxeClean(page);
  await continueTo(page, 'Contact details', false);
  // A reload keeps what the server holds: the delivery step, reopened, shows both.
  await page.reload();
  await page.getByRole('button', { name: 'Change delivery method' }).click();
  await expect(page.getByLabel('Shipping instructions (optional)')).toHaveValue('Deliver to the sleep lab reception, Suite 200.');
  await expect(page.getByLabel('Attention to (optional)')).toHaveValue('Sleep lab coordinator');
  await continueTo(page, 'Contact details', false);
  await continueTo(page, 'Billing address', false);
  await continueTo(page, 'Payment', false);
  await page.getByLabel('PO number').fill('PO-LNA-NOTES-1');
  await continueTo(page, 'Review and place order');
  const review = page.locator('.review');
  await expect(review.getByText('Shipping instructions: Deliver to the sleep lab reception, Suite 200.')).toBeVisible();
  await expect(review.getByText('Attention to: Sleep lab coordinator')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectOneOrder(page);
  await expect(page.getByText('Shipping instructions: Deliver to the sleep lab reception, Suite 200.')).toBeVisible();
  await expect(page.getByText('Attention to: Sleep lab coordinator')).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'View order details' }).click();
  await expect(page.getByText('Deliver to the sleep lab reception, Suite 200.')).toBeVisible();
  await expect(page.getByText('Sleep lab coordinator')).toBeVisible();
});

test('[PX-76-002][SH-5-011][PX-08-006] an account that requires the PO document: the payment step says so, refuses a PO without it with the specification\'s message, and the order carries it', async ({ page }) => {
  test.setTimeout(120_000);
  // Riley Chen buys for Pacific Crest Health System, whose purchase orders go with their document.
  await signIn(page, DEMO.multi);
  await cartWith(page, [['01t000000000001', 2]]);
  await page.goto('/checkout');
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  await continueTo(page, 'Delivery method', false);
  await continueTo(page, 'Contact details', false);
  await continueTo(page, 'Billing address', false);
  await continueTo(page, 'Payment', false);
  await page.getByLabel('PO number').fill('PCHS-90101');
  const file = page.getByLabel('Purchase order document (PDF, PNG or JPEG, up to 10 MB, required)');
  await expect(file).toBeVisible();
  await page.locator('.checkout-step--open').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please upload a Purchase Order file')).toBeVisible();
  await expect(file).toBeFocused();
  await expectAxeClean(page);
  await file.setInputFiles({ ...PDF, name: 'PCHS-90101.pdf' });
  await continueTo(page, 'Review and place order');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectOneOrder(page);
  await expect(page.getByText('PCHS-90101.pdf')).toBeVisible();
});

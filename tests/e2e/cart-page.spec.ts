// The cart page: quantity edits with the purchase rule, a failed change restored, remove with Undo,
// coupons, totals with the tariff line, clear behind a dialog, 25 lines a page; axe at every width.
import { expect, test } from '@playwright/test';
import { api, cartWith } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

const PROBE_TIPS = 'Aurisense Tympanometry Probe Tips, Assorted (Box of 100)';

test('[PX-08-031][PX-08-030][PX-08-002][PX-08-032][PX-14-001][CC-9-001][CC-2-009] a buyer edits quantities, removes and undoes from the toast, applies a coupon and clears the cart', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000003', 2], ['01t000000000005', 4]]);
  await page.goto('/cart');
  const table = page.getByRole('table', { name: 'Your cart' });
  const quantity = page.getByRole('textbox', { name: `Quantity of ${PROBE_TIPS}` });
  await expect(quantity).toHaveValue('4');
  await expect(page.getByTestId('tariff-line')).toBeVisible();
  await expectAxeClean(page);

  // The purchase rule (steps of 2) is named and nothing is sent.
  await quantity.fill('5');
  await quantity.press('Enter');
  await expect(page.getByText(/sold in steps of 2/)).toBeVisible();
  await expectAxeClean(page);
  // A valid quantity goes out on Enter; the line total follows the server.
  await quantity.fill('6');
  await quantity.press('Enter');
  await expect(table.locator('tr', { hasText: PROBE_TIPS })).toContainText('$351.00');

  // A failed change puts the last confirmed quantity back, with the error next to the line.
  await page.route('**/cart-items/*', (route) => (route.request().method() === 'PATCH' ? route.fulfill({ status: 500, contentType: 'application/json', body: '[{"errorCode":"UNKNOWN_EXCEPTION","message":"Fault"}]' }) : route.continue()));
  await quantity.fill('8');
  await quantity.press('Enter');
  await expect(page.getByText('The quantity could not be changed. It is back to what it was.')).toBeVisible();
  await expect(quantity).toHaveValue('6');
  await page.unroute('**/cart-items/*');

  // Remove, then Undo in the toast that tells of it (PX-14-001).
  await table.getByRole('button', { name: `Remove ${PROBE_TIPS}` }).click();
  const toast = page.locator('.krm-toast', { hasText: `${PROBE_TIPS} was removed from your cart.` });
  await expect(toast).toBeVisible();
  await expect(quantity).toHaveCount(0);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(quantity).toHaveValue('6');
  await expect(toast).toHaveCount(0);

  // Coupons: the server's message for a bad code, then NEURO10.
  await page.getByLabel('Coupon code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText("The coupon code NOPE isn't valid.")).toBeVisible();
  await page.getByLabel('Coupon code').fill('NEURO10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon NEURO10 applied')).toBeVisible();
  await expect(page.getByTestId('totals')).toContainText('Discounts');
  await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();

  // Clear behind a confirmation.
  await page.getByRole('button', { name: 'Clear cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear your cart?' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  await expectAxeClean(page);
});

test('[CC-9-001][CC-9-002][PX-08-033] a cart of 30 lines shows 25 and the rest after Show more @large', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await cartWith(page, []);
  const products = (await api(page, 'GET', '/search/products?searchTerm=pack&pageSize=100')).body as { productsPage?: { products?: Array<{ id: string }> } };
  let lines = 0;
  for (const product of products.productsPage?.products ?? []) {
    if (lines === 30) break;
    const added = await api(page, 'POST', '/carts/current/cart-items', { productId: product.id, quantity: '10', type: 'Product' });
    if (added.status === 201) lines += 1;
  }
  expect(lines).toBe(30);
  await page.goto('/cart');
  const rows = page.getByRole('table', { name: 'Your cart' }).locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(30);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  // Leave the buyer's cart as other specs expect to find it: empty.
  await cartWith(page, []);
});

test('[PX-08-007][CC-2-010][CC-2-011][CC-6-006] the badge opens the mini cart: latest lines, subtotal, View cart and Checkout; focus stays inside and Escape returns it to the badge', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000003', 2]]);
  await page.reload();
  const badge = page.getByTestId('site-header').getByRole('button', { name: 'Cart, 2 items' });
  await badge.click();
  const panel = page.getByRole('dialog', { name: 'Cart' });
  await expect(panel.getByRole('heading', { name: 'Cart' })).toBeFocused();
  await expect(panel.getByRole('list', { name: 'Latest items' }).getByRole('listitem')).toHaveCount(1);
  await expect(panel).toContainText('Subtotal');
  await expect(badge).toHaveAttribute('aria-expanded', 'true');
  await expectAxeClean(page);
  // Tab goes round inside the panel.
  for (let presses = 0; presses < 5; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(badge).toBeFocused();
  await badge.press('Enter');
  await panel.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

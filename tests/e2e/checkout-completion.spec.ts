// Checkout, the second part of issue 14: split shipment to two addresses when the store allows it
// (the demo store does not: the application context is answered with the flag on).
import { expect, test, type Page } from '@playwright/test';
import { api, cartWith, continueTo, stepHeading } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

const PROBE_TIPS = 'Aurisense Tympanometry Probe Tips, Assorted (Box of 100)';

/** The store's settings with some flags changed, as the application context answers them. */
async function withSettings(page: Page, changes: Record<string, unknown>): Promise<void> {
  await page.route('**/application-context*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...changes } });
  });
}

test('[PX-14-002][PX-14-003][PX-14-004][CC-4-037][CC-5-050] split shipment to two addresses: a reload and Back keep the split, each delivery is reviewed, one order', async ({ page }) => {
  await withSettings(page, { splitShipmentEnabled: true });
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000003', 2], ['01t000000000005', 4]]);
  await page.goto('/checkout');
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  const split = page.getByRole('checkbox', { name: 'Send some items to another address' });
  await split.check();
  // Every line left at the first address: refused, with the reason.
  await page.locator('.checkout-step--open').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Send at least one item to each address, or ship everything to one address.')).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel(`Address for ${PROBE_TIPS}`).selectOption('second');
  await continueTo(page, 'Delivery method');
  await expect(page.locator('.checkout-step--open').getByText(/^Delivering to/)).toHaveCount(2);
  // The cart now has two delivery groups, one line in each.
  const groups = (await api(page, 'GET', '/carts/current/delivery-groups?cartItemLimit=100')).body as { items: Array<{ isDefault: boolean; cartItems: Array<{ name: string }> }> };
  expect(groups.items.filter((group) => group.cartItems.length > 0).map((group) => group.cartItems.map((item) => item.name))).toHaveLength(2);
  expect(groups.items.find((group) => !group.isDefault)?.cartItems.map((item) => item.name)).toEqual([PROBE_TIPS]);
  // A reload, then Back to the address step: the split is as the buyer left it.
  await page.reload();
  await expect(stepHeading(page, 'Delivery method')).toBeVisible();
  await page.getByRole('button', { name: 'Change shipping address' }).click();
  await expect(split).toBeChecked();
  await expect(page.getByLabel(`Address for ${PROBE_TIPS}`)).toHaveValue('second');
  await continueTo(page, 'Delivery method', false);
  await continueTo(page, 'Contact details', false);
  await continueTo(page, 'Billing address', false);
  await continueTo(page, 'Payment', false);
  await page.getByLabel('PO number').fill('PO-SPLIT-2');
  await continueTo(page, 'Review and place order');
  const deliveries = page.getByTestId('review-delivery');
  await expect(deliveries).toHaveCount(2);
  await expect(deliveries.filter({ hasText: PROBE_TIPS })).toHaveCount(1);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = await page.getByTestId('order-number').textContent();
  const orders = (await api(page, 'GET', '/order-summaries')).body as { orderSummaries: Array<{ orderNumber: string }> };
  expect(orders.orderSummaries.filter((order) => order.orderNumber === orderNumber)).toHaveLength(1);
});

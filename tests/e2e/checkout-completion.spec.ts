// Checkout, the second part of issue 14: split shipment to two addresses when the store allows it
// (the demo store does not: the application context is answered with the flag on).
import { expect, test, type Page } from '@playwright/test';
import { api, cartWith, continueTo, expectOneOrder, newestOrderNumbers, reviewByPurchaseOrder, stepHeading } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

const PROBE_TIPS = 'Aurisense Tympanometry Probe Tips, Assorted (Box of 100)';

/** The store's settings with some flags changed, as the application context answers them. */
async function withSettings(page: Page, changes: Record<string, unknown>): Promise<void> {
  await page.route('**/application-context*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...changes } });
  });
}

test('[PX-14-002][PX-14-003][PX-14-004][PX-21-001][PX-21-002][CC-4-037][CC-5-050][PX-75-001][PX-75-002] split shipment to two addresses: a reload and Back keep the split, each delivery is reviewed, one order that shows both addresses on the confirmation and the order details', async ({ page }) => {
  // A whole checkout, then the confirmation and the order details each read and checked by axe.
  test.setTimeout(120_000);
  await withSettings(page, { splitShipmentEnabled: true });
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000003', 2], ['01t000000000005', 4]]);
  await page.goto('/checkout');
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  const split = page.getByRole('checkbox', { name: 'Send some items to another address' });
  await split.check();
  // PX-75-001: each line's chooser names the two addresses by name and street.
  await expect(page.getByLabel(`Address for ${PROBE_TIPS}`).locator('option')).toHaveText([
    'Lakeshore Neurology Associates, 1420 Harbor View Drive',
    'Lakeshore Neurology Associates – Evanston Sleep Lab, 815 Ridge Avenue, Suite 200',
  ]);
  await expect(page.getByText('Each address is a delivery of its own: shipping is charged per delivery.')).toBeVisible();
  // Every line left at the first address: refused, with the reason.
  await page.locator('.checkout-step--open').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Send at least one item to each address, or ship everything to one address.')).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel(`Address for ${PROBE_TIPS}`).selectOption('second');
  await continueTo(page, 'Delivery method');
  await expect(page.locator('.checkout-step--open').getByText(/^Delivering to/)).toHaveCount(2);
  // PX-75-002: the fee is charged per delivery, and each method says what two deliveries cost.
  await expect(page.getByText('The method applies to each of the 2 deliveries, and shipping is charged per delivery.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Ground — \$18\.00 per delivery, \$36\.00 for 2 deliveries/ })).toBeVisible();
  // The cart now has two delivery groups, one line in each.
  const groups = (await api(page, 'GET', '/carts/current/delivery-groups?cartItemLimit=100')).body as {
    items: Array<{ isDefault: boolean; deliveryAddress: { street: string } | null; cartItems: Array<{ name: string }> }>;
  };
  expect(groups.items.filter((group) => group.cartItems.length > 0).map((group) => group.cartItems.map((item) => item.name))).toHaveLength(2);
  expect(groups.items.find((group) => !group.isDefault)?.cartItems.map((item) => item.name)).toEqual([PROBE_TIPS]);
  // The two streets the order must still show after it is placed (PX-21-002).
  const firstStreet = groups.items.find((group) => group.isDefault)!.deliveryAddress!.street;
  const secondStreet = groups.items.find((group) => !group.isDefault)!.deliveryAddress!.street;
  expect(firstStreet).not.toBe(secondStreet);
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
  await expectOneOrder(page);
  // The confirmation, then the order details page, show each delivery with its own address and line.
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  for (const where of ['confirmation', 'order details']) {
    const placed = page.getByTestId('order-delivery');
    await expect(placed, where).toHaveCount(2);
    await expect(placed.nth(0)).toContainText(firstStreet);
    await expect(placed.nth(0)).not.toContainText(PROBE_TIPS);
    await expect(placed.nth(1)).toContainText(secondStreet);
    await expect(placed.nth(1)).toContainText(PROBE_TIPS);
    await expect(page.getByRole('heading', { level: 3, name: 'Delivery 2 of 2' })).toBeVisible();
    await expectAxeClean(page);
    if (where === 'confirmation') {
      await page.goto(`/orders/${orderNumber}`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
    }
  }
});

test('[PX-14-005][CC-4-046][CC-4-041][PX-08-001] a faulty sandbox (410 at start, slow answers, Processing, 409 at placing) ends in one order after a clear message, the cart never lost', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000003', 2]]);
  // The first start answers 410 (an old checkout in the way): the storefront deletes it and starts once more.
  let starts = 0;
  await page.route(/\/webstores\/\w+\/checkouts(\?.*)?$/, (route) => (route.request().method() === 'PUT' && starts++ === 0 ? route.fulfill({ status: 410, json: [{ errorCode: 'GONE', message: 'Gone.' }] }) : route.continue()));
  // The first three reads of the checkout answer 202 (Processing); every change is slow.
  let reads = 0;
  await page.route(/\/checkouts\/[0-9A-Za-z]{15}(\?.*)?$/, async (route) => {
    const method = route.request().method();
    if (method === 'GET' && reads++ < 3) return route.fulfill({ status: 202, json: {} });
    if (method === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.continue();
  });
  await page.goto('/checkout');
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  expect(starts).toBe(2);
  await reviewByPurchaseOrder(page, 'PO-FAULTY-1');
  const before = await newestOrderNumbers(page);
  // The first placing answers 409: it is shown, not retried, and the cart is still there.
  let placings = 0;
  await page.route(/\/orders(\/actions)?(\?.*)?$/, (route) => (route.request().method() === 'POST' && placings++ === 0 ? route.fulfill({ status: 409, json: [{ errorCode: 'CONFLICT', message: 'The checkout changed while the order was being placed. Check it and place the order again.' }] }) : route.continue()));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The checkout changed while the order was being placed.' })).toBeVisible();
  await expectAxeClean(page);
  expect(placings).toBe(1);
  const summary = (await api(page, 'GET', '/carts/current/compact-summary')).body as { totalProductCount: string };
  expect(Number(summary.totalProductCount)).toBe(2);
  // Placing again gives the one order.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectOneOrder(page, before);
  expect(placings).toBe(2);
});

test('[PX-14-006][CC-5-040] stock gone at placing sends the buyer back to the cart, told why, the cart kept', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000005', 4]]);
  await page.goto('/checkout');
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  await reviewByPurchaseOrder(page, 'PO-STOCK-1');
  await page.route(/\/orders(\/actions)?(\?.*)?$/, (route) =>
    route.fulfill({ status: 422, json: [{ errorCode: 'INSUFFICIENT_INVENTORY', message: `${PROBE_TIPS}: not enough stock for 4.` }] }),
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Some items do not have enough stock. Change their quantities or remove them.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Quantity of ${PROBE_TIPS}` })).toHaveValue('4');
  await expectAxeClean(page);
});

test('[PX-14-007][CC-4-034][CC-6-005] with guest checkout off, a guest is asked to sign in and the cart is kept on sign-in', async ({ page }) => {
  await withSettings(page, { guestCheckoutEnabled: false });
  await signIn(page, DEMO.buyer);
  await cartWith(page, []);
  await page.context().clearCookies();
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-user', 'guest');
  // The guest adds a product as any guest would: on its page.
  await page.goto('/product/01t000000000005');
  await expect(page.getByTestId('unit-price')).toBeVisible();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  await page.goto('/checkout');
  const prompt = page.getByTestId('sign-in-prompt');
  await expect(prompt).toContainText('Sign in to check out. Your cart is kept.');
  await expectAxeClean(page);
  await prompt.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('User name (e-mail)').fill(DEMO.buyer.username);
  await page.getByLabel('Password').fill(DEMO.buyer.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-user', 'signedIn');
  // The guest's cart becomes the buyer's (preserved after the sign-in, CC-4-034).
  await expect(page.getByTestId('site-header').getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('textbox', { name: `Quantity of ${PROBE_TIPS}` })).toHaveValue('2');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
});

// A guest's cart is carried over at sign-in even when the guest leaves the product page before the
// badge's read of the cart answers (PX-45-001, CC-4-034): the cart is remembered from the add itself.
// CI once showed 'Cart, empty' after sign-in in the guest-checkout-off journey, which goes to the
// checkout right after the add's toast; here the badge's read is held back so that order is certain.
import { expect, test } from '@playwright/test';
import { cartWith } from './checkout-helpers.ts';
import { DEMO, freshPage, holdRequests, signIn } from './shell-helpers.ts';

test('[PX-45-001][CC-4-034] a guest who adds a product and at once goes to sign in keeps the cart', async ({ browser }, testInfo) => {
  // The buyer's own cart starts empty, so whatever it holds after sign-in came from the guest.
  const setup = await freshPage(browser, testInfo);
  await signIn(setup, DEMO.buyer);
  await cartWith(setup, []);
  await setup.context().close();

  const page = await freshPage(browser, testInfo);
  await page.goto('/product/01t000000000005');
  await expect(page.getByTestId('unit-price')).toBeVisible();
  await holdRequests(page, /\/carts\/[^/]+\/compact-summary/);
  await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await signIn(page, DEMO.buyer);
  await expect(page.getByTestId('site-header').getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await page.context().close();
});

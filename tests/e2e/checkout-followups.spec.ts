// Checkout follow-ups of issue 14: a new shipping address saved to the address book at checkout (and
// not saved when the box is left unticked), and the signed-in buyer's whole purchase by keyboard alone.
// Both order one box of a product no other spec counts (01t000000000042, stock 91).
import { expect, test, type Page } from '@playwright/test';
import { fillAddressForm } from './address-form.ts';
import { tabTo, typeInto } from './keyboard.ts';
import { api, cartWith, continueTo, expectOneOrder, stepHeading } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

const PRODUCT = '01t000000000042';
const PRODUCT_NAME = 'Talonguard Reference Strip Electrodes, 50 x 90 mm (Box of 50)';

/** Streets no other spec uses, one pair per width, so runs of the three projects never meet. */
const streets = (page: Page) => {
  const width = page.viewportSize()!.width;
  return { saved: `${2000 + width} N Clark St`, unsaved: `${3000 + width} N Clark St` };
};

const shippingBook = async (page: Page) =>
  ((await api(page, 'GET', '/accounts/current/addresses?addressType=Shipping&pageSize=100')).body as { items: Array<{ street: string }> }).items.map((address) => address.street);

/** Fills the open shipping step's new-address form (Chicago, IL). */
async function newAddress(page: Page, street: string): Promise<void> {
  const step = page.locator('.checkout-step--open');
  await step.getByRole('radio', { name: 'A new address' }).check();
  await fillAddressForm(step, { firstName: 'Dana', lastName: 'Okafor', street, city: 'Chicago', postalCode: '60614', region: 'IL' });
}

test('[PX-21-004][PX-18-030] a new shipping address ticked "save to address book" is in the address book after the order; unticked, nothing is saved', async ({ page }) => {
  // A whole checkout and the address book page, each checked by axe.
  test.setTimeout(120_000);
  const { saved, unsaved } = streets(page);
  await signIn(page, DEMO.buyer);
  await cartWith(page, [[PRODUCT, 1]]);
  await page.goto('/checkout');
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();

  // Unticked: the address ships this checkout and the book does not change.
  const before = await shippingBook(page);
  await newAddress(page, unsaved);
  const save = page.getByRole('checkbox', { name: 'Save this address to the address book' });
  await expect(save).not.toBeChecked();
  await continueTo(page, 'Delivery method', false);
  await expect(page.locator('.checkout-step--open').getByText(unsaved)).toBeVisible();
  expect(await shippingBook(page)).toEqual(before);

  // Back to the address step, another new address, ticked this time.
  await page.getByRole('button', { name: 'Change shipping address' }).click();
  await newAddress(page, saved);
  await save.check();
  await expectAxeClean(page);
  await continueTo(page, 'Delivery method', false);
  await continueTo(page, 'Contact details', false);
  await continueTo(page, 'Billing address', false);
  await continueTo(page, 'Payment', false);
  await page.getByLabel('PO number').fill('PO-BOOK-1');
  await continueTo(page, 'Review and place order', false);
  await expect(page.getByTestId('review-delivery')).toContainText(saved);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectOneOrder(page);
  await expect(page.getByTestId('order-delivery')).toContainText(saved);

  // The address book page lists the saved address, once, and not the unticked one.
  await page.goto('/myprofile/addresses');
  const shipping = page.getByRole('region', { name: 'Shipping addresses' });
  const card = shipping.getByTestId('address').filter({ hasText: saved });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Chicago IL 60614');
  await expect(shipping.getByTestId('address').filter({ hasText: unsaved })).toHaveCount(0);
  await expectAxeClean(page);

  // Clean up: the book is as it was before this test.
  await card.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  expect(await shippingBook(page)).toEqual(before);
});

test('[PX-21-005][PX-08-020][PX-08-015][CC-6-005] a signed-in buyer buys by keyboard alone: sign in, add to cart, the cart, every checkout step and a purchase order, to the confirmation', async ({ page }) => {
  // Every control is reached by Tab, one key at a time, and axe runs on each of eight pages and steps.
  test.setTimeout(180_000);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await typeInto(page, page.getByLabel('User name (e-mail)'), DEMO.buyer.username);
  await typeInto(page, page.getByLabel('Password'), DEMO.buyer.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-user', 'signedIn');
  // Setup, not the journey: the buyer's cart starts empty.
  await cartWith(page, []);

  await page.goto(`/product/${PRODUCT}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  const badge = page.getByTestId('site-header').getByRole('button', { name: 'Cart, 1 item' });
  await expect(badge).toBeVisible();

  // The badge opens the mini cart; its 'View cart' leads to the cart page.
  await tabTo(page, badge, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'View cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: PRODUCT_NAME })).toBeVisible();
  await expectAxeClean(page);
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Proceed to checkout' }));
  await page.keyboard.press('Enter');

  // Every step: Continue by keyboard, focus on the next step's heading, axe clean.
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  await expectAxeClean(page);
  for (const next of ['Delivery method', 'Contact details', 'Billing address', 'Payment']) {
    await tabTo(page, page.locator('.checkout-step--open').getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, next)).toBeFocused();
    await expectAxeClean(page);
  }
  await expect(page.getByRole('radio', { name: 'Purchase order' })).toBeChecked();
  await typeInto(page, page.getByLabel('PO number'), 'PO-KEYS-1');
  await tabTo(page, page.locator('.checkout-step--open').getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Review and place order')).toBeFocused();
  await expectAxeClean(page);
  await tabTo(page, page.getByRole('checkbox', { name: /I accept the terms/ }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  await expectOneOrder(page);
  await expect(page.getByText('Purchase order PO-KEYS-1')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(PRODUCT_NAME);
  await expectAxeClean(page);
});

// A guest's header has the country picker in the cart slot (SH §2), so a guest reaches the cart by the
// add-to-cart toast's 'View cart' link (PX-68-001) and by the menu's 'Cart' entry (PX-68-002).
import { expect, test, type Page } from '@playwright/test';
import { cartWith, stepHeading } from './checkout-helpers.ts';
import { expectAxeClean } from './shell-helpers.ts';

// Each journey ends in a started checkout, which holds its products for four hours (CC-9-004): the
// checkout and cart are given up after it, so the specs after this one see the fixtures' stock.
test.afterEach(async ({ page }) => cartWith(page, []));

const proceed = (page: Page) => page.getByRole('link', { name: 'Proceed to checkout' }).or(page.getByRole('button', { name: 'Proceed to checkout' }));

test('@small [PX-68-001] a guest at 375 px adds a product and reaches the checkout by clicking only', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-user', 'guest');
  await page.getByRole('main').getByRole('link', { name: 'Neurodiagnostics' }).first().click();
  await page.getByRole('link', { name: /Cortexa Disposable EEG Cup Electrodes/ }).first().click();
  await expect(page.getByTestId('unit-price')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const toast = page.locator('.krm-toast').filter({ hasText: 'Added to cart' });
  await expect(toast.getByRole('link', { name: 'View cart' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('guest-toast-375.png') });
  // Clicked at once: the toast closes by itself after 9,600 ms.
  await toast.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(/Cortexa Disposable EEG Cup Electrodes/).first()).toBeVisible();
  await expectAxeClean(page);
  await proceed(page).click();
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
});

test('[PX-68-002] a guest with a cart finds it in the menu and goes on to the checkout', async ({ page }, testInfo) => {
  await page.goto('/');
  await cartWith(page, [['01t000000000005', 2]]);
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-user', 'guest');
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (testInfo.project.name === 'phone-375') {
    await nav.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(panel.getByRole('link', { name: 'Cart' })).toBeVisible();
    await expectAxeClean(page);
    await panel.getByRole('link', { name: 'Cart' }).click();
  } else {
    const cart = nav.getByRole('link', { name: 'Cart' });
    // On a narrower bar the entry may sit under 'More'.
    if (!(await cart.isVisible())) await nav.getByRole('button', { name: 'More' }).click();
    await expect(cart).toBeVisible();
    await expectAxeClean(page);
    await page.screenshot({ path: testInfo.outputPath(`guest-menu-${testInfo.project.name}.png`) });
    await cart.click();
  }
  await expect(page).toHaveURL(/\/cart$/);
  await proceed(page).click();
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
});

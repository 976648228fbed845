// The cart page: quantity edits with the purchase rule, a failed change restored, remove with Undo,
// coupons, totals with the tariff line, clear behind a dialog, 25 lines a page; axe at every width.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { api, cartWith, expectInOrder, recordedInteractions, recordInteractions } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

const PROBE_TIPS = 'Aurisense Tympanometry Probe Tips, Assorted (Box of 100)';

test('[PX-08-031][PX-08-030][PX-74-003][PX-08-002][PX-08-032][PX-14-001][CC-9-001][CC-2-009][CC-7-039] a buyer edits quantities, removes and undoes from the toast, applies a coupon and clears the cart; analytics hears of the view, the change and the removal', async ({ page }) => {
  await recordInteractions(page);
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
  expectInOrder(await recordedInteractions(page), ['cart-view', 'cart-update', 'cart-remove']);

  // Coupons: the server's message for a bad code, then NEURO10.
  await page.getByLabel('Coupon code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText("The coupon code NOPE isn't valid.")).toBeVisible();
  await page.getByLabel('Coupon code').fill('NEURO10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon NEURO10 applied')).toBeVisible();
  // PX-74-003: the discount is named by its kind and code: 10% of the two Neurology caps (2 × $519.00).
  await expect(page.getByTestId('coupon-line')).toHaveText('Coupon NEURO10-$103.80');
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

test('[CC-9-001][CC-9-002][PX-08-033][PX-34-003][PX-51-001] a cart of 200 lines stays usable: 25 lines a page with Show more, a quantity change updates its line, and checkout is offered', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await cartWith(page, []);
  // 199 lines from the seeded catalogue's products with stock for them (a line short of stock would
  // rightly hold checkout back), 100 inputs a batch call (the contract's most); products the cart
  // refuses (no price, a variation parent, a quantity rule that refuses 10) are left out.
  const seeded = JSON.parse(readFileSync(new URL('../../fixtures/data/catalogue.json', import.meta.url), 'utf8')) as { inventory: Array<{ productId: string; availableToOrder: string }> };
  const catalogue = seeded.inventory.filter((stock) => Number(stock.availableToOrder) >= 10 && stock.productId !== '01t000000000005').map((stock) => stock.productId);
  // The number of lines (no cart yet: none).
  const lineCount = async () => {
    const read = await api(page, 'GET', '/carts/current');
    return read.status === 200 ? (read.body as { uniqueProductCount: number }).uniqueProductCount : 0;
  };
  for (let from = 0; (await lineCount()) < 199 && from < catalogue.length; from += 100) {
    const inputs = catalogue.slice(from, from + 100).map((productId) => ({ richInput: { productId, quantity: '10', type: 'Product' } }));
    expect([200, 201]).toContain((await api(page, 'POST', '/carts/current/cart-items/batch', { inputs })).status);
  }
  // Beyond 199, the extra lines go, so the probe tips make the 200th (and newest, shown first).
  const items = async () => (await api(page, 'GET', '/carts/current/cart-items?pageSize=100')).body as { cartItems: Array<{ cartItem: { cartItemId: string } }> };
  for (let extra = (await lineCount()) - 199; extra > 0; extra -= 1) {
    const newest = (await items()).cartItems[0]!.cartItem.cartItemId;
    expect((await api(page, 'DELETE', `/carts/current/cart-items/${newest}`)).status).toBe(204);
  }
  expect((await api(page, 'POST', '/carts/current/cart-items', { productId: '01t000000000005', quantity: '4', type: 'Product' })).status).toBe(201);
  expect(await lineCount()).toBe(200);

  await page.goto('/cart');
  const table = page.getByRole('table', { name: 'Your cart' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  // PX-51-001: on phones (each line a block) the lines away from the screen are left unrendered until near it.
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  expect(await rows.last().evaluate((row) => getComputedStyle(row).contentVisibility)).toBe(phone ? 'auto' : 'visible');
  // Its paint containment leaves room for the focus ring of the controls at a line's edge (outline 3px at 2px).
  if (phone) expect(await rows.last().evaluate((row) => parseFloat(getComputedStyle(row).overflowClipMargin))).toBeGreaterThanOrEqual(5);
  await expectAxeClean(page);
  // A quantity change on the 200-line cart goes out and the line follows the server's answer.
  const quantity = page.getByRole('textbox', { name: `Quantity of ${PROBE_TIPS}` });
  await expect(quantity).toHaveValue('4');
  await quantity.fill('6');
  await quantity.press('Enter');
  await expect(table.locator('tr', { hasText: PROBE_TIPS })).toContainText('$351.00');
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(50);
  await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
  // A reload starts again from the first 25, the change kept.
  await page.reload();
  await expect(rows).toHaveCount(25);
  await expect(quantity).toHaveValue('6');
  // Leave the buyer's cart as other specs expect to find it: empty.
  await cartWith(page, []);
});

test('[PX-08-007][CC-2-010][CC-2-011][CC-2-012][CC-2-020][CC-6-006] the badge opens the mini cart, loaded on first use: latest lines, subtotal, View cart and Checkout; focus stays inside and Escape returns it to the badge', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000003', 2]]);
  // CC-2-012: the panel's code is fetched only when the buyer first goes for the badge.
  const panelCode: string[] = [];
  page.on('request', (request) => /\/assets\/MiniCart-[\w-]+\.js$/.test(request.url()) && panelCode.push(request.url()));
  await page.reload();
  const badge = page.getByTestId('site-header').getByRole('button', { name: 'Cart, 2 items' });
  await expect(badge).toBeVisible();
  expect(panelCode).toEqual([]);
  await badge.click();
  const panel = page.getByRole('dialog', { name: 'Cart' });
  expect(panelCode).toHaveLength(1);
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

test('[CC-2-010][CC-2-020][CC-6-006] with the mini-cart setting off, the badge is a link to the cart page and no panel opens', async ({ page }) => {
  // The demo store has the setting on (PX-08-007): the application context is answered with it off.
  await page.route('**/application-context*', async (route) => {
    const response = await route.fetch();
    const context = (await response.json()) as { propertiesEx?: Record<string, unknown> };
    await route.fulfill({ response, json: { ...context, propertiesEx: { ...context.propertiesEx, miniCartEnabled: false } } });
  });
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000003', 2]]);
  await page.reload();
  const header = page.getByTestId('site-header');
  const badge = header.getByRole('link', { name: 'Cart, 2 items' });
  await expect(badge).toBeVisible();
  await expect(header.getByRole('button', { name: /^Cart,/ })).toHaveCount(0);
  await expectAxeClean(page);
  await badge.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('dialog', { name: 'Cart' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Your cart' })).toBeVisible();
});

test('[CC-4-028][CC-4-029][CC-4-030][CC-4-031][PX-34-006][PX-43-002] while the cart is processing the page says so and checkout waits: a slow change, then reads answering Processing from the first read', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000005', 4]]);
  await page.goto('/cart');
  const quantity = page.getByRole('textbox', { name: `Quantity of ${PROBE_TIPS}` });
  await expect(quantity).toHaveValue('4');
  const busy = page.getByRole('status').filter({ hasText: 'Your cart is being updated…' });
  const proceed = page.getByRole('link', { name: 'Proceed to checkout' });
  const proceedHeld = page.getByRole('button', { name: 'Proceed to checkout' });
  await expect(proceed).toBeVisible();
  // A change the server is slow to answer: busy (the operation counter) until its answer is in.
  let releaseChange!: () => void;
  const changeHeld = new Promise<void>((resolve) => (releaseChange = resolve));
  await page.route('**/cart-items/*', async (route) => {
    if (route.request().method() === 'PATCH') await changeHeld;
    return route.continue();
  });
  await quantity.fill('6');
  await quantity.press('Enter');
  await expect(busy).toBeVisible();
  await expect(proceedHeld).toBeDisabled();
  await expectAxeClean(page);
  releaseChange();
  await expect(busy).toHaveCount(0);
  await expect(proceed).toBeVisible();
  await expect(quantity).toHaveValue('6');
  await page.unroute('**/cart-items/*');

  // Reads answering Processing (202) are read again until the cart is ready; nothing is offered meanwhile.
  let processingReads = 0;
  let releaseReads!: () => void;
  const readsHeld = new Promise<void>((resolve) => (releaseReads = resolve));
  await page.route(/\/carts\/current\/cart-items(\?.*)?$/, async (route) => {
    if (route.request().method() !== 'GET' || processingReads >= 3) return route.continue();
    processingReads += 1;
    if (processingReads === 3) await readsHeld;
    return route.fulfill({ status: 202, json: {} });
  });
  await page.reload();
  // PX-43-002: the first read's Processing already shows the busy state (not the loading view), checkout held.
  await expect(busy).toBeVisible();
  await expect(proceedHeld).toBeDisabled();
  await expect.poll(() => processingReads).toBe(3);
  await expect(proceed).toHaveCount(0);
  await expect(busy).toBeVisible();
  await expectAxeClean(page);
  releaseReads();
  await expect(proceed).toBeVisible();
  await expect(busy).toHaveCount(0);
  await expect(quantity).toHaveValue('6');
});

import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from './shell-helpers.ts';

// The guest header's country and language picker, with an empty cart and with products in it,
// each state axe-clean.

const WEBSTORE = '/services/data/v64.0/commerce/webstores/0ZE000000000001';

async function newPage(browser: Browser, testInfo: TestInfo) {
  // Reduced motion: the panel is measured where it settles, not while it slides in.
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined, reducedMotion: 'reduce' });
  return { context, page: await context.newPage() };
}

async function expectAxeClean(page: Page, testInfo: TestInfo, name: string) {
  // Panels and levels slide in for 0.2 s; check the state they settle in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  expect(await axeViolations(page)).toEqual([]);
}

/** Puts products in this browser's guest cart through the API, as an add-to-cart would, and remembers the cart. */
async function fillGuestCart(page: Page) {
  await page.evaluate(async (webstore) => {
    const csrf = decodeURIComponent(document.cookie.split('; ').find((entry) => entry.startsWith('csrf-token='))!.split('=')[1]!);
    const added = await fetch(`${webstore}/carts/current/cart-items?currencyIsoCode=USD`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'csrf-token': csrf },
      credentials: 'include',
      body: JSON.stringify({ productId: '01t000000000001', quantity: '2', type: 'Product' }),
    });
    if (!added.ok) throw new Error(`add to cart answered ${added.status}`);
    const { cartId } = (await added.json()) as { cartId: string };
    localStorage.setItem('guestCartId', cartId);
  }, WEBSTORE);
  // The summary may still be settling right after the add (a 202 while processing): poll it as a reader would.
  await expect
    .poll(() =>
      page.evaluate(async (webstore) => {
        const response = await fetch(`${webstore}/carts/current/compact-summary?currencyIsoCode=USD`, { credentials: 'include' });
        return response.status === 200 ? Number.parseInt(((await response.json()) as { totalProductCount: string }).totalProductCount, 10) : 0;
      }, WEBSTORE),
    )
    .toBeGreaterThan(0);
}

const pickerButton = (page: Page) => page.getByRole('button', { name: /^Location/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Select Your Location' });
const choice = (page: Page, country: string) => panel(page).getByRole('button', { name: new RegExp(`^${country}`) });
const widthOf = (testInfo: TestInfo) => testInfo.project.use.viewport?.width ?? 1280;

test('[SH-2-109][SH-2-110][SH-2-111][SH-2-113][SH-2-114][PX-77-007][SH-4-066][SH-4-068][SH-4-070][SH-4-074][SH-4-077][SH-4-079] empty cart: the panel, then a change of locale at once with a full reload', async ({ browser }, testInfo) => {
  const { context, page } = await newPage(browser, testInfo);
  await page.goto('/faqs');
  const button = pickerButton(page);
  await expect(button).toContainText('US · EN');
  await button.click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('heading', { level: 2, name: 'Select Your Location' })).toBeVisible();
  await expect(choice(page, 'Deutschland')).toBeVisible();
  const width = widthOf(testInfo);
  const box = (await panel(page).boundingBox())!;
  // 50vw wide, 100vw at or below 64em.
  expect(box.width).toBeCloseTo(width > 1024 ? width / 2 : width, 0);
  expect(box.x + box.width).toBeCloseTo(width, 0);
  const columns = await panel(page).locator('.krm-picker__grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(width <= 480 ? 1 : 2);
  await expectAxeClean(page, testInfo, 'picker-open');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(button).toBeFocused();
  await button.click();
  await choice(page, 'Deutschland').click();
  await page.waitForURL((url) => url.pathname === '/de-DE/faqs');
  // The page reads in German now (PX-77-001): the button's name is 'Land'.
  // PX-77-007: one code where country and language share it, never 'DE · DE'.
  await expect(page.getByRole('button', { name: /^Land/ })).toHaveText(/^\s*Land:\s*DE\s*$/);
  await expectAxeClean(page, testInfo, 'picker-after-change');
  await context.close();
});

test('[PX-77-007][SH-4-069][SH-4-071][SH-4-073][SH-4-072][SH-4-075][SH-9-008] products in the cart: confirmation first; cancel keeps everything, confirm clears the cart and reloads', async ({ browser }, testInfo) => {
  const { context, page } = await newPage(browser, testInfo);
  await page.goto('/');
  await expect(pickerButton(page)).toBeEnabled();
  await fillGuestCart(page);
  await page.reload();
  const button = pickerButton(page);
  await button.click();
  await choice(page, 'France').click();
  await expect(panel(page)).toHaveCount(0);
  const confirm = page.getByRole('dialog', { name: 'Change your location?' });
  await expect(confirm).toBeVisible();
  await expectAxeClean(page, testInfo, 'picker-confirm');
  await confirm.getByRole('button', { name: 'Keep my cart' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(page).toHaveURL(/\/$/);

  await button.click();
  await choice(page, 'France').click();
  await page.getByRole('dialog', { name: 'Change your location?' }).getByRole('button', { name: 'Change location and clear cart' }).click();
  await page.waitForURL((url) => url.pathname === '/fr-FR/');
  // The page reads in French now (PX-77-001).
  await expect(page.getByRole('button', { name: /^Pays/ })).toHaveText(/^\s*Pays:\s*FR\s*$/);
  const remaining = await page.evaluate(async (webstore) => {
    const response = await fetch(`${webstore}/carts/current/compact-summary?currencyIsoCode=EUR`, { credentials: 'include' });
    // No current cart any more, or a fresh empty one.
    return response.ok ? Number.parseInt(((await response.json()) as { totalProductCount: string }).totalProductCount, 10) : 0;
  }, WEBSTORE);
  expect(remaining).toBe(0);
  await context.close();
});

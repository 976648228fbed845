// The buyer's way from a keyword, a SKU or a category to the right product and into the cart,
// against the sandbox, by keyboard and by mouse, axe-clean at every width.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAxeClean, freshPage, inStockText, inventoryAnswerFor, screenshot, settled, signIn } from './shell-helpers.ts';

const searchBox = (page: Page) => page.getByTestId('site-header').getByRole('combobox', { name: 'Search products' });
const results = (page: Page) => page.getByRole('list', { name: /^Products (matching|in) / });

/** The listing has its answer for the current address (earlier items stay on screen while it loads), prices included (they follow the cards, PX-06-043). */
async function listingSettled(page: Page): Promise<void> {
  await expect(page.locator('.listing')).toHaveAttribute('aria-busy', 'false');
  await expect(results(page).getByRole('article').first()).toBeVisible();
  await expect(results(page).locator('.product-card__price--pending')).toHaveCount(0);
}

async function search(page: Page, term: string): Promise<void> {
  await searchBox(page).fill(term);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?term=${encodeURIComponent(term).replace(/%20/g, '\\+')}$`));
  await expect(results(page).getByRole('article').first()).toBeVisible();
}

/** Facets sit behind a toggle on small and medium screens. */
async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Show filters' });
  if (await toggle.isVisible()) await toggle.click();
}

test('[CC-1-002][CC-2-001][CC-2-002][PX-06-001][PX-06-003][PX-06-004][CC-4-022][CC-4-023][CC-4-025] search by keyword, filter, sort, page by link and by show more; reload and Back keep the listing', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/');
  await settled(page);
  await search(page, 'electrode');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “electrode”' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /products\. Showing 1–20 of/ })).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'catalogue-search');

  await openFilters(page);
  const latexFree = page.getByRole('group', { name: 'Latex Free' }).getByRole('checkbox', { name: /^Yes/ });
  await latexFree.check();
  await expect(latexFree).toBeChecked();
  await expect(page).toHaveURL(/\/search\?term=electrode&f\.Custom\.Latex_Free__c=Yes$/);
  await expect(page.getByRole('button', { name: 'Remove filter Latex Free: Yes' })).toBeVisible();
  await listingSettled(page);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('PriceAsc');
  await expect(page).toHaveURL(/&sort=PriceAsc$/);
  await listingSettled(page);
  const prices = await results(page).locator('.product-card__unit-price').allTextContents();
  const numbers = prices.map((text) => Number(text.replace(/[^0-9.]/g, '')));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/&sort=PriceAsc&page=2$/);
  await expect(pages.locator('[aria-current="page"]')).toContainText('2');
  await expect(page.getByRole('status').filter({ hasText: /Showing 21–/ })).toBeVisible();

  const before = await results(page).getByRole('article').count();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page).toHaveURL(/&page=3$/);
  await expect.poll(() => results(page).getByRole('article').count()).toBeGreaterThan(before);
  const focusedIndex = await page.evaluate(() => [...document.querySelectorAll('.product-grid__item')].findIndex((item) => item.contains(document.activeElement)));
  expect(focusedIndex).toBe(before);

  await page.reload();
  await listingSettled(page);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('PriceAsc');
  await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toContainText('3');
  // 'Show more' moved the page-2 entry to page 3 without a new entry, so Back reaches the sorted page 1.
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?term=electrode&f\.Custom\.Latex_Free__c=Yes&sort=PriceAsc$/);
  await listingSettled(page);
  await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toContainText('1');
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?term=electrode&f\.Custom\.Latex_Free__c=Yes$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Relevance');
  await page.context().close();
});

test('[PX-06-006][CC-7-015][PX-06-013][PX-06-017] search by SKU finds the exact product first; open it and cross a tier boundary', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/');
  await settled(page);
  await search(page, 'KRM-NEU-EEG-1001');
  const first = results(page).getByRole('article').first();
  await expect(first).toContainText('Exact SKU match');
  await expect(first).toContainText('Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)');
  const inventory = inventoryAnswerFor(page, '01t000000000001');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/01t000000000001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)' })).toBeVisible();
  await expect(page.getByTestId('unit-price')).toContainText('$172.00');
  await expect(page.getByText(await inStockText(inventory, '01t000000000001'))).toBeVisible();
  const tiers = page.getByRole('table', { name: 'Volume pricing' });
  await expect(tiers.getByRole('row').last()).toContainText('50+');
  await page.waitForLoadState('networkidle');
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'catalogue-product');

  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('9');
  await expect(page.getByTestId('unit-price')).toContainText('$172.00');
  await quantity.press('ArrowUp');
  await expect(quantity).toHaveValue('10');
  await expect(page.getByTestId('unit-price')).toContainText('$161.00');
  await expect(page.getByTestId('line-total')).toHaveText('Total for 10: $1,610.00');
  await quantity.fill('50');
  await expect(page.getByTestId('unit-price')).toContainText('$149.00');

  await page.goto('/product/01t000000000002');
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByText('Out of stock')).toBeVisible();
  await sizes.getByText('Small').click();
  await expect(page).toHaveURL(/\/product\/01t000000000002\?variant=01t000000000003$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cortexa 32-Channel EEG Electrode Cap, Small' })).toBeVisible();
  await page.context().close();
});

test('[CC-4-004][CC-4-005][CC-4-009][CC-4-010][CC-3-005][CC-7-032][PX-06-021] a recent search comes back as a suggestion and is chosen by keyboard', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, statistics: true })));
  await page.goto('/');
  await settled(page);
  const term = 'cortexa cup';
  const tracked = page.waitForResponse((response) => response.url().includes('/activities/0DM000000000001/viewSearch') && response.status() === 202);
  await searchBox(page).fill(term);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?term=/);
  await tracked;
  await page.goto('/');
  await settled(page);
  await searchBox(page).pressSequentially('cortexa', { delay: 20 });
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(listbox.getByRole('option').first()).toHaveText(/search for cortexa/);
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const recent = listbox.getByRole('option', { name: new RegExp(`${term}\\s*,\\s*Recent search`) });
  await expect(recent).toBeVisible();
  const options = await listbox.getByRole('option').allTextContents();
  const index = options.findIndex((text) => text.includes(term));
  for (let i = 0; i < index; i += 1) await searchBox(page).press('ArrowDown');
  await expect(recent).toHaveAttribute('aria-selected', 'true');
  await expectAxeClean(page);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/search?term=${encodeURIComponent(term).replace(/%20/g, '+')}`);
  await page.context().close();
});

test('[CC-1-005][CC-8-031][CC-8-032][CC-2-009][CC-2-005][PX-06-041] a buyer browses a category, adds ten packs, sees the toast and the badge count, and finds them in the cart', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await signIn(page, DEMO.buyer);
  // The demo store's mini cart is on (PX-08-007): the badge opens it, and 'View cart' goes on to the cart.
  const badge = page.getByTestId('site-header').getByRole('button', { name: /^Cart,/ });
  await expect(badge).toBeVisible();
  await page.waitForLoadState('networkidle');
  const countOf = async () => Number(/(\d+) items?/.exec((await badge.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await countOf();
  // The demo buyer's cart is shared with specs running in the other shard, which may add to it at the
  // same time: the badge is checked against the cart summary this page last read, which must hold the ten.
  let lastSummaryCount: number | undefined;
  page.on('response', async (response) => {
    if (!/\/carts\/[^/]+\/compact-summary/.test(response.url()) || response.status() !== 200) return;
    lastSummaryCount = Number(((await response.json()) as { totalProductCount?: string }).totalProductCount ?? 0);
  });

  await page.goto('/category/eeg-electrodes-caps/0ZG000000000111');
  await expect(page.getByRole('heading', { level: 1, name: 'EEG Electrodes & Caps' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Neurology' })).toHaveAttribute('href', '/category/neurology/0ZG000000000001');
  await expect(results(page).getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'catalogue-category');

  await results(page).getByRole('link', { name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Cortexa Disposable/ })).toBeVisible();
  // 'Add to cart' waits for the price, which follows the product (PX-06-042).
  await expect(page.getByTestId('unit-price')).toBeVisible();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('10');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  await expect(page.getByText('Items has been added to the cart Successfully.', { exact: true })).toBeVisible();
  await expect.poll(async () => (lastSummaryCount !== undefined && lastSummaryCount >= before + 10 ? (await countOf()) - lastSummaryCount : null)).toBe(0);

  await badge.click();
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const cart = page.getByRole('table', { name: 'Your cart' });
  await expect(cart.getByRole('link', { name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'catalogue-cart');
  await page.context().close();
});

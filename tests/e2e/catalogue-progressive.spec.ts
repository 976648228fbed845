// The catalogue pages render their main content before the reads that follow it: a product's
// name, SKU, description, specifications and image before its price, tax, availability and related
// products; a listing's cards before their prices and availability. Those reads are held back here
// (page.route waits until the test lets them go), so what shows before them is checked without any
// timing, and nothing on screen moves when they land.
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectAxeClean, freshPage, inStockText, inventoryAnswerFor } from './shell-helpers.ts';

/** Holds back every request matching `pattern` until the returned release is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const top = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));

test('[PX-06-042][PX-06-019] the product shows before its price, tax, availability and related products, in places kept for them; nothing moves when they land', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  const release = await holdBack(page, /\/(pricing|taxes)\/products\/|\/inventory\/levels|\/featured-products/);
  const inventory = inventoryAnswerFor(page, '01t000000000001');
  await page.goto('/product/01t000000000001');
  const product = page.locator('article.product');
  await expect(page.getByRole('heading', { level: 1, name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)' })).toBeVisible();
  await expect(product.getByText('KRM-NEU-EEG-1001')).toBeVisible();
  await expect(product.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(product.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  const image = page.getByRole('region', { name: 'Product images' }).getByRole('img').first();
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).toHaveAttribute('loading', 'eager');
  await expect(image).toHaveAttribute('width', '640');
  await expect(image).toHaveAttribute('height', '480');
  await expect(product.locator('.price--reserved')).toBeVisible();
  await expect(page.getByTestId('unit-price')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-disabled', 'true');
  await expectAxeClean(page);
  const before = { add: await top(page, '.purchase__add'), details: await top(page, '.product__details') };

  release();
  await expect(page.getByTestId('unit-price')).toContainText('$172.00');
  await expect(product.getByText(await inStockText(inventory, '01t000000000001'))).toBeVisible();
  await expect(product.getByText('Price includes 7% sales tax (US Sales Tax)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-disabled', 'false');
  const after = { add: await top(page, '.purchase__add'), details: await top(page, '.product__details') };
  expect(Math.abs(after.add - before.add)).toBeLessThanOrEqual(2);
  expect(Math.abs(after.details - before.details)).toBeLessThanOrEqual(2);
  await expectAxeClean(page);
  await page.context().close();
});

test('[PX-06-043][PX-06-007] search results show their cards before prices and availability, the first row eager and the first image first; the cards keep their size when prices land', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  const release = await holdBack(page, /\/pricing\/products\?|\/inventory\/levels/);
  await page.goto('/search?term=electrode');
  const results = page.getByRole('list', { name: 'Products matching electrode' });
  await expect(results.getByRole('article')).toHaveCount(20);
  await expect(results.getByRole('article').first().getByRole('link')).not.toHaveText('');
  await expect(results.locator('.product-card__price--pending')).toHaveCount(20);
  const images = results.locator('.product-card img');
  await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
  await expect(images.nth(1)).toHaveAttribute('loading', 'eager');
  await expect(images.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(4)).toHaveAttribute('loading', 'lazy');
  await expectAxeClean(page);
  const boxes = () => results.locator('.product-grid__item').evaluateAll((items) => items.slice(0, 8).map((item) => Math.round(item.getBoundingClientRect().height)));
  const before = await boxes();

  release();
  await expect(results.locator('.product-card__price--pending')).toHaveCount(0);
  await expect(results.locator('.product-card__unit-price').first()).toBeVisible();
  const after = await boxes();
  after.forEach((height, index) => expect(Math.abs(height - before[index]!)).toBeLessThanOrEqual(2));
  await expectAxeClean(page);
  await page.context().close();
});

// The layout in a real browser: header variant and slot order by width, sticky header, page
// height, logo height, footer columns.
import { expect, test } from '@playwright/test';
import { freshPage, holdRequests, settled } from './shell-helpers.ts';

const VARIANT: Record<string, string> = { 'phone-375': 'mobile', 'tablet-800': 'tablet', 'desktop-1280': 'desktop' };
const LOGO_MAX: Record<string, number> = { 'phone-375': 25, 'tablet-800': 45, 'desktop-1280': 75 };
const FOOTER_COLUMNS_PER_ROW: Record<string, number> = { 'phone-375': 1, 'tablet-800': 2, 'desktop-1280': 4 };

test('[SH-2-034][SH-2-040][SH-2-041][SH-2-049][SH-2-050][SH-2-051] the header variant, slot order and logo height follow the width', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/aboutus');
  await settled(page);
  const header = page.getByTestId('site-header');
  const variant = VARIANT[testInfo.project.name]!;
  await expect(header).toHaveAttribute('data-variant', variant);
  const search = (await header.locator('[data-slot="search"]').boundingBox())!;
  const logo = (await header.locator('[data-slot="logo"]').boundingBox())!;
  if (variant === 'desktop') {
    expect(search.x).toBeGreaterThan(logo.x + logo.width);
    expect(Math.abs(search.y + search.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(24);
  } else {
    expect(search.y).toBeGreaterThanOrEqual(logo.y + logo.height - 1);
  }
  const image = (await header.getByRole('img').first().boundingBox())!;
  expect(image.height).toBeLessThanOrEqual(LOGO_MAX[testInfo.project.name]! + 0.5);
  await page.context().close();
});

test('[SH-2-031][SH-2-033][SH-2-052] the header stays at the top while scrolling, is at least 80px tall, and the page at least 100vh', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/no-such-page');
  await settled(page);
  const viewport = page.viewportSize()!;
  expect((await page.getByTestId('site-layout').boundingBox())!.height).toBeGreaterThanOrEqual(viewport.height);
  await page.goto('/terms');
  await settled(page);
  await page.mouse.wheel(0, 1500);
  await expect.poll(async () => (await page.getByTestId('site-header').boundingBox())!.y).toBe(0);
  expect((await page.getByTestId('site-header').boundingBox())!.height).toBeGreaterThanOrEqual(80);
  await page.context().close();
});

test('[SH-2-063][SH-2-064][SH-2-065][SH-2-098] the footer shows 1, 2 or 4 columns a row on small, medium and large screens', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/faqs');
  await settled(page);
  const tops = await page.locator('.site-footer__column').evaluateAll((columns) => columns.map((column) => Math.round(column.getBoundingClientRect().top)));
  expect(tops).toHaveLength(4);
  const firstRow = tops.filter((top) => top === tops[0]).length;
  expect(firstRow).toBe(FOOTER_COLUMNS_PER_ROW[testInfo.project.name]);
  await page.context().close();
});

test('[PX-05-014][SH-2-046][SH-2-002] the skip link reaches the content by keyboard, and the logo returns Home', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/faqs');
  await settled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.getByTestId('store-logo').click();
  await expect(page.getByRole('heading', { level: 1, name: /Neurology and sensory supplies/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.context().close();
});

test('[PX-05-024][PX-05-014][PX-05-020] the search box, focused and typed into while the next page loads, keeps focus and every keystroke; searching then moves focus to the results', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/');
  await settled(page);
  const release = await holdRequests(page, /\/assets\/ContactPage-[\w-]+\.js$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contactus$/);
  const box = page.getByTestId('site-header').getByRole('combobox', { name: 'Search products' });
  await box.click();
  await page.keyboard.type('electr');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await page.keyboard.type('ode');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('electrode');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Products matching electrode' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  await page.context().close();
});


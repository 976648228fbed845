// The header's room for the navigation: at 1280 px the search box no longer crowds the bar, so more
// top-level items show before 'More' (which still holds the rest); at every width nothing is wider
// than the window.
import { expect, test } from '@playwright/test';
import { freshPage, settled } from './shell-helpers.ts';

const TOP_LEVEL = ['Neurology', 'Sensory', 'About us', 'Contact us', 'Kestrel Ridge Medical'];

test("[PX-05-018][SH-4-063][SH-2-105] @large at 1280 px the bar shows at least two top-level items and 'More' holds the rest", async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/');
  await settled(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const bar = nav.locator('.krm-navbar__list');
  const more = bar.getByRole('button', { name: 'More' });
  await expect(more).toBeVisible();
  // Before the header gave the navigation its room only 'Neurology' fitted beside 'More'.
  const shown = (await bar.locator(':scope > li').allTextContents()).map((text) => text.trim()).filter((text) => text !== 'More');
  expect(shown.length).toBeGreaterThanOrEqual(2);
  expect(shown).toEqual(TOP_LEVEL.slice(0, shown.length));
  const search = (await page.getByTestId('site-header').locator('[data-slot="search"]').boundingBox())!;
  expect(search.width).toBeGreaterThanOrEqual(240);
  expect(search.width).toBeLessThanOrEqual(320);
  await more.click();
  const dropdown = nav.locator('.krm-navbar__dropdown');
  for (const label of TOP_LEVEL.slice(shown.length)) await expect(dropdown.getByRole('link', { name: label })).toBeVisible();
  await page.keyboard.press('Escape');
  // Nothing in the header row spills past the window.
  const right = await page.getByTestId('site-header').locator('.site-header__bar > *').evaluateAll((slots) => Math.max(...slots.map((slot) => slot.getBoundingClientRect().right)));
  expect(right).toBeLessThanOrEqual(1280);
  await page.context().close();
});

test('[PX-05-018] @medium at 800 px the navigation takes the free room of the header row', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/');
  await settled(page);
  const header = page.getByTestId('site-header');
  const navigation = (await header.locator('[data-slot="navigation"]').boundingBox())!;
  const logo = (await header.locator('[data-slot="logo"]').boundingBox())!;
  const icons = (await header.locator('.site-header__icons').boundingBox())!;
  // The row is filled: navigation, logo and icons leave no free gap beyond the bar's own gaps.
  expect(icons.x + icons.width).toBeLessThanOrEqual(800);
  expect(icons.x - (logo.x + logo.width)).toBeLessThanOrEqual(24);
  expect(logo.x - (navigation.x + navigation.width)).toBeLessThanOrEqual(24);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' })).toBeVisible();
  await page.context().close();
});

for (const path of ['/', '/category/eeg-electrodes-caps/0ZG000000000111', '/product/01t000000000001', '/search?term=cortexa']) {
  test(`[PX-05-018] nothing on ${path} is wider than the window`, async ({ browser }, testInfo) => {
    const page = await freshPage(browser, testInfo);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.context().close();
  });
}

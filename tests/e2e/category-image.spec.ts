// The category header image in a real browser over the sandbox: the category answer names the
// image's content key, the page reads it through content delivery, and the image shown is the one
// that read answered.
import { expect, test } from '@playwright/test';
import { freshPage } from './shell-helpers.ts';

test('[CC-1-011][CC-3-021][CC-2-005] the category header image comes through content delivery by its content key', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  const categoryAnswer = page.waitForResponse((response) => /\/commerce\/webstores\/0ZE000000000001\/product-categories\/0ZG000000000111(\?|$)/.test(response.url()));
  const delivery = page.waitForResponse((response) => /\/connect\/sites\/0DM000000000001\/cms\/delivery\/contents\/MC\w+/.test(response.url()));
  await page.goto('/category/eeg-electrodes-caps/0ZG000000000111');
  const category = (await (await categoryAnswer).json()) as { bannerImage: { contentKey: string; url: string } };
  expect(category.bannerImage.contentKey).toMatch(/^MC[A-Z0-9]{26,28}$/);
  const read = await delivery;
  expect(read.status()).toBe(200);
  expect(read.url()).toContain(`/cms/delivery/contents/${category.bannerImage.contentKey}`);
  const content = (await read.json()) as { contentKey: string; contentNodes: { source: { url: string }; altText: { value: string } } };
  expect(content.contentKey).toBe(category.bannerImage.contentKey);
  const header = page.locator('header.category-header');
  await expect(header.getByRole('heading', { level: 1, name: 'EEG Electrodes & Caps' })).toBeVisible();
  const image = header.locator('.category-header__image img');
  await expect(image).toHaveAttribute('src', content.contentNodes.source.url);
  await expect(image).toHaveAttribute('alt', content.contentNodes.altText.value);
  if (testInfo.project.name !== 'phone-375') {
    await expect(image).toBeVisible();
    // The image really loaded from the delivered address.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
  await page.context().close();
});

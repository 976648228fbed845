// At 375 px the store's longest product names (85 characters; 'Pressure/Thermal' is one 16-letter
// word) wrap where they are shown: nothing on the cart or the search results is cut off or makes the
// page scroll sideways (issue 25, minor; PX-70-010).
import { expect, test, type Page } from '@playwright/test';
import { cartWith } from './checkout-helpers.ts';
import { expectAxeClean } from './shell-helpers.ts';

const LONGEST = '01t000000000269';
const LONGEST_WORD = '01t000000000091';

/** Elements showing text that is wider than their box and hidden or scrolled away. */
const cutText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      // Text for screen readers alone is a 1 px clipped box by design.
      .filter((element) => element.childElementCount === 0 && (element.textContent ?? '').trim() !== '' && element.getBoundingClientRect().width > 1)
      .filter((element) => {
        const style = getComputedStyle(element);
        return element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible' && style.display !== 'inline';
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent!.trim().slice(0, 40)}`),
  );

const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test('@small [PX-70-010] the longest product names wrap in the cart and the search results at 375 px', async ({ page }, testInfo) => {
  await page.goto('/');
  await cartWith(page, [[LONGEST, 1], [LONGEST_WORD, 1]]);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Talonguard Bipolar Concentric Stimulator Probes, 0\.5 mm Tip/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: testInfo.outputPath('cart-375.png'), fullPage: true });
  await noSideways(page);
  expect(await cutText(page)).toEqual([]);
  await expectAxeClean(page);

  await page.goto('/search?term=Pressure%2FThermal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Pressure\/Thermal/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: testInfo.outputPath('search-375.png'), fullPage: true });
  await noSideways(page);
  expect(await cutText(page)).toEqual([]);
  await cartWith(page, []);
});

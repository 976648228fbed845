import { expect, test } from '@playwright/test';
import { expectAxeClean, freshPage, screenshot, settled } from './shell-helpers.ts';

test('[SH-2-001][SH-7-003][PX-05-010] the home page loads the store settings from the sandbox and is axe-clean', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/');
  await settled(page);
  await expect(page.getByTestId('store-status')).toContainText('Prices in USD');
  await screenshot(page, testInfo, 'home-settings');
  await expectAxeClean(page);
  await page.context().close();
});

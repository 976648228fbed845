import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('[PX-01-003] the home page loads the application context from the mock and is axe-clean', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('store-status')).toContainText('Prices in USD');
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  await context.close();
});

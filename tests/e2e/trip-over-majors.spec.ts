// What staff and buyers still tripped over (issue 25, majors 6 to 10): each journey in the running store,
// axe-clean, with reload and Back where the page keeps state.
import { expect, test } from '@playwright/test';
import { expectAxeClean, screenshot, signIn } from './shell-helpers.ts';

const REVIEWER = { username: 'reviewer@demo.test', password: 'Demo-Reviewer-1' } as const;

test('[PX-69-001][PX-69-002] the reviewer reaches the registrations from the menu, and the dashboard shows no failure', async ({ page }, testInfo) => {
  await signIn(page, REVIEWER);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Registrations to review' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expectAxeClean(page);
  await screenshot(page, testInfo, 'staff-dashboard');

  await page.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Orders' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Invoices' })).toHaveCount(0);
  await expectAxeClean(page);
  await menu.getByRole('menuitem', { name: 'Registrations to review' }).click();
  await expect(page).toHaveURL(/\/registrations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrations to review' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrations to review' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
});

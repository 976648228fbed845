import { expect, test, type Page } from '@playwright/test';
import { DEMO, freshPage } from './shell-helpers.ts';

// PX-80-001: acting for the Sensory-only account (multi@demo.test's Pacific Crest Hearing Center –
// Spokane), the header menu offers 'Sensory' (the bar on desktops, the drawer on phones and tablets) and not
// 'Neurology', which that account does not buy from.

const trigger = (page: Page) => page.getByRole('button', { name: /Account menu/ });

test("[PX-80-001] the Sensory account sees 'Sensory' in the menu, and not 'Neurology'", async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/login');
  await page.getByLabel('User name (e-mail)').fill(DEMO.multi.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.multi.password);
  await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await trigger(page).click();
  await page.getByRole('menuitem', { name: 'Switch account' }).click();
  await page.getByRole('dialog', { name: 'Switch account' }).getByRole('button', { name: /^Buy for/ }).filter({ hasText: 'Spokane' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(trigger(page)).toContainText('Pacific Crest Hearing Center – Spokane');

  const nav = page.getByRole('navigation', { name: 'Main' });
  // Phones and tablets (up to 64em, SH-2-095..097) open the menu as a drawer; at 800 px the bar beside
  // it holds only 'More'. Desktops show the categories on the bar.
  const width = testInfo.project.use.viewport?.width ?? 1280;
  if (width < 1024) {
    await nav.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(panel.getByRole('button', { name: /Sensory/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: /Neurology/ })).toHaveCount(0);
    // The category opens from the drawer.
    await panel.getByRole('button', { name: /Sensory/ }).click();
    await expect(panel.getByRole('link', { name: 'All Sensory' })).toBeVisible();
  } else {
    await expect(nav.getByRole('button', { name: 'Sensory' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Neurology' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Sensory' }).click();
    await expect(nav.locator('.krm-navbar__dropdown').getByRole('link', { name: 'All Sensory' })).toBeVisible();
  }
  await page.context().close();
});

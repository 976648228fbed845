// The dashboard (issue 16): the account at a glance for an approver, the parts linking to the pages
// of accountPaths, and a buyer who approves nothing not shown the approvals; axe at every width.
import { expect, test } from '@playwright/test';
import { api } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

const APPROVER = { username: 'approver@demo.test', password: 'Demo-Approver-1' } as const;

test('[PX-18-010][PX-18-011][PX-18-012] an approver sees recent orders, the purchase order waiting, the next standing order, what is owed and the shortcuts', async ({ page }) => {
  await signIn(page, APPROVER);
  // What is owed, added up here from the invoices read directly (every page).
  let owed = 0;
  for (let token: string | null = null, first = true; first || token; first = false) {
    const read = (await api(page, 'GET', `/invoices?pageSize=200${token ? `&pageToken=${token}` : ''}`)).body as { invoices: Array<{ status: string; balance: string }>; nextPageToken: string | null };
    owed += read.invoices.filter((invoice) => invoice.status !== 'Paid').reduce((sum, invoice) => sum + Math.round(Number(invoice.balance) * 100), 0);
    token = read.nextPageToken;
  }
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const orders = page.getByRole('region', { name: 'Recent orders' });
  await expect(orders.getByRole('link', { name: /^Order KRM-\d{6}$/ }).first()).toBeVisible();
  expect(await orders.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  const approvals = page.getByRole('region', { name: 'Waiting for your approval' });
  await expect(approvals.getByRole('listitem').first()).toContainText(/Order KRM-\d{6}/);
  await expect(page.getByRole('region', { name: 'Next standing-order shipments' }).getByRole('listitem').first()).toContainText('next on');
  const expected = (owed / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  await expect(page.getByTestId('dashboard-owed')).toHaveText(expected);
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(shortcuts.getByRole('link', { name: 'Quick order' })).toHaveAttribute('href', '/quick-order');
  await expect(shortcuts.getByRole('link', { name: 'Wishlists' })).toHaveAttribute('href', '/mylists');
  await expect(shortcuts.getByRole('link', { name: 'Addresses' })).toHaveAttribute('href', '/myprofile/addresses');
  await expect(page.getByRole('link', { name: 'All invoices' })).toHaveAttribute('href', '/invoices');
  await expectAxeClean(page);
  await shortcuts.getByRole('link', { name: 'Quick order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Recent orders' })).toBeVisible();
});

test('[PX-18-010] a buyer who approves nothing is not shown purchase orders waiting', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Recent orders' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open invoices' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for your approval' })).toHaveCount(0);
  await expectAxeClean(page);
});

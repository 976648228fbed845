// The order details' first screen (PX-37-001): the page's own code is its heading, gate, loading bar
// and the order's read; the details' view loads alongside the read, so the first screen never waits
// for it. Held back, the page still shows its heading and the banner with the loading bar in the
// details' place; released, the order shows. A view that cannot be downloaded shows the page's failure message.
import { expect, test } from '@playwright/test';
import { CODE_LOAD_RETRY_DELAYS_MS } from '../../machines/layout/constants.ts';
import { layoutLabels } from '../../src/labels/shell.ts';
import { DEMO, expectAxeClean, holdRequests, signIn } from './shell-helpers.ts';

const ORDER_VIEW_CODE = /\/assets\/OrderView-[\w-]+\.js$/;
const ATTEMPTS = CODE_LOAD_RETRY_DELAYS_MS.length + 1;

test('[PX-37-001] the order details page paints its first screen without the details\' view, which downloads with the order\'s read; a view that cannot be downloaded shows the failure message', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  const main = page.getByRole('main');

  const release = await holdRequests(page, ORDER_VIEW_CODE);
  await page.goto('/orders/KRM-100001');
  await expect(page.getByRole('heading', { level: 1, name: 'Order KRM-100001' })).toBeVisible();
  await expect(page.getByTestId('promo-banner')).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: layoutLabels.loadingPage })).toBeAttached();
  await expect(main.getByRole('heading', { level: 2, name: 'Items' })).toHaveCount(0);
  release();
  await expect(main.getByRole('heading', { level: 2, name: 'Items' })).toBeVisible();
  await expect(page.getByTestId('order-totals')).toBeVisible();
  await expectAxeClean(page);
  await page.unroute(ORDER_VIEW_CODE);

  // A fresh load whose view never arrives: asked for again (PX-05-025), then the page's failure message.
  let asked = 0;
  await page.route(ORDER_VIEW_CODE, async (route) => {
    asked += 1;
    await route.abort('connectionreset');
  });
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: layoutLabels.pageFailed.title })).toBeVisible();
  expect(asked).toBeGreaterThanOrEqual(ATTEMPTS);
  await expect(page.getByTestId('site-header')).toBeVisible();
});

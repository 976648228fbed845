// Gifting at checkout with the store's gifting on (PX-20-001..PX-20-008). The demo store has it off,
// and the shard's shared sandbox must keep the demo settings, so this spec runs a sandbox of its own
// with giftingConfig on (the same `settings` override SANDBOX_SETTINGS gives a hand-started store).
import { resolve } from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { api, cartWith, expectOneOrder, reviewByPurchaseOrder, stepHeading } from './checkout-helpers.ts';
import { storedConsentState } from './consent-state.ts';
import { E2E_DIST_DIR } from './e2e-run.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

const MESSAGE = 'With thanks to the sleep lab team, Dana';

let sandbox: Sandbox;
test.beforeAll(async () => {
  sandbox = await createSandbox({
    host: '127.0.0.1', port: 0, distDir: resolve(E2E_DIST_DIR), checkoutProcessingMs: 0,
    settings: { giftingConfig: { isGiftingEnabled: true, isGiftMessageEnabled: true, isGiftWrapEnabled: true } },
  });
});
test.afterAll(async () => {
  await sandbox?.close();
});

async function pageOn(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: sandbox.url, viewport: testInfo.project.use.viewport ?? undefined, storageState: storedConsentState(sandbox.url) });
  return context.newPage();
}

const defaultGroupOf = async (page: Page) =>
  ((await api(page, 'GET', '/checkouts/active')).body as { deliveryGroups?: { items: Array<{ isDefault: boolean; giftMessage?: string | null; giftWrap?: { productId: string } | null }> } })
    .deliveryGroups?.items.find((group) => group.isDefault);

test('[PX-20-001][PX-20-002][PX-20-004][PX-20-005][PX-20-006][PX-20-008] a gift wrap and message are chosen on the review, survive a reload and reach the order, its confirmation and its e-mail', async ({ browser }, testInfo) => {
  const page = await pageOn(browser, testInfo);
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000001', 2]]);
  await page.goto('/checkout');
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  await reviewByPurchaseOrder(page, 'PO-GIFT-1');

  const wraps = page.getByRole('group', { name: 'Gift wrap' });
  await expect(wraps.getByRole('radio')).toHaveCount(3);
  await wraps.getByRole('radio', { name: 'Thank-you hamper wrap with card ($12.00)' }).check();
  await expect(page.getByTestId('step-review').getByTestId('gift-wrap-line')).toContainText('$12.00');

  // The message by keyboard: typed, counted live, saved when the field is left.
  const message = page.getByLabel('Gift message (optional)');
  await message.focus();
  await page.keyboard.type(MESSAGE);
  await expect(page.locator('#gift-message-count')).toContainText(`${MESSAGE.length} of 2,000 characters`);
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await defaultGroupOf(page))?.giftMessage).toBe(MESSAGE);
  await expectAxeClean(page);

  await page.reload();
  await expect(stepHeading(page, 'Review and place order')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Thank-you hamper wrap with card ($12.00)' })).toBeChecked();
  await expect(page.getByLabel('Gift message (optional)')).toHaveValue(MESSAGE);
  await expect(page.getByTestId('step-review').getByTestId('gift-wrap-line')).toContainText('$12.00');

  const mails = sandbox.core.outbox.list().length;
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectOneOrder(page);
  const gift = page.getByTestId('order-gift');
  await expect(gift).toContainText('Gift wrap: Thank-you hamper wrap with card ($12.00)');
  await expect(gift).toContainText(MESSAGE);
  await expectAxeClean(page);
  await expect.poll(() => sandbox.core.outbox.list().slice(mails).map((mail) => mail.text.includes(`Gift message: ${MESSAGE}`))).toEqual([true]);
  await page.context().close();
});

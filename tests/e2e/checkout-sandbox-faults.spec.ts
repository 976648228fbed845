// A checkout against a sandbox that itself misbehaves (issue 14: "a checkout against a faulty sandbox
// (latency, 409, 410, async processing) ends in exactly one order or a clear message, never a lost
// cart"). The faults are the server's own, from SANDBOX_FAULTS as a hand-started store reads it, not
// faked in the browser: every answer is slow, the cart answers Processing after each change, the
// checkout answers 202 for a while after each change, starting answers 410 and placing 409 until the
// test lifts each fault. The sandbox is this spec's own (its stock too), so no other spec sees it.
// One width: the fault paths do not depend on the layout (the other checkout specs cover the widths).
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { faultsFromEnv, type FaultOptions } from '../../sandbox/config.ts';
import { api, expectOneOrder, newestOrderNumbers, reviewByPurchaseOrder, stepHeading } from './checkout-helpers.ts';
import { storedConsentState } from './consent-state.ts';
import { E2E_DIST_DIR } from './e2e-run.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

const SANDBOX_FAULTS = JSON.stringify({
  latencyMs: 120,
  statusByOperation: { startCheckout: 410, runOrderActions: 409, placeOrder: 409 },
});

let faults: FaultOptions;
let sandbox: Sandbox;
test.beforeAll(async () => {
  faults = faultsFromEnv({ SANDBOX_FAULTS })!;
  // Async processing: two reads of the cart after each change answer 202, the checkout answers 202 for 1.2 s after each change.
  sandbox = await createSandbox({ host: '127.0.0.1', port: 0, distDir: resolve(E2E_DIST_DIR), faults, asyncCartReads: 2, checkoutProcessingMs: 1200 });
});
test.afterAll(async () => {
  await sandbox?.close();
});

/** The cart's product count once a read of it is not a 202 (the async cart answers Processing after changes). */
async function cartCount(page: Page): Promise<number | undefined> {
  const read = await api(page, 'GET', '/carts/current/compact-summary');
  return read.status === 200 ? Number((read.body as { totalProductCount: string }).totalProductCount) : undefined;
}

/** Lifts the sandbox's forced answer for these operations (the server reads its faults on every request). */
const lift = (...operations: string[]) => {
  for (const operation of operations) delete faults.statusByOperation![operation];
};

test('[PX-14-005][PX-43-004][PX-43-005][CC-4-046][CC-8-016] a checkout through the sandbox\'s own faults (slow answers, Processing, 410 at start, 409 at placing) ends in a clear message with the cart kept, then in exactly one order @large', async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: sandbox.url, viewport: testInfo.project.use.viewport ?? undefined, storageState: storedConsentState(sandbox.url) });
  const page = await context.newPage();
  await signIn(page, DEMO.buyer);
  // The seeded cart goes first, so the counts below are this test's.
  expect([204, 404]).toContain((await api(page, 'DELETE', '/carts/current')).status);
  // Headphones and ABR electrodes: products no other spec orders (and this sandbox's stock is its own).
  for (const [productId, quantity] of [['01t000000000006', 1], ['01t000000000008', 2]] as const) {
    // Async cart mode: an add may be accepted (202) and finish in the background.
    expect([201, 202]).toContain((await api(page, 'POST', '/carts/current/cart-items', { productId, quantity: String(quantity), type: 'Product' })).status);
  }

  // The cart's reads answer Processing after the changes; the page waits them out and offers checkout.
  await page.goto('/cart');
  const proceed = page.getByRole('link', { name: 'Proceed to checkout' });
  await expect(proceed).toBeVisible({ timeout: 20_000 });

  // Starting answers 410 every time: the storefront starts once more, then shows the server's message
  // (PX-43-005: not the bare status text 'Gone') with Try again; the cart is kept.
  await proceed.click();
  const startFailure = page.getByRole('alert').filter({ hasText: 'Fault injected: 410 for startCheckout.' });
  await expect(startFailure).toBeVisible({ timeout: 30_000 });
  await expect(startFailure.getByRole('link', { name: 'Back to cart' })).toBeVisible();
  await expectAxeClean(page);
  await expect.poll(() => cartCount(page)).toBe(3);

  // The server recovers: Try again reaches the checkout through its 202s.
  lift('startCheckout');
  await startFailure.getByRole('button', { name: 'Try again' }).click();
  await expect(stepHeading(page, 'Shipping address')).toBeVisible({ timeout: 30_000 });
  await reviewByPurchaseOrder(page, 'PO-FAULTS-1');
  const before = await newestOrderNumbers(page);

  // Placing answers 409: shown, never retried, no order, the cart kept.
  await page.getByRole('button', { name: 'Place order' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Fault injected: 409' });
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  await expectAxeClean(page);
  expect(await newestOrderNumbers(page)).toEqual(before);
  await expect.poll(() => cartCount(page)).toBe(3);

  // The server recovers: placing again gives exactly one order, read back from the buyer's orders.
  lift('runOrderActions', 'placeOrder');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectOneOrder(page, before);
  await expectAxeClean(page);
  await context.close();
});

// Gifting at checkout with the store's gifting on (PX-20-001..PX-20-008), each delivery of a split
// shipment a gift of its own with its recipient (PX-31-001..PX-31-005). The demo store has gifting and
// split shipment off, and the shard's shared sandbox must keep the demo settings, so this spec runs a
// sandbox of its own with both on (the same `settings` override SANDBOX_SETTINGS gives a hand-started
// store); its stock is its own, so the products it orders touch no other spec's counts.
import { resolve } from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { api, cartWith, continueTo, expectOneOrder, stepHeading } from './checkout-helpers.ts';
import { fillAddressForm } from './address-form.ts';
import { storedConsentState } from './consent-state.ts';
import store from '../../fixtures/data/store.json' with { type: 'json' };
import { E2E_DIST_DIR } from './e2e-run.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

let sandbox: Sandbox;
test.beforeAll(async () => {
  sandbox = await createSandbox({
    host: '127.0.0.1', port: 0, distDir: resolve(E2E_DIST_DIR), checkoutProcessingMs: 0,
    settings: { giftingConfig: { isGiftingEnabled: true, isGiftMessageEnabled: true, isGiftWrapEnabled: true }, splitShipmentEnabled: true },
  });
});
test.afterAll(async () => {
  await sandbox?.close();
});

async function pageOn(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: sandbox.url, viewport: testInfo.project.use.viewport ?? undefined, storageState: storedConsentState(sandbox.url) });
  return context.newPage();
}

const MESSAGE = 'With thanks to the sleep lab team, Dana';
const PROBE_TIPS = 'Aurisense Tympanometry Probe Tips, Assorted (Box of 100)';
const HAMPER = 'Thank-you hamper wrap with card ($12.00)';
const BOX = 'Kraft presentation box with ribbon ($6.50)';

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Oracle: the fixtures' rate of an address (its region's, else its country's), in percent. */
function rateOf(address: { country: string; region: string | null }): number {
  const rate = store.taxRates.find((r) => r.country === address.country && r.region === address.region) ?? store.taxRates.find((r) => r.country === address.country && r.region === null);
  return Number(rate?.taxRatePercentage ?? 0);
}

/** The tax inside a Gross amount at a rate: amount − amount / (1 + rate). */
const grossTax = (cents: number, rate: number) => Math.round(cents - cents / (1 + rate / 100));

/** The products' tax of the cart's deliveries, each at its own address, and all of it at the first address. */
async function deliveryTaxes(page: Page): Promise<{ perDelivery: number; allAtFirst: number }> {
  type CartGroup = { isDefault: boolean; deliveryAddress: { country: string; region: string | null }; cartItems: Array<{ totalAmount: string }> };
  const groups = ((await api(page, 'GET', '/carts/current/delivery-groups?cartItemLimit=100')).body as { items: CartGroup[] }).items.filter((group) => group.cartItems.length > 0);
  expect(groups).toHaveLength(2);
  const cents = (group: CartGroup) => group.cartItems.reduce((sum, item) => sum + Math.round(Number(item.totalAmount) * 100), 0);
  const first = groups.find((group) => group.isDefault)!;
  return {
    perDelivery: groups.reduce((sum, group) => sum + grossTax(cents(group), rateOf(group.deliveryAddress)), 0),
    allAtFirst: grossTax(groups.reduce((sum, group) => sum + cents(group), 0), rateOf(first.deliveryAddress)),
  };
}

type Group = { isDefault: boolean; giftMessage?: string | null; giftToName?: string | null; giftWrap?: { productId: string } | null };
const groupsOf = async (page: Page) => ((await api(page, 'GET', '/checkouts/active')).body as { deliveryGroups?: { items: Group[] } }).deliveryGroups?.items ?? [];

test('[PX-43-003][PX-20-001][PX-20-002][PX-20-004][PX-20-005][PX-20-006][PX-20-008][PX-31-001][PX-31-002][PX-31-003][PX-31-004][PX-31-005] each delivery of a split shipment gets its own wrap, recipient and message on the review, by keyboard too; each delivery\'s lines taxed at its own address; they survive a reload and reach the order, its confirmation, its details and its e-mail', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const page = await pageOn(browser, testInfo);
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000001', 2], ['01t000000000005', 4]]);
  await page.goto('/checkout');
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Send some items to another address' }).check();
  // PX-43-003: the second delivery goes to another state (Wisconsin: the US rate, 7 %; Chicago: IL, 10.25 %).
  const split = page.locator('.split-shipment');
  await split.getByRole('radio', { name: 'A new address' }).check();
  await fillAddressForm(split, { firstName: 'Dana', lastName: 'Okafor', street: '777 N Van Buren St', city: 'Milwaukee', postalCode: '53202', region: 'WI' });
  await page.getByLabel(`Address for ${PROBE_TIPS}`).selectOption('second');
  await continueTo(page, 'Delivery method', false);
  await continueTo(page, 'Contact details', false);
  await continueTo(page, 'Billing address', false);
  await continueTo(page, 'Payment', false);
  await page.getByLabel('PO number').fill('PO-GIFT-1');
  await continueTo(page, 'Review and place order', false);

  // PX-31-004: one set of gift options per delivery, each under its number.
  const sets = page.getByTestId('gift-options');
  await expect(sets).toHaveCount(2);
  await expect(sets.nth(0).getByRole('heading')).toContainText('Gift options for delivery 1');
  await expect(sets.nth(1).getByRole('heading')).toContainText('Gift options for delivery 2');
  const [first, second] = [sets.nth(0), sets.nth(1)];
  await first.getByRole('radio', { name: HAMPER }).check();
  await expect.poll(async () => (await groupsOf(page)).find((group) => group.isDefault)?.giftWrap?.productId).toBe('01t000000009002');
  await second.getByRole('radio', { name: BOX }).check();
  await expect(page.getByTestId('step-review').getByTestId('gift-wrap-line')).toContainText('$18.50');
  // PX-31-005: the wraps are taxed where each goes (the demo store's prices include tax).
  await expect(page.getByTestId('step-review').getByTestId('gift-wrap-tax-line')).toContainText('(included in prices)');
  // PX-43-003: the products' tax is each delivery's lines taxed at its own address, not Chicago's rate on all.
  const taxes = await deliveryTaxes(page);
  expect(taxes.perDelivery).not.toBe(taxes.allAtFirst);
  const taxRow = page.getByTestId('step-review').locator('.totals__row').filter({ has: page.locator('dt', { hasText: /^Tax$/ }) });
  await expect(taxRow).toContainText(`${usd(taxes.perDelivery)} (included in prices)`);

  // The first delivery's recipient and message by keyboard: typed, counted live, saved when each field is left.
  await first.getByLabel('Recipient\'s name (optional)').focus();
  await page.keyboard.type('Dr. Amara Lind');
  await expect(page.locator('#gift-1-to-name-count')).toContainText('14 of 255 characters');
  await page.keyboard.press('Tab');
  await page.keyboard.type(MESSAGE);
  await expect(page.locator('#gift-1-message-count')).toContainText(`${MESSAGE.length} of 2,000 characters`);
  await page.keyboard.press('Tab');
  await second.getByLabel('Recipient\'s name (optional)').fill('Sam Ortiz');
  await second.getByLabel('Recipient\'s name (optional)').blur();
  await expect
    .poll(async () => (await groupsOf(page)).map((group) => [group.giftToName, group.giftMessage, group.giftWrap?.productId]))
    .toEqual([['Dr. Amara Lind', MESSAGE, '01t000000009002'], ['Sam Ortiz', null, '01t000000009001']]);
  await expectAxeClean(page);

  await page.reload();
  await expect(stepHeading(page, 'Review and place order')).toBeVisible();
  await expect(first.getByRole('radio', { name: HAMPER })).toBeChecked();
  await expect(second.getByRole('radio', { name: BOX })).toBeChecked();
  await expect(first.getByLabel('Recipient\'s name (optional)')).toHaveValue('Dr. Amara Lind');
  await expect(first.getByLabel('Gift message (optional)')).toHaveValue(MESSAGE);
  await expect(second.getByLabel('Recipient\'s name (optional)')).toHaveValue('Sam Ortiz');
  await expect(page.getByTestId('step-review').getByTestId('gift-wrap-line')).toContainText('$18.50');

  const mails = sandbox.core.outbox.list().length;
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectOneOrder(page);
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  for (const where of ['confirmation', 'order details']) {
    const gifts = page.getByTestId('order-gift-delivery');
    await expect(gifts, where).toHaveCount(2);
    await expect(gifts.nth(0)).toContainText('Sent as a gift to Dr. Amara Lind');
    await expect(gifts.nth(0)).toContainText('Gift wrap: Thank-you hamper wrap with card ($12.00)');
    await expect(gifts.nth(0)).toContainText(MESSAGE);
    await expect(gifts.nth(1)).toContainText('Sent as a gift to Sam Ortiz');
    await expect(gifts.nth(1)).toContainText('Gift wrap: Kraft presentation box with ribbon ($6.50)');
    await expectAxeClean(page);
    if (where === 'confirmation') {
      await page.goto(`/orders/${orderNumber}`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
    }
  }
  await expect
    .poll(() => sandbox.core.outbox.list().slice(mails).map((mail) => [mail.text.includes('Gift for: Dr. Amara Lind'), mail.text.includes('Gift for: Sam Ortiz'), mail.text.includes(`Gift message: ${MESSAGE}`)]))
    .toEqual([[true, true, true]]);
  await page.context().close();
});

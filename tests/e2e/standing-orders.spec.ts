// Standing orders end to end (SH-2-013, SH-1-013, SH-1-014, SH-2-014, SH-4-005, PX-16-008, PX-16-009, PX-16-010):
// set one up from a product page, move the sandbox clock to its first order date and see the order in
// the order history, then delay it one period and cancel it from its details page.
import { expect, test } from '@playwright/test';
import { api } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

const PRODUCT = '01t000000000007';

test('[SH-2-013][SH-1-013][SH-1-014][SH-2-014][SH-4-005][PX-16-008][PX-16-009][PX-16-010] a standing order is set up, becomes an order when its date comes, then is delayed and cancelled', async ({ page }, testInfo) => {
  const clock = (body: unknown) => page.request.post('/sandbox/clock', { data: body });
  try {
    await signIn(page, DEMO.multi);
    const poNumber = `PO-SO-${testInfo.project.name}`;
    await page.goto(`/product/${PRODUCT}`);
    // SH-2-013: the set-up popup with every option opens from the product page, checked by axe.
    await page.getByRole('button', { name: 'More schedule options' }).click();
    const popup = page.getByRole('dialog', { name: 'Set up a standing order' });
    await expect(popup.getByLabel('Ship to')).toBeVisible();
    await expect(popup.getByTestId('so-setup-next')).not.toHaveText('Shown once the dates are valid');
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await page.getByLabel('Repeat every').fill('2');
    await page.getByLabel('Unit', { exact: true }).selectOption('Weeks');
    await page.getByLabel('Purchase order number').fill(poNumber);
    const firstShipment = await page.getByLabel('First shipment date').inputValue();
    await page.getByRole('button', { name: 'Set up standing order' }).click();
    await expect(page.getByText('Standing order scheduled')).toBeVisible();

    const list = (await api(page, 'GET', '/recurring-orders?pageSize=200')).body as { items: Array<{ recurringOrderId: string; productId: string; nextOrderDate: string | null; status: string }> };
    const created = list.items.filter((item) => item.productId === PRODUCT && item.status === 'Active' && item.nextOrderDate === firstShipment).at(-1)!;
    expect(created).toBeDefined();

    await page.goto('/standing-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Standing orders' })).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('link', { name: new RegExp(`\\(${created.recurringOrderId}\\)$`) }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Annual totals' })).toBeVisible();
    for (const section of ['Details', 'Schedule', 'Scheduled shipments', 'Addresses', 'Billing']) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByText(`Purchase order ${poNumber}`)).toBeVisible();
    await expectAxeClean(page);

    // The sandbox clock moves to the first shipment date: the scheduler places the order.
    const ordersBefore = ((await api(page, 'GET', '/order-summaries?pageSize=200')).body as { orderSummaries: unknown[] }).orderSummaries.length;
    const now = (await (await page.request.get('/sandbox/clock')).json()) as { today: string };
    const days = Math.round((Date.parse(firstShipment) - Date.parse(now.today)) / 86_400_000);
    const moved = (await (await clock({ days: Math.max(days, 1) })).json()) as { placedOrderNumbers: string[] };
    expect(moved.placedOrderNumbers.length).toBeGreaterThanOrEqual(1);
    const history = ((await api(page, 'GET', '/order-summaries?pageSize=200')).body as { orderSummaries: Array<{ orderNumber: string; poNumber: string | null }> }).orderSummaries;
    expect(history.length).toBeGreaterThan(ordersBefore);
    const placed = history.filter((order) => order.poNumber === poNumber).map((order) => order.orderNumber);
    expect(placed).toHaveLength(1);
    // Newest first, the standing order's order leads the buyer's order history.
    await page.goto('/orders');
    await expect(page.getByText(placed[0]!, { exact: true }).first()).toBeVisible();
    await page.goBack();

    // The details read again: one order placed, the next one two weeks on.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Annual totals' })).toBeVisible();
    const next = await page.getByTestId('so-next-order-date').textContent();
    await page.getByRole('button', { name: 'Delay next order' }).click();
    await expect(page.getByRole('button', { name: 'Yes, go ahead' })).toBeFocused();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Yes, go ahead' }).click();
    await expect(page.getByText('The next order has been moved one period later.')).toBeVisible();
    await expect(page.getByTestId('so-next-order-date')).not.toHaveText(next ?? '');

    await page.getByRole('button', { name: 'Cancel standing order' }).click();
    await page.getByRole('button', { name: 'Yes, go ahead' }).click();
    await expect(page.getByText('Scheduled Order has been Cancelled')).toBeVisible();
    await expect(page.getByTestId('so-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Delay next order' })).toHaveCount(0);
    await expectAxeClean(page);
  } finally {
    // Later specs of this server see the real date again.
    await clock({ reset: true });
  }
});

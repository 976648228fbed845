// Purchase-order approval end to end (PX-16-001, PX-16-003, PX-16-005, PX-16-006): a buyer's purchase
// order above the threshold waits; the buyer cannot review it; the approver finds it by the count in the
// profile menu, declines it with a comment, and the buyer sees the decision and comment on the order.
import { expect, test, type Page } from '@playwright/test';
import { api, cartWith } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signedInPage } from './shell-helpers.ts';

const APPROVER = { username: 'approver@demo.test', password: 'Demo-Approver-1' };

/** Places the buyer's cart by purchase order through the API, as the checkout page does. */
async function placedByPurchaseOrder(page: Page, poNumber: string): Promise<{ orderSummaryId: string; orderNumber: string; status: string }> {
  const cartId = ((await api(page, 'GET', '/carts/current/compact-summary')).body as { cartId: string }).cartId;
  const started = (await api(page, 'PUT', '/checkouts', { cartId })).body as { checkoutId: string };
  await expect.poll(async () => (await api(page, 'GET', `/checkouts/${started.checkoutId}`)).status).toBe(200);
  await api(page, 'POST', `/checkouts/${started.checkoutId}/payments`, { requestType: 'SimplePurchaseOrder', paymentsData: JSON.stringify({ purchaseOrderNumber: poNumber }) });
  const placed = await api(page, 'POST', `/checkouts/${started.checkoutId}/orders`);
  expect(placed.status).toBe(201);
  const { orderId } = placed.body as { orderId: string };
  return (await api(page, 'GET', `/order-summaries/${orderId}`)).body as { orderSummaryId: string; orderNumber: string; status: string };
}

test('[PX-16-001][PX-16-003][PX-16-005][PX-16-006] an approver declines a purchase order with a comment, the buyer sees it, and a buyer cannot approve', async ({ browser }, testInfo) => {
  // Two signed-in sessions and an axe scan after each step: past 60 s at 800 px on a busy machine (CI's other stages beside it).
  test.setTimeout(180_000);
  const poNumber = `PO-E2E-${testInfo.project.name}`;
  const buyer = await signedInPage(browser, testInfo, DEMO.buyer);
  // 50 packs at 101.50 are above Lakeshore's approval threshold of 5,000.00. Not the catalogue specs'
  // product: they read its stock exactly, and these specs share one sandbox in a shard.
  await cartWith(buyer, [['01t000000000030', 50]]);
  const order = await placedByPurchaseOrder(buyer, poNumber);
  expect(order.status).toBe('PendingApproval');

  // The buyer is no approver: the list and a purchase order's page say so, with nothing to decide.
  await buyer.goto('/approvals');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Purchase order review' })).toBeVisible();
  await expect(buyer.getByText('Only purchase-order approvers of this account can review purchase orders.')).toBeVisible();
  await expectAxeClean(buyer);
  await buyer.goto('/approvals/a0P000000000001');
  await expect(buyer.getByText('Only purchase-order approvers of this account can review purchase orders.')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectAxeClean(buyer);

  // The approver sees how many wait in the profile menu and opens the review list from it.
  const approver = await signedInPage(browser, testInfo, APPROVER);
  await approver.getByRole('button', { name: /Account menu/ }).click();
  const item = approver.getByRole('menuitem', { name: /Purchase orders to review \(\d+ waiting\)/ });
  await expect(item).toBeVisible();
  await expectAxeClean(approver);
  await item.click();
  await expect(approver.getByRole('heading', { level: 1, name: 'Purchase order review' })).toBeVisible();
  await expectAxeClean(approver);
  await approver.getByRole('link', { name: `Review order ${order.orderNumber}` }).click();
  await expect(approver.getByRole('heading', { level: 2, name: 'Order lines' })).toBeVisible();
  await expect(approver.getByText(poNumber, { exact: true })).toBeVisible();
  await expect(approver.getByText('Dana Okafor', { exact: true })).toBeVisible();
  await expect(approver.getByText('Myoridge Tab Surface Electrodes, 20 x 25 mm (Pack of 48)')).toBeVisible();
  await expectAxeClean(approver);
  // A decline needs a comment.
  await approver.getByRole('button', { name: 'Decline' }).click();
  await expect(approver.getByText('Enter a comment to decline this purchase order.')).toBeVisible();
  await expectAxeClean(approver);
  await approver.getByLabel('Comment').fill('Over the quarterly budget; split it in two.');
  await approver.getByRole('button', { name: 'Decline' }).click();
  await expect(approver.getByTestId('approval-status')).toHaveText('Declined');
  await expect(approver.getByText('Comment: Over the quarterly budget; split it in two.')).toBeVisible();
  await expectAxeClean(approver);
  // Reload keeps the decision.
  await approver.reload();
  await expect(approver.getByTestId('approval-status')).toHaveText('Declined');

  // The buyer sees the decision and the comment on the order; nothing was invoiced.
  const read = (await api(buyer, 'GET', `/order-summaries/${order.orderSummaryId}`)).body as { status: string; approval: { status: string; comment: string } };
  expect(read.status).toBe('Cancelled');
  expect(read.approval).toMatchObject({ status: 'Declined', comment: 'Over the quarterly budget; split it in two.' });
  expect(((await api(buyer, 'GET', `/order-summaries/${order.orderSummaryId}/invoices`)).body as { invoices: unknown[] }).invoices).toEqual([]);
  await buyer.goto(`/orders/${order.orderNumber}`);
  await expect(buyer.getByTestId('order-approval')).toHaveText(/^Declined by Morgan Ellis on /);
  await expect(buyer.getByText('Over the quarterly budget; split it in two.')).toBeVisible();
  await expectAxeClean(buyer);
  await buyer.context().close();
  await approver.context().close();
});

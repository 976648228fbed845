// Issues 14 and 15's "done means" as one journey (acceptance audit): an order placed at the checkout by
// purchase order with its PDF waits for approval, the approver approves it on the review page, and the
// buyer follows it from the confirmation to its details: the decision, the shipment with the carrier's
// tracking link and the invoice, whose PDF shows the order's total. axe on each page, at every width.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { api, cartWith, continueTo, PDF, stepHeading } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signedInPage } from './shell-helpers.ts';

const APPROVER = { username: 'approver@demo.test', password: 'Demo-Approver-1' };
// No other spec buys or counts this product (stock 2,224): two at 4,921.00 are above Lakeshore's
// approval threshold of 5,000.00.
const GOGGLES = '01t000000000280';

test('[PX-34-001][PX-34-002][PX-16-001][PX-16-003][PX-16-005][PX-15-003][PX-15-004][SH-8-008][SH-1-012][SH-2-010] an order placed by purchase order waits, the approver approves it, and the buyer follows it from the confirmation to its shipment, tracking link and invoice PDF', async ({ browser }, testInfo) => {
  // Two signed-in buyers, a whole checkout and five axe runs: more than the default minute under a shard's load.
  test.setTimeout(150_000);
  const poNumber = `PO-FOLLOW-${testInfo.project.name}`;
  const buyer = await signedInPage(browser, testInfo, DEMO.buyer);
  await cartWith(buyer, [[GOGGLES, 2]]);
  await buyer.goto('/cart');
  await buyer.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(stepHeading(buyer, 'Shipping address')).toBeVisible();
  await continueTo(buyer, 'Delivery method', false);
  await continueTo(buyer, 'Contact details', false);
  await continueTo(buyer, 'Billing address', false);
  await continueTo(buyer, 'Payment', false);
  await buyer.getByLabel('PO number').fill(poNumber);
  await buyer.getByLabel(/Purchase order document/).setInputFiles(PDF);
  await expect(buyer.getByText(`${PDF.name} (`)).toBeVisible();
  await continueTo(buyer, 'Review and place order', false);
  await buyer.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await buyer.getByRole('button', { name: 'Place order' }).click();

  // The confirmation says the order waits, and links to the order's page (PX-34-001).
  await expect(buyer.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await buyer.getByTestId('order-number').textContent())!;
  await expect(buyer.getByText('Your order is waiting for approval by your organisation before it ships.')).toBeVisible();
  const viewOrder = buyer.getByRole('link', { name: 'View order details' });
  await expect(viewOrder).toHaveAttribute('href', `/orders/${orderNumber}`);
  await expectAxeClean(buyer);

  // The approver opens it from the review list and approves it with a comment.
  const approver = await signedInPage(browser, testInfo, APPROVER);
  await approver.goto('/approvals');
  await approver.getByRole('link', { name: `Review order ${orderNumber}` }).click();
  await expect(approver.getByText(poNumber, { exact: true }).first()).toBeVisible();
  await expect(approver.getByRole('link', { name: `Download ${PDF.name}` })).toBeVisible();
  await approver.getByLabel('Comment').fill('Within the capital budget.');
  await approver.getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByTestId('approval-status')).toHaveText('Approved');
  await expectAxeClean(approver);
  await approver.context().close();

  // The buyer follows the link: approved, shipped with a tracking link, invoiced.
  await viewOrder.click();
  await expect(buyer.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(buyer.getByTestId('order-approval')).toHaveText(/^Approved by Morgan Ellis on /);
  await expect(buyer.getByText('Within the capital budget.')).toBeVisible();
  await expectAxeClean(buyer);
  const context = buyer.context();
  await context.route('https://track.ridgelineparcel.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Ridgeline Parcel tracking</title><h1>Tracking</h1>' }));
  const tracking = buyer.getByRole('link', { name: /^RLP\d+, track with Ridgeline Parcel/ });
  const [carrierPage] = await Promise.all([context.waitForEvent('page'), tracking.click()]);
  await expect(carrierPage).toHaveURL(/^https:\/\/track\.ridgelineparcel\.example\/t\/RLP\d+$/);
  await carrierPage.close();

  // The invoice's PDF shows the order's total, as the API states it (formatted here, not by the store's code).
  const orders = (await api(buyer, 'GET', `/order-summaries?pageSize=200`)).body as { orderSummaries: Array<{ orderNumber: string; totalAmount: string }> };
  const placed = orders.orderSummaries.filter((order) => order.orderNumber === orderNumber);
  expect(placed).toHaveLength(1);
  const expectedTotal = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(placed[0]!.totalAmount));
  const [download] = await Promise.all([buyer.waitForEvent('download'), buyer.getByRole('button', { name: /^Download invoice INV-\d+ \(PDF\)$/ }).click()]);
  const bytes = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(/Total \(USD\)\s+(\$[\d,]+\.\d{2})/.exec(flat)?.[1]).toBe(expectedTotal);
  expect(flat).toContain(orderNumber);
  expect(flat).toContain(poNumber);
  await buyer.context().close();
});

// After the order (issue 15): find an order by its PO number and open its carrier's tracking page;
// download an invoice and read its total from the PDF; Buy again with a line out of stock. axe at every
// width on every page; the filters survive reload and Back.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { NO_ORDER_INVOICES_MESSAGE, NO_SHIPMENTS_MESSAGE, ORDER_HISTORY_PAGE_SIZE } from '../../machines/constants/orders.ts';
import { api, cartWith } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

test('[PX-15-001][PX-15-006][PX-15-004][SH-8-008][SH-8-007][SH-3-015][PX-23-004] a buyer finds an order by PO number, keeps the filter through reload and Back, opens its tracking link, and goes back a page from a pasted page address, the first page having one address [PX-32-001]', async ({ page, context }) => {
  await signIn(page, DEMO.buyer);
  await page.goto('/orders');
  const table = page.getByRole('table', { name: 'Your orders, newest first' });
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  await expectAxeClean(page);

  const text = page.getByLabel('Order number, PO number or SKU');
  await text.fill('po-lna-4471');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/orders\?q=po-lna-4471$/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('PO-LNA-4471');
  await page.reload();
  await expect(text).toHaveValue('po-lna-4471');
  await expect(table.getByRole('row')).toHaveCount(2);

  await table.getByRole('link', { name: 'KRM-100001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order KRM-100001' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download purchase order PO-LNA-4471.pdf' })).toBeVisible();
  await expect(page.getByTestId('order-totals')).toContainText('$2,668.00');
  await expectAxeClean(page);

  // The carrier's page opens in a new window (answered here: the carriers are fictional).
  await context.route('https://track.ridgelineparcel.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Ridgeline Parcel tracking</title><h1>Tracking</h1>' }));
  const tracking = page.getByRole('link', { name: /^RLP\d+, track with Ridgeline Parcel/ });
  const [popup] = await Promise.all([context.waitForEvent('page'), tracking.click()]);
  await expect(popup).toHaveURL(/^https:\/\/track\.ridgelineparcel\.example\/t\/RLP\d+$/);
  await popup.close();

  await page.goBack();
  await expect(page).toHaveURL(/\/orders\?q=po-lna-4471$/);
  await expect(text).toHaveValue('po-lna-4471');
  await expect(table.getByRole('row')).toHaveCount(2);

  // An order still being processed: nothing shipped or invoiced yet.
  await page.goto('/orders/KRM-100003');
  await expect(page.getByText(NO_SHIPMENTS_MESSAGE)).toBeVisible();
  await expect(page.getByText(NO_ORDER_INVOICES_MESSAGE)).toBeVisible();
  await expectAxeClean(page);

  // PX-23-004: a pasted page address (no trail of pages in the history entry) still offers the page
  // before; Back and reload keep the page.
  await page.goto('/orders');
  const newest = await table.getByRole('row').nth(1).getByRole('link').first().textContent();
  await page.goto('/orders?page=3');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(table.getByRole('row').nth(1)).not.toContainText(newest!);
  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(table.getByRole('row').nth(1).getByRole('link').first()).toHaveText(newest!);
  await page.goBack();
  await expect(page).toHaveURL(/\/orders\?page=3$/);
  await page.reload();
  await expect(pager.getByRole('link', { name: 'Previous page' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).not.toContainText(newest!);

  // PX-32-001: the second page's Previous is the first page's own address, and ?page=0 becomes it.
  await page.goto(`/orders?page=${ORDER_HISTORY_PAGE_SIZE}`);
  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(table.getByRole('row').nth(1).getByRole('link').first()).toHaveText(newest!);
  await page.goto('/orders?page=0');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(table.getByRole('row').nth(1).getByRole('link').first()).toHaveText(newest!);
  await page.goto('/invoices?page=-1');
  await expect(page).toHaveURL(/\/invoices$/);
});

test('[PX-15-003][PX-15-007][SH-3-023][SH-2-012] a buyer downloads an invoice and its PDF shows the total the list shows', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const row = page.getByRole('row', { name: /INV-200001/ });
  await expect(row).toBeVisible();
  await expectAxeClean(page);
  const listed = (await row.locator('td[data-label="Total"]').textContent())!.trim();

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download invoice INV-200001 (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe('INV-200001.pdf');
  const bytes = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  const total = /Total \(USD\)\s+(\$[\d,]+\.\d{2})/.exec(text.replace(/\s+/g, ' '))?.[1];
  expect(total).toBe(listed);

  // A range with no invoice in it, kept in the address.
  await page.getByLabel('From date').fill('2001-01-01');
  await page.getByLabel('To date').fill('2001-01-31');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No invoices in these dates.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('From date')).toHaveValue('2001-01-01');
  await expectAxeClean(page);
});

test('[PX-15-005] Buy again adds the lines in stock in one batch, names the line out of stock, and keeps the cart', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000001', 1]]);
  await page.goto('/orders/KRM-100002');
  await expect(page.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
  const batches: string[] = [];
  page.on('request', (request) => request.url().includes('/cart-items/batch') && batches.push(request.method()));
  await page.getByRole('button', { name: 'Buy again' }).click();
  await expect(page.getByText('1 of 2 lines were added to your cart.')).toBeVisible();
  await expect(page.getByTestId('reorder-refused')).toHaveCount(1);
  await expect(page.getByTestId('reorder-refused')).toContainText('not enough in stock');
  await expectAxeClean(page);
  expect(batches).toEqual(['POST']);

  const items = (await api(page, 'GET', '/carts/current/cart-items')).body as { cartItems: Array<{ cartItem: { productId: string; quantity: string } }> };
  const quantities = Object.fromEntries(items.cartItems.map(({ cartItem }) => [cartItem.productId, Number(cartItem.quantity)]));
  expect(quantities).toEqual({ '01t000000000001': 1, '01t000000000003': 2 });
  await cartWith(page, []);
});

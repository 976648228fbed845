// Quick order (issue 16): rows typed with their SKUs looked up, a pasted list and a CSV file with one
// bad line each, the preview on the rows, a reload that keeps them, and ONE batch add; axe at every width.
import { expect, test, type Page } from '@playwright/test';
import { api, cartWith } from './checkout-helpers.ts';
import { expectAxeClean, signIn } from './shell-helpers.ts';

const APPROVER = { username: 'approver@demo.test', password: 'Demo-Approver-1' } as const;

const row = (page: Page, index: number) => page.getByTestId('quick-order-row').nth(index);
const sku = (page: Page, number: number) => page.getByRole('textbox', { name: `SKU, row ${number}` });
const quantity = (page: Page, number: number) => page.getByRole('textbox', { name: `Quantity, row ${number}` });

test('[PX-18-002][PX-18-003][PX-18-004][PX-18-005][PX-18-006][PX-70-007][CC-8-031] a buyer orders by rows, by a pasted list and by a CSV file with one bad line, in one batch', async ({ page }) => {
  await signIn(page, APPROVER);
  await cartWith(page, []);
  await page.goto('/quick-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
  await expect(page.getByTestId('quick-order-row')).toHaveCount(5);
  await expectAxeClean(page);

  // Rows: each SKU is looked up as typed.
  await sku(page, 1).fill('KRM-NEU-EEG-1001');
  await quantity(page, 1).fill('3');
  await sku(page, 2).fill('NOPE-404');
  await sku(page, 3).fill('KRM-NEU-EEG-2000');
  await expect(row(page, 0)).toContainText('Cortexa Disposable EEG Cup Electrodes');
  await expect(row(page, 1)).toContainText('Unknown SKU');
  await expect(row(page, 2)).toContainText('Not orderable');
  await page.getByRole('button', { name: 'Add 5 more rows' }).click();
  await expect(page.getByTestId('quick-order-row')).toHaveCount(10);

  // A pasted list: line 2 cannot be read; the same SKU twice is merged and held to its steps of 2.
  await page.getByLabel('SKUs and quantities').fill('KRM-SEN-TYM-3001, 3\nKRM-NEU-GEL-4001\tmany\nkrm-sen-tym-3001;2');
  await page.getByRole('button', { name: 'Check the list' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'could not be read' });
  await expect(problems).toContainText("Line 2 (KRM-NEU-GEL-4001\tmany): 'many' is not a quantity");
  const tips = page.getByTestId('quick-order-row').filter({ hasText: 'Aurisense Tympanometry Probe Tips' });
  await expect(tips).toContainText('Lines 1, 3 name the same SKU');
  await expect(tips).toContainText('Quantity changed from 5 to 4');
  await expect(tips.getByRole('textbox', { name: /Quantity/ })).toHaveValue('4');
  await expectAxeClean(page);

  // A CSV file with a header row and one bad line.
  await page.getByLabel('CSV file').setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from('SKU,Quantity\nKRM-NEU-OXI-4001,2\n,7\n') });
  await expect(problems).toContainText('Line 3 (,7): No SKU on this line.');
  await expect(page.getByTestId('quick-order-row').filter({ hasText: 'Nightridge Disposable Adhesive SpO2' })).toBeVisible();
  await expect(page.getByText('3 products ready to add')).toBeVisible();

  // A reload keeps the rows (PX-18-006).
  await page.reload();
  await expect(sku(page, 1)).toHaveValue('KRM-NEU-EEG-1001');
  await expect(page.getByText('3 products ready to add')).toBeVisible();

  // One batch call; a double click sends it once.
  const batches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/actions/quick-order')) batches.push(request.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Add to cart' }).dblclick();
  await expect(page.locator('.krm-toast', { hasText: 'Items has been added to the cart Successfully.' })).toBeVisible();
  // PX-70-007: the success is told once, by the toast.
  await expect(page.getByText(/products? (was|were) added to your cart/)).toHaveCount(0);
  expect(batches).toHaveLength(1);
  expect(JSON.parse(batches[0]!).items).toHaveLength(3);
  // The unknown and the not-orderable rows stay; the added ones left.
  await expect(sku(page, 1)).toHaveValue('NOPE-404');
  await expect(sku(page, 2)).toHaveValue('KRM-NEU-EEG-2000');
  const summary = await api(page, 'GET', '/carts/current/compact-summary');
  expect(summary.body).toMatchObject({ uniqueProductCount: 3 });
  await expectAxeClean(page);
  await cartWith(page, []);
});

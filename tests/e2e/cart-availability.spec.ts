// The cart page's line availability (issue 14: "availability when inventory is enabled"; the demo
// store has it on). Uses the Vestiridge products 01t000000000057 (147 on hand) and 01t000000000058
// (647), whose stock no other spec counts, and places no order, so no stock is consumed.
import { expect, test } from '@playwright/test';
import { cartWith } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, holdRequests, signIn } from './shell-helpers.ts';

const GOGGLES = 'Vestiridge Lightweight VNG Goggles, 60 fps Cameras';
const STRIPS = 'Vestiridge Neck Electrode Strips, 20 x 30 mm (Box of 100)';

test('[PX-62-001][PX-62-003][PX-62-004][PX-62-005] each cart line shows its availability after the lines, from one inventory read, without moving them; a quantity above the stock is marked on its line and clears when lowered; it survives reload and Back', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  // The goggles' level as the store reports it now (a reservation elsewhere would lower it), then 10 more in the cart.
  const level = await page.request.get('/services/data/v64.0/commerce/inventory/levels?locations=0ghWH0000000001&products=01t000000000057&scope=0ZE000000000001');
  const available = Number((await level.json() as { inventoryLevels: Array<{ availableToOrder: string }> }).inventoryLevels[0]!.availableToOrder);
  expect(available).toBeGreaterThan(0);
  await cartWith(page, [['01t000000000057', available + 10], ['01t000000000058', 3]]);
  const reads: URL[] = [];
  page.on('request', (request) => request.url().includes('/commerce/inventory/levels') && reads.push(new URL(request.url())));
  const release = await holdRequests(page, /\/commerce\/inventory\/levels/);
  await page.goto('/cart');
  const table = page.getByRole('table', { name: 'Your cart' });
  const goggles = table.locator('tr', { hasText: GOGGLES });
  const strips = table.locator('tr', { hasText: STRIPS });

  // PX-62-005: the lines are on screen while the read is held, each keeping the availability's room.
  await expect(page.getByRole('textbox', { name: `Quantity of ${STRIPS}` })).toHaveValue('3');
  await expect(strips.locator('.cart-line__availability')).toHaveAttribute('aria-hidden', 'true');
  await expect.poll(() => reads.length).toBe(1);
  // Where each line sits in the table and how tall it is (the page above the table is not the lines' to keep still).
  const placesOfLines = () => table.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    return [...element.querySelectorAll('tbody tr')].map((row) => ({ top: row.getBoundingClientRect().top - top, height: row.getBoundingClientRect().height }));
  });
  await expect(goggles.locator('.cart-line__availability')).toHaveAttribute('aria-hidden', 'true');
  const before = await placesOfLines();
  release();
  await expect(strips).toContainText('In stock (647 available)');
  await expect(goggles).toContainText('available)');
  expect(await placesOfLines()).toEqual(before);

  // PX-62-001: one read for the page's products, from the store's default source.
  expect(reads).toHaveLength(1);
  expect(reads[0]!.searchParams.get('products')?.split(',').sort()).toEqual(['01t000000000057', '01t000000000058']);
  expect(reads[0]!.searchParams.get('locations')).toBe('0ghWH0000000001');

  // PX-62-004: 10 more than available — the server's INSUFFICIENT_INVENTORY message is on the line, with its status.
  await expect(goggles).toContainText(`${GOGGLES}: only ${available} are available.`);
  await expect(goggles).toContainText(`In stock (${available} available)`);
  await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  await expectAxeClean(page);

  // By keyboard: lowering the quantity to what is available clears the mark and allows checkout.
  const quantity = page.getByRole('textbox', { name: `Quantity of ${GOGGLES}` });
  await quantity.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(available));
  await page.keyboard.press('Enter');
  await expect(goggles).not.toContainText(`only ${available} are available`);
  await expect(goggles).toContainText(`In stock (${available} available)`);
  await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();

  // Reload: read again, shown again.
  await page.reload();
  await expect(strips).toContainText('In stock (647 available)');
  await expect(goggles).toContainText(`In stock (${available} available)`);
  // Back from the product page: the cart shows its lines and their availability again.
  await goggles.getByRole('link', { name: GOGGLES }).click();
  await expect(page.getByRole('heading', { level: 1, name: GOGGLES })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('textbox', { name: `Quantity of ${GOGGLES}` })).toHaveValue(String(available));
  await expect(strips).toContainText('In stock (647 available)');
  await expectAxeClean(page);
  // Leave the buyer's cart as other specs expect to find it: empty.
  await cartWith(page, []);
});

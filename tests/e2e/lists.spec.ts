// Wishlists (/mylists, issue 16): create, a name already taken, rename, choose the default, move one
// product to the cart, remove one (wish-list-remove), delete behind a confirmation; axe at every width.
import { expect, test } from '@playwright/test';
import { api, cartWith } from './checkout-helpers.ts';
import { expectAxeClean, signIn } from './shell-helpers.ts';

const APPROVER = { username: 'approver@demo.test', password: 'Demo-Approver-1' } as const;

test('[PX-18-020][PX-18-021][PX-18-022][CC-7-044] a buyer manages lists and moves a product to the cart', async ({ page }, testInfo) => {
  const name = `Sleep lab ${testInfo.project.name}`;
  await signIn(page, APPROVER);
  await cartWith(page, []);
  await page.goto('/mylists');
  await expect(page.getByRole('heading', { level: 1, name: 'Your wishlists' })).toBeVisible();
  const create = page.getByRole('region', { name: 'New list' });
  await create.getByLabel('List name').fill(name);
  await create.getByRole('button', { name: 'Create list' }).click();
  const list = page.getByRole('region', { name, exact: true });
  await expect(list).toContainText('0 products');
  // The same name again is refused before anything is sent.
  await create.getByLabel('List name').fill(name.toUpperCase());
  await create.getByRole('button', { name: 'Create list' }).click();
  await expect(create.getByRole('alert')).toHaveText('You already have a list with this name.');
  await expectAxeClean(page);

  // Two products saved into it, then the page read again.
  const lists = (await api(page, 'GET', '/wishlists')).body as { summaries: Array<{ id: string; name: string }> };
  const id = lists.summaries.find((summary) => summary.name === name)!.id;
  for (const productId of ['01t000000000001', '01t000000000005']) expect((await api(page, 'POST', `/wishlists/${id}/wishlist-items`, { productId })).status).toBe(201);
  await page.reload();
  await expect(list).toContainText('2 products');

  await list.getByRole('button', { name: 'Rename' }).click();
  await list.getByLabel(`New name for ${name}`).fill(`${name} (weekly)`);
  await list.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('region', { name: `${name} (weekly)` });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Make default' }).click();
  await expect(renamed).toContainText('Default list');

  // wish-list-remove is dispatched for a removed product.
  await page.evaluate(() => {
    (window as unknown as { removed: string[] }).removed = [];
    document.addEventListener('experience_interaction', (event) => {
      const detail = (event as CustomEvent<{ name: string }>).detail;
      if (detail.name === 'wish-list-remove') (window as unknown as { removed: string[] }).removed.push(detail.name);
    });
  });
  await renamed.getByRole('button', { name: /^Move Cortexa Disposable EEG Cup Electrodes.* to cart$/ }).click();
  await expect(renamed).toContainText('1 product was moved to your cart.');
  await expect(renamed).toContainText('1 product');
  expect(((await api(page, 'GET', '/carts/current/compact-summary')).body as { uniqueProductCount: number }).uniqueProductCount).toBe(1);
  await renamed.getByRole('button', { name: /^Remove Aurisense Tympanometry Probe Tips.* from the list$/ }).click();
  await expect(renamed).toContainText('No products in this list.');
  expect(await page.evaluate(() => (window as unknown as { removed: string[] }).removed.length)).toBe(2);

  await renamed.getByRole('button', { name: 'Delete list' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name} (weekly)?` });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(renamed).toHaveCount(0);
  await cartWith(page, []);
});

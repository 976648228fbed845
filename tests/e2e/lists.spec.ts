// Wishlists (/mylists, issue 16): create, a name already taken, rename, choose the default, move one
// product to the cart, remove one (wish-list-remove), move all in one call, delete behind a
// confirmation; axe at every width.
import { expect, test, type Page } from '@playwright/test';
import { api, cartWith } from './checkout-helpers.ts';
import { expectAxeClean, signIn } from './shell-helpers.ts';

const APPROVER = { username: 'approver@demo.test', password: 'Demo-Approver-1' } as const;

/** Counts the page's analytics interactions of one name from now on (until the page is left or read again). */
const recordInteractions = (page: Page, name: string) =>
  page.evaluate((wanted) => {
    const seen: string[] = [];
    (window as unknown as { seenInteractions: string[] }).seenInteractions = seen;
    document.addEventListener('experience_interaction', (event) => {
      if ((event as CustomEvent<{ name: string }>).detail.name === wanted) seen.push(wanted);
    });
  }, name);
const recordedInteractions = (page: Page) => page.evaluate(() => (window as unknown as { seenInteractions: string[] }).seenInteractions.length);

test('[PX-18-020][PX-18-021][PX-18-022][PX-69-006][CC-7-044] a buyer manages lists, moves one product and then all of a list to the cart', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
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

  // PX-69-006: adding keeps the product in the list unless the buyer asks to remove it.
  await recordInteractions(page, 'wish-list-remove');
  await renamed.getByRole('button', { name: /^Add Cortexa Disposable EEG Cup Electrodes.* to cart$/ }).click();
  await expect(renamed).toContainText('1 product was added to your cart and kept in this list.');
  await expect(renamed).toContainText('2 products');
  expect(await recordedInteractions(page)).toBe(0);
  await page.reload();
  await expect(renamed).toContainText('2 products');
  await recordInteractions(page, 'wish-list-remove');
  // wish-list-remove is dispatched for a removed product.
  await renamed.getByRole('checkbox', { name: 'Remove products from this list once they are in the cart' }).check();
  await expectAxeClean(page);
  await renamed.getByRole('button', { name: /^Add Cortexa Disposable EEG Cup Electrodes.* to cart$/ }).click();
  await expect(renamed).toContainText('1 product was moved to your cart.');
  await expect(renamed).toContainText('1 product');
  expect(((await api(page, 'GET', '/carts/current/compact-summary')).body as { uniqueProductCount: number }).uniqueProductCount).toBe(1);
  await renamed.getByRole('button', { name: /^Remove Aurisense Tympanometry Probe Tips.* from the list$/ }).click();
  await expect(renamed).toContainText('No products in this list.');
  expect(await recordedInteractions(page)).toBe(2);

  // Add all, kept: both products go to the cart in one call and stay in the list.
  for (const productId of ['01t000000000001', '01t000000000005']) expect((await api(page, 'POST', `/wishlists/${id}/wishlist-items`, { productId })).status).toBe(201);
  await page.reload();
  await expect(renamed).toContainText('2 products');
  const quickOrders: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/actions/quick-order')) quickOrders.push(request.postData() ?? '');
  });
  await renamed.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(renamed).toContainText('2 products were added to your cart and kept in this list.');
  await expect(renamed).toContainText('2 products');
  expect(quickOrders).toHaveLength(1);
  quickOrders.length = 0;
  await cartWith(page, []);
  // Add all, removed when asked: they leave the list.
  await recordInteractions(page, 'wish-list-remove');
  await renamed.getByRole('checkbox', { name: 'Remove products from this list once they are in the cart' }).check();
  await renamed.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(renamed).toContainText('2 products were moved to your cart.');
  await expect(renamed).toContainText('No products in this list.');
  expect(quickOrders).toHaveLength(1);
  expect(JSON.parse(quickOrders[0]!).items).toHaveLength(2);
  expect(await recordedInteractions(page)).toBe(2);
  expect(((await api(page, 'GET', '/carts/current/compact-summary')).body as { uniqueProductCount: number }).uniqueProductCount).toBe(2);

  await renamed.getByRole('button', { name: 'Delete list' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name} (weekly)?` });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(renamed).toHaveCount(0);
  await cartWith(page, []);
});

const BUYER = { username: 'buyer@demo.test', password: 'Demo-Buyer-1' } as const;

test('[PX-18-023][CC-7-044] with two lists the buyer chooses the list from the product page and from the grid’s heart', async ({ page }, testInfo) => {
  const [first, second] = [`Ward A ${testInfo.project.name}`, `Ward B ${testInfo.project.name}`];
  await signIn(page, BUYER);
  const ids: string[] = [];
  for (const name of [first, second]) {
    const created = await api(page, 'POST', '/wishlists', { name, products: [] });
    expect(created.status).toBe(201);
    ids.push((created.body as { summary: { id: string } }).summary.id);
  }
  try {
    await page.goto('/product/01t000000000005');
    await page.evaluate(() => {
      (window as unknown as { added: string[] }).added = [];
      document.addEventListener('experience_interaction', (event) => {
        const detail = (event as CustomEvent<{ name: string }>).detail;
        if (detail.name === 'wish-list-add') (window as unknown as { added: string[] }).added.push(detail.name);
      });
    });
    const button = page.getByRole('button', { name: 'Add to wishlist' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: /^Add Aurisense.* to a wishlist$/ });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page);
    await dialog.getByRole('radio', { name: second, exact: true }).check();
    await dialog.getByRole('button', { name: 'Add to this list' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'In your wishlist' })).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { added: string[] }).added.length)).toBe(1);

    // The grid's heart, by keyboard.
    await page.goto('/search?term=KRM-NEU-EEG-1001');
    const name = 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)';
    const heart = page.getByRole('button', { name: `Add ${name} to wishlist` });
    await heart.focus();
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('dialog', { name: `Add ${name} to a wishlist` });
    await expect(chooser).toBeVisible();
    await chooser.getByRole('radio', { name: first, exact: true }).check();
    await chooser.getByRole('button', { name: 'Add to this list' }).click();
    await expect(page.getByRole('button', { name: `${name} is in your wishlist` })).toBeFocused();

    await page.goto('/mylists');
    await expect(page.getByRole('region', { name: second, exact: true })).toContainText('Aurisense');
    await expect(page.getByRole('region', { name: second, exact: true })).not.toContainText('Cortexa');
    await expect(page.getByRole('region', { name: first, exact: true })).toContainText(name);
  } finally {
    for (const id of ids) await api(page, 'DELETE', `/wishlists/${id}`);
  }
});

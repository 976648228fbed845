// Shared steps of the cart and checkout specs (not a spec itself): each test sets up its own cart
// through the API, so the specs do not depend on one another and may run in any shard.
import { expect, type Page } from '@playwright/test';
import { expectAxeClean } from './shell-helpers.ts';

const WEBSTORE = '/services/data/v64.0/commerce/webstores/0ZE000000000001';

/** A call of the store's API from the page, with its cookies and the CSRF header (as the storefront sends). */
export async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  // A write needs the CSRF cookie, which the page's first session read sets: just after goto it may not be back yet.
  if (method !== 'GET') await page.waitForFunction(() => document.cookie.split('; ').some((pair) => pair.startsWith('csrf-token=')));
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf = document.cookie.split('; ').find((pair) => pair.startsWith('csrf-token='))?.slice('csrf-token='.length);
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(method === 'GET' || !csrf ? {} : { 'csrf-token': decodeURIComponent(csrf) }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, url: `${WEBSTORE}${path}`, body },
  );
}

/** The buyer's cart emptied and filled with these lines (product id and quantity). */
export async function cartWith(page: Page, lines: Array<[string, number]>): Promise<void> {
  let removed = await api(page, 'DELETE', '/carts/current');
  if (removed.status === 409) {
    // A checkout left in progress (an earlier test went on to /checkout) goes first.
    expect([204, 404]).toContain((await api(page, 'DELETE', '/checkouts/active')).status);
    removed = await api(page, 'DELETE', '/carts/current');
  }
  expect([204, 404]).toContain(removed.status);
  for (const [productId, quantity] of lines) {
    const added = await api(page, 'POST', '/carts/current/cart-items', { productId, quantity: String(quantity), type: 'Product' });
    expect(added.status).toBe(201);
  }
}

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name: new RegExp(`${name}$`) });

/** Continue in the open step, then wait for the next step's heading to take focus. */
export async function continueTo(page: Page, next: string, axe = true): Promise<void> {
  await page.locator('.checkout-step--open').getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, next)).toBeFocused();
  if (axe) await expectAxeClean(page);
}

export const PDF = { name: 'PO-LNA-7001.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') };

/** The numbers of the buyer's newest orders, newest first: taken before placing, they tell what the placing added. */
export async function newestOrderNumbers(page: Page): Promise<string[]> {
  const orders = (await api(page, 'GET', '/order-summaries?pageSize=50')).body as { orderSummaries: Array<{ orderNumber: string }> };
  return orders.orderSummaries.map((order) => order.orderNumber);
}

/**
 * The confirmation is shown, and the buyer's orders hold exactly one order of its number. Given the
 * newest orders from before placing, also that the placing added this order and no other: a double
 * click or a retry that placed twice would add a second order under another number.
 */
export async function expectOneOrder(page: Page, before?: string[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = await page.getByTestId('order-number').textContent();
  const orders = (await api(page, 'GET', '/order-summaries')).body as { orderSummaries: Array<{ orderNumber: string }> };
  expect(orders.orderSummaries.filter((order) => order.orderNumber === orderNumber)).toHaveLength(1);
  if (before) expect((await newestOrderNumbers(page)).filter((number) => !before.includes(number))).toEqual([orderNumber]);
}

const INTERACTIONS_KEY = 'e2e-interactions';

/** Records the names of the page's analytics interactions (CC-7-038) in the tab's session storage, so page loads keep them. */
export async function recordInteractions(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    document.addEventListener('experience_interaction', (event) => {
      const names = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      sessionStorage.setItem(key, JSON.stringify([...names, (event as CustomEvent<{ name: string }>).detail.name]));
    });
  }, INTERACTIONS_KEY);
}

/** The interaction names recorded so far, in the order they were dispatched. */
export async function recordedInteractions(page: Page): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], INTERACTIONS_KEY);
}

/** Each name was dispatched, the first of each in this order. */
export function expectInOrder(recorded: string[], names: string[]): void {
  expect(recorded).toEqual(expect.arrayContaining(names));
  const firsts = names.map((name) => recorded.indexOf(name));
  expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
}

/** From the open shipping address step to the review, keeping each step's defaults and paying by purchase order. */
export async function reviewByPurchaseOrder(page: Page, poNumber: string): Promise<void> {
  await continueTo(page, 'Delivery method', false);
  await continueTo(page, 'Contact details', false);
  await continueTo(page, 'Billing address', false);
  await continueTo(page, 'Payment', false);
  await page.getByLabel('PO number').fill(poNumber);
  await continueTo(page, 'Review and place order', false);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
}

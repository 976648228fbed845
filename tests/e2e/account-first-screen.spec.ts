// The account pages' first screen (PX-27-001, PX-27-002): a signed-in buyer's promo banner comes with
// the header and the page, and the dashboard's parts keep their room while they load, so nothing the
// buyer sees is pushed down (the layout shifts the browser reports name none of these elements).
import { expect, test, type Page } from '@playwright/test';
import { recordShifts, shiftedElements, signIn } from './shell-helpers.ts';

const APPROVER = { username: 'approver@demo.test', password: 'Demo-Approver-1' } as const;

test('[PX-27-001][PX-27-002] the promo banner comes with the header and the page, and the dashboard\'s parts keep their room while they load', async ({ page }) => {
  await signIn(page, APPROVER);
  await recordShifts(page);
  for (const [path, heading] of [['/orders', 'Orders'], ['/dashboard', 'Dashboard']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('promo-banner')).toBeVisible();
    if (path === '/dashboard') await expect(page.locator('.dashboard__card[aria-busy="true"]')).toHaveCount(0);
    else await expect(page.getByRole('table', { name: 'Your orders, newest first' }).getByRole('row').nth(2)).toBeVisible();
    const moved = await shiftedElements(page);
    expect(moved.filter((element) => /^(main|header)\.|site-header(?!__icons)|dashboard__card|dashboard__grid|promo-banner/.test(element)), path).toEqual([]);
  }
});

// CI once saw the logo move on /orders at 800 px: the account and cart places were empty (so not
// shown) until their code came, and the logo gave up room to the menu button when it came. Here their
// code is held back on purpose, so the header paints without them every time.
const LATE_HEADER_CODE = /\/assets\/(shell|ProfileMenu|CartBadge|DesktopBar)-[\w-]+\.js$/;

/** Holds the header's late code back 1.5 s; the returned set names the files it held. */
async function holdHeaderCode(page: Page): Promise<Set<string>> {
  const held = new Set<string>();
  await page.route(LATE_HEADER_CODE, async (route) => {
    held.add(LATE_HEADER_CODE.exec(route.request().url())?.[1] ?? '');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  return held;
}

test('[PX-27-001] the header\'s menu, profile and cart arriving after the first paint move neither the logo, the header nor the page', async ({ page }) => {
  await signIn(page, APPROVER);
  await recordShifts(page);
  const held = await holdHeaderCode(page);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByTestId('site-header').getByRole('button', { name: /Morgan/ })).toBeVisible();
  await expect(page.getByTestId('site-header').locator('[data-slot="cart"] a, [data-slot="cart"] button').first()).toBeVisible();
  // The held code really was late: the shell's parts, the profile menu and the cart badge.
  expect([...held].sort()).toEqual(expect.arrayContaining(['CartBadge', 'ProfileMenu', 'shell']));
  const moved = await shiftedElements(page);
  expect(moved.filter((element) => /^(main|header)\.|site-header(?!__icons)|promo-banner/.test(element))).toEqual([]);
});

test('[PX-27-001] a guest\'s sign-in link and country picker arriving after the first paint move neither the logo, the header nor the page', async ({ page }) => {
  await recordShifts(page);
  const held = await holdHeaderCode(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByTestId('site-header');
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header.locator('[data-slot="country"] button')).toBeVisible();
  expect([...held]).toContain('shell');
  const moved = await shiftedElements(page);
  expect(moved.filter((element) => /^(main|header)\.|site-header|promo-banner/.test(element))).toEqual([]);
});

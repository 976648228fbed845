// The account pages' first screen (PX-27-001, PX-27-002): a signed-in buyer's promo banner comes with
// the header and the page, and the dashboard's parts keep their room while they load, so nothing the
// buyer sees is pushed down (the layout shifts the browser reports name none of these elements).
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './shell-helpers.ts';

const APPROVER = { username: 'approver@demo.test', password: 'Demo-Approver-1' } as const;

/** Records, for the next page load, the elements each layout shift moved (as tag.class). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const moved: string[] = [];
    Reflect.set(window, '__shiftedElements', moved);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { sources?: Array<{ node?: Node | null }> }>) {
        for (const source of entry.sources ?? []) {
          const node = source.node;
          if (node instanceof Element) moved.push(`${node.tagName.toLowerCase()}.${node.className}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifted = (page: Page) => page.evaluate(() => Reflect.get(window, '__shiftedElements') as string[]);

test('[PX-27-001][PX-27-002] the promo banner comes with the header and the page, and the dashboard\'s parts keep their room while they load', async ({ page }) => {
  await signIn(page, APPROVER);
  await recordShifts(page);
  for (const [path, heading] of [['/orders', 'Orders'], ['/dashboard', 'Dashboard']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('promo-banner')).toBeVisible();
    if (path === '/dashboard') await expect(page.locator('.dashboard__card[aria-busy="true"]')).toHaveCount(0);
    else await expect(page.getByRole('table', { name: 'Your orders, newest first' }).getByRole('row').nth(2)).toBeVisible();
    const moved = await shifted(page);
    expect(moved.filter((element) => /^(main|header)\.|site-header(?!__icons)|dashboard__card|dashboard__grid|promo-banner/.test(element)), path).toEqual([]);
  }
});

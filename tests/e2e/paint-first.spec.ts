// index.html paints before the application runs (PX-44-001): the entry is evaluated only after the
// browser's first paint, which shows the placeholder's header bar and logo, even when the entry is
// already downloaded (here it is marked, so the page can tell when it was evaluated).
import { expect, test } from '@playwright/test';
import { freshPage } from './shell-helpers.ts';

const ENTRY_SCRIPT_GLOB = '**/assets/index-*.js';

test('[PX-44-001] the placeholder is painted before the entry runs, and the page then starts as before', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  let marked = 0;
  await page.route(ENTRY_SCRIPT_GLOB, async (route) => {
    const response = await route.fetch();
    marked += 1;
    await route.fulfill({ response, body: `window.__entryEvaluatedAt = performance.now();\n${await response.text()}` });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(marked).toBe(1);
  const { firstPaint, entryEvaluatedAt, entryTags } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
    entryEvaluatedAt: Reflect.get(window, '__entryEvaluatedAt') as number,
    entryTags: document.querySelectorAll('script[src*="/assets/index-"]').length,
  }));
  // The entry is preloaded by the early script (PX-55-001), not asked for by a script tag the parser would run at once.
  expect(entryTags).toBe(0);
  expect(firstPaint).toBeLessThan(entryEvaluatedAt);
  await page.context().close();
});

test('[PX-55-001] the entry is preloaded at once, with the default priority where the placeholder paints at once and with low priority where it waits for the session read', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  // The priority the browser gave each request of the entry, as it reports it to its developer tools.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(new URL(request.url).pathname)) priorities.push(request.initialPriority);
  });
  const entryPreload = page.locator('link[rel="modulepreload"][href*="/assets/index-"]');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(entryPreload).toHaveCount(1);
  await expect(entryPreload).not.toHaveAttribute('fetchpriority', /./);
  await expect.poll(() => priorities).toEqual(['High']);

  // The cart waits for the session read, a guest's too (PX-22-003). Cache off, so the entry is asked for again.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(entryPreload).toHaveCount(1);
  await expect(entryPreload).toHaveAttribute('fetchpriority', 'low');
  await expect.poll(() => priorities).toEqual(['High', 'Low']);
  await page.context().close();
});

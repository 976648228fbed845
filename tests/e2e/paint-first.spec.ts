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
  // The entry is asked for by a modulepreload, not by a script tag the parser would run at once.
  expect(entryTags).toBe(0);
  expect(firstPaint).toBeLessThan(entryEvaluatedAt);
  await page.context().close();
});

// The signed-in pages' first screen in a real browser (PX-28-001, PX-28-002): index.html's early reads
// are the requests the application makes, so a buyer acting for a chosen account gets the order
// history's session read once, for that account, started by the page itself while the code downloads
// (the application's own read is answered from it), and the personalisation read once too; and a
// first visit's consent banner, which moves nothing, has its code asked for after the first screen
// is on the screen, not while it renders (PX-28-004).
import { expect, test } from '@playwright/test';
import { NO_STORED_STATE } from './consent-state.ts';
import { DEMO, settled, signIn } from './shell-helpers.ts';

const SESSION_READ = /\/session-context(\?|$)/;
const PERSONALISATION_READ = /\/ai\/configuration$/;
const ENTRY_SCRIPT = /^\/assets\/index-[\w-]+\.js$/;
const ENTRY_SCRIPT_GLOB = '**/assets/index-*.js';

test('[PX-28-001][PX-28-002] acting for a chosen account, the order history reads the session for that account once and the personalisation once', async ({ page }) => {
  await signIn(page, DEMO.multi);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Switch account' }).click();
  await page.getByRole('dialog', { name: 'Switch account' }).getByRole('button', { name: /^Buy for/ }).filter({ hasText: 'Portland' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: /Account menu/ })).toContainText('Pacific Crest Neuro Clinic – Portland');

  // Routed, the entry is fetched again rather than served from the cache (Playwright turns the cache
  // off for routed pages), so its download ends after this load's early reads have gone out.
  await page.route(ENTRY_SCRIPT_GLOB, (route) => route.continue());
  // In the order the browser reports them: each read as it goes out, and the entry script once downloaded.
  const events: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (SESSION_READ.test(pathname + search)) events.push(`session ${search}`);
    if (PERSONALISATION_READ.test(pathname)) events.push('personalisation');
  });
  page.on('requestfinished', (request) => {
    if (ENTRY_SCRIPT.test(new URL(request.url()).pathname)) events.push('entry downloaded');
  });
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByTestId('promo-banner')).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu/ })).toContainText('Pacific Crest Neuro Clinic – Portland');
  await page.waitForLoadState('networkidle');
  // Each read once, and out before the entry had arrived: the page's early read, which the application used.
  const entry = events.indexOf('entry downloaded');
  expect(entry).toBeGreaterThan(0);
  expect(events.filter((event) => event.startsWith('session'))).toEqual(['session ?effectiveAccountId=001000000000003']);
  expect(events.indexOf('session ?effectiveAccountId=001000000000003')).toBeLessThan(entry);
  expect(events.filter((event) => event === 'personalisation')).toHaveLength(1);
  expect(events.indexOf('personalisation')).toBeLessThan(entry);
});

test('[PX-28-004] a first visit asks for the consent banner\'s code only once the first screen is on the screen, and the banner then shows', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined, storageState: NO_STORED_STATE });
  // When the layout (header, page, footer slot) is first committed to the document.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="site-layout"]')) return;
      Reflect.set(window, '__layoutCommittedAt', performance.now());
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  for (const path of ['/', '/aboutus']) {
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole('region', { name: 'Your cookie choices' })).toBeVisible();
    const { committedAt, requestedAt } = await page.evaluate(() => ({
      committedAt: Reflect.get(window, '__layoutCommittedAt') as number,
      requestedAt: performance.getEntriesByType('resource').find((entry) => /\/assets\/ConsentBanner-[\w-]+\.js$/.test(new URL(entry.name).pathname))?.startTime,
    }));
    expect(requestedAt, path).toBeGreaterThan(committedAt);
  }
  await context.close();
});

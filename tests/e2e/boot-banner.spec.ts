// A signed-in buyer's promo banner from the document (PX-41-001, PX-41-002): on the pages whose first
// screen waits for the session, index.html's early session read paints the buyer's banners into the
// placeholder above its header bar while the application's entry has not even arrived (here it is held
// back); released, the application puts its own banner, header and page in their place, at the same
// size and place, in the commit that removes the placeholder, and the browser reports no layout shift
// of the header, the banners or the main region. The placeholder's copy stays out of the accessibility
// tree; the page is axe-clean once the application shows it.
import { expect, test, type Locator } from '@playwright/test';
import store from '../../fixtures/data/store.json' with { type: 'json' };
import { DEMO, expectAxeClean, holdRequests, recordShifts, shiftedElements, signedInPage } from './shell-helpers.ts';

// The entry script (the other e2e specs hold or route it by the same name).
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;
// The early session read (the signed-in-first-screen spec names it the same way).
const SESSION_READ = /\/session-context(\?|$)/;
// Dana's account is in 'Neuro USA Market': the second copy of the tariff notice (SH-6-013).
const NOTICE = store.promoBanners[1]!;

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
};

test('[PX-41-001][PX-41-002] the promo banner paints from the document before the entry runs, and the application takes its place without a shift', async ({ browser }, testInfo) => {
  const page = await signedInPage(browser, testInfo, DEMO.buyer);
  await recordShifts(page);
  for (const [path, heading] of [['/orders', 'Orders'], ['/dashboard', 'Dashboard']] as const) {
    const release = await holdRequests(page, ENTRY_SCRIPT);
    await page.goto(path, { waitUntil: 'commit' });

    // Painted from the document: the application's root is still empty, its entry not yet run.
    const placeholder = page.locator('body > .boot-shell');
    const early = placeholder.locator('.promo-banner');
    await expect(early).toBeVisible();
    await expect(early).toHaveText(`${NOTICE.title}: ${NOTICE.text}`);
    await expect(page.locator('#root'), path).toBeEmpty();
    // Above the header's bar, and hidden from the accessibility tree with the rest of the placeholder.
    const earlyBanner = await box(early);
    const earlyBar = await box(placeholder.locator('.boot-shell__bar'));
    expect(earlyBar.y).toBeCloseTo(earlyBanner.y + earlyBanner.height, 0);
    await expect(page.getByRole('region', { name: 'Account notices' })).toHaveCount(0);
    await expect(page.getByText(NOTICE.text)).toHaveCount(1);

    release();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const notices = page.getByRole('region', { name: 'Account notices' });
    await expect(notices.getByTestId('promo-banner')).toHaveText(`${NOTICE.title}: ${NOTICE.text}`);
    await expect(placeholder).toHaveCount(0);
    // The application's banner and header where the placeholder had them.
    expect(await box(notices.getByTestId('promo-banner')), path).toEqual(earlyBanner);
    expect((await box(page.getByTestId('site-header'))).y, path).toBeCloseTo(earlyBar.y, 0);
    await page.unroute(ENTRY_SCRIPT);

    const moved = await shiftedElements(page);
    expect(moved.filter((element) => /^(main|header)\.|site-header(?!__icons)|promo-banner/.test(element)), path).toEqual([]);
    await expectAxeClean(page);
  }
  await page.context().close();
});

test('[PX-50-001][PX-41-001] the placeholder\'s bar is painted with the banners, never before them, so their insertion moves nothing', async ({ browser }, testInfo) => {
  const page = await signedInPage(browser, testInfo, DEMO.buyer);
  await recordShifts(page);
  for (const [path, heading] of [['/dashboard', 'Dashboard'], ['/orders', 'Orders']] as const) {
    // The session read answers only once the browser has rendered frames of the document: without
    // the rule the bar is painted in them, and the banners put above it later push it down.
    const release = await holdRequests(page, SESSION_READ);
    await page.goto(path, { waitUntil: 'commit' });
    const placeholder = page.locator('body > .boot-shell');
    await placeholder.waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(placeholder.locator('.boot-shell__bar'), path).toBeHidden();
    await expect(page.locator('#root'), path).toBeEmpty();
    release();

    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account notices' }).getByTestId('promo-banner')).toHaveText(`${NOTICE.title}: ${NOTICE.text}`);
    await page.waitForLoadState('networkidle');
    await page.unroute(SESSION_READ);
    // The layout-shift entries of the whole load: none moved the placeholder, the banners, the header or the page.
    const moved = await shiftedElements(page);
    expect(moved.filter((element) => /boot-shell|promo-banner|^(main|header)\.|site-header(?!__icons)/.test(element)), path).toEqual([]);
  }
  await page.context().close();
});

test('[PX-41-001] a guest\'s placeholder on the same page holds the header bar alone', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined, storageState: testInfo.project.use.storageState as never });
  // Whether a banner was ever put into the placeholder during the load.
  await context.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.boot-shell .promo-banner')) Reflect.set(window, '__bootBanner', true);
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const release = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/orders', { waitUntil: 'commit' });
  await expect(page.locator('body > .boot-shell .boot-shell__bar')).toBeVisible();
  release();
  // The application reads the same early answer after the placeholder's script has acted on it.
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-user', 'guest');
  expect(await page.evaluate(() => Reflect.get(window, '__bootBanner') ?? false)).toBe(false);
  await context.close();
});

test('[PX-70-009] the buyer dismisses the notice: it goes, and neither the placeholder nor the application shows it again this session', async ({ browser }, testInfo) => {
  const page = await signedInPage(browser, testInfo, DEMO.buyer);
  await page.goto('/orders');
  const notices = page.getByRole('region', { name: 'Account notices' });
  await expect(notices.getByTestId('promo-banner')).toHaveText(`${NOTICE.title}: ${NOTICE.text}`);
  await page.screenshot({ path: testInfo.outputPath(`notice-${testInfo.project.name}.png`) });
  await notices.getByRole('button', { name: `Dismiss the notice: ${NOTICE.title}` }).click();
  await expect(notices).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
  await expectAxeClean(page);

  // Reloaded with the entry held back: the early script paints the placeholder without it.
  const release = await holdRequests(page, ENTRY_SCRIPT);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('body > .boot-shell .boot-shell__bar')).toBeVisible();
  await expect(page.locator('body > .boot-shell .promo-banner')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText(NOTICE.text)).toHaveCount(0);
  await page.unroute(ENTRY_SCRIPT);
  await page.context().close();
});

// The cookie consent banner in a real browser at 375, 800 and 1280 px: shown to a first-time
// visitor (this spec starts without the stored choice the other specs share), docked to the
// bottom without moving the page or becoming its largest paint, operable by keyboard, axe-clean,
// and the choice applied at once (stored, visitor cookie) and reopened from the footer.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { NO_STORED_STATE } from './consent-state.ts';
import { expectAxeClean, screenshot, settled } from './shell-helpers.ts';

async function firstVisit(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined, storageState: NO_STORED_STATE });
  // Record layout shifts and the largest paint from the very start.
  await context.addInitScript(() => {
    const record = window as unknown as { __shifts: number; __lcp: Element[] };
    record.__shifts = 0;
    record.__lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) record.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
        if (entry.element) record.__lcp.push(entry.element);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return context.newPage();
}

const consent = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null') as unknown);
const visitorCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'krm_reco_visitor')?.value;

test('[PX-06-023][PX-06-024][PX-05-010] a first visit shows the banner docked to the bottom; it moves nothing, is not the largest paint, and is axe-clean', async ({ browser }, testInfo) => {
  const page = await firstVisit(browser, testInfo);
  await page.goto('/');
  await settled(page);
  const banner = page.getByRole('region', { name: 'Your cookie choices' });
  await expect(banner).toBeVisible();
  const viewport = page.viewportSize()!;
  // The banner slides in (0.2 s) unless reduced motion is asked for: measure it once it has docked.
  await expect.poll(async () => {
    const docking = (await banner.boundingBox())!;
    return Math.round(docking.y + docking.height);
  }).toBe(viewport.height);
  const box = (await banner.boundingBox())!;
  expect(Math.round(box.width)).toBe(viewport.width);
  expect(box.height).toBeLessThan(viewport.height * 0.6);
  // Nothing moved, and the largest paint is the page's own content.
  const { shifts, lcpInBanner, lcpCount } = await page.evaluate(() => {
    const record = window as unknown as { __shifts: number; __lcp: Element[] };
    const region = document.querySelector('[data-testid="consent-banner"]');
    return { shifts: record.__shifts, lcpCount: record.__lcp.length, lcpInBanner: record.__lcp.some((element) => region?.contains(element)) };
  });
  expect(shifts).toBeLessThan(0.01);
  expect(lcpCount).toBeGreaterThan(0);
  expect(lcpInBanner).toBe(false);
  // Nothing overflows sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await screenshot(page, testInfo, 'consent-banner');
  await expectAxeClean(page);
  await banner.getByRole('button', { name: 'Choose categories' }).click();
  await expect(banner.getByRole('checkbox', { name: 'Preferences' })).toBeFocused();
  await expect(banner.getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
  await screenshot(page, testInfo, 'consent-banner-categories');
  await expectAxeClean(page);
  await page.context().close();
});

test('[PX-06-023][PX-06-024][CC-4-026] by keyboard: Tab reaches the banner first, Accept all stores the choice and the visitor cookie, and a reload shows no banner', async ({ browser }, testInfo) => {
  const page = await firstVisit(browser, testInfo);
  await page.goto('/aboutus');
  await settled(page);
  const banner = page.getByRole('region', { name: 'Your cookie choices' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Read our privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Accept all' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  // Focus is back where it came from.
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  expect(await consent(page)).toEqual({ essential: true, preferences: true, statistics: true, marketing: true });
  expect(await visitorCookie(page)).toMatch(/^[0-9a-f-]{36}$/);
  await page.reload();
  await settled(page);
  await expect(banner).toHaveCount(0);
  await page.context().close();
});

test('[PX-06-023][PX-06-024][CC-4-027] Cookie preferences in the footer reopens the banner; a custom choice without statistics removes the visitor cookie', async ({ browser }, testInfo) => {
  const page = await firstVisit(browser, testInfo);
  await page.goto('/faqs');
  await settled(page);
  const banner = page.getByRole('region', { name: 'Your cookie choices' });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toHaveCount(0);
  expect(await visitorCookie(page)).toBeTruthy();
  const reopen = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' });
  await reopen.focus();
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('heading', { name: 'Your cookie choices' })).toBeFocused();
  // Escape leaves without a change; focus is back on the footer button.
  await page.keyboard.press('Escape');
  await expect(banner).toHaveCount(0);
  await expect(reopen).toBeFocused();
  await page.keyboard.press('Enter');
  await banner.getByRole('button', { name: 'Choose categories' }).click();
  const statistics = banner.getByRole('checkbox', { name: 'Statistics' });
  await expect(statistics).toBeChecked();
  await statistics.focus();
  await page.keyboard.press('Space');
  await expect(statistics).not.toBeChecked();
  await banner.getByRole('button', { name: 'Save choices' }).click();
  await expect(banner).toHaveCount(0);
  await expect(reopen).toBeFocused();
  expect(await consent(page)).toEqual({ essential: true, preferences: true, statistics: false, marketing: true });
  expect(await visitorCookie(page)).toBeUndefined();
  await page.context().close();
});

test('[PX-06-024] with reduced motion the banner appears without sliding', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined, storageState: NO_STORED_STATE, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await context.close();
});

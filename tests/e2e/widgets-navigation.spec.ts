import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from './shell-helpers.ts';

// The header's navigation menu at the three widths, by mouse and by keyboard, each state axe-clean.

async function openPage(browser: Browser, testInfo: TestInfo, path = '/') {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

async function expectAxeClean(page: Page, testInfo: TestInfo, name: string) {
  // Panels and levels slide in for 0.2 s; check the state they settle in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  expect(await axeViolations(page)).toEqual([]);
}

const widthOf = (testInfo: TestInfo) => testInfo.project.use.viewport?.width ?? 1280;
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const dropdown = (page: Page) => mainNav(page).locator('.krm-navbar__dropdown');

test('[SH-2-088][SH-4-037][SH-4-046][SH-4-048][SH-4-053][SH-2-101] @large drill down the bar by mouse to a category page', async ({ browser }, testInfo) => {
  const { context, page } = await openPage(browser, testInfo);
  const nav = mainNav(page);
  await nav.getByRole('button', { name: 'Neurology' }).click();
  await expect(dropdown(page)).toBeVisible();
  await expect(dropdown(page).getByRole('link', { name: 'All Neurology' })).toBeVisible();
  await expectAxeClean(page, testInfo, 'nav-bar-open');
  await dropdown(page).getByRole('button', { name: /Neurodiagnostics/ }).click();
  await expect(dropdown(page).locator('.krm-drill__title')).toHaveText('Neurodiagnostics');
  await expect(dropdown(page).getByRole('button', { name: 'Back to Neurology' })).toBeFocused();
  await expectAxeClean(page, testInfo, 'nav-bar-level-2');
  await dropdown(page).getByRole('link', { name: 'EEG Electrodes & Caps' }).click();
  await expect(page).toHaveURL(/\/category\/eeg-electrodes-caps\/0ZG000000000111$/);
  await expect(dropdown(page)).toHaveCount(0);
  await context.close();
});

test('[SH-4-042][SH-4-044][SH-4-047][SH-4-050][SH-4-051][SH-4-052] @large drill down the bar by keyboard and back out', async ({ browser }, testInfo) => {
  const { context, page } = await openPage(browser, testInfo);
  const neurology = mainNav(page).getByRole('button', { name: 'Neurology' });
  await neurology.focus();
  await page.keyboard.press('Enter');
  await expect(neurology).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(dropdown(page).getByRole('link', { name: 'All Neurology' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const back = dropdown(page).getByRole('button', { name: 'Back to Neurology' });
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dropdown(page).getByRole('button', { name: /Neurodiagnostics/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(back).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dropdown(page).locator('.krm-drill__title')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dropdown(page)).toHaveCount(0);
  await expect(neurology).toBeFocused();
  await expectAxeClean(page, testInfo, 'nav-bar-closed');
  await context.close();
});

test("[SH-4-063][SH-4-064][SH-2-091][SH-2-105][SH-9-018] @large items that do not fit overflow into 'More', recalculated on resize", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  const page = await context.newPage();
  // Many more top-level items than the bar can hold.
  await page.route('**/navigation-menu/navigation-menu-items**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { menuItems: unknown[] };
    const extra = Array.from({ length: 18 }, (_, index) => ({
      actionType: 'InternalLink',
      actionValue: `/faqs#topic-${index + 1}`,
      active: false,
      label: `Clinical topic ${index + 1}`,
      target: 'CurrentWindow',
      subMenu: [],
    }));
    await route.fulfill({ response, json: { ...body, menuItems: [...body.menuItems, ...extra] } });
  });
  await page.goto('/');
  const nav = mainNav(page);
  const more = nav.getByRole('button', { name: 'More' });
  await expect(more).toBeVisible();
  const visibleAt1280 = await nav.locator('.krm-navbar__list > li').count();
  expect(visibleAt1280).toBeLessThan(5 + 18 + 1);
  expect(visibleAt1280).toBeGreaterThan(1);
  await more.click();
  await expect(dropdown(page).getByRole('link', { name: 'Clinical topic 18' })).toBeVisible();
  await expectAxeClean(page, testInfo, 'nav-more-open');
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
  // A narrower window leaves the bar less room; widening it again brings the items back.
  await page.setViewportSize({ width: 1100, height: 900 });
  await expect.poll(() => nav.locator('.krm-navbar__list > li').count()).toBeLessThan(visibleAt1280);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => nav.locator('.krm-navbar__list > li').count()).toBe(visibleAt1280);
  await context.close();
});

test('[SH-2-092][SH-2-093][SH-4-060][SH-4-061][SH-4-051][SH-4-052] @medium the hamburger opens a 20rem side panel; drill by keyboard, Escape out', async ({ browser }, testInfo) => {
  const { context, page } = await openPage(browser, testInfo);
  const hamburger = mainNav(page).getByRole('button', { name: 'Menu' });
  await expect(mainNav(page).locator('.krm-navbar')).toBeVisible();
  await hamburger.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())!.width).toBeCloseTo(320, 0);
  await expect(panel.getByRole('button', { name: /Neurology/ })).toBeFocused();
  await expectAxeClean(page, testInfo, 'nav-side-panel');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Back to Main menu' })).toBeFocused();
  await expect(panel.locator('.krm-drill__title')).toHaveText('Neurology');
  await expectAxeClean(page, testInfo, 'nav-side-panel-level-2');
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('button', { name: /Neurology/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(hamburger).toBeFocused();
  await context.close();
});

test('[SH-2-094][SH-4-053][SH-4-054] @small the hamburger opens a full-screen panel; drill by mouse to a category page', async ({ browser }, testInfo) => {
  const { context, page } = await openPage(browser, testInfo);
  const hamburger = page.getByRole('button', { name: 'Menu' });
  await hamburger.click();
  const panel = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.width).toBeCloseTo(widthOf(testInfo), 0);
  await expectAxeClean(page, testInfo, 'nav-full-panel');
  await panel.getByRole('button', { name: /Sensory/ }).click();
  await panel.getByRole('button', { name: /Audiology/ }).click();
  await expect(panel.locator('.krm-drill__title')).toHaveText('Audiology');
  await expectAxeClean(page, testInfo, 'nav-full-panel-level-3');
  await panel.getByRole('link', { name: 'Tympanometry Supplies' }).click();
  await expect(page).toHaveURL(/\/category\/tympanometry-supplies\/0ZG000000000211$/);
  // The panel closes; the new page's content then takes focus (the layout's route change).
  await expect(panel).toHaveCount(0);
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  await context.close();
});

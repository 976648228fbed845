import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from './shell-helpers.ts';

// The profile menu as guest and signed in, its keyboard paths and the account switch
// (multi@demo.test manages three accounts), each state axe-clean.

async function newPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  return { context, page: await context.newPage() };
}

async function expectAxeClean(page: Page, testInfo: TestInfo, name: string) {
  // Panels and levels slide in for 0.2 s; check the state they settle in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  expect(await axeViolations(page)).toEqual([]);
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('User name (e-mail)').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
  // The sign-in page goes Home, where the layout moves focus to the new page's content.
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
}

const trigger = (page: Page) => page.getByRole('button', { name: /Account menu/ });

test('[SH-2-066][SH-2-067] a guest sees the login link, which leads to the Login page', async ({ browser }, testInfo) => {
  const { context, page } = await newPage(browser, testInfo);
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await expect(login).toBeVisible();
  await login.click();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test('[SH-2-073][SH-4-027][SH-4-028][SH-4-031][SH-4-035][SH-4-036][SH-4-034] signed in: the profile menu by keyboard', async ({ browser }, testInfo) => {
  const { context, page } = await newPage(browser, testInfo);
  await signIn(page, 'multi@demo.test', 'Demo-Multi-1');
  await trigger(page).focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await expect(items.last()).toHaveText('Log out');
  await expectAxeClean(page, testInfo, 'profile-menu-open');
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mylists$/);
  await expect(menu).toHaveCount(0);
  await context.close();
});

test('[SH-2-078][SH-4-016][SH-4-017][SH-2-003][SH-2-072] account switch: the switcher lists the managed accounts; choosing one reloads Home acting for it', async ({ browser }, testInfo) => {
  const { context, page } = await newPage(browser, testInfo);
  await signIn(page, 'multi@demo.test', 'Demo-Multi-1');
  await page.goto('/faqs');
  await trigger(page).click();
  await page.getByRole('menuitem', { name: 'Switch account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch account' });
  await expect(dialog).toBeVisible();
  const choices = dialog.getByRole('button', { name: /^Buy for/ });
  await expect(choices).toHaveCount(3);
  await expect(choices.filter({ hasText: 'Pacific Crest Health System' })).toHaveAttribute('aria-current', 'true');
  await expectAxeClean(page, testInfo, 'account-switcher');
  await choices.filter({ hasText: 'Portland' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(trigger(page)).toContainText('Pacific Crest Neuro Clinic – Portland');
  await trigger(page).click();
  await page.getByRole('menuitem', { name: 'Switch account' }).click();
  await expect(page.getByRole('dialog', { name: 'Switch account' }).getByRole('button', { name: /Portland/ })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();
  await context.close();
});

test('[PX-75-005] Switch account is offered only to a buyer with more than one account, in the menu and on My account; the accounts are read when the menu opens', async ({ browser }, testInfo) => {
  const { context, page } = await newPage(browser, testInfo);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/external-managed-accounts')) reads.push(request.url());
  });
  await signIn(page, 'buyer@demo.test', 'Demo-Buyer-1');
  await page.waitForLoadState('networkidle');
  // Not part of the first screen.
  expect(reads).toHaveLength(0);
  const accountsRead = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/external-managed-accounts'));
  await trigger(page).click();
  await accountsRead;
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Standing orders' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Switch account' })).toHaveCount(0);
  await expectAxeClean(page, testInfo, 'profile-menu-one-account');
  await menu.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page.getByRole('link', { name: 'Address book' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Switch account' })).toHaveCount(0);
  await context.close();

  const other = await newPage(browser, testInfo);
  await signIn(other.page, 'multi@demo.test', 'Demo-Multi-1');
  await trigger(other.page).click();
  await expect(other.page.getByRole('menuitem', { name: 'Switch account' })).toBeVisible();
  await other.page.keyboard.press('Escape');
  await other.page.goto('/myprofile');
  await expect(other.page.getByRole('button', { name: 'Switch account' })).toBeVisible();
  await other.context.close();
});

test('[SH-2-081][SH-4-014][SH-4-015] log out (last item) signs out and the guest header returns', async ({ browser }, testInfo) => {
  const { context, page } = await newPage(browser, testInfo);
  await signIn(page, 'multi@demo.test', 'Demo-Multi-1');
  await trigger(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('effectiveAccount'))).toBeNull();
  await context.close();
});

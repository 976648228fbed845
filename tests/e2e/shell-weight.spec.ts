// What the home page's first paint needs, read from the server like a browser would: the entry
// script, its modulepreloads and their static imports. Everything else loads on demand (PX-05-009).
import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { DEMO, signIn } from './shell-helpers.ts';

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g;

test('@large [PX-05-009] the home route\'s first-paint JavaScript holds no other route, API module, footer or header widget', async ({ request }, testInfo) => {
  const html = await (await request.get('/')).text();
  // The entry is the import of index.html's start script (PX-44-001, PX-55-001), the rest its tags.
  const roots = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="(\/[^"]+\.js)"|\bimport\("(\/[^"]+\.js)"\)/g)].map((match) => (match[1] ?? match[2])!);
  const code = new Map<string, string>();
  const visit = async (path: string) => {
    if (code.has(path)) return;
    const text = await (await request.get(path)).text();
    code.set(path, text);
    const dir = path.slice(0, path.lastIndexOf('/') + 1);
    for (const match of text.matchAll(STATIC_IMPORT)) await visit(dir + match[1]!.slice(2));
  };
  for (const root of roots) await visit(root);
  const all = [...code.values()].join('\n');
  const gzipKb = [...code.values()].reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0) / 1024;
  testInfo.annotations.push({ type: 'home first-paint JavaScript', description: `${gzipKb.toFixed(1)} KB gzip in ${code.size} files` });

  // Other routes' content, the API layer's client and areas, and the lazily loaded shell parts.
  for (const marker of ['Governing law', 'Our two business lines', 'Regional contacts', 'querySerializer', '/cart-items', 'site-footer__grid', 'krm-nav', 'krm-profile', 'search-input__control', 'krm-modal-host']) {
    expect(all.includes(marker), marker).toBe(false);
  }
  // Home itself is part of the first paint.
  expect(all.includes('Why clinics order here')).toBe(true);
});

/** The scripts the page has fetched so far, by file name. */
function scriptLog(page: import('@playwright/test').Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  return names;
}

test('[PX-05-020] a guest\'s home loads neither the profile menu nor the country picker until the picker\'s button is used', async ({ page }) => {
  const scripts = scriptLog(page);
  await page.goto('/');
  const button = page.getByRole('button', { name: /^Location/ });
  await expect(button).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((name) => /^(ProfileMenu|LocalePicker)-/.test(name))).toEqual([]);

  await button.click();
  await expect(page.getByRole('dialog', { name: 'Select Your Location' })).toBeVisible();
  expect(scripts.some((name) => name.startsWith('LocalePicker-'))).toBe(true);
  expect(scripts.some((name) => name.startsWith('ProfileMenu-'))).toBe(false);
});

/** Whether a script of the page's came from the named module's chunk. */
const fromChunk = (scripts: string[], module: string) => scripts.some((name) => name.startsWith(`${module}-`));

test('@small [PX-05-020] a phone loads no navigation bar, and the navigation panel and the search box\'s behaviour only on first use', async ({ page }) => {
  const scripts = scriptLog(page);
  await page.goto('/');
  const hamburger = page.getByRole('button', { name: 'Menu' });
  await expect(hamburger).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((name) => /^(DesktopBar|MobileNavPanel|SearchBoxController)-/.test(name))).toEqual([]);

  await hamburger.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(panel).toBeVisible();
  expect(fromChunk(scripts, 'MobileNavPanel')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(hamburger).toBeFocused();

  // Typed at once after focus, while the box's behaviour is still loading.
  const box = page.getByTestId('site-header').getByRole('combobox', { name: 'Search products' });
  await box.focus();
  await page.keyboard.type('cortexa');
  await expect(box).toHaveValue('cortexa');
  await expect(box).toBeFocused();
  expect(fromChunk(scripts, 'SearchBoxController')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?term=cortexa$/);
  expect(fromChunk(scripts, 'DesktopBar')).toBe(false);
});

test('@large [PX-05-020] a large screen loads the navigation bar at once', async ({ page }) => {
  const scripts = scriptLog(page);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('.krm-navbar__list > li').first()).toBeVisible();
  expect(fromChunk(scripts, 'DesktopBar')).toBe(true);
  expect(fromChunk(scripts, 'MobileNavPanel')).toBe(false);
});

/** More steps than the profile menu has items. */
const MENU_ITEM_LIMIT = 10;

test('@large [PX-05-020][SH-4-016][SH-4-017] the dialog host loads when a dialog first opens, which then works by keyboard', async ({ page }) => {
  const scripts = scriptLog(page);
  await signIn(page, DEMO.multi);
  await page.goto('/');
  const trigger = page.getByRole('button', { name: /Account menu/ });
  await expect(trigger).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fromChunk(scripts, 'ModalHost')).toBe(false);

  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  const switchItem = page.getByRole('menuitem', { name: 'Switch account' });
  const focused = () => switchItem.evaluate((item) => item === document.activeElement);
  for (let step = 0; step < MENU_ITEM_LIMIT && !(await focused()); step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Switch account' });
  await expect(dialog).toBeVisible();
  expect(fromChunk(scripts, 'ModalHost')).toBe(true);
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

/** The script files a catalogue page's first view may ask for, the entry's included (PX-05-022). */
const FIRST_VIEW_SCRIPT_FILES = 10;

test('@small [PX-05-022] the styles come inside index.html, and a product or search page\'s first view asks for at most 10 script files and no stylesheet', async ({ page, request }, testInfo) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  // The layout's and the header placeholder's rules are in the page itself.
  const styles = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
  expect(styles).toContain('.site__content');
  expect(styles).toContain('.boot-shell');

  const scripts = scriptLog(page);
  const stylesheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(sent.url());
  });
  await page.goto('/product/01t000000000001');
  await expect(page.getByRole('heading', { level: 1, name: /Cortexa Disposable EEG Cup Electrodes/ })).toBeVisible();
  const productScripts = [...new Set(scripts)];
  testInfo.annotations.push({ type: 'product first-view scripts', description: productScripts.join(' ') });
  expect(productScripts.length).toBeLessThanOrEqual(FIRST_VIEW_SCRIPT_FILES);

  // A fresh page for the search, so that nothing comes from the product page's memory cache.
  const searchPage = await page.context().newPage();
  const searchScripts = scriptLog(searchPage);
  await searchPage.goto('/search?term=electrode');
  await expect(searchPage.getByRole('list', { name: 'Products matching electrode' }).getByRole('article').first()).toBeVisible();
  testInfo.annotations.push({ type: 'search first-view scripts', description: [...new Set(searchScripts)].join(' ') });
  expect(new Set(searchScripts).size).toBeLessThanOrEqual(FIRST_VIEW_SCRIPT_FILES);
  expect(stylesheets).toEqual([]);
});

// What the home page's first paint needs, read from the server like a browser would: the entry
// script, its modulepreloads and their static imports. Everything else loads on demand (PX-05-009).
import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g;

test('@large [PX-05-009] the home route\'s first-paint JavaScript holds no other route, API module, footer or header widget', async ({ request }, testInfo) => {
  const html = await (await request.get('/')).text();
  const roots = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="(\/[^"]+\.js)"/g)].map((match) => match[1]!);
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

// The store passes its own Content-Security-Policy (PX-10-013): pages that run the early inline
// scripts, search, a product, the cart and sign-in raise no CSP violation and no console error about one.
import { expect, test } from '@playwright/test';
import { freshPage, settled } from './shell-helpers.ts';

test('[PX-10-013] the store runs under its Content-Security-Policy without a violation', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ((window as any).__cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const collect = async () => violations.push(...((await page.evaluate(() => (window as any).__cspViolations ?? [])) as string[]));

  const home = await page.goto('/');
  expect(home!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home!.headers()['x-content-type-options']).toBe('nosniff');
  await settled(page);
  await collect();
  for (const path of ['/search?term=eeg', '/product/01t000000000002', '/cart', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await collect();
  }
  expect(violations).toEqual([]);
});

// Code that fails to download (a dropped connection, a store updated under an open tab): the store
// asks again, and what cannot be loaded is contained to its part of the page (PX-05-025, SH-8-001).
import { expect, test, type Page } from '@playwright/test';
import { CODE_LOAD_RETRY_DELAYS_MS } from '../../machines/layout/constants.ts';
import { SOMETHING_WENT_WRONG_MESSAGE } from '../../machines/constants/session-locale.ts';
import { company } from '../../src/content/company.ts';
import { layoutLabels } from '../../src/labels/shell.ts';
import { expectAxeClean, freshPage, settled } from './shell-helpers.ts';

const CONTACT_PAGE_CODE = /\/assets\/ContactPage-[\w-]+\.js$/;
// The shell's parts come in the shell family's one file (build/page-families.ts).
const SHELL_PARTS_CODE = /\/assets\/shell-[\w-]+\.js$/;
const ATTEMPTS = CODE_LOAD_RETRY_DELAYS_MS.length + 1;

/** Fails the first `failures` downloads of the files matching `pattern`; returns how many were asked for. */
async function failDownloads(page: Page, pattern: RegExp, failures: number): Promise<() => number> {
  let asked = 0;
  await page.route(pattern, async (route) => {
    asked += 1;
    if (asked <= failures) await route.abort('connectionreset');
    else await route.continue();
  });
  return () => asked;
}

test('[PX-05-025] a page whose code fails to download twice is asked for again and shows', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/');
  await settled(page);
  const asked = await failDownloads(page, CONTACT_PAGE_CODE, ATTEMPTS - 1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  expect(asked()).toBe(ATTEMPTS);
  await page.context().close();
});

test('[PX-05-025][SH-8-001] a page whose code cannot be loaded shows the error message with the support address, inside a working header and footer; loading it again shows it', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto('/');
  await settled(page);
  const asked = await failDownloads(page, CONTACT_PAGE_CODE, ATTEMPTS);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: layoutLabels.pageFailed.title })).toBeVisible();
  expect(asked()).toBe(ATTEMPTS);
  await expect(main.getByText(SOMETHING_WENT_WRONG_MESSAGE)).toBeVisible();
  await expect(main.getByRole('link', { name: company.supportEmail })).toHaveAttribute('href', `mailto:${company.supportEmail}`);
  await expect(page.getByTestId('site-header').getByRole('combobox', { name: 'Search products' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAxeClean(page);

  // The next address clears the failure.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await page.goBack();
  await expect(main.getByRole('heading', { level: 1, name: layoutLabels.pageFailed.title })).toBeVisible();

  // The download works again (the failures are used up): loading the page again shows it.
  await main.getByRole('button', { name: layoutLabels.pageFailed.reload }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await page.context().close();
});

test('[PX-05-025] when the shell\'s parts cannot be loaded, the page\'s own content still shows and works', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  const asked = await failDownloads(page, SHELL_PARTS_CODE, Number.POSITIVE_INFINITY);
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  // Each part asks on its own; at least the whole series of attempts has been made.
  await expect.poll(asked).toBeGreaterThanOrEqual(ATTEMPTS);
  await expect(page.getByTestId('site-header').getByRole('link', { name: /Kestrel Ridge Medical/ }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.context().close();
});

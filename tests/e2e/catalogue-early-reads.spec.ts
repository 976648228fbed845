// index.html's early reads on the catalogue pages: the product and the search a page opens with are
// asked for while the scripts download, the application's own first request is answered from that
// read (so the network sees one), and the page's first image is preloaded as soon as the read
// answers, with the address the page's image element then asks for (one image request).
import { expect, test, type Page } from '@playwright/test';
import { CONTENT_WAIT_MS } from '../../src/app/after-first-paint.ts';
import { storeLogo } from '../../src/content/site.ts';
import { freshPage, holdRequests } from './shell-helpers.ts';

/** Counts the requests whose path (and query) match. */
function countRequests(page: Page, matches: (url: URL) => boolean): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (matches(new URL(request.url()))) count += 1;
  });
  return () => count;
}

/** The image preloads the early reads add; index.html's own preload of the store logo (PX-28-005) left out. */
const pageImagePreloads = (page: Page) => page.locator(`link[rel="preload"][as="image"]:not([href="${storeLogo.imageUrl}"])`);

/** The page's early image preload and the image element it is for: the same address, asked for once. */
async function expectPreloaded(page: Page, image: ReturnType<Page['locator']>, imageRequests: (src: string) => number) {
  const preload = pageImagePreloads(page);
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  const src = await image.getAttribute('src');
  expect(src).toBeTruthy();
  await expect(preload).toHaveAttribute('href', src!);
  await expect(image).toHaveJSProperty('complete', true);
  expect(imageRequests(new URL(src!, page.url()).pathname)).toBe(1);
}

/** The product page's own file (PX-05-022). */
const PRODUCT_CODE = /\/assets\/product-[\w-]+\.js$/;

function imageCounter(page: Page): (path: string) => number {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') seen.push(new URL(request.url()).pathname);
  });
  return (path) => seen.filter((candidate) => candidate === path).length;
}

test('[PX-05-019][PX-06-044] the search page for a term: one search request (the early read), the first card image preloaded with high priority and requested once', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  const searches = countRequests(page, (url) => url.pathname.endsWith('/search/products'));
  const images = imageCounter(page);
  await page.goto('/search?term=electrode');
  const results = page.getByRole('list', { name: 'Products matching electrode' });
  await expect(results.getByRole('article')).toHaveCount(20);
  expect(searches()).toBe(1);
  await expectPreloaded(page, results.getByRole('article').first().locator('img'), images);
  await page.context().close();
});

test('[PX-05-019] a search address with more than a term (a page) is not read early: the listing asks once, and nothing is preloaded', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  const searches = countRequests(page, (url) => url.pathname.endsWith('/search/products'));
  await page.goto('/search?term=electrode&page=2');
  await expect(page.getByRole('list', { name: 'Products matching electrode' }).getByRole('article').first()).toBeVisible();
  expect(searches()).toBe(1);
  await expect(pageImagePreloads(page)).toHaveCount(0);
  await page.context().close();
});

test('[PX-05-019][PX-06-044] the product page: one product request (the early read), the main image preloaded with high priority and requested once', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  const reads = countRequests(page, (url) => /\/webstores\/\w+\/products\/01t000000000001$/.test(url.pathname));
  const images = imageCounter(page);
  await page.goto('/product/01t000000000001');
  await expect(page.getByRole('heading', { level: 1, name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)' })).toBeVisible();
  expect(reads()).toBe(1);
  await expectPreloaded(page, page.getByRole('region', { name: 'Product images' }).getByRole('img').first(), images);
  await page.context().close();
});

test('[PX-06-042][PX-06-043] while a catalogue page\'s code is on its way the footer waits below the fold, so it does not move when the page renders', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  const release = await holdRequests(page, PRODUCT_CODE);
  await page.goto('/product/01t000000000001');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeAttached();
  const viewport = page.viewportSize()!;
  const footerTop = () => footer.evaluate((element) => element.getBoundingClientRect().top);
  expect(await footerTop()).toBeGreaterThanOrEqual(viewport.height);
  release();
  await expect(page.getByRole('heading', { level: 1, name: /Cortexa Disposable EEG Cup Electrodes/ })).toBeVisible();
  expect(await footerTop()).toBeGreaterThanOrEqual(viewport.height);
  await page.context().close();
});

/** Well within CONTENT_WAIT_MS: long enough for the shell's parts to have come had they not waited. */
const WHILE_LOADING_MS = 600;

test('[PX-05-023] while the product page\'s code is on its way the header\'s search box and the footer wait, and come 2 s after the first paint at the latest', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  const release = await holdRequests(page, PRODUCT_CODE);
  await page.goto('/product/01t000000000001');
  const loading = page.getByRole('status').filter({ hasText: 'Loading' }).first();
  const searchBox = page.getByTestId('site-header').getByRole('combobox', { name: 'Search products' });
  const footer = page.getByRole('contentinfo');
  await expect(loading).toBeAttached();
  await page.waitForTimeout(WHILE_LOADING_MS);
  expect(await searchBox.count()).toBe(0);
  expect(await footer.count()).toBe(0);

  await expect(footer).toBeAttached({ timeout: CONTENT_WAIT_MS * 2 });
  await expect(searchBox).toBeVisible();
  await expect(loading).toBeAttached();
  release();
  await expect(page.getByRole('heading', { level: 1, name: /Cortexa Disposable EEG Cup Electrodes/ })).toBeVisible();
  await page.context().close();
});

/**
 * Stops the page's CONTENT_WAIT_MS timers from ever firing, so whatever the shell then loads came
 * because the page showed its content (or had no loading view), never because the wait ran out,
 * however slow the machine.
 */
async function withoutContentWaitFallback(page: Page): Promise<void> {
  await page.addInitScript((waitMs) => {
    const setTimer = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === waitMs ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
  }, CONTENT_WAIT_MS);
}

test('[PX-05-023] the search page\'s header widgets and footer come once its products show; Home gets them at once', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await withoutContentWaitFallback(page);
  const release = await holdRequests(page, /\/search\/products\?/);
  await page.goto('/search?term=electrode');
  const results = page.getByRole('list', { name: 'Products matching electrode' });
  const searchBox = page.getByTestId('site-header').getByRole('combobox', { name: 'Search products' });
  const footer = page.getByRole('contentinfo');
  await page.waitForTimeout(WHILE_LOADING_MS);
  expect(await results.getByRole('article').count()).toBe(0);
  expect(await searchBox.count()).toBe(0);
  expect(await footer.count()).toBe(0);
  release();
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(searchBox).toBeVisible();
  await expect(footer).toBeAttached();

  const home = await page.context().newPage();
  await withoutContentWaitFallback(home);
  await home.goto('/');
  await expect(home.getByTestId('site-header').getByRole('combobox', { name: 'Search products' })).toBeVisible();
  await expect(home.getByRole('contentinfo')).toBeAttached();
  await page.context().close();
});

test('[PX-39-001][PX-39-002] the product page\'s main image shows while the page\'s code is on its way, exactly where the page then shows it, and gives way to the page\'s own without a shift', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  // Shifts of the gallery or the copy, from the start of the load.
  await page.addInitScript(`window.__galleryShifts = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => entry.sources.forEach((source) => {
      if (source.node && source.node.closest && source.node.closest('.gallery, .boot-picture')) window.__galleryShifts.push(entry.value);
    }))).observe({ type: 'layout-shift', buffered: true });`);
  const images = imageCounter(page);
  const release = await holdRequests(page, PRODUCT_CODE);
  await page.goto('/product/01t000000000001');

  const copy = page.locator('#boot-picture img');
  await expect(copy).toHaveJSProperty('complete', true);
  expect(await copy.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(copy).toBeVisible();
  // The page itself is still loading its code: the picture is the copy's, not the page's.
  await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeAttached();
  await expect(page.getByRole('region', { name: 'Product images' })).toHaveCount(0);
  const copyBox = await copy.boundingBox();

  release();
  const own = page.getByRole('region', { name: 'Product images' }).getByRole('img').first();
  await expect(own).toHaveJSProperty('complete', true);
  await expect(page.locator('#boot-picture')).toHaveCount(0);
  const ownBox = await own.boundingBox();
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(ownBox![key] - copyBox![key]), key).toBeLessThanOrEqual(0.5);
  expect(await own.getAttribute('src')).toBe(await page.locator('link[rel="preload"][fetchpriority="high"]').first().getAttribute('href'));
  expect(images(new URL((await own.getAttribute('src'))!, page.url()).pathname)).toBe(1);
  expect(await page.evaluate('window.__galleryShifts')).toEqual([]);
  await page.context().close();
});

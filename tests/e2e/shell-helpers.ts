// Shared steps of the shell's end-to-end specs (not a spec itself).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page, type Response, type TestInfo } from '@playwright/test';

export const DEMO = {
  buyer: { username: 'buyer@demo.test', password: 'Demo-Buyer-1' },
  multi: { username: 'multi@demo.test', password: 'Demo-Multi-1' },
} as const;

/** A fresh browser context (AxeBuilder needs a page of its own context) at the project's width. */
export async function freshPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  return context.newPage();
}

/** A page of its own browser context (the project's width and stored consent choice), signed in as the user. */
export async function signedInPage(browser: Browser, testInfo: TestInfo, user: { username: string; password: string }): Promise<Page> {
  const { viewport, storageState } = testInfo.project.use;
  const context = await browser.newContext({ viewport: viewport ?? undefined, storageState: storageState as never });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** Waits until the page, its header (session known, widgets loaded) and its footer are in place. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('site-header')).not.toHaveAttribute('data-user', 'unknown');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByTestId('site-header').getByRole('combobox')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** A full-page screenshot kept with the test's artefacts. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

/** axe-core with every rule it runs by default; no rule is disabled and nothing is excluded. */
export async function expectAxeClean(page: Page): Promise<void> {
  // axe reads colours as painted: a toast half-way through its fade reads as low contrast (it failed
  // CI-style runs that way), so running animations and transitions that end are let end first;
  // endless ones (a spinner) and paused ones are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * axe-core's violations on the page, every rule it runs by default. Only violations are detailed
 * (resultTypes): the passes and inapplicable results nobody reads cost a fifth of each scan, and
 * the suite scans about 600 times.
 */
export async function axeViolations(page: Page): Promise<Array<{ id: string; impact: string | null | undefined; nodes: string[] }>> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

export async function signIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('User name (e-mail)').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Neurology and sensory supplies/ })).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-user', 'signedIn');
}

/** Holds back every request matching `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Records, for the page's next loads, the elements each layout shift moved (as tag.class); read them with shiftedElements. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const moved: string[] = [];
    Reflect.set(window, '__shiftedElements', moved);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { sources?: Array<{ node?: Node | null }> }>) {
        for (const source of entry.sources ?? []) {
          const node = source.node;
          if (node instanceof Element) moved.push(`${node.tagName.toLowerCase()}.${node.className}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const shiftedElements = (page: Page): Promise<string[]> => page.evaluate(() => Reflect.get(window, '__shiftedElements') as string[]);

/**
 * 'In stock (N available)' for a product, N from the page's own inventory answer (summed over the
 * product's levels) rather than the seed: other specs in the shard may have ordered or reserved it.
 */
export async function inStockText(inventoryAnswer: Promise<Response>, productId: string): Promise<string> {
  const { inventoryLevels } = (await (await inventoryAnswer).json()) as { inventoryLevels: Array<{ productId: string; availableToOrder: string }> };
  const available = inventoryLevels.filter((level) => level.productId === productId).reduce((sum, level) => sum + Number(level.availableToOrder), 0);
  return `In stock (${new Intl.NumberFormat('en-US').format(Math.floor(available))} available)`;
}

/** The page's next answer to an inventory read that names the product. */
export const inventoryAnswerFor = (page: Page, productId: string): Promise<Response> =>
  page.waitForResponse((response) => response.url().includes('/inventory/levels') && response.url().includes(productId) && response.ok());

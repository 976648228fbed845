// PX-07-002: nothing clipped at any width. On every page, as a first visitor (the consent banner
// showing), no interactive control lies outside the window or is cut off by a container that hides
// its overflow, and the page never scrolls sideways. Each project checks its own width; the large
// one checks 1440 px as well. axe does not see any of this.
import { expect, test, type Page } from '@playwright/test';
import { NO_STORED_STATE } from './consent-state.ts';

/** Every page of the store: a new page family adds its pages here (docs/ARCHITECTURE.md). */
const PAGES = [
  '/',
  '/login',
  '/forgot-password',
  '/contactus',
  '/aboutus',
  '/faqs',
  '/privacy',
  '/terms',
  '/shipping-returns',
  '/store-policies',
  '/payment-methods',
  '/customer-service',
  '/mylists',
  '/myprofile',
  '/search?term=electrode',
  '/category/eeg-electrodes-caps/0ZG000000000111',
  '/product/01t000000000001',
  '/cart',
  '/checkout',
  '/quick-order',
  '/dashboard',
  '/approvals',
  '/approvals/a0P000000000001',
  '/orders?q=KRM&status=Shipped&from=2026-01-01&to=2026-12-31',
  '/orders/KRM-100001',
  '/invoices?from=2026-01-01',
  '/register',
  '/register/thank-you',
  '/registrations',
  '/set-password?token=no-such-token',
  '/standing-orders',
  '/standing-orders/a0R000000000001',
  '/myprofile/addresses',
  '/no-such-page',
];

test.use({ storageState: NO_STORED_STATE });

interface Clipped {
  control: string;
  left: number;
  right: number;
  by: string;
}

/** The visible interactive controls that stick out of the window or out of a clipping ancestor. */
async function clippedControls(page: Page): Promise<{ clipped: Clipped[]; scrollWidth: number; width: number }> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`;
    };
    // Visually hidden on purpose (clip or clip-path, as .visually-hidden does): not a shown control.
    const hiddenOnPurpose = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if ((style.clip !== 'auto' && style.clip !== '') || style.clipPath !== 'none') return true;
      }
      return false;
    };
    const width = document.documentElement.clientWidth;
    const controls = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])')];
    const clipped: Clipped[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || !control.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || hiddenOnPurpose(control)) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        clipped.push({ control: describe(control), left: Math.round(box.left), right: Math.round(box.right), by: 'window' });
        continue;
      }
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) {
          clipped.push({ control: describe(control), left: Math.round(box.left), right: Math.round(box.right), by: describe(parent) });
          break;
        }
      }
    }
    return { clipped, scrollWidth: document.documentElement.scrollWidth, width };
  });
}

async function expectNothingClipped(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.krm-consent')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const found = await clippedControls(page);
  expect({ path, clipped: found.clipped }).toEqual({ path, clipped: [] });
  expect({ path, scrollWidth: found.scrollWidth }).toEqual({ path, scrollWidth: found.width });
}

test('[PX-07-002][PX-06-024] no page has a control outside the window or cut off, and none scrolls sideways', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of PAGES) await expectNothingClipped(page, path);
});

test('@large [PX-07-002][PX-06-024] at 1440 px no page has a control outside the window or cut off, and none scrolls sideways', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of PAGES) await expectNothingClipped(page, path);
});

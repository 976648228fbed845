// PX-07-002, PX-49-001, PX-49-002: nothing clipped, at any width, in any state. On every page no
// interactive control lies outside the window or is cut off by a container (sideways, at its top or
// at its bottom), and no page scrolls sideways; a control a scroll container has only scrolled out of
// view is not cut off. Each page is checked as the buyer meets it: as a first visitor (the consent
// banner showing), then signed in with the account's data (a cart of several lines, each checkout
// step, the order's confirmation), as the purchase-order approver and as the registration reviewer.
// One test per project on the run's sandbox (a sandbox of its own took over a minute to start on a
// loaded machine), buying only products no other spec counts; the 1280 px project also checks each
// page at 1320 and 1440 px by resizing the window. axe sees none of this.
import { expect, test, type Page } from '@playwright/test';
import { api, cartWith, continueTo, stepHeading } from './checkout-helpers.ts';
import { NO_STORED_STATE } from './consent-state.ts';
import { submitRegistrationThroughApi } from './registration-application.ts';
import { DEMO, signIn } from './shell-helpers.ts';

/** A page and what shows once its data is there (its real, filled state rather than a loading view); without it, the page's heading. */
interface Visit {
  path: string;
  shows?: string;
}

/**
 * Every page of the store as a first visitor sees it: a new page family adds its pages here
 * (docs/ARCHITECTURE.md), and to BUYER_PAGES too when a signed-in buyer sees it otherwise.
 */
const PAGES: Array<string | Visit> = [
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
  '/order-confirmation/KRM-100001',
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
  // Its signed-out view (heading 'Application', PX-59-002) has arrived once the reviewers-only message shows.
  { path: '/registrations/a0G000000000999', shows: 'These pages are for registration reviewers.' },
  '/set-password?token=no-such-token',
  '/standing-orders',
  '/standing-orders/a0R000000000001',
  '/myprofile/addresses',
  '/no-such-page',
];

/** Products no other spec buys or counts the stock of (grep tests/e2e): several cart lines. */
const CART_LINES: Array<[string, number]> = [
  ['01t000000000150', 2],
  ['01t000000000152', 1],
  ['01t000000000153', 3],
];

/** The pages that differ for the signed-in buyer (Dana Okafor, Lakeshore Neurology Associates), with the seeded data. */
const BUYER_PAGES: Visit[] = [
  { path: '/', shows: 'Dana' },
  { path: '/myprofile', shows: 'buyer@demo.test' },
  { path: '/myprofile/addresses', shows: '1420 Harbor View Drive' },
  { path: '/dashboard' },
  { path: '/quick-order' },
  { path: '/mylists', shows: 'Clinic reorder list' },
  { path: '/orders', shows: 'KRM-100001' },
  { path: '/orders/KRM-100001', shows: 'KRM-100001' },
  { path: '/invoices?from=2026-01-01', shows: 'INV-200001' },
  { path: '/standing-orders', shows: 'a0R000000000001' },
  { path: '/standing-orders/a0R000000000001', shows: 'Every 4 weeks' },
  { path: '/approvals' },
  { path: '/registrations' },
  { path: '/search?term=electrode' },
  { path: '/product/01t000000000001' },
  { path: '/cart', shows: 'Optiridge Three-Mirror Gonioscopy Lens' },
];

const APPROVER = { username: 'approver@demo.test', password: 'Demo-Approver-1' } as const;
const REVIEWER = { username: 'reviewer@demo.test', password: 'Demo-Reviewer-1' } as const;

interface Clipped {
  control: string;
  box: string;
  by: string;
}

/**
 * The visible interactive controls that stick out of the window or out of a container that clips them
 * (PX-07-002 sideways, PX-49-001 at the top or bottom), and how far the page scrolls sideways.
 */
async function clippedControls(page: Page): Promise<{ clipped: Clipped[]; sideways: number }> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes} "${name}"`;
    };
    // Visually hidden on purpose (clip or clip-path, as .visually-hidden does): not a shown control.
    const hiddenOnPurpose = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if ((style.clip !== 'auto' && style.clip !== '') || style.clipPath !== 'none') return true;
      }
      return false;
    };
    // What positions an absolutely or fixed-positioned element: only that box and its ancestors can clip it.
    const establishesContainingBlock = (style: CSSStyleDeclaration, forFixed: boolean) =>
      (!forFixed && style.position !== 'static') ||
      style.transform !== 'none' ||
      style.perspective !== 'none' ||
      style.filter !== 'none' ||
      /paint|layout|strict|content/.test(style.contain);
    const containingBlock = (element: Element, forFixed: boolean): Element | null => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (establishesContainingBlock(getComputedStyle(node), forFixed)) return node;
      }
      return null;
    };
    type Span = [number, number];
    // Where a box would be once its scroll container scrolled it into view (a box larger than the view fills it).
    const scrolledInto = ([start, end]: Span, [from, to]: Span): Span => {
      if (end - start >= to - from) return [from, to];
      if (start < from) return [from, from + (end - start)];
      if (end > to) return [to - (end - start), to];
      return [start, end];
    };

    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const controls = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])')];
    /** What cuts the control off as it is laid out now, or null. */
    const clippedBy = (control: Element): string | null => {
      const rect = control.getBoundingClientRect();
      let x: Span = [rect.left, rect.right];
      let y: Span = [rect.top, rect.bottom];
      let fixedToWindow = false;
      for (let node: Element = control; ; ) {
        const position = getComputedStyle(node).position;
        const parent = position === 'absolute' || position === 'fixed' ? containingBlock(node, position === 'fixed') : node.parentElement;
        if (!parent) {
          fixedToWindow = position === 'fixed';
          break;
        }
        if (parent === document.body || parent === document.documentElement) break;
        const style = getComputedStyle(parent);
        const frame = parent.getBoundingClientRect();
        const view: Record<'x' | 'y', Span> = {
          x: [frame.left + parent.clientLeft, frame.left + parent.clientLeft + parent.clientWidth],
          y: [frame.top + parent.clientTop, frame.top + parent.clientTop + parent.clientHeight],
        };
        for (const axis of ['x', 'y'] as const) {
          const overflow = axis === 'x' ? style.overflowX : style.overflowY;
          if (overflow === 'visible') continue;
          const span = axis === 'x' ? x : y;
          const [from, to] = view[axis];
          if (overflow === 'hidden' || overflow === 'clip') {
            if (span[0] < from - 0.5 || span[1] > to + 0.5) return `${describe(parent)} (overflow-${axis}: ${overflow})`;
            continue;
          }
          // auto or scroll: reachable by scrolling, unless it lies before the scroll's start.
          const origin = from - (axis === 'x' ? parent.scrollLeft : parent.scrollTop);
          if (span[0] < origin - 0.5) return `${describe(parent)} (before its scroll start, ${axis})`;
          if (axis === 'x') x = scrolledInto(x, view.x);
          else y = scrolledInto(y, view.y);
        }
        node = parent;
      }
      if (x[0] < -0.5 || x[1] > width + 0.5) return 'window (sideways)';
      // A panel fixed to the window does not scroll with the page: what lies above or below the window stays out of reach.
      if (fixedToWindow && (y[0] < -0.5 || y[1] > height + 0.5)) return 'window (fixed panel, top or bottom)';
      if (!fixedToWindow && y[0] + window.scrollY < -0.5) return 'window (above the page)';
      return null;
    };
    /** Out of the window until focused, as a skip link is: where it is once it has the focus (which goes back after). */
    const clippedByWhenFocused = (control: Element): string | null => {
      if (!(control instanceof HTMLElement) || control.tabIndex < 0) return clippedBy(control);
      const before = document.activeElement;
      control.focus({ preventScroll: true });
      const by = clippedBy(control);
      control.blur();
      if (before instanceof HTMLElement) before.focus({ preventScroll: true });
      return by;
    };

    const clipped: Clipped[] = [];
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || !control.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || hiddenOnPurpose(control)) continue;
      const asLaidOut = clippedBy(control);
      const by = asLaidOut?.startsWith('window') ? clippedByWhenFocused(control) : asLaidOut;
      if (by) clipped.push({ control: describe(control), box: `x ${Math.round(rect.left)}..${Math.round(rect.right)}, y ${Math.round(rect.top)}..${Math.round(rect.bottom)}`, by });
    }
    return { clipped, sideways: document.documentElement.scrollWidth - width };
  });
}

/** The widths this project checks: its own, and the 1280 px one 1320 and 1440 too (PX-49-002). */
function widthsOf(page: Page): [number, ...number[]] {
  const own = page.viewportSize()?.width ?? 1280;
  return own === 1280 ? [1280, 1320, 1440] : [own];
}

/** Nothing on the page as it is now is clipped at any of the widths; the window is left at the first. */
async function expectNothingClipped(page: Page, where: string, [first, ...more]: [number, ...number[]]): Promise<void> {
  const widths = [first, ...more];
  const height = page.viewportSize()?.height ?? 900;
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height });
    // Polled: a layout that is still settling (a transition, a late font) is read again, not failed.
    await expect.poll(async () => ({ where, width, ...(await clippedControls(page)) })).toEqual({ where, width, clipped: [], sideways: 0 });
  }
  if (page.viewportSize()?.width !== first) await page.setViewportSize({ width: first, height });
}

/** Opens the page, waits for its content (and its data), and checks it at every width. */
async function visit(page: Page, { path, shows }: Visit, widths: [number, ...number[]]): Promise<void> {
  await page.goto(path);
  if (shows) await expect(page.getByRole('main').getByText(shows).first()).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNothingClipped(page, path, widths);
}

/** Another user of the same browser, signed in through the API (a sign-in form costs time and is tested elsewhere). */
async function switchUser(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/no-such-page');
  expect((await api(page, 'POST', '/auth/login', user)).status).toBe(200);
}

test.use({ storageState: NO_STORED_STATE });

test('[PX-07-002][PX-06-024][PX-49-001][PX-49-002] no page, as a first visitor, a signed-in buyer, an approver or a reviewer, has a control outside the window or cut off, and none scrolls sideways', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const widths = widthsOf(page);

  // A first visitor: the consent banner shows on every page (PX-06-024).
  for (const guestPage of PAGES) {
    await visit(page, typeof guestPage === 'string' ? { path: guestPage } : guestPage, widths);
    await expect(page.locator('.krm-consent')).toBeVisible();
  }
  // The guest's cart with lines, added as a guest adds them.
  for (const [productId] of CART_LINES.slice(0, 2)) {
    await page.goto(`/product/${productId}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  }
  await visit(page, { path: '/cart', shows: 'Optiridge Three-Mirror Gonioscopy Lens' }, widths);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await expect(page.locator('.krm-consent')).toHaveCount(0);

  // The signed-in buyer, the account's data and a cart of several lines.
  await signIn(page, DEMO.buyer);
  await cartWith(page, CART_LINES);
  for (const buyerPage of BUYER_PAGES) await visit(page, buyerPage, widths);

  // Each checkout step as it opens (the finished ones summed up above it), then the confirmation.
  await visit(page, { path: '/checkout' }, widths);
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  await expectNothingClipped(page, 'checkout: shipping address', widths);
  for (const step of ['Delivery method', 'Contact details', 'Billing address', 'Payment']) {
    await continueTo(page, step, false);
    await expectNothingClipped(page, `checkout: ${step}`, widths);
  }
  await page.getByLabel('PO number').fill(`PO-CLIP-${testInfo.project.name}`);
  await continueTo(page, 'Review and place order', false);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await expectNothingClipped(page, 'checkout: review', widths);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNothingClipped(page, new URL(page.url()).pathname, widths);

  // The approver reviews the account's purchase orders.
  await switchUser(page, APPROVER);
  await visit(page, { path: '/approvals', shows: 'PO-LNA-4502' }, widths);
  await visit(page, { path: '/approvals/a0P000000000001', shows: 'Order lines' }, widths);
  await visit(page, { path: '/dashboard' }, widths);

  // The reviewer reviews registrations: one waits (the run's sandbox has none of its own).
  const applicant = `Northshore Neurology ${testInfo.project.name}`;
  const registrationId = await submitRegistrationThroughApi(page, applicant, `maja.clipping.${testInfo.project.name}@northshore.example`);
  await switchUser(page, REVIEWER);
  await visit(page, { path: '/registrations', shows: applicant }, widths);
  await visit(page, { path: `/registrations/${registrationId}`, shows: 'invoices@northshore.example' }, widths);
});

// The check itself, on a page made for it: it must tell what is cut off from what is only scrolled
// out of view or shown on focus, or the test above could pass on a page that hides controls.
const CHECK_PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 16px sans-serif; }
  .box { width: 200px; height: 60px; margin: 10px; }
  #skip { position: absolute; top: -40px; }
  #skip:focus { top: 0; }
</style></head><body>
  <a id="skip" href="#end">Shown on focus</a>
  <div class="box" style="overflow: hidden"><div style="height: 50px"></div><button id="cut-at-bottom">Cut</button></div>
  <div class="box" style="overflow: auto"><div style="height: 120px"></div><button id="scrolled-away">Scrolled</button></div>
  <div class="box" style="overflow: auto; margin-top: 60px"><button id="before-scroll-start" style="position: relative; top: -40px">Before</button></div>
  <div class="box" style="overflow: hidden"><button id="cut-at-side" style="margin-left: 180px">Side</button></div>
  <div class="box" style="overflow: hidden"><div style="position: absolute; top: 400px"><button id="escapes-box">Escapes</button></div></div>
  <div style="position: fixed; left: 0; bottom: -50px; height: 40px; padding-top: 20px"><button id="below-window">Below</button></div>
  <p id="end">End</p>
</body></html>`;

test('@small [PX-07-002][PX-49-001] the check finds a control cut off at the side, top or bottom or below the window in a fixed panel, and passes one scrolled out of view, shown on focus or outside an unpositioned box', async ({ page }) => {
  await page.setContent(CHECK_PAGE);
  const { clipped } = await clippedControls(page);
  expect(clipped.map(({ control, by }) => [control.split(' ')[0], by.replace(/^div\.box ".*" /, 'box ')])).toEqual([
    ['button#cut-at-bottom', 'box (overflow-y: hidden)'],
    ['button#before-scroll-start', 'box (before its scroll start, y)'],
    ['button#cut-at-side', 'box (overflow-x: hidden)'],
    ['button#below-window', 'window (fixed panel, top or bottom)'],
  ]);
});

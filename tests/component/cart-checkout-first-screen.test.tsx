// @vitest-environment jsdom
// The cart's and the checkout's first screen (PX-22-003): as on the account pages (PX-27-001), the boot
// placeholder until the session is read and the promo banner's code is here, then banner, header and
// page together, so the banner pushes nothing down once shown.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_AND_CHECKOUT_PAGES, firstScreenWaitsForSession, isSignedInPage } from '../../src/app/signed-in-pages.ts';
import { renderShell } from './shell-harness.tsx';

afterEach(cleanup);

/** Whether the promo banner was in the document the first time the header was. */
function watchFirstHeader() {
  const seen = { header: false, notices: false };
  const observer = new MutationObserver(() => {
    if (seen.header || !document.querySelector('[data-testid="site-header"]')) return;
    seen.header = true;
    seen.notices = document.querySelector('[data-testid="promo-banners"]') !== null;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('the first screen of the cart and the checkout', () => {
  it('[PX-22-003] the cart and the checkout wait for the session like the account pages; Home and the catalogue do not', () => {
    for (const path of ['/cart', '/cart/', '/checkout', '/checkout/']) expect(firstScreenWaitsForSession(path), path).toBe(true);
    for (const path of ['/', '/product/01t000000000001', '/search', '/order-confirmation/KRM-100001', '/cartx']) expect(firstScreenWaitsForSession(path), path).toBe(false);
    // The account pages keep theirs; the cart and checkout are not counted among the signed-in-only pages.
    expect(firstScreenWaitsForSession('/orders')).toBe(true);
    for (const path of CART_AND_CHECKOUT_PAGES) expect(isSignedInPage(path)).toBe(false);
  });

  for (const path of CART_AND_CHECKOUT_PAGES) {
    it(`[PX-22-003] on ${path} a signed-in buyer's promo banner is in the document with the header from its first render, after the boot placeholder`, async () => {
      const watch = watchFirstHeader();
      renderShell({ signedInAs: 'buyer@demo.test', path });
      expect(screen.getByTestId('boot-shell')).toBeTruthy();
      expect(screen.queryByTestId('site-header')).toBeNull();
      await screen.findByRole('region', { name: 'Account notices' });
      watch.stop();
      expect(watch.seen).toEqual({ header: true, notices: true });
    });
  }

  it('[PX-22-003] a guest on the cart gets the page once the session is read, without a banner', async () => {
    renderShell({ path: '/cart' });
    await waitFor(() => expect(screen.getByTestId('site-header').dataset.user).toBe('guest'));
    expect(screen.queryByRole('region', { name: 'Account notices' })).toBeNull();
    expect(screen.queryByTestId('boot-shell')).toBeNull();
  });
});

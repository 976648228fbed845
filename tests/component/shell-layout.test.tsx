// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { SHELL_PATHS } from '../../src/app/routes.tsx';
import { renderShell } from './shell-harness.tsx';

afterEach(cleanup);

const headingOf: Record<string, RegExp> = {
  '/': /Neurology and sensory supplies for clinics/,
  '/login': /^Sign in$/,
  '/forgot-password': /Reset your password/,
  '/contactus': /Contact us/,
  '/aboutus': /About Kestrel Ridge Medical/,
  '/faqs': /Frequently asked questions/,
  '/privacy': /Privacy policy/,
  '/terms': /Terms and conditions of sale/,
  '/shipping-returns': /Shipping and returns/,
  '/store-policies': /Store policies/,
  '/payment-methods': /Payment options/,
  '/customer-service': /Customer service/,
  '/mylists': /Your wishlists/,
  '/myprofile': /Your account/,
};

describe('page layout', () => {
  it('[SH-2-029][SH-2-030][SH-2-032] every page has the announcement area, then the header, the content and the footer', async () => {
    renderShell({ path: '/faqs' });
    await screen.findByRole('heading', { level: 1, name: headingOf['/faqs'] });
    const banner = screen.getByRole('banner');
    const main = screen.getByRole('main');
    const footer = await screen.findByRole('contentinfo');
    const announcements = screen.getByTestId('announcement-area');
    const order = [announcements, banner, main, footer];
    for (let i = 1; i < order.length; i += 1) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('[SH-2-031][SH-2-033][SH-9-029] the header is sticky at z-index 999 and the page at least 100vh tall', () => {
    const header = readFileSync('src/components/header/Header.css', 'utf8');
    const tokens = readFileSync('src/styles.css', 'utf8');
    const layout = readFileSync('src/components/layout/Layout.css', 'utf8');
    expect(header).toMatch(/\.site-header \{[^}]*position: sticky;[^}]*top: 0;[^}]*z-index: var\(--z-header\)/);
    expect(tokens).toMatch(/--z-header: 999;/);
    expect(layout).toMatch(/\.site \{[^}]*min-height: 100vh;/);
  });

  it('[PX-05-011][SH-2-001][SH-2-004][SH-2-005][SH-2-015][SH-2-016][SH-2-020][SH-2-021][SH-2-022] each shell route shows its page inside the layout', async () => {
    for (const path of SHELL_PATHS) {
      const view = renderShell({ path });
      expect(await screen.findByRole('heading', { level: 1, name: headingOf[path]! }, { timeout: 3000 })).toBeTruthy();
      expect(screen.getByRole('banner')).toBeTruthy();
      view.unmount();
    }
  });

  it('[PX-05-011] an unknown address shows the not-found page inside the layout', async () => {
    renderShell({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('[PX-05-014] a skip link leads to the main content, and an in-app navigation moves focus to it', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: headingOf['/'] });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'FAQs' }));
    await screen.findByRole('heading', { level: 1, name: headingOf['/faqs'] });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  // The navigation is started and the box focused in one synchronous step, so the page cannot have
  // been shown in between: its render waits in a transition, as a slow page's does in a browser.
  async function focusSearchBoxWhileFaqsLoad(alsoWhileLoading: (box: HTMLElement) => void = () => undefined) {
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    const footer = await screen.findByRole('contentinfo');
    act(() => {
      fireEvent.click(within(footer).getByRole('link', { name: 'FAQs' }));
      expect(window.location.pathname).toBe('/faqs');
      expect(screen.queryByRole('heading', { level: 1, name: headingOf['/faqs'] })).toBeNull();
      box.focus();
      alsoWhileLoading(box);
    });
    return box;
  }

  it('[PX-05-024][PX-05-014] a control the buyer focuses while the next page loads keeps focus when it shows; typing there then reaches it', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/', windowHistory: true });
    await screen.findByRole('heading', { level: 1, name: headingOf['/'] });
    const box = await focusSearchBoxWhileFaqsLoad();
    await screen.findByRole('heading', { level: 1, name: headingOf['/faqs'] });
    expect(document.activeElement).toBe(box);
    await user.keyboard('electrode');
    expect((box as HTMLInputElement).value).toBe('electrode');
  });

  it('[PX-05-024][PX-05-014] focus that left the control again before the page showed does not hold the page back from taking it', async () => {
    renderShell({ path: '/', windowHistory: true });
    await screen.findByRole('heading', { level: 1, name: headingOf['/'] });
    await focusSearchBoxWhileFaqsLoad((box) => box.blur());
    await screen.findByRole('heading', { level: 1, name: headingOf['/faqs'] });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});

// @vitest-environment jsdom
// The first screen of a page only a signed-in buyer uses (PX-27-001): the boot placeholder until the
// session is read and the promo banner's code is here, then the banner, header and page together.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from './shell-harness.tsx';

afterEach(cleanup);

/** Records, the first time the header is in the document, whether the notices and the boot placeholder were too. */
function watchFirstHeader() {
  const seen: { header: boolean; notices: boolean; bootShell: boolean } = { header: false, notices: false, bootShell: false };
  let bootShellShown = false;
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-testid="boot-shell"]')) bootShellShown = true;
    if (seen.header || !document.querySelector('[data-testid="site-header"]')) return;
    seen.header = true;
    seen.notices = document.querySelector('[data-testid="promo-banners"]') !== null;
    seen.bootShell = bootShellShown;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('the first screen of a signed-in page', () => {
  it('[PX-27-001] on an account page the promo banner is in the document with the header from its first render, after the boot placeholder', async () => {
    const watch = watchFirstHeader();
    renderShell({ signedInAs: 'buyer@demo.test', path: '/orders' });
    expect(screen.getByTestId('boot-shell')).toBeTruthy();
    expect(screen.queryByTestId('site-header')).toBeNull();
    await screen.findByRole('region', { name: 'Account notices' });
    watch.stop();
    expect(watch.seen).toEqual({ header: true, notices: true, bootShell: true });
    expect(screen.queryByTestId('boot-shell')).toBeNull();
  });

  it('[PX-41-002][PX-41-001] index.html\'s placeholder, with the banners the early script painted, stays through the renders before the layout and goes in the commit that shows the layout: never both, never neither', async () => {
    document.body.insertAdjacentHTML('afterbegin', '<div class="boot-shell" aria-hidden="true"><section class="promo-banners"></section><div class="page-container boot-shell__bar"></div></div>');
    const placeholder = document.querySelector('body > .boot-shell')!;
    const states = new Set<string>();
    const observer = new MutationObserver(() => states.add(`placeholder ${placeholder.isConnected}, layout ${document.querySelector('[data-testid="site-layout"]') !== null}`));
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      renderShell({ signedInAs: 'buyer@demo.test', path: '/orders' });
      // The application's own copy is not rendered beside it.
      expect(screen.queryByTestId('boot-shell')).toBeNull();
      expect(placeholder.isConnected).toBe(true);
      await screen.findByRole('region', { name: 'Account notices' });
      expect(placeholder.isConnected).toBe(false);
      expect([...states].sort()).toEqual(['placeholder false, layout true', 'placeholder true, layout false']);
    } finally {
      observer.disconnect();
      placeholder.remove();
    }
  });

  it('[PX-27-001] a guest on an account page gets the page once the session is read; Home and the catalogue never wait', async () => {
    const account = renderShell({ path: '/orders' });
    await waitFor(() => expect(screen.getByTestId('site-header').dataset.user).toBe('guest'));
    expect(screen.queryByRole('region', { name: 'Account notices' })).toBeNull();
    account.unmount();
    renderShell({ signedInAs: 'buyer@demo.test', path: '/' });
    // Home's header is there at once, while the session is still being read.
    expect(screen.getByTestId('site-header').dataset.user).toBe('unknown');
    expect(screen.queryByTestId('boot-shell')).toBeNull();
  });
});

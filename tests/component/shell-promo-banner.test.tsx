// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { DISMISSED_BANNERS_KEY } from '../../machines/layout/dismissed-banners.ts';
import { PromoBannerUi } from '../../src/components/promo-banner/PromoBannerUi.tsx';
import { promoBannerLabels } from '../../src/labels/promo-banners.ts';
import { promoBanners, renderShell } from './shell-harness.tsx';

afterEach(cleanup);

// The store's two tariff banners have the same text (SH-6-013: 'a second copy'), so a test reading the
// text cannot tell which group's banner it got. Here the second copy reads differently; nothing else changes.
const { SECOND_COPY } = vi.hoisted(() => ({ SECOND_COPY: 'Second copy for Neuro USA Market: a 2.3% tariff surcharge applies to all new orders.' }));
vi.mock('../../fixtures/data/store.json', async (importOriginal) => {
  const store = await importOriginal<typeof import('../../fixtures/data/store.json')>();
  const promoBanners = store.promoBanners.map((banner) => (banner.buyerGroupName === 'Neuro USA Market' ? { ...banner, text: SECOND_COPY } : banner));
  return { ...store, promoBanners };
});

const TARIFF = /2\.3% tariff surcharge applies to all new orders/;

async function sessionKnown() {
  await waitFor(() => expect(screen.getByTestId('site-header').dataset.user).not.toBe('unknown'));
}

describe('promo banners by buyer group', () => {
  it('[SH-6-011][SH-6-012][SH-2-037][SH-2-044] a member of Neuro Global USA Buyers sees the tariff notice above the header', async () => {
    renderShell({ signedInAs: 'multi@demo.test' });
    const notices = await screen.findByRole('region', { name: 'Account notices' });
    expect(within(notices).getAllByTestId('promo-banner')).toHaveLength(1);
    expect(within(notices).getByText(TARIFF)).toBeTruthy();
    expect(within(notices).queryByText(SECOND_COPY)).toBeNull();
    expect(notices.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('[SH-6-013] an account in Neuro USA Market sees the second copy', async () => {
    renderShell({ signedInAs: 'buyer@demo.test' });
    const notices = await screen.findByRole('region', { name: 'Account notices' });
    const [banner, ...more] = within(notices).getAllByTestId('promo-banner');
    expect(more).toHaveLength(0);
    expect(banner!.textContent).toBe(`Tariff surcharge: ${SECOND_COPY}`);
  });

  it('[SH-6-011][PX-05-003] a guest and a buyer of another group see no notice', async () => {
    const guest = renderShell();
    await sessionKnown();
    expect(screen.queryByRole('region', { name: 'Account notices' })).toBeNull();
    guest.unmount();
    renderShell({ signedInAs: 'p.raman@northshorehearing.example' });
    await sessionKnown();
    expect(screen.getByTestId('site-header').dataset.user).toBe('signedIn');
    expect(screen.queryByRole('region', { name: 'Account notices' })).toBeNull();
  });

  it('[PX-70-009] the buyer dismisses a notice: it goes, focus moves to the page, and it stays gone for the session', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const first = renderShell({ signedInAs: 'multi@demo.test' });
    const notices = await screen.findByRole('region', { name: 'Account notices' });
    await user.click(within(notices).getByRole('button', { name: 'Dismiss the notice: Tariff surcharge' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Account notices' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.id).toBe('main'));
    expect(JSON.parse(sessionStorage.getItem(DISMISSED_BANNERS_KEY)!)).toEqual([promoBanners.find((b) => b.buyerGroupName === 'Neuro Global USA Buyers')!.id]);
    first.unmount();
    // A new page load of the same session.
    renderShell({ signedInAs: 'multi@demo.test' });
    await sessionKnown();
    expect(screen.queryByRole('region', { name: 'Account notices' })).toBeNull();
    sessionStorage.clear();
  });

  it('[PX-05-003] the view shows each notice with its title and renders nothing without notices', () => {
    const { container } = render(<PromoBannerUi banners={[]} label="Account notices" dismissLabel={promoBannerLabels.dismiss} />);
    expect(container.innerHTML).toBe('');
    render(<PromoBannerUi banners={promoBanners.slice(0, 1)} label="Account notices" dismissLabel={promoBannerLabels.dismiss} />);
    expect(screen.getByText('Tariff surcharge:')).toBeTruthy();
    // PX-70-009: each notice has its dismiss button, named for it.
    expect(screen.getByRole('button', { name: 'Dismiss the notice: Tariff surcharge' })).toBeTruthy();
  });
});

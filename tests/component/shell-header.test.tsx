// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { HEADER_VARIANT_CHANGE_DELAY_MS } from '../../machines/layout/constants.ts';
import { headerLayout } from '../../machines/layout/header-slots.ts';
import { HeaderUi } from '../../src/components/header/HeaderUi.tsx';
import { renderShell } from './shell-harness.tsx';

afterEach(cleanup);

const slotOrder = (header: HTMLElement) => [...header.querySelectorAll<HTMLElement>('[data-slot]')].map((slot) => slot.dataset.slot);

async function settledHeader() {
  const header = screen.getByTestId('site-header');
  await waitFor(() => expect(header.dataset.user).not.toBe('unknown'));
  return header;
}

describe('header variants by width', () => {
  it('[SH-2-034][SH-2-040] at 1280px the desktop header orders logo, navigation, search, then the icons', async () => {
    renderShell({ width: 1280 });
    const header = await settledHeader();
    expect(header.dataset.variant).toBe('desktop');
    const order = slotOrder(header);
    expect(order.slice(0, 3)).toEqual(['logo', 'navigation', 'search']);
    expect(order.slice(3)).toEqual(['account', 'wishlist', 'country']);
  });

  it('[SH-2-034][SH-2-041] at 800px and 375px the tablet and mobile headers put the search on a row below', async () => {
    for (const [width, variant] of [
      [800, 'tablet'],
      [375, 'mobile'],
    ] as const) {
      const view = renderShell({ width });
      const header = await settledHeader();
      expect(header.dataset.variant).toBe(variant);
      const below = header.querySelector('.site-header__below')!;
      expect(slotOrder(below as HTMLElement)).toEqual(['search']);
      expect(slotOrder(header.querySelector('.site-header__bar') as HTMLElement)).toEqual(['navigation', 'logo', 'account', 'wishlist', 'country']);
      view.unmount();
    }
  });

  it('[SH-2-036][SH-2-098][PX-05-001] a resize changes the variant only after the short delay, and a resize undone in time changes nothing', async () => {
    const { viewport } = renderShell({ width: 1280 });
    const header = await settledHeader();
    act(() => viewport.resize(375));
    expect(header.dataset.variant).toBe('desktop');
    await waitFor(() => expect(header.dataset.variant).toBe('mobile'), { timeout: HEADER_VARIANT_CHANGE_DELAY_MS * 10 });
    act(() => viewport.resize(800));
    act(() => viewport.resize(375));
    await act(() => new Promise((resolve) => setTimeout(resolve, HEADER_VARIANT_CHANGE_DELAY_MS * 2)));
    expect(header.dataset.variant).toBe('mobile');
  });
});

describe('header by kind of user', () => {
  it('[SH-2-043][SH-2-045][SH-6-005][SH-6-006] a guest sees the sign-in link and the country-picker place instead of the cart', async () => {
    renderShell();
    const header = await settledHeader();
    expect(header.dataset.user).toBe('guest');
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(header.querySelector('[data-slot="cart"]')).toBeNull();
    expect(header.querySelector('[data-slot="country"]')).not.toBeNull();
  });

  it('[SH-2-043][SH-2-044][SH-6-007][SH-6-008][SH-2-008] a signed-in buyer sees the account menu, the wishlist shortcut and the cart badge', async () => {
    renderShell({ signedInAs: 'buyer@demo.test', cartCount: 3 });
    const header = await settledHeader();
    expect(header.dataset.user).toBe('signedIn');
    // The demo store's mini cart is on (PX-08-007): the badge is the button that opens it.
    expect(await within(header).findByRole('button', { name: 'Cart, 3 items' }, { timeout: 5000 })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Your wishlists' })).toBeTruthy();
    expect(await within(header).findByRole('button', { name: /Account menu/ })).toBeTruthy();
    expect(header.querySelector('[data-slot="country"]')).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('[PX-05-013] until the session is known the guest places are laid out hidden and inert', () => {
    const layout = headerLayout('desktop', 'guest', { shopperAssistant: false });
    render(
      <MemoryRouter>
        <HeaderUi variant="desktop" layout={layout} slots={{ account: <a href="/login">Sign in</a> }} label="Site header" userKind="unknown" pending={new Set(['account', 'country'])} />
      </MemoryRouter>,
    );
    const account = document.querySelector<HTMLElement>('[data-slot="account"]')!;
    expect(account.hasAttribute('inert')).toBe(true);
    expect(account.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});

describe('header slots', () => {
  it('[SH-2-002][SH-2-046][SH-2-047][SH-2-048][SH-2-049][SH-2-051] the logo links to Home with the alt text and size of the variant', async () => {
    for (const [width, alt, maxHeight] of [
      [1280, 'Kestrel Ridge Medical, neurology and sensory supplies — home', '75px'],
      [375, 'Kestrel Ridge Medical home', '25px'],
    ] as const) {
      const view = renderShell({ width, path: '/faqs' });
      await settledHeader();
      const image = screen.getByRole('img', { name: alt });
      expect(image.closest('a')!.getAttribute('href')).toBe('/');
      expect(image.style.maxHeight).toBe(maxHeight);
      view.unmount();
    }
  });

  it('[SH-2-050] on a tablet the logo is at most 45px tall', async () => {
    renderShell({ width: 800 });
    await settledHeader();
    expect(screen.getByRole('img', { name: 'Kestrel Ridge Medical — home' }).style.maxHeight).toBe('45px');
  });

  it('[CC-2-003][CC-2-004][CC-2-014][CC-2-016][SH-2-015][CC-1-004] the wishlist shortcut is an icon whose label is its assistive text, linking to /mylists', async () => {
    renderShell();
    const link = await screen.findByRole('link', { name: 'Your wishlists' });
    expect(link.getAttribute('href')).toBe('/mylists');
    expect(link.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('[SH-2-039][SH-3-047] the shopper-assistant shortcut shows only when its context flag is on', async () => {
    const off = renderShell();
    await settledHeader();
    await waitFor(() => expect(screen.getByText(/Prices in USD/)).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Ask the shopper assistant' })).toBeNull();
    off.unmount();
    renderShell({ settings: { propertiesEx: { shopperCopilotUIEnabled: true } } });
    expect(await screen.findByRole('link', { name: 'Ask the shopper assistant' })).toBeTruthy();
  });

  it('[CC-2-013][SH-9-034] the search input sits in the search slot', async () => {
    renderShell();
    const header = await settledHeader();
    const slot = header.querySelector<HTMLElement>('[data-slot="search"]')!;
    const box = await within(slot).findByRole('combobox');
    expect(box.getAttribute('maxlength')).toBe('255');
  });
});

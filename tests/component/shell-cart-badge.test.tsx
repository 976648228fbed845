// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cartBadge } from '../../machines/cart/badge.ts';
import { cartBadgeLabel } from '../../src/components/cart-badge/CartBadge.tsx';
import { CartBadgeUi } from '../../src/components/cart-badge/CartBadgeUi.tsx';
import { renderShell } from './shell-harness.tsx';

afterEach(cleanup);

function renderBadge(total: unknown) {
  const badge = cartBadge(total);
  render(
    <MemoryRouter>
      <CartBadgeUi to="/cart" badge={badge} label={cartBadgeLabel(badge)} />
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

describe('cart badge', () => {
  it('[SH-4-007][SH-9-005][PX-05-015] empty, one and many: the name states the count and an empty cart shows no number', () => {
    const empty = renderBadge('0');
    expect(empty.getAttribute('aria-label')).toBe('Cart, empty');
    expect(screen.queryByTestId('cart-badge-count')).toBeNull();
    cleanup();
    const one = renderBadge(1);
    expect(one.getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(within(one).getByTestId('cart-badge-count').textContent).toBe('1');
    cleanup();
    const many = renderBadge('42');
    expect(many.getAttribute('aria-label')).toBe('Cart, 42 items');
    expect(within(many).getByTestId('cart-badge-count').textContent).toBe('42');
  });

  it('[SH-9-006][SH-9-007][CC-9-006][CC-9-007][PX-05-015] 999 shows as is; beyond it the badge shows the maximum label', () => {
    expect(within(renderBadge(999)).getByTestId('cart-badge-count').textContent).toBe('999');
    cleanup();
    const beyond = renderBadge(1000);
    expect(within(beyond).getByTestId('cart-badge-count').textContent).toBe('999+');
    expect(beyond.getAttribute('aria-label')).toBe('Cart, more than 999 items');
  });

  it('[CC-2-009][CC-2-010][SH-5-058][SH-5-059] the badge links to the current-cart page and reads the cart summary count (text parsed as an integer)', async () => {
    renderShell({ signedInAs: 'multi@demo.test', cartCount: '7.0', settings: { propertiesEx: { miniCartEnabled: false } } });
    const link = await screen.findByRole('link', { name: 'Cart, 7 items' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/cart');
  });
});

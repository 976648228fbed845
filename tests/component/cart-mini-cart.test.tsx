// @vitest-environment jsdom
// The cart badge in both positions of the mini-cart setting, and the panel's focus handling.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartBadge } from '../../machines/cart/badge.ts';
import { CartBadgeUi } from '../../src/components/cart-badge/CartBadgeUi.tsx';
import { MiniCartUi } from '../../src/cart/MiniCart.tsx';

afterEach(cleanup);

describe('mini cart', () => {
  it('[CC-2-010][CC-2-011][CC-6-006][CC-1-006] with the setting off the badge links to /cart; on, it is a button that opens the panel', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CartBadgeUi to="/cart" badge={cartBadge(3)} label="Cart, 3 items" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cart, 3 items' }).getAttribute('href')).toBe('/cart');
    cleanup();
    const onToggle = vi.fn();
    render(
      <MemoryRouter>
        <CartBadgeUi to="/cart" badge={cartBadge(3)} label="Cart, 3 items" miniCart={{ panelId: 'mini-cart', expanded: false, onToggle }} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Cart, 3 items' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('[CC-2-011] the panel takes focus, lists the lines with the subtotal, and Escape closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <MemoryRouter>
        <MiniCartUi
          id="mini-cart"
          locale="en-US"
          lines={[{ cartId: '0a6000000000001', cartItemId: '0a9000000000001', productId: '01t000000000003', type: 'Product', quantity: '2', name: 'Cortexa Paste', unitAdjustedPrice: '45.00' }]}
          summary={{ cartId: '0a6000000000001', currencyIsoCode: 'USD', status: 'Active', totalProductCount: '2', uniqueProductCount: 1, totalProductAmountAfterAdjustments: '90.00' }}
          onClose={onClose}
        />
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cart' }));
    expect(screen.getByRole('listitem').textContent).toContain('2 × $45.00');
    expect(screen.getByText('$90.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('[CC-3-032] the panel takes its header, checkout, view-cart and continue-shopping texts and its button size from its settings', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <MemoryRouter>
        <MiniCartUi
          id="mini-cart"
          locale="en-US"
          lines={[{ cartId: '0a6000000000001', cartItemId: '0a9000000000001', productId: '01t000000000003', type: 'Product', quantity: '2', name: 'Cortexa Paste', unitAdjustedPrice: '45.00' }]}
          summary={{ cartId: '0a6000000000001', currencyIsoCode: 'USD', status: 'Active', totalProductCount: '2', uniqueProductCount: 1, totalProductAmountAfterAdjustments: '90.00' }}
          texts={{ headerText: 'Your order so far', checkoutButtonText: 'Order now', viewCartButtonText: 'Open the cart', continueShoppingButtonText: 'Keep browsing', buttonSize: 'small' }}
          onClose={onClose}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Your order so far');
    const checkout = screen.getByRole('link', { name: 'Order now' });
    const view = screen.getByRole('link', { name: 'Open the cart' });
    const keep = screen.getByRole('button', { name: 'Keep browsing' });
    expect(checkout.getAttribute('href')).toBe('/checkout');
    expect(view.getAttribute('href')).toBe('/cart');
    for (const button of [checkout, view, keep]) expect(button.classList).toContain('button--small');
    await user.click(keep);
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();
    // Without settings: the labels, at the usual size.
    render(
      <MemoryRouter>
        <MiniCartUi id="mini-cart" locale="en-US" lines={[]} summary={undefined} onClose={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Cart');
    expect(screen.getByRole('button', { name: 'Continue shopping' }).classList).not.toContain('button--small');
    expect(screen.getByRole('link', { name: 'View cart' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
// The server's cart messages on the cart page (PX-60-002): a stock message on the line it
// names, any other above the lines, and no way to checkout while the summary says the cart has errors.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CartUi } from '../../src/cart/CartUi.tsx';
import type { CartController, CartLine } from '../../src/cart/useCartPage.ts';

afterEach(cleanup);

const line = (n: number, name: string): CartLine => ({
  cartId: '0a6000000000001',
  cartItemId: `0a9${String(n).padStart(12, '0')}`,
  productId: `01t${String(n).padStart(12, '0')}`,
  name,
  type: 'Product',
  quantity: '1',
  currencyIsoCode: 'USD',
  salesPrice: '519.00',
  unitAdjustedPrice: '519.00',
  listPrice: '545.00',
  totalAmount: '519.00',
  totalPrice: '519.00',
  productDetails: { productId: `01t${String(n).padStart(12, '0')}`, name, sku: `SKU-${n}`, purchaseQuantityRule: { minimum: '1', maximum: '20', increment: '1' } },
});

const MEDIUM = 'Cortexa 32-Channel EEG Electrode Cap, Medium';
const TIPS = 'Aurisense Tympanometry Probe Tips, Assorted (Box of 100)';
const noop = async () => undefined;

function cart(messages: CartController['messages'], hasErrors: boolean): CartController {
  return {
    allowed: true,
    settled: true,
    status: 'ready',
    lines: [line(4, MEDIUM), line(5, TIPS)],
    summary: { cartId: '0a6000000000001', currencyIsoCode: 'USD', totalProductCount: '2', totalProductAmount: '1038.00', grandTotalAmount: '1038.00', taxType: 'Gross' } as CartController['summary'],
    coupons: [],
    messages,
    hasErrors,
    hasMore: false,
    busy: false,
    answeredProcessing: false,
    notice: undefined,
    taxType: 'Gross',
    actions: { retry: () => undefined, showMore: noop, changeQuantity: async (_line, quantity) => quantity, remove: noop, clear: noop, applyCoupon: noop, removeCoupon: noop },
  };
}

const show = (controller: CartController) =>
  render(
    <MemoryRouter>
      <CartUi cart={controller} locale="en-US" outOfStock={false} onClear={() => undefined} />
    </MemoryRouter>,
  );

const rowOf = (name: string) => screen.getAllByRole('row').find((row) => within(row).queryByRole('link', { name }) !== null)!;

describe('the cart page and the server\'s cart messages', () => {
  it('[PX-60-002] a stock message shows on the line it names, another message above the lines, and checkout waits while the cart has errors', () => {
    const stock = `${MEDIUM}: only 0 are available.`;
    const price = 'Prices changed since you added these items.';
    show(cart([{ message: stock, severity: 'Error', type: 'Inventory' }, { message: price, severity: 'Info', type: 'Pricing' }], true));
    expect(within(rowOf(MEDIUM)).getByText(stock)).toBeTruthy();
    expect(within(rowOf(TIPS)).queryByText(stock)).toBeNull();
    expect(screen.getAllByText(stock)).toHaveLength(1);
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes(price));
    expect(alert?.tagName).toBe('UL');
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
    const proceed = screen.getByRole('button', { name: 'Proceed to checkout' }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(true);
    expect(document.getElementById(proceed.getAttribute('aria-describedby')!)?.textContent).toBe('Fix the problems above before checking out.');
  });

  it('[PX-60-002] without errors no line is marked and Proceed to checkout is the link to /checkout', () => {
    show(cart([], false));
    expect(screen.queryByText(/are available/)).toBeNull();
    expect(screen.queryByText('Fix the problems above before checking out.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/checkout');
  });
});

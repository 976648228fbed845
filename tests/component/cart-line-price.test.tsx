// @vitest-environment jsdom
// PX-70-003: the cart line names the unit price its total is made of when a coupon lowered it.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CartLineUi } from '../../src/cart/CartLineUi.tsx';
import type { CartLine } from '../../src/cart/useCartPage.ts';

afterEach(cleanup);

const line = (totalAmount: string): CartLine => ({
  cartItemId: '0a9000000000001', productId: '01t000000000001', name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)', type: 'Product',
  quantity: '10.0', currencyIsoCode: 'USD', listPrice: '189.00', salesPrice: '172.00', unitAdjustedPrice: '161.00', totalPrice: '1720.00', totalAmount,
} as CartLine);

const show = (totalAmount: string) =>
  render(
    <MemoryRouter>
      <table>
        <tbody>
          <CartLineUi line={line(totalAmount)} currency="USD" locale="en-US" stockMessage={undefined} onChange={async (_, quantity) => quantity} onRemove={() => undefined} />
        </tbody>
      </table>
    </MemoryRouter>,
  );

describe('the cart line prices', () => {
  it('[PX-70-003] a coupon of 10 % shows $144.90 each after discounts beside the $161.00 tier price and the $1,449.00 total', () => {
    show('1449.00');
    const row = screen.getByTestId('cart-line-0a9000000000001');
    expect(within(row).getByText('$144.90 each after discounts')).toBeTruthy();
    expect(within(row).getByText('$1,449.00')).toBeTruthy();
  });

  it('[PX-70-003] without a discount the line says nothing after discounts', () => {
    show('1610.00');
    expect(screen.queryByText(/after discounts/)).toBeNull();
  });
});

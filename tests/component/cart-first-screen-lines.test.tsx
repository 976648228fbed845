// @vitest-environment jsdom
// The cart page's lines on a big cart (PX-51-001): the first screen's lines come with the page's first
// commit and the rest in a later one; a row renders again only when its own line changes.
import { act, cleanup, render } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_FIRST_SCREEN_LINES, CART_PAGE_SIZE } from '../../machines/constants/cart-checkout.ts';
import * as quantityRule from '../../machines/pricing/quantity-rule.ts';
import { CartUi } from '../../src/cart/CartUi.tsx';
import type { CartController, CartLine } from '../../src/cart/useCartPage.ts';

// Counts the rows' renders: each CartLineUi render reads its line's quantity rule once.
vi.mock('../../machines/pricing/quantity-rule.ts', async (original) => {
  const actual = await original<typeof import('../../machines/pricing/quantity-rule.ts')>();
  return { ...actual, parseQuantityRule: vi.fn(actual.parseQuantityRule) };
});

afterEach(cleanup);

const line = (n: number): CartLine => ({
  cartId: '0a6000000000001',
  cartItemId: `0a9${String(n).padStart(12, '0')}`,
  productId: `01t${String(n).padStart(12, '0')}`,
  name: `Product ${n}`,
  type: 'Product',
  quantity: '10',
  currencyIsoCode: 'USD',
  salesPrice: '10.00',
  unitAdjustedPrice: '10.00',
  listPrice: '12.00',
  totalAmount: '100.00',
  totalPrice: '100.00',
  productDetails: { productId: `01t${String(n).padStart(12, '0')}`, name: `Product ${n}`, sku: `SKU-${n}`, purchaseQuantityRule: { minimum: '1', maximum: '500', increment: '1' } },
});

const noop = async () => undefined;
// As useCartPage's callbacks: the same functions from render to render.
const actions: CartController['actions'] = { retry: () => undefined, showMore: noop, changeQuantity: async (_line, quantity) => quantity, remove: noop, clear: noop, applyCoupon: noop, removeCoupon: noop };

function controller(lines: CartLine[], busy = false): CartController {
  return {
    allowed: true,
    settled: true,
    status: 'ready',
    lines,
    summary: { cartId: '0a6000000000001', currencyIsoCode: 'USD', totalProductCount: String(lines.length * 10), totalProductAmount: '2500.00', grandTotalAmount: '2500.00', taxType: 'Gross' } as CartController['summary'],
    coupons: [],
    messages: [],
    hasErrors: false,
    hasMore: false,
    busy,
    answeredProcessing: false,
    notice: undefined,
    taxType: 'Gross',
    actions,
  };
}

/** The page with a recorder of the number of cart rows in the document at each commit. */
function page(cart: CartController, commits: number[]): ReactNode {
  return (
    <MemoryRouter>
      <Profiler id="cart" onRender={() => commits.push(document.querySelectorAll('tr.cart-line').length)}>
        <CartUi cart={cart} locale="en-US" outOfStock={false} onClear={() => undefined} />
      </Profiler>
    </MemoryRouter>
  );
}

describe('the cart page on a big cart', () => {
  it(`[PX-51-001] a page of ${CART_PAGE_SIZE} lines commits the first ${CART_FIRST_SCREEN_LINES} with the page, then all of them`, async () => {
    const lines = Array.from({ length: CART_PAGE_SIZE }, (_, i) => line(i + 1));
    const commits: number[] = [];
    await act(async () => {
      render(page(controller(lines), commits));
    });
    expect(commits[0]).toBe(CART_FIRST_SCREEN_LINES);
    expect(commits.at(-1)).toBe(CART_PAGE_SIZE);
    // In the cart's order: the first screen is the newest lines, the rest follow them.
    expect([...document.querySelectorAll('tr.cart-line')].map((row) => row.getAttribute('data-testid'))).toEqual(lines.map((known) => `cart-line-${known.cartItemId}`));
  });

  it('[PX-51-001] a cart that fits the first screen commits whole at once', async () => {
    const commits: number[] = [];
    await act(async () => {
      render(page(controller([line(1), line(2), line(3)]), commits));
    });
    // Every commit (the first included) has all three.
    expect(commits.length).toBeGreaterThan(0);
    expect(commits.filter((rows) => rows !== 3)).toEqual([]);
  });

  it('[PX-51-001] a row renders again only when its own line changes, not at every busy flag of the page', async () => {
    const lines = Array.from({ length: CART_PAGE_SIZE }, (_, i) => line(i + 1));
    const renders = vi.mocked(quantityRule.parseQuantityRule);
    const commits: number[] = [];
    const view = render(page(controller(lines), commits));
    await act(async () => undefined);
    renders.mockClear();
    await act(async () => {
      view.rerender(page(controller(lines, true), commits));
    });
    expect(renders).not.toHaveBeenCalled();
    // One changed line (the server's answer to a quantity change) renders that row alone.
    const changed = lines.map((known, i) => (i === 3 ? { ...known, quantity: '12', totalAmount: '120.00' } : known));
    await act(async () => {
      view.rerender(page(controller(changed, true), commits));
    });
    expect(renders).toHaveBeenCalledTimes(1);
    expect(document.querySelector(`[data-testid="cart-line-${lines[3]!.cartItemId}"]`)?.textContent).toContain('$120.00');
  });
});

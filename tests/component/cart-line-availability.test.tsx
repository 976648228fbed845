// @vitest-environment jsdom
// The cart page's line availability (issue 14: "availability when inventory is enabled";
// PX-62-001..PX-62-005): read once for the page's lines with the product page's call, worded as the
// product page words it, a line whose quantity is more than is available says so, the server's stock
// message stays the authority, and nothing is read or shown when inventory is off.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_MESSAGE_TYPE_INVENTORY } from '../../machines/constants/cart-checkout.ts';
import { CartUi } from '../../src/cart/CartUi.tsx';
import type { CartController, CartLine as WireCartLine } from '../../src/cart/useCartPage.ts';
import { availabilityLabels, productLabels } from '../../src/labels/catalogue.ts';
import { renderCatalogue, type CartLine } from './catalogue-harness.tsx';

afterEach(cleanup);

// Fixture stock: 01t…001 1,240, 01t…003 35, 01t…004 0.
const CART: CartLine[] = [
  { cartItemId: '0a9000000000001', productId: '01t000000000001', quantity: 10 },
  { cartItemId: '0a9000000000002', productId: '01t000000000003', quantity: 40 },
  { cartItemId: '0a9000000000003', productId: '01t000000000004', quantity: 1 },
];
const SOURCE = { locationSourceId: '0ghWH0000000001', webStoreInventoryLocationSourceType: 'Location' };

const lineRow = (cartItemId: string) => screen.getByTestId(`cart-line-${cartItemId}`);
const inventoryReads = (server: ReturnType<typeof renderCatalogue>['server']) => server.requests.filter((request) => request.path.endsWith('/commerce/inventory/levels'));

describe('availability on the cart page with inventory enabled', () => {
  it('[PX-62-001][PX-62-003] one read for the page\'s products; each line in the product page\'s words; a quantity above the stock says how many are available', async () => {
    const { server } = renderCatalogue('/cart', { signedInAs: 'buyer@demo.test', cart: CART, settings: { inventoryConfiguration: { isInventoryEnabled: true, inventoryDefaultSource: SOURCE } } });
    await waitFor(() => expect(within(lineRow('0a9000000000001')).getByText(availabilityLabels.inStock(1240))).toBeTruthy());
    expect(within(lineRow('0a9000000000002')).getByText(productLabels.notEnoughStock(35))).toBeTruthy();
    expect(within(lineRow('0a9000000000003')).getByText(availabilityLabels.outOfStock)).toBeTruthy();
    const reads = inventoryReads(server);
    expect(reads).toHaveLength(1);
    expect(reads[0]!.query.get('products')?.split(',').sort()).toEqual(['01t000000000001', '01t000000000003', '01t000000000004']);
    expect(reads[0]!.query.get('locations')).toBe('0ghWH0000000001');
    // PX-62-003: the quantity field of the short line is described by what is available.
    const short = within(lineRow('0a9000000000002')).getByRole('textbox', { name: /^Quantity of/ });
    expect(short.getAttribute('aria-describedby')).toBe('line-stock-0a9000000000002');
    expect(document.getElementById('line-stock-0a9000000000002')?.textContent).toBe(productLabels.notEnoughStock(35));
  });

  it('[PX-62-005] the lines show before the read answers, each keeping the availability\'s room, filled in when it answers', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    renderCatalogue('/cart', { signedInAs: 'buyer@demo.test', cart: CART, holdUntil: { inventory: held }, settings: { inventoryConfiguration: { isInventoryEnabled: true, inventoryDefaultSource: SOURCE } } });
    const row = await screen.findByTestId('cart-line-0a9000000000001');
    const room = row.querySelector('.cart-line__availability');
    expect(room?.getAttribute('aria-hidden')).toBe('true');
    expect(room?.textContent).toBe('\u00a0');
    await act(async () => answer());
    await waitFor(() => expect(within(lineRow('0a9000000000001')).getByText(availabilityLabels.inStock(1240))).toBeTruthy());
    expect(lineRow('0a9000000000001').querySelectorAll('.cart-line__availability')).toHaveLength(1);
  });

  it('[PX-62-002] a failed read leaves the lines usable, their availability unknown', async () => {
    renderCatalogue('/cart', { signedInAs: 'buyer@demo.test', cart: CART, failReads: ['inventory'], settings: { inventoryConfiguration: { isInventoryEnabled: true, inventoryDefaultSource: SOURCE } } });
    await waitFor(() => expect(within(lineRow('0a9000000000002')).getByText(availabilityLabels.unknown)).toBeTruthy());
    expect(within(lineRow('0a9000000000002')).queryByText(productLabels.notEnoughStock(35))).toBeNull();
    expect(within(lineRow('0a9000000000002')).getByRole<HTMLInputElement>('textbox', { name: /^Quantity of/ }).value).toBe('40');
  });
});

describe('availability on the cart page with inventory disabled', () => {
  it('[PX-62-001] no read, no availability and no room kept when inventory is off or has no default source', async () => {
    for (const inventoryConfiguration of [{ isInventoryEnabled: false, inventoryDefaultSource: SOURCE }, { isInventoryEnabled: true, inventoryDefaultSource: { locationSourceId: '', webStoreInventoryLocationSourceType: 'Location' } }]) {
      const { server } = renderCatalogue('/cart', { signedInAs: 'buyer@demo.test', cart: CART, settings: { inventoryConfiguration } });
      const row = await screen.findByTestId('cart-line-0a9000000000002');
      expect(within(row).getByRole<HTMLInputElement>('textbox', { name: /^Quantity of/ }).value).toBe('40');
      // The page's reads have settled: the totals are in.
      await screen.findByTestId('totals');
      expect(inventoryReads(server)).toHaveLength(0);
      expect(document.querySelectorAll('.cart-line__availability')).toHaveLength(0);
      expect(screen.queryByText(productLabels.notEnoughStock(35))).toBeNull();
      cleanup();
    }
  });
});

describe('the server\'s stock message', () => {
  const line: WireCartLine = {
    cartId: '0a6000000000001', cartItemId: '0a9000000000002', productId: '01t000000000003', name: 'Cortexa 32-Channel EEG Electrode Cap, Small', type: 'Product', quantity: '40.0', currencyIsoCode: 'USD',
    salesPrice: '519.00', unitAdjustedPrice: '519.00', listPrice: '545.00', totalPrice: '20760.00',
    productDetails: { productId: '01t000000000003', name: 'Cortexa 32-Channel EEG Electrode Cap, Small', sku: 'KRM-NEU-EEG-2001-S', purchaseQuantityRule: { minimum: '1', maximum: '500', increment: '1' } },
  };
  const noop = async () => undefined;
  const cart = (messages: CartController['messages']): CartController => ({
    allowed: true, settled: true, status: 'ready', lines: [line], coupons: [], messages, hasErrors: messages.length > 0, hasMore: false, busy: false, answeredProcessing: false, notice: undefined, taxType: 'Gross',
    summary: { cartId: '0a6000000000001', currencyIsoCode: 'USD', totalProductCount: '40', totalProductAmount: '20760.00', grandTotalAmount: '20760.00' } as CartController['summary'],
    actions: { retry: () => undefined, showMore: noop, changeQuantity: async (_line, quantity) => quantity, remove: noop, clear: noop, applyCoupon: noop, removeCoupon: noop },
  });
  const stock = { reads: true, byProduct: { '01t000000000003': { status: 'inStock', available: 35 } as const } };

  it('[PX-62-004] with INSUFFICIENT_INVENTORY for the line, the line shows the server\'s message and its status, not its own comparison', () => {
    const serverMessage = 'Cortexa 32-Channel EEG Electrode Cap, Small: only 30 are available.';
    render(
      <MemoryRouter>
        <CartUi cart={cart([{ type: CART_MESSAGE_TYPE_INVENTORY, message: serverMessage, severity: 'Error' } as CartController['messages'][number]])} locale="en-US" outOfStock={false} onClear={() => undefined} stock={stock} />
      </MemoryRouter>,
    );
    const row = lineRow('0a9000000000002');
    expect(within(row).getByText(serverMessage)).toBeTruthy();
    expect(within(row).getByText(availabilityLabels.inStock(35))).toBeTruthy();
    expect(within(row).queryByText(productLabels.notEnoughStock(35))).toBeNull();
    cleanup();
    render(
      <MemoryRouter>
        <CartUi cart={cart([])} locale="en-US" outOfStock={false} onClear={() => undefined} stock={stock} />
      </MemoryRouter>,
    );
    expect(within(lineRow('0a9000000000002')).getByText(productLabels.notEnoughStock(35))).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import QuickOrderPage from '../../src/quick-order/QuickOrderPage.tsx';
import { PreviewFrame, previewStore, recordingEnvironment, rileySession, WEBSTORE_PATH } from './preview-store.tsx';

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

const catalogue: Record<string, object> = {
  'krm-neu-eeg-1001': { id: '01t000000000001', sku: 'KRM-NEU-EEG-1001', name: 'Cortexa Cup Electrodes', success: true, productClass: 'Simple', prices: { unitPrice: '172.00', success: true }, purchaseQuantityRule: { minimum: '1', maximum: '500', increment: '1' } },
  'krm-sen-tym-3001': { id: '01t000000000005', sku: 'KRM-SEN-TYM-3001', name: 'Aurisense Probe Tips', success: true, productClass: 'Simple', prices: { unitPrice: '58.50', success: true }, purchaseQuantityRule: { minimum: '2', maximum: '200', increment: '2' } },
};

type QuickOrderAnswer = (items: Array<{ sku: string; quantity: string }>) => unknown;
const allAdded: QuickOrderAnswer = (items) => ({ results: items.map((item) => ({ sku: item.sku, productId: '01t000000000001', cartItemId: '0a9000000000001', status: 'Added' })) });

function setup(session = rileySession, answer: QuickOrderAnswer = allAdded) {
  const batches: unknown[] = [];
  const { store } = previewStore({
    session,
    routes: {
      [`GET ${WEBSTORE_PATH}/products`]: (request) => {
        const skus = new URL(request.url).searchParams.getAll('skus').flatMap((value) => value.split(','));
        const products = skus.map((sku) => catalogue[sku.toLowerCase()]).filter(Boolean);
        return { products, total: products.length };
      },
      [`POST ${WEBSTORE_PATH}/carts/current/actions/quick-order`]: async (request) => {
        const body = (await request.json()) as { items: Array<{ sku: string; quantity: string }> };
        batches.push(body);
        return answer(body.items);
      },
    },
  });
  const user = userEvent.setup();
  render(
    <PreviewFrame store={store} environment={recordingEnvironment()} initialPath="/quick-order">
      <QuickOrderPage />
    </PreviewFrame>,
  );
  return { user, batches };
}

describe('quick-order page', () => {
  it('[PX-18-002][PX-70-006] a typed SKU shows its product and price; an unknown one is marked on its row with what to do', async () => {
    const { user } = setup();
    expect(screen.getAllByTestId('quick-order-row')).toHaveLength(5);
    await user.type(screen.getByRole('textbox', { name: 'SKU, row 1' }), 'krm-neu-eeg-1001');
    await user.type(screen.getByRole('textbox', { name: 'SKU, row 2' }), 'NOPE-1');
    const [first, second] = screen.getAllByTestId('quick-order-row');
    expect(await within(first!).findByRole('link', { name: 'Cortexa Cup Electrodes' })).toBeTruthy();
    expect(within(first!).getByText(/\$172\.00/)).toBeTruthy();
    expect(await within(second!).findByText('Unknown SKU')).toBeTruthy();
    const help = within(second!).getByText('Check the SKU against your last order or invoice, or search the store for the product; this row is not added.');
    // Read with the field it is about.
    expect(help.closest('[id]')!.id).toBe(within(second!).getByRole('textbox', { name: 'SKU, row 2' }).getAttribute('aria-describedby'));
    expect(within(first!).queryByText(/Check the SKU/)).toBeNull();
    expect(within(second!).getByRole('textbox', { name: 'SKU, row 2' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('[PX-18-003][PX-18-004][PX-18-005][PX-70-007][SH-1-006][SH-2-018] a pasted list is previewed on the rows with its bad line, then added in one call', async () => {
    const { user, batches } = setup();
    await user.type(screen.getByLabelText('SKUs and quantities'), 'KRM-SEN-TYM-3001 5{Enter}oops 1 2{Enter}KRM-NEU-EEG-1001,2');
    await user.click(screen.getByRole('button', { name: 'Check the list' }));
    expect(screen.getByText('Line 2 (oops 1 2): Expected a SKU and a quantity only.')).toBeTruthy();
    expect(await screen.findByText("Quantity changed from 5 to 4 to follow the product's purchase quantity rule.")).toBeTruthy();
    expect(await screen.findByText('2 products ready to add')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Items has been added to the cart Successfully.')).toBeTruthy();
    expect(batches).toEqual([{ items: [{ sku: 'KRM-SEN-TYM-3001', quantity: '4' }, { sku: 'KRM-NEU-EEG-1001', quantity: '2' }] }]);
    // PX-70-007: told once, by the toast; the page adds no second success message.
    expect(screen.queryByText(/added to your cart/)).toBeNull();
    expect(screen.getAllByText('Items has been added to the cart Successfully.')).toHaveLength(1);
  });

  it('[PX-18-005][CC-8-030] a line the store refuses stays on its row with the reason and the failure toast; a call that fails keeps every row', async () => {
    let reachable = true;
    const { user, batches } = setup(rileySession, (items) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return {
        results: items.map((item) =>
          item.sku === 'KRM-SEN-TYM-3001'
            ? { sku: item.sku, productId: '01t000000000005', status: 'Invalid', message: 'Only 2 are available.' }
            : { sku: item.sku, productId: '01t000000000001', cartItemId: '0a9000000000001', status: 'Added' },
        ),
      };
    });
    await user.type(screen.getByLabelText('SKUs and quantities'), 'KRM-SEN-TYM-3001,4{Enter}KRM-NEU-EEG-1001,2');
    await user.click(screen.getByRole('button', { name: 'Check the list' }));
    expect(await screen.findByText('2 products ready to add')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const failed = await screen.findByRole('region', { name: '1 product could not be added' });
    expect(failed.textContent).toContain('KRM-SEN-TYM-3001: Only 2 are available.');
    // CC-8-030: the success toast for the added product and the storefront's failure toast beside it.
    expect(await screen.findByText('Items has been added to the cart Successfully.')).toBeTruthy();
    expect(screen.getByText('Sorry! Failed to add Items to the cart.')).toBeTruthy();
    expect(screen.getByText('1 product could not be added; the reasons are on the page.')).toBeTruthy();
    // The refused line stays on its row; the added one left.
    expect((screen.getByRole('textbox', { name: 'SKU, row 1' }) as HTMLInputElement).value).toBe('KRM-SEN-TYM-3001');
    expect(screen.getAllByRole('textbox', { name: /^SKU, row/ }).map((input) => (input as HTMLInputElement).value)).not.toContain('KRM-NEU-EEG-1001');
    reachable = false;
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Nothing was added: the cart could not be reached. Your rows are kept; try again.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'SKU, row 1' }) as HTMLInputElement).value).toBe('KRM-SEN-TYM-3001');
    expect(batches).toHaveLength(2);
  });

  it('[PX-18-002] more rows come five at a time up to 100, then the page says a quick order holds at most 100 products', async () => {
    const { user } = setup();
    for (let rows = 5; rows < 100; rows += 5) {
      expect(screen.getAllByTestId('quick-order-row')).toHaveLength(rows);
      await user.click(screen.getByRole('button', { name: 'Add 5 more rows' }));
    }
    expect(screen.getAllByTestId('quick-order-row')).toHaveLength(100);
    expect(screen.queryByRole('button', { name: 'Add 5 more rows' })).toBeNull();
    expect(screen.getByText('A quick order holds at most 100 products.')).toBeTruthy();
  });

  it('[PX-18-002] a guest is asked to sign in', () => {
    setup({ guestUser: true });
    expect(screen.getByTestId('sign-in-prompt').textContent).toContain('Sign in to order by SKU');
    expect(screen.queryByTestId('quick-order-row')).toBeNull();
  });
});

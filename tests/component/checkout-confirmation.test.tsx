// @vitest-environment jsdom
// The order confirmation's way on (PX-34-001): a signed-in buyer is linked to the order's details page
// (shipments, tracking, invoices); a guest, who has no order history, gets 'Continue shopping' alone.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmationUi, type OrderDetail } from '../../src/checkout/ConfirmationUi.tsx';

afterEach(cleanup);

const ORDER: OrderDetail = {
  orderSummaryId: '1Os000000000101', orderNumber: 'KRM-100101', status: 'Created', ownerId: '005000000000001', accountId: '001000000000001', currencyIsoCode: 'USD',
  createdDate: '2026-11-26T00:00:00.000Z', orderedDate: '2026-11-26T00:00:00.000Z', poNumber: 'PO-LNA-7001',
  paymentMethod: { type: 'PurchaseOrder', purchaseOrderFileName: 'PO-LNA-7001.pdf' },
  subtotal: '344.00', freight: '18.00', tax: '0.00', totalAmount: '362.00',
  billTo: { addressId: null, name: 'Lakeshore', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' },
  shipTo: { addressId: null, name: 'Lakeshore', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' },
  items: [],
};

describe('the confirmation', () => {
  it('[PX-34-001] links a signed-in buyer to the order details page given, next to Continue shopping', () => {
    render(
      <MemoryRouter>
        <ConfirmationUi order={ORDER} shipments={[]} locale="en-US" orderLink="/orders/KRM-100101" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'View order details' }).getAttribute('href')).toBe('/orders/KRM-100101');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('[PX-34-001] without an order link (a guest) offers Continue shopping alone', () => {
    render(
      <MemoryRouter>
        <ConfirmationUi order={ORDER} shipments={[]} locale="en-US" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'View order details' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
  });

  it("[PX-60-001] shows each line's quantity as a number in the buyer's locale, not the wire's '1200.0'", () => {
    const items = [{ orderItemSummaryId: '10u000000000001', productId: '01t000000000001', sku: 'KRM-NEU-EEG-1001', description: 'Cortexa Cup Electrodes', quantity: '1200.0', unitPrice: '172.00', priceEach: '149.00', totalPrice: '178800.00', unitOfMeasure: 'Pack' }];
    render(
      <MemoryRouter>
        <ConfirmationUi order={{ ...ORDER, items }} shipments={[]} locale="en-US" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Qty 1,200')).toBeTruthy();
    expect(screen.queryByText(/Qty 1200\.0/)).toBeNull();
  });

  it("[PX-60-003] the tax line reads as the review's: included in prices in a Gross store, the amount alone in a Net one", () => {
    const order = { ...ORDER, tax: '21.76' };
    const taxOf = () => within(screen.getByText('Tax').parentElement!).getByText(/\$21\.76/).textContent;
    const { unmount } = render(
      <MemoryRouter>
        <ConfirmationUi order={order} shipments={[]} locale="en-US" taxType="Gross" />
      </MemoryRouter>,
    );
    expect(taxOf()).toBe('$21.76 (included in prices)');
    unmount();
    render(
      <MemoryRouter>
        <ConfirmationUi order={order} shipments={[]} locale="en-US" taxType="Net" />
      </MemoryRouter>,
    );
    expect(taxOf()).toBe('$21.76');
  });
});

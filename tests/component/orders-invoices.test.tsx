// @vitest-environment jsdom
// The order history, order details and invoices views from props: links, empty states, the
// specification's messages, tracking links and what Buy again reports.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_INVOICES_MESSAGE, NO_ORDER_INVOICES_MESSAGE, NO_SHIPMENTS_MESSAGE } from '../../machines/constants/orders.ts';
import { encodeOrderFilters, NO_ORDER_FILTERS } from '../../machines/orders/order-filters.ts';
import { InvoicesUi } from '../../src/invoices/InvoicesUi.tsx';
import { OrdersUi, type OrderSummary } from '../../src/orders/OrdersUi.tsx';
import { OrderUi, type OrderDetail, type Shipment } from '../../src/orders/OrderUi.tsx';
import { Pager, useCanonicalPage } from '../../src/orders/Pager.tsx';
import type { Invoice } from '../../src/orders/InvoiceRowsUi.tsx';

afterEach(cleanup);

const ADDRESS = { addressId: null, name: 'Lakeshore Neurology Associates', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', phoneNumber: null };
const SUMMARY: OrderSummary = {
  orderSummaryId: '1Os000000000001', orderNumber: 'KRM-100001', status: 'Shipped', ownerId: '005000000000001', accountId: '001000000000001', currencyIsoCode: 'USD',
  createdDate: '2026-09-08T14:32:00.000Z', orderedDate: '2026-09-08T14:32:00.000Z', poNumber: 'PO-LNA-4471',
  paymentMethod: { type: 'PurchaseOrder', purchaseOrderFileName: 'PO-LNA-4471.pdf' }, subtotal: '2650.00', freight: '18.00', tax: '246.37', totalAmount: '2668.00',
  billTo: ADDRESS, shipTo: ADDRESS, shippingInstructions: 'Rear dock', attentionTo: 'Dana Okafor',
};
const ORDER: OrderDetail = {
  ...SUMMARY,
  items: [{ orderItemSummaryId: '10u000000000001', productId: '01t000000000001', sku: 'KRM-NEU-EEG-1001', description: 'Cortexa Cup Electrodes', quantity: '10.0', unitPrice: '172.00', priceEach: '161.00', totalPrice: '1610.00', unitOfMeasure: 'Pack' }],
};
const SHIPMENT: Shipment = {
  shipmentId: '0OS000000000001', shipmentNumber: 'SHP-300001', status: 'Delivered', carrier: 'Ridgeline Parcel', trackingNumber: 'RLP587718620001',
  trackingUrl: 'https://track.ridgelineparcel.example/t/RLP587718620001', shippedDate: '2026-09-09T14:32:00.000Z', estimatedDeliveryDate: null, deliveredDate: '2026-09-14T14:32:00.000Z', items: [],
};
const INVOICE: Invoice = {
  invoiceId: '3tt000000000001', invoiceNumber: 'INV-200001', invoiceDate: '2026-09-09', orderSummaryId: '1Os000000000001', orderNumber: 'KRM-100001',
  status: 'Paid', totalAmount: '2668.00', balance: '0.00', currencyIsoCode: 'USD', dueDate: '2026-10-09',
};
const noop = () => undefined;
const ordersProps = { filters: NO_ORDER_FILTERS, statuses: [{ apiName: 'Delivered', displayValue: 'Delivered' }], status: 'ready' as const, locale: 'en-US', onFilter: noop, onClear: noop, onRetry: noop };
const orderProps = { order: ORDER, shipments: [SHIPMENT], invoices: [INVOICE], locale: 'en-US', reorder: { state: 'idle' as const, outcome: undefined }, onReorder: noop, onPoFile: noop, poFileFailed: false, onInvoice: noop, failedInvoice: undefined };

describe('order history', () => {
  it('[SH-2-011][SH-3-015] lists number (linking to the order), date, PO number, status and total', () => {
    render(<MemoryRouter><OrdersUi {...ordersProps} orders={[SUMMARY]} filtered={false} /></MemoryRouter>);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'KRM-100001' }).getAttribute('href')).toBe('/orders/KRM-100001');
    expect(row.textContent).toContain('Sep 8, 2026');
    expect(row.textContent).toContain('PO-LNA-4471');
    expect(row.textContent).toContain('$2,668.00');
  });

  it('[PX-15-001][SH-3-041] offers the application context statuses and sends the filters the form holds', async () => {
    const user = userEvent.setup();
    const onFilter = vi.fn();
    render(<MemoryRouter><OrdersUi {...ordersProps} onFilter={onFilter} orders={[]} filtered={false} /></MemoryRouter>);
    expect(screen.getByRole('status').textContent).toBe('You have not placed any orders yet.');
    await user.type(screen.getByLabelText('Order number, PO number or SKU'), ' KRM-NEU ');
    await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onFilter).toHaveBeenCalledWith({ text: 'KRM-NEU', status: 'Delivered', from: '', to: '' });
    cleanup();
    render(<MemoryRouter><OrdersUi {...ordersProps} orders={[]} filtered /></MemoryRouter>);
    expect(screen.getByRole('status').textContent).toBe('No orders match these filters.');
  });
});

describe('order details', () => {
  it('[SH-3-016][SH-3-017][SH-3-019][SH-3-020][PX-15-004] shows the items, totals, addresses and a tracking link that opens the carrier in a new window', () => {
    render(<MemoryRouter><OrderUi {...orderProps} /></MemoryRouter>);
    const link = screen.getByRole('link', { name: 'RLP587718620001, track with Ridgeline Parcel (opens in a new window)' });
    expect(link.getAttribute('href')).toBe(SHIPMENT.trackingUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('order-totals').textContent).toContain('$2,668.00');
    expect(screen.getByText('Dana Okafor')).toBeTruthy();
    expect(screen.getByText('Rear dock')).toBeTruthy();
    const item = screen.getByRole('row', { name: /KRM-NEU-EEG-1001/ });
    expect(item.textContent).toContain('$172.00');
    expect(item.textContent).toContain('$161.00');
    expect(item.textContent).toContain('$1,610.00');
    expect(screen.queryByText(NO_SHIPMENTS_MESSAGE)).toBeNull();
  });

  it('[PX-21-002] a split shipment shows each delivery with its own address, method, expected date and lines; one delivery shows the ship-to address', () => {
    const milwaukee = { ...ADDRESS, name: 'Lakeshore Sleep Lab', street: '777 N Van Buren St', city: 'Milwaukee', region: 'WI', postalCode: '53202' };
    const tips = { orderItemSummaryId: '10u000000000002', productId: '01t000000000005', sku: 'KRM-SEN-TYM-3001', description: 'Aurisense Probe Tips', quantity: '4.0', unitPrice: '58.50', priceEach: '58.50', totalPrice: '234.00', unitOfMeasure: 'Box' };
    const ground = { id: '2Dm000000000001', name: 'Ground', description: '3–5 business days' };
    const line = (item: typeof tips) => ({ orderItemSummaryId: item.orderItemSummaryId, sku: item.sku, description: item.description, quantity: item.quantity });
    const split: OrderDetail = {
      ...ORDER, items: [...ORDER.items, tips],
      deliveryGroups: [
        { orderDeliveryGroupSummaryId: '0ag000000000001', deliverToAddress: ADDRESS, deliveryMethod: ground, expectedDeliveryDate: '2026-09-13', lineItems: [line(ORDER.items[0]!)] },
        { orderDeliveryGroupSummaryId: '0ag000000000002', deliverToAddress: milwaukee, deliveryMethod: ground, expectedDeliveryDate: '2026-09-14', lineItems: [line(tips)] },
      ],
    };
    const { unmount } = render(<MemoryRouter><OrderUi {...orderProps} order={split} /></MemoryRouter>);
    const deliveries = screen.getAllByTestId('order-delivery');
    expect(deliveries).toHaveLength(2);
    expect(within(deliveries[0]!).getByRole('heading', { level: 3, name: 'Delivery 1 of 2' })).toBeTruthy();
    expect(deliveries[0]!.textContent).toContain('1420 Harbor View Drive');
    expect(deliveries[0]!.textContent).toContain('Ground (3–5 business days)');
    expect(deliveries[0]!.textContent).toContain('Expected by Sep 13, 2026');
    expect(within(deliveries[0]!).getByRole('list', { name: 'Items of delivery 1' }).textContent).toBe('Cortexa Cup Electrodes (KRM-NEU-EEG-1001) × 10');
    expect(deliveries[1]!.textContent).toContain('777 N Van Buren St, Milwaukee WI 53202');
    expect(within(deliveries[1]!).getByRole('list', { name: 'Items of delivery 2' }).textContent).toBe('Aurisense Probe Tips (KRM-SEN-TYM-3001) × 4');
    unmount();
    // Without delivery groups (a server that does not send them): the ship-to address, no per-delivery lines.
    render(<MemoryRouter><OrderUi {...orderProps} /></MemoryRouter>);
    const [only, ...others] = screen.getAllByTestId('order-delivery');
    expect(others).toHaveLength(0);
    expect(only!.textContent).toContain('Ship to: Lakeshore Neurology Associates, 1420 Harbor View Drive');
    expect(within(only!).queryByRole('list')).toBeNull();
  });

  it('[SH-8-008][SH-8-007][SH-3-021] says when nothing has shipped or been invoiced yet, and shows a card by brand and last four', () => {
    const card = { ...ORDER, poNumber: null, paymentMethod: { type: 'CreditCard' as const, brand: 'Visa', lastFour: '1111' } };
    render(<MemoryRouter><OrderUi {...orderProps} order={card} shipments={[]} invoices={[]} /></MemoryRouter>);
    expect(screen.getByText(NO_SHIPMENTS_MESSAGE)).toBeTruthy();
    expect(screen.getByText(NO_ORDER_INVOICES_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Visa ending in 1111')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download purchase order/ })).toBeNull();
  });

  it('[PX-15-005] Buy again names each line not added and why, and links to the cart', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    const outcome = {
      added: [{ productId: '01t000000000001', sku: 'KRM-NEU-EEG-1001', description: 'Cortexa Cup Electrodes', quantity: 10 }],
      refused: [
        { sku: 'KRM-OLD-1', description: 'Old probe', reason: 'notSold' as const },
        { sku: 'KRM-TIP-2', description: 'Probe tips', reason: 'quantityRule' as const, detail: 'Probe tips: enter a quantity in increments of 2.' },
      ],
    };
    render(<MemoryRouter><OrderUi {...orderProps} onReorder={onReorder} reorder={{ state: 'done', outcome }} /></MemoryRouter>);
    await user.click(screen.getByRole('button', { name: 'Buy again' }));
    expect(onReorder).toHaveBeenCalledTimes(1);
    const refused = screen.getAllByTestId('reorder-refused').map((item) => item.textContent);
    expect(refused).toEqual(['Old probe (KRM-OLD-1): no longer sold', 'Probe tips (KRM-TIP-2): its quantity breaks the product’s quantity rule (Probe tips: enter a quantity in increments of 2.)']);
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
  });
});

describe('invoices', () => {
  it('[SH-8-006][PX-15-007] says "You don\'t have any Invoices" when the account has none, another message when the dates hold none', () => {
    const props = { status: 'ready' as const, locale: 'en-US', onFilter: noop, onClear: noop, onRetry: noop, onDownload: noop, failedInvoice: undefined };
    render(<MemoryRouter><InvoicesUi {...props} range={{ from: '', to: '' }} invoices={[]} /></MemoryRouter>);
    expect(screen.getByRole('status').textContent).toBe(NO_INVOICES_MESSAGE);
    cleanup();
    render(<MemoryRouter><InvoicesUi {...props} range={{ from: '2001-01-01', to: '' }} invoices={[]} /></MemoryRouter>);
    expect(screen.getByRole('status').textContent).toBe('No invoices in these dates.');
  });

  it('[PX-15-003][PX-15-007][SH-3-023] lists number, date, order, total, status and due date, and downloads the PDF', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    render(<MemoryRouter><InvoicesUi status="ready" locale="en-US" onFilter={noop} onClear={noop} onRetry={noop} onDownload={onDownload} failedInvoice="INV-200001" range={{ from: '', to: '' }} invoices={[INVOICE]} /></MemoryRouter>);
    const row = screen.getByRole('row', { name: /INV-200001/ });
    expect(within(row).getByRole('link', { name: 'KRM-100001' }).getAttribute('href')).toBe('/orders/KRM-100001');
    for (const text of ['Sep 9, 2026', '$2,668.00', 'Paid', 'Oct 9, 2026']) expect(row.textContent).toContain(text);
    await user.click(within(row).getByRole('button', { name: 'Download invoice INV-200001 (PDF)' }));
    expect(onDownload).toHaveBeenCalledWith(INVOICE);
    expect(screen.getByRole('alert').textContent).toBe('Invoice INV-200001 could not be downloaded. Try again.');
  });
});

describe('paging from a pasted address', () => {
  function PagerAt({ previousToken }: { previousToken: string | null }) {
    return <Pager current="40" next="60" previousToken={previousToken} search={(page) => encodeOrderFilters({ ...NO_ORDER_FILTERS, page }).toString()} />;
  }

  it('[PX-23-004][PX-15-006] a page opened from its address goes back by the server\'s previous token; the history\'s own trail wins when there is one', () => {
    const { unmount } = render(<MemoryRouter initialEntries={['/orders?page=40']}><PagerAt previousToken="20" /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/orders?page=20');
    expect(screen.getByRole('link', { name: 'First page' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/orders?page=60');
    unmount();
    // Reached by Next from page 25 (a shorter page size earlier): Back to where the buyer came from.
    render(<MemoryRouter initialEntries={[{ pathname: '/orders', search: '?page=40', state: { previous: ['', '25'] } }]}><PagerAt previousToken="20" /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/orders?page=25');
  });

  it('[PX-32-001] the second page\'s Previous goes to the first page\'s own address, never ?page=0', () => {
    const second = (state?: { previous: string[] }) => (
      <MemoryRouter initialEntries={[{ pathname: '/orders', search: '?page=20', state }]}>
        <Pager current="20" next="40" previousToken="0" search={(page) => encodeOrderFilters({ ...NO_ORDER_FILTERS, status: 'Shipped', page }).toString()} />
      </MemoryRouter>
    );
    const { unmount } = render(second());
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/orders?status=Shipped');
    expect(screen.getByRole('link', { name: 'First page' }).getAttribute('href')).toBe('/orders?status=Shipped');
    unmount();
    // Reached by Next from the first page: the trail holds the first page's '' and Previous still shows.
    render(second({ previous: [''] }));
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/orders?status=Shipped');
  });

  it('[PX-32-001] an address with page 0, a negative or a non-numeric page is replaced by the canonical one, other filters kept', async () => {
    function Where() {
      useCanonicalPage();
      const location = useLocation();
      return <output>{location.search}</output>;
    }
    for (const [from, to] of [['?status=Shipped&page=0', '?status=Shipped'], ['?page=-20', ''], ['?page=abc&q=EEG', '?q=EEG'], ['?page=0040', '?page=40']] as const) {
      const { unmount } = render(<MemoryRouter initialEntries={[`/orders${from}`]}><Where /></MemoryRouter>);
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(to));
      unmount();
    }
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import DashboardPage from '../../src/dashboard/DashboardPage.tsx';
import { PreviewFrame, previewStore, recordingEnvironment, rileySession, WEBSTORE_PATH, type RouteHandler } from './preview-store.tsx';

afterEach(cleanup);

const order = { orderSummaryId: '1Os000000000001', orderNumber: 'KRM-100004', status: 'Shipped', orderedDate: '2026-11-02T10:00:00.000Z', totalAmount: '1271.55', currencyIsoCode: 'USD' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(routes: Record<string, RouteHandler>) {
  const { store } = previewStore({ session: rileySession, routes });
  render(
    <PreviewFrame store={store} environment={recordingEnvironment()} initialPath="/dashboard">
      <DashboardPage />
    </PreviewFrame>,
  );
}

describe('dashboard page', () => {
  it('[PX-18-010][PX-18-011][SH-1-011][SH-2-017] shows each part; a failed part says so while the others show; a refused review queue leaves approvals out', async () => {
    setup({
      [`GET ${WEBSTORE_PATH}/order-summaries`]: () => ({ count: 1, orderSummaries: [order] }),
      [`GET ${WEBSTORE_PATH}/purchase-order-approvals`]: () => json(403, [{ errorCode: 'INSUFFICIENT_ACCESS', message: 'Only purchase-order approvers of this account can review purchase orders.' }]),
      [`GET ${WEBSTORE_PATH}/recurring-orders`]: () => json(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'Fault' }]),
      [`GET ${WEBSTORE_PATH}/invoices`]: () => ({
        count: 2,
        invoices: [
          { invoiceId: '1', invoiceNumber: 'INV-200002', invoiceDate: '2026-10-27', orderSummaryId: '1', orderNumber: 'KRM-100004', status: 'Overdue', totalAmount: '100.00', balance: '100.00', currencyIsoCode: 'USD', dueDate: '2026-11-01' },
          { invoiceId: '2', invoiceNumber: 'INV-200003', invoiceDate: '2026-10-27', orderSummaryId: '1', orderNumber: 'KRM-100004', status: 'Open', totalAmount: '20.50', balance: '20.50', currencyIsoCode: 'USD', dueDate: '2026-12-01' },
        ],
        nextPageToken: null,
      }),
    });
    const orders = await screen.findByRole('region', { name: 'Recent orders' });
    expect(await within(orders).findByRole('link', { name: 'Order KRM-100004' })).toBeTruthy();
    expect(within(orders).getByText('Shipped')).toBeTruthy();
    expect((await screen.findByTestId('dashboard-owed')).textContent).toBe('$120.50');
    expect(screen.getByText('2 open invoices, 1 overdue')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Next standing-order shipments' })).getByRole('alert').textContent).toContain('could not be loaded');
    expect(screen.queryByRole('region', { name: 'Waiting for your approval' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Quick order' }).getAttribute('href')).toBe('/quick-order');
  });

  it('[PX-18-010] a guest is asked to sign in', () => {
    const { store } = previewStore({ session: { guestUser: true } });
    render(
      <PreviewFrame store={store} environment={recordingEnvironment()} initialPath="/dashboard">
        <DashboardPage />
      </PreviewFrame>,
    );
    expect(screen.getByTestId('sign-in-prompt')).toBeTruthy();
  });
  it('[PX-32-002][PX-18-012][PX-70-008] a standing order of several products is named by its first product and how many more, without the first one\'s quantity', async () => {
    const summary = { status: 'Active', sku: 'KRM-NEU-EEG-1001', unitOfMeasure: 'Pack', frequency: { interval: 4, unit: 'Weeks' }, startDate: '2026-11-01', endDate: null, amountPerOrder: '100.00', currencyIsoCode: 'USD', productId: '01t000000000001' };
    setup({
      [`GET ${WEBSTORE_PATH}/order-summaries`]: () => ({ count: 0, orderSummaries: [] }),
      [`GET ${WEBSTORE_PATH}/purchase-order-approvals`]: () => json(403, [{ errorCode: 'INSUFFICIENT_ACCESS', message: 'Only purchase-order approvers of this account can review purchase orders.' }]),
      [`GET ${WEBSTORE_PATH}/invoices`]: () => ({ count: 0, invoices: [], nextPageToken: null }),
      [`GET ${WEBSTORE_PATH}/recurring-orders`]: () => ({
        count: 2,
        nextPageToken: null,
        items: [
          { ...summary, recurringOrderId: 'a0R000000000011', productName: 'Cup Electrodes', quantity: '10.0', numberOfScheduledProducts: 3, nextOrderDate: '2026-12-01' },
          { ...summary, recurringOrderId: 'a0R000000000012', productName: 'Probe Tips', quantity: '4.0', numberOfScheduledProducts: 1, nextOrderDate: '2026-12-02' },
        ],
      }),
    });
    const shipments = await screen.findByRole('region', { name: 'Next standing-order shipments' });
    const several = await within(shipments).findByRole('link', { name: 'Cup Electrodes and 2 more products' });
    expect(several.closest('li')!.textContent).not.toContain('10.0');
    expect(within(shipments).getByRole('link', { name: 'Probe Tips' }).closest('li')!.textContent).toContain('4 Pack,');
  });

  it('[PX-69-002] staff signed in without a buyer account read none of the buyer parts and see no failure, only the registrations to review', async () => {
    const asked: string[] = [];
    const refuse = (name: string) => () => {
      asked.push(name);
      return json(403, [{ errorCode: 'INSUFFICIENT_ACCESS', message: 'No account.' }]);
    };
    const reviewer = { guestUser: false, accountId: '000000000000000', accountName: null, userId: '005000000000011', userName: 'reviewer@demo.test', profile: { firstName: 'Avery', lastName: 'Lund', userName: 'reviewer@demo.test', email: 'reviewer@demo.test' }, buyerGroups: [], effectiveAccountId: null };
    const { store } = previewStore({
      session: reviewer,
      routes: {
        [`GET ${WEBSTORE_PATH}/order-summaries`]: refuse('orders'),
        [`GET ${WEBSTORE_PATH}/purchase-order-approvals`]: refuse('approvals'),
        [`GET ${WEBSTORE_PATH}/recurring-orders`]: refuse('standing orders'),
        [`GET ${WEBSTORE_PATH}/invoices`]: refuse('invoices'),
      },
    });
    render(
      <PreviewFrame store={store} environment={recordingEnvironment()} initialPath="/dashboard">
        <DashboardPage />
      </PreviewFrame>,
    );
    expect((await screen.findByRole('link', { name: 'Registrations to review' })).getAttribute('href')).toBe('/registrations');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent orders' })).toBeNull();
  });
});

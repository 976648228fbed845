import { describe, expect, it, vi } from 'vitest';
import { loadDashboard, nextShipments, openInvoices, type DashboardApis } from '../../../machines/dashboard/dashboard.ts';
import type { Wire } from '../../../machines/wire.ts';

const invoice = (id: string, status: 'Open' | 'Paid' | 'Overdue', balance: string, dueDate: string, currencyIsoCode: 'USD' | 'EUR' = 'USD'): Wire['Invoice'] => ({
  invoiceId: id, invoiceNumber: `INV-${id}`, invoiceDate: '2026-10-01', orderSummaryId: '1Os000000000001', orderNumber: 'KRM-100001', status, totalAmount: balance, balance, currencyIsoCode, dueDate,
});

const standing = (id: string, status: 'Active' | 'Paused' | 'Cancelled', nextOrderDate: string | null) =>
  ({ recurringOrderId: id, status, nextOrderDate, productId: '01t000000000001', productName: id, sku: 'S', quantity: '1', unitOfMeasure: 'Box', frequency: { interval: 1, unit: 'Months' }, startDate: '2026-01-01', endDate: null, amountPerOrder: '1.00', currencyIsoCode: 'USD' }) as Wire['RecurringOrderSummary'];

describe('dashboard', () => {
  it('[PX-18-011] open invoices: Open and Overdue with a balance, totals by currency, overdue counted, soonest due first', () => {
    const open = openInvoices([
      invoice('1', 'Open', '100.10', '2026-12-20'),
      invoice('2', 'Paid', '0.00', '2026-10-01'),
      invoice('3', 'Overdue', '49.95', '2026-11-01'),
      invoice('4', 'Open', '0.00', '2026-12-01'),
      invoice('5', 'Open', '10.00', '2026-12-05', 'EUR'),
    ]);
    expect(open.count).toBe(3);
    expect(open.overdue).toBe(1);
    expect(open.totals).toEqual([{ currencyIsoCode: 'USD', amount: '150.05' }, { currencyIsoCode: 'EUR', amount: '10.00' }]);
    expect(open.first.map((entry) => entry.invoiceId)).toEqual(['3', '5', '1']);
    expect(open.partial).toBe(false);
  });

  it('[PX-18-012] next shipments: active standing orders by next order date, soonest first, at most five', () => {
    const items = [standing('a', 'Active', '2026-12-10'), standing('b', 'Paused', '2026-12-01'), standing('c', 'Active', '2026-12-02'), standing('d', 'Cancelled', null), ...['e', 'f', 'g', 'h', 'i'].map((id, index) => standing(id, 'Active', `2027-01-0${index + 1}`))];
    expect(nextShipments(items).map((item) => item.recurringOrderId)).toEqual(['c', 'a', 'e', 'f', 'g']);
  });

  const apis = (overrides: Partial<DashboardApis> = {}): DashboardApis => ({
    orders: vi.fn(async () => ({ count: 0, orderSummaries: [] })),
    approvals: vi.fn(async () => ({ count: 0, items: [] })),
    standingOrders: vi.fn(async () => ({ count: 0, items: [] })),
    invoices: vi.fn(async () => ({ count: 0, invoices: [], nextPageToken: null })),
    ...overrides,
  });

  it('[PX-18-010] each part loads on its own: a failed read fails its part only; a refused review queue hides the approvals', async () => {
    const refused = Object.assign(new Error('Forbidden'), { status: 403 });
    const dashboard = await loadDashboard(apis({ approvals: vi.fn(async () => Promise.reject(refused)), orders: vi.fn(async () => Promise.reject(new Error('down'))) }));
    expect(dashboard.approvals).toEqual({ status: 'hidden' });
    expect(dashboard.orders).toEqual({ status: 'failed' });
    expect(dashboard.shipments).toEqual({ status: 'ready', value: [] });
    expect(dashboard.invoices.status).toBe('ready');
    const failing = await loadDashboard(apis({ approvals: vi.fn(async () => Promise.reject(Object.assign(new Error('x'), { status: 500 }))) }));
    expect(failing.approvals).toEqual({ status: 'failed' });
  });

  it('[PX-18-010][PX-18-011] asks for five recent orders and pending approvals, and reads invoice pages until the last (partial past five pages)', async () => {
    let page = 0;
    const invoices = vi.fn(async () => ({ count: 1, invoices: [invoice(String(page), 'Open', '1.00', '2026-12-01')], nextPageToken: ++page < 3 ? `t${page}` : null }));
    const calls = apis({ invoices });
    const dashboard = await loadDashboard(calls);
    expect(calls.orders).toHaveBeenCalledWith({ pageSize: 5, sortOrder: 'OrderedDateDesc' }, undefined);
    expect(calls.approvals).toHaveBeenCalledWith({ status: 'Pending', pageSize: 5 }, undefined);
    expect(invoices).toHaveBeenCalledTimes(3);
    expect(dashboard.invoices).toMatchObject({ status: 'ready', value: { count: 3, totals: [{ amount: '3.00' }], partial: false } });
    const endless = await loadDashboard(apis({ invoices: vi.fn(async () => ({ count: 1, invoices: [invoice('x', 'Open', '1.00', '2026-12-01')], nextPageToken: 'more' })) }));
    expect(endless.invoices).toMatchObject({ status: 'ready', value: { partial: true, count: 5 } });
  });
});

// @vitest-environment jsdom
// The dashboard's dates (PX-50-002): formatted as before, with one date format made per locale however
// many dated rows the parts show, not one per row.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { openInvoices, type Dashboard } from '../../machines/dashboard/dashboard.ts';
import type { Wire } from '../../machines/wire.ts';
import { DashboardUi } from '../../src/dashboard/DashboardUi.tsx';

afterEach(cleanup);

const DAYS = ['2026-10-03', '2026-10-14', '2026-10-25', '2026-11-06', '2026-11-17'];

/** Five dated rows in each of the three dated parts. */
function fullDashboard(): Dashboard {
  const orders = DAYS.map((day, index) => ({ orderSummaryId: `1Os00000000000${index}`, orderNumber: `KRM-10000${index}`, status: 'Shipped', orderedDate: `${day}T10:00:00.000Z`, totalAmount: '10.00', currencyIsoCode: 'USD' }) as Wire['OrderSummary']);
  const shipments = DAYS.map((day, index) => ({ recurringOrderId: `a0R00000000001${index}`, productName: `Product ${index}`, quantity: '2.0', unitOfMeasure: 'Pack', numberOfScheduledProducts: 1, status: 'Active', nextOrderDate: day }) as Wire['RecurringOrderSummary']);
  const invoices = DAYS.map((day, index) => ({ invoiceId: `${index}`, invoiceNumber: `INV-20000${index}`, status: 'Open', balance: '5.00', totalAmount: '5.00', currencyIsoCode: 'USD', dueDate: day }) as Wire['Invoice']);
  return {
    orders: { status: 'ready', value: orders },
    approvals: { status: 'hidden' },
    shipments: { status: 'ready', value: shipments },
    invoices: { status: 'ready', value: openInvoices(invoices) },
  };
}

describe('dashboard dates', () => {
  it('[PX-50-002] fifteen dated rows, shown twice in two locales, make one date format per locale, and read as the locale writes each date', () => {
    const made: string[] = [];
    const Original = Intl.DateTimeFormat;
    // A date format that notes each one made (Intl.DateTimeFormat is a writable property of Intl).
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made.push(String(args[0]));
      }
    } as typeof Original;
    onTestFinished(() => {
      Intl.DateTimeFormat = Original;
    });
    for (const locale of ['en-US', 'de-DE']) {
      for (let showing = 0; showing < 2; showing += 1) {
        render(
          <MemoryRouter>
            <DashboardUi dashboard={fullDashboard()} accountName="Lakeshore Neurology Associates" locale={locale} />
          </MemoryRouter>,
        );
        const expected = (day: string) => new Date(`${day}T00:00:00`).toLocaleDateString(locale, { dateStyle: 'medium' });
        const invoices = screen.getByRole('region', { name: 'Open invoices' });
        for (const day of DAYS) expect(within(invoices).getByText(new RegExp(expected(day)))).toBeTruthy();
        const orders = screen.getByRole('region', { name: 'Recent orders' });
        expect(within(orders).getByText(new Date(`${DAYS[0]}T10:00:00.000Z`).toLocaleDateString(locale, { dateStyle: 'medium' }))).toBeTruthy();
        cleanup();
      }
    }
    expect(made).toEqual(['en-US', 'de-DE']);
  });
});

// Issue 25 (majors 6 to 10 and minor items) in the sandbox: invoices that fall overdue, standing orders
// whose occurrences were missed while the server was down, the demo data dated at seeding, and the
// bill-to address on orders and invoices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { signedIn, placedByPurchaseOrder } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0, testClock: true, schedulerIntervalMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());


const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('issue 25 in the sandbox', () => {
  it('[PX-69-003] an open invoice reads Overdue once its due date has passed, in the account list and the order\'s invoices', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const order = await placedByPurchaseOrder(dana, '01t000000000001', 2, 'PO-OVERDUE-1');
    const [invoice] = (await dana.get(`/order-summaries/${order.orderSummaryId}/invoices`)).body.invoices;
    expect(invoice.status).toBe('Open');
    const today = sandbox.core.clock.today();
    const days = Math.round((Date.parse(invoice.dueDate) - Date.parse(today)) / 86_400_000) + 1;
    await sandbox.core.clock.advanceDays(days);
    try {
      expect(addDays(invoice.dueDate, 1)).toBe(sandbox.core.clock.today());
      const [again] = (await dana.get(`/order-summaries/${order.orderSummaryId}/invoices`)).body.invoices;
      expect(again.status).toBe('Overdue');
      const listed = (await dana.get('/invoices?pageSize=100')).body.invoices.find((i: { invoiceId: string }) => i.invoiceId === invoice.invoiceId);
      expect(listed.status).toBe('Overdue');
      // A paid one never does.
      const paid = (await dana.get('/invoices?pageSize=100')).body.invoices.filter((i: { status: string; dueDate: string }) => i.status === 'Paid');
      expect(paid.length).toBeGreaterThan(0);
    } finally {
      await sandbox.core.clock.reset();
    }
  });

  it('[PX-69-010][PX-69-004] occurrences that fell due while the server was down read Missed; the next order date is never before today, in the detail and the list', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    const first = addDays(sandbox.core.clock.today(), 1);
    const created = await riley.post('/recurring-orders', {
      productId: '01t000000000007', quantity: '1', unitOfMeasure: 'Each', frequency: { interval: 1, unit: 'Weeks' },
      startDate: first, firstShipmentDate: first, shipToAddressId: '8lW000000000004', paymentMethod: { type: 'PurchaseOrder', poNumber: 'PO-PCH-MISSED' },
    });
    expect(created.status).toBe(201);
    const id = created.body.recurringOrderId;
    // The clock moves without the scheduler running: as if the server had been down for ten days.
    await sandbox.core.clock.advanceDays(10);
    try {
      const today = sandbox.core.clock.today();
      const detail = (await riley.get(`/recurring-orders/${id}`)).body;
      expect(detail.status).toBe('Active');
      expect(detail.nextOrderDate >= today).toBe(true);
      const past = detail.scheduledShipments.filter((s: { shipmentDate: string }) => s.shipmentDate < today);
      expect(past.length).toBeGreaterThan(0);
      expect(past.every((s: { status: string }) => s.status === 'Missed')).toBe(true);
      expect(detail.scheduledShipments.filter((s: { shipmentDate: string; status: string }) => s.shipmentDate >= today).every((s: { status: string }) => s.status === 'Scheduled')).toBe(true);
      const listed = (await riley.get('/recurring-orders?status=Active&pageSize=50')).body.items;
      for (const summary of listed) expect(summary.nextOrderDate === null || summary.nextOrderDate >= today).toBe(true);
      expect(listed.find((summary: { recurringOrderId: string }) => summary.recurringOrderId === id).nextOrderDate).toBe(detail.nextOrderDate);
      // PX-69-004: its name says 'every week'.
      expect(sandbox.core.db).toBeDefined();
      const row = await sandbox.core.db.one<{ doc: { name: string } }>('SELECT doc FROM standing_orders WHERE id = $1', [id]);
      expect(row!.doc.name).toMatch(/ – every week$/);
    } finally {
      await sandbox.core.clock.reset();
    }
  });
});

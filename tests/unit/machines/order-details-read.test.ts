// The order details page's read (machines/orders/order-details.ts), moved out of OrderPage.tsx.
import { OrderNotFound, readOrderDetails, type OrderDetailsApis } from '../../../machines/orders/order-details.ts';
import type { Wire } from '../../../machines/wire.ts';

const ORDER_ID = '1Os000000000001';
const order = { orderSummaryId: ORDER_ID, orderNumber: 'KRM-100001' } as Wire['OrderSummaryDetail'];

function fakeApis() {
  const calls: string[] = [];
  const apis: OrderDetailsApis = {
    // The text filter also matches numbers that only contain the one searched for.
    search: async (term) => {
      calls.push(`search ${term}`);
      return { orderSummaries: [{ orderSummaryId: '1Os000000000011', orderNumber: 'KRM-1000011' }, { orderSummaryId: ORDER_ID, orderNumber: 'KRM-100001' }] as Wire['OrderSummaryCollection']['orderSummaries'] };
    },
    order: async (id) => (calls.push(`order ${id}`), order),
    shipments: async (id) => (calls.push(`shipments ${id}`), { shipments: [{ shipmentId: '0OS000000000001' } as Wire['Shipment']] }),
    invoices: async (id) => (calls.push(`invoices ${id}`), { invoices: [{ invoiceId: '3tt000000000001' } as Wire['InvoiceCollection']['invoices'][number]] }),
  };
  return { apis, calls };
}

const signal = new AbortController().signal;

describe('order details read', () => {
  it('[PX-57-007] the history\'s text filter finds the exact number; the order, shipments and invoices of that id are read', async () => {
    const { apis, calls } = fakeApis();
    const details = await readOrderDetails(apis, 'KRM-100001', signal);
    expect(calls).toEqual(['search KRM-100001', `order ${ORDER_ID}`, `shipments ${ORDER_ID}`, `invoices ${ORDER_ID}`]);
    expect(details.order).toBe(order);
    expect(details.shipments.map((shipment) => shipment.shipmentId)).toEqual(['0OS000000000001']);
    expect(details.invoices.map((invoice) => invoice.invoiceId)).toEqual(['3tt000000000001']);
  });

  it('[PX-57-007] a number found only inside others is not found: OrderNotFound, and no order is read', async () => {
    const { apis, calls } = fakeApis();
    await expect(readOrderDetails(apis, 'KRM-10000', signal)).rejects.toBeInstanceOf(OrderNotFound);
    expect(calls).toEqual(['search KRM-10000']);
  });
});

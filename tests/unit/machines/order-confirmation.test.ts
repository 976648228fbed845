// The order confirmation's read (machines/orders/confirmation.ts), moved out of ConfirmationPage.tsx.
import { readConfirmation, type ConfirmationApis } from '../../../machines/orders/confirmation.ts';
import type { Wire } from '../../../machines/wire.ts';

const ORDER_ID = '1Os000000000001';
const order = { orderSummaryId: ORDER_ID, orderNumber: 'KRM-100001' } as Wire['OrderSummaryDetail'];
const shipment = { shipmentId: '0OS000000000001' } as Wire['Shipment'];
const NOT_FOUND = 'Your order could not be loaded.';

function fakeApis(overrides: Partial<ConfirmationApis> = {}) {
  const calls: string[] = [];
  const apis: ConfirmationApis = {
    orders: async () => {
      calls.push('orders');
      return { orderSummaries: [{ orderSummaryId: '1Os000000000009', orderNumber: 'KRM-100009' }, { orderSummaryId: ORDER_ID, orderNumber: 'KRM-100001' }] as Wire['OrderSummaryCollection']['orderSummaries'] };
    },
    order: async (id) => {
      calls.push(`order ${id}`);
      return order;
    },
    shipments: async (id) => {
      calls.push(`shipments ${id}`);
      return { shipments: [shipment] };
    },
    ...overrides,
  };
  return { apis, calls };
}

const signal = new AbortController().signal;

describe('order confirmation read', () => {
  it('[PX-57-005] the id in the address is read at once; without it the order list finds the order by number', async () => {
    const byId = fakeApis();
    await readConfirmation(byId.apis, { orderNumber: 'KRM-100001', orderId: ORDER_ID, isSignedIn: true }, signal, NOT_FOUND);
    expect(byId.calls).toEqual([`order ${ORDER_ID}`, `shipments ${ORDER_ID}`]);
    const byNumber = fakeApis();
    const read = await readConfirmation(byNumber.apis, { orderNumber: 'KRM-100001', orderId: null, isSignedIn: true }, signal, NOT_FOUND);
    expect(byNumber.calls).toEqual(['orders', `order ${ORDER_ID}`, `shipments ${ORDER_ID}`]);
    expect(read).toEqual({ order, shipments: [shipment] });
  });

  it('[PX-57-005] a number the list does not hold fails with the message given, and no order is read', async () => {
    const { apis, calls } = fakeApis();
    await expect(readConfirmation(apis, { orderNumber: 'KRM-999999', orderId: null, isSignedIn: true }, signal, NOT_FOUND)).rejects.toThrow(NOT_FOUND);
    expect(calls).toEqual(['orders']);
  });

  it('[PX-57-006] a guest reads no shipments; a failed shipments read shows the order without them', async () => {
    const guest = fakeApis();
    expect(await readConfirmation(guest.apis, { orderNumber: 'KRM-100001', orderId: ORDER_ID, isSignedIn: false }, signal, NOT_FOUND)).toEqual({ order, shipments: [] });
    expect(guest.calls).toEqual([`order ${ORDER_ID}`]);
    const failing = fakeApis({ shipments: () => Promise.reject(new Error('Service Unavailable')) });
    expect(await readConfirmation(failing.apis, { orderNumber: 'KRM-100001', orderId: ORDER_ID, isSignedIn: true }, signal, NOT_FOUND)).toEqual({ order, shipments: [] });
  });
});

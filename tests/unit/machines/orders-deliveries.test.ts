import { describe, expect, it } from 'vitest';
import { orderDeliveries } from '../../../machines/orders/deliveries.ts';

const CHICAGO = { addressId: '8lW000000000001', name: 'Lakeshore Neurology Associates', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', phoneNumber: null };
const MILWAUKEE = { addressId: null, name: 'Lakeshore Sleep Lab', street: '777 N Van Buren St', city: 'Milwaukee', region: 'WI', postalCode: '53202', country: 'US', phoneNumber: null };
const CAP = { orderItemSummaryId: '10u000000000101', productId: '01t000000000003', sku: 'KRM-NEU-EEG-2001-S', description: 'Cortexa 32-Channel EEG Electrode Cap, Small', quantity: '2.0', unitPrice: '519.00', priceEach: '519.00', totalPrice: '1038.00', unitOfMeasure: 'Each' };
const TIPS = { orderItemSummaryId: '10u000000000102', productId: '01t000000000005', sku: 'KRM-SEN-TYM-3001', description: 'Aurisense Tympanometry Probe Tips, Assorted (Box of 100)', quantity: '4.0', unitPrice: '58.50', priceEach: '58.50', totalPrice: '234.00', unitOfMeasure: 'Box' };
const ground = { id: '2Dm000000000001', name: 'Ground', description: '3–5 business days', carrier: 'Ridgeline Parcel', classOfService: 'Ground' };
const order = { orderSummaryId: '1Os000000000101', status: 'Shipped' as const, approval: null, shipTo: CHICAGO, items: [CAP, TIPS], shippingInstructions: null, fields: { DeliveryMethodName: 'Ground (3–5 business days)' } };

describe('the deliveries of an order', () => {
  it('[PX-21-002] lists each delivery group in the order sent, with its own address, method, expected date and lines', () => {
    const deliveries = orderDeliveries({
      ...order,
      deliveryGroups: [
        { orderDeliveryGroupSummaryId: '0ag000000000101', deliverToAddress: CHICAGO, deliveryMethod: ground, expectedDeliveryDate: '2026-12-01', lineItems: [{ orderItemSummaryId: CAP.orderItemSummaryId, sku: CAP.sku, description: CAP.description, quantity: '2.0' }] },
        { orderDeliveryGroupSummaryId: '0ag000000000102', deliverToAddress: MILWAUKEE, deliveryMethod: { id: '2Dm000000000002', name: 'Express' }, expectedDeliveryDate: null, lineItems: [{ orderItemSummaryId: TIPS.orderItemSummaryId, sku: TIPS.sku, description: TIPS.description, quantity: '4.0' }] },
      ],
    });
    expect(deliveries.map((d) => [d.address.city, d.method, d.expected, d.lines.map((l) => l.sku)])).toEqual([
      ['Chicago', 'Ground (3–5 business days)', '2026-12-01', ['KRM-NEU-EEG-2001-S']],
      ['Milwaukee', 'Express', null, ['KRM-SEN-TYM-3001']],
    ]);
  });

  it('[PX-21-002] without delivery groups, one delivery of every line to the ship-to address by the method the fields name', () => {
    for (const deliveryGroups of [undefined, []]) {
      const [only, ...others] = orderDeliveries({ ...order, deliveryGroups }, '2026-12-03');
      expect(others).toEqual([]);
      expect(only!.address).toBe(CHICAGO);
      expect(only!.method).toBe('Ground (3–5 business days)');
      expect(only!.expected).toBe('2026-12-03');
      expect(only!.lines.map((line) => `${line.sku} ${line.quantity}`)).toEqual(['KRM-NEU-EEG-2001-S 2.0', 'KRM-SEN-TYM-3001 4.0']);
    }
  });

  it('[PX-70-002] a declined or cancelled order expects no delivery, whatever its groups or shipments say; a pending or approved one does', () => {
    const group = { orderDeliveryGroupSummaryId: '0ag000000000101', deliverToAddress: CHICAGO, deliveryMethod: ground, expectedDeliveryDate: '2026-12-01', lineItems: [] };
    const declined = { ...order, status: 'Cancelled' as const, approval: { status: 'Declined' as const, decidedBy: null, decidedDate: null, comment: 'Over budget' } };
    expect(orderDeliveries({ ...declined, deliveryGroups: [group] }).map((d) => d.expected)).toEqual([null]);
    expect(orderDeliveries({ ...declined, deliveryGroups: [] }, '2026-12-03').map((d) => d.expected)).toEqual([null]);
    expect(orderDeliveries({ ...order, status: 'Cancelled', deliveryGroups: [group] }).map((d) => d.expected)).toEqual([null]);
    expect(orderDeliveries({ ...order, status: 'PendingApproval', deliveryGroups: [group] }).map((d) => d.expected)).toEqual(['2026-12-01']);
    expect(orderDeliveries({ ...order, status: 'Approved', deliveryGroups: [] }, '2026-12-03').map((d) => d.expected)).toEqual(['2026-12-03']);
  });
});

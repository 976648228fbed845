import { describe, expect, it } from 'vitest';
import { stepsHeldBy } from '../../../machines/checkout/held-steps.ts';

const address = { street: '1420 Harbor View Drive', city: 'Chicago', country: 'US' };
const method = { id: '2Dm000000000002', name: 'Ground' };
const contact = { firstName: 'Dana', lastName: 'Okafor', email: 'buyer@demo.test' };

describe('a checkout joined from another tab', () => {
  it('[PX-70-011] counts as completed the leading steps whose entries the server holds, and stops at the first it does not', () => {
    expect(stepsHeldBy({ deliveryGroups: { items: [] }, contactInfo: contact })).toEqual([]);
    expect(stepsHeldBy({ deliveryGroups: { items: [{ deliveryAddress: address }] }, contactInfo: contact })).toEqual(['shippingAddress']);
    expect(stepsHeldBy({ deliveryGroups: { items: [{ deliveryAddress: address, selectedDeliveryMethod: method }] }, contactInfo: contact })).toEqual(['shippingAddress', 'shippingOptions', 'contactInfo']);
    expect(stepsHeldBy({ deliveryGroups: { items: [{ deliveryAddress: address, selectedDeliveryMethod: method }] }, contactInfo: contact, paymentSummary: { type: 'CreditCard', lastFour: '1111' } })).toEqual([
      'shippingAddress', 'shippingOptions', 'contactInfo', 'billingAddress', 'payment',
    ]);
  });

  it('[PX-70-011] a later step held never skips an earlier one that is not', () => {
    // A contact and a payment but no delivery method: the buyer starts at the delivery method.
    expect(stepsHeldBy({ deliveryGroups: { items: [{ deliveryAddress: address }] }, contactInfo: contact, paymentSummary: { type: 'PurchaseOrder' } })).toEqual(['shippingAddress']);
    // Every group of a split shipment needs its address and its method.
    expect(stepsHeldBy({ deliveryGroups: { items: [{ deliveryAddress: address, selectedDeliveryMethod: method }, { deliveryAddress: null }] } })).toEqual([]);
    // A contact without an e-mail is not held.
    expect(stepsHeldBy({ deliveryGroups: { items: [{ deliveryAddress: address, selectedDeliveryMethod: method }] }, contactInfo: { lastName: 'Okafor', email: ' ' } })).toEqual(['shippingAddress', 'shippingOptions']);
  });
});

import { describe, expect, it } from 'vitest';
import { analyticsAddressOf, cartViewInteraction, checkoutStepInteraction, orderAcceptedInteraction, orderTotalsOf } from '../../../src/analytics/checkout-payloads.ts';
import { billingAddressOf } from '../../../machines/checkout/payment-step.ts';

const SUMMARY = {
  totalProductAmount: '344.00',
  totalProductAmountAfterAdjustments: '326.80',
  grandTotalAmount: '344.80',
  totalChargeAmount: '18.00',
  totalTaxAmount: '0.00',
  totalListPrice: '378.00',
};

describe('cart and checkout analytics payloads (CC §3)', () => {
  it('[CC-3-031] the order totals carry productAmount, adjustedProductAmount, grandTotal, chargeAmount and taxAmount from the cart summary', () => {
    const totals = orderTotalsOf(SUMMARY);
    expect(totals).toEqual({ productAmount: '344.00', adjustedProductAmount: '326.80', grandTotal: '344.80', chargeAmount: '18.00', taxAmount: '0.00' });
    // The events that report totals carry exactly these.
    expect(cartViewInteraction([], totals).payload).toEqual({ cartItems: [], orderTotals: totals });
    expect(orderAcceptedInteraction('KRM-100001', totals).payload).toEqual({ orderReferenceNumber: 'KRM-100001', orderTotals: totals });
    expect(orderTotalsOf(undefined)).toEqual({ productAmount: undefined, adjustedProductAmount: undefined, grandTotal: undefined, chargeAmount: undefined, taxAmount: undefined });
  });

  it('[CC-3-041] the address a shipping or billing step reports has street, city, country, postalCode and region only', () => {
    const delivery = { id: '8lW000000000001', name: 'Lakeshore Neurology Associates', street: '1420 Harbor View Drive', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US', phoneNumber: '+13125550142' };
    const address = analyticsAddressOf(delivery);
    expect(address).toEqual({ street: '1420 Harbor View Drive', city: 'Chicago', country: 'US', postalCode: '60611', region: 'IL' });
    expect(checkoutStepInteraction('shippingAddress', '2z9000000000001', { address })).toEqual({
      name: 'checkout-shipping-address',
      payload: { checkoutId: '2z9000000000001', address: { street: '1420 Harbor View Drive', city: 'Chicago', country: 'US', postalCode: '60611', region: 'IL' } },
    });
    // The billing step reports the billing address the payment will carry: the shipping one, or another.
    expect(analyticsAddressOf(billingAddressOf({ sameAsShipping: true }, delivery))).toEqual(address);
    expect(analyticsAddressOf({ street: '12 Rue de Rivoli', city: 'Paris', region: null, postalCode: '75001', country: 'FR' })).toEqual({ street: '12 Rue de Rivoli', city: 'Paris', country: 'FR', postalCode: '75001', region: undefined });
    expect(analyticsAddressOf(null)).toBeUndefined();
  });
});
